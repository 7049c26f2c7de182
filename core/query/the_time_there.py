"""A time the user was somewhere said first, then a number asked of "it": "When I was in Tokyo with Kenji, how many
nights was it?", "the time we were in Lecce, how many nights was that?". "It" is that time there, and the number's word
names a field of one kind only (a trip's nights), so it is the one thing of that kind there: the question is read as
"how many nights was my travel in Tokyo with Kenji?", which is answered of the one trip, or asked back (which one?) when
there were several. A word naming a field of several kinds ("how long", "how many km") or of none is left as it is, as is
a question of anything but "it" ("how many museums did I see"). Pure text to text; the definition's fields are read
through `kind_measured_by`."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..collection.definition import CollectionDefinition
from .derived import once_per

# "When I was in Tokyo with Kenji, how many nights was it?": the time there (its place and company), then the number
# asked of "it" (in question order: a learner's "how many nights it was?" is put so before, see native_order)
_THE_TIME_THEN_IT = re.compile(
    r"^(?P<lead>\W*(?:(?:and|so|but|ok|okay|hey|hmm+)\W+)*)"
    r"(?:when|while|the time|that time|back when)\s+(?:i|we)\s+(?:was|were|went|stayed|travell?ed|got)\s+"
    r"(?P<where>(?:in|to|at)\s+[^,;:.!?]+?)\s*[,;:-]?\s+"
    r"(?P<how>how\s+(?:many|much)\s+(?P<word>[a-z]+))\s+(?:was|were|is)\s+(?:it|that|this)\s*(?P<end>[?.!]*)\s*$",
    re.IGNORECASE,
)


@once_per
def _kinds_measured(definition: CollectionDefinition) -> dict[str, str]:
    """Each word naming a number field of one category only (its name, synonyms, unit), with that category's name
    ("nights": "Travel"); a word of the common fields or of several categories is not kept."""
    common = {f.name for f in definition.fields}
    owners: dict[str, set[str]] = {}
    for category in definition.categories:
        for f in category.fields:
            if f.type != "number" or f.name in common:
                continue
            for word in (f.name, *f.synonyms, *((f.unit,) if f.unit else ())):
                owners.setdefault(word.lower(), set()).add(category.name)
    return {word: next(iter(names)) for word, names in owners.items() if len(names) == 1}


def kinds_measured(definition: CollectionDefinition) -> Callable[[str], str | None]:
    """The category a number's word measures alone ("nights": "Travel"), or None."""
    words = _kinds_measured(definition)
    return lambda word: words.get(word.lower())


def the_time_there(text: str, kind_measured_by: Callable[[str], str | None]) -> str:
    """The text with a time there said first and a number asked of "it" read as that number of the one thing of the
    kind the number measures ("how many nights was my travel in Tokyo with Kenji?"); any other text as it is."""
    said = _THE_TIME_THEN_IT.search(text)
    if said is None:
        return text
    kind = kind_measured_by(said["word"])
    if kind is None:
        return text
    return f"{said['lead']}{said['how']} was my {kind.lower()} {said['where']}{said['end'] or '?'}"
