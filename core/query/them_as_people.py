""" "with them", "without them" right after a question that named two or more people ("trips without Mary and Tom",
"neither Mary nor Tom came …, right?"): those people, said by name ("How many of the trips without them was by
train?" asks of the trips without Mary and Tom; "how many had both of them there?", of the trips with Mary and Tom). Only the last question that named people counts, and only when it
named more than one; otherwise "them" is left as said (the things talked about, or nobody). Pure.
"""

from __future__ import annotations

import re
from typing import Any

_WITH_THEM = re.compile(r"\b(?P<how>with|without|w/o|w/)\s+them\b(?!\s+(?:all|both)\b)", re.IGNORECASE)

# "how many of those had both of them?", "which ones were both of them at", "the ones with them both": the people together
_BOTH = r"(?:both of them|the both of them|them both)"
_THERE = r"(?:\s+(?:there|along|present|with (?:me|us)))?"
_BOTH_OF_THEM = re.compile(
    rf"\b(?:(?:had|have|has|with|w/)\s+{_BOTH}{_THERE}|(?:were|was)\s+{_BOTH}\s+(?:at|on|there|present|along)"
    rf"|{_BOTH}\s+(?:were|was|came|joined|went)(?:\s+(?:at|on|there|present|along|with (?:me|us)))?)(?![\w'])",
    re.IGNORECASE,
)


def last_people_named(history: Any) -> list[str]:
    """The names the last question that named anyone named, in order."""
    if not isinstance(history, list):
        return []
    for asked in reversed(history):
        request = asked.get("request") if isinstance(asked, dict) else None
        people = request.get("people") if isinstance(request, dict) else None
        names = [n for p in people or () if isinstance(p, dict) for n in p.get("names") or () if isinstance(n, str)]
        if names:
            return list(dict.fromkeys(names))
    return []


def them_said_by_name(text: str, history: Any) -> str | None:
    """The text with "with them"/"without them" said as the people last named, or None when it says neither or
    the last question named fewer than two people."""
    if _WITH_THEM.search(text) is None and _BOTH_OF_THEM.search(text) is None:
        return None
    names = last_people_named(history)
    if len(names) < 2:
        return None
    said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    together = _BOTH_OF_THEM.sub(f"with {said}", text)  # "had both of them there": with every one of them
    return _WITH_THEM.sub(lambda m: f"{m['how']} {said}", together)
