"""How a question continues the previous one, decided on the reading alone: whether it asks for anything,
which yes/no question it is ("was it rated 5?", "did I ever go there with Mary?"), and which aggregate it
asks after an earlier one ("which of them did I visit most often?", "and for runs?", "and the average?")."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..collection.definition import CollectionDefinition
from .aggregate import Aggregate
from .aggregate_time_kept import with_the_time_kept
from .aspects import WITH_ME
from .company_of_the_one import company_of_the_one
from .comparisons_kept import kind_alone
from .cues import LEAVING_OUT
from .derived import alternation
from .focus import EVERY_TIME_AT_END, THEY_ALL, asks_any_of_those, points_at_one
from .number_again_elsewhere import number_again_elsewhere
from .quantities import COUNT_CLAIMED_ELSEWHERE, OP_WORDS, aggregate_again, measures_again
from .request import ANY_KIND_ALONE, FOLLOW_ON, THOSE, Reading, Request, build_request, country_of
from .setting_kept import aggregate_asked_there
from .where_in_the_city import where_in_the_city
from .yes_no_of_the_one import yes_no_of_the_one

# "leaving out the US, which country comes first?", "apart from Mary, who …": the same items, less what is named
# (said first in a follow-up, also as asked of the assistant: "leave out", "exclude", "ignoring", "setting aside", "without
# counting", and "besides"; not yet the slip "other then", which the other readers take)
LEAVES_OUT = re.compile(
    r"^(?:(?:ok|okay|so|and|but|now),?\s+)?(?:"
    + alternation((*LEAVING_OUT, "leave out", "exclude", "without counting", "ignoring", "setting aside", "besides"))
    + r")\b"
)


# "and not counting the US?": "counting" leaves out, it asks no count (a count asked before is kept as asked)
NOT_COUNTING = re.compile(r"^\W*(?:(?:ok|okay|so|and|but|now),?\s+)?(?:not|without) count(?:ing)?\b(?!.*\bhow many\b)")


# "any italian ones", "have I ever had one in Japan?": the kind of the question before, not anything at all
# "I gave the Edinburgh one at least 3 stars, didn't I?": the one there of that kind
KIND_PRONOUN = re.compile(
    r"\bones\b|\bthe [a-z]+ one\b(?! of\b)|\b(?:had|have|drank|drunk|tried|ate|eaten|read|visited|done|did|seen|taken|took|go on|went on) one\b"
)


def asks_for_something(reading: Reading, prior: Request | None, action: str, picked: bool = False) -> bool:
    """Whether the question says anything to look for, alone or with the previous one (`picked`: with one item
    the conversation is on, whose place "there" and "that city" can mean)."""
    shape = reading.shape
    return bool(
        reading.has_constraints
        or shape.verify
        or shape.contrast
        or shape.aggregate is not None
        or (shape.most and prior is not None and prior.aggregate is not None)
        or (shape.field_words and prior is not None and prior.aggregate is not None)
        or reading.sorts
        or reading.superlatives
        or action != "find"
        or (reading.refers_to_place and prior is not None and prior.place is not None)
        # "what did i do in that city" after the last trip, picked: everything at its place
        or (reading.refers_to_place and prior is not None and picked and not reading.places)
        # "last time then?" after "was I in Lisbon in 2023?": the latest visit to the place talked about
        or (reading.last_visit and prior is not None and prior.place is not None)
    )


def _bound_again(reading: Reading, prior: Request | None) -> Request | None:
    """ "Ever over 25?" after the runs of over 20 km: a yes/no that says only another number is the same kind and the same
    bound again, with that number; the rest of the question before (its time, company, place) is not kept, as a yes/no
    starts afresh. None when the question says more, or the one before had no one bound."""
    said = (reading.topics, reading.dates, reading.places, reading.comparisons, reading.people, reading.values, reading.texts)
    if prior is None or len(reading.bare_numbers) != 1 or any(said) or len(prior.comparisons) != 1:
        return None
    return Request(prior.collection, category=prior.category, type=prior.type, types=prior.types, comparisons=prior.comparisons)


def yes_or_no_request(
    reading: Reading,
    collection: str,
    prior: Request | None,
    answer: tuple[str, ...] | None,
    year: int | None,
    selected: str | None,
    selected_category: str | None = None,
) -> tuple[Request | None, Request]:
    """The previous question as far as a yes/no question keeps it, and the request the yes/no question tests.
    It starts afresh unless it refers to the previous answer ("any of those rated 5?"), to its place ("did I
    ever go there with Mary?", "was Sofia with me?") or to one item ("was it a novel?", with `selected`, the
    item the conversation is on, of `selected_category`: "is it french?" of a wine asks its country, wines having no
    cuisine)."""
    they_all = bool(THEY_ALL.search(reading.text.lower())) and not reading.people
    # "did Mary come along every time?" after the trips with Anna: every one of those trips
    every_time = bool(EVERY_TIME_AT_END.search(reading.text)) and not (reading.topics or reading.dates or reading.places)
    # "any museums" after "what did I do there that year?": one kind among everything just listed
    any_kind = bool(ANY_KIND_ALONE.match(reading.text.lower())) and prior is not None and prior.category is None and not prior.kinds
    refers = (bool(THOSE.search(reading.text)) or asks_any_of_those(reading) or they_all or every_time or any_kind) and answer is not None
    there = reading.refers_to_place and not reading.places and prior is not None and prior.place is not None
    joined = bool(reading.people) and not (reading.topics or reading.dates or reading.places) and WITH_ME.search(reading.text)
    # "and from Australia, also one with five?" after the Portuguese wines rated 5: that question again, of Australia
    again_asked = None if refers or there or joined else number_again_elsewhere(reading, prior)
    kept = prior if refers or there or joined else again_asked or _bound_again(reading, prior)
    request = build_request(reading, "verify", collection, kept, answer if refers else None, year)
    if (they_all or every_time) and answer is not None and request.within is None:
        request = replace(request, within=answer)  # "were they all rated 3 or more?": every one of the previous answer
    unkinded = (
        request.category is None or (request.category == prior.category and request.type is None and not request.types) if prior else False
    )
    again = reading.shape.times is not None and COUNT_CLAIMED_ELSEWHERE.search(reading.text) is not None
    if (
        not reading.topics
        and prior is not None
        and prior.category is not None
        and unkinded
        and (KIND_PRONOUN.search(reading.text) or again)
    ):
        # "did I have any italian ones that weren't red?" after the French wines: "ones" is the kind asked before (wines);
        # "and more than 30 in France?" after "over 100 dinners in the US?": the count claimed again of that kind
        request = replace(request, category=prior.category, type=prior.type, types=prior.types)
    one = selected or (answer[0] if answer and len(answer) == 1 else None)
    if (reading.shape.refers_to_one or points_at_one(reading.text)) and one and not reading.goes_back:
        # "was it a novel?" keeps the kind asked about; "was that one rated 5?" has none
        kind: dict[str, Any] = {"category": request.category, "type": request.type} if reading.topics else {"category": None, "type": None}
        request = replace(request, within=(one,), **kind)
        if one == selected and selected_category is not None and not reading.topics:
            request = of_its_kind(request, selected_category)
    request = company_of_the_one(reading, request, selected)  # "was anybody there with me?" of the hike talked about
    return kept, request


def of_its_kind(request: Request, category: str) -> Request:
    """The request of items of `category` with a nationality said of it that is no value of its kind ("is it french?"
    of a wine: "french" read as a cuisine) asked as its country; the request as it was otherwise."""
    misfits = [v for v in request.values if category not in v.categories]
    countries = [country_of(v) for v in misfits]
    if len(misfits) != 1 or countries[0] is None or request.place is not None:
        return request
    kept = tuple(v for v in request.values if v not in misfits)
    if request.category in misfits[0].categories:  # the kind the nationality's value was taken to say (meals): not said
        request = replace(request, category=None, type=None, types=())
    return replace(request, values=kept, place=countries[0])


def aggregate_asked(
    reading: Reading,
    request: Request,
    prior: Request | None,
    action: str,
    kept: dict[str, Any] | None,
    turn: int,
    definition: CollectionDefinition,
) -> tuple[Request, bool]:
    """The request with the aggregate the question asks, also one it asks only after an earlier one
    (`kept`, the last aggregate asked, at turn `turn`); and whether "most" was read as the most frequent
    of a count of distinct values ("in how many cities …?" then "which of them did I visit most often?")."""
    shape = reading.shape
    aggregate = shape.aggregate
    in_one_city = request.place is not None and request.place.kind == "city" and not request.place.negated
    # "where did i eat the most times in lisbon": the restaurant, the city being said
    aggregate = where_in_the_city(aggregate, in_one_city, definition, request.category) or aggregate
    most_of_those = False
    if (
        aggregate is None
        and shape.most
        and not reading.superlatives  # "the three of those I liked the most": the best rated, no value most often
        and prior is not None
        and prior.aggregate is not None
        and prior.aggregate.op == "distinct"
    ):
        label = prior.aggregate.label
        singular = label[:-3] + "y" if label.endswith("ies") else label.removesuffix("s")
        aggregate = Aggregate("mode", prior.aggregate.field, singular)
        if not _names_another_kind(request, prior):  # "and where did I drink the most beer?" after the wines: the beers
            request = replace(request, within=prior.within, category=prior.category, type=prior.type)
        most_of_those = True
    counts_its_own = action == "count" and HOW_MANY_ALONE.search(reading.text.lower()) is None  # "and how many of my trips …?"
    fresh = prior is None or aggregate_asked_there(reading, prior)  # "And for the beers there?" after an average too
    of_the_one = yes_no_of_the_one(reading.text, shape.verify, request.within)  # "and did i rate it 4 or more": of that one
    if aggregate is None and fresh and (FOLLOW_ON.search(reading.text) or kind_alone(reading)) and not counts_its_own and not of_the_one:
        # "and for runs?", "Beers?" after a new topic reset the context: the same aggregate of them
        aggregate = aggregate_again(kept, turn, definition, request.category)
        request = with_the_time_kept(request, reading, kept, turn) if aggregate is not None else request  # "and for meals"
    if aggregate is None and shape.field_words and prior is not None and prior.aggregate and prior.aggregate.op in OP_WORDS:
        aggregate = Aggregate(prior.aggregate.op, "")  # "and the climbing?" after the total distance: the total elevation
    if aggregate is not None:
        return replace(request, action="find", aggregate=aggregate, superlative=None, limit=0, sort=None), most_of_those
    if action == "count" and prior is not None and request.category == prior.category and _amount_again(reading, prior):
        # "and for 2026 how much is it?" after the total km hiked in 2025: that total for 2026, not a count of hikes
        return replace(request, action="find", aggregate=prior.aggregate, superlative=None, limit=0, sort=None), most_of_those
    if action in ("count", "list", "map") and request.aggregate is not None:
        return replace(request, aggregate=None), most_of_those
    if request.aggregate is not None and not reading.superlatives and WHICH_ONES.search(reading.text.lower()):
        return replace(request, aggregate=None), most_of_those  # "which reds weren't with Mary" after their average: those reds
    return request, most_of_those


def _names_another_kind(request: Request, prior: Request) -> bool:
    """Whether a question names a kind of its own, other than the one asked about before ("beer" after the wines)."""
    return request.type is not None and request.type != prior.type and not request.types


# "how much is it", "how many was that", "how many it was" (the word order of another language), "and how much in
# 2026?": the amount asked before, not a count of items
AMOUNT_AGAIN = re.compile(
    r"\bhow (?:much|many) (?:(?:is|was|were|are) (?:it|that|this|they|those)|(?:it|that|this|they|those) (?:is|was|were|are))\b|\bhow much\b"
)
# "and in 2024 how many?", "how many in 2023?": nothing counted said, after a count of different countries
HOW_MANY_ALONE = re.compile(r"\bhow many(?= (?:in|for|during|then|there|that year|last year|this year)\b|\s*[?.!]*$)")


def _amount_again(reading: Reading, prior: Request) -> bool:
    """Whether a count asked with no kind and no field after a total, an average or the like asks that again; after a
    count of different values ("in how many countries was I in 2025?"), when it changes no more than the dates."""
    asked = prior.aggregate
    if asked is None or reading.topics or reading.shape.field_words:
        return False
    text = reading.text.lower()
    if asked.op == "distinct":
        others = (reading.places, reading.people, reading.values, reading.texts, reading.comparisons, reading.superlatives)
        return not any(others) and (AMOUNT_AGAIN.search(text) is not None or HOW_MANY_ALONE.search(text) is not None)
    return asked.op in OP_WORDS and AMOUNT_AGAIN.search(text) is not None


# "which ones …", "which of them …", "which reds weren't with Mary": which items, listed (not a number about them)
WHICH_ONES = re.compile(
    r"^\W*(?:(?:and|so|but|ok|okay|now),?\s+)?(?:which|what) (?:ones?\b|of (?:them|those|these)\b|"
    r"\w+ (?:were|was|weren'?t|werent|wernt|wasn'?t|wasnt|did|didn'?t|didnt|had|have)\b)"
)


def same_field_again(request: Request, reading: Reading, prior: Request | None, definition: CollectionDefinition) -> Request:
    """ "the total of pages", then "and the average?": the new aggregate of the field just used."""
    asked = request.aggregate
    if (
        asked is not None
        and asked.op in OP_WORDS
        and not asked.field
        and not reading.shape.field_words
        and prior is not None
        and prior.aggregate is not None
        and prior.aggregate.op in OP_WORDS
        and measures_again(prior.aggregate.field, asked.op, definition, request.category)
    ):
        field = prior.aggregate.field  # "the total for 2024?" after nights: of the travels, the only kind with nights
        owners = [c.name for c in definition.categories if field in {f.name for f in c.fields}]
        category = request.category or prior.category or (owners[0] if len(owners) == 1 else None)
        return replace(request, category=category, aggregate=replace(asked, field=field, label=prior.aggregate.label))
    return request
