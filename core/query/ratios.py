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
from .answers import corrections_said, unclear_said, verdict_first
from .dates import DateRange, placed_together
from .library import Library
from .quantities import compute, number
from .request import Reading, Request, build_request
from .restate import phrase, qualifiers

NUMBERS = {"two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "ten": 10.0}
FACTORS = {"double": 2.0, "doubel": 2.0, "twice": 2.0, "triple": 3.0, "thrice": 3.0, "half": 0.5}
WORDS = frozenset(("double", "doubel", "twice", "triple", "thrice", "half", "times", "much", "many", "as", "about", "roughly", *NUMBERS))
WORDS |= frozenset(("more", "fewer", "less", "higher", "lower", "bigger", "larger", "greater", "smaller", "one"))  # said alone: PLAIN
OPS = {"more than": ">", "over": ">", "at least": ">=", "less than": "<", "fewer than": "<", "under": "<", "at most": "<="}
_FACTOR = r"(?:(?P<n>\d+(?:\.\d+)?|two|three|four|five|ten)\s+times|(?P<word>double|doubel|twice|triple|thrice|half))\b"
# "more than double", "over twice as much", "at least 3 times", "less than half": a bound set by a multiple of the other;
# "was 2026 twice as much?", "is that about double 2025?": the multiple itself, about
RATIO = re.compile(
    rf"\b(?:(?P<op>more than|over|at least|less than|fewer than|under|at most)\s+{_FACTOR}"
    rf"|(?:was|is|were|are|been|that's|it's)\s+(?:(?:about|roughly|around|nearly|almost)\s+)?{_FACTOR.replace('?P<n>', '?P<n2>').replace('?P<word>', '?P<word2>')}"
    # (what follows says of what: "twice as much", "double 2025", "double?"; "I was twice in Rome" is no ratio)
    r"(?=\s+(?:as|the|that|what|of)\b|\s+(?:19|20)\d\d\b|\s*[?.!]*$|\s+(?:right|then|no)\b))"
)
# "So fewer this year?", "more in 2026 then?", "was it higher this year?": a comparative said alone (no "than", no "or"),
# the group named set against the other one, by as much as once
PLAIN = re.compile(
    r"^\W*(?:(?:so|and|then|ok|okay|but|oh|hm+),?\s+)*(?:(?:was|is|were|are|did|do)\s+(?:it|that|this|there|i|we)\s+"
    # "so this year was more right", "2026 had more then?": the group claimed of said first, a few words (no question
    # word: "which year had more" asks)
    r"|(?:(?!(?:which|what|who|whom|whose|where|when|how|why|than|or)\b)[\w']+\s+){1,3}?(?:was|is|were|are|had|has|got)\s+)?"
    # "so last year was the bigger one?": a size word of the amount both questions asked, as "more"
    r"(?:(?:a\s+(?:bit|lot)|much|slightly|even)\s+)?(?:the\s+)?(?P<cmp>more|fewer|less|higher|lower|bigger|larger|greater|smaller)(?:\s+one)?\b(?![^.!?]*\b(?:than|or)\b)(?!\s+then\s+[a-z0-9])"  # "more then in 2020": than
    # (a time, a place or a company after it, or nothing: "higher rated ones?" narrows, "more often" counts)
    r"(?=\s*(?:[?.!,]|$)|\s+(?:this|last|in|during|for|on|at|with|without|abroad|then|now|right|overall|lately)\b)"
)
PLAIN_OPS = {
    "more": ">",
    "higher": ">",
    "fewer": "<",
    "less": "<",
    "lower": "<",
    "bigger": ">",
    "larger": ">",
    "greater": ">",
    "smaller": "<",
}
# "was that more than double 2025?": the value just given, set against the group the question names
THAT = re.compile(r"\b(?:was|is) (?:that|it|this)\b|^(?:so |and )?(?:that|it|this)(?:'s| is| was)\b")


@dataclass(frozen=True)
class RatioClaimed:
    """The group named and the other, the operator ("" for about that multiple) and the factor ("2026" > 2 × "2025")."""

    named: tuple[str, Request]
    other: tuple[str, Request]
    op: str
    factor: float
    said: str  # "more than double", "fewer" (said alone: see PLAIN), or "" for the multiple itself
    plain: bool = False  # a comparative said alone: the one larger (or smaller) than the other at all
    stated: bool = False  # the claim said turned round ("so I'm not reading more lately?"): both values, no yes or no


def _apart(one: Request, other: Request) -> list[str]:
    """What sets two groups apart; a count of them and a list of them ("how many wines with Mary", "and with Roberto")
    asked the same group."""
    return [f.name for f in fields(Request) if f.name != "action" and getattr(one, f.name) != getattr(other, f.name)]


def _named_first(text: str, two: tuple[Request, Request]) -> tuple[Request, Request] | None:
    """The two groups of people, the one whose people the text names first before the other ("so mary more than twice
    as many as roberto", names no reading took for people, said without "with"); None when it names neither."""
    said: list[tuple[int, int]] = []
    for index, each in enumerate(two):
        names = [name for people in each.people if not people.exclude for name in people.names]
        at = [m.start() for name in names for m in re.finditer(rf"\b{re.escape(name)}\b", text, re.IGNORECASE)]
        if at:
            said.append((min(at), index))
    if not said:
        return None
    first = min(said)[1]
    return two[first], two[1 - first]


def _two_asked(reading: Reading, history: Any, turn: int, collection: str, plain: bool = False) -> tuple[Request, Request] | None:
    """The question's own group and the other: one of the two groups the two questions just before asked about
    (the one it names) and the other of them; or, with "that", the group just asked about and the one it names
    (the other way round for a comparative said alone, `plain`: "is it higher in 2026?" claims it of 2026)."""
    if not isinstance(history, list) or not history or history[-1].get("turn") != turn - 1:
        return None
    last = Request.from_dict(history[-1]["request"])
    if last.collection != collection or (
        last.aggregate is not None and (last.aggregate.op not in ("sum", "avg") or not last.aggregate.field)
    ):
        return None
    dates = placed_together(reading.dates, None)
    if len(dates) == 2:  # "was 2026 more than double 2025?": both said
        return replace(last, dates=dates[0]), replace(last, dates=dates[1])
    if THAT.search(reading.text.lower()):  # "was that more than double 2025?"
        other = build_request(reading, last.action, collection, last, None)
        apart = _apart(other, last)
        if apart in (["place"], ["people"], ["dates"]):
            return (other, last) if plain else (last, other)
        # "was it less in 2025?" after 2024's total and 2025's: the group just asked about, named again (see below)
    if len(history) < 2 or history[-2].get("turn") != turn - 2:
        return None
    first = Request.from_dict(history[-2]["request"])
    if first.collection != collection or first.aggregate != last.aggregate:
        return None
    apart = _apart(first, last)
    if apart not in (["place"], ["people"], ["dates"]):
        return None
    if apart == ["people"] and not reading.people:
        named = _named_first(reading.text, (first, last))
        if named is not None:  # "so mary more than twice as many as roberto right": the one said first is claimed of
            return named
    kept = [_when(getattr(build_request(reading, first.action, collection, each, None), apart[0])) for each in (first, last)]
    if kept[0] != kept[1]:
        return None  # nothing of its own said ("so the first was more than double?"): which one is claimed cannot be told
    if kept[0] == _when(getattr(first, apart[0])):
        return first, last
    return (last, first) if kept[0] == _when(getattr(last, apart[0])) else None


def _when(value: Any) -> Any:
    """A time as the span it covers ("this year (2026)" is "in 2026"); anything else as it is."""
    if isinstance(value, DateRange):
        return replace(value, label="", assumed="", parts=tuple(replace(p, label="") for p in value.parts))
    return value


def ratio_claimed(reading: Reading, history: Any, turn: int, collection: str) -> RatioClaimed | None:
    """The ratio the question claims between its group and the other (see `_two_asked`), when they differ in one thing
    only (the time, the place, the people); None otherwise."""
    said = RATIO.search(reading.text.lower())
    plain = PLAIN.search(reading.text.lower()) if said is None else None
    if (said is None and plain is None) or reading.topics:
        return None
    two = _two_asked(reading, history, turn, collection, plain is not None)
    if two is None:
        return None
    subject, other = two
    blank = Request(collection)
    apart = _apart(subject, other)

    def label(each: Request) -> str:  # "in 2026": what sets the group apart
        return qualifiers(replace(blank, **{name: getattr(each, name) for name in apart}))

    if plain is not None:  # "so fewer this year?": this year's below the other's
        return RatioClaimed((label(subject), subject), (label(other), other), PLAIN_OPS[plain["cmp"]], 1.0, plain["cmp"], plain=True)
    assert said is not None
    word, n = said["word"] or said["word2"], said["n"] or said["n2"]
    factor = FACTORS[word] if word else float(NUMBERS.get(n) or n)
    shown = ("double" if factor == 2 else word) if word else f"{n} times"  # "doubel" said back as "double"
    op = OPS[said["op"]] if said["op"] else ""
    return RatioClaimed((label(subject), subject), (label(other), other), op, factor, f"{said['op']} {shown}" if op else "")


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
    if claimed.op:
        holds = {">": mine > bound, ">=": mine >= bound, "<": mine < bound, "<=": mine <= bound}[claimed.op]
    else:  # "twice as much?": about that much (a tenth either way), or beyond it
        holds = mine >= 0.9 * bound if claimed.factor >= 1 else mine <= 1.1 * bound
    times = f"{mine / theirs:.1f} times as much" if theirs else "the other being none"
    if claimed.plain:  # "Yes, fewer: … 6188 … and 6252 …, 64 fewer."
        smaller = claimed.said if claimed.op == "<" else "less"  # "64 fewer", "0.3 lower"
        times = "the same" if mine == theirs else f"{number(abs(mine - theirs), unit)} {'more' if mine > theirs else smaller}"
    what = f"the {'average' if aggregate is not None and aggregate.op == 'avg' else 'total'} {aggregate.field} is " if aggregate else ""
    lead = (f"Yes, {claimed.said}" if holds else f"No, not {claimed.said}") if claimed.said else ("Yes" if holds else "No")
    if claimed.stated:  # a yes or no to a claim said turned round could be read either way: which one is larger, said
        up, down = ("More", "Fewer") if aggregate is None else ("Higher", "Lower")
        lead = "The same" if mine == theirs else up if mine > theirs else down
    text = f"{lead}: {what}{parts[0]} and {parts[1]}, {times}."
    ctx.annotations.update({"request": subject.to_dict(), "ratio": {"values": values, "op": claimed.op, "factor": claimed.factor}})
    summary = verdict_first(corrections_said(reading), text)  # "Yes — I read “rihgt” as right — more than double …"
    named = {name.lower() for each in (subject, other) for people in each.people for name in people.names}
    unknown = [w for w in unknown if w.lower() not in named]  # "so mary more than twice …": the groups' people, said
    return Reply(text=summary + unclear_said(reading, unknown), speech=summary)
