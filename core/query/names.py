"""Names the collection does not know, said after "by", "from" or "with": "books by Tolkien",
"hikes with Zebulon", "wines from Chateau Blorp" (and "a book of Murakami": "of" as the field "by" names).

Such a name narrows the question; dropping it would answer about everything ("259 books"), which
looks right and is not. A name after a cue that is a text field's own word ("by" for the author,
"made by" for the producer) is looked for in that field, so the answer can be "I found no books by
Tolkien"; any other unknown name is said not understood and asked about, never left out.

A name is one to three words no recognizer claimed, that are not ordinary English words ("by far",
"with friends", "with purple labels") and not typos of the collection's words (those are corrected first).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .utterance import Utterance
from .vocabulary import TextMatch

CUES = ("by", "from", "with")
# "a book of Murakami", "and of Haruki Murakami, have I read something?": "of" before a rare name says the field "by"
# names (the author), only where "by" names one; an ordinary or known word after it is no name ("of them", "of Italy")
OF = "of"
MAX_NAME_WORDS = 3
_WORD = re.compile(r"[a-zà-ÿ][a-zà-ÿ'.-]*[a-zà-ÿ]")
# "start by pulling up every dinner", "by digging out my wines": a verb said in its -ing form, then a
# particle or what it acts on, is what the user does, no name ("by Rowling", "by Golding" stay names)
_DOING = re.compile(r"[a-z]+ing\s+(?:up|out|down|back|through|together|over|all|every|everything|my|me|the)\b")


@dataclass(frozen=True)
class UnknownName:
    """A name after a cue that nothing in the collection matched: said and asked about."""

    cue: str
    name: str


def field_cues(fields: Iterable[tuple[str, Iterable[str]]]) -> dict[str, str]:
    """The cues that name a text field (its synonyms "by", "written by", "made by"), each to its field;
    a cue two fields share names neither."""
    cues: dict[str, set[str]] = {}
    for field, synonyms in fields:
        for synonym in synonyms:
            words = synonym.lower().split()
            if words and words[-1] in CUES and len(words) <= 2:
                cues.setdefault(" ".join(words), set()).add(field)
    return {cue: next(iter(found)) for cue, found in cues.items() if len(found) == 1}


def _pattern(cues: Iterable[str]) -> re.Pattern[str]:
    said = sorted({*CUES, *cues, *((OF,) if "by" in cues else ())}, key=len, reverse=True)
    return re.compile(rf"\b(?P<cue>{'|'.join(re.escape(c) for c in said)})\s+(?:the\s+)?(?=[a-zà-ÿ])")


def recognize_names(
    utterance: Utterance, by_field: dict[str, str], is_name_word: Callable[[str, bool], bool]
) -> tuple[list[TextMatch], list[UnknownName]]:
    """The unknown names after a cue, claimed: those after a field's cue as text to look for in that
    field, the others as names not understood. `is_name_word(word, of_a_field)` says whether a word
    can be part of a name (after a field's cue, more words can: "by Hemingway")."""
    texts: list[TextMatch] = []
    unknown: list[UnknownName] = []
    for cue in list(utterance.matches(_pattern(by_field))):
        words: list[re.Match[str]] = []
        at = cue.end()
        if _DOING.match(utterance.text, at):
            continue
        field = by_field.get("by" if cue["cue"] == OF else cue["cue"])
        for word in _WORD.finditer(utterance.text, at):
            if len(words) == MAX_NAME_WORDS or utterance.text[at : word.start()].strip() or not utterance.is_free(word.start(), word.end()):
                break
            if not is_name_word(word.group(), cue["cue"] in by_field):  # after "of", only a rare word
                break
            words.append(word)
            at = word.end()
        if not words:
            continue
        name = " ".join(w.group().title() if w.group().islower() else w.group() for w in words)
        if field is not None:
            match = TextMatch(field, name, cue="by" if cue["cue"] == OF else cue["cue"])
            utterance.claim(cue.start(), words[-1].end(), "text", match)
            texts.append(match)
        else:
            found = UnknownName(cue["cue"], name)
            utterance.claim(cue.start(), words[-1].end(), "unknown name", found)
            unknown.append(found)
    return texts, unknown
