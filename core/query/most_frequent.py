"""“It” after the most frequent value: “which restaurant have I eaten at most often?”, then “and what is my
average rating for it?” means the meals at that restaurant, the one value the answer named; “there” after the most
frequent place means that place (pure). So does "there" after a value asked of as somewhere one was ("which bar did I
have the most cocktails at?": Bar Pierre, then "how many of my cocktails there did I rate 4 or higher?", "was Chloé
ever there with me?"), whatever the field's own words, while the questions after keep it."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..collection.definition import CollectionDefinition, FieldDef
from .aggregate import Aggregate
from .dates import year_range
from .places import Place
from .quantities import YEAR_PATH
from .request import Reading, Request
from .vocabulary import FieldValue, is_venue

IT = re.compile(r"\b(?:it|that one|this one)\b")

# "which bar did I have the most cocktails at?", "at which winery …", "which brewery did I go to most?": the value asked
# for is asked as somewhere one was, so "there" after it means it (whatever the field's own words)
_ASKED_AT = re.compile(r"\b(?:at|in|to|from)\s+(?:which|what)\b|\b(?:go|went|been|gone|going)\s+to\b|\b(?:at|to)\s*[?.!]*\s*$")


def venue_named(
    text: str, asked: Aggregate, names: Sequence[str], request: Request, before: dict[str, Any] | None, definition: CollectionDefinition
) -> list[str] | None:
    """The field and value that "there" means after this answer: the one value of a text field the question asked as
    somewhere one was the most (or the least: "which bar did I have the most cocktails at?": Bar Pierre), or the one
    named so before (`before`, the aggregate kept) that the question still keeps ("what did I rate it on average?" of
    the cocktails at Bar Pierre); None otherwise. Not of a place's part (a place already), the company or the time."""
    if asked.op in ("mode", "fewest") and asked.field.startswith("fields.") and len(names) == 1:
        field = next((f for f in definition.fields_of(None) if f.path == asked.field and f.type == "text"), None)
        if field is not None and _ASKED_AT.search(text.lower().strip()) is not None:
            return [field.name, str(names[0])]
    kept = before.get("venue") if isinstance(before, dict) else None
    if isinstance(kept, list) and len(kept) == 2 and any([v.field, v.value] == kept and not v.negated for v in request.values):
        return [str(kept[0]), str(kept[1])]
    return None


def _named_field(kept: dict[str, Any] | None, turn: int, definition: CollectionDefinition) -> tuple[FieldDef, str] | None:
    """The text field and its one value the turn just before answered as the most frequent (not a companion:
    see referred.py), or None."""
    if not kept or kept.get("turn", -2) + 1 != turn or kept.get("aggregate", {}).get("op") != "mode":
        return None
    values: list[Any] = list(kept.get("values") or [])
    if len(values) != 1:
        return None
    path = kept["aggregate"]["field"]
    field = next((f for f in definition.fields_of(None) if f.path == path and f.type == "text" and f.name != "title"), None)
    return (field, str(values[0])) if field is not None else None


def venue_talked_about(kept: dict[str, Any] | None) -> tuple[str, str] | None:
    """The field and value an answer named as somewhere one was ("Bar Pierre" after "which bar did I have the most
    cocktails at?"), which "there" means while the questions after stay on it (see `venue_named`); None otherwise."""
    venue = kept.get("venue") if kept else None
    return (str(venue[0]), str(venue[1])) if isinstance(venue, list) and len(venue) == 2 else None


# "how many was that?", "and in that year?", "what did I rate best then?": the year just named the one with the most
THAT_YEAR = re.compile(r"\b(?:that|then|it|that year)\b")


def _year_named(kept: dict[str, Any] | None, turn: int) -> int | None:
    """The one year the turn just before answered as the one with the most items, or None."""
    if not kept or kept.get("turn", -2) + 1 != turn or kept.get("aggregate", {}).get("op") != "mode":
        return None
    values: list[Any] = list(kept.get("values") or [])
    if kept["aggregate"]["field"] != YEAR_PATH or len(values) != 1 or not str(values[0]).isdigit():
        return None
    return int(values[0])


# "how many times?", "how often", "my most recent visit?": the visits to the value just named (said with nothing else)
TIMES = re.compile(r"\bhow (?:many times|often)\b|\bvisit(?:s|ed)?\b")
THERE = re.compile(r"\bthere\b")  # "what did I eat there?" after "which restaurant did I go to most?": at that restaurant


