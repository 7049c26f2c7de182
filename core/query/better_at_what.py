"""A comparison of two times or places by "better" or "worse" alone, with nothing said to judge ("is this year better
than last year?"): better at what cannot be told (the ratings of everything, of the books, the wines…), so it is asked
back, offering the kinds; the answer that names a kind ("for books, by avg rating", "and for wine") is the comparison
again, of that kind, by the rating. Pure: words only, the kinds from the collection definition."""

from __future__ import annotations

import re
from typing import Any

from ..collection.definition import CollectionDefinition
from .aggregate import Measured
from .measured import QUALITY, measure_words
from .request import Reading, Request
from .restate import joined

AT_WHAT_KEY = "atWhat"  # set in a comparison remembered after "Better at what?" was asked of it
# said of the score itself ("rated better", "better rated", "more stars"): the measure is said
SCORE_SAID = re.compile(r"\b(?:rat(?:ed|ing|ings|e)|stars?|scor(?:ed|e|es)|liked?|enjoy(?:ed)?|loved?)\b")


def asks_at_what(measured: Measured, compared: dict[str, Any], text: str, definition: CollectionDefinition, kinds: list[str]) -> str | None:
    """ "Better at what: …?" when a comparison judges by "better"/"worse" alone and names nothing to judge — no kind, no
    value, person or measure word — so which things' ratings is not said; None otherwise. `kinds`: the
    collection's kinds, as nouns ("drinks", "books")."""
    if measured.word not in QUALITY or compared.get("byTopic") or compared.get(AT_WHAT_KEY):
        return None
    lowered = text.lower()
    if SCORE_SAID.search(lowered) or any(w in measure_words(definition) for w in re.findall(r"[a-z]+", lowered)):
        return None
    requests = [Request.from_dict(compared["common"]), *(Request.from_dict(each) for _, each in compared.get("options") or ())]
    for request in requests:
        if request.category or request.type or request.types or request.kinds or request.values or request.texts:
            return None
    offered = joined(kinds, "or") if kinds else ""
    return f"{measured.word.capitalize()} at what? I can compare the average rating of everything, or of {offered}."


def answers_at_what(reading: Reading, compared: dict[str, Any] | None) -> bool:
    """Whether a turn right after "Better at what?" (or after the comparison its answer made) names one kind and no
    time, place, person or value of its own ("for books, by avg rating", "and for wine"): that comparison, of that kind."""
    if not compared or not compared.get(AT_WHAT_KEY):
        return False
    if len(reading.topics) != 1 or len(reading.topics[0]) != 1 or reading.topics[0][0].negated:
        return False
    said = (reading.dates, reading.places, reading.people, reading.values, reading.texts, reading.comparisons, reading.selections)
    return not any(said) and not reading.superlatives and not reading.unattached_negations
