""" "any other wines from there?" after the oldest wine (and where it was drunk): the wines there but that one. "Other"
said of the kind of the item in focus leaves that item out of what is found; another kind ("any other hikes there?"
after a wine) has nothing to leave out (pure)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .other_than_there import OTHER
from .request import Reading, Request


def other_than_it(request: Request, reading: Reading, item: dict[str, Any] | None) -> Request | None:
    """`request` without `item` (the one in focus) when the question asks for "other" ones of its kind; None when it
    does not ("other" read by something else, no item in focus, or another kind asked)."""
    if item is None or "other" not in reading.unknown_words or not OTHER.search(reading.text):
        return None
    if request.category is not None and request.category != item.get("category"):
        return None
    if request.type is not None and request.type != item.get("type"):
        return None
    if request.within is not None and str(item["_id"]) not in request.within:
        return None
    return replace(request, not_ids=(*request.not_ids, str(item["_id"])))
