""" "Did we go on more walks or more hikes?" after "What have we done together so far?" with Elena (and "how many of those
were wines?"): "we" is the user with the people the conversation kept, Elena, so the walks and the hikes with her are
compared, not every walk and hike. Only when the question before was about the user with exactly such people (all of
them with me, none left out, no "or", no "anyone else"); "we" alone otherwise changes nothing, and a question naming
someone is with them (pure)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .people import People
    from .request import Reading, Request

# the user with others: "did we", "our", "together" (not "us": "not from the us")
WE = re.compile(r"\b(?:we|our|ours|together)\b")


def we_are(reading: Reading, asked: Request | None) -> tuple[People, ...]:
    """Who "we" are besides the user in this question: the people of `asked` (the question of the turn before) when
    the question says "we" and names no one, and `asked` was about the user with exactly them; () otherwise."""
    if asked is None or reading.people or reading.pronouns or WE.search(reading.text.lower()) is None:
        return ()
    people = asked.people
    if not people or any(p.exclude or not p.names or p.any_of or p.besides or p.or_else or p.unclear or p.others for p in people):
        return ()
    return people
