"""How one thing went, asked: “how was the dinner with Elena?”, “how was that meal at Chez Olive?”, “how were the
cocktails in Nara?”: what the collection keeps of how a thing went is its rating (the one field on a scale), so the
question asks it, said with the thing itself. “how was” must be followed by the thing ("the", "that", "my", "our"…): not
“how was I to know”, not “how long was the trip” (a size, see aspects), not “how many nights was it” (a count). Of a
singular thing matching several, which one is asked back (see the_one_meant), then its rating is told."""

from __future__ import annotations

import re

# "how was the dinner", "how were our trips", "how's that bar", "how was my stay": the thing right after
HOW_WAS = re.compile(r"\bhow(?:\s+(?:was|were|is|are)|'s|’s)\s+(?:the|that|this|those|these|my|our|ur)\b")


def asked(text: str) -> bool:
    """Whether the text asks how something went (its rating)."""
    return HOW_WAS.search(text.lower()) is not None
