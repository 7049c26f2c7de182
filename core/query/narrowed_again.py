""" "and drinks" after "which of those were meals": the same narrowing of the set before, with another kind. The
conversation keeps its context (the new kind switches no topic) and the set stays narrowed: the drinks among the items
the meals were picked from, not every drink. Only after a narrowing by kind: "and walks" after "which of those were in
2024?" among the hikes with Mary asks of the walks with Mary in 2024, as ever (pure)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .request import Reading, Request

# a bare "and drinks", "and the drinks?", "what about hikes": one or two words after the follow-on, nothing else asked
_BARE_AND = re.compile(r"^\W*(?:and|or|what about|how about)\s+(?:the\s+|any\s+)?[a-z]+(?:\s+[a-z]+)?\s*[?.!]*\s*$", re.IGNORECASE)


def _kind(request: Request) -> tuple[str | None, str | None, tuple[str, ...], tuple[tuple[str, str | None], ...]]:
    return request.category, request.type, request.types, request.kinds


def narrows_by_kind(request: Request | None, before: Request | None, before_narrowed: bool) -> bool:
    """Whether `request` narrows a set by kind: it keeps a set (`within`) and asks another kind than the question
    `before` it, the set being new ("which of those were meals?" after what I did with Sofia) or the one `before`
    narrowed by kind too (`before_narrowed`: "and drinks" after it)."""
    if request is None or before is None or not request.within or _kind(request) == _kind(before):
        return False
    if request.category is None and request.type is None and not request.types and not request.kinds:
        return False
    return request.within != before.within or before_narrowed


def narrowed_again_said(text: str) -> bool:
    """Whether the message, as said, is a bare "and <words>" (after a narrowing by kind it keeps the context: the words
    may name another kind, which then switches no topic)."""
    return _BARE_AND.match(text.strip()) is not None


def narrowed_again(reading: Reading, prior: Request) -> tuple[str, ...] | None:
    """The set `prior` narrowed by kind, when the message only names another kind after it ("and drinks?"): the same
    narrowing with that kind; None otherwise."""
    if not prior.within or not narrowed_again_said(reading.text) or not reading.topics or reading.filters_said:
        return None
    if any(t.negated for readings in reading.topics for t in readings):
        return None
    return prior.within
