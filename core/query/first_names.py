"""A name of several words said by its first word alone after the conversation named it in full: "so yuko is more
high rated than omar, yes?" after the books by Yuko Tanaka and by Omar Said is of Yuko Tanaka and Omar Said; read
as if said in full. Only a word nothing else understood, and the first word of exactly one name talked about (pure)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

_WORD = re.compile(r"[^\W\d_][^\W\d_'-]*")


def names_talked_about(history: Any) -> list[str]:
    """The values of several words the conversation's last questions named ("Yuko Tanaka"), in order; `history` is
    the remembered questions, each a dict with its request as data."""
    if not isinstance(history, list):
        return []
    named: list[str] = []
    for asked in history:
        request = asked.get("request") if isinstance(asked, dict) else None
        for value in request.get("values") or () if isinstance(request, dict) else ():
            said = value.get("value") if isinstance(value, dict) else None
            if isinstance(said, str) and len(said.split()) > 1:
                named.append(said)
    return list(dict.fromkeys(named))


def said_in_full(text: str, names: Sequence[str], unknown: Iterable[str]) -> str:
    """The text with each word not understood (`unknown`) that is the first word of exactly one of `names` said as
    that name in full; otherwise the text itself."""
    not_understood = {w.lower() for w in unknown}
    lowered = text.lower()

    def full(match: re.Match[str]) -> str:
        word = match[0].lower()
        if word not in not_understood:
            return match[0]
        matching = [n for n in names if n.split()[0].lower() == word]
        if len(matching) != 1 or matching[0].lower() in lowered:
            return match[0]
        return matching[0]

    return _WORD.sub(full, text)
