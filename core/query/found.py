"""Answering a question with the items it means: a list (one page of it), a count, a map, or a yes or
no with its evidence; a superlative says when others share the value at its cut."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..bot import IntentContext
from ..collection.definition import CollectionDefinition
from ..jsonable import jsonable
from ..turn import Reply, SuggestedAction
from . import the_one_claimed, which_verified
from .all_claimed_last import group_claimed_of
from .all_on_those_days import every_one_of_the_days_claimed
from .answers import corrections_said, item_view, map_point, unclear_said, verdict_first, verdict_text
from .claimed_again import claimed_again
from .claimed_again import keep as keep_claimed
from .denied_again import denied_again
from .denied_again import keep as keep_denied
from .focus import ALWAYS, EVERY_OF_KIND, EVERY_ONE, THEY_ALL, WITH_SAID
from .library import Library
from .mongo import MongoQuery, build_query, sort_path, ties
from .most_of import MOST_OF, whole_of
from .never_asked import asked_with_never, spelled_out
from .none_asked_again import none_asked_again
from .nth_ranked import nth_ranked, nth_text
from .ordering import ORDINALS
from .paging import DEFAULT_PAGING, PAGING, Paging
from .places import nothing_from
from .quantities import value_at
from .remembered import ANSWER_MEMORY, dialog, remember, turn_number
from .request import THAT_TRIP, Reading, Request
from .restate import Wording, describe, page_hint, page_note, phrase, speak, summarize
from .tied_at_the_top import keep_tied
from .top_of_its_kind import top_verdict
from .vocabulary import FieldValue


def paging(ctx: IntentContext) -> Paging:
    """How much of a long answer one reply shows on the turn's channel."""
    return PAGING.get(ctx.turn.channel, DEFAULT_PAGING)


async def _which_one_claimed(
    library: Library, request: Request, reading: Reading, count: int, summary: str, words: Wording, talked_of: bool
) -> str | None:
    """ "isn't the one in madrid rated 4?" cold, 3 of the 10 there so rated: which one is asked, never a bare "Yes".
    Not when one thing is talked of (`talked_of`): "isnt that the one with tom" after the longest run is about it."""
    if not the_one_claimed.asks_which(reading.text, True, talked_of, count, None):  # before counting all it could be
        return None
    without = replace(request, comparisons=(), values=()) if request.comparisons or request.values else None
    of_all = None
    if without is not None and (without.place is not None or without.category is not None or without.dates is not None):
        of_all = await library.items.count(request.collection, build_query(without, library.definition(request.collection)).filter)
    if not the_one_claimed.asks_which(reading.text, True, talked_of, count, of_all):
        return None
    evidence = summary.split(", ", 1)[1] if summary.startswith("Yes, ") else None
    if evidence is None:
        return None
    return the_one_claimed.which_said(evidence, phrase(without, words, of_all) if without is not None and of_all else "")


