"""A bound's field is told by the word after its number when one follows: "books I gave five stars with less than 300
pages" bounds the pages (300 pages), never the stars said before "with"; "a rating of 5 stars" is one field named twice
and stays. Pure: the words said, the field each names.
"""

from __future__ import annotations

from collections.abc import Mapping


def another_fields_number(before: str, after: str, fields: Mapping[str, object]) -> bool:
    """Whether the number between a field's word `before` and a field's word `after` is the other field's: both are
    field words and they name different fields (so the bound is left to be read with the word after it)."""
    first, second = fields.get(before.lower()), fields.get(after.lower())
    return first is not None and second is not None and first is not second
