"""A year said right after a wine's name: "the Bodega Clos Malbec 2022", "the tenuta sol primitvo 2019", "my
Barolo 2015" name the kind's year-like field (the vintage: part of the name on the label), never the year the
bottle was drunk — read by date, "How did I rate the Bodega Clos Malbec 2022?" answered a wrong "No, none in 2022".
Only when the word before the year is (the end of) a value said of the kind's own text fields (producer, variety)
and that kind has one year-like field; "the malbec in 2022", "malbecs from 2022", "2022 malbecs" keep the date
(or are asked back elsewhere). Pure."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from ..collection.definition import CollectionDefinition
from .comparisons import Comparison
from .request import Request
from .vintage_or_date import year_field

# a year and the word said right before it ("malbec 2022", "primitvo 2019"), not a year after a preposition
_YEAR_AFTER_A_WORD = re.compile(r"(?P<word>[a-zà-ÿ][\w'’-]*)\s+(?P<year>(?:19|20)\d\d)\b(?!\s*(?:km|m|min|pages|ft)\b)")


def _last_word(value: str) -> str:
    return value.lower().split()[-1] if value.strip() else ""


def year_of_the_name(
    request: Request, text: str, definition: CollectionDefinition, corrected: Iterable[tuple[str, str]] = ()
) -> Request | None:
    """`request` with its date (the year said after a value's name) read as the kind's year-like field instead, or
    None when no year is said right after a name. `corrected`: (word said, word read) pairs ("primitvo", "primitivo")."""
    dates = request.dates
    if dates is None or dates.negated or dates.parts or not request.values:
        return None
    field = year_field(definition, request.category)
    if field is None or any(c.field == field.name for c in request.comparisons):
        return None
    if (
        (dates.start.month, dates.start.day) != (1, 1)
        or dates.end.year != dates.start.year + 1
        or (dates.end.month, dates.end.day) != (1, 1)
    ):
        return None  # a whole year, not "in March 2022"
    ends = {_last_word(v.value) for v in request.values if not v.negated and not v.any_of}
    ends |= {said.lower() for said, read in corrected if read.lower() in ends}
    for said in _YEAR_AFTER_A_WORD.finditer(text.lower()):
        if int(said["year"]) == dates.start.year and said["word"] in ends:
            return replace(request, dates=None, comparisons=(*request.comparisons, Comparison(field.name, "==", float(said["year"]))))
    return None
