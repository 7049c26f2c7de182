"""An average asked per group: “my average wine rating by country, which country comes out lowest”, “which city are my
runs longest on average?”, “average rating of my wines per country”: the items asked about grouped by a part of their
place (or their year), each group's average, and the lowest or highest group named with its average and how many
items it is over (or, with no end said, every group's). “and the highest” right after asks the other end of the same
groups. The grouping, the ends and the text are pure; `answer` reads the items."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from ..bot import IntentContext
from ..turn import Reply
from .aggregate import YEAR_PATH, Aggregate
from .answers import corrections_said, unclear_said
from .library import Library
from .quantities import compute, number, value_at
from .remembered import remember, turn_number
from .request import Reading, Request
from .restate import phrase

AVERAGE_BY_KEY = "averageBy"  # the grouped average just answered, for “and the highest” next
MOST_LISTED = 12  # with no end asked, the groups listed one by one (highest first) before “and N more”

# the group, in the singular, and the part of an item it is read from
GROUPS = {"country": "place.country", "city": "place.city", "region": "place.region", "year": YEAR_PATH}
_PLURAL = {"countries": "country", "cities": "city", "regions": "region", "years": "year"}
_GROUP = r"(?P<group>countr(?:y|ies)|cit(?:y|ies)|regions?|years?)"
# "by country", "per city", "for each country", "country by country"; "which country", "what city …"
BY_GROUP = re.compile(rf"\b(?:by|per|for each|for every|in each|in every|from each|from every|each|across|broken down by)\s+{_GROUP}\b")
WHICH_GROUP = re.compile(rf"\b(?:which|what|wich)\s+{_GROUP}\b")
# the end asked: “lowest”, “comes out on top”, “the worst”
_LOW = r"lowest|worst|bottom|least|lower|weakest"
_HIGH = r"highest|best|top|most|higher|strongest"
END = re.compile(rf"\b(?:(?P<low>{_LOW})|(?P<high>{_HIGH}))\b")
# “and the highest”, “what about the lowest?”, “which is the best then”: the other end, asked alone
OTHER_END = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|then|but)\W+)*(?:(?:what|how) about\s+|(?:which|what)(?: one)? (?:is|was|comes out|came out)\s+)?"
    rf"(?:the\s+)?(?:(?P<low>{_LOW})|(?P<high>{_HIGH}))(?:\s+(?:one|then|on average))?\W*$"
)
# the words this reading reads, not to be said not understood
WORDS = frozenset(
    ("by", "per", "each", "every", "for", "in", "across", "broken", "down", "which", "what", "wich", "comes", "come", "came", "out")
) | frozenset((*GROUPS, *_PLURAL, *_LOW.split("|"), *_HIGH.split("|"), "on", "top", "average"))


@dataclass(frozen=True)
class AverageBy:
    """The average asked (its number field and where it is read), the group, and the end asked: "low", "high" or ""
    (every group)."""

    request: Request
    field: str
    path: str
    group: str
    end: str


def group_said(text: str, unknown: list[str]) -> str | None:
    """The group an average is asked by ("by country", "which city"), when the reading left its word unread; None
    otherwise."""
    said = BY_GROUP.search(text.lower()) or WHICH_GROUP.search(text.lower())
    if said is None:
        return None
    group = _PLURAL.get(said["group"], said["group"])
    return group if group in unknown or said["group"] in unknown else None


def end_said(text: str) -> str:
    """ "low", "high", or "" when the text says neither end (or both)."""
    ends = {"low" if m["low"] else "high" for m in END.finditer(text.lower())}
    return ends.pop() if len(ends) == 1 else ""


def other_end_asked(text: str, kept: Any, turn: int) -> tuple[dict[str, Any], str] | None:
    """The grouped average answered the turn before and the end this text asks alone ("and the highest"), or None."""
    said = OTHER_END.match(text.lower().strip())
    if said is None or not isinstance(kept, dict) or kept.get("turn") != turn - 1:
        return None
    return kept, "low" if said["low"] else "high"


# "And for France the same?", "and in 2024?", "what about Spain": the question before, of another place or time
SAME_AGAIN = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|then|now|but)\W+)*(?:(?:what|how) about\s+)?(?:(?:for|in|of|from)\s+)?"
    r"[^?.!]{1,40}?(?:\s+(?:the same|too|as well|also|then))?\W*$"
)


# the words said around another place or time asked of the same question
_AROUND = frozenset(("and", "so", "ok", "okay", "then", "now", "but", "what", "how", "about", "for", "in", "of", "from"))
_AROUND |= frozenset(("same", "the", "too", "also", "as", "well"))
# how wide a place is: a grouping is asked again only within a wider place ("France" for the average by city)
_LEVELS = {"city": 1, "region": 2, "country": 3, "continent": 4}


def asked_again_of(reading: Reading, kept: Any, turn: int) -> dict[str, Any] | None:
    """The grouped average answered the turn before, when this question says only another place or time for it ("And
    for France the same?"); None otherwise."""
    if not isinstance(kept, dict) or kept.get("turn") != turn - 1 or not (reading.places or reading.dates):
        return None
    shape = reading.shape
    if reading.topics or reading.people or reading.comparisons or reading.values or reading.superlatives or reading.texts:
        return None
    if shape.verify or shape.contrast or shape.aggregate is not None or shape.measured is not None:
        return None
    if any(w.lower() not in _AROUND for w in reading.unknown_words):
        return None
    group = str(kept.get("group"))
    if group == "year" and reading.dates:  # "and in 2024?" after the average by year: one year is no grouping by year
        return None
    if any(_LEVELS.get(p.kind, 0) <= _LEVELS.get(group, 0) for p in reading.places):  # "paris" after the average by city
        return None
    return kept if SAME_AGAIN.match(reading.text.lower().strip()) else None


def averages(items: list[dict[str, Any]], path: str, group_path: str) -> list[tuple[str, float, int]]:
    """Each group's name, average of the field at `path` and how many items it is over (those with a value), highest
    first, then by name."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for item in items:
        name = value_at(item, group_path)
        if name not in (None, ""):
            groups.setdefault(str(name), []).append(item)
    out: list[tuple[str, float, int]] = []
    for name, members in groups.items():
        outcome = compute(Aggregate("avg", path), path, members)
        if outcome.value is not None:
            out.append((name, outcome.value, outcome.counted))
    return sorted(out, key=lambda g: (-g[1], g[0]))


def text_of(asked: AverageBy, groups: list[tuple[str, float, int]], unit: str | None, noun_of: Any) -> str:
    """ "The lowest average rating by country is Australia's: 2.9 over 12 wines (of 14 countries)." — or every group's."""
    plural = {"country": "countries", "city": "cities", "region": "regions", "year": "years"}[asked.group]
    if not groups:
        return f"I found no {asked.field} to average by {asked.group} over {noun_of(0)}."
    if not asked.end:
        shown = [f"{name} {number(value, unit)} ({noun_of(n)})" for name, value, n in groups[:MOST_LISTED]]
        more = f", and {len(groups) - MOST_LISTED} more" if len(groups) > MOST_LISTED else ""
        return f"The average {asked.field} by {asked.group}, highest first: {'; '.join(shown)}{more}."
    value = groups[-1][1] if asked.end == "low" else groups[0][1]
    ends = [g for g in groups if g[1] == value]
    word = "lowest" if asked.end == "low" else "highest"
    names = " and ".join(name for name, _, _ in ends)
    over = " and ".join(noun_of(n) for _, _, n in ends)
    each = " each" if len(ends) > 1 else ""
    return f"The {word} average {asked.field} by {asked.group} is {names}: {number(value, unit)}{each} over {over} (of {len(groups)} {plural})."


async def answer(library: Library, ctx: IntentContext, asked: AverageBy, reading: Reading, unknown: list[str]) -> Reply:
    """The groups' averages, the end asked named; remembered for the other end next."""
    request = replace(asked.request, aggregate=None, superlative=None, limit=0, sort=None)
    _, found = await library.all(request)
    unit = library.definition(request.collection).field(asked.field, request.category).unit
    words = library.wording[request.collection]
    groups = averages(found, asked.path, GROUPS[asked.group])
    text = text_of(asked, groups, unit, lambda n: phrase(request, words, n))
    remember(library, ctx, request, found, len(found))
    ctx.memory[AVERAGE_BY_KEY] = {
        "turn": turn_number(ctx),
        "request": request.to_dict(),
        "field": asked.field,
        "path": asked.path,
        "group": asked.group,
        "end": asked.end,
    }
    ctx.annotations.update(
        {
            "request": replace(asked.request, aggregate=Aggregate("avg", asked.field, asked.field)).to_dict(),
            "resultCount": len(found),
            "aggregate": {"op": "avg", "field": asked.path, "by": GROUPS[asked.group], "groups": [list(g) for g in groups]},
        }
    )
    left = [w for w in unknown if w.lower() not in WORDS]
    summary = corrections_said(reading) + text
    return Reply(text=summary + unclear_said(reading, left), speech=summary)


def again(kept: dict[str, Any], end: str) -> AverageBy:
    """The grouped average kept, asked of the end said."""
    return AverageBy(Request.from_dict(kept["request"]), str(kept["field"]), str(kept["path"]), str(kept["group"]), end)
