"""Values of one kind joined by "or" or "and": "in Lyon or Nice", "in 2019 or 2023", "austria or
switzerland", "hikes or walks", "red or white wines", "with Ben or with James". Outside a comparison
of counts ("more red or white?", where they are the options), an item may have any of them: an item
has one place, one date and one type, so "wines in Lyon and Nice" means the same.

A run is a sequence of spans of one kind with only a joining word between them ("or", "and", a
comma, a repeated preposition); "Paris, France" (a comma alone, no "or" or "and") is not one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import pairwise
from typing import TypeVar

from .dates import DateRange, any_of
from .people import People
from .places import Place, any_place
from .utterance import Span, Utterance
from .vocabulary import FieldValue, TextMatch, Topic, any_text, any_value

T = TypeVar("T")

_JOIN = re.compile(r"^\s*(?:,\s*)?(?:(?:or|nor|and|and/or|&|as well as)\s+)?(?:(?:in|from|at|on|during|to|with)\s+)?(?:the\s+)?$")
_CONNECTIVE = re.compile(r"\b(?:or|nor|and)\b|&|\bas well as\b")  # ("neither from Italy nor from Spain")
_LEAD = re.compile(r"^(?:or|and)\s")  # "in lyon or nice": "or" read as the place's preposition


def _gap(utterance: Utterance, before: Span, after: Span) -> str:
    gap = utterance.text[before.end : after.start]
    lead = _LEAD.match(after.text)
    return gap + (lead.group() if lead else "")


def runs(utterance: Utterance, kind: str, keep: Callable[[Span], bool] = lambda _: True) -> list[list[Span]]:
    """The runs of two or more spans of `kind` joined by "or" / "and" (a comma list needs one of them)."""
    spans = sorted((s for s in utterance.of_kind(kind) if keep(s)), key=lambda s: s.start)
    found: list[list[Span]] = []
    current: list[Span] = []
    connected = False
    for span in spans:
        if current:
            gap = _gap(utterance, current[-1], span)
            if _JOIN.match(gap) and gap.strip():
                current.append(span)
                connected = connected or bool(_CONNECTIVE.search(gap))
                continue
            if len(current) > 1 and connected:
                found.append(current)
        current, connected = [span], False
    if len(current) > 1 and connected:
        found.append(current)
    return found


def _merged(values: Sequence[T], run: list[Span], combine: Callable[[list[T]], T]) -> list[T]:
    """`values` with the run's members replaced by their combination, where the first of them was."""
    members = [s.value for s in run]
    ids = {id(m) for m in members}
    positions = [i for i, v in enumerate(values) if id(v) in ids]
    if len(positions) < 2:
        return list(values)
    kept = [v for v in values if id(v) not in ids]
    kept.insert(positions[0], combine([v for v in values if id(v) in ids]))
    return kept


def unite_places(utterance: Utterance, places: Sequence[Place]) -> list[Place]:
    result = list(places)
    for run in runs(utterance, "place", lambda s: isinstance(s.value, Place) and s.value.kind != "nearby"):
        result = _merged(result, run, any_place)
    left_out = [p for p in result if p.negated and p.radius_km is None and not p.but_not]
    if len(left_out) > 1:  # "not from Italy, not from Spain": none of them (not only the last one said)
        at = result.index(left_out[0])
        result = [p for p in result if not any(p is q for q in left_out)]
        result.insert(at, any_place(left_out))
    return result


def unite_dates(utterance: Utterance, dates: Sequence[DateRange]) -> list[DateRange]:
    result = list(dates)
    for run in runs(utterance, "date", lambda s: isinstance(s.value, DateRange) and not s.value.relative):
        if any(s.value.negated for s in run[1:]):  # "in 2019 or not in 2021": not one of them, left apart
            continue
        result = _merged(result, run, _none_of if run[0].value.negated else any_of)
    left_out = [d for d in result if d.negated]
    if len(left_out) > 1:  # "not in 2019 and not in 2021": none of them
        at = result.index(left_out[0])
        result = [d for d in result if not d.negated]
        result.insert(at, _none_of(left_out))
    return result


