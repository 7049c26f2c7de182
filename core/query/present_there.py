"""Whether a yes/no asks who was present on the occasion just talked about: "was Kenji there too?" after "what did I do in
Japan last time?" asks of that visit (its place and its days), not of every time in Japan; "did I ever go there with
Kenji?" or "how many times was Kenji there?" ask of the place at any time."""

from __future__ import annotations

import re

# "was Kenji there too?", "and were Mary and Tom also there?", "so was Elena there as well?": someone's presence there,
# the whole question ("ever", a count or anything more after "there" asks of the place at any time)
PRESENT_THERE = re.compile(
    r"^(?:and |so |but )?(?:was|were) (?!(?:i|we|you|it|there|that|this)\b)[a-z]+(?: (?:and|&) [a-z]+)?(?: also| too)? there"
    r"(?:\s*,?\s*(?:too|also|as well|then|with me|with us))*\s*[?!.]*\s*$"
)


def presence_asked(text: str) -> bool:
    """Whether `text` asks only whether someone was there, on the occasion just talked about."""
    return PRESENT_THERE.search(text.lower().strip()) is not None
