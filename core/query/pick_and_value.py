"""A pick and then a value of it asked in a second clause: "which was my longest hike and how far was it",
"the longest hike, how far?", "what was my shortest run and how far did I go": the first clause picks the item,
the second ("how far", "how long", "how many km", "what rating", with its "was it" or "did I go") asks that
item's field. The second clause is no yes/no question ("was it") nor a total ("how far did I go")."""

from __future__ import annotations

import re
from dataclasses import replace

from ..collection.definition import CollectionDefinition
from .aspects import EITHER, Aspect, asked_aspect
from .measured import TIME_UNITS

# the second clause: a how- or what-question of one field, with at most its verb and "it"/"I" after it
_TAIL = re.compile(
    r"^(?P<head>.*\S)\s*(?:,\s*(?:and\s+)?|\s+and\s+)"
    # ("… of those, what did I eat?": what the verb's object names, as "what did I eat" asks it of one thing)
    r"(?P<tail>what\s+did\s+(?:i|we)\s+[a-z]+|(?:how(?: many| much)?|what)\s+[a-z]+"
    r"(?:\s+(?:was|is|were)\s+(?:it|that|that one|this one)"
    r"|\s+did\s+(?:i|we|it)(?:\s+[a-z]+)?(?:\s+(?:me|us|it))?)?)\s*\??\s*$",
    re.IGNORECASE,
)


def split_pick(text: str) -> tuple[str, str] | None:
    """The clause that picks and the clause that asks its value, or None when the text is not said so."""
    m = _TAIL.match(text.strip())
    if m is None or not re.search(r"[a-z]", m["head"], re.IGNORECASE):
        return None
    return m["head"], m["tail"]


# "how long was it": its time, when the length is the field ranked by and already shown
_HOW_LONG = re.compile(r"\bhow long\b", re.IGNORECASE)


def asked_of_pick(asked: str, definition: CollectionDefinition, category: str | None, ranked: str) -> Aspect | None:
    """The field or part the second clause asks of the pick, or None when it asks the field ranked by (which
    the answer shows already: "the longest hike, how far?") or nothing of it. "How long" of a pick ranked by
    the field "long" measures asks its time, when one field of the kind is in a unit of time."""
    aspect = asked_aspect(asked, definition, category)
    if aspect is not None and aspect.kind == "kind":
        return None
    if aspect is not None and aspect.kind == EITHER:  # "the longest hike, how long was it?": not its distance shown, its time
        left = tuple(name for name in aspect.names if name != ranked)
        return Aspect("field", left[0]) if len(left) == 1 else replace(aspect, names=left) if left else None
    if aspect is not None and aspect.field != ranked:
        return aspect
    timed = [f.name for f in definition.fields_of(category) if f.type == "number" and f.unit is not None and f.unit.lower() in TIME_UNITS]
    long_ranked = any("long" in f.sizes for f in definition.fields_of(category) if f.name == ranked)
    if _HOW_LONG.search(asked) and long_ranked and len(timed) == 1 and timed[0] != ranked:
        return Aspect("field", timed[0])
    return None
