""" "and 2020 vs 2019" right after "was 2024 a better wine year than 2023, rating wise": the claim just checked (the first
option ahead of the second) asked again of the options said now, so the reply is a yes or no again, the first said now
being the one claimed ahead. Read only for a follow-on that sets two things against each other with "vs", "versus" or
"against" and says nothing else that asks ("and 2020 vs 2019, which was better?" asks which, not whether), right after a
comparison that was itself a claim (pure)."""

from __future__ import annotations

import re
from typing import Any

from .filler_lead import FOLLOW_ON_LEAD

_AGAIN = re.compile(
    FOLLOW_ON_LEAD + r"(?!.*\b(?:which|wich|who|whom|what|where|when|how|or|more|less|fewer)\b)"
    r"[a-z0-9' -]+?\s+(?:vs\.?|versus|against)\s+[a-z0-9' -]+?\s*[?!.]*\s*$",
    re.IGNORECASE,
)


def claimed_again(text: str, before: dict[str, Any] | None, options: int) -> bool:
    """Whether `text` asks the claim of the comparison `before` again, of two options said now."""
    return bool(before and before.get("against")) and options == 2 and _AGAIN.match(text.strip()) is not None
