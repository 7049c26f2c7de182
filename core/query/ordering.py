"""Sort orders, superlatives and selections: "sorted by rating", "most recent first",
"which was the best rated?", "the longest one", "the first one", "number 3", "the last one"."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .utterance import Utterance

ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "1st": 1,
    "2nd": 2,
    "3rd": 3,
    "4th": 4,
    "5th": 5,
    "6th": 6,
    "7th": 7,
    "8th": 8,
    "9th": 9,
    "10th": 10,
}


@dataclass(frozen=True)
class Sort:
    field: str  # "rating", "itemDate", or a number field of the collection
    descending: bool

    @property
    def label(self) -> str:
        if self.field == "itemDate":
            return "newest first" if self.descending else "oldest first"
        return f"by {self.field}, {'highest' if self.descending else 'lowest'} first"


@dataclass(frozen=True)
class Superlative:
    """argmax / argmin over a set: "the best rated", "the longest", "the most recent"."""

    field: str
    highest: bool
    label: str


@dataclass(frozen=True)
class Selection:
    """One item of the previous answer: 1-based `index`, or -1 for the last one."""

    index: int

    @property
    def label(self) -> str:
        return "the last one" if self.index == -1 else f"number {self.index}"


ASCENDING = r"(?:ascending|asc|increasing|oldest first|earliest first|lowest first|worst first|smallest first|shortest first)"
DESCENDING = (
    r"(?:descending|desc|decreasing|newest first|latest first|most recent first|highest first|best first|biggest first|longest first)"
)
SORTS: list[tuple[re.Pattern[str], Sort]] = [
    # a direction said after the field wins over the field's usual direction: "by date descending", "by rating ascending"
    (
        re.compile(rf"\b(?:sorted |ordered |sort |order )?by (?:the )?(?:date|time)(?: order)?,?(?: in)? {DESCENDING}(?: order)?\b"),
        Sort("itemDate", True),
    ),
    (
        re.compile(rf"\b(?:sorted |ordered |sort |order )?by (?:the )?(?:date|time)(?: order)?,?(?: in)? {ASCENDING}(?: order)?\b"),
        Sort("itemDate", False),
    ),
    (
        re.compile(rf"\b(?:sorted |ordered |sort |order )?by (?:best |highest )?ratings?,?(?: in)? {ASCENDING}(?: order)?\b"),
        Sort("rating", False),
    ),
    (
        re.compile(rf"\b(?:sorted |ordered |sort |order )?by (?:best |highest )?ratings?,?(?: in)? {DESCENDING}(?: order)?\b"),
        Sort("rating", True),
    ),
    (
        re.compile(r"\b(?:sorted |ordered |sort |order )?by (?:best |highest )?ratings?\b|\b(?:best|highest|top)[- ]rated first\b"),
        Sort("rating", True),
    ),
    (
        re.compile(r"\b(?:sorted |ordered |sort |order )?by (?:worst |lowest )rating\b|\b(?:worst|lowest)[- ]rated first\b"),
        Sort("rating", False),
    ),
    (
        re.compile(
            r"\b(?:most recent|newest|latest|last) first\b|\breverse chronological(?: order)?\b|\b(?:sorted |ordered |sort |order )?by (?:most recent|newest|latest)\b"
        ),
        Sort("itemDate", True),
    ),
    (
        re.compile(
            r"\b(?:oldest|earliest) first\b|\b(?:in )?chronological order\b|\b(?:sorted |ordered |sort |order )?by (?:the )?(?:date|oldest|earliest)\b"
        ),
        Sort("itemDate", False),
    ),
    (re.compile(r"\b(?:sorted |ordered |sort |order )?by distance\b|\blongest first\b"), Sort("distance", True)),
]
_MINE = r"(?:(?:the|my|our) (?:very )?)"
_NOT_A_SELECTION = r"(?! (?:one|ones|item|items|result|results|time|times|\d|two|three|four|five|six|seven|eight|nine|ten)\b)"
SUPERLATIVES: list[tuple[re.Pattern[str], Superlative]] = [
    (
        re.compile(r"\b(?:the |my |our )?(?:best|highest|top)[- ]rated(?: one)?\b|\bthe best(?: one)?\b|\bmy favou?rite\b"),
        Superlative("rating", True, "the best rated"),
    ),
    (
        re.compile(r"\b(?:the |my |our )?(?:worst|lowest)[- ]rated(?: one)?\b|\bthe worst(?: one)?\b"),
        Superlative("rating", False, "the worst rated"),
    ),
    (
        re.compile(rf"\b{_MINE}?(?:most recent|latest|newest)(?: one)?\b|\b{_MINE}last\b{_NOT_A_SELECTION}"),
        Superlative("itemDate", True, "the most recent"),
    ),
    (re.compile(rf"\b{_MINE}?(?:oldest|earliest)(?: one)?\b"), Superlative("itemDate", False, "the oldest")),
    (re.compile(r"\bthe longest(?: one)?\b"), Superlative("distance", True, "the longest")),
    (re.compile(r"\bthe shortest(?: one)?\b"), Superlative("distance", False, "the shortest")),
]
SELECTION = re.compile(
    r"\b(?:the )?(?P<ord>" + "|".join(ORDINALS) + r")(?: one| item| result)?\b"
    r"|\b(?:number|no\.?|item|result|#) ?(?P<n>\d{1,3})\b|#(?P<hash>\d{1,3})\b"
    r"|\b(?:the )?(?P<last>last) (?:one|item|result)\b"
)


def recognize_ordering(utterance: Utterance) -> tuple[list[Sort], list[Superlative], list[Selection]]:
    sorts, superlatives, selections = [], [], []
    for pattern, sort in SORTS:
        for m in utterance.matches(pattern):
            utterance.claim(m.start(), m.end(), "sort", sort)
            sorts.append(sort)
    for pattern, superlative in SUPERLATIVES:
        for m in utterance.matches(pattern):
            utterance.claim(m.start(), m.end(), "superlative", superlative)
            superlatives.append(superlative)
    for m in utterance.matches(SELECTION):
        index = -1 if m["last"] else ORDINALS[m["ord"]] if m["ord"] else int(m["n"] or m["hash"])
        if index == 0:
            continue
        selection = Selection(index)
        utterance.claim(m.start(), m.end(), "selection", selection)
        selections.append(selection)
    return sorts, superlatives, selections
