"""A field asked of one thing the same message describes: "whats the name of the restaurant in palo alto where i had mole
last month" (the one meal found: its restaurant), "… that amazing primitivo I had in Bari with Luca, the one I gave 5
stars. Who made it?" (its producer). The question (the message's last sentence) opens with a question word and asks a
field of the definition (or who came along); when what the message describes is one thing, that field of it is the
answer, not the count of it. "how many …" and "which hikes …" ask for the things themselves and are left alone. Pure."""

from __future__ import annotations

import re

from ..collection.definition import CollectionDefinition
from .aspects import Aspect, asked_aspect

_LAST_SENTENCE = re.compile(r"(?:^|(?<=[.!?])\s+)(?P<last>[^.!?]+[.!?]*)\s*$")
_ASKS = re.compile(r"^\W*(?:(?:and|so|but|ok|okay|hmm+|oh)\W+)*(?:who|whose|what|whats|what's|where|when)\b(?!\s+(?:many|much)\b)")
_LIST_ASKED = re.compile(r"^\W*(?:(?:and|so|but|ok|okay)\W+)*(?:what|which)\s+(?:\w+\s+)?(?:ones|[a-z]+s)\s+(?:did|have|had|were|are|do)\b")


def question_of(text: str) -> str:
    """The message's last sentence: what it asks after a story ("A friend keeps asking … Who made it?")."""
    last = _LAST_SENTENCE.search(text.strip())
    return last["last"].strip() if last else text.strip()


def field_asked_of_what_is_described(text: str, definition: CollectionDefinition, category: str | None) -> Aspect | None:
    """The field (or the company) the message asks of the thing it describes, or None when it asks none."""
    question = question_of(text).lower()
    if _ASKS.search(question) is None or _LIST_ASKED.search(question) is not None:
        return None
    aspect = asked_aspect(question, definition, category)
    return aspect if aspect is not None and aspect.kind in ("field", "who") else None
