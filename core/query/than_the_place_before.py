""" "So the ones abroad scored higher on average, yes?" after the average of the dinners abroad and then of the ones at
home: a comparative claimed of the place said now, with no "than", is set against the place of the question just
before; said in full as "… scored higher on average than the ones in the United States, yes?", so the two groups are
compared and the claim checked. Only when the reading claims a comparison of a number field (see measured.py), names
one place, and that place is not the one before. Pure text to text.
"""

from __future__ import annotations

import re

from .places import with_article
from .request import Reading, Request

# the yes/no tag or the end of the question, where "than …" goes: ", yes?", ", right?", " - correct?", "?"
_END = re.compile(
    r"(?P<end>(?:\s*[,;—–-]+\s*|\s+)(?:yes|yeah|right|correct|true|no|isn't it|aren't they|didn't they|weren't they|"
    r"didn't i|did they|wasn't it|don't you think|or not|am i right|is that right|is that true)\s*[?!.]*|\s*[?!.]*)\s*$",
    re.IGNORECASE,
)
_THAN = re.compile(r"\bthan\b", re.IGNORECASE)


def than_the_place_before(reading: Reading, prior: Request | None) -> str | None:
    """The reading's text said in full against the place of the question before, or None when it is not such a claim."""
    shape = reading.shape
    if shape.measured is None or shape.against or not shape.verify or _THAN.search(reading.text):
        return None
    if prior is None or prior.place is None or len(reading.places) != 1 or reading.people or reading.dates:
        return None
    place, before = reading.places[0], prior.place
    if (place.name, place.kind, place.negated) == (before.name, before.kind, before.negated) or before.any_of:
        return None
    name = with_article(before.name) if before.kind == "country" else before.name
    other = f"outside {name}" if before.negated else f"in {name}"
    end = _END.search(reading.text)
    assert end is not None  # the pattern matches the empty end of any text
    return f"{reading.text[: end.start()].rstrip()} than the ones {other}{end['end'] or '?'}"
