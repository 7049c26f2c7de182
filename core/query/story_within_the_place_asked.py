"""A story of a time somewhere, told before a question about the whole country it lies in: "We had such a lovely time in
Athens with Elena this summer that I'm already dreaming about Greece again. Which Greek wines did I rate 4 stars or
more?" asks about every Greek wine; the story's town, company and time are where the wish came from, not filters of the
wines (the reply says it took them as part of the story).

Only when the question is whole without the story: it ends the message, names a kind and a country (or a continent) of
its own, points back at nothing ("there", "then", "those"), and the story names a place inside the one asked about,
smaller than it, and no place outside it (a story only of the very place asked about may be the trip meant: it is kept)."""

from __future__ import annotations

import re

from .places import DEMONYMS, Place
from .utterance import Span, Utterance
from .vocabulary import FieldValue

_SENTENCE_END = re.compile(r"[.!]+(?=\s|$)")
_BACK = re.compile(r"\b(?:there|then|that|those|these|them|it|same)\b", re.IGNORECASE)
_WIDE = ("country", "continent")
_PREPOSITION = re.compile(r"^(?:in|on|during|from|since|over)\s+")


def _countries(place: Place) -> set[str]:
    """The countries a country or a continent asked about covers."""
    if place.kind == "country" and place.country_code:
        return {place.country_code}
    return {p.country_code for p in place.any_of if p.country_code}


def _country_of(value: object) -> Place | None:
    """The country an adjective of nationality names ("Greek wines": Greece), or None."""
    if not isinstance(value, FieldValue) or value.negated or value.any_of or value.value.lower() not in DEMONYMS:
        return None
    code, name = DEMONYMS[value.value.lower()]
    return Place(name, "country", code)


def _inside(told: Place, asked: list[Place]) -> bool:
    """Whether a town or region of the story lies in a country or continent the question asks about."""
    if told.kind not in ("city", "region") or told.negated or not told.country_code:
        return False
    return any(told.country_code in _countries(place) for place in asked)


def _asked_again(told: Place, asked: list[Place]) -> bool:
    """Whether the story names a country or continent the question asks about ("… dreaming about Greece again")."""
    return told.kind in _WIDE and any(_countries(told) == _countries(place) for place in asked)


def _name(span: Span) -> str:
    """ "Athens", "Elena and Tom", "this summer": what the story named, as the reply says it."""
    if span.kind == "place":
        return str(span.value.name)
    if span.kind == "people":
        return " and ".join(span.value.names)
    return _PREPOSITION.sub("", span.text)  # "in 2019": 2019


def without_a_story_within_the_place_asked(utterance: Utterance) -> tuple[str, str] | None:
    """The text with the story's sentences blanked (same length), and the note saying what of the story was not taken as
    a filter; None when the question may need the story."""
    text = utterance.text
    if not text.rstrip().endswith("?"):
        return None
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    question_at = max((e for e in ends if e < len(text.rstrip())), default=None)
    if question_at is None or "?" in text[:question_at] or _BACK.search(text, question_at):
        return None
    told = [s for s in utterance.spans if s.end <= question_at]
    asked = [s for s in utterance.spans if s.start >= question_at]
    wide = [s.value for s in asked if s.kind == "place" and isinstance(s.value, Place) and s.value.kind in _WIDE and not s.value.negated]
    wide += [country for s in asked if s.kind == "value" and (country := _country_of(s.value)) is not None]  # "Greek wines"
    if not wide or not any(s.kind == "topic" and any(not t.negated for t in s.value) for s in asked):
        return None
    places = [s.value for s in told if s.kind == "place" and isinstance(s.value, Place)]
    if not any(_inside(place, wide) for place in places) or not all(_inside(p, wide) or _asked_again(p, wide) for p in places):
        return None
    story = sorted(
        (s for s in told if s.kind in ("people", "date") or (s.kind == "place" and _inside(s.value, wide))), key=lambda s: s.start
    )
    named = [_name(s) for s in story]
    return " " * question_at + text[question_at:], f"I took {_joined(list(dict.fromkeys(named)))} as part of your story, not as a filter"


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
