"""A year claimed the best for a kind of thing: “so 2025 was my best running yr ever?”, “was 2019 our best
hiking year?” — checked against every year of that kind: by the number field of the total asked just before
(“how many km did I run in 2025?” then “best … year?” is by distance), else by the number of items, said so."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace

from ..bot import IntentContext
from ..turn import Reply
from .library import Library
from .mongo import build_query
from .quantities import number
from .request import Reading, Request, build_request

BEST_YEAR = re.compile(
    r"\b(?:(?P<y1>(?:19|20)\d\d)\s+(?:was|is|has been)\s+(?:my|our)|(?:was|is)\s+(?P<y2>(?:19|20)\d\d)\s+(?:my|our))"
    r"\s+(?:best|biggest|big|top|strongest)\s+(?:[a-z]+\s+)?(?:yr|year)\b"
)
EVERY = 100_000  # all the items of one kind, to total by year


# "was that my biggest wine year too?" after "which year did I walk the most? 2023": the year talked about, claimed
THAT_BEST_YEAR = re.compile(
    r"\b(?:was|is)\s+(?:that|it|this)\s+(?:also\s+)?(?:my|our)\s+(?:best|biggest|big|top|strongest|busiest)\s+(?:[a-z]+\s+)?(?:yr|year)\b"
)


def year_claimed(reading: Reading, talked_about: int | None = None) -> int | None:
    """The year a message claims the best for a kind it names, or None; “that” claims `talked_about`, the year the
    conversation is about (None when there is none: nothing claimed)."""
    if not reading.topics or len(reading.dates) > 1:
        return None
    said = BEST_YEAR.search(reading.text.lower())
    if said is not None:
        return int(said["y1"] or said["y2"])
    return talked_about if THAT_BEST_YEAR.search(reading.text.lower()) else None


async def answer(
    library: Library, ctx: IntentContext, reading: Reading, collection: str, prior: Request | None, year: int, strict: bool = False
) -> Reply:
    """ "Yes, 2025 is your best year for runs by distance: 229.6 km (next: 2019, 209.5 km)."; `strict` when the claim is
    that the year beat every other one (beat_every_year.py): a tie at the top is a no."""
    definition = library.definition(collection)
    words = library.wording[collection]
    # the "biggest" of "my biggest wine year" is of the year, not of the wines: no ranking of the items
    kind = build_request(replace(reading, dates=(), superlatives=(), sorts=()), "find", collection, None, None)
    numbers = {f.name for f in definition.fields_of(kind.category) if f.type == "number"}
    asked = prior.aggregate if prior is not None and prior.aggregate is not None and prior.aggregate.op == "sum" else None
    field = asked.field if asked is not None and asked.field in numbers else None
    found = await library.items.find(collection, build_query(kind, definition).filter, (), EVERY)
    totals: dict[int, float] = defaultdict(float)
    for item in found:
        value = item.get("fields", {}).get(field) if field else 1
        if isinstance(value, (int, float)):
            totals[item["itemDate"].year] += value
    noun = words.noun(kind.category, kind.type)
    if not totals:
        return Reply(text=f"No, I found no {noun} in any year.")
    unit = words.unit(field) if field else noun
    by = f"by {field}" if field else "by the number of " + noun
    ranked = sorted(totals, key=lambda y: -totals[y])
    top = totals[ranked[0]]
    if totals.get(year, 0) >= top:
        after = next((y for y in ranked if y != year), None)
        nxt = f" (next: {after}, {number(totals[after], unit)})" if after is not None else ""
        tied = [y for y in ranked if y != year and totals[y] >= top]
        if tied and strict:  # "did 2025 beat every other year?" with 18 books in 2025 and in 2022: it did not beat 2022
            return Reply(
                text=f"No, {year} did not beat every other year for {noun} {by}: it is tied with "
                f"{', '.join(map(str, sorted(tied)))} at {number(totals[year], unit)} each."
            )
        if tied:  # "2025 was my biggest book year?" with 18 books in 2025 and in 2022: a best year, not the only one
            return Reply(
                text=f"Yes, {year} is your best year for {noun} {by}, tied with {', '.join(map(str, sorted(tied)))}: "
                f"{number(totals[year], unit)} each."
            )
        return Reply(text=f"Yes, {year} is your best year for {noun} {by}: {number(totals[year], unit)}{nxt}.")
    return Reply(
        text=f"No, {by} your best year for {noun} is {ranked[0]}: {number(top, unit)}, against {number(totals.get(year, 0), unit)} in {year}."
    )
