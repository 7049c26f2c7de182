"""A unit asked for: "how long was it in hours", "how far in miles", "in metres?" name the field kept in a unit of the
same dimension (a duration in minutes, a distance in km) and ask its value converted; the reply says both ("180 min, 3
hours"). "In 2022", "in Paris" are no units; a unit of no field's dimension asks nothing (pure)."""

from __future__ import annotations

import re

# each unit's dimension and its size in that dimension's base (minutes, kilometres, metres, kilograms)
_UNITS: dict[str, tuple[str, float]] = {
    "min": ("time", 1.0),
    "h": ("time", 60.0),
    "s": ("time", 1 / 60),
    "days": ("time", 1440.0),
    "km": ("length", 1.0),
    "mi": ("length", 1.609344),
    "m": ("height", 1.0),
    "ft": ("height", 0.3048),
    "kg": ("weight", 1.0),
    "lb": ("weight", 0.45359237),
}
# the words that ask for a unit, after "in": "in hours", "in hrs", "in miles"
_WORDS: dict[str, str] = {
    "hours": "h",
    "hour": "h",
    "hrs": "h",
    "hr": "h",
    "minutes": "min",
    "mins": "min",
    "seconds": "s",
    "secs": "s",
    "days": "days",
    "miles": "mi",
    "mi": "mi",
    "kilometers": "km",
    "kilometres": "km",
    "km": "km",
    "kms": "km",
    "meters": "m",
    "metres": "m",
    "feet": "ft",
    "ft": "ft",
    "kilos": "kg",
    "kilograms": "kg",
    "kg": "kg",
    "pounds": "lb",
    "lbs": "lb",
}
# how a reply names the unit converted to
_NAMES = {
    "h": "hours",
    "min": "min",
    "s": "seconds",
    "days": "days",
    "km": "km",
    "mi": "miles",
    "m": "m",
    "ft": "feet",
    "kg": "kg",
    "lb": "lb",
}
_ASKED = re.compile(
    r"\bin (?P<unit>" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")\b(?=\s*(?:please|pls|then|now)?\s*[?.!]*\s*$)"
)


def unit_asked(text: str) -> str | None:
    """The unit the question asks its answer in ("in hours" at its end → "h"), or None."""
    said = _ASKED.search(text.lower())
    return _WORDS[said["unit"]] if said is not None else None


def unit_word_asked(text: str) -> str | None:
    """The word that asks for the unit ("miles" of "… in miles?"), or None."""
    said = _ASKED.search(text.lower())
    return said["unit"] if said is not None else None


def converts(unit: str | None, asked: str) -> bool:
    """Whether a value kept in `unit` can be said in `asked` (both of one dimension)."""
    return unit is not None and unit.lower() in _UNITS and _UNITS[unit.lower()][0] == _UNITS[asked][0]


def converted(value: float, unit: str, asked: str) -> str:
    """ "3 hours" for 180 in "min" asked in "h"; one decimal at most ("1.5 hours", "9.8 miles")."""
    amount = round(float(value) * _UNITS[unit.lower()][1] / _UNITS[asked][1], 1)
    shown = f"{amount:.0f}" if amount.is_integer() else f"{amount:.1f}"
    return f"{shown} {_NAMES[asked]}"
