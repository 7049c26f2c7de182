""" "except when" with a clause that says who came or where the user was, read as what it leaves out: "hikes with Roberto
except when Mary came along" are those without Mary ("except with Mary"), "except the times she joined me" those
without her, "runs except when I was in Italy" those outside Italy ("except in Italy"). A clause of anything else
("except when it rained") is left as said, so its "except" is asked about rather than guessed. Pure text to text.
"""

from __future__ import annotations

import re

# "except when", "exept if", "except for the times when", "apart from when", "except the ones where"
_EXCEPT = (
    r"(?P<cue>(?:except|exept|excep|excpet)(?:\s+for)?|apart\s+from|aside\s+from|other\s+than|but\s+not)\s+"
    r"(?:when|where|if|whenever|the\s+(?:times?|ones?|days?)(?:\s+(?:when|where|that))?)\s+"
)
_NOT_A_NAME = r"(?!(?:i|we|it|they|you|there|this|that|the|a|an|my|our|someone|somebody|anyone|anybody|nobody)\b)"
# "… Mary came along", "… Tom and Anna joined me", "… she was there", "… he was with me"
_CAME = re.compile(
    rf"\b{_EXCEPT}(?P<who>{_NOT_A_NAME}[a-z]+(?:\s+(?:and|or|&)\s+{_NOT_A_NAME}[a-z]+)*)\s+(?:also\s+|too\s+)?"
    r"(?:came(?:\s+along|\s+with\s+(?:me|us))?|joined(?:\s+(?:me|us|in))?|tagged\s+along|"
    r"(?:was|were)\s+(?:there|along|around|with\s+(?:me|us)))(?:\s+too)?\b",
    re.IGNORECASE,
)
# "… I was in Italy", "… we were at the coast": where the user was
_WAS_IN = re.compile(rf"\b{_EXCEPT}(?:i|we)\s+(?:was|were|went)\s+(?P<prep>in|at|to)\s+", re.IGNORECASE)
_OBJECT = {"she": "her", "he": "him"}


# "and if you leave the seafood out of it?", "leave Tom out": the verb and its particle said around what is left out (a
# few words), as "leaving out the seafood"; "if you …" only says the condition the question is asked under
_LEAVE_OUT = re.compile(
    r"\b(?:(?:if|when) (?:you|we|i) )?(?:leave|leaving|keep|keeping)\s+(?P<what>(?!out\b)[\w'-]+(?:\s+(?!out\b)[\w'-]+){0,2}?)\s+out\b"
    r"(?:\s+of\s+(?:it|that|this|them|those|these|the (?:picture|count|list|mix))\b)?",
    re.IGNORECASE,
)


def as_left_out(text: str) -> str:
    """The text with an "except when …" clause of who came or where said as what it leaves out, and "leave X out" as
    "leaving out X"."""
    text = _LEAVE_OUT.sub(lambda m: f"leaving out {m['what']}", text)

    def came(match: re.Match[str]) -> str:
        who = _OBJECT.get(match["who"].lower(), match["who"])
        return f"except with {who}"

    text = _CAME.sub(came, text)
    return _WAS_IN.sub(lambda m: f"except {'in' if m['prep'].lower() == 'to' else m['prep']} ", text)
