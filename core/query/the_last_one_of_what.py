""" "did i rate the last one 4 or more", "was the first one with Mary?" with nothing talked about: "the last one" of no
kind said and no list before is no item at all, so which kind is asked back ("The most recent of what rated 4 or more:
drinks, books, …?") rather than answering for every item; the answer ("the last wine") is the question of that kind: the
last wine, then the claim checked of it (`pick_of`). Pure."""

from __future__ import annotations

import re
from dataclasses import replace

from .ordering import Sort, Superlative
from .request import Reading, Request

# "the last one", "my latest one", "the very first one", "the most recent one" (not "the last one of those": a position)
_THE_END_ONE = re.compile(
    r"\b(?:the|my|our) (?:very )?(?P<end>last|latest|most recent|newest|first|earliest) one\b"
    r"(?! (?:of|in|on|from|among) (?:those|them|these|the list|the ones)\b)"
)


def the_end_of_nothing(reading: Reading, talked: bool) -> Superlative | None:
    """The latest (or first) one asked of, when nothing was talked about and no kind is said; else None."""
    if talked or reading.topics or reading.type_choices or reading.kind_choices:
        return None
    said = _THE_END_ONE.search(reading.text.lower())
    if said is None:
        return None
    if said["end"] in ("first", "earliest"):
        return Superlative("itemDate", False, "the first")
    return Superlative("itemDate", True, "the most recent")


def asked_of_what(request: Request, end: Superlative) -> Request:
    """The question kept while its kind is asked back: the one at that end, by date."""
    return replace(request, superlative=end, sort=Sort("itemDate", end.highest), limit=1, within=None)


def pick_of(chosen: Request) -> Request | None:
    """ "the last wine" answering it: the last of that kind (at the time said), whose claims (bound, place, company,
    values) are then checked of it; None when the kept question is no yes/no about one at an end, or claims nothing."""
    end = chosen.superlative
    if chosen.action != "verify" or end is None or end.field != "itemDate" or end.count != 1:
        return None
    if not (chosen.place or chosen.people or chosen.values or chosen.texts or chosen.comparisons):
        return None
    return replace(chosen, action="find", place=None, people=(), values=(), texts=(), comparisons=(), sort=None, aggregate=None)
