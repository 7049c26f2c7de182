""" "Now about Anna: in how many countries have we been together?" after questions about the wines: the opening names
the subject of a question asked in full after it, so the question starts clean (everything with Anna), never a follow-on
of the wines before, as "now, …" or "and with Anna?" alone would be. The subject is announced by "about", "as for",
"regarding" or "concerning" (after "now", "ok", "so" or nothing), closed by a colon, a dash or a comma, and what follows
is a question of its own: it opens with a question word or an auxiliary ("how many …", "in which …", "did we …").
"what about Anna?" and "and as for Anna, …" carry on the question before and are left alone. The message is given back
as the subject and the question, without the opening (pure text)."""

from __future__ import annotations

import re

_ANNOUNCED = re.compile(
    r"^\W*(?:(?:now|ok|okay|so|alright|right)\W+)*(?:about|as\s+for|regarding|concerning|as\s+to)\s+"
    r"(?P<subject>[^:,;\-–—?!.]{1,40}?)\s*(?:[:;,]|\s[-–—])\s*"
    r"(?P<question>(?:(?:in|on|at|with|from|for|to|of|by)\s+)?"
    r"(?:how|what|which|who|whom|whose|where|when|why|did|do|does|have|has|had|was|were|is|are|can|could)\b.*)$",
    re.IGNORECASE | re.DOTALL,
)


def subject_announced(text: str) -> str | None:
    """The message as its subject and its question ("Anna: in how many countries …?") when it opens by announcing
    the subject of a question asked in full after it; else None (the message read as said)."""
    said = _ANNOUNCED.match(text.strip())
    if said is None:
        return None
    return f"{said.group('subject').strip()}: {said.group('question').strip()}"
