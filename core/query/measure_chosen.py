"""The measure of a comparison of two kinds of doings, when it is not said: "did i do more running or hiking this
year?" may mean how many times, how far or how long, so which is asked back ("More by what: how many, distance or
duration?"); and a follow-on that says only a measure right after a comparison ("oh in km I mean", "and going by
time?", "by kilometers", "and just the number of them") is that comparison again, by that measure. Pure: words only,
every field word from the collection definition."""

from __future__ import annotations

import re
from dataclasses import asdict
from typing import Any

from ..collection.definition import CollectionDefinition, FieldDef
from .aggregate import Measured
from .measured import TIME_UNITS, measure_words
from .request import Request
from .restate import joined

COUNT_CHOICE = "how many"  # the count offered beside the fields: "More by what: how many, distance or duration?"
# "more running or hiking", "more hiking than cycling": two doings said as -ing nouns, an amount, not a number of outings
DOINGS = re.compile(r"\bmore\s+(?P<one>[a-z]+ing)\s+(?:or|than|vs|versus)\s+(?:(?:more\s+)?(?P<other>[a-z]+ing))\b")
# said of how often, or of the items themselves: a count ("more often", "more times", "how many")
COUNTED = re.compile(r"\b(?:often|times|frequently|how many|number|count|outings|sessions)\b")
# "the number of them", "how many times", "just the count": the count chosen
COUNT_SAID = re.compile(r"\b(?:number|count|how many|times|outings)\b")
# the words a follow-on naming only a measure may say beside it ("oh in km I mean", "and going by time?")
AROUND = frozenset(
    [
        "oh",
        "ah",
        "ok",
        "okay",
        "and",
        "so",
        "well",
        "i",
        "mean",
        "meant",
        "in",
        "by",
        "going",
        "go",
        "what",
        "about",
        "how",
        "the",
        "just",
        "of",
        "them",
        "those",
        "it",
        "then",
        "sorry",
        "please",
        "pls",
        "instead",
        "rather",
        "only",
        "no",
        "let's",
        "lets",
        "say",
        "measured",
        "measure",
        "counting",
        "count",
        "compare",
        "compared",
        "a",
        "an",
        "my",
        "total",
    ]
)


def fields_of_options(compared: dict[str, Any], definition: CollectionDefinition) -> tuple[FieldDef, ...]:
    """The number fields with a unit that every option of the comparison has ("distance", "duration" for hikes and
    runs), in the definition's order."""
    options = [Request.from_dict(each) for _, each in compared.get("options") or ()]
    if len(options) < 2:
        return ()
    per_option = [{f.name for f in definition.fields_of(o.category) if f.type == "number" and f.unit} for o in options]
    shared = set.intersection(*per_option)
    return tuple(f for f in definition.fields_of(None) if f.name in shared and f.type == "number")


def by_what(text: str, compared: dict[str, Any], definition: CollectionDefinition) -> str | None:
    """ "More by what: how many, distance or duration?" when two kinds of doings are set against each other as amounts
    ("did i do more running or hiking?") with no measure said, and each has a length and a time of its own; None
    otherwise (counts said, "more runs or hikes?", a measure said)."""
    lowered = text.lower()
    if compared.get("measure") or compared.get("distinct") or not compared.get("byTopic") or DOINGS.search(lowered) is None:
        return None
    if COUNTED.search(lowered) or any(word in measure_words(definition) for word in re.findall(r"[a-z]+", lowered)):
        return None
    fields = fields_of_options(compared, definition)
    timed = [f for f in fields if f.unit is not None and f.unit.lower() in TIME_UNITS]
    if not timed or len(fields) < 2:
        return None
    return f"More by what: {COUNT_CHOICE}, {joined([f.name for f in fields], 'or')}?"


def measure_chosen(text: str, compared: dict[str, Any], definition: CollectionDefinition) -> dict[str, Any] | None:
    """The comparison just before again by the measure a follow-on names, and nothing else ("oh in km I mean" → by
    distance; "and going by time?" → by duration; "and just the number of them" → the counts); None when the
    follow-on says anything else, or names no measure of the options."""
    words = re.findall(r"[a-z]+", text.lower().replace("’", "'"))
    if not words:
        return None
    named = measure_words(definition)
    fields = {f.name: f for f in fields_of_options(compared, definition)}
    chosen = {named[w] for w in words if w in named and named[w] in fields}
    counted = COUNT_SAID.search(" ".join(words)) is not None
    rest = [w for w in words if w not in named and w not in AROUND and w not in ("many", "number", "times", "outings")]
    if rest or len(chosen) + counted != 1:
        return None
    if counted:
        return {**compared, "measure": None}
    before = Measured(**compared["measure"]) if compared.get("measure") else None
    op = before.op if before is not None and before.op in ("max", "min", "avg") else "sum"
    larger = before.larger if before is not None else True
    word = before.word if before is not None else "more"
    (field,) = chosen
    return {**compared, "measure": asdict(Measured(op, (field,), larger, word))}
