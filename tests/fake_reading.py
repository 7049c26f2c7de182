"""A stand-in for a collection's reader in tests of pure rules that take one: a few words read as a time, a place, a kind
or a value (anything else as nothing), enough to tell what kind of thing a piece of text says."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from parley.core.query.dates import DateRange
from parley.core.query.people import People
from parley.core.query.places import Place
from parley.core.query.request import Reading
from parley.core.query.vocabulary import FieldValue, Topic

PLACES = {"lyon", "nice", "canada", "switzerland", "kyoto", "tokyo", "paris", "greece", "portugal", "france", "new york"}
TOPICS = {"wines": ("Drink", "Wine"), "wine": ("Drink", "Wine"), "beers": ("Drink", "Beer"), "novles": ("Book", "Novel")}
TOPICS |= {"poetry": ("Book", "Poetry"), "hieks": ("Activity", "Hike"), "runs": ("Activity", "Run"), "ski": ("Activity", "Ski")}
VALUES = {"red": ("colour", ("Drink",)), "greek": ("cuisine", ("Food",)), "portugese": ("cuisine", ("Food",))}
PEOPLE = {"anna", "mary", "roberto"}


def read(text: str) -> Reading:
    lowered = text.lower()
    topics = tuple((Topic(*TOPICS[w]),) for w in re.findall(r"[a-z]+", lowered) if w in TOPICS)
    years = [int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", lowered)]
    dates = tuple(DateRange(datetime(y, 1, 1, tzinfo=UTC), datetime(y + 1, 1, 1, tzinfo=UTC), f"in {y}") for y in years)
    places = tuple(Place(p.title(), "city") for p in PLACES if re.search(rf"\b{p}\b", lowered))
    values = tuple(FieldValue(VALUES[w][0], w, VALUES[w][1]) for w in re.findall(r"[a-z]+", lowered) if w in VALUES)
    people = tuple(People((w.title(),), False) for w in re.findall(r"[a-z]+", lowered) if w in PEOPLE)
    return Reading(text, topics=topics, dates=dates, places=places, values=values, people=people)
