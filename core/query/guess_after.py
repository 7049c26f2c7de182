""" "Have I been on more trips to France than to Italy? I think France wins", "… Greece or Spain? My money's on Spain",
"… more runs in 2024? I bet I did": the user's guess at the answer, said as a sentence of its own after the question.
The question asks it all; the guess is no part of what is asked (its "wins", "did" are no words to read), and the
answer says what holds, whichever way the guess went. Not so: a guess asked as a question ("I think it was Italy,
wasn't it?"), or a sentence that says more than a guess ("I think I went with Tom"), which is read as it is (pure)."""

from __future__ import annotations

import re

_I_GUESS = (
    r"(?:(?:i|we)\s+(?:(?:really|kinda|kind\s+of|sort\s+of|honestly|do)\s+)?(?:think|guess|bet|reckon|suspect|believe|feel\s+like)"
    r"|my\s+(?:guess|bet|money)(?:'s|’s|\s+is|\s+would\s+be)?(?:\s+on)?|(?:probably|surely|obviously))"
)
# what is guessed: a name of what won ("France wins", "it's France", "France", "I did", "yes"), a few words at most
_WHAT = (
    r"(?:(?:it(?:'s|’s|\s+is|\s+was)|that)\s+)?(?!(?:with|without|in|at|on|from|before|after|during|since|not|never|only)\b)[a-z0-9][a-z0-9'’-]*(?:\s+[a-z][a-z'’-]*)?"
    r"(?:\s+(?:wins|won|win|does|did|is|was|has|had|takes\s+it|comes\s+out\s+(?:on\s+top|ahead)|(?:is\s+)?ahead|beats\s+it))?"
)
GUESS = re.compile(rf"^{_I_GUESS}\s+(?:that\s+)?{_WHAT}\s*[.!]*$|^(?:i|we)\s+did\s*[.!]*$")


def is_a_guess(sentence: str) -> bool:
    """Whether a sentence said after the question is only the user's guess at its answer ("I think France wins")."""
    return GUESS.match(re.sub(r"\s+", " ", sentence.strip().lower())) is not None
