""" "ok back to the french reds from before", "back to the lisbon dinners", "going back to the Istanbul trip we talked
about, was Sofia on it?": the user returns to a subject asked about earlier in the conversation. The subject is the
latest question asked before that has everything the return names of it (its kind, its place, the values said, such
as red or seafood; a value that cannot be of that question's kind is another reading of the word: "french" of wines is
their country, not a cuisine), asked again as it was (without the pick or the total it ended on); the questions in between (a
detour to hikes, a narrowing of another subject) are left behind. A return that names no kind must open the message
("ok back to the french reds …"): inside a question ("did I ever go back to Lisbon?") going back is a visit, not a
subject. "from before", "we talked about", "earlier" only point back and are no content words (pure)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from .places import Place
from .request import BACK_TO, Reading, Request
from .vocabulary import FieldValue

# "ok back to …", "anyway, going back to …", "let's get back to …", "coming back to …": a return that opens the message
_OPENS_WITH_RETURN = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|anyway|alright|right|now|well|oh|but|um|hmm)\b[\s,.;:!-]*)*"
    r"(?:(?:let'?s|lets|can\s+we|we)\s+)?(?:(?:go|going|get|getting|come|coming|went)\s+)?(?:back\s+to|return\s+to|returning\s+to)\b",
    re.IGNORECASE,
)
# the words that only point back at what was said ("from before", "we talked about", "you mentioned earlier")
POINTING_BACK_WORDS = frozenset(
    {"before", "earlier", "previously", "talked", "discussed", "mentioned", "spoke", "spoken", "said", "asked", "going", "get", "getting"}
)


def opens_with_return(text: str) -> bool:
    """Whether the message opens by returning to a subject ("ok back to the …", "going back to the …")."""
    return _OPENS_WITH_RETURN.match(text) is not None


def _place_names(place: Place | None) -> set[str]:
    if place is None or place.negated:
        return set()
    return {p.name.lower() for p in (place, *place.any_of) if p.name}


def _has_value(request: Request, said: FieldValue) -> bool:
    return any(v.field == said.field and v.value.lower() == said.value.lower() and v.negated == said.negated for v in request.values)


def subject_returned_to(reading: Reading, history: Any, collection: str) -> Request | None:
    """The question asked before that the message returns to (`history`: the remembered questions, oldest first, as
    stored), asked again as it was; None when the message returns to nothing, names nothing of the subject, or no
    question before has all it names."""
    if not BACK_TO.search(reading.text) or not isinstance(history, list):
        return None
    kinds = [t for readings in reading.topics for t in readings if not t.negated]
    places = [p for p in reading.places if not p.negated]
    values: Sequence[FieldValue] = reading.values
    if len(kinds) > 1 or not (kinds or places or values):
        return None
    if not kinds and not opens_with_return(reading.text):  # "did I ever go back to Lisbon?": a visit, not a subject
        return None
    for asked in reversed(history):
        if not isinstance(asked, dict) or not isinstance(asked.get("request"), dict):
            continue
        request = Request.from_dict(asked["request"])
        if request.collection != collection:
            continue
        if kinds and (request.category != kinds[0].category or (kinds[0].type and request.type != kinds[0].type)):
            continue
        if any(not ({p.name.lower()} & _place_names(request.place)) for p in places):
            continue
        # a value of another kind is another reading of the word ("french": a cuisine, for the wines a country)
        applying = [v for v in values if not v.categories or request.category is None or request.category in v.categories]
        if not all(_has_value(request, v) for v in applying) or not (kinds or places or applying):
            continue
        return replace(request, superlative=None, limit=0, within=None, sort=None, aggregate=None)
    return None


# where the return ends and the question asked of the subject starts: "going back to the Istanbul trip we talked about,
# was Sofia on it?"
_END_OF_RETURN = re.compile(r"\s*(?:[,;:.!?\u2013\u2014]|\s-\s)\s*(?=\w)")


def return_and_question(text: str) -> tuple[str, str] | None:
    """The return that opens the message and the question asked after it, each as said: ("Going back to the Istanbul
    trip we talked about", "was Sofia on it?"); None when the message does not open with a return or asks nothing
    after it."""
    opened = _OPENS_WITH_RETURN.match(text)
    if opened is None:
        return None
    end = _END_OF_RETURN.search(text, opened.end())
    if end is None:
        return None
    return text[: end.start()], text[end.end() :]
