""" "when" after an answer of several, none picked ("did i ever give a museum one star? Yes, 8 …", "when?"): the
dates of those items, each with its title; the set in focus stays the one talked about. "when" after one item is
about that one (picked.py), and "when" that says anything else ("when was the first time", "when in 2024") is a
question of its own."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from .request import Reading

# "when", "when?", "wen were they", "and when was that", "on which dates", "what days were those": nothing else said
WHEN_ALONE = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|but|then),?\s+)?"
    r"(?:when|on (?:what|which) (?:dates?|days?)|(?:what|which) (?:dates?|days?))"
    r"(?: (?:was|were|did)(?: (?:it|that|they|those|these|them|all those|all of them))?(?: (?:happen|take place))?)?"
    r"(?:,? (?:then|exactly))?\W*$"
)

DATES_NAMED = 10  # the most items whose dates the sentence names one by one; more are told by their first and last


def asks_when_of_them(reading: Reading) -> bool:
    """Whether the turn asks only "when", of the items just talked about."""
    if WHEN_ALONE.match(reading.text.lower()) is None:
        return False
    return not (reading.has_constraints or reading.superlatives or reading.sorts or reading.selections or reading.shape.aggregate)


def _day(when: datetime) -> str:
    return when.strftime("%B %-d, %Y")


def dates_told(items: Sequence[Mapping[str, Any]], noun: str) -> str:
    """ "The 8 museums rated 1 were on January 18, 2025 (Buenos Aires Art Museum), …": the dates of `items` (called
    `noun`, with its count), earliest first; past DATES_NAMED, the first and the last and how many in between."""
    dated = sorted((i for i in items if isinstance(i.get("itemDate"), datetime)), key=lambda i: i["itemDate"])
    if not dated:
        return f"I don't know when the {noun} were."
    if len(items) == 1:
        return f"{dated[0].get('title') or 'It'} was on {_day(dated[0]['itemDate'])}."
    said = [f"{_day(i['itemDate'])} ({i.get('title') or 'untitled'})" for i in dated]
    undated = len(items) - len(dated)
    unknown = f" ({undated} without a date)" if undated else ""
    if len(said) <= DATES_NAMED:
        listed = said[0] if len(said) == 1 else f"{', '.join(said[:-1])} and {said[-1]}"
        return f"The {noun} were on {listed}{unknown}."
    between = len(said) - 2
    return f"The {noun} were from {said[0]} to {said[-1]}, {between} more in between{unknown}. Say “which ones” to list them."
