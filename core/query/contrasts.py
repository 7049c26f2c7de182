"""Comparisons between groups ("did I drink more wine or beer in 2021?", "more in 2025 or 2026?", "did I run
further in Lyon or in Nice?"): the options a question sets against each other — kinds of things, values of
one field, dates, places, companions or seasons — and what they share, as plain data, so that a follow-on
("and in Spain?") can ask the same comparison again (pure)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import asdict, fields, replace
from datetime import UTC, datetime
from typing import Any

from .aggregate import Measured
from .by_how_much import asks_by_how_much
from .claimed_over_the_value import named_group_claimed_first
from .dates import SEASONS, DateRange, placed_together, season_range
from .places import DEMONYMS, Place
from .request import Reading, Request, build_request, pick_topic
from .restate import Wording, phrase, plural, qualifiers
from .than_put_together import PUT_TOGETHER_KEY, than_put_together
from .those_against import sets_those_against
from .vocabulary import FieldValue, TextMatch


def _said_at(text: str, place: Place) -> int:
    """Where a country is first said, by its name or its adjective ("greek": Greece)."""
    words = [place.name.lower(), *(word for word, (code, _) in DEMONYMS.items() if code == place.country_code)]
    found = [m.start() for word in words if (m := re.search(rf"\b{re.escape(word)}\b", text))]
    return min(found, default=len(text))


def contrast_of(reading: Reading, base: Request, words: Wording, year: int | None = None) -> dict[str, Any] | None:
    """The comparison the reading asks for over `base` (what every option shares), as JSON-ready data:
    the options (label, request), what they have in common, the seasons compared, whether the options are
    kinds of things or named values, the question's text, whether it asks "X … than Y?" and the number
    field compared, if any (see measured.py); None when fewer than two things are named. `year` is the
    year talked about ("more that year or the year before?")."""
    collection = base.collection
    alternatives: list[tuple[str, Request]] = []
    # "more science or history ones there" after the museums in Lisbon: "history" is of the museums too, as "science" is
    said_categories = {t.category for readings in reading.topics for t in readings if len(readings) == 1}
    said_topics = [pick_topic(readings, base.category, said_categories) for readings in reading.topics if not readings[0].negated]
    typed = {t.category for t in said_topics if t.type}
    # "drink more wine or beer": the verb's category is not an alternative beside its types
    topics = list(dict.fromkeys((t.category, t.type) for t in said_topics if t.type or t.category not in typed))
    by_field: dict[str, list[FieldValue]] = {}
    fitting = [v for v in reading.values if base.category is None or base.category in v.categories]
    for value in fitting:
        by_field.setdefault(value.field, []).append(value)
    values = next((options for options in by_field.values() if len(options) >= 2), [])
    places = list(reading.places)
    if len(places) < 2:  # "greek wines or italian ones": a cuisine is no field of drinks, but each adjective names a country
        # ("the greek … than the argentinian": one adjective read as a cuisine, the other as its country, both countries)
        # ("more non french wines than french ones": the country left out against the country, each an option)
        demonyms = [(*DEMONYMS[v.value.lower()], v.negated) for v in reading.values if v not in fitting and v.value.lower() in DEMONYMS]
        said = {p.country_code for p in places if p.kind == "country"}
        adjectives = [Place(name, "country", code, negated=negated) for code, name, negated in dict.fromkeys(demonyms) if code not in said]
        if adjectives:
            places = [*places, *adjectives] if places and all(p.kind == "country" for p in places) else adjectives
            places.sort(key=lambda p: _said_at(reading.text.lower(), p))
    titled = [t for t in reading.texts if t.word]  # "more lagers or pilsners?": words of the items' titles
    made = _makers_compared(reading, by_field) if not values and len(topics) < 2 else []
    common = base
    if made:  # "more of hers than of Marco Bellini's" after the books by Grace Obi: by her against by him
        field = made[0].field
        common = replace(
            base, values=tuple(v for v in base.values if v.field != field), texts=tuple(t for t in base.texts if t.field != field)
        )
        for maker in made:
            each = (
                replace(common, values=(*common.values, maker))
                if isinstance(maker, FieldValue)
                else replace(common, texts=(*common.texts, maker))
            )
            alone = Request(collection, category=each.category, type=each.type)
            only = replace(alone, values=(maker,)) if isinstance(maker, FieldValue) else replace(alone, texts=(maker,))
            alternatives.append((phrase(only, words), each))
    elif len(topics) >= 2:
        owner = _owned_by_option(reading.text.lower(), len(topics))
        owned_place = base.place is not None and owner(base.place.name, adjective=False) is not None
        common = replace(base, category=None, type=None, values=(), place=None if owned_place else base.place)
        for index, (category, kind) in enumerate(topics):
            kept = tuple(v for v in base.values if owner(v.value, adjective=True) in (None, index))
            place = base.place if base.place is None or owner(base.place.name, adjective=False) in (None, index) else None
            each = replace(base, category=category, type=kind, values=kept, place=place)
            label = _kind_as_kept(replace(base, values=kept, place=place if owned_place else None), category, kind, words)
            alternatives.append((label, each))
    elif values:  # "more red or white wine?": the values of one field
        common = replace(base, values=tuple(v for v in base.values if v.field != values[0].field))
        owned = _places_owned(reading, fitting, len(values)) if not reading.places else {}
        if owned:  # "more Italian reds or French whites?": each option's country is its own
            common = replace(common, place=None)
        for index, value in enumerate(values):
            each = replace(common, values=(*common.values, value), place=owned.get(index, common.place))
            shown = Request(collection, category=each.category, type=each.type, values=(value,), place=owned.get(index))
            alternatives.append((phrase(shown, words), each))
    elif len(titled) >= 2:
        common = replace(base, texts=tuple(t for t in base.texts if not t.word))
        # ("16 margaritas and 13 martinis", "IPAs": a title word in capitals keeps them)
        alternatives = [(f"{t.text}s" if t.text.isupper() else plural(t.text), replace(common, texts=(*common.texts, t))) for t in titled]
    elif len(reading.dates) >= 2:
        common = replace(base, dates=None)
        alternatives = [(d.label, replace(base, dates=d)) for d in placed_together(reading.dates, year)]
    elif len(places) >= 2:
        common = replace(base, place=None)
        alternatives = [(qualifiers(Request(collection, place=p)), replace(base, place=p)) for p in places]
    elif len(reading.people) >= 2:
        common = replace(base, people=())
        alternatives = [(qualifiers(Request(collection, people=(p,))), replace(base, people=(p,))) for p in reading.people]
    elif len(reading.shape.seasons) < 2:
        return None
    return {
        "base": base.to_dict(),
        "common": common.to_dict(),
        "options": [[label, each.to_dict()] for label, each in alternatives],
        "seasons": list(dict.fromkeys("autumn" if s == "fall" else s for s in reading.shape.seasons)),
        "byTopic": len(topics) >= 2,
        "named": bool(values or made or len(titled) >= 2) and len(topics) < 2,
        "text": reading.text.lower(),
        "against": reading.shape.against,
        PUT_TOGETHER_KEY: bool(reading.shape.against) and than_put_together(reading.text) is not None,  # "… than A and B put together"
        "byHowMuch": asks_by_how_much(reading.text),  # "how many more hikes than bike rides?": the difference leads
        "measure": asdict(reading.shape.measured) if reading.shape.measured else None,
        "distinct": asdict(reading.shape.distinct) if reading.shape.distinct else None,
    }


_PRONOUN = re.compile(r"\b(?:hers|his|her|him)\b")


def _makers_compared(reading: Reading, by_field: dict[str, list[FieldValue]]) -> list[FieldValue | TextMatch]:
    """The makers set against each other when one is named and one is a pronoun told as the maker talked about
    ("more of hers than of Marco Bellini's"): one of a field's values and the made-by text of the same field,
    in the order said (the pronoun where it was said); empty otherwise."""
    text = reading.text.lower()
    for field, said in by_field.items():
        told = [t for t in reading.texts if t.field == field and t.cue and not t.word and t.text.lower() not in text]
        if len(said) == 1 and len(told) == 1:
            pronoun = _PRONOUN.search(text)
            if pronoun is None or text.find(said[0].value.lower()) < 0:
                return []
            first_told = pronoun.start() < text.find(said[0].value.lower())
            return [told[0], said[0]] if first_told else [said[0], told[0]]
    return []


def _kind_as_kept(base: Request, category: str | None, kind: str | None, words: Wording) -> str:
    """An option's kind with the values kept from what was asked before: "vegetarian dinners" against
    "vegetarian lunches" after the vegetarian dinners and lunches (the values are each option's, not said in
    common), and the place said with that option alone ("hikes in Peru")."""
    if not base.values and base.place is None:
        return words.noun(category, kind)
    return phrase(Request(base.collection, category=category, type=kind, values=base.values, place=base.place), words)


def _places_owned(reading: Reading, fitting: list[FieldValue], options: int) -> dict[int, Place]:
    """The country each option names by an adjective of its own ("Italian" in "more Italian reds or French
    whites?"), by the option's index; empty unless every option names one."""
    owner = _owned_by_option(reading.text.lower(), options)
    owned: dict[int, Place] = {}
    for value in reading.values:
        said = value.value.lower()
        index = owner(said, adjective=True) if value not in fitting and said in DEMONYMS else None
        if index is not None:
            code, name = DEMONYMS[said]
            owned.setdefault(index, Place(name, "country", code))
    return owned if len(owned) == options else {}


_COMPARATIVE = re.compile(r"\b(?:more|fewer|less|further|farther|longer|shorter)\b")
_OPTION_BREAK = re.compile(r"\b(?:or|than|vs|versus|against)\b")


def _owned_by_option(text: str, options: int) -> Callable[..., int | None]:
    """Which option a word said in the question belongs to: "red" in "more red wine or beer in 2021?" is the
    wine's, "Peru" in "more hikes in Peru or runs in 2022?" the hikes'; None for what is said with none of them
    alone ("in 2021" after the last option or "in Japan" before the first, which every option shares) or when
    the options cannot be told apart in the text. An adjective said first in the last option ("or white wine")
    is that option's."""
    cuts = [m.start() for m in _OPTION_BREAK.finditer(text)]
    asked = _COMPARATIVE.search(text, 0, cuts[0] if cuts else len(text))  # "in Japan I drank more beer or …": before, shared
    opening = asked.end() if asked else 0

    def owner(word: str, *, adjective: bool) -> int | None:
        if len(cuts) != options - 1:
            return None
        found = re.search(rf"\b{re.escape(word.lower())}", text)
        if found is None or found.start() < opening:
            return None
        index = sum(1 for cut in cuts if cut < found.start())
        if index < options - 1:
            return index
        said_first = re.match(r"(?:or|than|vs|versus|against)\s+(?:\w+\s+)?$", text[cuts[-1] : found.start()])
        return index if adjective and said_first else None

    return owner


# "was that more than my walks that year?": the value just given ("that", "it") set against another group's
# "higher than 2026 avg?", "so longer than in 2025?": the comparative said first, of the value just given
THAT_VALUE = re.compile(
    r"\b(?:was|is|were) (?:that|it|this)\b|^(?:so |and )?(?:that|it|this)(?:'s| is| was)\b"
    r"|^(?:so |and |ok |okay )?(?:higher|lower|more|less|greater|bigger|smaller|longer|shorter|further|farther)\b(?= than\b)"
)

# "vs walks", "and versus 2024?": only the other group said, against what was just counted
VERSUS = re.compile(r"^(?:so |and |ok |okay )?(?:vs\.?|versus|against|compared (?:to|with))\s")


def against_the_value(reading: Reading, talked_about: Request | None, words: Wording, year: int | None = None) -> dict[str, Any] | None:
    """ "was that more than my walks that year?" after the runs' total distance in 2025: the same total of the
    walks that year set against it, as `contrast_of`'s data; a count just given too ("is that more than this yr"
    after the cocktails of last year: yes or no with both counts; "vs walks" after the runs of 2025: both counts,
    which is more). None when the previous answer was no count, total or average of a field, or the question
    names nothing else to set against it."""
    if talked_about is None:
        return None
    counted = talked_about.action == "count" and talked_about.aggregate is None  # "is that more than this yr" after a count
    totalled = talked_about.aggregate is not None and talked_about.aggregate.field and talked_about.aggregate.op in ("sum", "avg")
    versus = VERSUS.search(reading.text.lower()) is not None  # "vs walks" after the runs of 2025: which is more
    field = talked_about.aggregate.field if totalled and talked_about.aggregate is not None else None
    named = (*reading.shape.field_words, *(reading.shape.measured.fields if reading.shape.measured else ()))
    those = sets_those_against(reading.text.lower(), named, field)  # "more pages of those than of novels"
    if not (counted or totalled) or not (versus or those or (reading.shape.against and THAT_VALUE.search(reading.text.lower()))):
        return None
    given = replace(talked_about, aggregate=None, action="count")
    other = build_request(reading, "count", given.collection, given, None, year)
    if other == given:
        return None
    fewer = re.search(r"\b(?:fewer|less|lower|shorter)\b", reading.text.lower()) is not None
    aggregate = talked_about.aggregate
    measure = Measured(aggregate.op, (aggregate.field,), not fewer, "less" if fewer else "more") if aggregate and aggregate.field else None
    blank = Request(given.collection, given.action)
    claimed_first = not versus and named_group_claimed_first(reading.text)  # "further in 2025 than that": 2025 first
    apart = [f.name for f in fields(Request) if getattr(given, f.name) != getattr(other, f.name)]

    def label(each: Request) -> str:  # "walks", or "in 2021": what sets the group apart
        if {"category", "type"} & set(apart):
            return words.noun(each.category, each.type)
        return qualifiers(replace(blank, **{name: getattr(each, name) for name in apart}), words)

    return {
        "base": given.to_dict(),
        "common": replace(given, **{name: getattr(blank, name) for name in apart}).to_dict(),
        "options": [[label(each), each.to_dict()] for each in ((other, given) if claimed_first else (given, other))],
        "seasons": [],
        "byTopic": bool({"category", "type"} & set(apart)),
        "named": False,
        "text": reading.text.lower(),
        "against": not versus,
        "measure": asdict(measure) if measure else None,
    }


def season_talked_about(reading: Reading, talked_about: Request | None) -> DateRange | None:
    """The dates of the previous question when they are the one season a comparison names: "so more beers or
    cocktails over the summer?" after the beers and cocktails of last summer compares them in that summer, and
    after the hikes of 2024, in the summer of 2024."""
    seasons = {SEASONS[s] for s in reading.shape.seasons}
    if talked_about is None or talked_about.dates is None or len(seasons) != 1 or reading.dates:
        return None
    dates = talked_about.dates
    year = dates.single_year()
    if year is not None and dates.start == datetime(year, 1, 1, tzinfo=UTC) and dates.end == datetime(year + 1, 1, 1, tzinfo=UTC):
        opening = next(iter(seasons))
        return season_range(year - (1 if opening == 12 else 0), opening)  # the winter of 2024 holds January 2024
    first = dates.start.year * 12 + dates.start.month - 1
    months = [(first + n) % 12 + 1 for n in range(dates.end.year * 12 + dates.end.month - 1 - first)]
    opening = seasons.pop()
    whole = dates.start.day == 1 and dates.end.day == 1 and not dates.parts
    return dates if whole and months == [(opening - 1 + n) % 12 + 1 for n in range(3)] else None
