""" "and the next one?", "the one after that" after "the first ski day of 2021": the one after the one picked, in date
order (the earliest of the same things dated after it), whatever the time the pick was made within. Only after a pick by
date, as "the one before that" (see one_before.py): after "the best rated wine" the next could be the second best, so
nothing is guessed; after a ranking of values ("who do I see most", then "and the next?") next_in_ranking.py answers
(pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from .dates import LATEST, DateRange
from .filler_lead import FOLLOW_ON_LEAD
from .ordering import Sort, Superlative
from .request import Request

ONE_AFTER = re.compile(
    FOLLOW_ON_LEAD + r"(?:(?:what|which|where|when)\W+(?:was|is|were|about)\W+)?"
    # "and the next one?", "next?", "the one after that", "the one right after it"
    r"(?:(?:the\W+)?next(?:\W+one)?|(?:the\W+)?one\W+(?:just\W+|right\W+)?after(?:\W+(?:that|it|this|then))?)(?:\W+(?:please|pls))?\W*$",
    re.IGNORECASE,
)


def one_after(text: str, prior: Request | None, moment: datetime | None) -> Request | None:
    """The request for the item just after the one picked at `moment` by the request before (`prior`), or None when
    the message does not ask for it or the one before was not picked by date."""
    if not ONE_AFTER.match(text) or prior is None or moment is None or prior.action != "find":
        return None
    picked = prior.superlative
    if picked is None or picked.field != "itemDate" or picked.count != 1:
        return None
    moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    start = moment + timedelta(seconds=1)
    dates = DateRange(start, LATEST, f"after {moment.strftime('%B %-d, %Y')}")
    earliest = Superlative("itemDate", False, "the first")
    return replace(prior, dates=dates, superlative=earliest, limit=1, within=None, aggregate=None, sort=Sort("itemDate", False))
