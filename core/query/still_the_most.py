""" "And without Mary, it is still Japan?" right after "in which country did I walk the most? Japan": the most
frequent value asked again with what the turn adds (without Mary), and whether it is still the one named: "Yes,
… is Japan (…)" or "No, … is Italy (…)". The value said after "still" is the claim, never a filter (not the walks
in Japan); only when it is the value the turn just before named the most frequent (pure)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from typing import Any

from .request import Reading

STILL_KEY = "stillClaimed"

# "it is still Japan?", "is it still japan", "still Japan?", "still the top one, Japan?": the value last, after "still"
STILL = re.compile(
    r"[,;]?\s*(?:(?:is|was)\s+(?:it|that)\s+|(?:it|that)\s+(?:is|was)\s+|(?:it|that)'s\s+)?"
    r"\bstill\s+(?:the\s+)?(?P<value>[^?.!,;]+?)\s*[?.!]*$"
)


def _fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c)).strip()


def still_claimed(reading: Reading, kept: dict[str, Any] | None, turn: int) -> tuple[Reading, str] | None:
    """The reading without the value claimed after "still" (a place or a field's value) and that value, as the
    most frequent value the turn just before named; None when the turn claims nothing of the kind."""
    if not kept or kept.get("turn", -2) + 1 != turn or kept.get("aggregate", {}).get("op") != "mode":
        return None
    said = STILL.search(reading.text.lower())
    named = {_fold(str(v)): str(v) for v in kept.get("values") or ()}
    if said is None or len(named) != 1 or _fold(said["value"]) not in named:
        return None
    value = _fold(said["value"])
    places = tuple(p for p in reading.places if _fold(p.name) != value)
    values = tuple(v for v in reading.values if _fold(str(v.value)) != value)
    if len(places) == len(reading.places) and len(values) == len(reading.values):
        return None  # the value was read as nothing to leave out: not a claim this can check
    unknown = tuple(w for w in reading.unknown_words if w != "still")
    shape = replace(reading.shape, verify=False, refers_to_one=False)  # "is it": the claim, no item talked about
    asked = reading.text[: said.start()].rstrip() or reading.text  # "And without Mary": what the turn adds
    return replace(reading, text=asked, places=places, values=values, unknown_words=unknown, shape=shape), named[value]


def keep(memory: dict[str, Any], value: str, turn: int) -> None:
    memory[STILL_KEY] = {"value": value, "turn": turn}


def claimed_now(memory: dict[str, Any], turn: int) -> str | None:
    """The value this turn claims is still the most frequent, or None."""
    kept = memory.get(STILL_KEY)
    return str(kept["value"]) if isinstance(kept, dict) and kept.get("turn") == turn else None


def verdict(claimed: str, names: tuple[str, ...] | list[str], text: str) -> str:
    """ "Yes, the country … is Japan (…)" when the one most frequent value is the claimed one, else "No, …"."""
    holds = [_fold(n) for n in names] == [_fold(claimed)]
    return f"{'Yes' if holds else 'No'}, {text[:1].lower()}{text[1:]}"
