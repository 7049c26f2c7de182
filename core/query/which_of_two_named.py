""" "Which is longer, The Wine Handbook or Why Birds Matter?": two items named by their full titles, compared by the
field the size comparative means for their kind ("longer" books: pages) or by their rating ("better"); the reply names
the winner with both values and the difference. Then "By how many pages?" (or "by how much?") right after it, or after
an item set against another one (than_another_item.py), is that difference with its unit. Only when both titles name
exactly one item each, of one kind; a unit said ("pages") must be the field's. Pure: the bot fetches the items."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..collection.definition import CollectionDefinition, FieldDef
from .aggregate import Measured
from .filler_lead import filler_lead
from .measured import measured_field, size_comparatives
from .quantities import number, value_at

ITEMS_COMPARED_KEY = "itemsCompared"  # memory: the two items just compared, the field and the turn

_RATED = {"better": True, "worse": False, "better rated": True, "higher rated": True, "rated higher": True, "rated better": True}
# "Which is longer, The Wine Handbook or Why Birds Matter?", "which book was better: dune or emma"
_WHICH = re.compile(
    r"(?:^|[.!?]\s+)(?:so\s+|and\s+|ok\s+)?(?:which|what)(?:\s+(?:one|book|trip|hike|run|ride|[a-z]+))?\s+(?:is|was)\s+"
    r"(?P<cmp>(?:rated|scored)\s+(?:higher|better)|(?:better|higher)[ -]rated|more\s+[a-z]+|[a-z]+er|better|worse)\s*[,:]?\s+"
    r"(?P<a>[^?,]+?),?\s+or\s+(?P<b>[^?]+?)\s*\?*\s*$",
    re.IGNORECASE,
)
# "By how many pages?", "by how much?", "and by how many nights? I need to know", "how many pages more?"
_BY_HOW_MUCH = re.compile(
    filler_lead("and|so|ok|okay|but") + r"(?:by\s+how\s+(?:much|many(?:\s+(?P<unit>[a-z]+))?)"
    r"|how\s+many\s+(?P<unit_more>[a-z]+)\s+(?:more|less|fewer|longer|shorter))\s*(?:[?.!]+\s*(?P<rest>[^?]*))?$"
)


@dataclass(frozen=True)
class TwoNamed:
    """The comparative said, what it measures (None: the rating), and the two titles as said."""

    word: str
    measured: Measured | None
    larger: bool
    titles: tuple[str, str]


def two_named_asked(text: str, definition: CollectionDefinition) -> TwoNamed | None:
    """ "which is longer, A or B?" (the last sentence of the message), or None when the message does not ask so."""
    said = _WHICH.search(re.sub(r"\s+", " ", text.strip()))
    if said is None:
        return None
    word = re.sub(r"[\s-]+", " ", said["cmp"].lower())
    titles = (said["a"].strip(" \"“”'"), said["b"].strip(" \"“”'"))
    if word in _RATED:
        return TwoNamed(word, None, _RATED[word], titles)
    sizes = size_comparatives(definition)
    if word not in sizes:
        return None
    fields, larger = sizes[word]
    return TwoNamed(word, Measured("sum", fields, larger, word.removeprefix("more ")), larger, titles)


def titled(title: str, found: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The one item of that very title (any case), or None when none or several are so titled."""
    same = [i for i in found if str(i.get("title") or "").lower() == title.lower()]
    return same[0] if len(same) == 1 else None


def the_field(asked: TwoNamed, definition: CollectionDefinition, one: dict[str, Any], other: dict[str, Any]) -> FieldDef | None:
    """The field compared, when the two are of one kind: the rating, or the one the comparative means for it."""
    if one.get("category") != other.get("category"):
        return None
    if asked.measured is None:
        return definition.field("rating")
    return measured_field(asked.measured, definition, one.get("category"))


def _amount(value: float, field: FieldDef, unit: str | None) -> str:
    return f"rated {number(value)}" if field.name == "rating" else number(value, unit)


