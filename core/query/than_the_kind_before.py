""" "So beach holidays are longer on average. Right?" after the average nights of the city breaks, then of the beach
holidays: the claim sets the kind it names against the other kind just averaged, so it is said in full as "… longer on
average than city breaks", and read as the comparison of the two groups it is. Only when the last two questions asked
the same average (or total) of the same field, of two kinds and nothing else apart, the claim names one of those kinds
and has no "than" of its own; otherwise None, nothing guessed. Pure text to text."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from .request import Reading, Request

# "are longer on average", "were really shorter", "is rated higher": a comparative claimed of the kind named
_CLAIMED = re.compile(
    r"\b(?:are|were|is|was)\s+(?:(?:really|actually|also|generally|usually|indeed)\s+)?"
    r"(?P<comparative>longer|shorter|further|farther|higher|lower|steeper|bigger|smaller|better|worse|"
    r"rated\s+(?:higher|lower|better|worse))(?P<over>\s+(?:on average|in total|overall|altogether|in general|generally))?\b",
    re.IGNORECASE,
)
_THAN = re.compile(r"\bthan\b", re.IGNORECASE)
_OVER = {"avg": "on average", "sum": "in total"}


def _apart(request: Request) -> Request:
    """What a question asked of, without its kind, its action or its pick."""
    return replace(request, category=None, type=None, types=(), action="count", superlative=None, limit=0, within=None, sort=None)


def than_the_kind_before(reading: Reading, history: Any, turn: int, noun: Callable[[str | None, str | None], str]) -> str | None:
    """The claim said in full against the other kind just measured, or None when it is not such a claim."""
    claimed = _CLAIMED.search(reading.text)
    if claimed is None or _THAN.search(reading.text) or not isinstance(history, list) or len(history) < 2:
        return None
    first, second = history[-2], history[-1]
    if not isinstance(first, dict) or not isinstance(second, dict) or (first.get("turn"), second.get("turn")) != (turn - 2, turn - 1):
        return None
    one, other = Request.from_dict(first["request"]), Request.from_dict(second["request"])
    asked = one.aggregate
    if asked is None or other.aggregate is None or asked.op not in _OVER or not asked.field:
        return None
    if (asked.op, asked.field) != (other.aggregate.op, other.aggregate.field) or _apart(one) != _apart(other):
        return None
    kinds = [t for readings in reading.topics for t in readings if not t.negated]
    if len(kinds) != 1 or one.types or other.types or (one.category, one.type) == (other.category, other.type):
        return None
    said = (kinds[0].category, kinds[0].type)
    against = [r for r in (one, other) if (r.category, r.type) != said]
    if len(against) != 1:  # the kind named is neither of the two (or both): no other kind to set it against
        return None
    over = claimed["over"] or f" {_OVER[asked.op]}"
    than = f"{claimed['comparative']}{over} than {noun(against[0].category, against[0].type)}"
    return f"{reading.text[: claimed.start('comparative')]}{than}{reading.text[claimed.end() :]}"
