""" "elena came on every hike in delphi", "Tom went to all the concerts?", "Mary came on both trips": a person said as the
subject of a verb of coming along, with a quantifier of the items after it ("every", "all", "both", "each", "any",
"most"): the person was there, on those items. The quantifier says which items (every one of them, see focus.py);
this only reads that the names are company, not the subject of something else ("Tom went to Paris" is no such claim,
nor "Mary came on Tuesday") (pure)."""

from __future__ import annotations

# the verb and its preposition, then a quantifier of the items (as a lookahead: the quantifier is read elsewhere)
CAME_ON_EVERY = (
    r"(?:came|come|comes|went|go|goes|joined|tagged\s+along)\s+(?:along\s+)?(?:with\s+(?:me|us)\s+)?(?:on|to|for)\s+"
    r"(?=(?:every|each|all|both|any|most)\b)"
)


def came_on_every(names: str, opening: str) -> str:
    """The regex source that reads `names` (a regex of the collection's names, group `names`) as the subject of
    coming along on a quantified set of items; the verb phrase is group `by`."""
    return rf"(?:^|(?<=[.!?,])\s*){opening}(?P<names>{names})\s+(?:(?:also|really|actually)\s+)?(?P<by>{CAME_ON_EVERY})"
