""" "how long ago was that?", "how many years ago was it?": the time between the item talked about and now, said in
whole years and months (or days under a month) (pure)."""

from __future__ import annotations

import re
from datetime import UTC, datetime

# "how long ago", "how many years ago", "how far back was that": the time since it, not its length ("how long was it")
AGO = re.compile(r"\bhow (?:long|many (?:years|months|weeks|days)|much time) ago\b|\bhow far back\b")


def _plural(count: int, unit: str) -> str:
    return f"{count} {unit}" if count == 1 else f"{count} {unit}s"


def time_since(then: datetime, now: datetime) -> str:
    """ "10 years and 7 months ago", "3 months ago", "12 days ago", "today": how long before `now` `then` was
    (whole units, counted down: 11 months and 30 days is 11 months)."""
    then = then if then.tzinfo is not None else then.replace(tzinfo=UTC)
    now = now if now.tzinfo is not None else now.replace(tzinfo=UTC)
    months = (now.year - then.year) * 12 + now.month - then.month - (now.day < then.day)
    if months <= 0:
        days = (now.date() - then.date()).days
        return "today" if days <= 0 else f"{_plural(days, 'day')} ago"
    years, months = divmod(months, 12)
    if not years:
        return f"{_plural(months, 'month')} ago"
    return f"{_plural(years, 'year')}{' and ' + _plural(months, 'month') if months else ''} ago"