async def answer(library: Library, ctx: IntentContext, request: Request, reading: Reading, unknown: list[str]) -> Reply:
    """The items `request` means, as its action asks: listed a page at a time, counted, mapped or verified."""
    action = request.action
    nth = nth_ranked(reading.text) if action == "find" and request.within is None and request.superlative is not None else None
    if nth is not None and request.superlative is not None and request.superlative.count == 1:
        ranked = await nth_of_the_ranking(library, ctx, reading, nth, request)
        if ranked is not None:  # "the second longest hike": the second of the ranking, never the first
            return ranked
    definition = library.definition(request.collection)
    words = library.wording[request.collection]
    pages = paging(ctx)
    query = build_query(request, definition)
    limit = request.limit or ANSWER_MEMORY  # a count keeps its items too: "show me a list", "those"
    found = await library.items.find(request.collection, query.filter, query.sort, limit)
    tied = await all_tied_asked(library, request, reading, definition, query, found)
    if tied is not None:  # "which wines have the newest vintage": the 2 wines of 2025, not the more recent of them
        request, query = tied, build_query(tied, definition)
        found = await library.items.find(request.collection, query.filter, query.sort, request.limit)
    count = len(found) if len(found) < limit or request.limit else await library.items.count(request.collection, query.filter)
    units = {f.name: f.unit for f in definition.fields_of(None) if f.unit}
    of_every_listed = False
    whole: Request | None = None  # "were most of the french meals that year in paris?": those meals
    whole_found: list[dict[str, Any]] = []
    if action == "verify":
        one = await library.one(request.collection, request.within[0]) if request.within is not None and len(request.within) == 1 else None
        every_one = EVERY_ONE.search(reading.text) or (THEY_ALL.search(reading.text.lower()) and not reading.people)
        again = not reading.shape.verify and dialog(ctx).every_one  # "wat about 2025" after "was Mary on every flight in 2019?"
        # not just some; "and mary?" after "was luca there for both" asks it of both again
        every = len(request.within) if request.within is not None and (every_one or again) else None
        of_every_listed = every is not None
        if every is None and count:  # "was Mary with me on every one of the Greek trips?": all the Greek trips, not some
            every = await every_of_kind(library, request, reading, definition, again)
            if every is None and request.within is None and (always := ALWAYS.search(reading.text)):
                unknown = [*unknown, always[0]]  # "do I always drink wine in Italy?": what "always" claims is not read
        most = (  # "was Tom there for most of them?": over half of them
            len(request.within)
            if one is None and every is None and request.within is not None and MOST_OF.search(reading.text.lower())
            else None
        )
        whole = whole_of(request, reading.text) if one is None and every is None and most is None else None
        if whole is not None:  # "were most of the french meals that year in paris?": over half of those meals
            whole_query = build_query(whole, definition)
            most = await library.items.count(request.collection, whole_query.filter)
            whole_found = await library.items.find(request.collection, whole_query.filter, whole_query.sort, ANSWER_MEMORY)
        # "adn in 2014?" after "more than 8 beers in 2015?": the same number claimed of 2014
        times = reading.shape.times or claimed_again(reading, ctx.memory, turn_number(ctx))
        keep_claimed(ctx.memory, times, turn_number(ctx))
        # "and in Barcelona?" after "is it true we never had a dinner below 3 there?": the same claim that none happened
        denied = reading.denied or (times is None and denied_again(reading, ctx.memory, turn_number(ctx)))
        keep_denied(ctx.memory, denied, turn_number(ctx))
        summary = verdict_text(request, count, found, units, one, words, corrections_said(reading), times, every, denied, most)
        if one is not None and count and times is None and not denied:  # "was that my best hike ever?": its rank checked
            summary = await of_its_kind_at_top(library, request, reading, definition, one, units) or summary
        if not denied and times is None and asked_with_never(reading.text):  # "did we never …?": "No, never: …"
            summary = spelled_out(summary)
        if one is None and every is None and most is None and times is None and not denied and request.within is None:
            focus = dialog(ctx)
            talked_of = focus.selected is not None or (focus.answer is not None and len(focus.answer) == 1)
            summary = await _which_one_claimed(library, request, reading, count, summary, words, talked_of) or summary
    else:
        never = None if count else nothing_from(request.place)  # "You have nothing from Kenya."
        summary = corrections_said(reading) + (never or summarize(request, count, found, units, words))
        if never is None and none_asked_again(reading.text, action, count):  # "and in athens?" after "how many of those": No
            summary = verdict_text(replace(request, action="verify"), count, found, units, None, words, corrections_said(reading))
    tied_ids: list[str] = []
    if request.superlative and found and request.superlative.field != "itemDate":
        summary += await tied_at_cut(library, request, definition, query, found[: request.superlative.count])
        if request.superlative.count == 1:  # "6 books share the top rating": kept for "from these, which one …"
            tied_ids = await tied_at_top(library, request, definition, query, found[0])
    listing = action not in ("count", "map", "verify")
    page = found[: 2 if action == "verify" else pages.size if listing else 0]
    note = hint = ""
    if listing and count > len(page):  # "Here are 25 of 59. Say “more” for the next ones or “show all”."
        note, hint = page_note(1, len(page), count), page_hint(1, len(page), count)
    text = " ".join(x for x in (summary, note, hint) if x) + unclear_said(reading, unknown)
    context = dialog(ctx)
    before_every = context.every_one
    before, before_answer, before_complete = context.request, context.answer, context.complete
    remember(library, ctx, request, found, count, len(page))
    keep_tied(ctx.memory, tied_ids, turn_number(ctx))
    context.every_one = (
        action == "verify"
        and request.within is None
        and (bool(request.people) or every_one_of_the_days_claimed(request) is not None)
        and bool(EVERY_OF_KIND.search(reading.text.lower()) or (not reading.shape.verify and before_every))
    ) or (action == "verify" and of_every_listed and bool(request.people))  # "was luca there for both": "and mary?" asks it again
    if action == "verify" and request.within is not None and before is not None:
        # "was it rated 5?", "were any of them rated 5?": what was tested is no filter for the next question, which
        # is still about that one or those ("and which ones weren't vegetarian?")
        context.request, context.answer, context.complete = before, request.within, True
        context.selected = request.within[0] if len(request.within) == 1 else None
        which_verified.keep(ctx.memory, request, turn_number(ctx))  # "wich ones": those the yes/no found
    elif action == "verify" and before is not None and tests_the_trip_asked(reading, request, before):
        # "was Elena on that trip?" after the entries of Greece in 2026: the next question is still about the trip's
        # entries ("how many of those were hikes?"), not the ones with Elena
        context.request, context.answer, context.complete = before, before_answer, before_complete
        context.selected = None
    if whole is not None:  # "so where did I have most of them?": them is the whole the majority was claimed of
        remember(library, ctx, replace(whole, action="find"), whole_found, most or 0)
    ctx.annotations.update(
        {
            "request": request.to_dict(),
            "query": jsonable(query.filter),
            "resultCount": count,
            "resultIds": [i["_id"] for i in found[:50]],
        }
    )
    if note:
        ctx.annotations["page"] = {"first": 1, "last": len(page), "of": count}
    views = [item_view(i) for i in found]
    points = tuple(p for p in map(map_point, views) if p is not None) if action == "map" else ()
    suggestions = [SuggestedAction("Show more", "show me more"), SuggestedAction("Show all", "show all")] if note else []
    suggestions += [SuggestedAction("Show me a map")] if action != "map" and found else []
    if action == "count" and count:
        suggestions.append(SuggestedAction("Show me a list"))
    if len(found) > 1 and any(i.get("rating") for i in found):
        suggestions.append(SuggestedAction("Which was the best rated?"))
    spoken = page if listing else found if action == "map" else []
    return Reply(
        text=text,
        speech=speak(" ".join(x for x in (summary, note) if x), spoken, pages.spoken, hint),
        title=describe(request, words) or None,
        items=tuple(views[: len(page)]),
        map_points=points,
        suggested_actions=tuple(suggestions),
    )


