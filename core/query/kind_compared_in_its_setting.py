"""A comparison asked again of another kind keeps where, when and with whom it was: “and wines?” right after
“did I have more lunches in Paris in 2019 or in 2022?” compares the wines of 2019 and 2022, still in Paris.

A kind said alone names a new category, and a new category on its own starts a question afresh; but right after a
comparison, a kind alone is that comparison again (see `comparisons_kept.only_a_kind`), so the setting the options
shared (the place, the time, the company) stays. What belonged to the old kind alone (its values, a cuisine or a
grape) does not carry over, and a follow-on that says a place, a time or people of its own is not a kind alone."""

from __future__ import annotations

from dataclasses import replace

from .comparisons_kept import LEADING, kind_alone
from .request import Reading, Request


def in_the_same_setting(reading: Reading, shared: Request, common: Request) -> Request:
    """The options' shared request for the comparison asked again (`common`), with the place, time and people of
    the comparison before (`shared`) kept when the turn names only another kind."""
    lead_left_out = replace(reading, unknown_words=tuple(w for w in reading.unknown_words if w.lower() not in LEADING))
    if not kind_alone(lead_left_out) or common.category == shared.category:  # "and wines?" is the kind alone
        return common
    return replace(
        common,
        place=common.place or shared.place,
        dates=common.dates or shared.dates,
        people=common.people or shared.people,
    )
