"""Words of speed: "the fastest of them", "my quickest run", "the slowest ride" compare how long each took, when the
collection keeps one field of time (a duration): the fastest is the one of the shortest duration, the slowest of the
longest. The reply says so ("the fastest, taken as the shortest duration"), as it is an assumption: for the same kind of
activity over unlike distances, speed is not duration. "Fast food", "a fast" are no speed of an item (pure)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from .utterance import Utterance

# "fastest", "quickest": the shortest duration; "slowest": the longest (an article or "my" before, or the word alone)
_SPEED = re.compile(r"\b(?:(?:the|my|our)\s+)?(?P<word>fastest|quickest|slowest)(?:\s+ones?)?\b")
_LONGEST = {"fastest": False, "quickest": False, "slowest": True}


@dataclass(frozen=True)
class SpeedSaid:
    """A speed superlative: the field of time it orders by, whether the largest wins, and how the reply says it."""

    field: str
    highest: bool
    label: str
    span: tuple[int, int]


def speed_superlatives(utterance: Utterance, measures: Mapping[str, str]) -> list[SpeedSaid]:
    """The speed words said, each with the one field of time (`measures["time"]`), their words claimed by the caller;
    none when the collection keeps no single field of time."""
    field = measures.get("time")
    if field is None:
        return []
    found = []
    for said in utterance.matches(_SPEED):
        word = said["word"]
        highest = _LONGEST[word]
        label = f"the {word} (taken as the {'longest' if highest else 'shortest'} {field})"
        found.append(SpeedSaid(field, highest, label, said.span()))
    return found
