"""A yes/no of the one thing the answer before was about: "and did i rate it 4 or more" after the nights of the Santa Fe
trip with Anna asks whether that trip was rated 4 or more, not the nights again over the trips so rated. The total or
average asked before is not asked again when the question is a yes/no of "it" and the answer before was one item;
"and was it more than in 2024?" after a total of many items, or a yes/no of "them", still asks of the total. Pure.
"""

from __future__ import annotations

import re

_IT = re.compile(r"\b(?:it|that one|this one)\b", re.IGNORECASE)


def yes_no_of_the_one(text: str, verify: bool, within: tuple[str, ...] | None) -> bool:
    """Whether `text`, a yes/no (`verify`), asks of "it", the one item the answer before was (`within`)."""
    return verify and within is not None and len(within) == 1 and _IT.search(text) is not None
