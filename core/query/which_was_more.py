""" "And in 2014, which one was more?", "what about Spain, which had more?" right after a comparison: the comparison
asked again of the time or place said, its "which one was more" asking nothing new (was: read as a question of its own,
of nothing named). Only a follow-on ("and …", "what about …") with the winner asked after it; the text before the
question is given back to be read (pure)."""

from __future__ import annotations

import re
from typing import Any

# ", which one was more?", "— which of the two had more?", "who won?", "which came out ahead?"
_WHICH_MORE = re.compile(
    r"[\s,;:—–-]+(?:so\s+|then\s+)?(?:which|what|who)(?:\s+one|\s+of\s+(?:them|the\s+two|those(?:\s+two)?|both|the\s+two\s+of\s+them))?\s+"
    r"(?:(?:was|were|is|had|did\s+i\s+(?:do|have))\s+(?:more|bigger|higher|ahead|on\s+top|the\s+most)(?:\s+then)?"
    r"|won|wins|came\s+out\s+(?:ahead|on\s+top))\W*$",
    re.IGNORECASE,
)
FOLLOW_ON_WORDS = frozenset({"and", "so", "ok", "okay", "now", "then", "what", "how", "about"})  # none of what is asked
_FOLLOW_ON = re.compile(r"^\W*(?:and|so|ok|okay|now|then|what\s+about|how\s+about)\b\W*\S", re.IGNORECASE)


def asked_again(text: str, compared: dict[str, Any] | None) -> str | None:
    """The follow-on without its "which one was more?" when a comparison was just made; None otherwise."""
    if compared is None or len(compared.get("options") or ()) < 2:
        return None
    found = _WHICH_MORE.search(text)
    if found is None or found.start() == 0:
        return None
    head = text[: found.start()]
    return head if _FOLLOW_ON.match(head) else None
