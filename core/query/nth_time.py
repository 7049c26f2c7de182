""" "with who was I going the second time?" after the trip to Lecce, "the third time?" after "how many times did I go to
Japan?": the second (third …) of the things talked about by date, the first time the earliest; when fewer of the kind
talked about were there, the second time there of any kind of its category ("the second time" after the one beach
holiday in Lecce is the second trip to Lecce) (pure)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from .dates import DateRange
from .ordering import ORDINALS, Sort, Superlative
from .request import WHICH_KIND_WAS_IT, Request

# "the second time", "my third time there", "the 2nd time we went": a time counted, not a position in the answer shown
NTH_TIME = re.compile(r"\b(?:the|my|our) (?P<ord>" + "|".join(w for w in ORDINALS if w != "first") + r") time\b")


def nth_time_said(text: str) -> int | None:
    """The number of the time said ("the second time": 2), or None; none when the question asks which kind of thing "it"
    was ("which trip was it, the second time?" after "did we go back to Barcelona in 2018?": the time talked about)."""
    said = NTH_TIME.search(text.lower())
    return ORDINALS[said["ord"]] if said is not None and not WHICH_KIND_WAS_IT.search(text.lower()) else None


def asked_after(text: str) -> str | None:
    """What is asked of that time in a clause after it ("and the third time, who was with me?": "who was with me?"),
    or None when nothing follows it after a comma."""
    said = NTH_TIME.search(text.lower())
    rest = text[said.end() :].strip() if said is not None else ""
    return rest[1:].strip() or None if rest.startswith(",") else None


def counted_among(prior: Request) -> list[Request]:
    """What the times are counted among: the things talked about, then (when they have a kind of a category and a
    place) every kind of that category there; each in date order, none picked."""
    talked = replace(prior, action="find", superlative=None, limit=0, within=None, aggregate=None, sort=Sort("itemDate", False))
    wider = replace(talked, type=None, types=())
    return [talked, wider] if (prior.type or prior.types) and prior.category and prior.place is not None else [talked]


def the_nth(request: Request, number: int, dated: Sequence[dict[str, Any]]) -> Request | None:
    """The request for the `number`-th of `dated` (the items `request` means, in date order), picked by date; None
    when there are not so many."""
    if not 1 <= number <= len(dated) or not isinstance(moment := dated[number - 1].get("itemDate"), datetime):
        return None
    ordinal = next(word for word, n in ORDINALS.items() if n == number and word.isalpha())
    day = DateRange(moment, moment.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1), "")
    return replace(request, dates=day, superlative=Superlative("itemDate", False, f"the {ordinal}"), limit=1)
