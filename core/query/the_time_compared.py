"""The option of a comparison of two times that a question names by its time alone: "My books of 2025 were better than
the ones of 2024, yes?", then "Which was the average rating in 2025?" asks of the books of 2025, the kind both options
share, not of everything of 2025 (pure)."""

from __future__ import annotations

from typing import Any

from .dates import DateRange
from .request import Reading, Request, build_request


def the_time_named(reading: Reading, collection: str, compared: dict[str, Any] | None) -> Request | None:
    """The option of `compared` (the comparison just before, of one kind at two times) whose time the question says, and
    nothing else of its own (no kind, place, person or value); None otherwise."""
    if not compared or compared.get("byTopic") or reading.topics or len(reading.dates) != 1:
        return None
    if reading.places or reading.people or reading.values or reading.texts or reading.comparisons:
        return None
    options = [Request.from_dict(each) for _, each in compared.get("options") or ()]
    kinds = {(o.category, o.type, o.types) for o in options}
    if len(options) != 2 or len(kinds) != 1 or options[0].category is None:
        return None  # two kinds compared, or none named: no kind to keep
    said = build_request(reading, "find", collection, None, None).dates
    named = [o for o in options if said is not None and o.dates is not None and same_time(o.dates, said)]
    return named[0] if len(named) == 1 else None


def same_time(option: DateRange, said: DateRange) -> bool:
    """Whether the time said names the time of an option: the same range on the same days of the week; days of the week
    said alone ("the weekend ones" after "more on weekdays or on weekends this year?") name the option on those days; a
    season of every year, the option of one of them."""
    if said.only_weekdays:
        return option.weekdays == said.weekdays
    if said.parts and not said.negated:  # "the fall ones" (autumn of every year) after spring and fall of 2019: the fall's
        return any(same_time(option, part) for part in said.parts)
    return (option.start, option.end, option.weekdays) == (said.start, said.end, said.weekdays)
