"""“lunches there or in Logroño”: the place talked about (“there”) or another one said with it, as any of the two."""

from __future__ import annotations

import re
from dataclasses import replace

from .places import any_place
from .request import Reading, Request

THERE_OR = re.compile(r"\bthere,? or (?:in |at |to |from )?\w|\bor (?:in |at |to |from )?there\b")


def there_or_elsewhere(reading: Reading, prior: Request | None) -> Reading:
    """The reading with its one place joined to the place of `prior` when it says “there or X” (“X or there”);
    otherwise the reading itself."""
    if prior is None or prior.place is None or len(reading.places) != 1 or reading.places[0].negated:
        return reading
    if not THERE_OR.search(reading.text.lower()):
        return reading
    return replace(reading, places=(any_place((prior.place, reading.places[0])),))