TIED_LISTED = ANSWER_MEMORY  # the most items tied at the top that a plural question lists (a page at a time)
# a superlative said of several: "my best wines", "the top rated ones", "only the best", "the best italian meals"
_SUPERLATIVE_WORD = r"(?:best|worst|top|highest|lowest|favou?rite|fav|(?:best|top|highest|worst|lowest)[- ]rated)"


async def all_tied_asked(
    library: Library, request: Request, reading: Reading, definition: CollectionDefinition, query: MongoQuery, found: list[dict[str, Any]]
) -> Request | None:
    """ "which wines have the newest vintage", "what books did I rate highest", "my best meals in Japan", "only the
    best of them": a superlative asked of several (the kind said in the plural after which/what or after the
    superlative, "which ones", "the best ones", "only the best"), with no number said, is every item tied at the top
    (up to TIED_LISTED, listed a page at a time): the request for them, or None when only one is at the top or so asked."""
    superlative = request.superlative
    if superlative is None or superlative.count != 1 or superlative.field == "itemDate" or not found or request.action != "find":
        return None
    plural = re.escape(library.wording[request.collection].noun(request.category, request.type).lower())
    asked = re.compile(
        rf"\b(?:which|what)(?: [a-z]+)? (?:{plural}|ones)\b"
        rf"|\b{_SUPERLATIVE_WORD}(?: [a-z]+)? (?:{plural}|ones|things|items)\b|\bonly (?:the )?(?:very )?{_SUPERLATIVE_WORD}\b"
    )
    if not asked.search(reading.text.lower()):
        return None
    path = sort_path(request, definition)
    value: Any = found[0]
    for key in (path or "").split("."):
        value = value.get(key) if isinstance(value, dict) else None
    if path is None or value is None:
        return None
    tied = await library.items.count(request.collection, ties(query, path, value))
    if not 2 <= tied <= TIED_LISTED:
        return None
    return replace(request, superlative=replace(superlative, count=tied), limit=tied)


async def tied_at_top(
    library: Library, request: Request, definition: CollectionDefinition, query: MongoQuery, first: dict[str, Any]
) -> list[str]:
    """The ids of the items tied with `first` at the top of a superlative (up to TIED_LISTED of them), or none when
    it has no tie or too many."""
    path = sort_path(request, definition)
    value: Any = first
    for key in (path or "").split("."):
        value = value.get(key) if isinstance(value, dict) else None
    if path is None or value is None:
        return []
    tied = await library.items.find(request.collection, ties(query, path, value), query.sort, TIED_LISTED + 1)
    return [str(i["_id"]) for i in tied] if 2 <= len(tied) <= TIED_LISTED else []


