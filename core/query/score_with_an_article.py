""" "Was it really a 5 though?", "any of those a 5?": the one score given, said as "a" with its number at the end of
what is said (a word like "though", "then", "really" may follow), is that score (rated 5). Only a number of one or two
digits within the score's range ("a 2019?", "a 20?" with scores up to 5 are not taken), never one something follows
("a 5 km walk", "a 4 star hotel"), nor one a bound comes before ("at least a 4", "better than a 3": the bound's reading) (pure)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .utterance import Utterance

_A_SCORE = re.compile(
    r"(?<![\w'])an?\s+(?P<n>\d{1,2}(?:\.\d+)?)"
    r"(?=(?:\s+(?:though|then|really|too|either|again|right|or not|at least|at all))?\s*(?:[.?!,;]|$))"
)

# "at least a 4", "more than a 3", "over a 4": a bound on the score, read by the comparisons with its operator
_BOUND_BEFORE = re.compile(r"(?:\b(?:least|most|than|over|under|above|below|beyond)|\bup\s+to)\s*$")


@dataclass(frozen=True)
class ScoreSaid:
    start: int
    end: int
    value: float


def scores_with_an_article(utterance: Utterance, low: float, high: float) -> list[ScoreSaid]:
    """The scores said "a 5" within `low`..`high`, their words claimed by the caller; none when there is none."""
    found: list[ScoreSaid] = []
    for said in utterance.matches(_A_SCORE):
        value = float(said["n"])
        if _BOUND_BEFORE.search(utterance.text[: said.start()]):
            continue
        if low <= value <= high:
            found.append(ScoreSaid(said.start(), said.end("n"), value))
    return found
