"""Runs every recognizer over an utterance, in an order that lets each claim what it understood:
comparisons before dates ("a vintage of at least 2015" is not a date; a comparison needs a field
word or unit, so "in 2018" stays a date), people before places ("with Mary"), and the
collection's vocabulary last."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from ..collection.definition import CollectionDefinition
from .comparisons import Comparison, ComparisonProblem, ComparisonRecognizer
from .dates import DateProblem, DateRange, recognize_dates
from .ordering import recognize_ordering
from .people import PeopleRecognizer
from .places import Gazetteer, NeedsLocation, Place, PlaceName, PlaceRecognizer
from .request import Reading
from .utterance import Utterance
from .vocabulary import Vocabulary

MAX_TEXT = 2_000  # longer text is read up to here; the answer says so


class QueryReader:
    """Built once per collection from its definition and what its items contain; `read` is pure."""

    def __init__(
        self,
        definition: CollectionDefinition,
        people: Iterable[str],
        places: Iterable[Mapping[str, Any]],
        known_values: Mapping[str, Iterable[str]] | None = None,
        world: Sequence[PlaceName] = (),
    ) -> None:
        self.definition = definition
        self.comparisons = ComparisonRecognizer(definition)
        self.people = PeopleRecognizer(people)
        self.places = PlaceRecognizer(Gazetteer.build(places, world))
        self.vocabulary = Vocabulary(definition, known_values)

    def read(self, text: str, now: datetime, user_location: tuple[float, float] | None = None) -> tuple[Reading, bool]:
        """What the text says, and whether "nearby" needs a location the channel did not give."""
        utterance = Utterance(text[:MAX_TEXT])
        problems: list[str] = []
        if len(text) > MAX_TEXT:
            problems.append(f"I only read the first {MAX_TEXT} characters of that")
        comparisons: list[Comparison] = []
        for comparison in self.comparisons.recognize(utterance):
            if isinstance(comparison, ComparisonProblem):
                problems.append(comparison.message)
            else:
                comparisons.append(comparison)
        dates: list[DateRange] = []
        for found in recognize_dates(utterance, now):
            if isinstance(found, DateProblem):
                problems.append(found.message)
            else:
                dates.append(found)
        people = self.people.recognize(utterance)
        sorts, superlatives, selections = recognize_ordering(utterance)
        places: list[Place] = []
        needs_location = False
        for place in self.places.recognize(utterance, user_location):
            if isinstance(place, NeedsLocation):
                needs_location = True
            else:
                places.append(place)
        topics, values, texts = self.vocabulary.recognize(utterance)
        reading = Reading(
            text=utterance.text,
            topics=tuple(tuple(t) for t in topics),
            dates=tuple(dates),
            places=tuple(places),
            comparisons=tuple(comparisons),
            people=tuple(people),
            values=tuple(values),
            texts=tuple(texts),
            sorts=tuple(sorts),
            superlatives=tuple(superlatives),
            selections=tuple(selections),
            problems=tuple(problems),
            unknown_words=tuple(w for w in utterance.unclaimed_words() if not w.isdigit()),
            bare_numbers=tuple(w for w in utterance.unclaimed_words() if w.isdigit()),
        )
        return reading, needs_location
