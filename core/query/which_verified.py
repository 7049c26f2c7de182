""" "wich ones" after "were any of those with both mary and james? Yes, 3 …": the items that made the yes,
listed; a yes/no over the answer before leaves the conversation on that answer (found.py), so what it found is
kept beside it for one turn."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .request import Reading, Request

VERIFIED_KEY = "verified"

# "which ones?", "wich ones", "which were they", "ok which ones were those": the ones the yes/no found, nothing else said
WHICH_ONES_ALONE = re.compile(
    r"^\W*(?:(?:and|so|ok|okay),?\s+)?(?:which|what) (?:ones?(?: (?:were|are) (?:they|those|them))?|were (?:they|those))\W*$"
)


def keep(memory: dict[str, Any], request: Request, turn: int) -> None:
    """After a yes/no over the answer before: what it tested, as a question for its items."""
    memory[VERIFIED_KEY] = {"request": replace(request, action="find", limit=0).to_dict(), "turn": turn}


def which_verified(reading: Reading, memory: dict[str, Any], turn: int) -> Request | None:
    """The yes/no just answered as a question for its items, when "which ones?" asks nothing else; else None."""
    kept = memory.get(VERIFIED_KEY)
    if not kept or kept.get("turn", -2) + 1 != turn or WHICH_ONES_ALONE.match(reading.text.lower()) is None:
        return None
    if reading.has_constraints or reading.superlatives or reading.sorts or reading.shape.aggregate is not None:
        return None
    return Request.from_dict(kept["request"])
