""" "how many hikes" right after "with elena? Yes, 3 hikes with Elena …": the kind of the yes/no just answered, said again
alone in a count, counts the items that yes/no found (its company, place and time kept), not every item of that kind.
Not when the yes/no found none ("No, I found no hikes with Sarah": every hike), nor when the count says anything of its own
(a time, a place, someone, another kind) or asks of them all ("how many hikes in total", "how many hikes ever")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .request import Reading, Request

# "how many hikes", "ok so how many hikes?", "how many hikes was that": the count said first, of a kind alone
HOW_MANY_FIRST = re.compile(r"^\W*(?:(?:ok|okay|so|and|oh|wow|nice|cool)\b[,!.]?\s+)*how many\b")
# "how many hikes in total", "… ever", "… all together", "… overall": of them all, not of those just found
OF_THEM_ALL = re.compile(r"\b(?:in total|total|overall|all|ever|altogether|all together|at all|whole)\b")


def counts_the_yes_before(reading: Reading, prior: Request | None, previous_ids: tuple[str, ...] | None) -> bool:
    """Whether this count asks how many of the items the yes/no just before found, by naming their kind alone."""
    text = reading.text.lower()
    if prior is None or prior.action != "verify" or prior.within is not None or not previous_ids:
        return False
    if not HOW_MANY_FIRST.search(text) or OF_THEM_ALL.search(text) or prior.category is None:
        return False
    said = (
        reading.dates,
        reading.places,
        reading.comparisons,
        reading.people,
        reading.values,
        reading.texts,
        reading.sorts,
        reading.superlatives,
        reading.bare_numbers,
        reading.pronouns,
        reading.type_choices,
        reading.kind_choices,
    )
    if any(said) or not reading.topics or reading.shape.aggregate is not None:
        return False
    topics = [topic for readings in reading.topics for topic in readings]
    return all(not t.negated and t.category == prior.category and (t.type is None or t.type == prior.type) for t in topics)
