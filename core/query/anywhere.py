""" "and my longest hike ever, anywhere?" after "my longest run abroad": "anywhere" (or "wherever", "any place", "all
over the world", "no matter where") said with no place of its own drops the place the question before was kept to,
abroad or a city alike: over every place. "anywhere else" (other than there), "anywhere near" and "anywhere in Spain"
name a place of their own and are left alone (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .request import Reading, Request

_ANYWHERE = re.compile(
    r"\b(?:anywhere|anyplace|any ?where|wherever|any place|no matter where|all over the (?:world|place)|worldwide"
    r"|in the whole world|(?:in|from) any (?:country|city|place))\b"
    r"(?!\s+(?:else|other|but|except|besides|near|close|around|in|at|on|outside|inside|within|from|than)\b)",
    re.IGNORECASE,
)


def said_anywhere(text: str) -> bool:
    """Whether the text says "anywhere" of what it asks, naming no place with it."""
    return _ANYWHERE.search(text) is not None


def anywhere(reading: Reading, request: Request) -> Request:
    """`request` over every place when the message says "anywhere" and names no place; as it was otherwise."""
    if request.place is None or reading.places or reading.refers_to_place or not said_anywhere(reading.text):
        return request
    return replace(request, place=None)
