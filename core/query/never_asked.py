""" "did we never have a dinner below 3 in Paris?", "have I never been to Peru?": a question asked with "never" reads
two ways ("did we ever?" and "is it true we never did?"), so a bare "No" or "Yes" could be heard backwards. The verdict
says which it means: "No, never: I found no dinners …", "Yes, you did: 13 items in Peru …"."""

from __future__ import annotations

import re

_NEVER_ASKED = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay|wait|hmm+|um+|oh|hey|well|remind me|tell me),?\s+)*"
    r"(?:did|have|had|do)\s+(?:i|we)\s+never\b",
    re.IGNORECASE,
)

_VERDICT = re.compile(r"^(?P<verdict>Yes|No)(?P<joint>, | — )")


def asked_with_never(text: str) -> bool:
    """Whether the message opens as a question with "never" after its subject ("did I never …", "have we never …")."""
    return _NEVER_ASKED.match(text) is not None


def spelled_out(summary: str) -> str:
    """The verdict of `summary` with what it means said after it; a summary that opens otherwise is kept as it is."""
    match = _VERDICT.match(summary)
    if match is None:
        return summary
    meaning = "never" if match["verdict"] == "No" else "you did"
    joint = ": " if match["joint"] == ", " else " — "
    return f"{match['verdict']}, {meaning}{joint}{summary[match.end() :]}"
