""" "I gave to every one of them 3 stars or more?", "we went to all of those with Mary?": the user's own doing said in a
statement's word order over every one of a set, asked by its question mark alone (as learners ask): a yes/no of
whether it holds of each, as "did I give every one of them 3 stars or more?" is. Not so: a message with a question
word ("I gave which of them 5 stars?"), one ended otherwise ("I gave every one of them 3 stars."), or one that claims
nothing of every one ("I went to Rome in 2019?", left as it is read) (pure)."""

from __future__ import annotations

import re

from .focus import EVERY_OF_KIND, EVERY_ONE

# the user (or the user with others) as the subject, then a verb of the past
_USERS_STATEMENT = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay|then),?\s+)?(?:i|we)\s+(?:(?:really|actually|always|ever|also)\s+)?"
    r"(?:gave|rated|scored|had|ate|drank|went|visited|read|saw|took|got|did|was|were|liked|loved|enjoyed|[a-z]{2,}ed)\b"
)
_QUESTION_WORD = re.compile(r"\b(?:which|what|how|who|whom|whose|where|when|why|wich|wat)\b")
_ASKED = re.compile(r"\?\s*$")


def statement_asked_of_every_one(text: str) -> bool:
    """Whether the message states what the user did to every one of a set and asks it by its question mark."""
    said = text.lower().strip()
    if not _ASKED.search(said) or _USERS_STATEMENT.match(said) is None or _QUESTION_WORD.search(said):
        return False
    return EVERY_ONE.search(said) is not None or EVERY_OF_KIND.search(said) is not None
