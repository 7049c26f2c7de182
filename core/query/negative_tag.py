""" "I've had more than 25 wines this year, haven't I?", "ive had more than 25 wnies this year havent i", "My husband
reckons I rode more in 2025. He's right, isn't he?", "I went to Rome in 2019, didn't I?": a statement with a negative
question tag after it (its comma and question mark may be left out, its subject may be "he", "she", "you" or "that"):
a yes/no question about the statement, its "n't" negating nothing. Not so: a sentence opened by a word that asks
something else ("which hikes weren't they", "why isn't it"), a tag with nothing claimed before it ("isn't it?"), or a
negation with more after it ("I didn't go with Tom"). Pure."""

from __future__ import annotations

import re

# the sentence the tag ends: at least two words, not opened by a word that asks for something other than a yes or no
_NOT_ASKED = (
    r"(?!(?:what|which|wich|who|whom|whose|where|when|why|how|show|list|give|tell|find|can|could|would|will|do|does|did|"
    r"didn't|didnt|is|isn't|isnt|are|aren't|was|wasn't|wasnt|were|weren't|have|haven't|havent|has|had)\b)"
)
_TAG = re.compile(
    rf"(?:^|[.!?;:]\s*)\W*{_NOT_ASKED}(?:[a-z0-9'’-]+,?\s+){{1,}}?[a-z0-9'’-]+(?:,\s*|\s+)"
    r"(?P<aux>didn't|didnt|haven't|havent|hadn't|hadnt|wasn't|wasnt|weren't|werent|isn't|isnt|aren't|arent|doesn't|don't)"
    r"\s+(?:i|we|it|they|he|she|you|that)(?:\s+(?:right|true|correct|so))?\s*[?!.]*\s*$"
)


def negative_tag(text: str) -> tuple[int, int] | None:
    """Where the tag's negated verb is (start, end) when the message ends with a statement and a negative question tag
    after it; else None."""
    said = _TAG.search(text.lower())
    return said.span("aux") if said is not None else None
