""" "adn in 2014?" after "is it true I had more than 8 beers in 2015? Yes, 9 …": the follow-on asks the same
claim of the other year, so the number claimed ("more than 8") is kept for one turn and the new count is
checked against it ("No, 6 beers in 2014"), never a bare "Yes, 6" (some, not more than 8)."""

from __future__ import annotations

from typing import Any

from .request import Reading, follows_on

CLAIMED_KEY = "claimedTimes"


def keep(memory: dict[str, Any], times: tuple[str, int] | None, turn: int) -> None:
    """After a yes/no: the number it claimed (an operator and a count), or nothing when it claimed none."""
    if times is None:
        memory.pop(CLAIMED_KEY, None)
    else:
        memory[CLAIMED_KEY] = {"op": times[0], "n": times[1], "turn": turn}


def claimed_again(reading: Reading, memory: dict[str, Any], turn: int) -> tuple[str, int] | None:
    """The number claimed by the yes/no just before, when this message carries that question on ("and in 2014?",
    "what about wines?") without a yes/no or a number of its own; else None."""
    kept = memory.get(CLAIMED_KEY)
    if not isinstance(kept, dict) or kept.get("turn", -2) + 1 != turn:
        return None
    if reading.shape.verify or reading.shape.times is not None or reading.shape.aggregate is not None or not follows_on(reading):
        return None
    return str(kept["op"]), int(kept["n"])
