"""The sentences the collection assistant answers with: an item as a card's view, a yes/no verdict with
its evidence, an aggregate, a comparison, and how words were read (pure)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from ..collection.definition import CollectionDefinition
from ..turn import ItemView, MapPoint
from .aggregate import Aggregate, Measured
from .compared_with_none import no_winner, some_of_none
from .measured import measured_field
from .none_of_either import lead_of_none, none_of_them
from .quantities import DATE_PARTS, YEAR_PATH, Outcome, compute, mean_number, number, value_at
from .request import Reading, Request
from .restate import Wording, describe, joined, phrase, qualifiers, singular
from .spelling import Correction
from .units_asked import converted, converts
from .with_anyone import asks_for_anyone, company_told


def item_view(item: dict[str, Any]) -> ItemView:
    place = item.get("place") or {}
    when = item["itemDate"].strftime("%b %-d, %Y") if isinstance(item.get("itemDate"), datetime) else ""
    subtitle = " · ".join(
        x
        for x in (f"{item.get('category')} / {item.get('type')}", f"{place.get('city')}, {place.get('country')}" if place else "", when)
        if x
    )
    details = [f"rated {item['rating']}/5"] if item.get("rating") else []
    if item.get("who"):
        details.append("with " + ", ".join(item["who"]))
    view: ItemView = {
        "id": item["_id"],
        "title": item.get("title", ""),
        "subtitle": subtitle,
        "text": " · ".join(details),
        "place": place.get("city", ""),
    }
    if when:
        view["date"] = when
    coordinates = (place.get("location") or {}).get("coordinates")
    if coordinates:
        view["lon"], view["lat"] = float(coordinates[0]), float(coordinates[1])
    return view


def map_point(view: ItemView) -> MapPoint | None:
    """Where an item's view goes on a map, when it has a position."""
    if "lat" not in view or "lon" not in view:
        return None
    point: MapPoint = {"title": view.get("title", ""), "place": view.get("place", ""), "lat": view["lat"], "lon": view["lon"]}
    if view.get("date"):
        point["date"] = view["date"]
    return point


def plainly(text: str) -> str:
    return " ".join(text.lower().split())


def became(correction: Correction | None) -> str | None:
    return correction.became if correction else None


def corrections_said(reading: Reading) -> str:
    """ "I took “fizz” as sparkling drinks. I read “bordeax” as Bordeaux. " — the corrections that changed what is asked."""
    taken = ", ".join(f"“{c.word}” as {c.shown}" for c in reading.stated_corrections if c.kind == "meaning")
    said = ", ".join(f"“{c.word}” as {c.shown}" for c in reading.stated_corrections if c.kind != "meaning")
    assumed = "".join(f"{n}: " for n in dict.fromkeys(p.note for p in reading.places if p.note))  # "Taking home as the United States: "
    taken = ", ".join([*(d.assumed for d in reading.dates if d.assumed), *([taken] if taken else [])])  # "“on Friday” as Friday, 27 …"
    rated = list(dict.fromkeys(c.assumed for c in reading.comparisons if c.assumed))  # "“loved” as rated 5"
    taken = ", ".join([*rated, *([taken] if taken else [])])
    return assumed + (f"I took {taken}. " if taken else "") + (f"I read {said}. " if said else "")


# the sentences corrections_said writes, opening a reply ("I took “fizz” as sparkling drinks. I read “bordeax” as Bordeaux. ")
_CORRECTIONS_LEAD = re.compile(r"(?:(?:I took|I read)\b[^.]*\.\s+)+")


def corrections_lead(reply: str) -> str:
    """What a reply said first of the words it took or read as others (corrections_said's sentences), or ""."""
    lead = _CORRECTIONS_LEAD.match(reply)
    return lead[0] if lead else ""


def unclear_said(reading: Reading, unknown: list[str]) -> str:
    """ " (I didn't understand “…”.)": what could not be read in a question, said after its answer."""
    notes = [*reading.problems, *([f"I didn't understand “{' '.join(unknown)}”"] if unknown else [])]
    return " (" + "; ".join(notes) + ".)" if notes else ""


