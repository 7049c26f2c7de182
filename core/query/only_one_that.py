""" "is that the only one that long?", "was it the only run this long?", "is this the only one with that rating?" after
one item was picked by a superlative ("whats my longest run"): whether any other item of the set ranked shares the
item's value of the field ranked by. The yes/no is about the ties, never the item alone: "No, 3 other runs have
20.9 km too: …" or "Yes, Morning run in San Francisco is the only run with 20.9 km." (pure)."""

from __future__ import annotations

import re

from .filler_lead import FILLER_LEAD

ONLY_ONE = re.compile(
    FILLER_LEAD + r"(?:(?:is|was|isn't|wasn't|is\s+not|was\s+not)\s+(?:it|that|this)(?:\s+one)?\s+(?:really\s+|actually\s+)?"
    r"|(?:it's|that's|thats|its)\s+(?:really\s+|actually\s+)?)"
    r"(?:the|my|our)\s+only\s+(?:one|[a-z]+)\s+"
    r"(?:(?:that|this|so)\s+[a-z]+|(?:with|at|of)\s+(?:that|this|the\s+same)\s+[a-z]+|rated\s+(?:that|so)\s+(?:high|low|well|badly))"
    r"(?:\s+(?:ever|then|too))?\s*(?:,?\s*(?:right|or\s+not))?\s*[?.!]*\s*$"
)


def only_one_asked(text: str) -> bool:
    """Whether the message asks if the item talked about is alone at its value ("is that the only one that long?")."""
    return ONLY_ONE.search(re.sub(r"\s+", " ", text.lower()).strip()) is not None


def only_one_verdict(title: str, value: str, others: list[str], noun: str, nouns: str) -> str:
    """ "No, 3 other runs have 20.9 km too: A, B and C." / "Yes, X is the only run with 20.9 km." (`value` said with
    its unit or as "rated 5"; `others`: the titles of the other items at that value, most recent first)."""
    if not others:
        return f"Yes, {title} is the only {noun} {'' if value.startswith('rated') else 'with '}{value}."
    shown = others[:3]
    if len(others) > len(shown):
        listed = ", ".join(shown) + f" and {len(others) - len(shown)} more"
    else:
        listed = ", ".join(shown[:-1]) + " and " + shown[-1] if len(shown) > 1 else shown[0]
    counted = f"{len(others)} other {noun if len(others) == 1 else nouns}"
    rated = value.startswith("rated")
    verb = ("is" if rated else "has") if len(others) == 1 else ("are" if rated else "have")
    return f"No, {counted} {verb} {value} too: {listed}."
