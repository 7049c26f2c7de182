"""The time of an aggregate asked again of another kind: "what was my average rating for museums last year?", then
"and for meals": the meals of last year too. A new kind resets the context, so the time the aggregate was asked over
is kept with it (`AGGREGATE_KEY`'s "request") and given back to the request that asks it again and says no time."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .request import Reading, Request


def with_the_time_kept(request: Request, reading: Reading, kept: dict[str, Any] | None, turn: int) -> Request:
    """`request` (the aggregate asked again, of another kind) with the dates of the request the aggregate was asked
    with the turn before; `request` itself when it or the question has a time of its own, or none was kept."""
    if request.dates is not None or reading.dates or not kept or kept.get("turn", -2) + 1 != turn:
        return request
    asked = kept.get("request")
    if not isinstance(asked, dict) or asked.get("collection") != request.collection:
        return request
    dates = Request.from_dict(asked).dates
    return replace(request, dates=dates) if dates is not None else request
