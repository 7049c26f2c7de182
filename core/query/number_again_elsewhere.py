""" "And from Australia, there is also one with five?" after "have I ever given five stars to a Portuguese wine?": a
yes/no that goes on from the one before ("and …", "also", "too", "as well", "what about …") and says a number alone
(see `Reading.bare_numbers`) asks the question before again, with that number for its one bound and what it says
itself (Australia) in place of what the question before said (Portugal): the Australian wines rated 5. A yes/no of
its own ("have I been to Australia with five?" says no "and", "also"), one that says a bound of its own ("also one
rated over 3?"), or one after a question of no single bound, is left as it was: None (pure)."""

from __future__ import annotations

import re

from .request import Reading, Request

GOES_ON = re.compile(
    r"^\s*(?:and|what about|how about|and what about)\b|\b(?:also|too|as well|either)\b",
    re.IGNORECASE,
)


def number_again_elsewhere(reading: Reading, prior: Request | None) -> Request | None:
    """The question before, kept for a yes/no that goes on from it saying only another number for its bound; else None."""
    if prior is None or len(prior.comparisons) != 1 or len(reading.bare_numbers) != 1 or reading.comparisons:
        return None
    if reading.bare_bound is not None or reading.superlatives or reading.selections:
        return None
    if GOES_ON.search(reading.text) is None:
        return None
    return prior
