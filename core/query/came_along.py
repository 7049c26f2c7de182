"""Who came along more often, asked anew: "who came with me more often in japan, kenji or priya" after the meals in Japan
asks of everything done in Japan, not of the meals: "came with me", "joined me", "went with me" say company on any
outing, and a question that opens with "who" (no "and", "so" before it) and names no kind starts afresh. "and who came
with me more often?" continues the question before; "who did I eat with more often" names its doing. Pure.
"""

from __future__ import annotations

import re

_CAME_ALONG = re.compile(
    r"^\W*who\s+(?:(?:has|have|had)\s+)?(?:came|come|comes|went|go|goes|gone|joined|joins|tagged|travel(?:l)?ed)\s+"
    r"(?:along\s+)?(?:with\s+(?:me|us)|me|along)\b",
    re.IGNORECASE,
)


def came_along_anew(text: str) -> bool:
    """Whether the text asks anew who came along ("who came with me more often in japan, kenji or priya")."""
    return _CAME_ALONG.match(text) is not None
