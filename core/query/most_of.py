"""“was Tom there for most of them?”, “was Mary on most of those?”: a yes/no over the previous answer that
holds when more than half of it fits (“No, 5 of the 12: …”); not “the most of them” (a superlative).

“were most of the french meals that year in paris?”, “did I have most of my runs in 2025 with Tom?”: the same
majority claimed of a set the question names itself (the whole: what is said after “most of”) and a part of it said
last (“in Paris”, “with Tom”): the whole is the request without that part (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .request import Request

# "most of them", "for most of those", "on most of the runs"; not "the most of", "at most"
MOST_OF = re.compile(r"(?<!\bthe )(?<!\bat )\b(?:for |on |at |in )?most of (?:them|those|these|em|'em|the|my)\b")
# the part claimed, said last: "in paris?", "with tom, right?"
_PART_LAST = re.compile(
    r"\b(?P<prep>in|at|from|with)\s+(?:the\s+)?(?P<what>[a-zà-ÿ' .-]+?)"
    r"[\s?.!]*(?:,?\s*(?:right|correct|true|yes|no|or not|didn'?t i|wasn'?t it|weren'?t they)[\s?.!]*)?$"
)


def whole_of(request: Request, text: str) -> Request | None:
    """The set a majority is claimed of ("most of the french meals that year"), when the question says a place or one
    person last as the part claimed ("… in paris?", "… with Tom?") and that part is what the request holds of it: the
    request without the part; None otherwise (no "most of …", a set said before, or the part not said last)."""
    lowered = text.lower()
    most = MOST_OF.search(lowered)
    if most is None or most[0].split()[-1] not in ("the", "my") or request.within is not None:
        return None
    part = _PART_LAST.search(lowered, most.end())
    if part is None:
        return None
    said = " ".join(part["what"].split())
    if part["prep"] == "with":
        people = request.people
        if len(people) != 1 or people[0].exclude or len(people[0].names) != 1 or people[0].names[0].lower() != said:
            return None
        return replace(request, people=())
    place = request.place
    if place is None or place.negated or place.any_of or said != place.name.lower():
        return None
    return replace(request, place=None)
