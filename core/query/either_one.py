"""Either one of the things just found, named by their kind: "did i give either day 4 stars or more" after two ski days,
"was either trip with Mary?", "either one rated 5?" ask whether one of them is, as "either of them" does (never every
item of the collection, the kind's word left unread). "either Paris or Rome" offers two options (an "or" follows), and
"either way", "either side", "either end" are idioms: both are left as they are. Pure text to text.
"""

from __future__ import annotations

import re

_EITHER_ONE = re.compile(
    r"\beither\s+(?!(?:of|or|way|side|sides|end|ends|case|direction|too|neither|nor)\b)(?P<kind>[a-z]+)\b(?!\s+or\b)(?![^.!?,;]*\bor\s+(?!more\b|less\b|higher\b|lower\b|above\b|better\b|worse\b|not\b|so\b))",
    re.IGNORECASE,
)


def either_one_as_of_them(text: str) -> str:
    """ "did i give either day 4 stars or more" said as "did i give either of them 4 stars or more"; otherwise the text."""
    return _EITHER_ONE.sub(lambda said: "either of them", text)
