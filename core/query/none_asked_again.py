""" "and in athens?" after "how many of those" (a count of what a yes/no found): the question said again of another place,
time or company, with no word of its own asking for a number, answers the yes/no it carries when it finds none: "No — I
found no assyrtiko drinks in Athens …", not a bare "I found no …". A count asked in so many words ("and how many in Athens?")
is answered as a count; one that finds some is answered with its number."""

from __future__ import annotations

import re

# "and in athnes?", "but in 2024?", "what about with Tom?", "then in Porto": the question before said again
SAID_AGAIN = re.compile(r"^\W*(?:(?:ok|okay|so|oh),?\s+)?(?:and|but|then|also|what about|how about)\b")
# "and how many in Athens?", "and the number in 2024": a count asked for in so many words
ASKS_A_NUMBER = re.compile(r"\b(?:how many|how much|count|number|total)\b")


def none_asked_again(text: str, action: str, count: int) -> bool:
    """Whether a count that found nothing was the question before said again elliptically (answered as a yes/no: No)."""
    lowered = text.lower()
    return action == "count" and count == 0 and bool(SAID_AGAIN.search(lowered)) and not ASKS_A_NUMBER.search(lowered)
