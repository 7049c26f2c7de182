""" "And in 2014, which one was more?", "what about Spain, which had more?" right after a comparison: the comparison
asked again of the time or place said, its "which one was more" asking nothing new (was: read as a question of its own,
of nothing named). Only a follow-on ("and …", "what about …") with the winner asked after it; the text before the
question is given back to be read (pure)."""

from __future__ import annotations

import re
from typing import Any

from .request import Reading

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


# "and which got more 5 star ratings", "so which one had more with Mary?": the winner asked again of what follows "more"
_WHICH_MORE_OF = re.compile(
    r"^\W*(?:and|so|ok|okay|now|then)\W+(?:which|who)(?:\s+one|\s+of\s+(?:them|the\s+two|those(?:\s+two)?|both))?\s+"
    r"(?:got|gets|get|had|has|have|received|earned|scored)\s+more\s+(?P<rest>[^?!.]*\w)\W*$",
    re.IGNORECASE,
)


def narrowed_again(text: str, compared: dict[str, Any] | None) -> str | None:
    """ "and 5 star ratings" for "and which got more 5 star ratings" right after a comparison of two or more options: the
    same comparison asked again of what follows "more", the winner its answer; None otherwise. The bot keeps it only when
    what follows reads as a narrowing (a value, a bound, a person, a time, a place), not a number field to measure
    ("which had more pages" totals the pages)."""
    if compared is None or len(compared.get("options") or ()) < 2:
        return None
    found = _WHICH_MORE_OF.match(text)
    return f"and {found['rest']}" if found is not None else None


def narrows(reading: Reading) -> bool:
    """Whether the reading of what follows "more" only narrows what was compared: a value, a bound, a person, a time or a
    place, and no kind, number field, aggregate or pick of its own."""
    shape = reading.shape
    return (
        reading.has_constraints
        and not (reading.topics or reading.superlatives or reading.selections or shape.field_words)
        and shape.measured is None
        and shape.aggregate is None
        and not shape.verify
    )