def _names_anything(reading: Reading, categories: tuple[str, ...]) -> bool:
    """Whether the reading says anything of its own to look for (a place, time, person, value or bound, or a kind
    other than the `categories` that have the field: "what did I eat there?" names the meals, whose restaurant it is)."""
    other_kinds = any(t.negated or t.category not in categories for readings in reading.topics for t in readings)
    return bool(other_kinds or reading.places or reading.dates or reading.people or reading.values or reading.texts or reading.comparisons)


def of_the_most_frequent(reading: Reading, kept: dict[str, Any] | None, turn: int, definition: CollectionDefinition) -> Reading:
    """The reading with “it” (or “that restaurant”, the field's own word) as the value just named the most
    frequent: the items with that value; the reading unchanged when the question names its own value."""
    year = _year_named(kept, turn)
    if year is not None and not reading.dates and THAT_YEAR.search(reading.text.lower()):
        return replace(reading, dates=(year_range(year),))  # "how many ski days was that?" after "which year did I ski the most?"
    named = _named_field(kept, turn, definition)
    if named is None:
        return reading
    field, value = named
    text = reading.text.lower()
    words = "|".join(re.escape(w.lower()) for w in sorted({field.name, *field.synonyms}, key=len, reverse=True))
    categories = tuple(c.name for c in definition.categories if field in c.fields) or tuple(c.name for c in definition.categories)
    said = IT.search(text) or re.search(rf"\b(?:that|this|the same) (?:{words})\b", text)
    venue = is_venue(field) or venue_talked_about(kept) == (field.name, value)  # a restaurant; a bar asked of as where I was
    if said is None and venue and reading.says_there and not reading.places:
        # "how many of my cocktails there did I rate 4 or higher?", "was Chloé ever there with me?": at that bar
        said = THERE.search(text)
    if said is None and not _names_anything(reading, categories):  # "how many times?", "how often?", "most recent visit?": at it
        said = TIMES.search(text)
    if said is None or any(v.field == field.name for v in reading.values) or reading.texts:
        return reading
    return replace(reading, values=(*reading.values, FieldValue(field.name, value, categories)))


PLACE_KINDS = {"place.city": "city", "place.region": "region", "place.country": "country"}


def place_named_most(kept: dict[str, Any] | None, turn: int) -> str | None:
    """The one place (city, region or country) the answer just before named the most frequent, or None."""
    if not kept or kept.get("turn", -2) + 1 != turn or kept.get("aggregate", {}).get("op") != "mode":
        return None
    values: list[Any] = list(kept.get("values") or [])
    return str(values[0]) if kept["aggregate"].get("field") in PLACE_KINDS and len(values) == 1 else None


# "how many times was that?", "how often was it?": the count at the place just named the most frequent
TIMES_OF_THAT = re.compile(r"\bhow (?:many times|often)\b(?:.*\s)?(?:was|is) (?:that|it)\b")


def there_of_the_most_frequent(
    prior: Request | None, reading: Reading, kept: dict[str, Any] | None, turn: int, lookup: Callable[[str], Place | None]
) -> Request | None:
    """The previous question at the place its answer named the most frequent, when “there” means it: “which city did I eat
    in most?” (Lisbon), then “what did I eat there with Ben?” is about Lisbon, not about every place the count went over;
    so is “how many times was that?” said alone.
    `lookup` gives the place a name stands for; `prior` is returned unchanged otherwise."""
    if prior is None or reading.places:
        return prior
    said_alone = not (reading.topics or reading.dates or reading.people or reading.values or reading.texts or reading.comparisons)
    if not reading.refers_to_place and not (said_alone and TIMES_OF_THAT.search(reading.text.lower())):
        return prior
    if not kept or kept.get("turn", -2) + 1 != turn or kept.get("aggregate", {}).get("op") != "mode":
        return prior
    values: list[Any] = list(kept.get("values") or [])
    kind = PLACE_KINDS.get(kept["aggregate"]["field"])
    place = lookup(str(values[0])) if kind is not None and len(values) == 1 else None
    return replace(prior, place=place) if place is not None and place.kind == kind else prior


def of_the_time_of_the_most(request: Request, reading: Reading, the_most_there: Request | None) -> Request:
    """ "In how many different cities I have eaten there?" after "And abroad this year, in which country I have eaten the
    most?" (Greece): "there" is the group the answer named, of the time the question before was asked of (this year), so
    that time is kept when the question says none of its own and its place is still that one."""
    if the_most_there is None or reading.dates or request.dates is not None or the_most_there.dates is None:
        return request
    if request.place != the_most_there.place or request.collection != the_most_there.collection:
        return request
    return replace(request, dates=the_most_there.dates)
