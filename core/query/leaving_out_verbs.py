"""Orders to leave something out: "skip the ones in italy", "drop the french ones", "and leave out Spain", "take out
the ones with Mary", "remove italy", "forget about the ones from France". A verb of leaving out, said as an order at
the start of a clause, negates what follows it as "without" would (`negation.attach_negations` reads it so, and asks
back when nothing it could leave out follows). Said elsewhere ("which hikes did Mary skip?", "did my ratings drop?",
"the day I dropped my phone") it orders nothing and leaves nothing out (pure)."""

from __future__ import annotations

import re

from .derived import alternation

VERBS = (
    "skip",
    "drop",
    "leave out",
    "take out",
    "remove",
    "omit",
    "cut out",
    "filter out",
    "get rid of",
    "cross out",
    "cross off",
    "ignore",
    "forget about",
)
# as often said of something else ("ignore my typos", "forget about it"): an order to leave out only before something
# the question could leave out
SOFT = frozenset({"ignore", "forget about"})

VERB = re.compile(r"(?<![\w'])(?:" + alternation(VERBS) + r")(?![\w'])", re.IGNORECASE)

# what may open the clause before the order: "ok", "and", "now", "please", "can you", "let's" …
_OPENING = re.compile(
    r"(?:^|[,;:.!?(]|\b(?:and|but|then|so)\b)\W*"
    r"(?:(?:ok|okay|k|now|so|and|but|then|please|pls|plz|also|just|actually|actualy|oh|well|hmm|right|alright|"
    r"can\s+you|could\s+you|would\s+you|can\s+u|could\s+u|let's|lets|let\s+us)\W+)*$",
    re.IGNORECASE,
)


def ordered_at(text: str, start: int) -> bool:
    """Whether the verb said at `start` opens its clause, as an order ("ok skip the ones in italy", "wines from Europe,
    but drop the french ones"), rather than telling what happened ("did Mary skip any hikes")."""
    return _OPENING.search(text, 0, start) is not None
