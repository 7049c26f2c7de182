"""The fillers a message may open with before what it asks (“and …”, “so, …”, “ok then, …”, “but what about …”): one
regex prefix, anchored at the start of the message, that reads any run of them, each followed by a space or a stop. Built
here once so that every reading reads an opening the same way; a reading that allows other fillers names its own words
(pure)."""

from __future__ import annotations


def filler_lead(words: str) -> str:
    """The regex prefix that reads, from the start of a message, any run of the `words` (regex alternatives:
    "and|so|hm+|what about"), each followed by one or more non-word characters: ``^\\W*(?:(?:and|so)\\W+)*``."""
    return rf"^\W*(?:(?:{words})\W+)*"


# “and …”, “so …”, “ok then, …”, “but …”: the opening most questions allow
FILLER_LEAD = filler_lead("and|so|ok|okay|then|but")
# “and now …”, “ok what about …”, “so how about …”: the opening of a follow-on asking the question before again
FOLLOW_ON_LEAD = filler_lead("and|so|ok|okay|now|then|what about|how about")
