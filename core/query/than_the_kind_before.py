""" "So beach holidays are longer on average. Right?" after the average nights of the city breaks, then of the beach
holidays: the claim sets the kind it names against the other kind just averaged, so it is said in full as "… longer on
average than city breaks", and read as the comparison of the two groups it is. Only when the last two questions asked
the same average (or total) of the same field, of two kinds and nothing else apart, the claim names one of those kinds
and has no "than" of its own; otherwise None, nothing guessed. So too of two years or two places ("So 2026 is higher?"
after the average rating of the wines of 2025, then of 2026: "is the average rating of the wines higher in 2026 than in
2025?"). Pure text to text."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from .is_it_higher import one_year, place_said
from .measured import SAID_AS
from .places import DEMONYMS, Place
from .request import Reading, Request

# "are longer on average", "were really shorter", "is rated higher": a comparative claimed of the kind named
_CLAIMED = re.compile(
    r"\b(?:are|were|is|was)\s+(?:(?:really|actually|also|generally|usually|indeed)\s+)?"
    r"(?P<comparative>longer|shorter|further|farther|higher|lower|steeper|bigger|smaller|better|worse|"
    r"(?:more|less)\s+(?:high|good)|"  # non-native for "higher", "better" (see measured.SAID_AS)
    r"rated\s+(?:higher|lower|better|worse))(?P<over>\s+(?:on average|in total|overall|altogether|in general|generally))?\b"
    # "the Japan beers have the higher score", "so 2026 got the better rating": the higher of the two claimed as owned
    r"|\b(?:have|has|had|get|gets|got)\s+(?:the|a)\s+(?P<owned>higher|lower|better|worse|bigger|smaller)"
    r"(?:\s+(?:score|scores|rating|ratings|average|total|one))?\b"
    # "so beer wins yeah", "2026 came out ahead": the one named claimed the larger of the two (rated higher, further …)
    # "so i ran less this year yeah", "we hiked further in 2025": the user's own doing, more or less of it in the one named
    r"|\b(?:i|we)\s+(?:ran|run|hiked|walked|rode|biked|cycled|swam|drove|read|drank|ate|travel+ed|went|did|spent)\s+"
    r"(?P<did>more|less|fewer|further|farther|longer|shorter)\b"
    r"|\b(?P<wins>wins|won|(?:comes|came) out (?:ahead|on top)|(?:is|was) ahead|(?:is|was) the winner)\b",
    re.IGNORECASE,
)


def _comparative(claimed: re.Match[str], field: str = "") -> str:
    """The comparative the claim says ("rated higher", or "higher" of "have the higher score"; "wins" is the higher of
    the two, rated higher of a rating)."""
    if claimed["wins"]:
        return "rated higher" if field == "rating" else "higher"
    if claimed["did"]:  # "i ran less": the total lower
        return {"more": "higher", "less": "lower", "fewer": "lower"}.get(claimed["did"].lower(), claimed["did"])
    said = claimed["comparative"] or claimed["owned"]
    return SAID_AS.get(re.sub(r"\s+", " ", said.lower()), said)


def _claim_start(claimed: re.Match[str]) -> int:
    """Where the comparative said starts ("wins" with its verb to be said: "beer is rated higher")."""
    return claimed.start("comparative" if claimed["comparative"] else "owned" if claimed["owned"] else "did" if claimed["did"] else "wins")


_THAN = re.compile(r"\bthan\b", re.IGNORECASE)
_OVER = {"avg": "on average", "sum": "in total"}
_OPS = {"avg": "average", "sum": "total"}


def _apart(request: Request) -> Request:
    """What a question asked of, without its kind, its action or its pick."""
    return replace(request, category=None, type=None, types=(), action="count", superlative=None, limit=0, within=None, sort=None)


def than_the_kind_before(reading: Reading, history: Any, turn: int, noun: Callable[[str | None, str | None], str]) -> str | None:
    """The claim said in full against the other kind just measured, or None when it is not such a claim."""
    claimed = _CLAIMED.search(reading.text)
    if claimed is None or _THAN.search(reading.text) or not isinstance(history, list) or len(history) < 2:
        return None
    first, second = history[-2], history[-1]
    if not isinstance(first, dict) or not isinstance(second, dict) or (first.get("turn"), second.get("turn")) != (turn - 2, turn - 1):
        return None
    one, other = Request.from_dict(first["request"]), Request.from_dict(second["request"])
    asked = one.aggregate
    if asked is None or other.aggregate is None or asked.op not in _OVER or not asked.field:
        return None
    if (asked.op, asked.field) != (other.aggregate.op, other.aggregate.field):
        return None
    kinds = [t for readings in reading.topics for t in readings if not t.negated]
    if not kinds or all((k.category, k.type) == (one.category, one.type) == (other.category, other.type) for k in kinds):
        # "So 2026 is higher?", "so the korean ones were rated better": the year (or place) named against the other one
        return _than_the_year_or_place_before(reading, claimed, one, other, noun)
    if (
        claimed["did"]  # "i ran less" sets a year or a place against another, not a kind
        or _apart(one) != _apart(other)
        or len(kinds) != 1
        or one.types
        or other.types
        or (one.category, one.type) == (other.category, other.type)
    ):
        return None
    said = (kinds[0].category, kinds[0].type)
    against = [r for r in (one, other) if (r.category, r.type) != said]
    if len(against) != 1:  # the kind named is neither of the two (or both): no other kind to set it against
        return None
    over = (claimed["over"] if not claimed["wins"] else None) or f" {_OVER[asked.op]}"
    verb = "is " if claimed["wins"] else ""  # "beer wins": "beer is rated higher on average than wines"
    than = f"{verb}{_comparative(claimed, asked.field)}{over} than {noun(against[0].category, against[0].type)}"
    return f"{reading.text[: _claim_start(claimed)]}{than}{reading.text[claimed.end() :]}"


def _but_for(request: Request, dates: bool = False, place: bool = False) -> Request:
    """What a question asked of, without its action or its pick, and without its dates or its place."""
    kept = replace(request, action="count", superlative=None, limit=0, within=None, sort=None)
    return replace(kept, dates=None if dates else kept.dates, place=None if place else kept.place)


def _than_the_year_or_place_before(
    reading: Reading, claimed: re.Match[str], one: Request, other: Request, noun: Callable[[str | None, str | None], str]
) -> str | None:
    """ "is the average rating of the wines higher in 2026 than in 2025?" for "So 2026 is higher?" after those two
    averages: the year (or place) the claim names, against the other of the two; None unless the two questions told
    only their years (or only their places) apart and the claim names one of them and nothing else."""
    more = _comparative(claimed, one.aggregate.field if one.aggregate else "").split()[-1].lower()  # "rated higher": higher
    # "higher" alone reads as "the higher one", "rated higher" as "the better rated", "more high" as "the higher"
    words = {*claimed[0].lower().split(), more}
    picks = [s for s in reading.superlatives if not set(s.label.lower().split()) & words]
    # "so the Japanese beers are rated higher": a demonym said of a kind without such a value names the country
    said_places = list(reading.places) + [
        Place(DEMONYMS[v.value.lower()][1], "country", DEMONYMS[v.value.lower()][0], negated=v.negated)
        for v in reading.values
        if one.category not in v.categories and v.value.lower() in DEMONYMS and not v.any_of
    ]
    values = [v for v in reading.values if one.category in v.categories or v.value.lower() not in DEMONYMS or v.any_of]
    if reading.people or values or reading.texts or reading.comparisons or picks or one.types:
        return None
    assert one.aggregate is not None
    of = f" of the {noun(one.category, one.type)}" if one.category else ""
    asked = f"is the {_OPS[one.aggregate.op]} {one.aggregate.label or one.aggregate.field}{of}"
    if len(reading.dates) == 1 and not said_places and _but_for(one, dates=True) == _but_for(other, dates=True):
        said, years = one_year(reading.dates[0]), [one_year(r.dates) if r.dates else None for r in (one, other)]
        if said is None or None in years or years[0] == years[1] or said not in years:
            return None
        against = years[1] if said == years[0] else years[0]
        there = f" {place_said(one.place)}" if one.place is not None and not one.place.any_of else ""
        return f"{asked}{there} {more} in {said} than in {against}?"
    if len(said_places) == 1 and not reading.dates and _but_for(one, place=True) == _but_for(other, place=True):
        named = said_places[0]
        places = [r.place for r in (one, other)]
        if any(p is None or p.any_of for p in places):
            return None
        keys = [(p.name, p.kind, p.negated) for p in places if p is not None]
        key = (named.name, named.kind, named.negated)
        if keys[0] == keys[1] or key not in keys:
            return None
        against_place = places[1] if key == keys[0] else places[0]
        when = f" in {one_year(one.dates)}" if one.dates is not None and one_year(one.dates) is not None else ""
        return f"{asked}{when} {more} {place_said(named)} than {place_said(against_place)}?"
    return None
