"""“It is an Italian wine, no?” right after an answer of several wines, none of them picked: “it” is one thing, and
the answer holds several, so the yes/no is never answered over every wine there is (“Yes, 50 Italian wines” answers
another question, and of the wine meant it may be the opposite). It is checked over the wines of the answer: when it
holds for all of them or for none, that answer is the same whichever is meant (and said so); when for one only, that
one is taken (and said so); otherwise which one is meant is asked back, and the question kept (see it_told.py): the
next turn that picks one of them (“the first one”, its name) answers it about that one (see QueryBot._it_among_several).
Only a yes/no about the thing itself: not one about the answer as a whole (“were they all …”, “was it all …”, “any of
them …”), nor a number, a count or a comparative claimed of it (“was it more than 10?” after a count, “was it at least
more last year?”), nor one after an aggregate. Pure.
"""

from __future__ import annotations

import re

from .asking_back import IT_ASKED
from .focus import THAT_AS_SUBJECT, THEY_ALL, asks_any_of_those
from .measured import CLAIMED_COMPARATIVE
from .request import THOSE, Reading, Request

# "was it all vietnamese", "was it always with Mary?", "all of it": "it" the whole answer, not one thing of it
_ALL_OF_IT = re.compile(r"\bit\s+(?:all|al|both|always)\b|\ball of it\b|\b(?:every|each) time\b")
# "was it at least more last year?", "is it higher for Korea?": "it" the number just given, set against another
_AGAINST_A_NUMBER = re.compile(r"\b(?:more|less|fewer|as many|as much)\b")
# "it", "it's", "that one", "is that a Spanish wine?", "that's a French one": one thing pointed at, as the subject
IT_SAID = re.compile(
    rf"{IT_ASKED.pattern}|\b(?:that|this) one\b|^\W*(?:it's|that's|it is|that is)\b|\b(?:isn't|wasn't)\s+it\b"
    r"|\b(?:is|was|isn't|wasn't)\s+(?:that|this)\s+(?:a|an|one)\b"
    rf"|{THAT_AS_SUBJECT}"  # "was that with tom?"
)


def which_one_asked(reading: Reading, prior: Request | None, selected: str | None, answer: tuple[str, ...], noun: str) -> str | None:
    """The question to ask back (`noun`: what the answer's items are, in the plural), or None when the yes/no is not
    about one thing of an answer of several with none picked."""
    text = reading.text.lower()
    if not reading.shape.verify or selected is not None or len(answer) < 2 or IT_SAID.search(text) is None:
        return None
    if THOSE.search(text) or THEY_ALL.search(text) or _ALL_OF_IT.search(text) or asks_any_of_those(reading):
        return None
    if _AGAINST_A_NUMBER.search(text) or CLAIMED_COMPARATIVE.search(text):
        return None
    if reading.bare_numbers or reading.shape.times is not None or reading.shape.aggregate is not None:
        return None  # "was it over 10?", "was it more than 5 times?": the number just answered, not one thing
    if reading.shape.contrast or reading.shape.measured is not None:
        return None
    if prior is None or prior.aggregate is not None:
        return None  # "is it higher for Korea?" after an average: the value just given
    return f"Which of the {len(answer)} {noun} do you mean by “it”? Say “the first one”, “the second one” … or its name."
