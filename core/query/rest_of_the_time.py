""" "and the rest of 2022" after "same but 2022" (the hikes of 2022 with Anna): the other things of that kind of that time,
all but the ones just listed (the hikes of 2022 without Anna, whoever, wherever). Only when the time said is the very
time of the list before, the message names nothing else (no kind, person or place), and the whole list before is known,
so that what is left out is exactly what was shown; "the other ones" alone, after a narrowing, is the_others.py's
(pure)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .filler_lead import filler_lead
from .request import Reading, Request

_REST_OF = re.compile(
    filler_lead("and|so|ok|okay|then|now|what about|how about|show me")
    + r"(?:the\W+)?(?:rest|others|other\W+ones|remaining\W+ones)\W+(?:of|from|in)\W+(?!(?:them|those|these|it)\b)\S",
    re.IGNORECASE,
)


def the_rest_of_the_time(reading: Reading, prior: Request | None, answer: Sequence[str] | None, complete: bool) -> Request | None:
    """The things of the kind of `prior` in its time, but the ones of `answer` (the list before, all of it), when the
    message asks for "the rest of" that time; else None."""
    if not _REST_OF.match(reading.text) or prior is None or prior.dates is None or not answer or not complete:
        return None
    if len(reading.dates) != 1 or reading.topics or reading.people or reading.places or reading.values or reading.comparisons:
        return None
    said = reading.dates[0]
    if (said.start, said.end) != (prior.dates.start, prior.dates.end) or prior.dates.parts or prior.dates.negated:
        return None
    return Request(
        prior.collection,
        category=prior.category,
        type=prior.type,
        types=prior.types,
        kinds=prior.kinds,
        not_types=prior.not_types,
        not_categories=prior.not_categories,
        dates=prior.dates,
        not_ids=tuple(answer),
    )
