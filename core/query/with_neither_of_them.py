""" "with neither of them", "without either of them", "with none of them" after a question that named two or more
people ("hikes with anna or roberto last year", then "which of those had both of them"): the things with none of those
people, said by name ("and the hikes last year with neither of them" asks of the hikes without Anna and Roberto). Only
the last question that named people counts, and only when it named more than one; otherwise the text is left as said
(and its "neither" unread, asked about). Pure."""

from __future__ import annotations

import re
from typing import Any

from .them_as_people import last_people_named

# "with neither of them", "w/ neither of the two", "without either of them", "with none of them", "neither of them there"
NEITHER_OF_THEM = re.compile(
    r"\b(?:(?:with|w/|w)\s+(?:neither|none)|without\s+(?:either|any)|w/o\s+(?:either|any))\s+of\s+(?:them|those\s+two|the\s+two|'em)\b"
    r"|\b(?:neither|none)\s+of\s+(?:them|those\s+two|the\s+two)\s+(?:there|along|present|with\s+(?:me|us)|came|joined|coming)\b",
    re.IGNORECASE,
)


def neither_said_by_name(text: str, history: Any) -> str | None:
    """The text with "with neither of them" said as "without" the people last named, or None when it says no such
    thing or the last question named fewer than two people."""
    if NEITHER_OF_THEM.search(text) is None:
        return None
    names = last_people_named(history)
    if len(names) < 2:
        return None
    said = ", ".join(names[:-1]) + " and " + names[-1]
    return NEITHER_OF_THEM.sub(f"without {said}", text)
