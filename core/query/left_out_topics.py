"""Where a message names a kind only to leave it out: "everything from Japan except food", "not the wines",
"all of it other than the books". Such a kind is not what the conversation turns to, so it neither switches
the topic nor stays as the topic ("how many of those were walks" afterwards still asks of those)."""

from __future__ import annotations

import re

from .derived import alternation
from .leaving_out_verbs import VERBS

# a leaving-out word, then the kind it leaves out (a typo of "except" included, as the reader corrects it)
# ("which of those weren't walks": the kind they were not; "drop the beers", "skip the walks": an order to leave it out)
LEFT_OUT = re.compile(
    r"\b(?:except(?: for)?|exept|excluding|but not|not|other than|apart from|aside from|besides|minus|without"
    r"|weren'?t|wernt|wasn'?t|aren'?t|isn'?t|" + alternation(VERBS) + r")"
    r"\s+(?:(?:the|any|my|all)\s+)?(?P<kind>[a-z]+)",
    re.IGNORECASE,
)


def left_out_spans(text: str) -> list[tuple[int, int]]:
    """The characters [start, end) of each word said as a kind left out."""
    return [match.span("kind") for match in LEFT_OUT.finditer(text)]
