"""“And compared with the other time I was in Lecce, which trip was longer?” after the trip to Lecce last year: the trip
talked about set against the other time there is a question over the trips there, "which trip in Lecce was longer?", not
a comparison of two counts still to be named; and of every time there, not only of the time talked about (the question
before was of last year). Pure text to text; a question that names no place is left as said."""

from __future__ import annotations

import re

# "compared with the other time I was in Lecce, which trip …", "compared to my other visit to Porto: which one …"
_AGAINST_THE_OTHER_TIME = re.compile(
    r"\bcompared\s+(?:with|to)\s+(?:the|my|our)\s+other\s+(?:time|times|trip|trips|visit|visits|stay|stays|holiday|holidays)"
    r"(?:\s+(?:i|we)\s+(?:was|were|went|stayed|had\s+been))?\s+(?:in|to|at)\s+(?P<place>[^,;:.!?]+?)\s*[,;:]\s*"
    r"(?P<which>which|what)\s+(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)


def as_asked_of_every_time(text: str) -> str:
    """The text with "compared with the other time I was in <place>, which <kind> …" said as "which <kind> in <place> …"."""
    return _AGAINST_THE_OTHER_TIME.sub(lambda m: f"{m['which']} {m['noun']} in {m['place']}", text)


def against_the_other_time(text: str) -> bool:
    """Whether the text sets the time talked about against the other time(s) there: of every time there, then."""
    return _AGAINST_THE_OTHER_TIME.search(text) is not None
