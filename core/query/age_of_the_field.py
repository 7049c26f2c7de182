"""An age said again after a ranking by a year-like field: after "the oldest vintage among my italian wines", "and the
youngest", "and the newest one?" rank by that same field (the newest vintage), never by when the wine was had, and
"the oldest" again the oldest vintage. Only when the message says no date of its own ("when I drank it", "logged")
and the ranking before was by that field; otherwise the usual reading (or the question asked back) stands. "oldest"
is always the lowest value and "youngest"/"newest" the highest: the order is never inverted (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .ordering import Sort, Superlative
from .request import Request

# the age words, and whether each is the highest value of the field ("youngest vintage" is the latest year)
_AGE = re.compile(r"\b(?P<word>oldest|newest|youngest)\b")
_HIGHEST = {"oldest": False, "newest": True, "youngest": True}
# the message's own words for the date: then the date is meant, not the field
_DATE_SAID = re.compile(r"\b(?:date|dates|when|drank|drunk|drink|drinking|had|opened|logged|tasted|day|bought)\b")


def ranked_by_the_field_before(request: Request, text: str, before: Request | None, year_field: str | None) -> Request:
    """`request` ranked by `year_field` when the message says an age alone and the request before was ranked by that
    field; else `request` as it is."""
    said = _AGE.search(text.lower())
    superlative = request.superlative
    if said is None or year_field is None or superlative is None or superlative.field not in ("itemDate", year_field):
        return request
    if _DATE_SAID.search(text.lower()) or before is None or before.superlative is None or before.superlative.field != year_field:
        return request
    if before.category != request.category:
        return request
    word = said["word"]
    highest = _HIGHEST[word]
    ranked = Superlative(year_field, highest, f"with the {word} {year_field}", superlative.count)
    return replace(request, superlative=ranked, sort=Sort(year_field, highest))
