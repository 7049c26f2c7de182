"""Whether something was worth it, asked of the user's own things: "was my trip to paris worth it? what did i rate it",
"was the museum i went to there worth it?" ask how much the user liked it, which the rating they gave tells; it is read
as "how did i rate …" (how_liked.py), never as a yes/no the engine cannot judge (nor "worth" as anything else).
"was it worth it?" asks it of the thing talked about. Only a question that opens with "was"/"were"/"is" and ends with
"worth it" (or a typo of "worth" that is no word of its own: "worht", never "worst") (a question after it that asks the rating
again, "what did i rate it", goes with it); "is it worth the price" or "how much was it worth" are left as they are. Pure
text to text.
"""

from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from .english import is_common

_LEAD = r"(?:(?:and|so|but|ok|okay|well|honestly),?\s+)*"
_RATING_AGAIN = r"(?:\s*(?:what|how)\s+(?:did|do)\s+(?:i|we|u)\s+(?:rate|rated|give|gave|score)\s+(?:it|them|that|those)\b[^.!?]*[?.!]*)?"
_WORTH_IT = re.compile(
    rf"(?:^|(?<=[.!?,;:]\s))\s*{_LEAD}(?P<be>was|were|is|are)\s+(?P<thing>[^.!?,;:]+?)\s+"
    rf"(?:(?:really|actually|even|truly)\s+)?(?P<worth>[a-z]{{4,6}})\s+it(?:\s+or\s+not)?\s*[?.!]*{_RATING_AGAIN}\s*$",
    re.IGNORECASE,
)


def worth_it_as_rated(text: str) -> str:
    """ "was my trip to paris worth it? what did i rate it" said as "how did i rate my trip to paris?"; otherwise the text."""
    said = _WORTH_IT.search(text)
    if said is None or not _worth(said["worth"].lower()):
        return text
    return f"{text[: said.start()]}how did i rate {said['thing'].strip()}?"


def _worth(word: str) -> bool:
    """ "worth", or a typo of it that is no word of its own ("worht"; not "worst")."""
    return word == "worth" or (not is_common(word) and OSA.distance(word, "worth") == 1)
