"""“And the other one, was it longer?” after “How many nights was our trip to Lecce?”, asked back (“the one in 2022 or
the one in 2025?”) and answered (“the one where Luca was coming”): “the other one” is the option not chosen, set against
the one chosen by the field the comparative means for its kind (“longer” trips: nights), yes or no with both values
(pure)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..collection.definition import CollectionDefinition, FieldDef
from .aggregate import Measured
from .filler_lead import filler_lead
from .measured import measured_field, size_comparatives
from .quantities import number, value_at

THE_ONE_CHOSEN_KEY = "theOneChosen"  # memory key of the options asked back about, the one chosen, and the turn it was chosen

# "the other one", "the other trip", "the other time": the option not chosen
_THE_OTHER = re.compile(r"\b(?:the|that) other(?: (?:one|[a-z]+))?\b")
_THAN = re.compile(r"\bthan\b")
_THAN_BEFORE = re.compile(
    r"(?:\bthan|\bagainst|\bversus|\bvs\.?|\bcompared (?:to|with))\s+$"
)  # "than the other one": what it is set against
# "and on the other one?", "what about the other trip", "the other one?": nothing asked but of the other option
_ONLY_THE_OTHER = re.compile(
    filler_lead("and|so|ok|okay|what|how|about|then") + r"(?:(?:on|for|of|in|with|at)\s+)?(?:the|that)\s+other(?:\s+[a-z]*[a-rt-z])?\W*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Chosen:
    """The ids of the options asked back about, each as it was told (“the one in 2022”), and the id of the one chosen."""

    options: tuple[tuple[str, str], ...]
    chosen: str

    def to_dict(self) -> dict[str, Any]:
        return {"options": [list(o) for o in self.options], "chosen": self.chosen}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Chosen:
        return Chosen(tuple((str(i), str(s)) for i, s in data["options"]), str(data["chosen"]))

    def other(self) -> tuple[str, str] | None:
        """The one option not chosen, when there were two."""
        rest = [o for o in self.options if o[0] != self.chosen]
        return rest[0] if len(self.options) == 2 and len(rest) == 1 else None

    def told(self, item_id: str) -> str:
        return next(s for i, s in self.options if i == item_id)


def compared_with_the_other(text: str, definition: CollectionDefinition) -> Measured | None:
    """The size comparative said of “the other one” with no “than” of its own (“and the other one, it was more long?”,
    “was the other trip shorter?”), or None."""
    said = text.lower()
    if _THE_OTHER.search(said) is None or _THAN.search(said):
        return None
    sizes = size_comparatives(definition)
    words = re.findall(r"\b(?:more|less) [a-z]+\b|\b[a-z]+er\b", said)
    found = [w for w in words if w in sizes]
    if len(found) != 1:
        return None
    fields, larger = sizes[found[0]]
    return Measured("sum", fields, larger, found[0].removeprefix("more "))


def the_other_meant(text: str, kept: Any, turn: int, selected: str | None = None) -> str | None:
    """The id of the option not chosen, when the text says “the other one” the turn after one of two options asked back
    about was chosen (“And on the other one, Anna was coming too?”: that one is what the question is on), or the turn
    after a question about the one chosen (`selected`: the item the conversation is still on); None otherwise (“the
    other ones” are several, never one option; “so worse than the other one?” is about the one chosen, set against
    the other)."""
    lowered = text.lower()
    said = _THE_OTHER.search(lowered)
    if said is None or said[0].endswith("s") or not isinstance(kept, dict):
        return None
    chosen_at = kept.get("turn", -2)
    if chosen_at + 1 != turn and not (chosen_at + 2 == turn and selected is not None and selected == kept.get("chosen")):
        return None
    if _THAN_BEFORE.search(lowered[: said.start()]):
        return None
    other = Chosen.from_dict(kept).other()
    return other[0] if other is not None else None


def only_the_other(text: str) -> bool:
    """Whether the message says nothing but “the other one” (“and on the other one?”): the question before, of it."""
    return _ONLY_THE_OTHER.match(text) is not None


def the_field(measured: Measured, definition: CollectionDefinition, item: dict[str, Any]) -> FieldDef | None:
    """The one field the comparative means for the item's kind ("longer" trips: nights), or None."""
    return measured_field(measured, definition, item.get("category"))


def _with_title(told: str, item: dict[str, Any]) -> str:
    """ "the one in 2022 (Beach holiday to Lecce)"; an option told by its title already ("Paris Art Museum (2019)") as told."""
    title = str(item.get("title") or "")
    return told if title and title.lower() in told.lower() else f"{told} ({item.get('title')})"


def verdict(measured: Measured, field: FieldDef, chosen: Chosen, other: dict[str, Any], one: dict[str, Any], unit: str | None) -> str:
    """ "Yes, the one in 2022 (Beach holiday to Lecce) has 8 nights; the one in 2025 (Flight to Lecce) has 7 nights." """
    theirs, mine = value_at(other, field.path), value_at(one, field.path)
    first, second = _with_title(chosen.told(str(other["_id"])), other), _with_title(chosen.told(str(one["_id"])), one)
    if theirs is None or mine is None:
        return f"I can't tell: {first} or {second} has no {field.name}."
    holds = float(theirs) > float(mine) if measured.larger else float(theirs) < float(mine)
    return f"{'Yes' if holds else 'No'}, {first} has {number(float(theirs), unit)}; {second} has {number(float(mine), unit)}."
