""" "was it a tie?", "so it was the same number of both?", "and last year was it a tie" right after a comparison: whether
the options came out even, asked as a yes/no ("Yes, the same: 3 hikes with Roberto and 3 hikes with Anna", "No, more
wine: …"). The words that ask it are taken out; what is left ("and last year") is the comparison's follow-on, if
anything. Only a tie, an even count or "the same number/amount" is read so: "the same for runs?" or "same thing?" asks
something else (pure)."""

from __future__ import annotations

import re

_BE = r"(?:was|is|were|are|wa|waz)"
_IT = r"(?:it|that|they|those|these|both|the two)"
_ASKED = rf"(?:{_BE}\s+{_IT}\s+|{_IT}\s+{_BE}\s+)?"
# "a tie", "tied", "a draw", "neck and neck", "even", "equal", "the same number of both", "as many of each"
_END = r"(?=\s*(?:,|\?|!|\.|$|then\b|right\b|yeah\b|yes\b|no\b|huh\b|or not\b|or what\b))"
# "was it a tie", "a tie?", "tied then?", "were they even", "equal?", "the same number of both", "as many of each": a tie
# said as a word of its own ("did I tie …" is no tie: "tie" ends the question or follows "a" or "was it")
TIE = re.compile(
    rf"\b{_ASKED}(?:a\s+)?(?:tie|tied|tye|draw|dead heat|neck and neck){_END}"
    rf"|\b(?:{_BE}\s+{_IT}\s+|{_IT}\s+{_BE}\s+)a\s+(?:tie|tye|draw|dead heat)\b"
    rf"|\b{_ASKED}(?:(?:exactly|just|perfectly)\s+)?(?:even|equal){_END}"
    rf"|\b{_ASKED}(?:exactly\s+)?(?:the\s+)?same\s+(?:number|numbers|amount|count|counts|total)"
    r"(?:\s+(?:of|for)\s+(?:both|each|them|the two|both of them|either|those|these|the two of them))?\b"
    r"|\b(?:just\s+)?as\s+many\s+(?:of\s+)?(?:each|both|one as the other)\b",
    re.IGNORECASE,
)
# what may stay of a message that only asks the tie: fillers and a tag ("so it was the same number of both, right?")
_NOTHING_ELSE = re.compile(
    r"^[\s,.!?]*(?:(?:so|and|ok|okay|then|oh|ah|hm+|well|wait|really|right|yes|yeah|no|huh|correct|or what|or not|then)[\s,.!?]*)*$",
    re.IGNORECASE,
)


def tie_asked(text: str) -> str | None:
    """The message without the words that ask whether the options came out even, or None when it asks no such thing."""
    said = TIE.search(text)
    if said is None:
        return None
    rest = (text[: said.start()] + " " + text[said.end() :]).strip()
    return re.sub(r"\s+", " ", rest)


def asks_nothing_else(rest: str) -> bool:
    """Whether what is left once the tie is taken out is fillers alone: the comparison just before, asked of itself."""
    return _NOTHING_ELSE.match(rest) is not None
