""" "wines from 2018.. no wait, 2019", "hikes or runs in 2024? no sorry, 2026 i mean", "novles from 2022, sorry i meant
poetry", "How many days of ski I did in Canada? Ah no, I want to say Switzerland.": a question corrected within the
message itself. What follows the words that take it back (a "no wait", a "sorry", an "I mean") is one thing of a kind:
a time, a place, a kind of item or a value of a field; it replaces the one thing of that kind the question said, and
the rest of the question stays as it was (its count, its comparison, its other filters).

Precision first: only when the question said exactly one thing of that kind, the correction is a few words that read as
that kind and nothing else, and it negates nothing ("no, not Lyon, in Nice" is read by the negations as ever). "wines
in 2019, i mean the red ones" (no colour said before), "hikes, sorry, how many walks did I do" (a question of its own)
and an "I mean" that opens the message are no such correction: None, the message read as it is. `read` reads a piece
of text (the collection's reader); nothing else is looked up (pure)."""

from __future__ import annotations

import re
from collections.abc import Callable

from .request import Reading

# the words that take back what was just said, after a stop: ", no wait,", ".. sorry i meant", "? Ah no, I want to say"
_FILLER = r"(?:ah|oh|eh+|um+|uh+|hm+|ok|okay|well|so|oops|whoops|sorry|so+rry|wait|actually|nope|no)"
_TAKEN_BACK = (
    r"(?:no\s+wait|wait\s+no|no\s+sorry|sorry|so+rry|oops|whoops|my bad|wait|nope|no(?=\s*[,.;:!\u2013\u2014-])|actually"
    r"|i\s+(?:mean|meant|ment)|i\s+want(?:ed)?\s+to\s+say|i\s+should(?:'ve|\s+have)\s+said|make\s+(?:that|it))"
)
_MARK = re.compile(
    rf"(?P<stop>\s*(?:[.?!,;:\u2026\u2013\u2014]+|\s-+)\s*)(?:{_FILLER}\W+)*(?P<back>{_TAKEN_BACK})\b\W*",
    re.IGNORECASE,
)
# what may stand around the one thing said instead: "I meant poetry", "2026 i mean", "Switzerland, sorry"
_OPENS = re.compile(
    r"^(?:(?:i\s+(?:mean|meant|ment)|i\s+want(?:ed)?\s+to\s+say|i\s+should(?:'ve|\s+have)\s+said|make\s+(?:that|it)"
    r"|(?:it\s+)?(?:was|is)|it'?s|sorry|so+rry|no|wait)\b\W*)+",
    re.IGNORECASE,
)
_CLOSES = re.compile(
    r"\W*(?:\b(?:i\s+(?:mean|meant|ment)|is\s+what\s+i\s+meant|i\s+want(?:ed)?\s+to\s+say|instead|then|please|sorry|so+rry)\W*)*$",
    re.IGNORECASE,
)
_NEGATED = re.compile(r"\b(?:not|no|nor|never|without|except|excluding)\b|n't\b", re.IGNORECASE)
# words that neither open nor close the thing replaced ("in 2024": the year alone is replaced)
_FUNCTION = frozenset(
    [
        "in",
        "from",
        "at",
        "of",
        "to",
        "for",
        "the",
        "my",
        "a",
        "an",
        "on",
        "during",
        "since",
        "i",
        "did",
        "do",
        "does",
        "go",
        "went",
        "have",
        "had",
        "was",
        "were",
        "is",
        "are",
        "how",
        "many",
        "much",
        "what",
        "which",
        "when",
        "where",
        "who",
        "with",
        "me",
        "and",
        "or",
        "more",
        "less",
        "than",
    ]
)
_WORD = re.compile(r"[\w\u00c0-\u024f'&]+")
_MOST_WORDS = 4  # a correction is a few words ("2019", "Switzerland", "south africa"), not a question


def one_kind(reading: Reading, topics: bool = True) -> tuple[str, str] | None:
    """What one thing a piece of text says, as (kind, field): a time, a place, a kind of item, a field's value; None
    when it says nothing, several things, or anything else besides."""
    said = {
        ("time", ""): bool(reading.dates),
        ("place", ""): bool(reading.places),
        ("topic", ""): topics and bool(reading.topics),
        **{("value", v.field): True for v in reading.values},
    }
    others = (reading.people, reading.comparisons, reading.superlatives, reading.texts, reading.unknown_names, reading.selections)
    kinds = [k for k, present in said.items() if present]
    if len(kinds) != 1 or any(others) or reading.unattached_negations:
        return None
    return kinds[0]


def _spans(head: str, kind: tuple[str, str], read: Callable[[str], Reading]) -> list[tuple[int, int]]:
    """The longest runs of words of `head` (neither opening nor closing with a function word) read as `kind` alone."""
    words = [(m.start(), m.end(), m.group().lower()) for m in _WORD.finditer(head)]
    found: list[tuple[int, int]] = []
    for size in (3, 2, 1):
        for i in range(len(words) - size + 1):
            first, last = words[i], words[i + size - 1]
            if first[2] in _FUNCTION or last[2] in _FUNCTION or any(w[2] in ("or", "and") for w in words[i : i + size]):
                continue  # "2018 or 2019": two of the kind, neither of which can be told to be the one meant
            start, end = first[0], last[1]
            if re.search(r"[.?!,;:]", head[start:end]) or any(s < end and start < e for s, e in found):
                continue
            if one_kind(read(head[start:end])) == kind:
                found.append((start, end))
    return found


def said_over(text: str, read: Callable[[str], Reading]) -> str | None:
    """The question as corrected within the message (the one thing of the correction's kind replaced), or None."""
    for mark in _MARK.finditer(text):
        head = text[: mark.start()].strip()
        if not _WORD.search(head):
            continue
        tail = _CLOSES.sub("", _OPENS.sub("", text[mark.end() :].strip())).strip()
        tail = re.sub(r"^(?:(?:in|from|at|to|of|for|the|my)\s+)+", "", tail, flags=re.IGNORECASE).strip(" ,.;:!?")
        words = [w.lower() for w in _WORD.findall(tail)]
        if not words or _NEGATED.search(tail) or len(words) > _MOST_WORDS or any(w in _FUNCTION for w in words):
            return None  # "…, actually how many in kyoto": a question of its own, not one thing said instead
        kind = one_kind(read(tail))
        if kind is None:
            return None
        spans = _spans(head, kind, read)
        if len(spans) != 1:
            return None
        start, end = spans[0]
        return f"{head[:start]}{tail}{head[end:]}{mark['stop'].strip()[:1] if mark['stop'].strip()[:1] == '?' else ''}"
    return None
