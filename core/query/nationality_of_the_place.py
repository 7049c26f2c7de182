"""A nationality word that is both a value of the kind (a cuisine: "greek") and a country's adjective, said right after
a question about that country: "Greek dinners I rated 4 or more" after "in greece did i have more lunches or dinners"
are the dinners in Greece (the conversation is about the country), not the dinners of Greek cuisine anywhere — said
so in the answer ("Taking “greek” as in Greece"), so that the other reading can be asked for. Not when the word is
said of the items ("which of them were greek?", "not greek"), with the field's own name ("greek cuisine", "greek
food"), or with a place of its own in the question. Pure."""

from __future__ import annotations

import re
from dataclasses import replace

from .places import DEMONYMS
from .request import Reading, Request

# what the word is said of: the items' own kind of food ("greek food", "greek cuisine", "greek dishes")
_OF_THE_FOOD = r"(?:food|foods|cuisine|cuisines|dish|dishes|cooking|kitchen|style)"
# said as what the items are ("were greek", "was it greek", "not greek", "any greek ones among them")
_SAID_OF_THEM = re.compile(r"\b(?:is|are|was|were|be|been|not|non|n't|nt)\s+(?:it\s+|they\s+|them\s+|all\s+)?$")
_OF_THOSE = re.compile(r"\b(?:of|among|from)\s+(?:them|those|these|that list)\b")


def as_the_place(reading: Reading, before: Request | None) -> Reading:
    """The reading with a nationality value of the country the question `before` was about read as that country (a
    note said with it), or the reading as it is. Only a value of the kind asked (the one named, else the one before):
    "greek hikes" (no hike has a cuisine) are read as Greece's elsewhere, with no assumption to say."""
    talked_of = before.place if before is not None else None
    named = {t.category for said in reading.topics for t in said}
    kinds = named or ({before.category} if before is not None and before.category else set())
    if talked_of is None or talked_of.kind != "country" or talked_of.negated or talked_of.any_of or reading.places:
        return reading
    lowered = reading.text.lower()
    if _OF_THOSE.search(lowered):
        return reading
    for value in reading.values:
        word = value.value.lower()
        country = DEMONYMS.get(word)
        if value.negated or value.any_of or country is None or country[0] != talked_of.country_code or not kinds & set(value.categories):
            continue
        said = re.search(rf"\b{re.escape(word)}\b(?!\s+{_OF_THE_FOOD}\b)(?!\s+{re.escape(value.field.lower())}\b)(?=\s+[a-z])", lowered)
        if said is None or _SAID_OF_THEM.search(lowered[: said.start()]):
            continue
        place = replace(talked_of, note=f"Taking “{word}” as in {talked_of.name}")
        return replace(reading, values=tuple(v for v in reading.values if v is not value), places=(place,))
    return reading
