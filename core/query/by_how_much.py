""" "How many more hikes than bike rides did I do this year?", "by how much?": the difference between the two counts
of a comparison leads the answer ("9 more hikes: 13 hikes and 4 bike rides this year (2026)."), no yes or no; and
"how many more was it?", "how many more dinners than museums was that?" right after a comparison ask it of that
comparison again (the options in the order said). Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .filler_lead import filler_lead

# "how many more", "how much more", "how many fewer", "by how much", "how many more … than …"
HOW_MANY_MORE = re.compile(
    r"\bhow (?:many|much)(?: [a-z]+)? (?:more|less|fewer)\b|\bby how (?:much|many)\b|\bwhat(?:'s| is| was) the difference\b"
)
# nothing but the difference asked of what was just compared: "how many more it was?", "by how much?", "how many more was
# that", "and how many more then" (no kind, time, place or person of its own; the kinds compared may be said again)
_OF_THAT = re.compile(
    filler_lead("and|so|ok|okay|then|but|right|hm+|wow|nice")
    + r"(?:how\s+(?:many|much)\s+(?:more|fewer|less)|by\s+how\s+(?:much|many)|what(?:'s|\s+is|\s+was)\s+the\s+difference)"
    r"(?P<rest>(?:\s+[\w'’]+)*?)"
    r"(?:\s+(?:was|is|were|did|do)\s+(?:it|that|this|there|they|i))?(?:\s+(?:it\s+)?(?:was|is))?(?:\s+(?:then|exactly|again|in\s+the\s+end))?\W*$",
    re.IGNORECASE,
)


def asks_by_how_much(text: str) -> bool:
    """Whether the question asks how many more (or fewer) one group has than another."""
    return HOW_MANY_MORE.search(text.lower()) is not None


def difference_first(answer: str, counts: list[int], fewer: bool, first_asked: bool) -> str:
    """The comparison's answer ("More hikes: 13 hikes and 4 bike rides.") led by the difference ("9 more hikes: …");
    when the first side was asked to have more ("how many more X than Y?") and has fewer, or none more, that is said first
    ("None — 3 more bike rides: …"), so the answer never reads as the opposite."""
    difference = abs(counts[0] - counts[1])
    if difference == 0:
        return f"None — {answer[0].lower()}{answer[1:]}"  # "None — the same: 15 books in 2024 and 15 books …"
    word = re.match(r"(More|Fewer|Less) ", answer)
    if word is None:
        return answer
    led = f"{difference} {word[1].lower()} {answer[word.end() :]}"
    first_wins = counts[0] < counts[1] if fewer else counts[0] > counts[1]
    return led if first_wins or not first_asked else f"None — {led}"


def said_again(text: str, compared: dict[str, Any] | None, kinds_said: Sequence[tuple[str | None, str | None]]) -> dict[str, Any] | None:
    """The comparison just answered, to answer again led by the difference, when `text` asks only how many more of it
    ("How many more it was?"); `kinds_said` (category, type), in the order said, may name the options compared again
    ("how many more dinners than museums was that?"): they are put in that order. None otherwise."""
    if compared is None or len(compared.get("options") or ()) != 2 or compared.get("measure"):
        return None
    asked = _OF_THAT.match(text)
    if asked is None:
        return None
    options = list(compared["options"])
    if kinds_said:
        kinds = [(each.get("category"), each.get("type")) for _, each in options]
        if sorted(kinds_said, key=str) != sorted(kinds, key=str) or not compared.get("byTopic"):
            return None
        options.sort(key=lambda option: kinds_said.index((option[1].get("category"), option[1].get("type"))))
    elif asked["rest"].strip():
        return None
    return {**compared, "options": options, "byHowMuch": True, "against": bool(kinds_said), "each": False}
