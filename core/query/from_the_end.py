"""A position in the previous answer counted from its end: "the second to last one", "the penultimate", "second from
the end", "the one before last", "last but one", "next to last", "the third-to-last of them" — the item that many
places before the end of the answer as shown (-2: the one before the last). Read before the ordering's own words, so
that "second" is not taken for the second item nor "last" for the last one or the most recent."""

from __future__ import annotations

import re

from .ordering import ORDINALS, Selection
from .utterance import Utterance

_COUNTED = "|".join(re.escape(w) for w in ORDINALS if ORDINALS[w] > 1)
_BUT = {"one": 1, "two": 2, "three": 3, "1": 1, "2": 2, "3": 3}
_WHAT = r"(?: (?:one|item|result|entry)\b)?(?: (?:of|in|on) (?:those|them|these|the list|that list)\b)?"
_NOT_A_TIME = r"(?! (?:year|month|week|time|night|weekend|summer|winter|spring|autumn|fall)\b)"
FROM_THE_END = re.compile(
    # "the second to last one", "2nd-from-the-end", "third from the bottom", "the second last one"
    rf"\b(?:the )?(?P<ord>{_COUNTED})(?:[ -](?:to|from)[ -](?:the[ -])?(?:very[ -])?(?:last|end|bottom)|[ -]last)\b(?! times?\b){_WHAT}"
    # "the penultimate", "next to last", "the antepenultimate one"
    rf"|\b(?:the )?(?P<pen>penultimate|next[ -]to[ -]last)\b{_WHAT}"
    rf"|\b(?:the )?(?P<ante>antepenultimate)\b{_WHAT}"
    # "the last but one", "last but two"
    rf"|\b(?:the )?last but (?P<but>one|two|three|[123])\b{_WHAT}"
    # "the one before last", "the one just before the last one" (not "the one before last year")
    rf"|\b(?:the )?one (?:just |right )?before (?:the )?last\b{_NOT_A_TIME}(?: one\b)?{_WHAT}"
)


def from_the_end(utterance: Utterance) -> list[Selection]:
    """The positions counted from the end that the utterance says, each claimed as a selection (-2: the one before
    the last)."""
    found: list[Selection] = []
    for m in utterance.matches(FROM_THE_END):
        if m["ord"]:
            back = ORDINALS[m["ord"]]
        elif m["pen"]:
            back = 2
        elif m["ante"]:
            back = 3
        elif m["but"]:
            back = _BUT[m["but"]] + 1
        else:
            back = 2
        selection = Selection(-back)
        utterance.claim(m.start(), m.end(), "selection", selection)
        found.append(selection)
    return found
