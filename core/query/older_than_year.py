"""An age against a year, said of a kind with a year of its own ("were any of this year's bottles older than 2015?",
"wines newer than 2020"): the kind's year-like field (a wine's vintage) before or after that year, never the items
logged in that year (which answered "Yes, 9 wines in 2015" and dropped "older"). Said as that field's bound, so the
reader takes it as one: "… with vintage below 2015" (pure)."""

from __future__ import annotations

import re

from ..collection.definition import CollectionDefinition
from .vintage_or_date import year_field

# "older than 2015", "newer then 2020", "younger than 2019", "more recent than 2018", "any older than '15"? (years only)
_AGE_THAN_YEAR = re.compile(
    r"\b(?P<age>older|newer|younger|more recent)\s+(?:than|then)\s+(?P<year>(?:19|20)\d\d)\b(?!\s*(?:km|m|min|pages|ft)\b)",
    re.IGNORECASE,
)
_WHEN = {"older": "before", "newer": "after", "younger": "after", "more recent": "after"}
_BOUND = {"older": "below", "newer": "above", "younger": "above", "more recent": "above"}


def said_as_field(text: str, definition: CollectionDefinition, category: str | None) -> str | None:
    """The text with "older than 2015" said as the kind's year field's bound ("with vintage below 2015"), or, of a kind
    with no one year-like field, as a date ("before 2015"); None when it says no age against a year."""
    said = _AGE_THAN_YEAR.search(text)
    if said is None:
        return None
    field = year_field(definition, category)
    if field is None:  # "hikes older than 2015": of a kind with no year of its own, the ones had before 2015
        bound = f"{_WHEN[said['age'].lower()]} {said['year']}"
    else:
        bound = f"with {field.name} {_BOUND[said['age'].lower()]} {said['year']}"
    return text[: said.start()] + bound + text[said.end() :]
