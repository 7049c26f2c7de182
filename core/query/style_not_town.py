""" "what about orange wine": a word for a colour of a kind ("orange", "amber") said right before the
kind's noun describes the kind, even after "about", "and" or "or"; it is never the town of that name (Orange,
California) that the collection does not hold ("I found no wines near Orange" answered another question). A town of
the collection, or one said with "in", "from", "near" ("wines from Orange"), is still the town. Pure."""

from __future__ import annotations

import re
from collections.abc import Container, Mapping

# words for a colour of a drink that are also the names of towns somewhere (not the collection's own values, which are
# never read as places), and that none of the usual colours stands for ("pink" is rosé, "green" a young white: not here)
STYLE_WORDS = frozenset(("orange", "amber", "blue"))
# the preposition of a place that may also join a describing word to what comes before it
_JOINING = re.compile(r"\b(?:about|and|or|vs|versus|against|of)\s+(?:the\s+)?$", re.IGNORECASE)
_NEXT_WORD = re.compile(r"\s+(?P<word>[^\W\d_][\w'-]*)")


def a_style_of_the_kind(name: str, before: str, after: str, kinds: Container[str]) -> bool:
    """Whether the town `name`, said after `before` and before `after`, is a style word of the kind whose noun
    (one of `kinds`) follows it ("what about orange wine")."""
    if name.lower() not in STYLE_WORDS or _JOINING.search(before) is None:
        return False
    following = _NEXT_WORD.match(after)
    return following is not None and following["word"].lower() in kinds


# the names a field of styles or colours goes by
_STYLE_FIELDS = frozenset(("colour", "color", "style"))


def style_not_held(word: str, fields: Mapping[str, tuple[str, ...]]) -> tuple[str, tuple[str, ...]] | None:
    """The kind's field of styles (its name, and the values it holds) when `word` is a style word none of its values
    is ("orange" of wines that are red, white, rosé or sparkling): "No" is then the answer, said so; None otherwise."""
    if word.lower() not in STYLE_WORDS:
        return None
    for name, values in fields.items():
        if name.lower() in _STYLE_FIELDS and values and word.lower() not in {v.lower() for v in values}:
            return name, values
    return None


def none_of_that_style(word: str, counted: str, field: str, values: tuple[str, ...]) -> str:
    """ "No, none of your 270 wines is orange: their colour is red, white, rosé or sparkling." """
    held = ", ".join(values[:-1]) + f" or {values[-1]}" if len(values) > 1 else values[0]
    return f"No, none of your {counted} is {word.lower()}: their {field} is {held}."
