""" "did i read fewer books in 2023 than that" after the top 3 books of 2024: "that" is the year talked about, and
the question is said in full as "… in 2023 than in 2024", a count of each year with a yes or no. Only when the
question says "more", "fewer" or "less" of a year of its own, ends with "than that" (or "than then"), and the
question before was of one other year; otherwise None (pure text to text)."""

from __future__ import annotations

import re

from .request import Request

# "… fewer books in 2023 than that?", "more hikes in 2019 than then, right?": a count in a year said against "that"
_THAN_THAT = re.compile(
    r"^(?P<head>.*\b(?:more|fewer|less)\b.*\b(?:in|during|for)\s+(?P<year>(?:19|20)\d\d)\b[^0-9]*?)"
    r"\bthan\s+(?:that|then|them|those|that one)(?P<tail>(?:\W+(?:right|rigth|then|yes|yeah|no|or not|huh|eh|correct))*\W*)$",
    re.IGNORECASE,
)


def than_the_year_talked_about(text: str, prior: Request | None) -> str | None:
    """The question with its "than that" said as the year the question before was of, or None."""
    said = _THAN_THAT.match(text.strip())
    year = prior.dates.single_year() if prior is not None and prior.dates is not None and not prior.dates.relative else None
    if said is None or year is None or int(said["year"]) == year:
        return None
    return f"{said['head']}than in {year}{said['tail']}"


# "vs 2024, which year had more", "compared to 2024?", "and against 2022": one year said against, the other left unsaid
_AGAINST_ONE = re.compile(
    r"^\W*(?:(?:and|ok|okay|so|now|what about|how about)\W+)*(?:vs\.?|versus|compared\s+(?:to|with)|against)\s+"
    r"(?:in\s+)?(?P<year>(?:19|20)\d\d)\b(?P<tail>[^0-9]*)$",
    re.IGNORECASE,
)


def against_the_year_talked_about(text: str, prior: Request | None) -> str | None:
    """ "vs 2024, which year had more" after the hikes without Mary in 2023: said in full as "2023 vs 2024, which year had
    more", the year the question before was of set against the one said; None when the message does not open so, or the
    question before was of no single other year."""
    said = _AGAINST_ONE.match(text.strip())
    year = prior.dates.single_year() if prior is not None and prior.dates is not None and not prior.dates.relative else None
    if said is None or year is None or int(said["year"]) == year:
        return None
    return f"{year} vs {said['year']}{said['tail']}"
