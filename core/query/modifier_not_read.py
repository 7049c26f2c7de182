""" "do i have any natural wine logged" read as "any wine?": a yes/no must not answer yes or no while a word said right
before the word of its kind in a noun phrase ("any natural wine", "a half marathon") was not read: it narrows the kind, and the claim checked
would be a wider one than the one asked. Words that narrow nothing ("logged", "other") never block."""

from __future__ import annotations

import re

from .spelling import Correction

# words that can stand before a kind's word without narrowing it to some of its items
NOT_NARROWING = frozenset(
    {
        "logged",
        "recorded",
        "saved",
        "noted",
        "listed",
        "entered",
        "other",
        "more",
        "single",
        "actual",
        "real",
        "proper",
        "genuine",
        "true",
        "whole",
        "entire",
        "same",
        "such",
        "kind",
        "sort",
        "type",
        "ever",
        "yet",
        "also",
        "too",
        "again",
        "still",
        "even",
        "really",
        "just",
        "any",
        "some",
        "a",
        "an",
        "the",
        "my",
    }
)
# the words a modifier follows in a noun phrase ("any natural wine", "a half marathon"): not a verb's ("who came hiking")
# ("what about orange wine", "and natural wines?": a noun phrase after "about", "and" or "or", as after "of")
DETERMINERS = frozenset({"a", "an", "any", "some", "the", "my", "our", "your", "no", "those", "these", "of", "about", "and", "or"})
_WORD = re.compile(r"[a-z][a-z'’-]*")


def kind_words(names: tuple[str, ...], corrections: tuple[Correction, ...] = ()) -> frozenset[str]:
    """The words that name the kind asked about: its names and synonyms with their plurals, and the words read as one
    ("marathon" read as running)."""
    base = {n.lower() for n in names}
    said = {c.word.lower() for c in corrections if c.became.lower() in base}
    return frozenset(base | {f"{w}s" for w in base} | {f"{w}es" for w in base} | said)


def modifier_not_read(text: str, unknown: list[str], kinds: frozenset[str]) -> tuple[str, str] | None:
    """The unread word said right before a word of the kind, and that word ("natural", "wine"); None when there is none."""
    unread = {w.lower() for w in unknown} - NOT_NARROWING
    tokens = _WORD.findall(text.lower())
    for lead, before, word in zip(tokens, tokens[1:], tokens[2:], strict=False):
        if word in kinds and before in unread and before not in kinds and lead in DETERMINERS:
            return before, word
    return None


def not_answered(modifier: str, kind_word: str, count: int, counted: str) -> str:
    """What is said instead of yes or no: what was not read, and what was found without it (none even without it: no)."""
    unread = f"I didn't understand “{modifier}” in “{modifier} {kind_word}”"
    if not count:
        return f"No: {unread}, but I found none even without it."
    return (
        f"{unread}, so I haven't answered yes or no rather than answer another question: you have {counted}, but I can't tell "
        f"which of them, if any, “{modifier}” describes."
    )
