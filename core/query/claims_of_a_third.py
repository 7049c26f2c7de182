"""A claim another person tells about a third person, then checked: "Mary thinks her sister Anna was on that one as well.
Was she?" asks "was Anna on that one as well?", "Tom says Ben was there too. Is that true?" asks "was Ben there too?".
The one the claim is about is named ("her sister Anna", "Ben"): the relation before the name ("her sister", "my
cousin") only says who that person is to someone, and the teller ("Mary thinks") asks nothing of their own. The check
repeats the claim's verb of the named person ("was she?", "was Anna?", "wasn't she?") or asks whether the claim holds
("is that true?", "right?"); a check of the teller ("is Mary right?") is left to the claims of the user
(claims_of_others.py). Pure text to text; anything else is left as it is.
"""

from __future__ import annotations

import re

from .claims_of_others import SAYS, teller
from .relations import RELATIONS

# the person the claim is about: a name, with the relation that says who they are said before it ("her sister Anna")
_ABOUT = (
    rf"(?:(?:her|his|my|our|their|your)\s+(?:\w+\s+)?(?:{RELATIONS})\s+)?"
    r"(?P<name>(?!(?:i|we|you|he|she|they|her|him|his|my|our|their|them|it|that|this|there|everyone|everybody|someone|somebody|nobody|people)\b)[a-z][\w'-]*)"
)
# the claim's verb of being: "was on that one", "were there too"
_BE = r"(?P<verb>was|were|is)"
# the check: the claim's verb again of that person ("was she?", "wasn't he?", "was Anna really?") or of the claim
_CHECK = (
    r"(?:(?:so|but|well|ok|okay|hm+),?\s+)?"
    r"(?:(?P<again>was|were|is)(?:n'?t)?\s+(?P<who>she|he|they|[a-z]+)(?:\s+(?:really|actually|though|then))?"
    r"|(?:is|was)\s+(?:that|this|it)\s+(?:(?:really|actually)\s+)?(?:true|right|correct|so)"
    r"|(?:really\s+)?(?:true|right|correct)(?:\s+or\s+not)?)"
)
_TOLD_OF_A_THIRD = re.compile(
    rf"^\s*(?:(?:so|ok|okay|well|hey|oh|and),?\s+)*(?P<teller>{teller('')})\s+{SAYS}(?:\s+that)?,?\s+"
    rf"{_ABOUT}\s+{_BE}\s+(?P<rest>[^.!?;]+?)\s*(?:[.!;,]+|\s+-+)\s*(?P<check>{_CHECK})\s*[?!.]*\s*$",
    re.IGNORECASE,
)
# "she", "he" and "they" of the person the claim names
_PRONOUNS = {"she", "he", "they"}


def as_checked_of_a_third(text: str) -> str:
    """ "Mary thinks her sister Anna was on that one as well. Was she?" said as "was Anna on that one as well?"; otherwise
    the text itself."""
    told = _TOLD_OF_A_THIRD.match(text)
    if told is None:
        return text
    name, who = told["name"], (told["who"] or "").lower()
    if who and who not in _PRONOUNS and who != name.lower():
        return text  # "… Was Mary?": the check is of someone else than the person claimed
    if told["again"] is not None and told["again"].lower() != told["verb"].lower():
        return text  # "… was on it. Is she?": no tag of the claim
    return f"{told['verb'].lower()} {name} {told['rest']}?"
