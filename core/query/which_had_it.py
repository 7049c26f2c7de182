""" "Which museums had it?" right after "Have I ever seen the Dinosaurs Alive exhibition anywhere? Yes, 20 museums …":
"it" is what that yes/no checked (its exhibition, its title): the items it found, listed, not every museum. A question
of the same kind (or of none) with "it" as what the items had, showed or were of, after a yes/no that found some items by
a value of theirs; "it" is never dropped silently there. Not when the yes/no found none, nor when the question says a
value of its own (pure)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .request import Reading, Request

# "which museums had it?", "where did I see it?", "which ones showed it", "where was it on": asked of what "it" was in
IT_ASKED_OF = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|oh|wow|nice|cool|great)\b[,!.]?\s+)*(?:which|what|where|in which|at which)\b"
    r"(?:(?![.?!]).)*\bit\b"
)


def asks_which_had_it(reading: Reading, prior: Request | None, previous_ids: tuple[str, ...] | None) -> bool:
    """Whether this question asks which items had "it", the value the yes/no just before checked and found."""
    if prior is None or prior.action != "verify" or not previous_ids or not (prior.values or prior.texts):
        return False
    if IT_ASKED_OF.search(reading.text.lower()) is None:
        return False
    if reading.values or reading.texts or reading.kind_choices or reading.type_choices:
        return False
    topics = [topic for readings in reading.topics for topic in readings]
    return all(not t.negated and t.category == prior.category and (t.type is None or t.type == prior.type) for t in topics)