async def tied_at_cut(
    library: Library, request: Request, definition: CollectionDefinition, query: MongoQuery, chosen: list[dict[str, Any]]
) -> str:
    """ " 6 books share the top rating of 5; this is the most recent of them." / " 4 walks have a distance of
    2.1 km; the 2 most recent of them are shown." — said when the value at the cut is shared, so the ones
    shown are not taken for the only ones."""
    path = sort_path(request, definition)
    superlative = request.superlative
    if path is None or superlative is None or not chosen:
        return ""

    def value_of(item: dict[str, Any]) -> Any:
        value: Any = item
        for key in path.split("."):
            value = value.get(key) if isinstance(value, dict) else None
        return value

    value = value_of(chosen[-1])
    if value is None:
        return ""
    tied = await library.items.count(request.collection, ties(query, path, value))
    with_it = sum(1 for item in chosen if value_of(item) == value)
    if tied < 2 or (tied <= with_it and len(chosen) > 1):
        return ""
    shown = int(value) if isinstance(value, float) and value.is_integer() else value
    words = library.wording[request.collection]
    noun = words.noun(request.category, request.type)
    if len(chosen) == 1:
        which = "top" if superlative.highest else "lowest"
        return f" {tied} {noun} share the {which} {superlative.field} of {shown}; this is the most recent of them."
    unit = words.unit(superlative.field)
    said = (
        f"rated {shown}"
        if superlative.field == "rating"
        else f"{shown} {unit}"
        if unit == superlative.field
        else f"a {superlative.field} of {shown}{' ' + unit if unit else ''}"
    )
    which = "the most recent of them is" if with_it == 1 else f"the {with_it} most recent of them are"
    verb = "are" if superlative.field == "rating" else "have"  # "8 wines are rated 5", "4 hikes have 20.9 km"
    return f" {tied} {noun} {verb} {said}; {which} shown."


async def every_of_kind(
    library: Library, request: Request, reading: Reading, definition: CollectionDefinition, again: bool = False
) -> int | None:
    """How many items a yes/no about someone asks over when it says "every one of the <kind>": the kind's own
    items, whoever was there; of a score or measure claimed of "all my <kind>" with nobody said, the kind's own items,
    whatever their score; of "all my <kind> with <someone>" said with a value, a score or a measure ("were all my meals
    with Anna Italian?"), that person's items of the kind. None when it does not, or when what is tested is unclear."""
    if request.within is None and ALWAYS.search(reading.text) and not EVERY_OF_KIND.search(reading.text.lower()):
        return await every_time(library, request, definition)
    said = EVERY_OF_KIND.search(reading.text.lower())
    days_of = every_one_of_the_days_claimed(request) if said is not None or again else None
    if days_of is not None:  # "were all my bike rides in 2024 on weekends?": every bike ride of 2024, whatever its day
        return await library.items.count(request.collection, build_query(days_of, definition).filter)
    they_all = request.within is None and THEY_ALL.search(reading.text.lower()) is not None
    group = group_claimed_of(request, reading.text) if said is not None or they_all else None
    if group is not None:  # "were all my sparkling wines of 2019 from Reims?": every sparkling wine of 2019, wherever
        return await library.items.count(request.collection, build_query(group, definition).filter)
    named = said is not None and request.values and values_name_the_kind(reading.text.lower(), said.end(), request.values)
    if said is not None and request.within is None and not request.people and named and request.comparisons:
        # "All my pinot noir, I rated them 4 or more, true?": the value said in "all my …" names which ones (every pinot
        # noir), the score after it is what is claimed of them
        kind = replace(request, comparisons=(), action="count", limit=0)
        return await library.items.count(request.collection, build_query(kind, definition).filter)
    if said is not None and request.within is None and not request.people and not request.values and request.comparisons:
        # "is it true that all my beach holidays got at least 4 stars?": every beach holiday, not only those rated so ("all
        # my 5-star wines were red?" may claim the colour of the 5-star ones: not told apart, so not read so)
        kind = replace(request, comparisons=(), action="count", limit=0)
        return await library.items.count(request.collection, build_query(kind, definition).filter)
    if (said is None and not again) or request.within is not None or not request.people:
        return None
    if (request.values or request.comparisons) and said is not None and WITH_SAID.search(reading.text.lower(), said.end()):
        return await every_time(library, request, definition)  # "were all my meals with Anna Italian?": Anna's meals
    if request.values or request.comparisons:
        return None
    kind = replace(request, people=(), action="count", limit=0)
    return await library.items.count(request.collection, build_query(kind, definition).filter)


# where the kind said after "all my" ends: a comma, or the verb of what is claimed of them
_KIND_ENDS = re.compile(r",|\b(?:i|we|were|are|was|got|get|had|have|all|scored|rated|came|went)\b")


