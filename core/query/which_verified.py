""" "wich ones" after "were any of those with both mary and james? Yes, 3 …": the items that made the yes,
listed; a yes/no over the answer before leaves the conversation on that answer (found.py), so what it found is
kept beside it for one turn. After any other count or yes/no, "which ones?" or "show me all of it" lists
the answer just given: the question before, asked for its items."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .comparisons import OPPOSITE
from .filler_lead import filler_lead
from .request import Reading, Request

VERIFIED_KEY = "verified"

# "which ones?", "wich ones", "which were they", "ok which ones were those": the ones the yes/no found, nothing else said;
# "ok wich ones were", "which did?", "which?": the verb of the yes/no said again without the rest of it, the same
WHICH_ONES_ALONE = re.compile(
    r"^\W*(?:(?:and|so|ok|okay),?\s+)?"
    r"(?:which(?: ones?| of them| of those)?(?: (?:were|are|was|did|had|have)(?: (?:they|those|them|these))?)?"
    r"|what (?:ones?(?: (?:were|are) (?:they|those|them))?|were (?:they|those)))\W*$"
)

# "show me all of it", "list them all", "let me see all of them": the whole of the answer just given, nothing else said
ALL_OF_IT_ALONE = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|then),?\s+)?(?:(?:show|list|give|tell)(?: me)?|let me see) "
    r"(?:all (?:of )?(?:it|them|those|these)|(?:it|them|those|these) all|everything)(?:,? please)?\W*$"
)


# "which ones didn't, then?", "hm. which weren't?": the ones the claim just checked does not hold for, nothing else said
WHICH_NOT_ALONE = re.compile(
    filler_lead("hm+|hmm+|ok|okay|and|so|right|well|oh|ah") + r"(?:which|what)(?: ones?| of them| of those)? "
    r"(?:didn'?t|did not|weren'?t|were not|wasn'?t|was not|haven'?t|have not|hadn'?t|don'?t|aren'?t|are not)"
    r"(?:\W+(?:then|though|exactly))?\W*$"
)


def keep(memory: dict[str, Any], request: Request, turn: int) -> None:
    """After a yes/no over the answer before: what it tested, as a question for its items."""
    memory[VERIFIED_KEY] = {"request": replace(request, action="find", limit=0).to_dict(), "turn": turn}


def which_verified_request(memory: dict[str, Any], turn: int) -> Request | None:
    """The yes/no over the answer before just answered (the turn before this one), as a question for its items; else None."""
    kept = memory.get(VERIFIED_KEY)
    if not kept or kept.get("turn", -2) + 1 != turn:
        return None
    return Request.from_dict(kept["request"])


def which_verified(reading: Reading, memory: dict[str, Any], turn: int) -> Request | None:
    """The yes/no just answered as a question for its items, when "which ones?" asks nothing else; else None."""
    kept = memory.get(VERIFIED_KEY)
    if not kept or kept.get("turn", -2) + 1 != turn or WHICH_ONES_ALONE.match(reading.text.lower()) is None:
        return None
    if reading.has_constraints or reading.superlatives or reading.sorts or reading.shape.aggregate is not None:
        return None
    return Request.from_dict(kept["request"])


def the_ones_found(reading: Reading, prior: Request | None, answer: tuple[str, ...] | None) -> Request | None:
    """The question before asked for its items, when "which ones?" or "show me all of it" asks nothing else after
    a count or a yes/no ("did I ever go to a museum with Luca? Yes, 4 …", "wich ones?"); else None."""
    if prior is None or not answer or prior.action not in ("count", "verify"):
        return None
    said = reading.text.lower()
    if WHICH_ONES_ALONE.match(said) is None and ALL_OF_IT_ALONE.match(said) is None:
        return None
    if reading.has_constraints or reading.superlatives or reading.sorts or reading.shape.aggregate is not None:
        return None
    return replace(prior, action="find", limit=0)


def the_ones_it_was_not(text: str, prior: Request | None) -> Request | None:
    """ "which ones didn't, then?" after "is it true that all my beach holidays got at least 4 stars? No, 4 of the 6":
    the ones of the kind the claim does not hold for (rated under 4), when the yes/no just answered claimed one score or
    measure of every one of a kind, nobody said; else None."""
    if prior is None or prior.action != "verify" or prior.within is not None or prior.people or len(prior.comparisons) != 1:
        return None
    if WHICH_NOT_ALONE.match(text.lower()) is None:
        return None
    (claimed,) = prior.comparisons
    if claimed.op not in OPPOSITE:
        return None
    return replace(prior, action="find", limit=0, comparisons=(replace(claimed, op=OPPOSITE[claimed.op]),))