def _has(value: float, field: FieldDef, unit: str | None) -> str:
    return f"is rated {number(value)}" if field.name == "rating" else f"has {number(value, unit)}"


def compared(asked: TwoNamed, field: FieldDef, one: dict[str, Any], other: dict[str, Any], unit: str | None) -> str:
    """ "Why Birds Matter is longer: 400 pages, against 380 pages for The Wine Handbook (20 pages more)." """
    mine, theirs = value_at(one, field.path), value_at(other, field.path)
    if mine is None or theirs is None:
        lacking = one if mine is None else other
        return f"I can't tell: {lacking.get('title')} has no {field.name}."
    win = winner(asked, field, one, other)
    if win is None:  # both have it: the same
        return f"Neither: {one.get('title')} and {other.get('title')} are the same, {_amount(float(mine), field, unit)} each."
    lose = other if win is one else one
    won, lost = (float(mine), float(theirs)) if win is one else (float(theirs), float(mine))
    return (
        f"{win.get('title')} is {asked.word}: {_amount(won, field, unit)}, against {_amount(lost, field, unit)} "
        f"for {lose.get('title')} ({difference(field, won, lost, unit)})."
    )


def winner(asked: TwoNamed, field: FieldDef, one: dict[str, Any], other: dict[str, Any]) -> dict[str, Any] | None:
    """The one of the two the comparative picks ("longer": the one with more pages): the item in focus after the answer
    ("was that one I read this year?", "who wrote it"). None when either lacks the value or both have the same."""
    mine, theirs = value_at(one, field.path), value_at(other, field.path)
    if mine is None or theirs is None or float(mine) == float(theirs):
        return None
    first = float(mine) > float(theirs) if asked.larger else float(mine) < float(theirs)
    return one if first else other


def difference(field: FieldDef, first: float, second: float, unit: str | None) -> str:
    """ "20 pages more", "1 higher": the first value against the second."""
    gap = first - second
    if field.name == "rating":
        return f"{number(abs(gap))} {'higher' if gap > 0 else 'lower'}"
    fewer = "fewer" if unit in ("pages", "nights") else "less"
    return f"{number(abs(gap), unit)} {'more' if gap > 0 else fewer}"


def keep(memory: dict[str, Any], one: dict[str, Any], other: dict[str, Any], field: FieldDef, turn: int) -> None:
    """The two items just compared, by this field, for "by how many pages?" next."""
    memory[ITEMS_COMPARED_KEY] = {"ids": [str(one["_id"]), str(other["_id"])], "field": field.name, "turn": turn}


def by_how_much_asked(text: str, kept: Any, turn: int, field: FieldDef | None, unit: str | None) -> bool:
    """Whether the text asks by how much the two items just compared differ ("By how many pages? I need to settle this
    properly."): right after the comparison, with no other question, and no unit said but the field's own."""
    said = _BY_HOW_MUCH.match(text.lower().strip())
    if said is None or field is None or not isinstance(kept, dict) or kept.get("turn", -2) + 1 != turn:
        return False
    word = said["unit"] or said["unit_more"]
    return word is None or word in {field.name, unit or field.name, (unit or "").rstrip("s"), field.name.rstrip("s")}


def by_how_much(field: FieldDef, one: dict[str, Any], other: dict[str, Any], unit: str | None) -> str:
    """ "By 20 pages: Why Birds Matter has 400 pages, The Wine Handbook has 380 pages." (the larger first)"""
    mine, theirs = value_at(one, field.path), value_at(other, field.path)
    if mine is None or theirs is None:
        lacking = one if mine is None else other
        return f"I can't tell: {lacking.get('title')} has no {field.name}."
    (big, high), (small, low) = sorted([(one, float(mine)), (other, float(theirs))], key=lambda p: -p[1])
    if high == low:
        return f"By nothing: {one.get('title')} and {other.get('title')} are the same, {_amount(high, field, unit)} each."
    gap = number(high - low) if field.name == "rating" else number(high - low, unit)
    return f"By {gap}: {big.get('title')} {_has(high, field, unit)}, {small.get('title')} {_has(low, field, unit)}."
