""" "And over all the years, since I started keeping track?", "and overall?", "what about all time?" right after a
comparison of one time ("how many more hikes than bike rides this year?"): the same comparison over every year, the
time taken away from each side (was: "since I started keeping track" not understood). Only when the message says
nothing but that (pure)."""

from __future__ import annotations

import re
from typing import Any

from .filler_lead import filler_lead

_ALL_ALONG = (
    r"(?:(?:over|across|in|for|through(?:out)?)\s+)?(?:all\s+(?:the\s+)?years|every\s+year|all\s+time|the\s+whole\s+time|all\s+along)"
    r"|overall|ever|of\s+all\s+time|in\s+total|(?:since|from)\s+(?:i\s+started(?:\s+(?:keeping\s+track|tracking|recording|logging|counting))?"
    r"|the\s+(?:start|beginning)|day\s+one|forever)"
)
_ONLY_THAT = re.compile(
    filler_lead(r"and|so|ok|okay|now|then|but|what\s+about|how\s+about") + rf"(?:{_ALL_ALONG})(?:[\s,;—–-]+(?:and\s+)?(?:{_ALL_ALONG}))*"
    r"(?:\s+(?:then|instead|too))?\W*$",
    re.IGNORECASE,
)


def over_all_time(text: str, compared: dict[str, Any] | None) -> dict[str, Any] | None:
    """The comparison just made without its time, when `text` asks it over every year; None otherwise (also when the
    comparison was of times: "2024 or 2025?" has no sides left without them)."""
    if compared is None or len(compared.get("options") or ()) < 2 or not _ONLY_THAT.match(text):
        return None
    if not compared["common"].get("dates") or any(each.get("dates") != compared["common"].get("dates") for _, each in compared["options"]):
        return None

    def timeless(request: dict[str, Any]) -> dict[str, Any]:
        return {**request, "dates": None}

    return {
        **compared,
        "base": timeless(compared["base"]),
        "common": timeless(compared["common"]),
        "options": [[label, timeless(each)] for label, each in compared["options"]],
    }
