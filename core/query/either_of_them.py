"""The people just compared, named together: "any bike rides with either of them in 2024?" after "did I run
more often with Tom or with James?" asks about the rides with Tom or James (one of them is enough); "with both
of them" asks about the ones with the two together (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .people import People
from .request import Reading, Request

EITHER = re.compile(
    r"\bwith\s+(?P<which>either|both|any|one)\s+(?:one\s+)?of\s+(?:them|those two|the two|'em|em)\b|\beither\s+of\s+(?:them|those two|the two)\b"
)


def compared_people(compared: dict[str, Any] | None) -> tuple[str, ...]:
    """The people that set the compared options apart, one each ("Tom", "James"); () when they were not people."""
    if compared is None:
        return ()
    names: list[str] = []
    for _, each in compared.get("options", ()):
        people = [p for p in Request.from_dict(each).people if not p.exclude]
        if len(people) != 1 or len(people[0].names) != 1:
            return ()
        names.append(people[0].names[0])
    return tuple(dict.fromkeys(names)) if len(names) >= 2 else ()


def with_either(reading: Reading, compared: dict[str, Any] | None) -> Reading | None:
    """The reading with "either of them" as the people compared, when it says so and they were people; else None."""
    said = EITHER.search(reading.text.lower())
    names = compared_people(compared)
    if said is None or not names or reading.people:
        return None
    together = said["which"] == "both"
    words = set(said[0].split())
    unknown = tuple(w for w in reading.unknown_words if w not in words)
    return replace(reading, people=(People(names, exclude=False, any_of=not together),), unknown_words=unknown)
