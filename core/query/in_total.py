""" "ok how many sparkling in total then" after "any sparkling wine from outside France?": "in total" widens the
question before back to what is said again (the sparkling wines), wherever, whenever and with whoever they were;
what the question before narrowed it by (outside France) is left. Only when the message counts ("how many"), not a
total of a field ("how far … altogether?"), says "in total" (or "altogether", "overall", "all told"), names again
some of the kinds, values or makers the question before asked ("how many by her in total" after her books of 2024:
all of her books) (or one kind, after a question of every kind: "how many wines
altogether" after wines against beers in 2024) and nothing of its own (no place, time, person, number or pick), and the
question before had more than that; otherwise None, and "how many in total?" alone stays the count of
those (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .request import THOSE, Reading, Request, build_request
from .vocabulary import TextMatch

HOW_MANY = re.compile(r"\bhow many\b", re.IGNORECASE)
IN_TOTAL = re.compile(r"\b(?:in total|in all|all in all|all told|altogether|all together|overall)\b", re.IGNORECASE)


def in_total(reading: Reading, prior: Request | None, action: str, after_a_comparison: bool = False) -> Request | None:
    """The question before, of only the kinds and values said again, when the message asks it "in total"; else None.
    `after_a_comparison`: the question before compared kinds (its kind is only the category they share, if any)."""
    if prior is None or action != "count" or IN_TOTAL.search(reading.text) is None:
        return None
    if HOW_MANY.search(reading.text) is None or reading.shape.most:  # "which year had the most books overall?"
        return None
    if reading.shape.aggregate is not None or reading.shape.field_words or reading.shape.measured is not None:
        return None  # "how far did I run altogether?", "how many km was that all together?": a total of those
    own = (reading.places, reading.dates, reading.people, reading.comparisons, reading.superlatives)
    if any(own) or reading.bare_numbers or reading.selections or any(v.negated for v in reading.values):
        return None
    texts = tuple(t for t in prior.texts if any(_same_text(t, said) for said in reading.texts))
    if len(texts) != len(reading.texts):
        return None  # a text the question before did not look for: a question of its own
    kinds = [t for readings in reading.topics for t in readings[:1]]
    if (not reading.values and not kinds and not texts) or any(t.negated for t in kinds):
        return None
    asked = {(v.field, v.value) for v in prior.values if not v.negated}
    values = tuple(v for v in prior.values if (v.field, v.value) in {(w.field, w.value) for w in reading.values})
    if {(v.field, v.value) for v in reading.values} - asked:
        return None  # a value the question before did not ask: a question of its own
    # "how many wines have i had altogether" after "and 2024" of "more wines or beers in 2025": the question before was of
    # every kind (what is compared is no kind of its own), so the kind said is one of its
    of_every_kind = (prior.category is None or (after_a_comparison and prior.type is None)) and not prior.kinds and not prior.types
    if of_every_kind and prior.category is not None and any(t.category != prior.category for t in kinds):
        return None  # "how many books altogether" after "more wines or beers in 2024": of no kind compared
    if of_every_kind and kinds and not values:
        return Request(prior.collection, action, kinds[0].category, kinds[0].type) if len(kinds) == 1 else None
    if any(t.category != prior.category or (t.type is not None and t.type != prior.type) for t in kinds):
        return None
    # "how many books of Helen Park in total" after her five-star poetry: the category said, every type of it
    widened = bool(kinds) and all(t.type is None for t in kinds)
    kind, types = (None, ()) if widened else (prior.type, prior.types)
    kept = Request(prior.collection, action, prior.category, kind, types, values=values, texts=texts)
    if replace(prior, action=action, sort=None, within=None, superlative=None, limit=0, aggregate=None) == kept:
        return None  # nothing to widen: "how many wines in total?" after the wines
    return kept


# "how many things have I done with Elena altogether", "how much stuff in total", "all my entries overall": every kind
EVERYTHING = re.compile(r"\b(?:things|stuff|everything|entries|items|activities)\b", re.IGNORECASE)


def everything_in_total(reading: Reading, prior: Request | None, action: str) -> Request | None:
    """ "how many things have i done with elena altogether" after her museum in Athens this summer: a count of every kind
    said "in total" is a question of its own, of only what it says (with Elena, at any time, anywhere), nothing of the
    question before kept; None when it names a kind, refers to the answer before ("those things"), or totals a field."""
    text = reading.text
    if prior is None or action != "count" or IN_TOTAL.search(text) is None or HOW_MANY.search(text) is None:
        return None
    if EVERYTHING.search(text) is None or THOSE.search(text) is not None or reading.topics:
        return None
    shape = reading.shape
    if shape.most or shape.aggregate is not None or shape.field_words or shape.measured is not None or reading.superlatives:
        return None
    return build_request(reading, action, prior.collection, None, None)


def _same_text(kept: TextMatch, said: TextMatch) -> bool:
    """Whether the text said looks for what the question before looked for (the same field, the same words)."""
    return kept.field == said.field and kept.text.strip().lower() == said.text.strip().lower()
