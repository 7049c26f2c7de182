"""A common word for a kind of thing said in the speaker's own language ("vino blanco", "Wein", "cervezas", "libros"),
read as the English word it means ("white wine", "wine", "beers", "books") when that English word is one of the
collection's, and said so ("I took “Wein” as wine").

The words come from a glossary shipped as data (native_words.txt): the common words for wine, beer, books,
novels, museums, meals, hikes, walks, runs, bike rides, trips, flights, trains, ... in the major European languages
and in Japanese romanization. A `NativeWords` is built once per collection: of the glossary it keeps a word only
when every word of its English reading is a word the collection's vocabulary knows (a kind, a type, a value: so a
new collection whose definition says "wine" reads "vino" too), and when the word itself means nothing else here:
it is no common English word ("roman", "course", "diner"), is at least 4 letters, and is no word of the
collection's own (a person's name, a place the gazetteer knows: "essen", "praia"; a value, a title word). A
foreign word with two English readings is dropped. Inside a title ("called El Vino", quoted text) nothing is read."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from importlib.resources import files

from .english import is_common
from .spelling import Correction

MIN_LETTERS = 4
LANGUAGES = {
    "es": "Spanish",
    "it": "Italian",
    "pt": "Portuguese",
    "fr": "French",
    "de": "German",
    "nl": "Dutch",
    "el": "Greek",
    "ja": "Japanese",
}
# a title or quoted text, where a foreign word is part of a name ("the book called El Vino", 'with "vino" in the title')
_NAMED = re.compile(r"[\"“'‘][^\"”'’]*[\"”'’]|\b(?:titled|called|named)\s+\S+(?:\s+\S+){0,3}", re.IGNORECASE)


@dataclass(frozen=True)
class NativeWord:
    """A foreign word (or phrase) and the English it means, with the language it is of."""

    word: str
    english: str
    language: str


def glossary_entries(text: str) -> Iterator[NativeWord]:
    """The entries of a glossary text: "wine/wines | es vino/vinos | de wein/weine" gives vino → wine,
    vinos → wines, wein → wine, weine → wines."""
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        head, *rest = (part.strip() for part in line.split("|"))
        one, _, many = head.partition("/")
        for part in rest:
            language, _, words = part.partition(" ")
            singular, _, plural = words.strip().partition("/")
            yield NativeWord(singular.strip().lower(), one.strip(), language)
            if plural.strip():
                yield NativeWord(plural.strip().lower(), (many or one).strip(), language)


def language_reason(entry: NativeWord) -> str:
    """Why a word of another language was read as its English, as a correction's reason says it."""
    return f"a {LANGUAGES.get(entry.language, entry.language)} word for “{entry.english}” (glossary of common words)"


def shipped_glossary() -> list[NativeWord]:
    """The glossary shipped with Parley (native_words.txt)."""
    return list(glossary_entries(files(__package__).joinpath("native_words.txt").read_text(encoding="utf-8")))


class NativeWords:
    """The glossary's words this collection can read: `known` says whether an English word is one of the
    collection's, `taken` whether a word already means something here (a name, a place, a value)."""

    def __init__(
        self,
        entries: Iterable[NativeWord],
        known: Callable[[str], bool],
        taken: Callable[[str], bool],
        reason: Callable[[NativeWord], str] | None = None,
    ) -> None:
        self.reason = reason or language_reason  # how a reading is explained (another glossary says it its own way)
        readings: dict[str, set[str]] = {}
        kept: dict[str, NativeWord] = {}
        for entry in entries:
            readings.setdefault(entry.word, set()).add(entry.english.lower())
            if entry.word in kept or entry.word == entry.english.lower():
                continue
            if len(entry.word.replace(" ", "")) < MIN_LETTERS or taken(entry.word) or (" " not in entry.word and is_common(entry.word)):
                continue
            if all(known(w) for w in entry.english.lower().split()) or known(entry.english.lower()):
                kept[entry.word] = entry
        self.words = {w: e for w, e in kept.items() if len(readings[w]) == 1}  # "roman": novel or nothing else
        ordered = sorted(self.words, key=len, reverse=True)  # "vino blanco" before "vino"
        self.pattern = re.compile(rf"(?<![\w'-])(?:{'|'.join(map(re.escape, ordered))})(?![\w'-])", re.IGNORECASE) if ordered else None

    def english_of(self, word: str) -> str | None:
        """The English a single word of the glossary means here ("libros": books), None for any other word."""
        entry = self.words.get(word.lower())
        return entry.english if entry is not None else None

    def translated(self, text: str) -> tuple[str, list[Correction]]:
        """The text with each glossary word in it read as its English ("show me the vino blanco" → "show me the
        white wine"), and what was taken so, to be said."""
        if self.pattern is None:
            return text, []
        named = [m.span() for m in _NAMED.finditer(text)]
        pieces: list[str] = []
        taken: list[Correction] = []
        at = 0
        for match in self.pattern.finditer(text):
            if any(start <= match.start() < end for start, end in named):
                continue
            entry = self.words[match.group().lower()]
            pieces += [text[at : match.start()], entry.english]
            at = match.end()
            taken.append(Correction(match.group(), entry.english, 100.0, entry.english, "meaning", self.reason(entry)))
        pieces.append(text[at:])
        return "".join(pieces), taken
