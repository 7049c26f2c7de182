""" "And Australia, it was also the first time this year?" after "Before this year I was ever there?" (of Denmark): a
claim that the place named was new at the time said, so that nothing was there before that time; said as the denial
"I never went to Australia before this year, right?", checked with the verdict turned round ("Yes, I found no items in
Australia before January 2026"), and asked again of the next place ("And Japan?"). Only when the message names the
place before "it was … the first time" (or after "the first time in"), and a time of its own (this year, last year, a
year); otherwise None, nothing guessed ("was it the first time?" says before what not). Pure text to text; the bot
keeps the rewrite only when it reads one place and the denial."""

from __future__ import annotations

import re

from .filler_lead import filler_lead

_LEAD = filler_lead("and|so|ok|okay|what about|how about|but")
_TIME = r"(?P<time>(?:this|last)\s+(?:year|month|summer|winter|spring|autumn|fall)|(?:in\s+)?(?:19|20)\d\d)"
_TAG = r"(?:\s*,?\s*(?:right|yes|no|correct|true|too|then|or not|isn't it|wasn't it))?\s*[?.!]*\s*$"
_FIRST = r"(?:the|my)\s+(?:very\s+)?first\s+time"
_ALSO = r"(?:(?:also|really|too|actually)\s+)?"
# "And Australia, it was also the first time this year?"
_PLACE_FIRST = re.compile(
    _LEAD + r"(?P<place>[^,?.!]+?)\s*,\s*(?:it|that)\s+(?:was|is)\s+" + _ALSO + _FIRST + r"\s+" + _TIME + _TAG,
    re.IGNORECASE,
)
# "was it also my first time in Australia this year?", "Australia was the first time this year?"
_PLACE_AFTER = re.compile(
    _LEAD + r"(?:(?:was|is)\s+(?:it|that)\s+" + _ALSO + _FIRST + r"\s+(?:in|at|to)\s+(?P<place>[^,?.!]+?)"
    r"|(?P<subject>[^,?.!]+?)\s+(?:was|is)\s+" + _ALSO + _FIRST + r")\s+" + _TIME + _TAG,
    re.IGNORECASE,
)
_NOT_A_PLACE = re.compile(r"^(?:it|that|this|there|which|what|when|who|how)\b", re.IGNORECASE)


def first_time_claimed(text: str) -> str | None:
    """The claim said as the denial that anything was at the place before the time said, or None when it is not one."""
    said = _PLACE_FIRST.match(text) or _PLACE_AFTER.match(text)
    if said is None:
        return None
    place = (said["place"] or said["subject"]).strip()
    if not place or _NOT_A_PLACE.match(place):
        return None
    time = re.sub(r"^in\s+", "", said["time"].strip(), flags=re.IGNORECASE)
    return f"I never went to {place} before {time}, right?"
