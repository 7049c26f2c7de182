""" "Is that the longest book I've ever read?", "was that my longest trip ever?", "is it the biggest one I've done, or have
I managed something longer?" after one item was picked: the item against every item of its kind, not against the
answer before. The superlative names the field for that kind (see measured.py: "longest" books are measured in pages,
trips in nights); the reply says yes or no, with the longest one of all and its value (pure)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..collection.definition import CollectionDefinition, FieldDef
from .aggregate import Measured
from .measured import measured_field
from .ordering import SIZE_WORDS, size_forms
from .quantities import number, value_at

# "is that the longest book I've ever read", "was it my longest trip ever", "is this the biggest one I've done",
# "was that the longest hike of all time": a superlative said of the item talked about, over all I have done
_OF_ALL_EVER = re.compile(
    r"\b(?:is|was|isn't|wasn't|is not|was not)\s+(?:it|that|this)(?:\s+one)?\s+(?:really\s+|actually\s+|truly\s+)?"
    r"(?:the|my|our)\s+(?:(?:very|single|all[- ]time)\s+)?(?P<sup>most\s+[a-z]+|[a-z]+est)(?:\s+(?P<noun>(?!ever\b)[a-z]+))?\s+"
    r"(?P<ever>ever\b|of\s+all(?:\s+time)?\b|(?:that\s+)?(?:i|we)(?:'ve|’ve|\s+have|\s+had)?\s+(?:ever\s+)?[a-z]+(?:\s+(?:ever|so\s+far|yet))?\b)"
)
# what may follow the question: "or have I managed something longer?", "or not?"
_AFTER = re.compile(r"(?:,?\s*(?:or\s+(?:not|(?:have|has|had|did|do)\s+(?:i|we)\b.*)))?\s*[?.!]*\s*", re.DOTALL)


@dataclass(frozen=True)
class MostEver:
    """The superlative said ("longest") and what it measures: the fields with that size, largest wins or not."""

    word: str
    measured: Measured
    noun: str  # the noun said ("book"), or "one"


def superlatives(definition: CollectionDefinition) -> dict[str, tuple[tuple[str, ...], bool]]:
    """ "longest" → ((distance, pages, nights), True), "shortest" → (…, False): the definition's size superlatives."""
    found: dict[str, tuple[tuple[str, ...], bool]] = {}
    numbers = [f for f in definition.fields_of(None) if f.type == "number"]
    for size in sorted({s for f in numbers for s in f.sizes}):
        fields = tuple(f.name for f in numbers if size in f.sizes)
        for word in (*size_forms(size)[0], f"most {size}"):
            found[word] = (fields, True)
        for word, (of_size, larger) in SIZE_WORDS.items():
            if of_size == size:
                found[word] = (fields, larger)
    return found


def most_ever_asked(text: str, definition: CollectionDefinition) -> MostEver | None:
    """The superlative asked of the item talked about against all of its kind, or None when the message is not so."""
    lowered = re.sub(r"\s+", " ", text.lower())
    said = _OF_ALL_EVER.search(lowered)
    if said is None or not _AFTER.fullmatch(lowered[said.end() :]):
        return None
    word = re.sub(r"\s+", " ", said["sup"])
    sizes = superlatives(definition)
    if word not in sizes:
        return None
    fields, larger = sizes[word]
    noun = said["noun"] if said["noun"] and said["noun"] not in ("one", "thing") else "one"
    return MostEver(word, Measured("sum", fields, larger, word), noun)


def of_its_type(asked: MostEver, item: dict[str, Any], talked_type: str | None = None) -> str | None:
    """The item's type when the noun said names it ("my longest run ever" of a run: the runs, not every activity; "the
    longest book" of a popular science book: every book), or when "one" is said of the type talked about (`talked_type`:
    "the shortest one I've done" after the runs); else None."""
    kind = str(item.get("type") or "").lower()
    noun = asked.noun.removesuffix("s")
    if asked.noun == "one":
        return str(item["type"]) if kind and talked_type is not None and talked_type.lower() == kind else None
    return str(item["type"]) if kind and noun in kind.split() else None


def the_field(asked: MostEver, definition: CollectionDefinition, item: dict[str, Any]) -> FieldDef | None:
    """The one field the superlative means for the item's kind ("longest" books: pages), or None."""
    return measured_field(asked.measured, definition, item.get("category"))


def verdict(asked: MostEver, field: FieldDef, item: dict[str, Any], others: list[dict[str, Any]], unit: str | None) -> str:
    """ "No, your longest book is “Dune” (812 pages); “Oceans” has 600." or "Yes, “Dune” is your longest book (812 pages).";
    `others` are all the items of its kind, the item among them or not."""
    mine = value_at(item, field.path)
    if mine is None:
        return f"I can't tell: {item.get('title')} has no {field.name}."
    valued = [(float(v), o) for o in others if (v := value_at(o, field.path)) is not None and o["_id"] != item["_id"]]
    better = [(v, o) for v, o in valued if (v > float(mine) if asked.measured.larger else v < float(mine))]
    if not better:
        tied = [o for v, o in valued if v == float(mine)]
        also = f", tied with {tied[0].get('title')}" if tied else ""
        return f"Yes, {item.get('title')} is your {asked.word} {asked.noun} ({number(float(mine), unit)}{also})."
    value, top = max(better, key=lambda b: b[0]) if asked.measured.larger else min(better, key=lambda b: b[0])
    return (
        f"No, your {asked.word} {asked.noun} is {top.get('title')} ({number(value, unit)}); "
        f"{item.get('title')} has {number(float(mine), unit)}."
    )
