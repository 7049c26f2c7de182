""" "was it better than the one before?" after the latest trip, "so worse than the other one?" after the 2019 one of two
Paris trips, "was it rated higher than the 2025 one" after the best cocktails of 2025 and of 2024, or said of the other
item ("was the 2019 one shorter?" after the 2022 one: shorter than it): the item in focus set
against another item the user points to, by its rating ("better", "worse", "rated higher") or by the number field a size
comparative means for its kind ("longer" books: pages; see measured.py). The other item is

- "the one before" / "the previous one" (or "the one after" / "the next one"): of the set in focus, the one just before
  (after) it by date;
- "the other one": the one other item of its kind among those talked about (the answers and picks just before); when
  there are several, which one is asked back;
- "the 2025 one": the one item of that year among those talked about, asked back when there are several.

The reply says yes or no with both values, and the difference with its unit. Pure: the bot fetches the items."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from ..collection.definition import CollectionDefinition, FieldDef
from .aggregate import Measured
from .dates import EARLIEST, DateRange
from .filler_lead import filler_lead
from .measured import measured_field, size_comparatives
from .quantities import number, value_at
from .request import Request
from .restate import joined

_LEAD = filler_lead("and|so|but|ok|okay|then|hmm|wait|right|also")
# "was it", "is that one", "did I like it", "did i rate it": said of the item in focus (or nothing: "so worse than …")
_SUBJECT = (
    r"(?:(?:(?:was|is|wasn't|isn't|was\s+not|is\s+not)\s+(?:it|that|this)(?:\s+one)?"
    r"|(?:did|do)\s+(?:i|we)\s+(?:like|enjoy|rate|score)\s+(?:it|that|this)(?:\s+one)?)\s+)?"
)
_ADVERB = r"(?:(?:really|actually|even|much|any|a\s+lot|a\s+bit|way)\s+)?"
_COMPARATIVE = (
    r"(?P<cmp>(?:rated|scored)\s+(?:higher|lower|better|worse)|(?:higher|lower|better|worse)[ -]rated"
    r"|more\s+better|more\s+good|less\s+good|more\s+[a-z]+|less\s+[a-z]+|more|less|worse|worst|[a-z]+er)"
)
_TIME = r"(?!(?:year|month|week|day|decade|season|weekend|night)s?\b)"  # "than the year before": a time, not an item
_OTHER = (
    r"(?:(?P<before>the\s+" + _TIME + r"(?:one|[a-z]+)\s+(?:(?:that\s+)?(?:i|we)\s+[a-z]+\s+)?(?:just\s+|right\s+|immediately\s+)?"
    r"before(?:\s+(?:it|that|this)(?:\s+one)?)?|the\s+previous(?:\s+" + _TIME + r"(?:one|[a-z]+))?|the\s+(?:one|[a-z]+)\s+prior)"
    r"|(?P<after>the\s+" + _TIME + r"(?:one|[a-z]+)\s+(?:just\s+|right\s+)?after(?:\s+(?:it|that|this)(?:\s+one)?)?"
    r"|the\s+next(?:\s+" + _TIME + r"(?:one|[a-z]+))?)"
    r"|(?P<other>the\s+other(?:\s+" + _TIME + r"(?!ones\b)(?:one|[a-z]+(?<!s)))?)"
    r"|the\s+(?P<year>(?:19|20)\d\d)(?:\s+(?:one|[a-z]+))?"
    r"|the\s+(?:one|[a-z]+)\s+(?:from|in|of)\s+(?P<year_of>(?:19|20)\d\d))"
)
_END = r"\s*(?:,?\s*(?:then|too|though|tho|right|or\s+not|or\s+what))?\s*[?.!]*\s*$"
_ASKED = re.compile(_LEAD + _SUBJECT + _ADVERB + _COMPARATIVE + r"\s+than\s+" + _OTHER + _END)
# "was the 2019 one shorter?", "was the other one better?", "is the one before longer?": the other item is the subject, set
# against the item in focus, no "than" said
_ASKED_OF_THE_OTHER = re.compile(
    _LEAD + r"(?:was|is|wasn't|isn't|was\s+not|is\s+not)\s+" + _OTHER + r"\s+" + _ADVERB + _COMPARATIVE + r"(?!\s+than\b)" + _END
)

# the comparatives of the rating: how good; True when the higher rating is asked for
_RATED: dict[str, bool] = {
    "better": True,
    "more better": True,  # non-native for "better"
    "more good": True,
    "worse": False,
    "worst": False,  # "worst than", a common slip for "worse than"
    "less good": False,
    "rated higher": True,
    "rated better": True,
    "scored higher": True,
    "scored better": True,
    "rated lower": False,
    "rated worse": False,
    "scored lower": False,
    "scored worse": False,
    "higher rated": True,
    "better rated": True,
    "lower rated": False,
    "worse rated": False,
}
_LIKED = re.compile(r"\b(?:did|do)\s+(?:i|we)\s+(?:like|enjoy)\b")  # "did I like it more than …": "more" is the rating
_OF_A_NUMBER = {"higher": True, "lower": False}  # said of a kind without a height: its rating


@dataclass(frozen=True)
class OtherMeant:
    """The other item pointed to: "before" / "after" (by date, of the set in focus), "other", or "year" (`year`)."""

    how: str
    year: int | None = None


@dataclass(frozen=True)
class AgainstAnother:
    """The comparative said ("better", "longer") and what it compares: the rating, or the size fields (`measured`)."""

    word: str
    larger: bool
    other: OtherMeant
    measured: Measured | None  # None: the rating
    of_the_other: bool = False  # "was the 2019 one shorter?": said of the other item, against the one in focus


def against_another_asked(text: str, definition: CollectionDefinition) -> AgainstAnother | None:
    """The comparative said of the item in focus against another item pointed to, or None when the text is not so."""
    plain = re.sub(r"\s+", " ", text.lower().replace("’", "'")).strip()
    said = _ASKED.search(plain)
    of_the_other = said is None
    said = said or _ASKED_OF_THE_OTHER.search(plain)
    if said is None:
        return None
    asked = _against(said, definition)
    return replace(asked, of_the_other=True) if asked is not None and of_the_other else asked


def _against(said: re.Match[str], definition: CollectionDefinition) -> AgainstAnother | None:
    """The comparative said, and the other item pointed to, of a question matched."""
    word = re.sub(r"[\s-]+", " ", said["cmp"])
    if said["year"] or said["year_of"]:
        other = OtherMeant("year", int(said["year"] or said["year_of"]))
    else:
        other = OtherMeant(next(h for h in ("before", "after", "other") if said[h]))
    if word in ("more", "less"):
        return AgainstAnother("better" if word == "more" else "worse", word == "more", other, None) if _LIKED.search(said[0]) else None
    if word in _RATED:
        return AgainstAnother(word, _RATED[word], other, None)
    sizes = size_comparatives(definition)
    if word in sizes:
        fields, larger = sizes[word]
        return AgainstAnother(word, larger, other, Measured("sum", fields, larger, word.removeprefix("more ")))
    if word in _OF_A_NUMBER:
        return AgainstAnother(word, _OF_A_NUMBER[word], other, None)
    return None


def the_field(asked: AgainstAnother, definition: CollectionDefinition, item: dict[str, Any]) -> FieldDef | None:
    """The field compared for the item's kind: the rating, or the one the size comparative means ("longer" trips: nights);
    a plain "higher" of a kind without a height is its rating; None when the kind has no such field."""
    if asked.measured is None:
        return definition.field("rating") if _has_field(definition, "rating") else None
    field = measured_field(asked.measured, definition, item.get("category"))
    if field is None and asked.word in _OF_A_NUMBER and _has_field(definition, "rating"):
        return definition.field("rating")
    return field


def _has_field(definition: CollectionDefinition, name: str) -> bool:
    return any(f.name == name for f in definition.fields_of(None))


def set_in_focus(request: Request | None, item: dict[str, Any], collection: str) -> Request:
    """The set the item in focus was found in, at any time and unranked ("the one before" the latest trip: the trip
    before it); of the item's kind when nothing was asked."""
    if request is None or request.category not in (None, item.get("category")):
        return Request(collection, category=item.get("category"))
    return Request(
        collection,
        category=item.get("category"),
        type=request.type,
        types=request.types,
        not_types=request.not_types,
        place=request.place,
        people=request.people,
        values=request.values,
        texts=request.texts,
    )


