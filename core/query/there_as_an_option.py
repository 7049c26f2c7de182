""" "more from there or from france" right after the wines of Italy: "there" is one of the two options, the place the
last question that named one was about (or the place its answer named the most frequent), said by name ("more from Italy or from france"). Only in a comparison ("more",
"fewer", "less" with "or" or "than") and only when that place is known (not a place left out, nor "nearby"); otherwise
the text is left as said (pure)."""

from __future__ import annotations

import re
from typing import Any

_COMPARED = re.compile(r"\b(?:more|fewer|less|most)\b", re.IGNORECASE)
_PREPOSITION = r"(?:in|from|at|to|of)\W+"
# "there or from france", "france or there", "more there than in france", "fewer in spain than there"
_THERE_AS_AN_OPTION = re.compile(
    r"\b(?P<there>there)\W+(?:or|than|vs\.?|versus)\W+(?:" + _PREPOSITION + r")?\w"
    r"|\b(?:or|than|vs\.?|versus)\W+(?:" + _PREPOSITION + r")?(?P<there_after>there)\b",
    re.IGNORECASE,
)


def _last_place(history: Any) -> str | None:
    """The name of the place the last question that named one was about, or None."""
    if not isinstance(history, list):
        return None
    for asked in reversed(history):
        request = asked.get("request") if isinstance(asked, dict) else None
        place = request.get("place") if isinstance(request, dict) else None
        if not isinstance(place, dict) or not place.get("name"):
            continue
        if place.get("negated") or place.get("kind") in ("any", "nearby"):
            return None  # "apart from the states": no one place to point at
        return str(place["name"])
    return None


def there_said_by_name(text: str, history: Any, named_most: str | None = None) -> str | None:
    """The text with "there", one option of a comparison, said as the place last talked about — or as `named_most`, the
    place the answer just before named the most frequent ("how many more there than in france" after "Italy (50 of 158
    wines)") —; None when it says no such thing or no place is known."""
    said = _THERE_AS_AN_OPTION.search(text)
    if said is None or not _COMPARED.search(text):
        return None
    name = named_most or _last_place(history)
    if name is None:
        return None
    group = "there" if said["there"] is not None else "there_after"
    return f"{text[: said.start(group)]}{name}{text[said.end(group) :]}"
