""" "by time", "and by distance" right after a pick by a superlative ("the longest one"): the same pick, among the same
items and in the same direction, by that field instead ("by time" is the field of the kind measured in a unit of
time); None when the message says anything else, or the field is not one of the kind's numbers (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from ..collection.definition import CollectionDefinition
from .filler_lead import filler_lead
from .measured import TIME_UNITS
from .ordering import Sort
from .request import Reading, Request

# "by time", "and by distnace", "what about by duration?": "by" and a field alone
BY_ALONE = re.compile(
    filler_lead("and|ok|okay|so|now|then|what about|how about|hmm+") + r"(?:(?:what|how) about\W+)?(?:and\W+)?"
    r"(?:measured\s+)?(?:by|in)\s+(?:terms\s+of\s+)?(?:the\s+)?(?P<what>[a-z]+(?:\s+[a-z]+)?)\W*(?:then|instead)?\W*$",
    re.IGNORECASE,
)
TIME_WORDS = frozenset({"time", "times", "how long it took", "minutes", "hours"})


def _time_field(definition: CollectionDefinition, category: str | None) -> str | None:
    """The one number field of the kind measured in a unit of time (a run's duration), or None."""
    timed = [f.name for f in definition.fields_of(category) if f.type == "number" and (f.unit or "").lower() in TIME_UNITS]
    return timed[0] if len(set(timed)) == 1 else None


def by_another_field(reading: Reading, prior: Request | None, definition: CollectionDefinition) -> Request | None:
    """The pick of `prior` again by the field the message names after "by", or None."""
    said = BY_ALONE.match(reading.text)
    if said is None or prior is None or prior.superlative is None or prior.superlative.count != 1:
        return None
    numbers = {f.name for f in definition.fields_of(prior.category) if f.type == "number"}
    sorted_by = [s.field for s in reading.sorts if s.field in numbers]
    field = sorted_by[0] if len(sorted_by) == 1 else None
    if field is None and said["what"].lower() in TIME_WORDS:
        field = _time_field(definition, prior.category)
    if field is None:
        return None
    # (the pick is the first of the items sorted by its field: the sort goes with it)
    highest = prior.superlative.highest
    return replace(prior, superlative=replace(prior.superlative, field=field), sort=Sort(field, descending=highest))
