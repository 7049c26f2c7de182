"""A trip said as the time of what is asked: "how many of them were from the 2019 trip?" after the Italian wines,
"the museums I saw on our 2018 holiday" ask about the wines and museums of that year, not about trips. The text is
rewritten to "in 2019" at the same length (the rest blanked), so the trip names no topic: the conversation stays on
the wines. A trip asked about itself ("how long was the 2019 trip?", "the rating of the 2019 trip") is left as said."""

from __future__ import annotations

import re

_TRIP_AS_TIME = re.compile(
    r"\b(?:from|on|during|over)\s+(?:the|that|this|my|our)\s+(?P<year>(?:19|20)\d\d)\s+"
    r"(?:trip|trips|holiday|holidays|vacation|vacations|journey|getaway|visit|stay|break)\b",
    re.IGNORECASE,
)


def trip_as_its_time(text: str) -> str:
    """The text with each "from/on/during the <year> trip" read as "in <year>" (same length)."""

    def its_year(found: re.Match[str]) -> str:
        said = f"in {found['year']}"
        return said + " " * (len(found[0]) - len(said))

    return _TRIP_AS_TIME.sub(its_year, text)
