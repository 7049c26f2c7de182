"""A yes/no said as a statement after a time or place put first, with no comma: “During that travel I assisted to
an exhibition?”, “on that trip we visited a museum?”, “in the summer of 2019 I hiked with Tom?”. The setting (a
preposition, a determiner and a noun or two) opens the message, then the user as the subject and a verb in its past
form, and the message ends with “?”: whether it happened is asked. (With a comma after the setting,
`focus.STATED_QUESTION` already reads it.) Not so when a question word or an “or” follows (“during that trip I went
where?”, “on that trip I had wine or beer?”), nor when the setting is a question of its own (“in which of them I
have passed the more nights?”: “which” is no determiner of a setting)."""

from __future__ import annotations

import re

FRONTED_SETTING = re.compile(
    r"^(?:so |and |but |ok |okay )?(?:during|on|in|at|while on|throughout|after|before) (?:that|this|the|my|our|those|these) "
    r"(?:[a-z0-9]+ ){1,3}?(?:i|we) "
    r"(?:went|have|had|did|was|were|drank|ate|visited|read|saw|ever|already|been|[a-z]+[a-df-z]ed)\b"
    r"(?!.*\b(?:how|what|which|where|who|whom|when|why|or)\b)[^?]*\?\s*$"
)


def stated_after_a_setting(text: str) -> bool:
    """Whether the (lowercased) text is a yes/no said as a statement after a setting put first."""
    return FRONTED_SETTING.search(text) is not None
