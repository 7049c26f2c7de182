""" "were his longer on average?" after "books I read in 2021 that weren't by Marco Bellini", then "and the ones by
him" (or "were they longer" after the hikes without Mary, then "and with her"): the ones just found set against the ones found before them, which were the same question with that maker the other
way round, by the comparative said ("longer": the pages), on average. A yes or no, then both values.

Only when the last two questions differ by one value of a field, or one companion, said the other way round ("by him" /
"not by him"),
the message asks a comparative of "his" / "they" / "those" with no "than" of its own, and the comparative's field can
be told."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..bot import IntentContext
from ..turn import Reply
from .answers import corrections_said, measures_compared, verdict_first
from .library import Library
from .remembered import HISTORY_KEY, dialog, turn_number
from .request import Reading, Request

# "were his longer on average", "so were they shorter?", "are those rated higher": of the ones just found, no "than"
ASKED = re.compile(r"^(?:(?:and|so|but|ok|okay|then)\W+)*(?:were|are|was|is)\s+(?:his|hers|her|theirs|they|those|these|them)\b")
THAN = re.compile(r"\bthan\b")


def _said_of(request: Request) -> dict[str, tuple[str, bool]]:
    """Each field a value or text is said of: (the value, whether it is negated)."""
    said = {v.field: (str(v.value), v.negated) for v in request.values if not v.any_of}
    said.update({t.field: (t.text, False) for t in request.texts})
    return said


def the_other_way_round(before: Request, last: Request) -> tuple[str, str] | None:
    """The field and value the last question said the other way round from the one before ("by Marco Bellini" after
    "not by Marco Bellini"), all else the same; None otherwise."""
    same = ("collection", "category", "type", "types", "kinds", "dates", "place", "comparisons", "within")
    if any(getattr(before, name) != getattr(last, name) for name in same):
        return None
    if before.people != last.people:  # "and with her" after the hikes without Mary: with Mary, the values the same
        if _said_of(before) != _said_of(last) or len(before.people) != 1 or len(last.people) != 1:
            return None
        gone, said = before.people[0], last.people[0]
        flipped = gone.names == said.names and len(said.names) == 1 and gone.exclude != said.exclude and not (gone.besides or said.besides)
        return ("who", said.names[0]) if flipped else None
    old, new = _said_of(before), _said_of(last)
    if set(old) != set(new):
        return None
    changed = [f for f in old if old[f] != new[f]]
    if len(changed) != 1:
        return None
    field = changed[0]
    (was, was_negated), (now, now_negated) = old[field], new[field]
    return (field, now) if was.lower() == now.lower() and was_negated != now_negated else None


def set_before(prior: Request | None, history: Any, turn: int) -> tuple[Request, tuple[str, str]] | None:
    """The question before `prior` (the last one) and the field and value they said the other way round, or None."""
    if prior is None or not isinstance(history, list) or len(history) < 2:
        return None
    last, before = history[-1], history[-2]
    if not isinstance(last, dict) or not isinstance(before, dict) or last.get("turn") != turn - 1:
        return None
    if last.get("request") != prior.to_dict() or before.get("turn") != turn - 2:
        return None
    base = Request.from_dict(before["request"])
    flipped = the_other_way_round(base, prior)
    return (base, flipped) if flipped is not None else None


def asks_against_the_set_before(reading: Reading) -> bool:
    """Whether the message asks a comparative of the ones just found, with no "than": "were his longer on average"."""
    text = reading.text.lower().strip()
    return reading.shape.measured is not None and ASKED.search(text) is not None and THAN.search(text) is None


async def answer(library: Library, ctx: IntentContext, reading: Reading) -> Reply | None:
    """The ones just found against the ones found before them, by the comparative said; None when not so asked."""
    measured = reading.shape.measured
    if measured is None or not asks_against_the_set_before(reading):
        return None
    prior = dialog(ctx).request
    found = set_before(prior, ctx.memory.get(HISTORY_KEY), turn_number(ctx))
    if prior is None or found is None:
        return None
    base, (field, value) = found
    definition = library.definition(prior.collection)
    if field == "who":  # "the ones with Mary", "the ones without Mary"
        yes, no = f"the ones with {value}", f"the ones without {value}"
        label_now, label_before = (no, yes) if prior.people[0].exclude else (yes, no)
    else:  # "the ones by Marco Bellini", "the ones not by Marco Bellini"
        cue = "by" if "by" in {s.lower() for s in definition.field(field, prior.category).synonyms} else f"of {field}"
        yes, no = f"the ones {cue} {value}", f"the ones not {cue} {value}"
        label_now, label_before = (no, yes) if _said_of(prior)[field][1] else (yes, no)
    these = replace(prior, action="find", aggregate=None, superlative=None, limit=0, sort=None)
    those = replace(base, action="find", aggregate=None, superlative=None, limit=0, sort=None)
    options = [(label_now, these, (await library.all(these))[1]), (label_before, those, (await library.all(those))[1])]
    said = measures_compared(measured, options, definition, library.wording[prior.collection], "", against=True)
    if not said.field:
        return Reply(text=corrections_said(reading) + said.text, expects_answer=True)
    return Reply(text=verdict_first(corrections_said(reading), said.text), speech=said.text)
