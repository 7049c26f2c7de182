""" "all of them, not just 2024", "every year, not only 2023" after "seafood lunches in 2024": the question before
without its time, every year (was: "not" read as leaving that year out of the answer before). Only a time said
after "not just"/"not only" that the question before asked, and nothing else said, is taken away (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .filler_lead import filler_lead
from .request import Reading, Request

# "not just 2024", "not only in 2023", "rather than just last year": a time the question widens beyond
NOT_JUST = re.compile(r"\b(?:not (?:just|only|merely|simply)|rather than (?:just|only)|instead of (?:just|only))\b", re.IGNORECASE)
# what else the message may say: "all of them", "every one", "all years", "any year", "the whole lot", "show me", "ok"
_REST = re.compile(
    filler_lead("ok|okay|so|and|but|no|now|actually|please|show me|give me|list|i mean|i meant|what about|how about")
    + r"(?:(?:all|every|each)(?: single)?(?: one)?(?: of)?(?: them| those| these| of them| the ones)?|the whole lot|(?:any|all|every) (?:years?|times?|dates?)|anytime|whenever"
    r"|all time|of all time|everything|the lot|in total|overall|altogether)?\W*$",
    re.IGNORECASE,
)


def widened(reading: Reading, prior: Request | None) -> Request | None:
    """The question before without its time when the message asks it "not just" then and says nothing else, or None."""
    if prior is None or prior.dates is None:
        return None
    said = NOT_JUST.search(reading.text)
    if said is None or not reading.dates:
        return None
    others = (reading.topics, reading.places, reading.comparisons, reading.people, reading.values, reading.texts, reading.superlatives)
    if any(others) or reading.bare_numbers:
        return None
    before, after = reading.text[: said.start()], reading.text[said.end() :]
    # the time said after "not just" (with its "in"/"from"), and nothing else after it
    after = re.sub(r"^\W*(?:in|from|during|for|of)?\s*", "", after)
    if prior.dates.label and not _same_time(after, prior.dates.label):
        return None
    if not _REST.match(before):
        return None
    return replace(prior, dates=None, within=None, superlative=None)


def _same_time(said: str, label: str) -> bool:
    """Whether the time said after "not just" is the one the question before asked ("2024" and "in 2024")."""
    words = re.sub(r"[^\w\s]", " ", said.lower()).split()
    told = re.sub(r"[^\w\s]", " ", label.lower()).split()
    return bool(words) and all(w in told or w in ("the", "in", "from", "during", "for", "of") for w in words)
