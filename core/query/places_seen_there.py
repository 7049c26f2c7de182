""" "how many cities did i see there" after "when was the croatia trip" (one trip found): the places of one item are
the one place it has, so counting them asks nothing; the count is of everything logged at that place, every kind
(the meals in Dubrovnik on that trip too), not of the one kind talked about (pure)."""

from __future__ import annotations

from dataclasses import replace

from .request import Reading, Request


def over_everything_there(request: Request, reading: Reading, answer: tuple[str, ...] | None) -> Request | None:
    """`request` (built from `reading`), a count of the distinct parts of a place said with "there" after an answer of one item of a kind,
    over every kind at that place; None when it is anything else (a kind said, more than one item found before)."""
    asked = reading.shape.aggregate
    if asked is None or asked.op != "distinct" or not asked.field.startswith("place.") or request.place is None:
        return None
    if reading.topics or not reading.refers_to_place or answer is None or len(answer) != 1:
        return None
    if request.category is None and not request.kinds:
        return None
    return replace(request, aggregate=asked, category=None, type=None, types=(), kinds=(), not_types=(), within=None)