def verdict_first(read_as: str, answer: str) -> str:
    """ "Yes — I read “befor” as before — further …": a yes or no stays first when words were read as others."""
    verdict = re.match(r"(Yes|No), ", answer)
    if verdict is None or not read_as:
        return read_as + answer
    return f"{verdict[1]} — {read_as.strip().rstrip('.:')} — {answer[verdict.end() :]}"


def items_word(count: int) -> str:
    return f"{count} item{'s' if count != 1 else ''}"


def of_your_phrase(request: Request, words: Wording, prefix: str = "of your") -> str:
    """ " of your runs in 2024" when the request names what it is about, else " in 2024" (or "")."""
    if request.category is not None:
        return f" {prefix} {describe(request, words)}"
    said = qualifiers(request, words)
    return f" {said}" if said else ""


def facts_of(request: Request, item: dict[str, Any], units: dict[str, str]) -> str:
    """ "rated 4", "distance 12.5 km": the referenced item's own values of the fields asked about."""
    facts = []
    for comparison in request.comparisons:
        if comparison.field == "rating":
            facts.append(f"rated {item.get('rating')}")
        else:
            value = value_at(item, f"fields.{comparison.field}")
            unit = units.get(comparison.field)
            facts.append(f"{comparison.field} {value}" + (f" {unit}" if unit else ""))
    return " and ".join(facts)


def verdict_text(
    request: Request,
    count: int,
    found: list[dict[str, Any]],
    units: dict[str, str],
    item: dict[str, Any] | None,
    words: Wording,
    read_as: str = "",
    times: tuple[str, int] | None = None,
    every: int | None = None,
    denied: bool = False,
    most_of: int | None = None,
) -> str:
    """ "Yes, 3 hikes in Croatia, e.g. …" / "No, I found no items in Iceland." / "No, Château X is rated 4." /
    "No, The Science of Stars is a popular science book, not a novel." The verdict comes first; how a word
    was read is folded in after it ("No — I read “sking” as skiing — I found no …")."""
    verdict, evidence = evidence_for(replace(request, within=None), count, found, units, item, words)
    if times is not None and item is None:  # "more than 5 times, right?": "No, 5 hikes …" — the count against the number
        op, number = times
        holds = {">": count > number, ">=": count >= number, "<": count < number, "<=": count <= number, "==": count == number}[op]
        verdict, evidence = ("Yes" if holds else "No"), f"{phrase(replace(request, within=None), words, count)}."
    if every is not None and item is None and count:  # "was Mary on every one of them?": all `every` items, not some
        verdict, evidence = ("Yes", f"all {every}: {evidence}") if count >= every else ("No", f"{count} of the {every}: {evidence}")
    if denied and item is None and times is None:  # "I never had a wine in Chile, right?": yes when none, no with them
        verdict = "No" if count else "Yes"
    if most_of and item is None:  # "was Tom there for most of them?": more than half of the `most_of` items
        verdict = "Yes" if 2 * count > most_of else "No"
        evidence = f"{'none' if evidence.startswith('I found no ') else count} of the {most_of}: {evidence}"
    if read_as:
        return f"{verdict} — {read_as.strip().rstrip('.')} — {evidence}"
    return f"{verdict}, {evidence}"


def with_article(noun: str) -> str:
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def evidence_for(
    asked: Request, count: int, found: list[dict[str, Any]], units: dict[str, str], item: dict[str, Any] | None, words: Wording
) -> tuple[str, str]:
    """ "Yes" or "No", and what shows it."""
    verdict = "Yes" if count else "No"
    if item is not None and asks_for_anyone(asked.people) and not asked.comparisons:  # "was anyone with me on that one?"
        return verdict, company_told(item["title"], list(item.get("who") or []))
    if item is not None:  # "was that one rated 5?", "was it a novel?"
        facts = facts_of(asked, item, units)
        if facts:
            return verdict, f"{item['title']} is {facts}."
        if asked.category is not None and not qualifiers(replace(asked, category=None, type=None, values=()), words):
            kind = with_article(words.noun(item.get("category"), item.get("type"), 1))
            said = with_article(words.noun(asked.category, asked.type, 1))
            return verdict, f"{item['title']} is {kind}." if count else f"{item['title']} is {kind}, not {said}."
        said = qualifiers(asked, words) or f"one of your {describe(asked, words)}"
        return verdict, f"{item['title']} is {said}." if count else f"{item['title']} is not {said}."
    if not count:
        return verdict, f"I found {phrase(asked, words, 0)}."
    examples = [f"{i['title']} ({i['itemDate'].strftime('%B %-d, %Y')})" for i in found[:2]]
    return verdict, f"{phrase(asked, words, count)}, e.g. {' and '.join(examples)}."


