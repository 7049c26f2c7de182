"""The things the user did, of every kind: "what was the last thing I did with Sofia?" after her dinners asks about
everything done with her, not her dinners; "what did we do in 2023?" after a comparison of meals, everything that
year. A question that names a kind ("the last dinner I had with her") keeps it (pure: the phrase and the request
it widens)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .request import Request

# "the last thing I did", "the things we've done", "stuff I did", "what did we do", "everything I did": doing, of any kind;
# not "the same thing" (the question again), nor "the best thing I drank" (a verb of a kind of its own)
THINGS_DONE = re.compile(
    r"\b(?<!same )(?:things?|stuff|everything|anything)\s+(?:(?:that|which)\s+)?(?:i|we)(?:'ve|'d)?\s+(?:(?:have|had|ever)\s+)*(?:did|done|do)\b"
    r"|\bwhat\s+(?:else\s+)?(?:did|have|had)\s+(?:i|we)\s+(?:(?:ever|all)\s+)?(?:do|done)\b"
    # "What I did in Porto then?", "what we have done there": the word order of a statement (a learner's question)
    r"|^\W*(?:(?:and|so|ok|okay|then)\W+)?what\s+(?:else\s+)?(?:i|we)\s+(?:(?:have|had|ever|all)\s+)*(?:did|done)\b"
)


def of_every_kind(request: Request) -> Request:
    """The request kept from the question before without its kind and the values of that kind ("red", "Italian"): its
    time, place, company and measures kept."""
    return replace(request, category=None, type=None, types=(), kinds=(), not_types=(), not_categories=(), values=())
