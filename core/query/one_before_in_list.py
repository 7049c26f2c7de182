""" "and the one before that" after "the third one" of a list: the one shown just before it in that list (the second),
said with its position ("The second of those 9 dinners is …"), so that the reading shows. Only "one" (the list's own
kind), only when the item the conversation is on was picked from the list still shown and is not its first; a pick by
date ("my most recent flight") is one_before.py's, by date. So too "and the one after that" (or "the next one"): the one
shown just after it (the fourth), when the list shown goes on past it; after a pick by date one_after.py answers first
(pure)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .filler_lead import FOLLOW_ON_LEAD
from .one_after import ONE_AFTER

ONE_BEFORE_IN_LIST = re.compile(
    FOLLOW_ON_LEAD + r"(?:the\W+)?one\W+(?:just\W+|right\W+)?(?:before|above)(?:\W+(?:that|it|this))?(?:\W+one)?\W*$",
    re.IGNORECASE,
)


def position_before(text: str, answer: Sequence[str], selected: str | None) -> int | None:
    """The 1-based position in `answer` (the list as shown) of the item just before `selected`, when `text` asks for
    "the one before that" and `selected` is in the list past its first place; else None."""
    if selected is None or not ONE_BEFORE_IN_LIST.match(text) or selected not in answer:
        return None
    at = list(answer).index(selected)
    return at if at >= 1 else None


def position_after(text: str, answer: Sequence[str], selected: str | None) -> int | None:
    """The 1-based position in `answer` (the list as shown) of the item just after `selected`, when `text` asks for
    "the one after that" and `selected` is in the list before its last place; else None."""
    if selected is None or not ONE_AFTER.match(text) or selected not in answer:
        return None
    at = list(answer).index(selected)
    return at + 2 if at + 1 < len(answer) else None
