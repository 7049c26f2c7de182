""" "did i really go to more than 10", "was it more than 10?", "so over 10 then?" after "how many museums did i visit in
2022? 12": a count claimed of what was just counted, the thing counted left unsaid. The yes/no checks the count of the
question before (its kind, time, place and company) against the number claimed. Only when the message claims nothing
else (no kind, time, place, person, field or value of its own: "did i visit more than 10 museums?" is a question of its
own, and "more than 300 pages" a field's bound) (pure)."""

from __future__ import annotations

import re

from .quantities import TIMES_NUMBER, TIMES_NUMBERS, TIMES_OPS
from .request import Reading

_CLAIMED = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay|then|hm+|really),?\s+)*"
    r"(?P<asked>(?:did|do|have|had|was|were|is|are)\s+(?:i|we|it|that|they|those|there)\s+(?:really\s+|actually\s+|truly\s+|ever\s+)?"
    r"(?:(?:go|went|been|visit|visited|have|had|do|done|did|read|drink|drank|eat|ate|see|saw|make|made|take|took|be|to)\s+){0,2})?"
    rf"(?P<op>more than|over|at least|fewer than|less than|under|at most|exactly)\s+(?P<n>{TIMES_NUMBER})"
    r"(?:\s+(?:then|really|times|of them|right|actually))*\W*$",
    re.IGNORECASE,
)


def count_claimed(text: str, reading: Reading, counted: bool, bounded: bool) -> tuple[str, int] | None:
    """The bound and number claimed of the count just given (">", 10), or None when the message is no such claim.
    `counted`: the answer before was a count (after a list or a yes/no, "was it more than 15?" may ask of one item's
    field); `bounded`: the question before bounded a field ("runs over 21 km"), so that "over 20?" said alone asks that
    bound again, not the count."""
    said = _CLAIMED.match(text.strip())
    if said is None or not counted or (bounded and not said["asked"]):
        return None
    if reading.topics or reading.dates or reading.places or reading.people or reading.values or reading.texts:
        return None
    n = said["n"]
    if n.isdigit() and len(n) == 4 and n[:2] in ("19", "20"):
        return None  # "more than 2024?": a year compared, not a count
    return TIMES_OPS[said["op"].lower()], int(n) if n.isdigit() else TIMES_NUMBERS[" ".join(n.lower().split())]
