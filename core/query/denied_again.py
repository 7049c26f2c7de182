""" "and in Barcelona?" after "is it true we never had a dinner below 3 stars in Paris? Yes, I found none …": the follow-on
asks the same claim that none happened, of Barcelona, so the verdict is turned round again ("No, that's not true: 1 dinner
in Barcelona …"), never a bare "Yes, 1 dinner …" that would answer the opposite of the claim asked."""

from __future__ import annotations

import re
from typing import Any

from .request import Reading, continues, follows_on

DENIED_KEY = "deniedTurn"

# "and the lecce wines, any under 3 there?": a follow-on that asks whether there were any, a question of its own
_ASKS_WHETHER_ANY = re.compile(r"\b(?:any|anything|anyone|ever)\b", re.IGNORECASE)


def keep(memory: dict[str, Any], denied: bool, turn: int) -> None:
    """After a yes/no: the turn of the claim that none happened it checked, or nothing when it checked no such claim."""
    if denied:
        memory[DENIED_KEY] = turn
    else:
        memory.pop(DENIED_KEY, None)


def denied_again(reading: Reading, memory: dict[str, Any], turn: int) -> bool:
    """Whether this message carries on ("and in Barcelona?", "what about lunches?") a claim that none happened checked
    just before, without a yes/no, a number or an aggregate of its own."""
    if memory.get(DENIED_KEY, -2) + 1 != turn:
        return False
    if reading.shape.verify or reading.shape.times is not None or reading.shape.aggregate is not None:
        return False
    if _ASKS_WHETHER_ANY.search(reading.text):
        return False
    return follows_on(reading) or continues(reading)
