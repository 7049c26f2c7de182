""" "And vegetarian dinners over the same stretch, whatever I rated them?" after the seafood dinners since 2020 rated 5:
the question before without its bound on the rating ("whatever I rated them", "regardless of the rating", "no matter how
I scored them"), over its time ("over the same stretch", "for the same period": the time kept, as a follow-on keeps it
anyway). Both phrases are taken out of the question before it is read, so that neither is read as a word not
understood nor its "them" as the items before (pure)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..collection.definition import CollectionDefinition

_ANY_OF = r"(?:whatever|however|regardless\s+of(?:\s+(?:how|what|the|my))?|no\s+matter(?:\s+(?:how|what|the|my))?|irrespective\s+of(?:\s+(?:how|what|the|my))?)"
_WHO = r"(?:(?:i|we)\s+)?"
_OF_THEM = r"(?:\s+(?:them|those|these|it|they\s+(?:were|got)|it\s+(?:was|got)|was|were))?"
# "over the same stretch", "for the same period", "in the same years": the time of the question before
SAME_TIME = re.compile(
    r"\s*\b(?:over|for|in|during|across|within)\s+the\s+same\s+(?:stretch|period|time\s*frame|timeframe|time|span|years?|window|dates?)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Regardless:
    """The question without the phrases, and the number fields whose bound the question before had is dropped."""

    text: str
    fields: tuple[str, ...]


def _field_words(definition: CollectionDefinition) -> dict[str, str]:
    """The words that name a number field, or the giving of a score ("rated", "scored" of the rating): word → field."""
    words: dict[str, str] = {}
    for field in definition.fields_of(None):
        if field.type != "number":
            continue
        for word in (field.name, *field.synonyms):
            words.setdefault(word.lower(), field.name)
        if field.max is not None and not field.unit:  # a score given: "however I rated them", "whatever I scored it"
            for word in ("rate", "rated", "rating", "ratings", "score", "scored", "scores", "marked", "marks"):
                words.setdefault(word, field.name)
    return words


def regardless_of(text: str, definition: CollectionDefinition) -> Regardless | None:
    """The question with "whatever I rated them" and "over the same stretch" taken out, and the fields so freed; None
    when it says neither."""
    words = _field_words(definition)
    if not words:
        return None
    field_words = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    pattern = re.compile(rf"\s*[,;]?\s*\b{_ANY_OF}\s+{_WHO}(?P<field>{field_words}){_OF_THEM}\b", re.IGNORECASE)
    fields = tuple(dict.fromkeys(words[m["field"].lower()] for m in pattern.finditer(text)))
    taken = SAME_TIME.sub("", pattern.sub("", text))
    if taken == text:
        return None
    return Regardless(taken, fields)
