"""A year-like number field (a wine's vintage) against the date an item was logged: "my 2018 reds", "the 2015
wines" may mean the vintage or the year they were drunk, and "the oldest one" the lowest vintage or the earliest
date — asked back rather than guessed, then read from the answer ("vintage", "when I drank it"). A year after a
preposition ("wines in 2018", "from 2018") stays the date; "2018 vintage", "the oldest vintage" name the field."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..collection.definition import CollectionDefinition, FieldDef
from .comparisons import Comparison
from .derived import once_per
from .ordering import Sort, Superlative
from .request import Request

YEAR_OR_DATE_KEY = "pendingYearOrDate"  # the question asked back, kept for the next turn

# a number field whose word says it is a year ("vintage", "year built", "release year")
_YEAR_WORD = re.compile(r"\b(?:vintages?|years?)\b")
# a bare year said as an adjective of the items: "my 2018 reds", "the 2015 wines", "a 2019 bordeaux" (not "in 2018")
YEAR_OF_ITEMS = re.compile(
    r"(?:^|\b(?:my|our|the|a|an|those|these|all|any|some|which|what|show|list)\s+)(?P<year>(?:19|20)\d\d)\s+"
    r"(?!(?:and|or|to|till|until|through|on|in|at|with|was|were|is|are|for)\b)(?=[a-z])"
)
# "oldest", "newest", "youngest": an age, of the item or of when it was had ("earliest", "latest" are dates)
_AGE_EXTREME = re.compile(r"\b(?P<word>oldest|newest|youngest)\b")
# the answer's words for the date: "when I drank it", "the date", "drunk in 2018"
_DATE_SAID = re.compile(r"\b(?:date|dates|when|drank|drunk|drink|drinking|had|opened|logged|tasted|day)\b")
_NEGATED = re.compile(r"\b(?:not|no|rather than|instead of)\s+(?:by\s+|the\s+)?(?:when\s+)?(?:(?:i|we|you)\s+)?$")


@dataclass(frozen=True)
class YearOrDate:
    """A question asked back: `field` (the year-like field) or the date, for `request` (as read by the date)."""

    request: Request
    field: str
    year: int | None  # "my 2018 reds": the year said; None for "the oldest"

    @property
    def question(self) -> str:
        if self.year is not None:
            return f"By {self.year}, do you mean the {self.field} ({self.field} {self.year}) or when you had them (in {self.year})?"
        word = "oldest" if self.request.superlative is not None and not self.request.superlative.highest else "newest"
        return f"The {word} by {self.field} or by when you had it?"

    @property
    def having_the_field(self) -> Request:
        """The items asked about (at any date) that have the field, of the year said when one is: none, and the field
        cannot be meant ("the 2024 cocktails": only the wines have a vintage; "just the 2014 ones" of wines none of
        vintage 2014: the date)."""
        has = Comparison(self.field, "==", self.year) if self.year is not None else Comparison(self.field, ">", -1e9)
        return replace(
            self.request, dates=None, superlative=None, sort=None, limit=0, aggregate=None, comparisons=(*self.request.comparisons, has)
        )

    def to_dict(self) -> dict[str, object]:
        return {"request": self.request.to_dict(), "field": self.field, "year": self.year}

    @staticmethod
    def from_dict(data: dict[str, object]) -> YearOrDate:
        request = data["request"]
        assert isinstance(request, dict)
        year = data.get("year")
        return YearOrDate(Request.from_dict(request), str(data["field"]), year if isinstance(year, int) else None)


@once_per
def _year_fields(definition: CollectionDefinition) -> dict[str, tuple[FieldDef, ...]]:
    return {
        c.name: tuple(f for f in c.fields if f.type == "number" and any(_YEAR_WORD.search(w.lower()) for w in (f.name, *f.synonyms)))
        for c in definition.categories
    }


def year_field(definition: CollectionDefinition, category: str | None) -> FieldDef | None:
    """The one year-like number field of `category`, or None (none, or several)."""
    fields = _year_fields(definition).get(category or "", ())
    return fields[0] if len(fields) == 1 else None


def _field_said(text: str, field: FieldDef) -> bool:
    return any(re.search(rf"\b{re.escape(w.lower())}s?\b", text) for w in (field.name, *field.synonyms))


def ambiguous(request: Request, text: str, definition: CollectionDefinition) -> YearOrDate | None:
    """The question to ask back when `request` (read by date) may mean a year-like field instead, else None."""
    field = year_field(definition, request.category)
    lowered = text.lower()
    if field is None or _field_said(lowered, field) or _DATE_SAID.search(lowered):
        return None
    said = YEAR_OF_ITEMS.search(lowered)
    if said is not None and request.dates is not None and request.dates.start.year == int(said["year"]):
        return YearOrDate(request, field.name, int(said["year"]))
    superlative = request.superlative
    if said is None and superlative is not None and superlative.field == "itemDate" and _AGE_EXTREME.search(lowered):
        return YearOrDate(request, field.name, None)
    return None


def _positively(pattern: re.Pattern[str], text: str) -> bool:
    return any(_NEGATED.search(text[: m.start()]) is None for m in pattern.finditer(text))


def answered(asked: YearOrDate, text: str, definition: CollectionDefinition) -> Request | None:
    """The request the answer chooses ("vintage", "the oldest vintage i mean, not when i drank it": the field;
    "when I drank it": the date), or None when the answer says neither."""
    lowered = text.lower()
    field = definition.field(asked.field, asked.request.category)
    words = "|".join(re.escape(w.lower()) for w in (field.name, *field.synonyms))
    by_field = _positively(re.compile(rf"\b(?:{words})s?\b"), lowered)
    by_date = _positively(_DATE_SAID, lowered)
    if by_field == by_date:
        return None
    if by_date:
        return asked.request
    request = asked.request
    if asked.year is not None:
        return replace(request, dates=None, comparisons=(*request.comparisons, Comparison(field.name, "==", asked.year)))
    superlative = request.superlative
    assert superlative is not None
    extreme = "oldest" if not superlative.highest else "youngest"
    ranked = Superlative(field.name, superlative.highest, f"with the {extreme} {field.name}", superlative.count)
    sort = Sort(field.name, superlative.highest) if request.sort is None or request.sort.field == "itemDate" else request.sort
    return replace(request, superlative=ranked, sort=sort)
