""" "which was the first one?" after "how many train journeys have I taken? 15": the earliest of them, not the first
of an order nobody saw. A position ("the first one", "the last one") picks from the list the previous reply showed;
when it showed none (a count, a total), "which was the first/last one?" asks which of them came first or last, by
date (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .ordering import Sort, Superlative
from .request import Request

# "which was the first one", "and what was the last one?", "which one was the first": which of them came first or last
WHICH_WAS = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|then|but|now)\W+)*(?:which|what)(?:\s+one)?\s+(?:was|were|is)\s+(?:the\s+)?(?:very\s+)?"
    r"(?P<end>first|last)(?:\s+(?:one|1))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def first_or_last_by_date(text: str, prior: Request | None, shown: tuple[int, int] | None) -> Request | None:
    """The request for the earliest (or latest) of the things the previous answer counted without listing them, or None
    when the question is no such "which was the first one?" or the previous reply listed items to pick from."""
    said = WHICH_WAS.match(text)
    if said is None or prior is None or shown is None or shown[1] > shown[0]:
        return None
    last = said["end"].lower() == "last"
    by_date = Superlative("itemDate", True, "the most recent") if last else Superlative("itemDate", False, "the first")
    return replace(prior, action="find", superlative=by_date, limit=1, aggregate=None, sort=Sort("itemDate", by_date.highest))
