"""“From these, which one is the most long?” after “The best rated book last year is Grace: A Life (rated 5). 6 books
share the top rating of 5; this is the most recent of them.”: "these" are the 6 books tied at the top, one of which was
shown, not the one shown alone (a pick among one picks nothing). Their ids are kept beside the answer for one turn;
"who wrote it?" is still of the one shown, and a question that picks among none of "these" reads the answer as ever."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .request import Reading

TIED_KEY = "tiedAtTop"

# "from these", "of them", "among those", "which one of these": a pick among several said to be there
AMONG_THEM = re.compile(r"\b(?:from|of|among|between) (?:these|those|them|thsoe)\b")


def keep_tied(memory: dict[str, Any], ids: Sequence[str], turn: int) -> None:
    """After a superlative answered with one item of several tied at the top: the ids of all of them (else none kept)."""
    if len(ids) > 1:
        memory[TIED_KEY] = {"ids": list(ids), "turn": turn}
    else:
        memory.pop(TIED_KEY, None)


def the_tied_ones(reading: Reading, memory: dict[str, Any], turn: int, answer: Sequence[str] | None) -> tuple[str, ...] | None:
    """The items tied at the top of the superlative the turn before answered with `answer` (one of them), when this
    question picks among "these" by a superlative of its own; else None."""
    kept = memory.get(TIED_KEY)
    if not kept or kept.get("turn", -2) + 1 != turn or not reading.superlatives or AMONG_THEM.search(reading.text.lower()) is None:
        return None
    ids = tuple(str(i) for i in kept.get("ids") or ())
    if answer is None or len(answer) != 1 or answer[0] not in ids:
        return None
    return ids