def values_name_the_kind(text: str, start: int, values: tuple[FieldValue, ...]) -> bool:
    """Whether every value asked about is said in the kind after "all my" ("all my pinot noir, I rated them 4 or more"),
    so it says which ones are claimed of, not what is claimed of them ("all my wines were red")."""
    end = _KIND_ENDS.search(text, start)
    kind = text[start : end.start() if end else len(text)]
    return all(v.value.lower() in kind for v in values)


async def every_time(library: Library, request: Request, definition: CollectionDefinition) -> int | None:
    """How many items "always" claims something of: "do I always eat Italian with Anna?" claims the cuisine of every meal
    with Anna, "is a 5 every time I drink wine in Porto?" the score of every wine there, and "did I always hike with Tom
    in 2024?" the company of every hike of 2024. What it claims is what the items are said to be (a value, a score or a
    measure), else who was there; the rest (the kind, the people, the place, the dates) says which items. None when it
    claims nothing of them ("do I always drink wine in Italy?" may ask whether there is wine on every visit)."""
    if request.values or request.comparisons:
        kind = replace(request, values=(), comparisons=(), action="count", limit=0)
    elif request.people:
        kind = replace(request, people=(), action="count", limit=0)
    else:
        return None
    return await library.items.count(request.collection, build_query(kind, definition).filter)


def tests_the_trip_asked(reading: Reading, request: Request, before: Request) -> bool:
    """Whether a yes/no question tests something "on that trip" where the trip is the place and dates of the
    question before it."""
    return bool(
        THAT_TRIP.search(reading.text)
        and before.place is not None
        and before.dates is not None
        and (request.place, request.dates) == (before.place, before.dates)
    )


async def of_its_kind_at_top(
    library: Library, request: Request, reading: Reading, definition: CollectionDefinition, one: dict[str, Any], units: dict[str, str]
) -> str | None:
    """ "Was that my best hike ever, rating-wise?" of the one item talked about: a superlative said in this message is a
    claim about the item against all of its kind (the request without the item), checked; None when no superlative
    of a number or the rating was said here."""
    superlative = request.superlative
    said = {(s.field, s.highest) for s in reading.superlatives}
    if superlative is None or superlative.field == "itemDate" or (superlative.field, superlative.highest) not in said:
        return None
    path = sort_path(request, definition)
    if path is None or path == "itemDate":
        return None
    against = replace(request, within=None, limit=superlative.count)
    query = build_query(against, definition)
    ranked = await library.items.find(request.collection, query.filter, query.sort, superlative.count)
    if not ranked:
        return None
    mine = value_at(one, path)
    tied = await library.items.count(request.collection, ties(query, path, mine)) - 1 if mine is not None else 0
    at_top = await library.items.count(request.collection, ties(query, path, value_at(ranked[0], path)))
    noun = library.wording[request.collection].noun(request.category, request.type, 1)
    unit = units.get(superlative.field)
    return verdict_first(corrections_said(reading), top_verdict(one, path, superlative, ranked, noun, unit, max(tied, 0), at_top))


async def nth_of_the_ranking(library: Library, ctx: IntentContext, reading: Reading, nth: tuple[int, str], talked: Request) -> Reply | None:
    """ "and the second thickest?" after the thickest book, "the second longest hike": the item at that place of the
    ranking (`talked`, its superlative the one said); None when the superlative said is not the ranking's."""
    place, word = nth
    superlative = talked.superlative
    label = superlative.label.removeprefix("the ") if superlative is not None else ""
    if superlative is None or (label != word and not label.startswith(word + " ")):  # "2nd best": "the best rated"
        return None
    request = replace(talked, within=None, superlative=replace(superlative, count=place), limit=place)
    definition = library.definition(talked.collection)
    path = sort_path(request, definition)
    if path is None:
        return None
    query = build_query(request, definition)
    ranked = await library.items.find(talked.collection, query.filter, query.sort, place)
    words = library.wording[talked.collection]
    ordinal = next(o for o, n in ORDINALS.items() if n == place and o.isalpha())
    unit = words.unit(superlative.field)
    noun, nouns = words.noun(talked.category, talked.type, 1), words.noun(talked.category, talked.type, 2)
    text = corrections_said(reading) + nth_text(place, ordinal, superlative.label, noun, nouns, ranked, path, unit)
    if len(ranked) >= place:
        # the ranking stays the one talked about ("and the third?" next), on the item at that place
        remember(library, ctx, replace(talked, within=(str(ranked[place - 1]["_id"]),)), [ranked[place - 1]], 1, 1)
    return Reply(text=text, speech=text)
