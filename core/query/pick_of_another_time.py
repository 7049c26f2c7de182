"""“and this year?” after “which one was the longest?” of the 2025 trips: a follow-on that says only another time asks
the same pick of that time (2026's longest trip), not a listing of everything then."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .request import Reading

# what a bare follow-on may say besides its time ("and this year?", "what about 2024?", "how about last summer then")
LEAD = re.compile(r"^\s*(?:and|but|so|ok|okay|now|then)?,?\s*(?:(?:what|how) about\b)?", re.IGNORECASE)
# a question of its own: "and what did I do this year?", "and how many this year?", "and all of them in 2024?"
ASKS_ANEW = re.compile(
    r"\b(?:what|which|where|who|whom|when|how|why|show|list|all|every|each|any|did|do|does|was|were|is|are|many|much|"
    r"those|them|these|ones?|count|total|average|avg|sum|more|less|fewer|most|least)\b",
    re.IGNORECASE,
)


def asks_the_pick_of_another_time(reading: Reading) -> bool:
    """Whether the turn says a time and nothing else (no kind, place, person, value, ranking or aggregate of its own, and
    no question word), so that the superlative of the question before is asked again of that time."""
    if not reading.dates or any(d.negated for d in reading.dates):
        return False
    said = (
        reading.topics,
        reading.places,
        reading.people,
        reading.values,
        reading.texts,
        reading.comparisons,
        reading.sorts,
        reading.superlatives,
        reading.selections,
        reading.pronouns,
        reading.type_choices,
        reading.kind_choices,
    )
    shape = reading.shape
    if any(said) or shape.aggregate is not None or shape.verify or shape.contrast or shape.most or shape.measured is not None:
        return False
    rest = LEAD.sub("", reading.text, count=1)
    return not ASKS_ANEW.search(rest)
