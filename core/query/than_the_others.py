""" "and the ones with him, were they longer on average?" after "bike rides this year without James": the ones with the
person set against the ones before, without them (and the other way round), by the comparative said, on average
unless said otherwise ("were they longer?" asks of each one, not of all of them together). Said in full as
"… were they longer on average than the ones without James?", with "him"/"her" as the name, so the comparison of the
two groups is read as when asked so. Only when the question before had one company, the same people said now the other
way round, and no "than" of its own. Pure text to text.
"""

from __future__ import annotations

import re

from .request import Request

# "were they longer on average?", "was it further", "were those rated higher?": a comparative asked, no "than"
_COMPARATIVE_ASKED = re.compile(
    r"\b(?:were|was|are|is)\s+(?:they|those|these|them|it)\s+(?:(?:any|really|actually|also)\s+)?"
    r"(?:longer|shorter|further|farther|higher|lower|steeper|rated\s+(?:higher|lower|better|worse)|better|worse)"
    r"(?:\s+(?:on average|overall|generally|in general))?\s*(?P<end>[?!.]*)\s*$",
    re.IGNORECASE,
)
_ON_AVERAGE = re.compile(r"\b(?:on average|overall|in total|altogether|in general|generally)\b", re.IGNORECASE)
_THAN = re.compile(r"\bthan\b", re.IGNORECASE)
# "the ones with him", "and with Mary", "those without her": the company said now
_COMPANY = re.compile(r"\b(?P<how>with|without|w/o|w/)\s+(?P<who>him|her|them|[A-Za-zÀ-ÿ]+(?:\s+(?:and|&)\s+[A-Za-zÀ-ÿ]+)?)\b")


def than_the_ones_before(text: str, prior: Request | None) -> str | None:
    """The text said in full against the ones before, or None when it is not such a question."""
    asked = _COMPARATIVE_ASKED.search(text)
    if asked is None or _THAN.search(text) or prior is None or len(prior.people) != 1:
        return None
    before = prior.people[0]
    if not before.names or before.besides:
        return None
    company = list(_COMPANY.finditer(text[: asked.start()]))
    if len(company) != 1:
        return None
    said = company[0]
    without = said["how"].lower() in ("without", "w/o")
    if without == before.exclude:
        return None  # the same company as before: nothing set against it
    who = said["who"]
    names = " and ".join(before.names)
    if who.lower() in ("him", "her", "them"):
        if (who.lower() == "them") != (len(before.names) > 1):
            return None
    elif who.lower() != names.lower():
        return None
    said_in_full = f"{text[: said.start('who')]}{names}{text[said.end('who') : asked.start('end')]}"
    if not _ON_AVERAGE.search(asked[0]):  # "were they longer?": each of them, so on average, never in total
        said_in_full = f"{said_in_full.rstrip()} on average"
    other = "without" if before.exclude else "with"  # the ones before
    return f"{said_in_full.rstrip()} than the ones {other} {names}{asked['end'] or '?'}"