def aggregate_text(
    aggregate: Aggregate, outcome: Any, request: Request, words: Wording, unit: str | None, total: int, asked_unit: str | None = None
) -> str:
    """ "The total distance is 356.2 km over 42 runs in 2024." / "5 different countries in 2023: …"; `asked_unit`: the
    unit the question asked the value in ("… in miles"), said beside the one it is kept in ("15.3 km (9.5 miles)")."""
    of_your = of_your_phrase(request, words)
    if aggregate.op == "distinct":
        names = list(outcome.names)
        if not names:
            return f"I found no {describe(request, words)}."
        shown = ", ".join(names[:5]) + (f" and {len(names) - 5} more" if len(names) > 5 else "")
        if len(names) == 1:  # "1 country for your wines in 2019: France.", never "1 different countries"
            return f"1 {singular(aggregate.label)}{of_your_phrase(request, words, 'for your')}: {shown}."
        return f"{len(names)} different {aggregate.label}{of_your_phrase(request, words, 'for your')}: {shown}."
    if aggregate.op == "fewest":  # "The year with the fewest books is 2013 (12 of 259 books)."
        return fewest_text(aggregate, outcome, request, words, total)
    if aggregate.op == "mode":
        if not outcome.names:
            return f"I found no {describe(request, words)}."
        names = list(outcome.names)
        listed = ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1]
        each = " each" if len(names) > 1 else ""
        among = words.noun(request.category, request.type, total)
        if aggregate.field in DATE_PARTS:  # "which year did I ski the most?": "The year with the most ski days is 2021 (6 of 44 ski days)."
            counted = describe(request, words) if request.category is not None else among + of_your
            verb = "are" if len(names) > 1 else "is"
            part = "year" if aggregate.field == YEAR_PATH else "month"  # "The month with the most trips is October (…)": of every year
            return f"The {part}{'s' if len(names) > 1 else ''} with the most {counted} {verb} {listed} ({outcome.times} of {total} {among}{each})."
        return (
            f"The {'person' if aggregate.label == 'people' else aggregate.label} that comes up most often{of_your}"
            f" {'are' if len(names) > 1 else 'is'} {listed}"
            f" ({outcome.times} of {total} {among}{each})."
        )
    word = {"sum": "total", "avg": "average", "max": "maximum", "min": "minimum"}[aggregate.op]
    if unit is None and re.fullmatch(r"[a-z]+[^s]s", aggregate.label) and outcome.value is not None:
        word = f"{word} number of"  # "the total number of nights", not "the total nights is"
    if outcome.value is None:
        return f"I found no {aggregate.label} to take the {word} of over {phrase(request, words, total)}."
    value = mean_number(outcome.value, unit) if aggregate.op == "avg" else number(outcome.value, unit)
    if unit is not None and asked_unit is not None and unit.lower() != asked_unit and converts(unit, asked_unit):
        value = f"{value} ({converted(float(outcome.value), unit, asked_unit)})"  # "how far on average, in miles"
    if aggregate.op in ("max", "min") and outcome.item is not None:
        when = outcome.item["itemDate"].strftime("%B %-d, %Y")
        text = f"The {word} {aggregate.label}{of_your} is {value}: {outcome.item['title']} ({when})."
    else:
        text = f"The {word} {aggregate.label} is {value} over {phrase(request, words, outcome.counted)}."
    if aggregate.bound is None:
        return text
    # "was the 2020 cycling total over 200 km?": "No, the total distance is 181.4 km over …"
    return f"{'Yes' if aggregate.passes(float(outcome.value)) else 'No'}, {text[0].lower()}{text[1:]}"


_AFTER_NOUN = re.compile(r" (?:in|from|with|without|on|at|near|outside|within|during|rated|last|this|before|after|since|between) ")


