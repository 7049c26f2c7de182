""" "How many different ones?" after an answer: different in what (grape, producer, country …) is not said, and
counting the items again would ignore "different": asked back, then the answer ("Different grape, I mean.",
"producers", "by country") counts the distinct values of that field over the items talked about."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..collection.definition import CollectionDefinition
from .aggregate import Aggregate
from .request import Request

DIFFERENT_WHAT_KEY = "pendingDifferentWhat"  # the question asked back, kept for the next turn
_DIFFERENT = r"(?:different|diff\.?|distinct|unique|separate)"
# "how many different ones?", "how many distinct kinds of them", "how many different?": nothing said to differ in
DIFFERENT_ONES = re.compile(
    rf"\bhow many {_DIFFERENT}(?: (?:ones?|kinds?|types?|sorts?|things?))?(?: (?:of )?(?:them|those|these))?(?: (?:are there|were there|is that|then))?\s*[?.!]*\s*$"
)
# a place part the answer may name (places are no fields of the definition)
_PLACE_WORDS = {"country": "place.country", "region": "place.region", "city": "place.city", "town": "place.city"}


@dataclass(frozen=True)
class Countable:
    path: str  # "fields.variety", "place.country"
    word: str  # the singular word the reply shows ("grape")

    @property
    def label(self) -> str:
        return self.word[:-1] + "ies" if self.word.endswith("y") and self.word[-2:-1] not in "aeiou" else self.word + "s"


def _countables(definition: CollectionDefinition, category: str | None) -> list[Countable]:
    """The text fields of `category` (each by its words) and the parts of a place, in the definition's order."""
    found = [
        Countable(f.path, w.lower())
        for f in definition.fields_of(category)
        if f.type in ("text", "people") and f.name != "title"
        for w in (f.name, *f.synonyms)
        if " " not in w
    ]
    return found + [Countable(path, word) for word, path in _PLACE_WORDS.items()]


def asked(text: str, prior: Request | None) -> Request | None:
    """The request talked about when `text` asks how many different ones without saying in what, else None."""
    if prior is None or not DIFFERENT_ONES.search(text.lower()):
        return None
    return prior


def question(definition: CollectionDefinition, category: str | None) -> str:
    """ "Different what: grapes, producers, countries or cities?" — the first word of each field of the kind."""
    firsts: dict[str, str] = {}
    for each in _countables(definition, category):
        if each.path != "who":
            firsts.setdefault(each.path, each.label)
    labels = list(firsts.values())
    return f"Different what: {', '.join(labels[:-1])} or {labels[-1]}?"


def answered(prior: Request, text: str, definition: CollectionDefinition) -> Request | None:
    """The count of the distinct values of the field the answer names ("Different grape, I mean.": the varieties),
    over the items of `prior`; None when it names none."""
    lowered = text.lower()
    for each in _countables(definition, prior.category):
        if re.search(rf"\b{re.escape(each.word)}(?:s|es)?\b|\b{re.escape(each.label)}\b", lowered):
            return replace(
                prior, action="count", aggregate=Aggregate("distinct", each.path, each.label), sort=None, superlative=None, limit=0
            )
    return None
