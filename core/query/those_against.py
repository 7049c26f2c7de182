"""“so last year I read more pages of those than of novels, right?” after the pages of the books that weren't novels:
the total just given (“those”) set against the same total of what follows “than”, yes or no with both values (was:
“More of what?”). Only when the number named, if any, is the one just totalled: “more hikes of those than …” after a
total of pages is no claim about that total."""

from __future__ import annotations

import re

# "more pages of those than", "fewer km of these than", "more of them than": the set just measured, then "than"
THOSE_THAN = re.compile(
    r"\b(?:more|fewer|less|higher|lower)\s+(?:(?P<what>[a-z]+(?: [a-z]+)?)\s+)?(?:of|from|among|in)\s+(?:those|these|them)\b"
    r"(?=.*\bthan\b)",
    re.IGNORECASE,
)


def sets_those_against(text: str, named: tuple[str, ...], totalled: str | None) -> bool:
    """Whether `text` claims the set just measured ("those") is more or less than another by the number just totalled
    (`totalled`, the field of the total or average given): the words between "more" and "of those" name that field
    (`named`, the number fields the reading recognized) or nothing."""
    if not totalled:
        return False
    said = THOSE_THAN.search(text)
    if said is None:
        return False
    return said.group("what") is None or (bool(named) and all(field == totalled for field in named))
