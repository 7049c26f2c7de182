""" "was that further than my longest hike ever?" after the furthest bike ride, "is it longer than my longest run?": the
item talked about set against the top item of another kind, by the field the comparative means for the item's kind
("further": distance) and the superlative for the other kind ("longest" hikes: distance). Both must be the same field,
or there is nothing to compare (a book's pages against a hike's km: asked back). The reply says yes or no with both
values: "Yes, Bike ride around Oakland (77 km) is further than your longest hike, Hike near Napa (21.7 km)." (pure)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..collection.definition import CollectionDefinition
from .aggregate import Measured
from .filler_lead import filler_lead
from .measured import size_comparatives
from .quantities import number
from .the_most_ever import superlatives

_ASKED = re.compile(
    filler_lead("and|so|but|ok|okay|then|hmm|wait")
    + r"(?:(?:was|is|wasn't|isn't)\s+(?:it|that|this)(?:\s+one)?\s+)?(?:(?:really|actually|even)\s+)?"
    r"(?P<cmp>more\s+[a-z]+|less\s+[a-z]+|[a-z]+er)\s+than\s+(?:my|our|the)\s+(?:(?:very|all[- ]time)\s+)?"
    r"(?P<sup>most\s+[a-z]+|least\s+[a-z]+|[a-z]+est)\s+(?P<noun>[a-z]+)"
    r"(?:\s+(?:ever|of\s+all\s+time|(?:that\s+)?(?:i|we)(?:'ve|\s+have)?\s+(?:ever\s+)?[a-z]+(?:\s+(?:ever|so\s+far|yet))?))?"
    r"\s*(?:,?\s*(?:then|too|right|or\s+not))?\s*[?.!]*\s*$"
)


@dataclass(frozen=True)
class AgainstTheTop:
    """The comparative said of the item ("further"), and the superlative of the other kind ("longest", the noun "hike")."""

    word: str
    larger: bool
    measured: Measured  # what the comparative measures, for the item's kind
    top_word: str
    top: Measured  # what the superlative measures, for the other kind
    noun: str


def against_the_top_asked(text: str, definition: CollectionDefinition) -> AgainstTheTop | None:
    """The comparative of the item talked about against the top item of a kind, or None when the text is not so."""
    said = _ASKED.search(re.sub(r"\s+", " ", text.lower().replace("’", "'")).strip())
    if said is None:
        return None
    word, top_word = re.sub(r"\s+", " ", said["cmp"]), re.sub(r"\s+", " ", said["sup"])
    comparatives, tops = size_comparatives(definition), superlatives(definition)
    if word not in comparatives or top_word not in tops:
        return None
    fields, larger = comparatives[word]
    top_fields, top_larger = tops[top_word]
    return AgainstTheTop(
        word, larger, Measured("sum", fields, larger, word), top_word, Measured("sum", top_fields, top_larger, top_word), said["noun"]
    )


def kind_named(noun: str, nouns: Mapping[tuple[str, str | None], tuple[str, str]]) -> tuple[str, str | None] | None:
    """The (category, type) a noun names by the collection's wording ("hike" or "hikes": Activity, Hike), or None."""
    said = noun.lower()
    found = [key for key, (one, many) in nouns.items() if said in (one.lower(), many.lower())]
    return found[0] if len(found) == 1 else None


def verdict(asked: AgainstTheTop, item: dict[str, Any], mine: float, top: dict[str, Any], theirs: float, unit: str | None) -> str:
    """ "Yes, A (77 km) is further than your longest hike, B (21.7 km)." / "No, …: A has 12 km, B 21.7 km." """
    holds = mine > theirs if asked.larger else mine < theirs
    than = f"your {asked.top_word} {asked.noun}, {top.get('title')} ({number(theirs, unit)})"
    if holds:
        return f"Yes, {item.get('title')} ({number(mine, unit)}) is {asked.word} than {than}."
    if mine == theirs:
        return f"No, the same: {item.get('title')} has {number(mine, unit)}, as {than[5:]} does."
    return f"No, {item.get('title')} ({number(mine, unit)}) is not {asked.word} than {than}."
