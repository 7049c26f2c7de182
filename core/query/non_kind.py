"""A kind said with "non" before it ("non-fiction", "non fiction") names the rest of its own category: "how much
non-fiction did I read last year?" asks of the books that are not novels, never of everything that is not a novel.
Only where "non" stands as a word of its own or hyphened right before another word, where every kind said is a
left-out type ("fiction" is a synonym of the novels) of one category, and nothing before gave a category; a whole
category said with "non" ("non-alcoholic drinks") is left to the reading of negation (pure)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

# "non-fiction", "non fiction": "non" right before a word (not "nonetheless", "none")
_NON_BEFORE = re.compile(r"\bnon(?:-|\s+)[a-zà-ÿ]", re.IGNORECASE)


class Kind(Protocol):
    """A kind read in the question (vocabulary.Topic)."""

    @property
    def category(self) -> str: ...
    @property
    def type(self) -> str | None: ...
    @property
    def negated(self) -> bool: ...


def category_of_the_rest(text: str, topics: Sequence[Kind]) -> str | None:
    """The category whose other items "non-<kind>" asks about, or None: "non" is said before a word, and every kind
    said is a left-out type of that one category."""
    if not topics or any(not t.negated or not t.type for t in topics) or not _NON_BEFORE.search(text):
        return None
    categories = {t.category for t in topics}
    return next(iter(categories)) if len(categories) == 1 else None
