"""How much one thing was liked, asked: “how much did I like my Paris trip?”, “how did I rate the trip to Kyoto”, “what
did I give the dinner at Casa Yuki”, “how many stars did we give that hike”: the rating of what is named (the one field
on a scale), never a count of it (“how much”, “how many” count nothing here). When several things match a singular
noun, which one is asked back elsewhere (the_one_meant); of one, its rating is told; of many, their average."""

from __future__ import annotations

import re

from ..collection.definition import CollectionDefinition

_WHO = r"(?:i|we|u|you)"
_DID = r"(?:did|do|have|had)"
_ADVERB = r"(?:(?:really|actually|even|end up|ever)\s+)?"
_LIKE = r"(?:like|liked|enjoy|enjoyed|love|loved|rate|rated|score|scored|rank|ranked|grade|graded|mark|marked)"
_GIVE = r"(?:give|gave|given)"
# "how much did I like", "how well did we enjoy", "how did I rate", "how many stars did I give", "what did I give",
# "what rating did we give", "what score have I given", "what rating I gave"; not "what did I rate 5 stars" (no "give"), not "how many did I like"
LIKED = re.compile(
    rf"\bhow\s+(?:much|well|highly|high)\s+{_DID}\s+{_WHO}\s+{_ADVERB}{_LIKE}\b"
    rf"|\bhow\s+{_DID}\s+{_WHO}\s+{_ADVERB}(?:rate|rated|score|scored|rank|ranked|grade|graded|like|liked|enjoy|enjoyed)\b"
    rf"|\bhow\s+many\s+(?:stars?|points?)\s+{_DID}\s+{_WHO}\s+{_ADVERB}{_GIVE}\b"
    rf"|\bwhat\s+(?:(?:rating|score|stars?|mark|grade|points?)\s+)?{_DID}\s+{_WHO}\s+{_ADVERB}{_GIVE}\b"
    # "what rating I gave to my Sintra trip?": a learner's question without "did", of the rating named
    rf"|\bwhat\s+(?:rating|score|stars?|mark|grade|points?)\s+{_WHO}\s+{_ADVERB}{_GIVE}\b"
)
# the words of those phrasings, read by this rule: not to be said not understood
WORDS = frozenset(
    (
        "how",
        "much",
        "well",
        "highly",
        "high",
        "many",
        "did",
        "do",
        "have",
        "had",
        "i",
        "we",
        "u",
        "you",
        "really",
        "actually",
        "even",
        "end",
        "up",
        "ever",
        "like",
        "liked",
        "enjoy",
        "enjoyed",
        "love",
        "loved",
        "rate",
        "rated",
        "score",
        "scored",
        "rank",
        "ranked",
        "grade",
        "graded",
        "mark",
        "marked",
        "stars",
        "star",
        "points",
        "point",
        "give",
        "gave",
        "given",
        "what",
        "rating",
    )
)


# "i gave it five stars", "gave the primitivo a 5 out of 5": a score given, the words of a rating (claimed, not asked)
_GAVE_A_SCORE = re.compile(rf"\b{_GIVE}\b(?:\s+[\w'’-]+){{0,8}}?\s+(?:stars?|points?|out\s+of)\b")


def score_given(text: str) -> bool:
    """Whether the text says a score was given ("i gave the tenuta sol primitvo 2019 five stars"): "gave" then read."""
    return _GAVE_A_SCORE.search(text.lower()) is not None


def asked(text: str) -> bool:
    """Whether the text asks how much something was liked (its rating)."""
    return LIKED.search(text.lower()) is not None


def scale_field(definition: CollectionDefinition, category: str | None) -> str | None:
    """The one number field on a scale (a least and a most value: the rating) of the category, or None."""
    scales = {f.name for f in definition.fields_of(category) if f.type == "number" and f.min is not None and f.max is not None}
    return scales.pop() if len(scales) == 1 else None
