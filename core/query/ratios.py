"""A ratio claimed between the two groups the last two questions asked about: “so 2026 was more than double right” after
the total elevation hiked in 2026 and in 2025, “was Lisbon less than half?”, “at least three times as many in 2024?” —
yes or no, with both values and how many times the one is the other. The group the question names is set against the
other one; the value compared is what both questions asked (a total, an average, or a count)."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from typing import Any

from ..bot import IntentContext
from ..turn import Reply
from .aggregate import Aggregate
from .answers import corrections_said, unclear_said
from .library import Library
from .quantities import compute, number
from .request import Reading, Request, build_request
from .restate import phrase, qualifiers

NUMBERS = {"two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "ten": 10.0}
FACTORS = {"double": 2.0, "doubel": 2.0, "twice": 2.0, "triple": 3.0, "thrice": 3.0, "half": 0.5}
NUMBERS = {"two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "ten": 10.0}
WORDS = frozenset(("double", "doubel", "twice", "triple", "thrice", "half", "times", "much", "many", "as", *NUMBERS))
OPS = {"more than": ">", "over": ">", "at least": ">=", "less than": "<", "fewer than": "<", "under": "<", "at most": "<="}
# "more than double", "over twice as much", "at least 3 times", "less than half": a bound set by a multiple of the other
RATIO = re.compile(
    r"\b(?P<op>more than|over|at least|less than|fewer than|under|at most)\s+"
    r"(?:(?P<n>\d+(?:\.\d+)?|two|three|four|five|ten)\s+times|(?P<word>double|doubel|twice|triple|thrice|half))\b"
)


@dataclass(frozen=True)
class RatioClaimed:
    """The group named and the other, the operator and the factor ("2026" > 2 × "2025")."""

    named: tuple[str, Request]
    other: tuple[str, Request]
    op: str
    factor: float
    said: str  # "more than double"


def ratio_claimed(reading: Reading, history: Any, turn: int, collection: str) -> RatioClaimed | None:
    """The ratio the question claims between the groups of the two questions just before, when they differ in one
    thing only (the time, the place, the people) and the question names one of them; None otherwise."""
    said = RATIO.search(reading.text.lower())
    if said is None or reading.topics or not isinstance(history, list) or len(history) < 2:
        return None
    last, before = history[-1], history[-2]
    if last.get("turn") != turn - 1 or before.get("turn") != turn - 2:
        return None
    first, second = (Request.from_dict(h["request"]) for h in (before, last))
    if first.collection != collection or second.collection != collection or first.aggregate != second.aggregate:
        return None
    if first.aggregate is not None and (first.aggregate.op not in ("sum", "avg") or not first.aggregate.field):
        return None
    apart = [f.name for f in fields(Request) if getattr(first, f.name) != getattr(second, f.name)]
    if apart not in (["place"], ["people"], ["dates"]):
        return None
    kept = [getattr(build_request(reading, first.action, collection, each, None), apart[0]) for each in (first, second)]
    if kept[0] != kept[1]:
        return None  # nothing of its own said ("so the first was more than double?"): which one is claimed cannot be told
    if kept[0] == getattr(first, apart[0]):
        subject, other = first, second
    elif kept[0] == getattr(second, apart[0]):
        subject, other = second, first
    else:
        return None
    blank = Request(collection)

    def label(each: Request) -> str:  # "in 2026": what sets the group apart
        return qualifiers(replace(blank, **{apart[0]: getattr(each, apart[0])}))

    factor = FACTORS[said["word"]] if said["word"] else float(NUMBERS.get(said["n"]) or said["n"])
    word = ("double" if factor == 2 else said["word"]) if said["word"] else f"{said['n']} times"  # "doubel" said back as "double"
    return RatioClaimed((label(subject), subject), (label(other), other), OPS[said["op"]], factor, f"{said['op']} {word}")


async def answer(library: Library, ctx: IntentContext, reading: Reading, unknown: list[str], claimed: RatioClaimed) -> Reply:
    """ "Yes: the total elevation is 11560 m over 13 hikes in 2026 and 4610 m over 7 hikes in 2025, 2.5 times as much." """
    (_, subject), (_, other) = claimed.named, claimed.other
    words = library.wording[subject.collection]
    aggregate = subject.aggregate
    values: list[float] = []
    parts: list[str] = []
    unit: str | None = None
    for each in (subject, other):
        _, found = await library.all(replace(each, aggregate=None))
        if aggregate is None:
            values.append(float(len(found)))
            parts.append(phrase(replace(each, aggregate=None), words, len(found)))
            continue
        field = library.definition(each.collection).field(aggregate.field, each.category)
        unit = field.unit
        outcome = compute(Aggregate(aggregate.op, aggregate.field), field.path, found)
        if outcome.value is None:
            return Reply(text=f"I found no {aggregate.field} to compare over {phrase(replace(each, aggregate=None), words, 0)}.")
        values.append(outcome.value)
        parts.append(f"{number(outcome.value, unit)} over {phrase(replace(each, aggregate=None), words, outcome.counted)}")
    mine, theirs = values
    bound = claimed.factor * theirs
    holds = {">": mine > bound, ">=": mine >= bound, "<": mine < bound, "<=": mine <= bound}[claimed.op]
    times = f"{mine / theirs:.1f} times as much" if theirs else "the other being none"
    what = f"the {'average' if aggregate is not None and aggregate.op == 'avg' else 'total'} {aggregate.field} is " if aggregate else ""
    text = f"{'Yes, ' if holds else 'No, not '}{claimed.said}: {what}{parts[0]} and {parts[1]}, {times}."
    ctx.annotations.update({"request": subject.to_dict(), "ratio": {"values": values, "op": claimed.op, "factor": claimed.factor}})
    summary = corrections_said(reading) + text
    return Reply(text=summary + unclear_said(reading, unknown), speech=summary)
