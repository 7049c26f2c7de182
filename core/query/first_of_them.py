""" "which was the first one?" after "how many train journeys have I taken? 15": the earliest of them, not the first
of an order nobody saw. A position said alone ("the first one", "show me the last one") picks from the list the
previous reply showed; "which was the first/last one?" asks which of them came first or last, by date — after a count
or a total, and after a list in its usual order too ("Show me all my trips to Japan", "Which was the first one?": the
earliest trip, not the newest one listed first). Only after a list ranked by something else ("my 5 longest hikes")
is it the first of that ranking, picked from the list (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .filler_lead import filler_lead
from .ordering import Sort, Superlative
from .request import Request

# "which was the first one", "and what was the last one?", "which one was the first": which of them came first or last
WHICH_WAS = re.compile(
    filler_lead("and|so|ok|okay|then|but|now") + r"(?:which|what)(?:\s+one)?\s+(?:was|were|is)\s+(?:the\s+)?(?:very\s+)?"
    r"(?P<end>first|last)(?:\s+(?:one|1))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def first_or_last_by_date(text: str, prior: Request | None, shown: tuple[int, int] | None) -> Request | None:
    """The request for the earliest (or latest) of the things the previous answer counted or listed, or None when the
    question is no such "which was the first one?" or the previous reply listed a ranking to pick from."""
    said = WHICH_WAS.match(text)
    if said is None or prior is None or shown is None:
        return None
    ranked = any(o is not None and o.field != "itemDate" for o in (prior.superlative, prior.sort))
    if shown[1] > shown[0] and ranked:  # "which was the first one?" after "my 5 longest hikes": the first of that ranking
        return None
    last = said["end"].lower() == "last"
    by_date = Superlative("itemDate", True, "the most recent") if last else Superlative("itemDate", False, "the first")
    return replace(prior, action="find", superlative=by_date, limit=1, aggregate=None, sort=Sort("itemDate", by_date.highest))


# "and the last one?", "And the last one, how long ago was it?", "which was the first one?": a position said of an answer
# of one item, with what is asked of it after a comma
AT_AN_END = re.compile(
    filler_lead("and|so|ok|okay|then|but|now|what about|how about") + r"(?:(?:which|what)(?:\s+one)?\s+(?:was|were|is)\s+)?"
    r"(?:the\s+)?(?:very\s+)?(?P<end>first|last)(?:\s+(?:one|1))?\s*(?:[?.!]*\s*$|,\s*(?P<asked>\S.*))",
    re.IGNORECASE,
)


def other_end_by_date(text: str, prior: Request | None) -> tuple[Request, str | None] | None:
    """ "and the last one?" after "which was the first one?" (a pick by date, the one item answered): the latest (or
    earliest) of the same things by date, with the clause asked of it after a comma ("how long ago was it?"); None when
    the question is no such position or the answer before was no pick by date."""
    said = AT_AN_END.match(text)
    picked = prior.superlative if prior is not None else None
    if said is None or prior is None or picked is None or picked.field != "itemDate" or picked.count != 1:
        return None
    last = said["end"].lower() == "last"
    by_date = Superlative("itemDate", True, "the most recent") if last else Superlative("itemDate", False, "the first")
    request = replace(prior, action="find", superlative=by_date, limit=1, aggregate=None, sort=Sort("itemDate", by_date.highest))
    return request, said["asked"]
