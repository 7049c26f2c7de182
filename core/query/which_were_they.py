"""“Which ones?”, “which were they?”, “what are they?”, “name them” said alone after an answer: the user asks to see the
things just counted or found (“6 museums in 2025.” → “which ones?”), as “list them” asks. Only the whole message
(with a word of acknowledgement before it: “ok, which ones?”), so “which ones were in Italy?” or “what was it?” (one
thing's name) are left as they are. Pure text to text."""

from __future__ import annotations

import re

_ACK = r"(?:(?:ok|okay|oh|ah|cool|great|nice|wow|and|so|hmm+|right|interesting)\W+)*"
_THEY = r"(?:they|those|these|them)"
_WHICH_WERE_THEY = re.compile(
    rf"^\W*{_ACK}(?:"
    rf"which\s+ones(?:\s+(?:were|are)\s+{_THEY})?|which\s+(?:were|are)\s+{_THEY}"
    rf"|which\s+{_THEY}"
    rf"|what\s+(?:were|are)\s+{_THEY}"
    rf"|(?:can you\s+|could you\s+)?(?:name|tell me)\s+(?:them|those|which(?:\s+ones)?)(?:\s+all)?"
    r")(?:\s+(?:exactly|then|again|please))?\W*$",
    re.IGNORECASE,
)
LIST_THEM = "list them"


def which_were_they(text: str) -> str:
    """ "which ones?" said as "list them"; any other text as it is."""
    return LIST_THEM if _WHICH_WERE_THEY.match(text) else text
