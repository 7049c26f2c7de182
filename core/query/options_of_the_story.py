"""A question of which of two things, whose two were named in a story sentence told before it: "a friend told me
zinfandel and primitivo are actually the same grape lol. which one have i drunk more of" asks which of zinfandel and
primitivo; it is read as "which one have i drunk more of, zinfandel or primitivo" (the story's other words none of it).

Only when the story names exactly one pair of values of the same field joined by "and", and the question is a "which
(one) … more/most/less/fewer" naming no options of its own (no "or")."""

from __future__ import annotations

import re
from collections.abc import Callable

_LAST_SENTENCE = re.compile(r"^(?P<story>.*?\S[.!]+)\s+(?P<question>which\b[^.!?]*?)(?P<end>\s*\?*\s*)$", re.IGNORECASE | re.DOTALL)
_MORE = re.compile(r"\b(?:more|most|less|fewer|least|often|oftener)\b", re.IGNORECASE)
_PAIR = re.compile(
    r"(?<![\w'’-])(?P<a>[a-z][\w'’-]*(?:\s[a-z][\w'’-]*)?)\s+and\s+(?P<b>[a-z][\w'’-]*(?:\s[a-z][\w'’-]*)?)(?![\w'’-])", re.IGNORECASE
)


def _pairs(story: str, same_field: Callable[[str, str], bool]) -> list[tuple[str, str, int, int]]:
    """The pairs "X and Y" of the story whose two are values of one field (one or two words each, the shortest read),
    each with where it starts and ends."""
    found = []
    for m in _PAIR.finditer(story):
        a_words, b_words = m["a"].split(), m["b"].split()
        for n, k in ((1, 1), (1, 2), (2, 1), (2, 2)):
            if n > len(a_words) or k > len(b_words):
                continue
            a, b = " ".join(a_words[-n:]), " ".join(b_words[:k])
            if same_field(a.lower(), b.lower()):
                found.append((a, b, m.end("a") - len(a), m.start("b") + len(b)))
                break
    return found


def with_the_options_of_the_story(text: str, same_field: Callable[[str, str], bool]) -> str:
    """The text as the story without the pair, then the question with the pair as its options ("…, zinfandel or
    primitivo"), or the text itself."""
    if "which" not in text.lower() or " and " not in text.lower():
        return text
    said = _LAST_SENTENCE.match(text)
    if said is None or not _MORE.search(said["question"]) or re.search(r"\bor\b", said["question"], re.IGNORECASE):
        return text
    pairs = _pairs(said["story"], same_field)
    if len(pairs) != 1:
        return text
    a, b, start, end = pairs[0]
    story = said["story"][:start] + said["story"][end:]
    return f"{story} {said['question'].rstrip(' ,')}, {a} or {b}{said['end']}"
