""" "12?? i would have said fewer than 10. did i really go to more than 10": the sentences before the question are an
echo of the answer just given ("12??") and what the user believed ("i would have said fewer than 10"); the claim to
check is the question's own ("more than 10"), never the belief. So those sentences are set aside and the question
read alone. Only when the last sentence asks a claim of its own (a bound and a number: "more than 10"); "I thought I
had more than 5 wines in 2019. did i?" keeps the belief, which is then the claim asked about (pure text)."""

from __future__ import annotations

import re

# an echo of the answer: "12??", "really?!", "wow.", "what? 12?"
_ECHO = re.compile(r"^\W*(?:\d+(?:[.,]\d+)?|really|seriously|wow|what|huh|wait|hm+|oh|no way|whoa)\W*$", re.IGNORECASE)
# what the user believed: "i would have said …", "I'd have guessed …", "i thought …", "I was sure …"
_BELIEF = re.compile(
    r"^\W*(?:(?:but|and|hm+|oh|well|honestly),?\s+)*"
    r"(?:i\s+(?:would|'?d)\s+have\s+(?:said|thought|guessed|bet|sworn)|i'd\s+(?:have\s+)?(?:say|said|guess|guessed|think|thought)"
    r"|i\s+(?:thought|figured|assumed|believed|guessed|reckoned)|i\s+was\s+(?:sure|certain|convinced)|i\s+could\s+have\s+sworn)\b",
    re.IGNORECASE,
)
# the question's own claim: a bound and a number ("more than 10", "at least three", "under 5")
_CLAIM = re.compile(
    r"\b(?:more|fewer|less)\s+than\s+\w+|\b(?:over|under|at\s+least|at\s+most|exactly)\s+(?:\d+|one|two|three|four|five|six"
    r"|seven|eight|nine|ten)\b",
    re.IGNORECASE,
)
_ASKS = re.compile(r"^\W*(?:(?:so|and|but|ok|okay|then),?\s+)*(?:did|do|does|have|has|had|was|were|is|are)\b", re.IGNORECASE)
_SENTENCES = re.compile(r"(?<=[.!?])\s+")


def the_question_alone(text: str) -> str | None:
    """The last sentence of the message when every sentence before it is an echo of the answer or a belief stated,
    and it asks a claim of its own; else None (the message read whole)."""
    sentences = [s for s in _SENTENCES.split(text.strip()) if s.strip()]
    if len(sentences) < 2:
        return None
    question = sentences[-1].strip()
    if not _ASKS.match(question) or not _CLAIM.search(question):
        return None
    if not all(_ECHO.match(s) or _BELIEF.match(s) for s in sentences[:-1]):
        return None
    if not any(_BELIEF.match(s) for s in sentences[:-1]) and not any(_ECHO.match(s) for s in sentences[:-1]):
        return None
    return question
