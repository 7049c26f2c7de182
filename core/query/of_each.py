""" "how many of each?" after "did I eat more Italian than French food abroad?": the comparison just answered, each
option's count said again, as a question of how many (no yes or no, no total or average of a field). Only when the
message asks nothing but that, right after a comparison; otherwise None (pure)."""

from __future__ import annotations

import re
from typing import Any

from .filler_lead import filler_lead

# "how many of each", "and how many for each one?", "how many of both of them", "what were the numbers for each?"
OF_EACH = re.compile(
    filler_lead("and|so|ok|okay|then|but|right|hm+|hmm+")
    + r"(?:how\s+many|what\s+(?:are|were)\s+the\s+(?:numbers|counts|figures)|the\s+(?:numbers|counts))\s+"
    r"(?:(?:of|for|with|in)\s+)?(?:each|either|both|every\s+one)(?:\s+one)?(?:\s+(?:of\s+)?(?:them|those|these|the\s+two|kind|group|side))?"
    r"(?:\s+(?:then|exactly|again))?\W*$",
    re.IGNORECASE,
)


def counted_again(text: str, compared: dict[str, Any] | None) -> dict[str, Any] | None:
    """The comparison to answer again as counts only, when `text` asks how many of each; else None."""
    if compared is None or not compared.get("options") or OF_EACH.match(text) is None:
        return None
    return {key: value for key, value in compared.items() if key != "measure"} | {"against": False}


OF_EACH_WORDS = frozenset({"each", "either", "both", "every", "one", "numbers", "counts", "figures", "kind", "group", "side"})
