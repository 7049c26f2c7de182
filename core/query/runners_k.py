"""A runner's "k" for kilometres, read as the collection's km before anything reads the message (pure).

Runners, riders and hikers say kilometres as "k": "my long runs, 18k or more", "rides over 50k", "how many k",
"total k on those". Where the collection measures a number field in km (the definition's unit) and has no money
field (where "50k" would be fifty thousand of it), a number with a "k" glued to it is that many km ("18k": 18 km,
"21.1k": 21.1 km), and a "k" standing alone right after a word that asks an amount ("how many k", "total k",
"more k") is km (not after "the": "the k pop concert", nor "k-pop"). Each is said in the reply ("I took “18k” as 18 km"). Anything else stays as said: "k" after any
other word ("special k"), a "k" glued to a word ("ok"), and every "k" of a collection without a km field."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .spelling import Correction

# units that are money: "50k" there is fifty thousand of it, not a distance
MONEY_UNITS = frozenset({"$", "€", "£", "¥", "usd", "eur", "gbp", "chf", "jpy", "dollars", "euros", "pounds"})
_NUMBER_K = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?k\b", re.IGNORECASE)
# "how many k", "total k on those": an amount asked; not "the k pop concert", "more k-pop"
_AMOUNT_K = re.compile(r"\b(many|much|total|more|fewer|less)\s+(k)\b(?![-\d])", re.IGNORECASE)


def reads_k_as_km(units: Iterable[str | None]) -> bool:
    """Whether "k" can mean km in a collection whose number fields have these units: one is km, none is money."""
    said = {u.strip().lower() for u in units if u}
    return "km" in said and not said & MONEY_UNITS


def as_km(text: str, units: Iterable[str | None]) -> tuple[str, list[Correction]]:
    """The text with each runner's "k" written as km, and what was so read (nothing where km is no unit here)."""
    if not reads_k_as_km(units):
        return text, []
    found: list[Correction] = []

    def number(match: re.Match[str]) -> str:
        became = f"{match.group(1)} km"
        found.append(Correction(match.group(0), became, 90.0, became, "meaning"))
        return became

    def alone(match: re.Match[str]) -> str:
        found.append(Correction(match.group(2), "km", 90.0, "km", "meaning"))
        return f"{match.group(1)} km"

    text = _NUMBER_K.sub(number, text)
    text = _AMOUNT_K.sub(alone, text)
    return text, found
