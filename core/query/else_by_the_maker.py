""" "read anything else by her?" after the author of a book, "anything else by Ada Winter?", "what else by the same
author", "did Marco Bellini write anything else …?": what the maker of the item in focus (or the maker named) made besides it, a question about the collection, not
the items sharing a place, a person or the day with it ("anything else?", "what else that day?" stay so). "Else" said
so leaves the item in focus out of what is found, as "other" does (other_than_it.py) (pure)."""

from __future__ import annotations

import re

from ..collection.definition import CollectionDefinition
from .request import Reading

# "anything else", "something else", "what else", "nothing else": besides the one talked about
ELSE = re.compile(r"\b(?:anything|something|what|nothing)\s+else\b", re.IGNORECASE)
# "by her", "by him", "by them": made by the person talked about
_BY_PRONOUN = re.compile(r"\bby\s+(?:her|him|them)\b", re.IGNORECASE)
# "by the same …", "its …", "by that …": made by the maker of the one talked about (the maker's word follows)
_BY_THE_SAME = re.compile(r"\b(?P<by>by\s+)?(?:the\s+same|its|that|this|their)\s+(?P<word>[a-z]+(?:\s+[a-z]+)?)", re.IGNORECASE)


def _maker_words(definition: CollectionDefinition) -> dict[str, str]:
    """Each word naming a maker field (a text field said after "by": a book's author), to the field's name."""
    words: dict[str, str] = {}
    for f in definition.fields_of(None):
        if f.type == "text" and any(w == "by" or w.endswith(" by") for w in f.synonyms):
            for w in (f.name, *f.synonyms):
                if w != "by" and not w.endswith(" by"):
                    words[w.lower()] = f.name
    return words


def else_by_the_maker(reading: Reading, definition: CollectionDefinition) -> bool:
    """Whether the message asks what else someone made: "else" said beside "by" and who (a pronoun, "the same author"),
    or beside a name the reader read as a maker's."""
    text = reading.text
    if not ELSE.search(text):
        return False
    if _BY_PRONOUN.search(text):
        return True
    makers = _maker_words(definition)
    same = _BY_THE_SAME.search(text)
    if same is not None and any(w in makers for w in (same["word"].lower(), same["word"].lower().split()[0])):
        return True
    # "anything else by Ada Winter?", "did Marco Bellini write anything else …?": a maker named
    named = {t.field for t in reading.texts} | {v.field for v in reading.values if not v.negated}
    return bool(named & set(makers.values()))


def its_maker_named(text: str, maker: str | None, field: str | None, definition: CollectionDefinition) -> str:
    """The text with "its author", "the same author", "that author" as the name of `maker` (the `field` of the item in
    focus: its author) when the message asks what else was made ("did its author write anything else …?": "did Marco
    Bellini write anything else …?"); the text as it was otherwise ("who is its author?" names no one)."""
    if maker is None or field is None or not ELSE.search(text):
        return text
    makers = _maker_words(definition)

    def named(m: re.Match[str]) -> str:
        words = m["word"].lower().split()
        said = next((w for w in (" ".join(words), words[0]) if makers.get(w) == field), None)
        if said is None:
            return m[0]
        return (m["by"] or "") + maker + m["word"][len(said) :]

    return _BY_THE_SAME.sub(named, text)
