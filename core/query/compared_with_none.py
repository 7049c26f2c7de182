""" "Was our city break in Bordeaux rated better than the Paris one?" with no city break in Paris: an average (or a
largest, a smallest) of nothing is no value, so no option is better, higher or longer than it; the values found are
said with the options of none, with no winner and no yes or no. A total of nothing is nothing (0 km), and is compared
as it is; so is every option having a value (pure)."""

from __future__ import annotations

from collections.abc import Sequence

OF_EACH_ONE = frozenset({"avg", "max", "min"})  # a value of the items themselves: none when there are none


def some_of_none(op: str, values: Sequence[float | None]) -> bool:
    """Whether the comparison of `op` has an option with no value beside one with a value: no winner can be told."""
    return op in OF_EACH_ONE and any(v is None for v in values) and any(v is not None for v in values)


def no_winner(word: str, what: str) -> str:
    """The values said with no winner: "I can't tell which is better: the average rating is … and none in Paris."."""
    return f"I can't tell which is {word}: {what}"