def _one(label: str) -> str:
    """ "cocktails" → "cocktail", "wines in Italy" → "wine in Italy": an option's plural noun for a count of one."""
    cut = _AFTER_NOUN.search(label)
    head, rest = (label[: cut.start()], label[cut.start() :]) if cut else (label, "")
    words = head.split(" ")
    return " ".join([*words[:-1], singular(words[-1])]) + rest


def contrast_text(
    alternatives: list[tuple[str, Request]], counts: list[int], said: str, fewer: bool, by_topic: bool, text: str, lead: bool = True
) -> str:
    """ "More wine: 14 wines and 9 beers in 2021." / "The same: 9 wines and 9 beers in 2021."; without `lead` (how many
    of each was asked), the counts alone: "5 red drinks, 3 white drinks and 4 rosé drinks in Spain (12 in all)." """
    labels = [label for label, _ in alternatives]
    parts = [f"{n} {_one(label) if n == 1 else label}" for label, n in zip(labels, counts, strict=True)]
    listed = ", ".join(parts[:-1]) + " and " + parts[-1]
    if not lead:
        return f"{listed}{said} ({sum(counts)} in all)."
    if none_of_them(counts):  # "and compared with the older one?" with none of either: nothing to compare
        return lead_of_none(f"{listed}{said}")
    if len(set(counts)) == 1:
        return f"The same: {listed}{said}."
    pick = min if fewer else max
    winners = [label for label, n in zip(labels, counts, strict=True) if n == pick(counts)]
    if len(winners) > 1:
        return f"{' and '.join(winners).capitalize()} tie: {listed}{said}."
    winner = winners[0]
    if by_topic:
        singular = next((r for label, r in alternatives if label == winner), None)
        name = (singular.type or singular.category or winner).lower() if singular else winner
        winner = name if re.search(rf"\b{re.escape(name)}\b", text) else winner  # "more wine", "more walks"
    word = ("Less" if re.search(r"\bless\b", text) else "Fewer") if fewer else "More"
    return f"{word} {winner}: {listed}{said}."


def fewest_text(aggregate: Aggregate, outcome: Outcome, request: Request, words: Wording, total: int) -> str:
    """ "The year with the fewest books is 2013 (12 of 259 books).", "The cities with the fewest meals are Lyon, Nice,
    Porto, Bari and Sintra and 12 more (1 of 902 meals each)." — of the groups with any items."""
    if not outcome.names:
        return f"I found no {describe(request, words)}."
    names = list(outcome.names)
    shown = names[:5]
    listed = (
        ", ".join(shown[:-1]) + (" and " if len(shown) > 1 else "") + shown[-1] + (f" and {len(names) - 5} more" if len(names) > 5 else "")
    )
    among = words.noun(request.category, request.type, total)
    counted = describe(request, words) if request.category is not None else among + of_your_phrase(request, words)
    part = {"itemDate.year": "year", "itemDate.month": "month"}.get(
        aggregate.field, singular(aggregate.label) if aggregate.label else "one"
    )
    several = len(names) > 1
    return (
        f"The {(part[:-1] + 'ies' if part.endswith('y') else part + 's') if several else part} with the fewest {counted} {'are' if several else 'is'} {listed}"
        f" ({outcome.times} of {total} {among}{' each' if several else ''}), of the ones with any."
    )


@dataclass(frozen=True)
class MeasuresCompared:
    """The answer to a comparison of a number field between groups: the sentence, each group's value
    (None where no item has the field), and the field compared ("" when it could not be told: the sentence asks)."""

    text: str
    values: dict[str, float | None]
    field: str = ""


GROUP_WORDS = re.compile(r"^(?:in|on|at|with|without|from|during|last|this|before|after|since|between|outside|abroad|overseas|not)\b")


def told_apart(values: list[float | None]) -> int:
    """The decimals that show values apart: one, or two when two that differ are the same to one ("3.5" and "3.5" for
    3.54 and 3.46, which would read as a tie: "3.54" and "3.46")."""
    known = [v for v in values if v is not None]
    ties = any(round(a, 1) == round(b, 1) and a != b for i, a in enumerate(known) for b in known[i + 1 :])
    return 2 if ties else 1


_OF_GROUP = {"avg": "average", "sum": "total", "max": "largest", "min": "smallest"}  # each group's value, said back


