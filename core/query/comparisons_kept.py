"""What a comparison keeps of the question before it: “were there more lunches or dinners?” after the meals in
Lisbon compares the kinds of those meals, so in Lisbon."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .request import Reading, Request


def subdivides(reading: Reading, prior: Request | None) -> bool:
    """Whether a comparison names only kinds (or values) inside the one category the previous question listed
    in a place, with no place or time of its own: then it compares parts of that answer, kept in its place."""
    if prior is None or prior.place is None or prior.category is None or prior.type is not None or prior.types:
        return False
    if reading.places or reading.dates or reading.people or not (reading.topics or reading.values):
        return False
    kinds = [t for readings in reading.topics for t in readings[:1]]
    return all(t.category == prior.category and t.type is not None and not t.negated for t in kinds) and all(
        prior.category in v.categories for v in reading.values
    )


ONLY = frozenset({"only", "just"})
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")
LEADING = frozenset({"and", "but", "so", "for", "with", "then", "also", "now", "what", "about"})  # "and for running, …"
# "And Paris or Florence, there?": "there" (or "then") that points at the two places (or years) just said
POINTING_AT_THEM = frozenset({"there", "then"})
# "and for running, which season is more?", "walks, which one wins?": the comparison before asked again of a kind
# ("and for eating, who is more?": of the people the comparison before set against each other)
WHICH_MORE = re.compile(
    r"(?:^|[,\s])\s*(?:(?:which|what)(?: (?P<noun>[a-z]+))?|(?P<who>(?:with )?(?:who|whom)))"
    r" (?:is|was|are|were|has|had|wins|won|comes out)(?: it)? (?:more|most|ahead|on top)\s*[?!.]*$"
)


# "what if we only count the meals?", "and if I just count dinners", "counting only museums": what is counted, narrowed
COUNTING_ONLY = re.compile(
    r"(?:^|[.!?,]\s*)(?:(?:ok|okay|so|and|but|now)\W+)?(?:(?:what|how about|and)\W+)?(?:if\W+)?(?:we|i|you)\W+(?:only|just)\W+"
    r"(?:count|counted|look\W+at|include|consider|take)\W+(?:the\W+)?"
    r"|(?:^|[.!?,]\s*)(?:counting|count|looking\W+at)\W+(?:only|just)\W+(?:the\W+)?",
    re.IGNORECASE,
)


def only_when_or_where(reading: Reading, compared: dict[str, Any] | None) -> bool:
    """Whether a terse turn says nothing but a time or a place ("2023?", "in Spain?") right after a comparison
    whose options are not told apart by that: then it is the same comparison again there or then ("2021?" after
    "more hikes in 2019 or 2020?" is not: which of the two it replaces cannot be told)."""
    if compared is None or not (reading.dates or reading.places) or (reading.dates and reading.places):
        return False
    said = (reading.topics, reading.comparisons, reading.people, reading.values, reading.texts, reading.bare_numbers)
    if any(said) or reading.superlatives or reading.selections or reading.shape.aggregate is not None or reading.shape.verify:
        return False
    if len(reading.text.split()) > 4 or not set(reading.unknown_words) <= ONLY:  # "in europe only": there alone
        return False
    key = "dates" if reading.dates else "place"
    common = compared.get("common", {}).get(key)
    return all(option.get(key) == common for _, option in compared.get("options", ()))


def only_a_kind(reading: Reading, compared: dict[str, Any] | None) -> bool:
    """Whether a terse turn says nothing but one kind ("dinners", "museums?") right after a comparison whose
    options are told apart by something else (places, times, people): then it is the same comparison of that
    kind ("dinners" after "more lunches tokyo or kyoto")."""
    if compared is None or compared.get("byTopic"):
        return False
    asked = WHICH_MORE.search(reading.text)
    if asked is not None and asked["who"] and not _sets_people_apart(compared):  # "who is more?" of two years: not so
        return False
    return kind_alone(reading)


def _sets_people_apart(compared: dict[str, Any]) -> bool:
    """Whether the options of the comparison differ in their people ("with Anna or with Tom?")."""
    people = [(option or {}).get("people") for _, option in compared.get("options", ())]
    return len(people) >= 2 and any(p != people[0] for p in people[1:])


def kind_alone(reading: Reading) -> bool:
    """Whether a terse turn says nothing but one kind ("dinners", "museums?", "Beers?", "just the wines")."""
    if len(reading.topics) != 1 or len(reading.topics[0]) != 1:
        return False
    said = (reading.dates, reading.places, reading.comparisons, reading.people, reading.values, reading.texts, reading.bare_numbers)
    if any(said) or reading.superlatives or reading.selections or reading.shape.aggregate is not None or reading.shape.verify:
        return False
    text = _SENTENCE_END.split(reading.text.strip())[-1]  # "Ha, told her. And musems?": the remark before is no part of it
    unknown_lead: set[str] = set()
    counting = COUNTING_ONLY.search(text)
    if counting is not None:  # "Interesting. What if we only count the meals?": the kind after it, said as a narrowing
        unknown_lead = set(re.findall(r"[a-z]+", counting.group().lower())) - ONLY
        text = "only " + text[counting.end() :]
    asked = WHICH_MORE.search(text)
    if asked is not None:  # "for running, which season is more?": what the options were (a season, a year) may be said
        text = text[: asked.start()]
    unknown = set(reading.unknown_words) - (set(re.findall(r"[a-z]+", asked.group())) | LEADING if asked is not None else set())
    unknown -= unknown_lead
    narrowing = unknown <= ONLY  # "art only", "just dinners": the kind alone, said as a narrowing
    return len(text.split()) <= 3 + len(unknown) and narrowing and not reading.topics[0][0].negated


def only_values(reading: Reading, compared: dict[str, Any] | None) -> bool:
    """Whether a terse turn says nothing but values of the things compared ("Reds only.", "just the white ones?")
    right after a comparison whose options are told apart by something else (years, places, people): then it is
    the same comparison of those ("Reds only." after "more wines in 2025 or 2026?")."""
    if compared is None or not reading.values or any(v.negated for v in reading.values):
        return False
    said = (reading.topics, reading.dates, reading.places, reading.comparisons, reading.people, reading.texts, reading.bare_numbers)
    if any(said) or reading.superlatives or reading.selections or reading.shape.aggregate is not None or reading.shape.verify:
        return False
    return len(reading.text.split()) <= 2 + len(reading.values) and set(reading.unknown_words) <= ONLY | LEADING


def other_options(reading: Reading, compared: dict[str, Any] | None) -> Reading | None:
    """ "France or Greece?" right after "more walks in Japan or Italy?": a terse turn that says only two other places
    (or years) joined by "or", where the comparison before told its options apart by place (or year), is the same
    comparison of those two; the reading as if "more … in France or Greece?" had been said. None otherwise."""
    if compared is None or compared.get("byTopic") or compared.get("measure") or reading.shape.contrast:
        return None
    said = (reading.topics, reading.comparisons, reading.people, reading.values, reading.texts, reading.bare_numbers)
    if any(said) or reading.superlatives or reading.selections or reading.sorts or reading.shape.aggregate is not None:
        return None
    pointing = POINTING_AT_THEM if reading.places or reading.dates else frozenset()  # "Paris or Florence, there?"
    if reading.shape.verify or len(reading.text.split()) > 5 or not set(reading.unknown_words) <= ONLY | LEADING | pointing | {"or"}:
        return None
    if " or " not in f" {reading.text.lower()} " or len(compared.get("options", ())) != 2:
        return None
    shape = replace(reading.shape, contrast=True)
    if len(reading.places) == 1 and not reading.dates and len(reading.places[0].any_of) == 2 and not reading.places[0].negated:
        return replace(reading, places=reading.places[0].any_of, shape=shape) if _told_apart_by("place", compared) else None
    if len(reading.dates) == 1 and not reading.places and len(reading.dates[0].parts) == 2 and not reading.dates[0].negated:
        return replace(reading, dates=reading.dates[0].parts, shape=shape) if _told_apart_by("dates", compared) else None
    return None


def other_values(reading: Reading, compared: dict[str, Any] | None) -> Reading | None:
    """ "And in Spain, seafood or spanish?" right after "in Greece, more seafood or more greek food?": a turn that names
    two other values of the field that told the options apart, joined by "or" (perhaps with a place or time of its
    own), is the same comparison of those two values; the reading as if each had been said apart. None otherwise."""
    if compared is None or compared.get("byTopic") or compared.get("measure") or reading.shape.contrast:
        return None
    said = (reading.topics, reading.comparisons, reading.people, reading.texts, reading.bare_numbers)
    if any(said) or reading.superlatives or reading.selections or reading.sorts or reading.shape.aggregate is not None:
        return None
    if reading.shape.verify or len(reading.values) != 1 or len(compared.get("options", ())) != 2:
        return None
    value = reading.values[0]
    if value.negated or len(value.any_of) != 2 or " or " not in f" {reading.text.lower()} ":
        return None
    if len(reading.text.split()) > 8 or not set(reading.unknown_words) <= ONLY | LEADING | {"or"}:
        return None
    common = Request.from_dict(compared["common"])
    apart = {v.field for _, each in compared["options"] for v in Request.from_dict(each).values if v not in common.values}
    if apart != {value.field}:
        return None
    split = tuple(replace(value, value=each, any_of=()) for each in value.any_of)
    return replace(reading, values=split, shape=replace(reading.shape, contrast=True))


def _told_apart_by(key: str, compared: dict[str, Any]) -> bool:
    """Whether each option of the comparison has its own `key` (its place, its dates): else which one a new value
    replaces cannot be told."""
    common = compared.get("common", {}).get(key)
    return all(option.get(key) != common for _, option in compared["options"])