def _moment(item: dict[str, Any]) -> datetime:
    when: datetime = item["itemDate"]
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def dated_beside(item: dict[str, Any], before: bool) -> DateRange:
    """The dates before (or after) the item's own."""
    moment = _moment(item)
    if before:
        return DateRange(EARLIEST, moment, f"before {moment.strftime('%B %-d, %Y')}")
    return DateRange(moment, datetime(9999, 1, 1, tzinfo=UTC), f"after {moment.strftime('%B %-d, %Y')}")


def next_beside(item: dict[str, Any], found: list[dict[str, Any]], before: bool) -> dict[str, Any] | None:
    """The item just before (or after) the item in focus by date, of those found; None when there is none."""
    beside = [i for i in found if i["_id"] != item["_id"] and (_moment(i) < _moment(item) if before else _moment(i) > _moment(item))]
    if not beside:
        return None
    return max(beside, key=_moment) if before else min(beside, key=_moment)


def candidates(asked: AgainstAnother, item: dict[str, Any], talked_about: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The items talked about that "the other one" (or "the 2025 one") may mean: of the item's kind, not the item itself,
    of the year said; each once, the most recently talked about first."""
    seen: set[str] = {str(item["_id"])}
    found: list[dict[str, Any]] = []
    for other in talked_about:
        if str(other["_id"]) in seen or other.get("category") != item.get("category"):
            continue
        if asked.other.year is not None and _moment(other).year != asked.other.year:
            continue
        seen.add(str(other["_id"]))
        found.append(other)
    return found


def label(item: dict[str, Any]) -> str:
    """ "Flight to Paris (May 3, 2019)": its title and day, which tell apart two items of one title."""
    return f"{item.get('title')} ({_moment(item).strftime('%B %-d, %Y')})"


def which_one(asked: AgainstAnother, several: list[dict[str, Any]]) -> str:
    """ "Which one do you mean: Flight to Paris (May 3, 2019) or Flight to Rome (June 1, 2022)?" """
    named = [label(i) for i in several[:5]]
    listed = joined(named, "or")
    more = f" (or another of the {len(several)})" if len(several) > 5 else ""
    of_year = f" from {asked.other.year}" if asked.other.year is not None else ""
    return f"Which one{of_year} do you mean: {listed}{more}?"


def none_found(asked: AgainstAnother, item: dict[str, Any]) -> str:
    """Why there is nothing to compare with: no item before (after) it, none of that year, no other one talked about."""
    if asked.other.how == "before":
        return f"I can't compare: {label(item)} is the first of them."
    if asked.other.how == "after":
        return f"I can't compare: {label(item)} is the last of them."
    if asked.other.year is not None:
        return f"Which one from {asked.other.year} do you mean? Name it and I'll compare it with {label(item)}."
    return f"Which other one do you mean? Name it and I'll compare it with {label(item)}."


def _valued(item: dict[str, Any], field: FieldDef, unit: str | None) -> str:
    value = value_at(item, field.path)
    if field.name == "rating":
        return f"is rated {number(float(value))}"
    return f"has {number(float(value), unit)}"


def verdict(asked: AgainstAnother, field: FieldDef, item: dict[str, Any], other: dict[str, Any], unit: str | None) -> str:
    """ "No, Flight to Athens (July 7, 2026) is rated 4; Beach holiday to Lecce (May 2, 2026) is rated 5: 1 lower." (Of a
    question said of the other item, "was the 2019 one shorter?", the other is `item`, told first.)"""
    mine, theirs = value_at(item, field.path), value_at(other, field.path)
    if mine is None or theirs is None:
        lacking = item if mine is None else other
        return f"I can't tell: {label(lacking)} has no {field.name}."
    gap = float(mine) - float(theirs)
    holds = gap > 0 if asked.larger else gap < 0
    both = f"{label(item)} {_valued(item, field, unit)}; {label(other)} {_valued(other, field, unit)}"
    if gap == 0:
        return f"No, the same: {both}."
    if field.name == "rating":
        by = f"{number(abs(gap))} {'higher' if gap > 0 else 'lower'}"
    else:
        by = f"{number(abs(gap), unit)} {'more' if gap > 0 else 'fewer' if _counted(unit) else 'less'}"
    return f"{'Yes' if holds else 'No'}, {both}: {by}."


def _counted(unit: str | None) -> bool:
    """Whether the unit counts things ("pages", "nights"): fewer of them, not less."""
    return unit in ("pages", "nights", "stars")