def measures_compared(
    measured: Measured,
    options: list[tuple[str, Request, list[dict[str, Any]]]],
    definition: CollectionDefinition,
    words: Wording,
    said: str,
    against: bool,
) -> MeasuresCompared:
    """ "Further in 2023: the total distance is 159.7 km over 13 runs in 2023 and 147.9 km over 13 runs in 2024." /
    "No, higher for dinners: the average rating is 3.5 over 26 lunches and 3.6 over 32 dinners in 2022." — each
    group's total (or average) of the field the comparative means for it; `against` ("X … than Y?") answers
    yes or no first: whether the first group wins."""
    chosen = {f.name: f for _, each, _ in options if (f := measured_field(measured, definition, each.category)) is not None}
    if len(chosen) != 1 or any(measured_field(measured, definition, each.category) is None for _, each, _ in options):
        fields = [definition.field(name) for name in measured.fields]
        theirs = list(
            dict.fromkeys(f.name for _, each, _ in options for f in definition.fields_of(each.category) if f.name in measured.fields)
        )
        names = theirs if len(theirs) > 1 else [f.name for f in fields]  # "Longer by what: distance or duration?" for hikes and runs
        return MeasuresCompared(f"{measured.word.capitalize()} by what: {joined(names, 'or')}?", {})
    field = next(iter(chosen.values()))
    aggregate = Aggregate(measured.op, field.name)
    outcomes = [compute(aggregate, field.path, found) for _, _, found in options]
    unit = words.unit(field.name)  # "km", or the field's own plural name ("pages")
    digits = told_apart([o.value for o in outcomes])
    owners = [c.name for c in definition.categories if field in c.fields]  # "more nights": of trips, when no kind is said
    parts = []
    for (label, each, _), outcome in zip(options, outcomes, strict=True):
        group = f" {label}" if GROUP_WORDS.match(label) else ""  # "in 2023"; a kind of thing is said by its noun
        kind = (each.category, each.type) if each.category or len(owners) != 1 else (owners[0], None)
        if outcome.value is None:
            parts.append(f"none{group or ' for ' + label}")
        else:  # "229.6 km over 15 runs last year (2025)", "4.3 over 3 beers"
            among = "among" if measured.op in ("max", "min") else "over"  # "the largest distance is 21.6 km among 13 hikes"
            parts.append(f"{number(outcome.value, unit, digits)} {among} {outcome.counted} {words.noun(*kind, outcome.counted)}{group}")
    values = {label: outcome.value for (label, _, _), outcome in zip(options, outcomes, strict=True)}
    known = [(label, round(v, digits)) for label, v in values.items() if v is not None]
    shown = [v for _, v in known]
    best = (max if measured.larger else min)(shown) if shown else None
    winners = [label for label, v in known if v == best]
    named = "" if unit == field.name else f" {field.name}"  # "the total is 6548 pages …", "the total distance is 85.4 km …"
    what = f"the {_OF_GROUP.get(measured.op, 'total')}{named} is {joined(parts)}{said}."
    if not known:
        return MeasuresCompared(f"I found no {field.name} to compare: {joined(parts)}{said}.", values, field.name)
    if some_of_none(measured.op, list(values.values())):  # "rated better than the Paris one?" with none in Paris
        return MeasuresCompared(no_winner(measured.word, what), values, field.name)
    if len(winners) > 1:
        lead = "The same"
    else:
        winner = winners[0]
        lead = f"{measured.word.capitalize()} {winner if GROUP_WORDS.match(winner) else 'for ' + winner}"
    text = f"{lead}: {what}"
    if measured.by_how_much and len(known) == 2 and len(winners) == 1:  # "how many more km did I run in 2023 than in 2024?"
        text = f"{number(abs(known[0][1] - known[1][1]), unit, digits)} {lead[:1].lower()}{lead[1:]}: {what}"
    elif against and len(options) == 2:  # "so I ran further last year than the year before, right?"
        first = values[options[0][0]]
        text = f"{'Yes' if len(winners) == 1 and first is not None and winners[0] == options[0][0] else 'No'}, {text[0].lower()}{text[1:]}"
    return MeasuresCompared(text, values, field.name)
