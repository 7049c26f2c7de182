"""Words that name kinds of things in two categories: "history" (history books, history museums),
"science" (popular science books, science museums). Found from the collection definition: a word that
is a type's name or synonym, or a word of one ("popular science", "science book" — the rest being the
category's own word), in more than one category. Said without a word that settles the category, such
a word is asked about rather than guessed."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..collection.definition import CollectionDefinition


@dataclass(frozen=True)
class Ambiguity:
    """A word and its readings, one (category, type) per category."""

    word: str
    readings: tuple[tuple[str, str], ...]


def _words(phrase: str) -> list[str]:
    return re.findall(r"[a-zà-ÿ']+", phrase.lower())


class AmbiguousWords:
    """Built once per collection from its definition; `find` is pure."""

    def __init__(self, definition: CollectionDefinition) -> None:
        self.category_words: dict[str, set[str]] = {
            c.name: {w for phrase in (c.name, *c.synonyms) for w in _words(phrase)} for c in definition.categories
        }
        readings: dict[str, dict[str, tuple[str, bool]]] = {}  # word → category → (type, exactly the word)
        for category in definition.categories:
            own = self.category_words[category.name]
            for kind in category.types:
                for phrase in (kind.name, *kind.synonyms):
                    words = _words(phrase)
                    for word in words:
                        rest = [w for w in words if w != word]
                        if word in own or not (phrase == kind.name or all(w in own for w in rest)):
                            continue
                        known = readings.setdefault(word, {}).get(category.name)
                        if known is None or (not known[1] and not rest):
                            readings[word][category.name] = (kind.name, not rest)
        self.words = {
            word: Ambiguity(word, tuple((c, t) for c, (t, _) in by_category.items()))
            for word, by_category in readings.items()
            if len(by_category) > 1
        }
        self.pattern = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in sorted(self.words)) + r")\b") if self.words else None

    def find(self, text: str, prior_category: str | None = None) -> Ambiguity | None:
        """The ambiguous word of the text, unless another word of it (or the category being talked
        about) settles which reading is meant."""
        if self.pattern is None:
            return None
        text = text.lower()
        said = set(_words(text))
        for m in self.pattern.finditer(text):
            ambiguity = self.words[m.group()]
            categories = {c for c, _ in ambiguity.readings}
            if prior_category in categories or any(said & (self.category_words[c] - {m.group()}) for c in categories):
                continue
            return ambiguity
        return None
