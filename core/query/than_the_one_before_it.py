""" "was it longer than the book I read right before it?" after the last book read was picked: "it" is the item picked,
"the book I read right before it" (or "the previous one", "the one before it") the item of the same kind just before it
by date; the comparative's field for that kind (see measured.py) is compared, yes or no with both values (pure)."""

from __future__ import annotations

import re
from datetime import UTC
from typing import Any

from ..collection.definition import CollectionDefinition, FieldDef
from .aggregate import Measured
from .dates import EARLIEST, DateRange
from .measured import measured_field, size_comparatives
from .quantities import number, value_at

# "was it longer than the book I read right before it?", "is that one shorter than the previous one?", "was it
# longer than the one before it": the item picked against the one just before it
_AGAINST_THE_ONE_BEFORE = re.compile(
    r"\b(?:was|is|wasn't|isn't)\s+(?:it|that|this)(?:\s+one)?\s+(?:really\s+|actually\s+)?(?P<cmp>[a-z]+er|more [a-z]+|less [a-z]+)"
    r"\s+than\s+(?:the\s+|my\s+)?(?:"
    r"(?:[a-z]+)\s+(?:(?:that\s+)?(?:i|we)\s+[a-z]+\s+)?(?:right\s+|just\s+|immediately\s+|directly\s+)?before\s+(?:it|that|this)(?:\s+one)?"
    r"|previous(?:\s+[a-z]+)?|(?:one\s+)?before\s+(?:it|that|this)(?:\s+one)?)\b"
)


def comparative_against_the_one_before(text: str, definition: CollectionDefinition) -> Measured | None:
    """The size comparative said of the item picked against the one before it, or None when none is said."""
    said = _AGAINST_THE_ONE_BEFORE.search(text.lower())
    if said is None:
        return None
    sizes = size_comparatives(definition)
    if said["cmp"] not in sizes:
        return None
    fields, larger = sizes[said["cmp"]]
    return Measured("sum", fields, larger, said["cmp"].removeprefix("more "))


def dated_before(item: dict[str, Any]) -> DateRange:
    """The dates before the item's own."""
    moment = item["itemDate"] if item["itemDate"].tzinfo is not None else item["itemDate"].replace(tzinfo=UTC)
    return DateRange(EARLIEST, moment, f"before {moment.strftime('%B %-d, %Y')}")


def the_field(measured: Measured, definition: CollectionDefinition, item: dict[str, Any]) -> FieldDef | None:
    """The one field the comparative means for the item's kind ("longer" books: pages), or None."""
    return measured_field(measured, definition, item.get("category"))


def verdict(measured: Measured, field: FieldDef, item: dict[str, Any], previous: dict[str, Any], unit: str | None) -> str:
    """ "No, “Oceans” has 250 pages; “Dune”, the one before it (October 2, 2026), has 412." """
    mine, theirs = value_at(item, field.path), value_at(previous, field.path)
    when = previous["itemDate"].strftime("%B %-d, %Y")
    before = f"“{previous.get('title')}”, the one before it ({when})"
    if mine is None or theirs is None:
        return f"I can't tell: “{item.get('title')}” or {before} has no {field.name}."
    holds = float(mine) > float(theirs) if measured.larger else float(mine) < float(theirs)
    return (
        f"{'Yes' if holds else 'No'}, “{item.get('title')}” has {number(float(mine), unit)}; {before}, has {number(float(theirs), unit)}."
    )
