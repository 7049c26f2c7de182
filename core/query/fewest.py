""" "In which year did I read the fewest books?", "which year did I hike the least?", "In which year I have read the less
books?" (a learner's "the fewest"), "which city did I eat out in least often?": the year (month, city, country) with the
fewest items among those that have any — never one with none, which the collection cannot tell from one not lived yet.
Only a part of the date or of the place is grouped so, and only when the "least" is said of the count (not "the least
expensive wine", "the one I liked least", "less … than …"). Pure."""

from __future__ import annotations

import re
from collections.abc import Callable

from .aggregate import Aggregate
from .utterance import Utterance

# "which year … the fewest (books)", "what month … least often", "in which year … the less books", said last or before a
# preposition ("… the least in 2020s"); not a comparison ("less books than in 2020") nor a quality ("the least expensive")
FEWEST = re.compile(
    r"\b(?:which|what|wich|whcih) (?P<what>[a-z]+)\b.*?(?<!\blike )(?<!\bliked )(?<!\benjoyed )(?<!\bloved )"
    r"\b(?P<least>(?:the )?(?:least|fewest|less))\b"
    r"(?:\s+(?:often|frequently|times|[a-z]+s)\b)?\s*(?:$|[?.!,]|\s+(?:in|with|at|on|from|during|over|of|ever|overall|so far)\b)"
)
# the groups that may be said to have the fewest: the parts of a date and of a place
GROUPED = ("itemDate.year", "itemDate.month", "place.")


def read_fewest(utterance: Utterance, countable: Callable[[str], tuple[str, str] | None]) -> Aggregate | None:
    """The group (a year, a month, a city …) with the fewest items, its words claimed; None when none is asked."""
    for m in utterance.matches(FEWEST):
        counted = countable(m["what"])
        if counted is None or not counted[0].startswith(GROUPED):
            continue
        utterance.claim(m.start("what"), m.end("what"), "aggregate", "fewest")
        utterance.claim(m.start("least"), m.end("least"), "aggregate", "fewest")
        return Aggregate("fewest", counted[0], m["what"])
    return None
