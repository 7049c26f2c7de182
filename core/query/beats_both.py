""" "did wine beat both that year", "did hikes beat them all" right after a
comparison of kinds ("more beers or cocktails in 2015?"): the kind named set against every option just compared, over
what they shared (the same year, the same place), a yes only when it has more than each one ("No, more beers: 9 wines,
12 beers and 3 cocktails in 2015."). Read only with a kind named and the comparison of the turn just before, of kinds
(pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .dates import DateRange
from .request import Reading, Request
from .restate import Wording

BEATS_ALL_KEY = "beatsAll"  # the first option is asked to have more than every other one
# "beat both", "beats them both", "beat all of them", "outnumber both" ("more … than both of them" is not read yet)
_BEATS = re.compile(
    r"\b(?:beat|beats|beaten|top|tops|topped|outdo|outdid|outdone|outnumber|outnumbers|outnumbered|win over|won over"
    r")\s+(?:them\s+both|them\s+all|(?:both|all|each)(?:\s+(?:of\s+)?(?:them|those|these|the\s+others?|the\s+other\s+two))?)"
    r"(?!\s+(?:years?|months?|times?|trips?|days?)\b)",  # "beat both years": each year's comparison (see won_both)
    re.IGNORECASE,
)


def beats_both_asked(text: str) -> bool:
    """Whether the message asks if something beat both (or all) of the options just compared."""
    return _BEATS.search(text) is not None


def against_every_option(compared: dict[str, Any], reading: Reading, words: Wording) -> dict[str, Any] | None:
    """The comparison just made with the kind the reading names put first among its options, asked as whether that kind
    beats every other; None when the comparison was not of kinds, no single new kind is named, or the reading names a
    time, a place or people of its own (another question)."""
    said = [readings[0] for readings in reading.topics if not readings[0].negated]
    if not compared.get("byTopic") or compared.get("measure") or compared.get("distinct") or len(said) != 1:
        return None
    if reading.places or reading.people or reading.values or any(not _that_year(d) for d in reading.dates):
        return None  # "did wine beat both in Spain", "… in March": a question of its own
    options = [(label, Request.from_dict(each)) for label, each in compared["options"]]
    named = said[0]
    if not options or any((each.category, each.type) == (named.category, named.type) for _, each in options):
        return None  # "did beer beat both" after beers against cocktails: not a third option
    first = options[0][1]
    each = replace(first, category=named.category, type=named.type)
    label = words.noun(named.category, named.type)
    return {
        **compared,
        "options": [[label, each.to_dict()], *compared["options"]],
        "against": False,
        "byHowMuch": False,
        BEATS_ALL_KEY: True,
    }


def _that_year(date: DateRange) -> bool:
    """ "that year", "the same year": the comparison's own year, said again."""
    return date.year_offset == 0 and date.month is None and date.season is None and not date.holiday and date.months is None
