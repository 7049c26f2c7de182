"""“No, the other one”: said the turn after a choice between two, it takes that choice back for the other one. After
“history books or history museums?” answered “museums”: the history books (the question asked back, read as the other
category). After “when was my last trip to Lecce?” with two trips there: the other trip (the set the pick was made in,
less the pick). Only when there were two to choose from; with more, “the other one” says no one of them (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .filler_lead import filler_lead
from .ordering import Sort, Superlative
from .request import Request

# "no, the other one", "sorry i meant the other one", "nope. the other", "the other kind": nothing said but the other one
_ONLY_THE_OTHER = re.compile(
    filler_lead(r"no|nope|nah|sorry|oh|ah|wait|actually|oops|hm+|ok|okay")
    + r"(?:i\s+(?:meant?|ment|wanted)\s+)?(?:the|that)\s+other(?:\s+(?:one|kind|reading))?(?:\W+(?:please|pls|plz))?\W*$",
    re.IGNORECASE,
)


def says_the_other_one(text: str) -> bool:
    """Whether the message says nothing but “the other one” (not “the other ones”, nor a question of it)."""
    return _ONLY_THE_OTHER.match(text.strip()) is not None


def the_other_reading(text: str, kept: Any, turn: int, prior: Request | None) -> Request | None:
    """The question asked back, read as the category not chosen, when the message is “no, the other one” the turn
    right after the choice (`kept`: the question asked back with its readings and the one chosen) and the question
    before is still of the one chosen; None otherwise."""
    if not says_the_other_one(text) or not isinstance(kept, dict) or kept.get("turn") != turn - 1 or prior is None:
        return None
    readings = [(str(c), k) for c, k in kept.get("readings") or ()]
    others = [(c, k) for c, k in readings if c != kept.get("chosen")]
    if len(readings) != 2 or len(others) != 1 or prior.category != kept.get("chosen"):
        return None
    category, kind = others[0]
    request = Request.from_dict(kept["request"])
    return replace(request, category=category, type=kind, values=tuple(v for v in request.values if category in v.categories))


def the_set_picked_from(text: str, prior: Request | None, answer: tuple[str, ...] | None) -> Request | None:
    """The question before without its pick (“my last trip to Lecce”: the trips to Lecce), when the message is “no, the
    other one” right after one item was picked by a superlative; None otherwise. The caller takes the other one only
    when that set has two items."""
    if not says_the_other_one(text) or prior is None or prior.superlative is None or answer is None or len(answer) != 1:
        return None
    return replace(prior, superlative=None, sort=None, limit=0, aggregate=None, action="find")


def the_other_end(prior: Request, count: int) -> Request | None:
    """The question before with its pick turned to the other end (“my last trip to Lecce”: the first one), which is the
    other one when the set picked from has two items (`count`); None otherwise."""
    picked = prior.superlative
    if picked is None or picked.count != 1 or count != 2:
        return None
    other = Superlative(picked.field, not picked.highest, "the other")
    return replace(prior, superlative=other, sort=Sort(picked.field, other.highest), limit=1, aggregate=None, within=None)
