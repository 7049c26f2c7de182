"""“Since then”, “after that”: the time after the item the conversation is on. “When did I first take Chloé to a
museum?” then “has she been to a museum abroad with me since then?” means after that first visit's day (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from .dates import DateRange
from .request import Reading

# "since then", "after that", "since that day", "from then on"; not "after that trip to Rome" (a thing named)
SINCE_THEN = re.compile(
    r"\b(?:since|after|from) (?:then|that(?: (?:day|date|time|visit))?)(?: on)?\b(?! (?!on\b)[a-z]+ (?:to|in|at)\b)(?=\s*[?.!,]|\s*$|\s+(?:and|or|with|in|at)\b)"
)

ASK_SINCE_WHEN = "Since when? Say a date, e.g. “since 2020”, or ask about one visit first."


def since(reading: Reading, moment: datetime | None, now: datetime) -> Reading | None:
    """The reading with its dates from the day after `moment` (the date of the item talked about) to `now`,
    when it says "since then"; the reading as it is when it does not; None when it does but nothing dated is
    talked about (asked back, see ASK_SINCE_WHEN)."""
    if not reading.since_then:
        return reading
    if moment is None:
        return None
    moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    start = moment.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)
    return replace(reading, dates=(DateRange(start, now, f"after {moment.strftime('%B %-d, %Y')}"),))
