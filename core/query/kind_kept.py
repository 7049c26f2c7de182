"""The kind talked about, kept by a total or an average that names no kind of its own but points back at what was
talked about: "avg rating that year" after the best and worst wines of 2025 is of the wines of 2025 (not of everything
that year), and "how many km did we do together this year" after the hikes with Mary is of the hikes with her ("we",
"together": the person in focus, and what was done with them). "How far did I walk that year?" names its own kind, and
"everything that year" says it is of all of them. Pure logic over the reading and the request before."""

from __future__ import annotations

import re

from .request import Reading, Request

# the words that say the question is of every kind: "all my things that year", "overall", "in total across everything"
_EVERY_KIND = re.compile(r"\b(?:everything|anything|all|things|stuff|overall|altogether|items|entries)\b")

# the user with the person talked about: "did we do together", "we hiked"
_WE_TOGETHER = re.compile(r"\b(?:we|together)\b")


def _names_nothing_else(reading: Reading) -> bool:
    return not (reading.topics or reading.places or reading.comparisons or reading.people or reading.values or reading.texts)


def _only_that_year(reading: Reading) -> bool:
    """Whether the reading's only constraint is a time of the year talked about ("that year", "the year before")."""
    return bool(reading.dates) and all(d.year_offset is not None for d in reading.dates) and _names_nothing_else(reading)


def _together_with_them(reading: Reading, prior: Request) -> bool:
    """Whether "we" or "together" is the people talked about ("did we do together", after the hikes with Mary), and
    nothing else is said but when."""
    if not prior.people or not _WE_TOGETHER.search(reading.text) or reading.people not in ((), prior.people):
        return False
    return not (reading.topics or reading.places or reading.comparisons or reading.values or reading.texts)


def kind_kept(reading: Reading, prior: Request | None) -> Request | None:
    """The request before narrowed to its kind alone, when the reading asks of "that year" or of "together" with the
    people talked about and names no kind; else None."""
    if prior is None or not (prior.category or prior.types or prior.kinds) or _EVERY_KIND.search(reading.text):
        return None
    if not (_only_that_year(reading) or _together_with_them(reading, prior)):
        return None
    return Request(prior.collection, category=prior.category, type=prior.type, types=prior.types, kinds=prior.kinds)
