"""Another kind asked in the setting the conversation has set. Naming a new kind starts afresh, but two ways of saying
it keep where, when and with whom the question before was:

- "we" (or "our", "together"), the user with the company talked about: "and what did we drink" after "what did i
  eat with kenji in tokyo in 2023" is of the drinks with Kenji in Tokyo in 2023; "how many meals did we have" after "was
  he with me in hakone too" is of the meals with Kenji in Hakone. The place and the time are kept too, as the same
  occasions are meant; a place, a time or a person the question says is its own.
- the kind said alone, as a terse user does: "breakfasts" after "reims wines" is of the breakfasts in Reims (and of the
  time the question before had, when it said one). Only when the question before had a place: "what about books?"
  after the wines of 2019 is of every book.

And an aggregate asked again there: "And for the beers there?" right after the average rating of the cocktails in San
Francisco is the average rating of the beers in San Francisco, not a list of them.

Not when the question names someone ("and with Anna, what did we drink?" is with Anna), nor when it names no kind
("what did we do together" is things_done.py's), nor when the kind is the one asked before. Pure logic over the
request built, the reading and the question asked the turn before."""

from __future__ import annotations

import re
from dataclasses import replace

from .request import FOLLOW_ON, Reading, Request
from .superlative_of_another_kind import only_a_kind

# the user with the people talked about: "what did we drink", "our dinners", "together" (not "us": "not from the us")
WE = re.compile(r"\b(?:we|our|ours|together)\b")


def _kind(request: Request) -> tuple[str | None, str | None, tuple[str, ...]]:
    return request.category, request.type, request.types


def setting_kept(request: Request, reading: Reading, asked: Request | None) -> Request:
    """`request` with the place, dates and people of `asked` (the question of the turn just before) that it does not
    say itself, when it asks another kind with "we" or by the kind alone; `request` as it was otherwise."""
    if asked is None or asked.collection != request.collection or request.within is not None:
        return request
    if not any(not t.negated for readings in reading.topics for t in readings) or request.category is None:
        return request
    if _kind(request) == _kind(asked) or (asked.category is not None and request.category == asked.category and not request.type):
        return request
    if reading.people or request.people:
        return request
    # (the people with whom, not the ones left out: "hikes w/o mary", then "what did we drink" is with nobody said)
    together = any(not p.exclude for p in asked.people) and WE.search(reading.text.lower()) is not None
    # a ranking of its own ("my three most recent trips") is a complete question, started clean
    alone = asked.place is not None and only_a_kind(reading) and not reading.refers_to_place and not reading.superlatives
    if not (together or alone):
        return request
    place = request.place if request.place is not None or reading.places else asked.place
    dates = request.dates
    if dates is None and not reading.dates and asked.superlative is None:  # the time of a pick was the ranking's, not kept
        dates = asked.dates
    people = tuple(p for p in asked.people if not p.exclude) if together else request.people
    return replace(request, place=place, dates=dates, people=people)


def aggregate_asked_there(reading: Reading, prior: Request | None) -> bool:
    """Whether a follow-on that names another kind "there" ("And for the beers there?", "and wines there?") right after an
    aggregate (an average, a total) asks that aggregate again of that kind, the place kept (the "there" of the question
    reads only the place of the question before)."""
    named = any(not t.negated for readings in reading.topics for t in readings)
    if prior is None or prior.aggregate is None or not named or not reading.says_there or reading.places:
        return False
    return FOLLOW_ON.search(reading.text.lower()) is not None and not reading.shape.verify and not reading.superlatives
