"""The next one in a ranking just answered: after "who do i see most" (Mary), "and after her?", "who comes second?",
"and the runner-up?", "leaving Mary out of it, who's next?" ask for the most frequent value once those named are left
out of the answer (not their items: the count is over the same items). An ordinal ("who comes third?") is read only
when the values named so far are exactly the places before it (pure)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .ordering import ORDINALS
from .request import Reading

_ORDINAL = "|".join(re.escape(w) for w in sorted((w for w in ORDINALS if w.isalpha()), key=len, reverse=True))
# "and after her", "after him?", "and after that one", "who is after her": the one ranked right after
_AFTER = r"\bafter (?:her|him|them|that(?: one)?|this one|those|mary's|it)\b"
# "who comes second", "who's next", "who is third", "who came in second", "the runner-up", "in second place"
_PLACE = (
    rf"\b(?:who|which one|what|whom?)(?:'s| is| was| comes?| came| would be| ranks?| ranked)?(?: in)?(?: at)?(?: the)? "
    rf"(?P<ordinal>next|{_ORDINAL})\b(?! (?:time|one of them|of them)\b)"
)
_RUNNER_UP = (
    r"\brunner[- ]?ups?\b|\bin (?P<placed>second|2nd) place\b|\b(?:the )?(?:next|second|2nd) (?:most|best|highest)\b(?! (?:recent|rated)\b)"
)
NEXT_ASKED = re.compile(rf"{_AFTER}|{_PLACE}|{_RUNNER_UP}|\bwho else after\b|\band (?:the )?next(?: one)?\s*[?!.]*$", re.IGNORECASE)


@dataclass(frozen=True)
class NextInRanking:
    """The values to leave out of the answer: those named by the ranking so far and any the message leaves out."""

    leaving: tuple[str, ...]


def next_in_ranking(text: str, kept: dict[str, Any] | None, turn: int, said: list[str]) -> NextInRanking | None:
    """The next place asked of the ranking the turn just before answered (`kept`: what totals.py remembered of its most
    frequent value), with `said` the values the message itself names ("leaving Mary out of it"); None when the message
    does not ask for the next place, or the turn before answered no most frequent value."""
    if not kept or kept.get("turn", -2) + 1 != turn or kept.get("aggregate", {}).get("op") != "mode":
        return None
    named = [str(v) for v in kept.get("values") or ()]
    if len(named) != 1:  # a tie, or none: which one comes "after" cannot be told
        return None
    asked = NEXT_ASKED.search(text.lower())
    if asked is None:
        return None
    before = [str(v) for v in kept.get("leftOut") or ()]
    ranked = list(dict.fromkeys([*before, *named]))
    ordinal = asked.groupdict().get("ordinal") or asked.groupdict().get("placed")
    place = ORDINALS.get(ordinal or "", 0)
    if place and place != len(ranked) + 1:  # "who comes third?" right after the first only: not the next one
        return None
    return NextInRanking(tuple(dict.fromkeys([*ranked, *said])))


def only_people_said(reading: Reading) -> bool:
    """Whether the message names nothing to look for but people (left out of the answer): "and after her, in 2024?"
    asks a question of its own."""
    return not (reading.topics or reading.dates or reading.places or reading.comparisons or reading.values or reading.texts)
