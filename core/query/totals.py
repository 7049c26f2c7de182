"""Answering an aggregate over the items a question means: a total, average, minimum or maximum of a
numeric field with its unit, a count of distinct values, the most frequent one ("The total distance
is 356.2 km over 42 runs in 2024.")."""

from __future__ import annotations

import re
from dataclasses import asdict
from typing import Any

from ..bot import IntentContext
from ..jsonable import jsonable
from ..turn import Reply, SuggestedAction
from . import still_the_most
from .aggregate import Aggregate
from .answers import aggregate_text, corrections_said, unclear_said, verdict_first
from .besides_them import company_kept_from_before, left_out_of_the_answer
from .library import Library
from .most_frequent import venue_named
from .quantities import compute
from .remembered import AGGREGATE_KEY, remember, remember_month_found, remember_year_found, turn_number
from .request import Reading, Request
from .restate import describe
from .units_asked import converts, unit_asked, unit_word_asked


async def aggregate(
    library: Library, ctx: IntentContext, request: Request, reading: Reading, unknown: list[str], next_of: tuple[str, ...] = ()
) -> Reply:
    """The aggregate `request` asks for, computed over every item it means; remembered for "and the average?".
    `next_of`: the values ranked before, left out of the answer ("and after her?", see next_in_ranking.py)."""
    request, leaving = left_out_of_the_answer(request, reading.text)  # "apart from Mary, who … most often?"
    leaving = tuple(dict.fromkeys([*next_of, *leaving]))
    if not leaving:  # "with who I had them most?" after the Italian dinners with Tom: of all of them; "who else …": not Tom
        request, leaving = company_kept_from_before(request, reading.people, reading.text)
    asked = request.aggregate
    assert asked is not None
    definition = library.definition(request.collection)
    query, found = await library.all(request)
    unit: str | None = None
    path = asked.field
    if asked.op not in ("distinct", "mode", "fewest"):
        number_field = definition.field(asked.field, request.category if request.category else None)
        path, unit = number_field.path, number_field.unit
    outcome = compute(asked, path, found, leaving)
    words = library.wording[request.collection]
    in_unit = unit_asked(reading.text)  # "what was my average run distance last year in miles": said in miles too
    if in_unit is not None and converts(unit, in_unit):
        unknown = [w for w in unknown if w.lower() != unit_word_asked(reading.text)]
    text = aggregate_text(asked, outcome, request, words, unit, len(found), in_unit)
    if leaving:  # "Apart from Mary, the person that comes up most often …"
        named = leaving[0] if len(leaving) == 1 else f"{', '.join(leaving[:-1])} and {leaving[-1]}"  # "Mary, Tom and James"
        text = f"Apart from {named}, {text[0].lower()}{text[1:]}"
    claimed = still_the_most.claimed_now(ctx.memory, turn_number(ctx)) if asked.op == "mode" else None
    if claimed is not None:  # "and without Mary, it is still Japan?": "Yes, … is Japan (…)"
        text = still_the_most.verdict(claimed, outcome.names, text)
    remember(library, ctx, request, found, len(found))
    remember_month_found(ctx, request, path, outcome.names)  # "Meals that month." after the busiest month of 2025
    remember_year_found(ctx, asked, outcome.names)  # "where did I go that year?" after the year I travelled the most
    # with the most frequent value named, for "hers" (see referred.py)
    before = ctx.memory.get(AGGREGATE_KEY)
    ctx.memory[AGGREGATE_KEY] = {
        "aggregate": asdict(asked),
        "turn": turn_number(ctx),
        "values": list(outcome.names),
        "leftOut": list(leaving),
        "request": request.to_dict(),  # its time, kept for "and for meals" (see aggregate_time_kept.py)
        # "which bar did I have the most cocktails at?": the value named is somewhere one was, "there" next (most_frequent.py)
        **({"venue": venue} if (venue := venue_named(reading.text, asked, outcome.names, request, before, definition)) else {}),
        **value_told(asked, outcome.value, unit, describe(request, words)),
    }
    if isinstance(before, dict) and "value" in before and "value" in ctx.memory[AGGREGATE_KEY]:
        # the value before, for "so I rate Omar Said higher than Ada Winter, right?" (see two_values_claimed.py)
        ctx.memory[AGGREGATE_KEY]["before"] = {k: before[k] for k in ("aggregate", "turn", "value", "unit", "mean", "said", "word")}
    ctx.annotations.update(
        {
            "request": request.to_dict(),
            "query": jsonable(query.filter),
            "resultCount": len(found),
            "resultIds": [i["_id"] for i in found[:50]],
            "aggregate": {"op": asked.op, "field": path, "value": outcome.value, "values": list(outcome.names)},
        }
    )
    summary = verdict_first(corrections_said(reading), text)  # "Yes — I read “hiked” as hike — the total …"
    return Reply(
        text=summary + unclear_said(reading, unknown),
        speech=summary,
        title=describe(request, words) or None,
        suggested_actions=(SuggestedAction("Show me a list"),) if found else (),
    )


def value_told(asked: Aggregate, value: float | None, unit: str | None, said: str) -> dict[str, Any]:
    """A total, average, minimum or maximum as the answer told it (its value, as shown, of what, which measure), for a
    claim about it and the one before; nothing for another aggregate or none found."""
    if asked.op not in ("sum", "avg", "max", "min") or value is None:
        return {}
    word = {"sum": "total", "avg": "average", "max": "maximum", "min": "minimum"}[asked.op]
    if unit is None and re.fullmatch(r"[a-z]+[^s]s", asked.label):
        word = f"{word} number of"  # "the average number of nights", as the answer said it
    return {"value": float(value), "unit": unit, "mean": asked.op == "avg", "said": said, "word": f"{word} {asked.label}"}


async def value_of(library: Library, request: Request) -> float | None:
    """The total, average, minimum or maximum `request` asks for, computed (None when none of its items has the field)."""
    asked = request.aggregate
    if asked is None or asked.op not in ("sum", "avg", "max", "min"):
        return None
    path = library.definition(request.collection).field(asked.field, request.category if request.category else None).path
    _, found = await library.all(request)
    value = compute(asked, path, found).value
    return None if value is None else float(value)
