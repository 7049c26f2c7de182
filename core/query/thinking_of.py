"""A trip said first as what the user is thinking of, then the question asked of it: "Thinking of the 2011 trip, when
Chloé came along to Lisbon, what were the meals like in Lisbon that time?" asks "what were the meals like in Lisbon on
the 2011 trip, when Chloé came along to Lisbon?"; "Speaking of our Kyoto holiday, which temples did we see?" asks
"which temples did we see on our Kyoto holiday?". The frame ("thinking of", "talking about", "remembering") asks
nothing of its own, and the trip is no kind of thing asked about (not the travels of 2011) but when the question's
things were: "that time", "then" or "on that trip" in the question is that trip, and a question without them is asked
of it. What is said of the trip after it ("when Chloé came along") stays with it. Pure text to text; anything else is
left as it is.
"""

from __future__ import annotations

import re

# the frame: "Thinking of", "Thinking back to", "Talking about", "Speaking of", "Remembering"
# "I'm trying to remember", "im tryng to recall", "I can't remember", "I don't quite recall" (a word mistyped in it too)
_FRAME = (
    r"(?:(?:thinking|talking|speaking)\s+(?:back\s+)?(?:of|about|to)|remembering"
    r"|(?:i'?m|i’m|i\s+am|i\s+was)\s+\w+\s+to\s+(?:remember|recall)"
    r"|i\s+(?:can'?t|can’t|cannot|don'?t|don’t)\s+(?:quite\s+)?(?:remember|recall))"
)
# the trip thought of: "the 2011 trip", "our Kyoto holiday", "that trip to Lisbon"
_TRIP = (
    r"(?:the|that|our|this|my)\s+(?:[\w'’-]+\s+){0,3}?(?:trip|holiday|vacation|journey|getaway|break|visit|stay)"
    r"(?:\s+(?:to|in)\s+(?!(?:19|20)\d\d\b)[\w'’-]+(?:\s+(?!(?:in|of|when|where)\b)[\w'’-]+){0,2}?)?(?:\s+(?:in|of)\s+(?:19|20)\d\d)?"
)
# what is said of the trip after it: ", when Chloé came along to Lisbon", ", the one with Mary"
_OF_IT = r",\s*(?:when|where|the\s+one)\b[^,.!?;]*"
_QUESTION_WORD = r"(?:what|which|how|who|whom|where|did|do|does|was|were|is|are|have|had|can|could)\b"
_ASKED_OF_A_TRIP = re.compile(
    rf"(?:^|(?<=[.!?;]))(?P<lead>\s*(?:(?:so|ok|okay|well|and|now|hm+),?\s+)*){_FRAME}\s+(?P<trip>{_TRIP})(?P<of_it>{_OF_IT})?"
    rf",\s*(?P<question>{_QUESTION_WORD}[^.!?;]*?)\s*(?P<end>[?!.]+|$)",
    re.IGNORECASE,
)
# the trip itself as the question's "it": "how many nights was it?", "how long did it last", "was it in 2014"
_IT = re.compile(r"\b(?:was|is|did|were)\s+(?P<it>it)\b(?!\s+(?:with|on|in|at|during)\b(?!\s+(?:19|20)\d\d))", re.IGNORECASE)
# the time the question points back to: "that time", "then", "on that trip", "during that holiday"
_THAT_TIME = re.compile(r"\s+(?:(?:on|during|in)\s+)?(?:that\s+time|that\s+trip|that\s+holiday|then)\b", re.IGNORECASE)


def asked_of_the_trip(text: str) -> str:
    """The text with a question asked after "thinking of <a trip>" said as asked of that trip (see the module)."""

    def asked(match: re.Match[str]) -> str:
        trip = f"on {match['trip']}{match['of_it'] or ''}"
        question, said = match["question"], _THAT_TIME.search(match["question"])
        it = _IT.search(question) if said is None else None
        if it is not None:  # "…the Sintra trip, how many nights was it?": the trip is what "it" is
            question = f"{question[: it.start('it')]}{match['trip']}{match['of_it'] or ''}{question[it.end('it') :]}"
        elif said is not None:
            question = f"{question[: said.start()]} {trip}{question[said.end() :]}"
        else:
            question = f"{question} {trip}"
        return f"{match['lead']}{question}{match['end'] or ''}"

    return _ASKED_OF_A_TRIP.sub(asked, text)
