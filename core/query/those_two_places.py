""" "And everywhere except those two valleys" right after the bike rides in Napa Valley, then in Sonoma Valley: "those two
valleys" are the two places the last two questions named, said by name ("except Napa Valley and Sonoma Valley"), and
"everywhere" says no place of its own. Only a number two ("those two", "both", "the 2") names them, only after an
exclusion or a preposition of place, and only when the last questions named two different places; otherwise the text is
left as said (pure)."""

from __future__ import annotations

import re
from typing import Any

_PLACE_NOUNS = r"(?:places|valleys|regions|cities|towns|countries|states|areas|spots|islands|ones)"
# "except those two valleys", "outside both places", "not in the 2 cities", "other than those two"
_THOSE_TWO = re.compile(
    r"(?P<everywhere>\b(?:everywhere|anywhere|all the other places|everything)\s+)?"
    r"\b(?P<lead>except(?: for)?|excluding|apart from|other than|but not|outside(?: of)?|not in|besides|aside from)\s+"
    r"(?:in\s+)?(?P<two>(?:those|these|the|both)\s+(?:two|2)(?:\s+"
    + _PLACE_NOUNS
    + r")?|both(?:\s+(?:of\s+)?(?:those|these|the|them))?(?:\s+"
    + _PLACE_NOUNS
    + r")?|(?:those|these|the)\s+(?:two|2))\b",
    re.IGNORECASE,
)


def _last_two_places(history: Any) -> list[str]:
    """The names of the places the last two questions that named a place named, earlier first, when they differ."""
    if not isinstance(history, list):
        return []
    names: list[str] = []
    for asked in reversed(history):
        request = asked.get("request") if isinstance(asked, dict) else None
        place = request.get("place") if isinstance(request, dict) else None
        if not isinstance(place, dict) or place.get("negated") or place.get("kind") in ("any", "nearby") or not place.get("name"):
            continue
        names.append(str(place["name"]))
        if len(names) == 2:
            break
    return list(reversed(names)) if len(names) == 2 and names[0] != names[1] else []


def those_two_said_by_name(text: str, history: Any) -> str | None:
    """The text with "those two (places)" after an exclusion said as the two places last named, or None when it says no
    such thing or the last questions named no two places."""
    said = _THOSE_TWO.search(text)
    if said is None:
        return None
    places = _last_two_places(history)
    if not places:
        return None
    return f"{text[: said.start()]}{said['lead']} {places[0]} and {places[1]}{text[said.end() :]}"


# "which of the two cities had more dinners?", "which one of those 2 places did i like more": a choice between the two
# places the last questions named, by the noun that says what kind of place they are
_WHICH_OF_THE_TWO = re.compile(
    r"\b(?:which|wich|what)(?: one)? of (?:the|those|these|both|my) (?:two|2) (?P<noun>places|cities|towns|countries)\b",
    re.IGNORECASE,
)
_KIND_OF = {"places": None, "cities": "city", "towns": "city", "countries": "country"}


def _last_two_distinct_places(history: Any, kind: str | None) -> list[str]:
    """The two different places (of `kind`, or any) the latest questions that named one named, earlier first."""
    if not isinstance(history, list):
        return []
    names: list[str] = []
    for asked in reversed(history):
        request = asked.get("request") if isinstance(asked, dict) else None
        place = request.get("place") if isinstance(request, dict) else None
        if not isinstance(place, dict) or place.get("negated") or place.get("kind") in ("any", "nearby") or not place.get("name"):
            continue
        if kind is not None and place.get("kind") != kind:
            return []  # the place talked about last is of another kind: not the two the noun names
        if str(place["name"]) not in names:
            names.append(str(place["name"]))
        if len(names) == 2:
            return list(reversed(names))
    return []


def which_of_the_two_said_by_name(text: str, history: Any) -> str | None:
    """ "which of the two cities had more dinners" after Lisbon, then Porto, said as "which one had more dinners, Lisbon
    or Porto?"; None when the text asks no such choice or the last questions named no two places of that kind."""
    said = _WHICH_OF_THE_TWO.search(text)
    if said is None:
        return None
    places = _last_two_distinct_places(history, _KIND_OF[said["noun"].lower()])
    if not places:
        return None
    asked = f"{text[: said.start()]}which one{text[said.end() :]}".rstrip(" ?!.")
    return f"{asked}, {places[0]} or {places[1]}?"
