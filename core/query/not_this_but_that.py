""" "ehh not greek, portugese" after "top 3 greek wines", "no, not 2018 but 2019" after a question of 2018: a correction
of the question just asked, said as what it was not and what it was. It asks the question before again with that one
part replaced, everything else kept (its top 3, its count): read as "I meant Portuguese" is (see corrections.py).
Only when the part said not to be meant and the one said instead are of the same kind (a time, a place, a kind of
item, a value of one field), and the question before has a part of that kind; "not Lyon" alone still leaves Lyon out,
and "not lyon, how many in paris" is a question of its own (pure)."""

from __future__ import annotations

import re
from collections.abc import Callable

from .filler_lead import filler_lead
from .request import Reading, Request
from .said_over import one_kind

_NOT_BUT = re.compile(
    filler_lead(r"e+h+|uh+|um+|hm+|ah|oh|no|nope|sorry|so+rry|oops|wait|actually|my bad|well|ok|okay")
    + r"not\s+(?P<was>[^,;:.!?\u2013\u2014]+?)(?:\s*(?:[,;:\u2013\u2014]|\.\.+|\s-\s)\s*(?:but\s+|rather\s+|i\s+mean\s+|i\s+meant\s+)?|\s+but\s+)"
    r"(?P<meant>[^,;:.!?]+?)(?:\s+(?:instead|then|please|i\s+mean|i\s+meant))?\W*$",
    re.IGNORECASE,
)
_MOST_WORDS = 4


def _has_kind(prior: Request, kind: tuple[str, str]) -> bool:
    what, field = kind
    if what == "time":
        return prior.dates is not None
    if what == "place":
        return prior.place is not None
    if what == "topic":
        return bool(prior.type or prior.category or prior.types or prior.kinds)
    return any(v.field == field for v in prior.values)


def meant_instead(text: str, prior: Request | None, read: Callable[[str], Reading]) -> str | None:
    """The correction as "I meant …" (for the question before to be asked again with it), or None."""
    said = _NOT_BUT.match(text.strip())
    if said is None or prior is None:
        return None
    was, meant = said["was"].strip(), said["meant"].strip()
    if len(meant.split()) > _MOST_WORDS or len(was.split()) > _MOST_WORDS:
        return None

    def kind_of(words: str) -> tuple[str, str] | None:
        """The kind of what `words` say; a value no item of the kind asked before has ("greek" of wines: a cuisine) is
        the place it names, as the question before read it (Greece)."""
        reading = read(words)
        kind = one_kind(reading)
        if kind is not None and kind[0] == "value" and prior.category and all(prior.category not in v.categories for v in reading.values):
            return "place", ""
        return kind

    kind = kind_of(meant)
    if kind is None or kind_of(was) != kind or not _has_kind(prior, kind):
        return None
    return f"i meant {meant}"
