"""A change asked of a period: "so my dinners got worse this year?" sets this year against last year, and "are my
wines getting better?", with no time said, this year against last year too (the answer names both years). The
change verb is dropped and the period before is said, so the question reads as the comparison it is: "so my
dinners worse this year than last year?"."""

from __future__ import annotations

import re

# "got worse", "have gotten better", "are getting better", "actually got a bit worse": the verb of a change, its comparative
_CHANGED = re.compile(
    r"\b(?:got|gotten|get|gets|getting|become|became|becoming|grown|grew|growing)\s+"
    r"(?:(?:a\s+(?:bit|lot|little)|much|any|even|really|actually|slightly)\s+)*(?P<cmp>worse|better|higher|lower)\b",
    re.IGNORECASE,
)
_THIS_PERIOD = re.compile(r"\bthis\s+(?P<unit>year|month|week)\b", re.IGNORECASE)
# a time said otherwise, or a comparison said whole ("better than in 2024"): the question says what is set against what
_TIME_SAID = re.compile(
    r"\b(?:than|since|ago|last|past|recent(?:ly)?|(?:19|20)\d\d|years?|months?|weeks?|spring|summer|autumn|fall|winter|"
    r"january|february|march|april|may|june|july|august|september|october|november|december)\b",
    re.IGNORECASE,
)


def as_set_against_the_period_before(text: str) -> str:
    """ "so my dinners got worse this year?" → "so my dinners worse this year than last year?"; "are my wines getting
    better?" → "are my wines better this year than last year?"; any other text as it is."""
    changed = _CHANGED.search(text)
    if changed is None:
        return text
    this = _THIS_PERIOD.search(text, changed.end())
    rest = text[changed.end() :]
    if this is not None and not re.search(r"\bthan\b", rest, re.IGNORECASE):
        said = f"{text[: changed.start()]}{changed['cmp']}{text[changed.end() : this.end()]} than last {this['unit']}"
        return said + text[this.end() :]
    if this is None and not _TIME_SAID.search(text):
        return f"{text[: changed.start()]}{changed['cmp']} this year than last year{rest}"
    return text


def of_this_period(text: str) -> bool:
    """Whether the text says a change of this year, month or week ("so my dinners got worse this year?")."""
    changed = _CHANGED.search(text)
    return changed is not None and _THIS_PERIOD.search(text, changed.end()) is not None
