""" "And compared with the older Paris one?" read as a count of two things none of which was found: with nothing of
any option there is nothing to compare, so the counts are said with no lead of "the same" (which reads as a tie of
things found): "Nothing to compare: 0 … and 0 …". Only when every count is 0; a tie of things found is still the
same (pure)."""

from __future__ import annotations

from collections.abc import Sequence


def none_of_them(counts: Sequence[int]) -> bool:
    """Whether no option has anything: every count 0 (and there are counts)."""
    return bool(counts) and not any(counts)


def lead_of_none(listed: str) -> str:
    """ "Nothing to compare: 0 city breaks in Bordeaux and 0 city breaks in Paris." """
    return f"Nothing to compare: {listed}."
