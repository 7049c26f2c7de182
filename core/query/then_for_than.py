""" "thats longer then the budapest trip right", "rated higher then the 2019 one?": "then" right after a comparative
and before what is compared with, a frequent slip for "than", said as meant so that the two sides are read as set
against each other ("that" the thing talked about, first). The comparatives are "more", "less", "fewer", the rating's
("better", "worse", "higher", "lower") and the size words of the collection's number fields ("longer", "further").
Not so: "then" at the end or before a comma ("more then, I think"), after a comparative with other words between ("more hikes in 2024 then …"), after a word that compares nothing ("and then
the next one"), or in a message that says "than" already (pure text to text)."""

from __future__ import annotations

import re

from ..collection.definition import CollectionDefinition
from .measured import size_comparatives

_PLAIN = ("more", "less", "fewer", "better", "worse", "higher", "lower")
# what follows "than": the other side ("the budapest trip", "in 2023", "my runs", "2019", "last year", "that", "her")
# ("better then flights": a plural noun of the kind compared too; never "I" nor a word that goes on the sentence, "more
# then I think", "better then and now")
_OTHER_SIDE = (
    r"(?=\s+(?:(?:the|a|an|my|our|in|on|at|during|with|last|this|that|those|these|it|her|him|them)\b|\d"
    r"|(?!(?:and|but|or|so|too|as|is|was|were|are|again|ever|now|anyway|though|this|yes|no|right|ok|okay)\b)[a-z]+s\b))"
)


def then_for_than(text: str, definition: CollectionDefinition) -> str:
    """The text with "then" read as "than" after a comparative, or the text as it is."""
    if re.search(r"\bthan\b", text, re.IGNORECASE):
        return text
    words = sorted({*_PLAIN, *(w.split()[-1] for w in size_comparatives(definition))}, key=len, reverse=True)
    slip = re.compile(rf"\b(?P<cmp>{'|'.join(map(re.escape, words))})\s+(?P<then>then)\b{_OTHER_SIDE}", re.IGNORECASE)
    return slip.sub(lambda m: f"{m['cmp']} than", text)
