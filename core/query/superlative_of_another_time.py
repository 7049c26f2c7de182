"""The same superlative asked of another time right after it: "which one was the longest?" among the trips of 2025,
then "and this year?", is the longest trip of this year, not every trip of it. Only right after the pick (a question
about the item picked in between, "where was it?", leaves the conversation on that item, and "and in 2022?" then asks
the list) and only when nothing but the time is said ("and how many this year?" is a count)."""

from __future__ import annotations

from dataclasses import replace

from .request import Reading, Request

# the words a time may be said with alone: "and this year?", "what about in 2024?", "ok, for 2023 then"
_LEADING = frozenset({"and", "so", "ok", "okay", "now", "then", "what", "how", "about", "in", "for", "of", "during", "the"})


def only_a_time_said(reading: Reading) -> bool:
    """Whether the message says a time and nothing else ("and this year?")."""
    return (
        bool(reading.dates)
        and set(reading.unknown_words) <= _LEADING
        and not any(
            (
                reading.places,
                reading.topics,
                reading.comparisons,
                reading.people,
                reading.values,
                reading.texts,
                reading.bare_numbers,
                reading.superlatives,
                reading.sorts,
                reading.selections,
            )
        )
    )


def the_superlative_again_of_a_time(reading: Reading, request: Request, asked_just_before: Request | None) -> Request:
    """`request` ranked as the question just before was, when that one picked among the answer before it by a superlative
    of its own and this one says only another time; else `request` as it is."""
    before = asked_just_before
    if before is None or before.superlative is None or before.within is None or not only_a_time_said(reading):
        return request
    if request.superlative is not None or request.action != "find" or request.aggregate is not None or request.within is not None:
        return request
    if request.dates is None or request.dates == before.dates or request.collection != before.collection:
        return request
    return replace(request, superlative=before.superlative, sort=before.sort, limit=before.limit)
