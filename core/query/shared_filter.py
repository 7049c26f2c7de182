"""A filter said once in a comparison applies to every option, and the reply says it with each: "which country had
more red ones, italy or france?" answers "50 red drinks in Italy and 21 red drinks in France", not "50 drinks in Italy
and 21 drinks in France with colour red" (which reads as all Italian drinks against the French red ones). Only the
options that are places, times or people get it said with each (the kinds and the values compared say their own);
a comparison with no value, bound, person or title in common is said as before (pure)."""

from __future__ import annotations

from dataclasses import replace

from .request import Request
from .restate import Wording, phrase, qualifiers


def has_shared_filter(common: Request) -> bool:
    """Whether what every option shares narrows it by a value, a bound, a person or a title."""
    return bool(common.values or common.comparisons or common.people or common.texts)


def with_each_option(labels: list[str], common: Request, words: Wording) -> list[str]:
    """Each option's label ("in Italy") with the shared noun and filter said around it: "red wines in Italy",
    "hikes in 2023 with Mary", "wines in France rated 5"."""
    before = tuple(v for v in common.values if not v.negated and v.field in words.adjective_fields)
    head = phrase(Request(common.collection, category=common.category, type=common.type, values=before), words)
    tail = qualifiers(replace(common, values=tuple(v for v in common.values if v not in before)), words)
    return [" ".join(part for part in (head, label, tail) if part) for label in labels]