def _none_of(dates: list[DateRange]) -> DateRange:
    """ "not in 2019 or 2021": neither of them."""
    united = any_of([replace(d, negated=False, label=d.label.removeprefix("not ")) for d in dates])
    return replace(united, negated=True, label=f"not {united.label}")


def unite_values(utterance: Utterance, values: Sequence[FieldValue]) -> list[FieldValue]:
    result = list(values)
    for run in runs(utterance, "value"):
        for part in _alike_in_negation(utterance, run):  # "red or white, not the sparkling ones": red or white, not sparkling
            fields = {s.value.field for s in part}
            if len(fields) == 1:  # "red or white", not "red or riesling"
                result = _merged(result, part, any_value)
    return result


def unite_texts(utterance: Utterance, texts: Sequence[TextMatch]) -> list[TextMatch]:
    """ "margaritas or martinis i gave 5 stars": the items' title words joined by "or" (or "and": a title
    says one of them) are any of them."""
    result = list(texts)
    for run in runs(utterance, "text", lambda s: isinstance(s.value, TextMatch) and s.value.word):
        if len({s.value.field for s in run}) == 1:
            result = _merged(result, run, any_text)
    return result


def _alike_in_negation(utterance: Utterance, run: list[Span]) -> list[list[Span]]:
    """The run cut where a value said negated follows one that was not: the parts of two
    or more values joined by "or" / "and" (a value left out after a comma is no option of the ones before it)."""
    parts: list[list[Span]] = []
    for span in run:
        # "weren't seafood or vegetarian": neither, the negation said once before both
        if parts and not (span.value.negated and not parts[-1][-1].value.negated):
            parts[-1].append(span)
        else:
            parts.append([span])
    if len(parts) == 1:
        return parts
    return [part for part in parts if len(part) > 1 and any(_CONNECTIVE.search(_gap(utterance, a, b)) for a, b in pairwise(part))]


def unite_people(utterance: Utterance, people: Sequence[People]) -> list[People]:
    """ "with Ben or with James": either of them (both stay "with Ben and James")."""
    result = list(people)
    for run in runs(utterance, "people", lambda s: not s.value.exclude):
        if not any(re.search(r"\bor\b", _gap(utterance, a, b)) for a, b in pairwise(run)):
            continue  # "with Ben and with James": both, as two constraints
        result = _merged(result, run, lambda members: People(tuple(dict.fromkeys(n for p in members for n in p.names)), False, True))
    return result


def type_choices(utterance: Utterance) -> tuple[Topic, ...]:
    """ "hikes or walks": the types of one category any of which an item may have."""
    for run in runs(utterance, "topic", lambda s: all(t.type and not t.negated for t in s.value)):
        # "art or history": history books or museums; with art, the category both words can name
        shared = set.intersection(*({t.category for t in s.value} for s in run))
        category = next(iter(shared)) if len(shared) == 1 else None
        chosen = [next((t for t in s.value if t.category == category), s.value[0]) for s in run]
        if len({t.category for t in chosen}) == 1 and len({t.type for t in chosen}) > 1:
            return tuple(dict.fromkeys(chosen))
    return ()


def kind_choices(utterance: Utterance) -> tuple[Topic, ...]:
    """ "books or hikes", "wines or beers", "museums or books": kinds of different categories, any of which an item may be
    (each word read as the kind of its own category; none when two of them may be of one category, see `type_choices`)."""
    for run in runs(utterance, "topic", lambda s: not any(t.negated for t in s.value)):
        if len(run) != len(utterance.of_kind("topic")):
            continue  # "museums or books about history": another kind said beside them, not read here
        if not any(re.search(r"\bor\b", _gap(utterance, a, b)) for a, b in pairwise(run)):
            continue  # "books and hikes": said together, not either
        if set.intersection(*({t.category for t in s.value} for s in run)):
            continue  # "art or history": one category both may be of
        chosen = [s.value[0] for s in run]
        if len({t.category for t in chosen}) == len(chosen) and all(len(s.value) == 1 for s in run):
            return tuple(chosen)
    return ()
