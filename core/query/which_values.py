"""“which ones?” right after a count of different values ("in how many cities did I eat out in 2022?" → "14 different
cities for your meals in 2022: Bari, Berkeley, Edinburgh, Lecce, London and 9 more") names every one of them: "The 14
cities: Bari, Berkeley, … and York." Asked of the values counted, not of the items they were counted over ("list
them" still lists the meals). Pure."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .restate import joined

# "which ones?", "which?", "what are they?", "and which were those", "name them", "which countries?" said alone
_WHICH_ONES = re.compile(
    r"^\s*(?:(?:and|so|ok|okay|oh|great|nice|cool|wow)[,!]?\s+)*"
    r"(?:(?:which|what)(?: (?:ones|ones are they|ones were they|are they|were they|are those|were those|were these|are these))?"
    r"|(?:name|tell me) (?:them|those|the ones)(?: all)?|which (?P<label>[a-z]+))"
    r"\s*(?:please|pls|then)?\s*[?!.]*\s*$",
    re.IGNORECASE,
)


def values_named(kept: Mapping[str, Any] | None, turn: int, text: str) -> str | None:
    """Every value the count of different values just before found, when `text` asks which they are; else None."""
    if not kept or kept.get("turn") != turn - 1 or kept["aggregate"]["op"] != "distinct":
        return None
    asked = _WHICH_ONES.match(text)
    label = str(kept["aggregate"]["label"])
    said = {_singular(label), _singular(str(kept["aggregate"]["field"]).rsplit(".", 1)[-1])}
    if asked is None or (asked["label"] and _singular(asked["label"]) not in said):  # "which varieties?" after the grapes
        return None
    names = [str(n) for n in kept["values"]]
    if not names:
        return None
    return f"The {len(names)} {label}: {joined(names)}." if len(names) > 1 else f"Just one: {names[0]}."


def _singular(word: str) -> str:
    word = word.lower()
    return word[:-3] + "y" if word.endswith("ies") else word[:-1] if word.endswith("s") else word
