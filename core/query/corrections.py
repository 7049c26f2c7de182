"""A correction of the question just asked: "no wait i meant 2019", "Sorry, I wanted to say 2017", "acutally make that
spain", "oops, I should have said beers". What comes after the words that take the question back replaces only the part
of that question it is of (the year, the place, the kind), and the rest of it is kept: its action (a count, a yes/no),
its other filters, and its pick ("the best wine of 2016", then "sorry, I wanted to say 2017": the best wine of 2017).
The words themselves ask nothing (the reader claims them). Pure text."""

from __future__ import annotations

import re

# what opens a correction: a "no", an apology, a "wait" ("no wait", "oh sorry", "oops", "my bad, …", "scratch that")
_TAKEN_BACK = r"no|nope|nah|oh|ah|sorry|so+rry|oops|whoops|wait|actually|hmm+|um+|my bad|my mistake|correction|scratch that|i mean"
# what says the word taken back is replaced: "I meant", "I wanted to say", "I should have said", "make that"
_SAID_INSTEAD = (
    # (not "I want to ask about …", "I was talking about … with Anna": a question or a story of their own)
    r"i (?:(?:wanted|meant|ment|mean) to (?:say|ask(?: about)?|write|type|put)"  # the longer first: "meant to say"
    r"|should(?:'ve| have) (?:said|asked(?: about)?|written|typed|put)|was going to (?:say|ask(?: about)?)"
    r"|meant|ment|mean|was asking about)"
    r"|make (?:that|it)|change (?:that|it) to"
)
CORRECTS = re.compile(rf"^(?:(?:{_TAKEN_BACK})\b[\s,!.]*)*(?:{_SAID_INSTEAD})\b")


def corrects(text: str) -> bool:
    """Whether the text opens by taking the question before back, to say part of it otherwise."""
    return CORRECTS.search(text) is not None
