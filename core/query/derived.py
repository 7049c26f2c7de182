"""What the readers derive from a collection definition (its words, their alternations, patterns built
from them) is derived once per definition, not on every turn: a reading is a few hundred microseconds,
and rebuilding a definition's word lists took a third of it."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from typing import TypeVar

Source = TypeVar("Source")
Derived = TypeVar("Derived")

HELD = 16  # definitions (or word tables) a process reads at once; past that the oldest are derived again


def once_per(derive: Callable[[Source], Derived]) -> Callable[[Source], Derived]:
    """`derive(source)` computed once for each source object, by identity (a definition is immutable, and
    hashing one deeply would cost what the memo saves). What it returns is shared: never change it."""
    held: dict[int, tuple[Source, Derived]] = {}

    @functools.wraps(derive)
    def derived(source: Source) -> Derived:
        kept = held.get(id(source))
        if kept is not None and kept[0] is source:
            return kept[1]
        value = derive(source)
        if len(held) >= HELD:
            held.pop(next(iter(held)))
        held[id(source)] = (source, value)  # the source is kept alive with it, so its id is not reused
        return value

    return derived


def alternation(words: Iterable[str]) -> str:
    """A regex alternation of the words, escaped, longest first (so "red wine" wins over "red")."""
    return "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))
