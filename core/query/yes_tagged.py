""" "elena came on every hike in delphi yes", "we went to peru in 2019 yeah?": a statement with "yes" (or "yeah") after
it, no comma between, as learners and texters ask whether it holds: the "yes" is a question tag, as ", right?" is, and
the message is a yes/no question about the statement. Not so: "yes" alone or opening the message (an answer), a message
that asks something else ("which hikes were with elena yes", "show me the hikes yes"), a statement too short to claim
anything ("ok yes") (pure)."""

from __future__ import annotations

import re

# a statement of at least three words, not opened by a word that asks for something other than a yes or no
_NOT_A_CLAIM = (
    r"(?!(?:yes|yeah|no|ok|okay|sure|please|show|list|give|tell|find|what|which|who|whom|where|when|why|how|wich|wat|"
    r"can|could|would|will|do|does|did|is|are|was|were|have|has|had)\b)"
)
YES_TAG = re.compile(rf"^\W*{_NOT_A_CLAIM}(?:[a-z0-9'’-]+\s+){{3,}}?(?:[a-z0-9'’-]+)\s+(?P<tag>yes|yeah|yea|yep)\s*[?!.]*\s*$")


def yes_tag(text: str) -> tuple[int, int] | None:
    """Where the tag is (start, end) when the message is a statement with "yes" asked after it; else None."""
    said = YES_TAG.match(text.lower())
    return said.span("tag") if said is not None else None
