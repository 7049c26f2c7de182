"""Things told apart by their names: when a question about one thing matches several of the same year (“how was the
dinner with Elena?” of three dinners with her that July), a date alone tells the user little, so each is offered by its
title (“Dinner at Psarotaverna Kai (July 8, 2026), Dinner at Taverna Pierre (July 12, 2026) or Dinner at The Nikos
(July 14, 2026)”), and the answer that names one by a word of its own title picks it (“the nikos one”; “bar piere”,
misspelt, for “Negroni at Bar Pierre”). A word the titles share (“dinner”, “bar”, “tokyo” of two trips to Tokyo) picks
none, nor does a small word (“the”, “at”, “one”); a misspelling is allowed of an uncommon word only, so that “later”
never reads as “Water” (pure)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rapidfuzz.distance import OSA

from .english import is_common
from .spelling import fold

# words that say nothing of which one: articles, prepositions, and the words an answer picks with
_SMALL = frozenset({"a", "an", "the", "at", "to", "in", "on", "of", "by", "for", "from", "with", "and", "or", "one", "ones", "my", "our"})
_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")


def title_of(item: dict[str, Any]) -> str:
    """The item's title ("Dinner at The Nikos"), or "" when it has none."""
    return str(item.get("title") or "").strip()


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(fold(text.lower())) if w not in _SMALL and len(w) > 1]


def own_words(titles: Sequence[str]) -> list[set[str]]:
    """Each title's words that no other title has ("Negroni at Bar Pierre" beside "Margarita at Bar Mario": negroni,
    pierre)."""
    words = [set(_words(t)) for t in titles]
    return [w - set().union(*(o for j, o in enumerate(words) if j != i)) for i, w in enumerate(words)]


def tell_apart(titles: Sequence[str]) -> bool:
    """Whether every one has a title, and each title a word of its own."""
    return len(titles) > 1 and all(titles) and all(own_words(titles))


def _same(said: str, word: str) -> bool:
    """The word said is the title's word, or an uncommon word one slip away from it ("piere": pierre)."""
    if said == word:
        return True
    if len(said) < 5 or len(word) < 5 or is_common(said):
        return False
    return OSA.distance(said, word) <= (1 if len(word) < 8 else 2)


def named(titles: Sequence[str], text: str) -> int | None:
    """The index of the one title the text names by a word of its own, or None when it names none or several."""
    if not tell_apart(titles):
        return None
    said = _words(text)
    hits = {i for i, own in enumerate(own_words(titles)) if any(_same(s, w) for s in said for w in own)}
    return hits.pop() if len(hits) == 1 else None
