""" "more in lecce or bari" after "outside the us which city do i have the most entries from" and the cities of Italy:
places set against each other with no kind said, right after questions about every kind of thing, count everything
there (not "More of what?"). Only when the options differ by their place alone and the question before named no kind,
no person or value, and counted nothing but places (a most frequent or a number of different cities or countries); a
comparison of years, or one after a question of one kind, is left to what it was (pure)."""

from __future__ import annotations

from typing import Any

from .request import Request

EVERYTHING_KEY = "ofEverything"  # set in a comparison counted over every kind of thing


def _places_apart(compared: dict[str, Any]) -> bool:
    """Whether the options of the comparison differ from what they share by their place alone."""
    common = Request.from_dict(compared["common"])
    options = [Request.from_dict(each) for _, each in compared.get("options", ())]
    if len(options) < 2:
        return False
    for option in options:
        if option.place is None or option.place == common.place:
            return False
        if option.dates != common.dates or option.people != common.people or option.values != common.values:
            return False
    return True


def counts_everything(compared: dict[str, Any], talked_about: Request | None) -> bool:
    """Whether a comparison of places with no kind said counts every kind of thing, the question before being about
    every kind of thing."""
    if talked_about is None or compared.get("byTopic") or compared.get("measure") or compared.get("distinct"):
        return False
    if talked_about.category is not None or talked_about.type is not None or talked_about.types or talked_about.kinds:
        return False
    if talked_about.people or talked_about.values or talked_about.texts or talked_about.comparisons:
        return False
    counted = talked_about.aggregate
    if counted is not None and not (counted.op in ("mode", "distinct") and counted.field.startswith("place.")):
        return False
    return _places_apart(compared)


def counted_every_kind(compared: dict[str, Any], common: Request) -> dict[str, Any]:
    """The comparison as remembered once answered by counting every kind of thing ("more stuff with Anna or with Tom
    last year?"): marked so, a follow-on that changes only the time ("and the year before") counts everything again
    rather than asking "More of what?"."""
    if compared.get("byTopic") or compared.get("measure") or compared.get("distinct") or compared.get("each"):
        return compared
    if common.category is not None or common.type is not None or common.types or common.kinds:
        return compared
    options = [Request.from_dict(each) for _, each in compared.get("options", ())]
    if len(options) < 2 or any(o.category is not None or o.type is not None or o.types or o.kinds for o in options):
        return compared
    return {**compared, EVERYTHING_KEY: True}
