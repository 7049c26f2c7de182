""" "So the ones abroad scored higher on average, yes?" after the average of the dinners abroad and then of the ones at
home: a comparative claimed of the place said now, with no "than", is set against the place of the question just
before; said in full as "… scored higher on average than the ones in the United States, yes?", so the two groups are
compared and the claim checked. Only when the reading claims a comparison of a number field (see measured.py), names
one place, and that place is not the one before. So too "did the french ones from that year do better" after the
average rating of the Italian wines of 2019: the place said as a nationality ("french" wines: France), the comparative
with no "on average" (see measured.CLAIMED_COMPARATIVE), asked with "did" and no question mark, and the time, when said,
the one talked about ("that year"). Pure text to text.
"""

from __future__ import annotations

import re

from .filler_lead import FILLER_LEAD
from .measured import CLAIMED_COMPARATIVE, SIDES_SAID
from .places import Place, with_article
from .request import Reading, Request, country_of

# the yes/no tag or the end of the question, where "than …" goes: ", yes?", ", right?", " - correct?", "?"
_END = re.compile(
    r"(?P<end>(?:\s*[,;—–-]+\s*|\s+)(?:yes|yeah|right|correct|true|no|isn't it|aren't they|didn't they|weren't they|"
    r"didn't i|did they|wasn't it|don't you think|or not|am i right|is that right|is that true)\s*[?!.]*|\s*[?!.]*)\s*$",
    re.IGNORECASE,
)
_THAN = re.compile(r"\bthan\b", re.IGNORECASE)
# "did the french ones do better", "were the ones in Spain rated higher": a question by its verb, the mark left out
_ASKED = re.compile(FILLER_LEAD + r"(?:did|do|does|were|was|are|is|have|has)\b", re.IGNORECASE)


def _claimed(reading: Reading) -> bool:
    """Whether the reading claims a comparison of a number field, asked or tagged, with no other side said."""
    shape = reading.shape
    if shape.against or _THAN.search(reading.text):
        return False
    if shape.measured is not None:
        return shape.verify
    text = reading.text.lower()
    asked = shape.verify or _ASKED.search(text) is not None
    return asked and CLAIMED_COMPARATIVE.search(text) is not None and SIDES_SAID.search(text) is None


def _place_said(reading: Reading, prior: Request) -> Place | None:
    """The one place the reading says: a place named, or a nationality that is no value of the kind asked before
    ("the french ones" of wines: France)."""
    if reading.places:
        return reading.places[0] if len(reading.places) == 1 else None
    misfits = [v for v in reading.values if prior.category is not None and prior.category not in v.categories]
    countries = [country_of(v) for v in misfits]
    return countries[0] if len(countries) == 1 and len(reading.values) == 1 else None


def _same_time(reading: Reading, prior: Request) -> bool:
    """Whether the reading says no time, or only the one talked about ("from that year")."""
    return all(d.year_offset == 0 or d == prior.dates for d in reading.dates)


def than_the_place_before(reading: Reading, prior: Request | None) -> str | None:
    """The reading's text said in full against the place of the question before, or None when it is not such a claim."""
    if not _claimed(reading) or prior is None or prior.place is None or reading.people or not _same_time(reading, prior):
        return None
    place, before = _place_said(reading, prior), prior.place
    if place is None:
        return None
    if (place.name, place.kind, place.negated) == (before.name, before.kind, before.negated) or before.any_of:
        return None
    name = with_article(before.name) if before.kind == "country" else before.name
    other = f"outside {name}" if before.negated else f"in {name}"
    end = _END.search(reading.text)
    assert end is not None  # the pattern matches the empty end of any text
    return f"{reading.text[: end.start()].rstrip()} than the ones {other}{end['end'] or '?'}"
