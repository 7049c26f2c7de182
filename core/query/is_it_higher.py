""" "And is it higher for Korea?" after "the average rating of my Japan stuff": "it" is the average (or total) just
answered, and the comparative asks it again of the place (or year) said now, against the one before; said in full as
"is the average rating higher in South Korea than in Japan?", so both values are given with a yes or no. Only when
the question before was an average or a total over one place (or one year), the turn names one other place (or
year) and nothing else to look for, and says "it" (or "that") with a comparative and no "than"; or a comparative with
"than" and the other place or year ("more or less than 2016?": the value just answered against 2016's). Pure text to
text.
"""

from __future__ import annotations

import re

from .dates import DateRange
from .filler_lead import FILLER_LEAD
from .places import with_article
from .request import Reading, Request

_OPS = {"avg": "average", "sum": "total"}
# what is asked of: "it", "that", or the value by its kind ("was my total more than last yr" after the average per run:
# the total of the same field)
_SUBJECT = r"(?:it|that|this|(?:my|the)\s+(?P<op>total|average|avg|mean))"
_SAID_OPS = {"total": "sum", "average": "avg", "avg": "avg", "mean": "avg"}
_ASKED = re.compile(
    FILLER_LEAD + rf"(?:is|was|would)\s+{_SUBJECT}\s+(?:any\s+|even\s+)?"
    r"(?P<more>higher|lower|better|worse|bigger|smaller|greater|larger|more|less)\b",
    re.IGNORECASE,
)
# "Higher in 2025?", "and lower for Lisbon?": the comparative said first, of the time or place said right after it
_ASKED_TERSELY = re.compile(
    FILLER_LEAD + r"(?:any\s+|even\s+)?"
    r"(?P<more>higher|lower|bigger|smaller|greater|larger|more|less)\s+(?=(?:in|for|during)\b)",
    re.IGNORECASE,
)
# "So this year I rode more, is it correct?", "I ran less in 2024, right?" after a total of one year: a claim that the
# value just answered was higher (or lower) in the year said, told with a verb of one's own and no "than"
_CLAIMED = re.compile(
    FILLER_LEAD + r"(?:(?:this|last)\s+year|in\s+(?:19|20)\d\d)?,?\s*(?:i|we)\s+(?:have\s+|had\s+|did\s+)?[a-z]+\s+"
    r"(?:a\s+lot\s+|much\s+|way\s+)?(?P<more>more|less)\b(?:\s+(?:this|last)\s+year|\s+in\s+(?:19|20)\d\d)?"
    r"(?:\W+(?:is\s+(?:it|that)\s+(?:correct|right|true|so)|right|correct|true|yes|no|huh|eh|isn'?t\s+it|didn'?t\s+i))*\W*$",
    re.IGNORECASE,
)
_OF_A_NUMBER = {"more": "higher", "less": "lower", "bigger": "higher", "smaller": "lower", "larger": "higher", "greater": "higher"}
_THAN = re.compile(r"\bthan\b", re.IGNORECASE)


def place_said(place: object) -> str:
    name = getattr(place, "name", "")
    return f"outside {with_article(name)}" if getattr(place, "negated", False) else f"in {with_article(name)}"


# "more or less than 2016?", "higher than in Japan?", "is that better than 2019?": the value just answered against the
# one said after "than"
_THAN_ASKED = re.compile(
    FILLER_LEAD + rf"(?:(?:is|was)\s+{_SUBJECT}\s+)?"
    r"(?P<more>higher|lower|better|worse|bigger|smaller|greater|larger|more|less)"
    # "more then last yr": the frequent slip for "than", when something follows it
    r"(?:\s+or\s+(?:higher|lower|better|worse|bigger|smaller|greater|larger|more|less))?\s+(?:than|then(?=\s+\w))\b",
    re.IGNORECASE,
)


def is_it_higher(reading: Reading, prior: Request | None, noun: str = "") -> str | None:
    """The reading's text said in full against the aggregate of the question before (`noun`: what its items were, "meals",
    when it named a kind), or None when it is not such a question."""
    than = _THAN_ASKED.search(reading.text)
    claimed = _CLAIMED.search(reading.text)
    asked = than or _ASKED.search(reading.text) or _ASKED_TERSELY.search(reading.text) or claimed
    if asked is None or (than is None and _THAN.search(reading.text)) or prior is None or prior.aggregate is None:
        return None
    said_op = _SAID_OPS.get((asked.groupdict().get("op") or "").lower())
    op = _OPS.get(said_op or prior.aggregate.op)
    if op is None or not prior.aggregate.field:
        return None
    more = asked["more"].lower()
    # "higher" alone is read as "the higher one": the comparative said, no pick
    picks = [s for s in reading.superlatives if not s.label.lower().endswith(more)]
    # "I rode more" after the bike rides: the verb names the kind talked about, no other
    topics = [] if claimed is not None and _of_the_kind(reading, prior) else reading.topics
    said = (topics, reading.comparisons, reading.people, reading.values, reading.texts, picks)
    if any(said) or reading.selections:
        return None
    more = _OF_A_NUMBER.get(more, more)  # "is the total distance more in 2020": higher, not more hikes
    label = prior.aggregate.label or prior.aggregate.field
    label = f"{label} of the {noun}" if noun else label
    if len(reading.places) == 1 and not reading.dates and prior.place is not None and not prior.place.any_of:
        now, before = reading.places[0], prior.place
        if (now.name, now.kind, now.negated) == (before.name, before.kind, before.negated):
            return None
        now, before = (before, now) if than else (now, before)  # "higher than in Japan?": the place before is higher
        return f"is the {op} {label} {more} {place_said(now)} than {place_said(before)}?"
    if len(reading.dates) == 1 and not reading.places and prior.dates is not None:
        now_year, before_year = one_year(reading.dates[0]), one_year(prior.dates)
        if now_year is None or before_year is None or now_year == before_year:
            return None
        now_year, before_year = (before_year, now_year) if than else (now_year, before_year)
        place = f" {place_said(prior.place)}" if prior.place is not None and not prior.place.any_of else ""
        return f"is the {op} {label}{place} {more} in {now_year} than in {before_year}?"
    return None


def _of_the_kind(reading: Reading, prior: Request) -> bool:
    """Whether every topic the reading names is the kind the question before was of (its type, or its category)."""
    return all(
        any(not t.negated and t.category == prior.category and t.type in (None, prior.type) for t in readings)
        for readings in reading.topics
    )


def one_year(dates: DateRange) -> int | None:
    """The calendar year the range is, or None when it is something else (a month, two years, "not in 2020")."""
    start, end = dates.start, dates.end
    whole = (start.month, start.day, end.month, end.day, end.year - start.year) == (1, 1, 1, 1, 1)
    return start.year if whole and not dates.negated and not dates.parts and not dates.weekdays else None
