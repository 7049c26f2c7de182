"""“So which of the two saw more of me this year?” after “what have I done in Oakland this year?” and “and in
Berkeley?”: the two things the last two questions asked about, set against each other (pure)."""

from __future__ import annotations

import re
from dataclasses import fields, replace
from typing import Any

from .comparative_picks import says_a_degree_of_an_adjective
from .request import Reading, Request, build_request
from .restate import Wording, qualifiers

# "which of the two …", "which of both …", "of those two, where …": the two just asked about, and "more"/"most"
THE_TWO = re.compile(r"\b(?:of|between) (?:the|those|these) (?:two|2)\b|\bwhich of (?:both|them both)\b")
MORE = re.compile(r"\b(?:more|most|fewer|less|least|busier|bigger)\b")


def the_two_talked_about(reading: Reading, history: Any, turn: int, collection: str, words: Wording) -> dict[str, Any] | None:
    """The comparison of the questions of the two turns just before, when they differ in one thing only (the place, the
    time, the people), as `contrasts.contrast_of`'s data; None when the question names options of its own or no two."""
    text = reading.text.lower()
    if not THE_TWO.search(text) or not MORE.search(text) or reading.topics or reading.places or reading.people:
        return None
    if reading.superlatives and says_a_degree_of_an_adjective(text):
        return None  # "of these two, which was the more far?": the farther of the two items, no two questions compared
    if not isinstance(history, list) or len(history) < 2:
        return None
    last, before = history[-1], history[-2]
    if last.get("turn") != turn - 1 or before.get("turn") != turn - 2:
        return None
    first, second = (replace(Request.from_dict(h["request"]), action="count", aggregate=None) for h in (before, last))
    if first.collection != collection or second.collection != collection:
        return None
    apart = [f.name for f in fields(Request) if getattr(first, f.name) != getattr(second, f.name)]
    if apart != ["place"] and apart != ["people"] and apart != ["dates"]:
        return None
    options = [build_request(reading, "count", collection, each, None) for each in (first, second)]
    if any(getattr(o, apart[0]) != getattr(e, apart[0]) for o, e in zip(options, (first, second), strict=True)):
        return None  # the question said a place, people or time of its own: not these two
    blank = Request(collection, "count")
    common = replace(options[0], **{apart[0]: getattr(blank, apart[0])})
    return {
        "base": common.to_dict(),
        "common": common.to_dict(),
        "options": [[qualifiers(replace(blank, **{apart[0]: getattr(o, apart[0])}), words), o.to_dict()] for o in options],
        "seasons": [],
        "byTopic": False,
        "named": False,
        "text": text,
        "against": False,
        "measure": None,
    }
