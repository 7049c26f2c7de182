"""“When I ate in Madrid the last time?”, “when did we have sushi last time?”: when a thing was last done, asked of the
doing, is the latest one of them (a superlative by date), not everything of the latest visit to the place, which “what
did I eat in Athens last time?” asks (see last_visit.py). Asked of being somewhere (“when was I in Lisbon last time?”,
“when did we go to Porto the last time?”) it stays the visit."""

from __future__ import annotations

import re

from .filler_lead import FILLER_LEAD
from .ordering import Superlative

# the verbs of being somewhere: a visit, not a thing done there
_BEING_THERE = (
    r"(?:was|were|be|been|am|are|is|go|goes|went|gone|visit|visits|visited|travel|travelled|traveled|fly|flew|stay|stayed"
    r"|come|came|get|got|arrive|arrived)"
)
WHEN_DONE_LAST = re.compile(
    FILLER_LEAD + rf"when (?:did |do |have |had )?(?:i|we) (?!{_BEING_THERE}\b)[a-z']+\b(?:(?! (?:last|latest) time\b)[^?.!])*"
    r" (?P<last>(?:the |my |our )?(?:last|latest) time)\s*[?.!]*\s*$"
)

LATEST_DONE = Superlative("itemDate", True, "the most recent")


def done_last_said(text: str) -> tuple[int, int] | None:
    """Where "(the) last time" is said of a thing done, in a question asking when (`text` as the reader has it,
    normalized), or None."""
    said = WHEN_DONE_LAST.search(text)
    return (said.start("last"), said.end("last")) if said is not None else None
