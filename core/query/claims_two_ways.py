""" "so more km running but more hikes, right?" right after a comparison of runs and hikes: two claims about the two
options just compared, each by its own measure ("more km": the total distance; "more hikes": how many), checked
together: yes when both hold, no (saying which fails) otherwise, with each one's values. Reading the claims is pure
(`kind_of` says which kind a word names); the values come from the library."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..collection.definition import CollectionDefinition
from .aggregate import Aggregate
from .library import Library
from .measure_chosen import fields_of_options
from .measured import measure_words
from .quantities import compute, number
from .request import Request

# the claims: "more <measure>? <option>" twice, joined by "but", "and", "while", "whereas" or a comma
_PART = re.compile(r"^(?P<cmp>more|fewer|less)\s+(?:(?P<measure>[a-z]+)\s+)?(?P<option>[a-z]+)$")
_JOIN = re.compile(r"\s*(?:,\s*)?\b(?:but|and|while|whereas|though|although)\b\s*|\s*,\s*")
_LEAD = re.compile(r"^(?:(?:so|and|ok|okay|oh|ah|well|yeah|then|i)\b[\s,]*)+")
_TAIL = re.compile(r"(?:[\s,]*\b(?:right|correct|yes|yeah|then|huh|eh|no|true|is that right|isn't it|innit)\b)+[\s?.!]*$|[\s?.!]+$")


@dataclass(frozen=True)
class Claim:
    """One claim: the option said to have more (its index among the options) and the field measured (None: a count)."""

    option: int
    field: str | None
    more: bool = True


def claims(
    text: str, compared: dict[str, Any], measures: dict[str, str], fields: tuple[str, ...], kind_of: Callable[[str], Request | None]
) -> tuple[Claim, ...] | None:
    """The two or more claims a message makes about the two options of `compared` (`measures`: the words naming a
    field, `fields`: the options' number fields; `kind_of`: the kind a word names), or None when it is not that."""
    options = [Request.from_dict(each) for _, each in compared.get("options") or ()]
    if len(options) != 2 or not compared.get("byTopic") or compared.get("distinct") or compared.get("each"):
        return None
    said = _TAIL.sub("", _LEAD.sub("", text.lower().strip()))
    parts = [p for p in _JOIN.split(said) if p]
    if len(parts) < 2:
        return None
    found = []
    for part in parts:
        m = _PART.match(part)
        if m is None:
            return None
        field = measures.get(m["measure"]) if m["measure"] else None
        if m["measure"] and field not in fields:
            return None
        option = _option_named(m["option"], options, kind_of)
        if option is None:
            return None
        found.append(Claim(option, field, m["cmp"] == "more"))
    measured = [c.field for c in found]
    return tuple(found) if len(set(measured)) == len(measured) else None  # each claim by a measure of its own


def _option_named(word: str, options: list[Request], kind_of: Callable[[str], Request | None]) -> int | None:
    """The index of the option a word names ("hikes", "running"), or None."""
    # "running", "hiking", "biking": the doing said for the kind ("run", "hike", "bike")
    doings = (re.sub(r"([a-z])\1ing$", r"\1", word), re.sub(r"ing$", "", word), re.sub(r"ing$", "e", word))
    for candidate in dict.fromkeys((word, *doings)):
        kind = kind_of(candidate)
        if kind is None or (kind.category is None and kind.type is None):
            continue
        named = [n for n, o in enumerate(options) if (o.category, o.type) == (kind.category, kind.type)]
        if len(named) == 1:
            return named[0]
    return None


def measures_of(compared: dict[str, Any], definition: CollectionDefinition) -> tuple[dict[str, str], tuple[str, ...]]:
    """The words naming a field, and the number fields the options share."""
    return measure_words(definition), tuple(f.name for f in fields_of_options(compared, definition))


async def answer(library: Library, compared: dict[str, Any], found: tuple[Claim, ...], nouns: list[str], said: str) -> str:
    """ "Yes, both: the total distance is 166.4 km for runs and 163.9 km for hikes; 13 hikes against 12 runs this year
    (2026)." — `nouns`: each option's plural noun; `said`: where and when."""
    options = [Request.from_dict(each) for _, each in compared["options"]]
    items = [(await library.all(o))[1] for o in options]
    definition = library.definition(options[0].collection)
    words = library.wording[options[0].collection]
    held, parts = [], []
    for claim in found:
        other = 1 - claim.option
        if claim.field is None:
            values: list[float] = [float(len(i)) for i in items]
            parts.append(f"{len(items[claim.option])} {nouns[claim.option]} against {len(items[other])} {nouns[other]}")
        else:
            field = definition.field(claim.field)
            values = [compute(Aggregate("sum", field.name), field.path, i).value or 0.0 for i in items]
            unit = words.unit(field.name)
            parts.append(
                f"the total {field.name} is {number(values[claim.option], unit)} for {nouns[claim.option]} "
                f"and {number(values[other], unit)} for {nouns[other]}"
            )
        held.append(values[claim.option] > values[other] if claim.more else values[claim.option] < values[other])
    lead = "Yes, both" if all(held) else ("No, neither" if not any(held) else "No, not both")
    return f"{lead}: {'; '.join(parts)}{said}."
