"""A company set against its absence, its name said once: "more lunches with her than without, yeah?", "were there more
hikes without Tom than with?": said in full as "… with her than without her", so the cue left at the end has what it
leaves out (was: "I couldn't tell what “without” leaves out"). Only "with X than without" and "without X than with",
ending the clause; otherwise None (pure text to text)."""

from __future__ import annotations

import re

_WHO = r"(?P<who>her|him|them|[^\W\d_]+(?:\s+(?:and|or)\s+[^\W\d_]+)?)"
_END = r"(?=\s*(?:[,.?!;]|$|\s+(?:yeah|yes|right|rigth|correct|no|huh|eh|then|or not|this|last|in|at)\b))"
_ELIDED = re.compile(
    rf"\b(?P<first>with(?:out)?)\s+{_WHO}\s+than\s+(?P<second>with(?:out)?)\b{_END}",
    re.IGNORECASE,
)


def said_in_full(text: str) -> str | None:
    """The text with the company said again after its "than without" (or "than with"), or None."""
    said = _ELIDED.search(text)
    if said is None or said["first"].lower() == said["second"].lower():
        return None
    return text[: said.end("second")] + " " + said["who"] + text[said.end("second") :]
