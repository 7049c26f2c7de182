""" "whats the average rating of the greek ones" right after "and walks?" (walks in Italy against walks in Greece): the
option of a comparison of one kind in two countries that a question names by its country or its nationality word, of
the kind both options share; "greek" is not the Greek cuisine of meals, which walks do not have (pure)."""

from __future__ import annotations

import re
from typing import Any

from .places import DEMONYMS
from .request import Reading, Request


def _named(text: str, option: Request) -> bool:
    """Whether the text says the option's country by its name or by its nationality word."""
    place = option.place
    assert place is not None
    words = {place.name.lower(), *(w for w, (code, _) in DEMONYMS.items() if code == place.country_code)}
    return any(re.search(rf"\b{re.escape(w)}\b", text) for w in words)


def the_place_named(reading: Reading, compared: dict[str, Any] | None) -> Request | None:
    """The option of `compared` (the comparison just before, of one kind in two or more countries) whose country the
    question says, and no kind, time, person or bound of its own; a value it says must be of another kind than the
    options' (the cuisine "greek" of meals, said of walks); None otherwise."""
    if not compared or compared.get("byTopic") or reading.topics or reading.dates or reading.people:
        return None
    if reading.texts or reading.comparisons:
        return None
    options = [Request.from_dict(each) for _, each in compared.get("options") or ()]
    if len(options) < 2 or len({(o.category, o.type, o.types) for o in options}) != 1 or options[0].category is None:
        return None  # two kinds compared, or none named: no kind to keep
    if any(o.place is None or o.place.kind != "country" or o.place.negated or o.place.any_of for o in options):
        return None
    if any(options[0].category in v.categories for v in reading.values):
        return None  # "the red ones" after wines of two countries: a value of theirs, a question of its own
    text = reading.text.lower()
    named = [o for o in options if _named(text, o)]
    return named[0] if len(named) == 1 else None
