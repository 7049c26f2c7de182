""" "I just imported my whole scrapbook, this is so much fun! How many museum visits are in there?": "in there" (or "in
it", "in here") closing the question, after the message named the collection itself ("my scrapbook", "this app"), is
the collection: every item of it, no place to ask for. Said with no collection named before it, it is left alone: a
place talked about, or the list just given (see in_there.py) (pure text to text)."""

from __future__ import annotations

import re

# the collection itself, named by the user: "my whole scrapbook", "this collection", "the app"
_THE_COLLECTION = re.compile(
    r"\b(?:my|our|the|this)\s+(?:(?:whole|entire|new|own|old|little)\s+)*(?:scrapbook|collection|app)\b", re.IGNORECASE
)
# "in there" closing the question (a question mark or nothing after it)
_IN_IT_AT_THE_END = re.compile(r"\s+(?:in|among)\s+(?:there|here|it)(?=\s*[?!.]*\s*$)", re.IGNORECASE)


def in_the_collection_named(text: str) -> str:
    """The text with its closing "in there" blanked (the same length) when the collection was named before it; else the
    text itself."""
    said = _IN_IT_AT_THE_END.search(text)
    if said is None or _THE_COLLECTION.search(text, 0, said.start()) is None:
        return text
    return text[: said.start()] + " " * (said.end() - said.start()) + text[said.end() :]
