"""A kind said by the place where it is had: "and the bars there" after the meals in Nara is of the cocktails in Nara,
"how about bars there?" too. The collection says "bar" only as a word of a field (the producer of a drink), but the
items say where they were had: a word of a kind's field that stands in most titles of one type and in no title of any
other ("Negroni at Bar Pierre", "Martini at Bar Mario": every cocktail's) names the things of that type, said as a
plural noun ("bars"). Learnt from the titles, as title_words.py learns "stouts"; the singular ("Which bar from these I
went the most?", "bar piere") stays the field's word, and a word the collection already gives a kind to is left alone.
Pure: built once from the definition and the (category, type, title) triples of the items."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..collection.definition import CollectionDefinition
from .spelling import words_of
from .vocabulary import Topic

MOST = 0.5  # the word stands in more than half the titles of its type


def venue_kinds(definition: CollectionDefinition, titles: Iterable[tuple[str, str | None, str]]) -> dict[str, Topic]:
    """The plural venue words ("bars") and the kind each names, from the titles of the items."""
    counts: dict[tuple[str, str | None], int] = {}
    said: dict[str, dict[tuple[str, str | None], int]] = {}
    candidates = {
        s.lower(): category.name
        for category in definition.categories
        for f in category.fields
        if f.type == "text"
        for s in f.synonyms
        if re.fullmatch(r"[a-z]+", s.lower())
    }
    for category, kind, title in titles:
        counts[(category, kind)] = counts.get((category, kind), 0) + 1
        for word in set(words_of(title)) & candidates.keys():
            if candidates[word] == category:
                said.setdefault(word, {})
                said[word][(category, kind)] = said[word].get((category, kind), 0) + 1
    kind_words = {
        w.lower() for c in definition.categories for w in (c.name, *c.synonyms, *(s for t in c.types for s in (t.name, *t.synonyms)))
    }
    found: dict[str, Topic] = {}
    for word, where in said.items():
        if len(where) != 1:
            continue
        (category, kind), count = next(iter(where.items()))
        noun = (
            f"{word}es"
            if word.endswith(("s", "x", "ch", "sh"))
            else f"{word[:-1]}ies"
            if word.endswith("y") and word[-2] not in "aeiou"
            else f"{word}s"
        )
        if kind is None or count <= MOST * counts[(category, kind)] or noun in kind_words or word in kind_words:
            continue
        found[noun] = Topic(category, kind)
    return found
