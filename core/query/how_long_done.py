"""“How long did I run this year?” (or “how much did I cycle in 2024?”) of a kind that has both a length and a time (an
activity's distance and duration):
a total over what was done, of a number asked back (“Total of what: distance or duration?”), never a list, nor the
length as if “long” could only be it. Not of one thing (“how long did it take me”), nor of a kind with one such number
(“how long did i stay in kyoto”: a trip's nights), nor of a kind with none. Pure: words only, from the definition."""

from __future__ import annotations

import re

from ..collection.definition import CollectionDefinition
from .derived import alternation, once_per
from .measured import TIME_UNITS

# "it", "that one": one thing, whose length or time is its own field, not a total
ONE_THING = re.compile(r"\b(?:it|that one|this one)\b")


@once_per
def _how_long_done(definition: CollectionDefinition) -> re.Pattern[str] | None:
    """ "how long did I <doing>", "how much did I <doing>": <doing> a type (or category) word of a kind with two or more
    numbers "how long" may ask (those measuring "long", and those kept in a unit of time)."""
    words: set[str] = set()
    for category in definition.categories:
        fields = [
            f
            for f in (*definition.fields, *category.fields)
            if f.type == "number" and ("long" in f.sizes or (f.unit is not None and f.unit.lower() in TIME_UNITS))
        ]
        if len({f.name for f in fields}) < 2:
            continue
        words |= {w.lower() for w in (category.name, *category.synonyms)}
        words |= {w.lower() for t in category.types for w in (t.name, *t.synonyms)}
    if not words:
        return None
    return re.compile(rf"\bhow\s+(?:long|much)\s+(?:did|have|had|do)\s+(?:i|we)\s+(?:{alternation(frozenset(words))})\b")


def how_long_done(text: str, definition: CollectionDefinition) -> bool:
    """Whether `text` asks how long (or how much) something was done, over all of it ("how long did i run this year?",
    "how much did i cycle in 2024")."""
    pattern = _how_long_done(definition)
    lowered = text.lower()
    asked = pattern.search(lowered) if pattern is not None else None
    return asked is not None and not ONE_THING.search(lowered, asked.end())
