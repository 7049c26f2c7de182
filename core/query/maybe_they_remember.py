"""Why the user asks, said after the question: "who was with me? maybe they remember the name of the place", "where did
we stay? perhaps Tom still knows the owner" hope someone else can help; what they might remember ("the name of the
place") is no part of the question. Only a clause that opens with "maybe" or "perhaps" and says that someone other than
the user remembers, recalls or knows; "maybe I went there twice?" or "perhaps the one in Porto?" say nothing of the
sort. Pure: a test of one clause.
"""

from __future__ import annotations

import re

_MAYBE_THEY_REMEMBER = re.compile(
    r"^(?:(?:and|so|but|ok|okay),?\s+)?(?:maybe|perhaps|hopefully)\s+(?!(?:i|we)\b)(?:[a-z][\w'’-]*\s+){1,3}?"
    r"(?:(?:will|would|could|might|can|may|still|do|does)\s+)*(?:remember|remembers|recall|recalls|know|knows)\b",
    re.IGNORECASE,
)


def hopes_another_remembers(clause: str) -> bool:
    """Whether the clause hopes that someone else remembers something ("maybe they remember the name of the place")."""
    return _MAYBE_THEY_REMEMBER.match(clause.strip()) is not None
