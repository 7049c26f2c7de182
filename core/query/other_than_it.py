""" "any other wines from there?" after the oldest wine (and where it was drunk): the wines there but that one. "Other"
said of the kind of the item in focus leaves that item out of what is found; another kind ("any other hikes there?"
after a wine) has nothing to leave out. "anything else by her?", "something else from there?" say it as "else" (pure)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .else_by_the_maker import ELSE
from .other_than_there import OTHER
from .request import Reading, Request

_ELSE_WORDS = {"else", "anything", "something", "nothing"}


def other_words(reading: Reading) -> tuple[str, ...]:
    """The words no recognizer read that say "other than the one in focus": "other", or "anything else" ("else" with
    what goes before it); () when none does."""
    other = ("other",) if "other" in reading.unknown_words and OTHER.search(reading.text) else ()
    said_else: tuple[str, ...] = ()
    if ELSE.search(reading.text) and any("else" in w.lower().split() for w in reading.unknown_words):
        said_else = tuple(w for w in reading.unknown_words if set(w.lower().split()) <= _ELSE_WORDS)
    return (*other, *said_else)


def other_than_it(request: Request, reading: Reading, item: dict[str, Any] | None, made_by: bool = False) -> Request | None:
    """`request` without `item` (the one in focus) when the question asks for "other" ones of its kind; None when it
    does not ("other" read by something else, no item in focus, or another kind asked)."""
    said = other_words(reading)
    if item is None or not said:
        return None
    # "what else did i do in the same city?": everything there, as said (but "did its author write anything else …?", `made_by`:
    # what the maker made, of any kind, but that one)
    if "other" not in said and request.category is None and not made_by:
        return None
    if request.category is not None and request.category != item.get("category"):
        return None
    if request.type is not None and request.type != item.get("type"):
        return None
    if request.within is not None and str(item["_id"]) not in request.within:
        return None
    # ("did Marco Bellini write anything else …?" after his novel, asked as a yes/no of it: of the others, not of it alone)
    within = None if request.within == (str(item["_id"]),) else request.within
    return replace(request, within=within, not_ids=(*request.not_ids, str(item["_id"])))
