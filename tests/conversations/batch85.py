"""Batch 85: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: an active traveller looking back on
hikes, walks, runs, bike rides, ski days, trips (flights, train journeys, beach holidays) and the
museums seen on trips: distances in km, climbing, minutes and nights (only the units the definition
names), "abroad" and continents ("trips in europe"), countries and cities, per-year totals and
averages ("total km cycled in 2025", "average distance of my runs in 2024"), personal records ("my
longest bike ride ever", "my longest run ever", "the most climbing"), yes/no checks ("so 2026 was
further, yes?", "was that abroad"), comparisons between years and companions ("more ski days in 2020
or 2021", "did i walk more with mary or tom this year", "more flights or train journeys"), follow-ups
("that trip", "there", "that year", "and without him?"), and four questions that are genuinely
ambiguous on the sample and must be asked back: "my biggest hike in 2016" (distance or elevation:
both are "big"), "how many nights on the Santa Fe trip" (three Santa Fe trips: 2012, 2015, 2017),
"the total for my runs last year" (distance or duration) and "trips with him" (nobody talked about),
each followed by the user's answer. Personas: a chatty blogger, a terse lowercase user without
punctuation, a non-native speaker, and 16 typo turns ("wich", "minuts", "distnace", "avrage",
"greeec", "totl", "nihgts", "jpan", "exept", ...). The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Item,
    Predicate,
    Those,
    Verdict,
    between,
    category,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    since,
    total,
    with_,
    without,
    year,
)
from .steps import (
    CHATTY,
    CLARIFICATION,
    COMPARATIVE,
    COREFERENCED,
    ELLIPSIS,
    LOGICAL,
    LOWERCASE,
    NON_NATIVE,
    QUANTITATIVE,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
TRAVEL, MUSEUM = category("Travel"), category("Museum")
FLIGHT, TRAIN, BEACH = (category("Travel", t) for t in ("Flight", "Train journey", "Beach holiday"))
US, IT, GR, JP = (country(c) for c in ("US", "IT", "GR", "JP"))
EUROPE_CODES = {"FR", "IT", "GR", "PT", "ES", "IE", "HR", "CZ", "NO", "DE", "SE", "AT", "NL", "CH", "GB", "HU", "BE", "DK"}
SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def in_europe(i: Item) -> bool:
    return i["place"]["countryCode"] in EUROPE_CODES


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def holds_for(item_id: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def higher_mean(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


HIKES_ABROAD = every(HIKE, not_(US))
LONGEST_RIDE = the("scrapbook-01976")  # Berkeley, 30 November 2023, 78.6 km in 635 min, with James and Ben
BIKES_2025, BIKES_2026 = every(BIKE, year(2025)), every(BIKE, year(2026))
HIKES_2016 = every(HIKE, year(2016))
SANTA_FE_2015 = the("scrapbook-00674")  # Flight to Santa Fe, June 2015, 10 nights, with Mary, Anna, Priya
RUNS_2025 = every(RUN, year(2025))
JAPAN_TRIPS = every(TRAVEL, JP)
JAPAN_MUSEUMS = every(MUSEUM, JP)
HIKES_ROBERTO_2026 = every(HIKE, year(2026), with_("Roberto"))
HIKES_NOT_ROBERTO_2026 = every(HIKE, year(2026), without("Roberto"))
MUSEUMS_ABROAD_2024 = every(MUSEUM, not_(US), year(2024))
EUROPE_TRIPS_2025 = every(TRAVEL, in_europe, year(2025))
IT_HIKES, GR_HIKES = every(HIKE, IT), every(HIKE, GR)
RUNS_2024, RUNS_2023 = every(RUN, year(2024)), every(RUN, year(2023))
JAMES_TRIPS = every(TRAVEL, with_("James"))
BEACH_WITH_MARY = every(BEACH, with_("Mary"))
SKI_2022 = every(SKI, year(2022))
WALKS_OR_HIKES_ABROAD_2025 = every(lambda i: WALK(i) or HIKE(i), not_(US), year(2025))

CONVERSATIONS = (
    talk(
        "b85 hikes abroad, the greek ones",
        step("hikes abroad", HIKES_ABROAD, SIMPLE, LOGICAL, TERSE, LOWERCASE),
        step("how many of those were in greeec", Those(GR), COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        step("which one had the most climbing", Best("elevation"), COREFERENCED, LOWERCASE),
        step("wich year was that", Detail("year"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b85 longest bike ride ever, chatty",
        step(
            "Okay so I've been bragging to my cousin about my cycling, what was my longest bike ride ever?",
            Best("distance", among=BIKE),
            SIMPLE,
            CHATTY,
        ),
        step("Ha, nice. And who was I with on that one?", Detail("who"), COREFERENCED, CHATTY),
        step(
            "how many minuts did that take",
            Answer(field_of("duration"), LONGEST_RIDE),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b85 cycling totals 2025 against 2026",
        step("total km cycled in 2025", Answer(total("distance"), BIKES_2025), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        step("and 2026", Answer(total("distance"), BIKES_2026), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so 2026 was further, yes?",
            Verdict(larger_total("distance", BIKES_2026, BIKES_2025)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b85 biggest hike of 2016",
        step("whats my biggest hike in 2016", Clarify(("distance", "elevation")), CLARIFICATION, LOWERCASE),
        step("by climbing", Best("elevation", among=HIKES_2016), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("where was it", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b85 nights on the santa fe trip",
        step(
            "How many nights did I spend on the Santa Fe trip?",
            Clarify(("2012", "2015", "2017")),
            CLARIFICATION,
        ),
        step(
            "the one in 2015",
            Answer(field_of("nights"), SANTA_FE_2015),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("who came along on that trip?", Detail("who"), COREFERENCED),
    ),
    talk(
        "b85 run total last year",
        step("what's the total for my runs last year", Clarify(("distance", "duration")), CLARIFICATION, LOWERCASE),
        step(
            "the distnace",
            Answer(total("distance"), RUNS_2025),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the avrage per run",
            Answer(mean("distance"), RUNS_2025),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b85 japan trips and museums",
        step("trips to jpan", JAPAN_TRIPS, SIMPLE, TERSE, LOWERCASE, TYPO),
        step("which was the longest", Best("nights"), COREFERENCED, TERSE, LOWERCASE),
        step("and museums in japan?", JAPAN_MUSEUMS, ELLIPSIS, LOWERCASE),
        step(
            "were any of them with kenji",
            Verdict(exists(every(JAPAN_MUSEUMS, with_("Kenji")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b85 ski days 2020 or 2021",
        step(
            "more ski days in 2020 or 2021?",
            Compare((("2020", every(SKI, year(2020))), ("2021", every(SKI, year(2021))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "Which of the 2021 ski days had the most climbing?",
            Best("elevation", among=every(SKI, year(2021))),
            SIMPLE,
            COREFERENCED,
        ),
        step("what country was that in", Detail("country"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b85 walks with mary or tom",
        step(
            "did i walk more with mary or with james this year",
            Compare(
                (
                    ("mary", every(WALK, year(2026), with_("Mary"))),
                    ("james", every(WALK, year(2026), with_("James"))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and last yaer",
            Compare(
                (
                    ("mary", every(WALK, year(2025), with_("Mary"))),
                    ("james", every(WALK, year(2025), with_("James"))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b85 hikes with roberto, non-native",
        step(
            "How many hikes I did with Roberto in 2026?",
            HIKES_ROBERTO_2026,
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And without him?", HIKES_NOT_ROBERTO_2026, LOGICAL, COREFERENCED, TERSE, NON_NATIVE),
        step(
            "The total climbing of these, how much it is?",
            Answer(total("elevation"), HIKES_NOT_ROBERTO_2026),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b85 museums abroad in 2024",
        step("museums i visited abroad in 2024", MUSEUMS_ABROAD_2024, SIMPLE, LOGICAL, LOWERCASE),
        step("only the sceince ones", Those(kind("Science")), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step(
            "in how many diferent cities",
            Answer(distinct_places("city"), every(MUSEUMS_ABROAD_2024, kind("Science"))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b85 flights or trains",
        step(
            "Have I taken more flights or train journeys?",
            Compare((("flight", FLIGHT), ("train", TRAIN))),
            COMPARATIVE,
        ),
        step(
            "what about since 2020",
            Compare(
                (
                    ("flight", every(FLIGHT, since(datetime(2020, 1, 1)))),
                    ("train", every(TRAIN, since(datetime(2020, 1, 1)))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b85 european trips last year",
        step("trips in europe last year", EUROPE_TRIPS_2025, SIMPLE, TERSE, LOWERCASE),
        step(
            "how many nights in total",
            Answer(total("nights"), EUROPE_TRIPS_2025),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "was luca on one of them",
            Verdict(exists(every(EUROPE_TRIPS_2025, with_("Luca")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b85 longest run abroad, longest hike",
        step("my longest run abroad", Best("distance", among=every(RUN, not_(US))), SIMPLE, LOGICAL, TERSE, LOWERCASE),
        step(
            "was that in europe",
            Verdict(holds_for("scrapbook-00354", in_europe)),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and my longest hike ever, anywhere?",
            Best("distance", among=HIKE),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("which city", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "was mary with me on that hike",
            Verdict(holds_for("scrapbook-02146", with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b85 italian hikes against greek hikes",
        step("hikes in itlay", IT_HIKES, SIMPLE, TERSE, LOWERCASE, TYPO),
        step("average distance", Answer(mean("distance"), IT_HIKES), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        step("and in greece", Answer(mean("distance"), GR_HIKES), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so the greek ones were longer on average?",
            Verdict(higher_mean("distance", GR_HIKES, IT_HIKES)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b85 year in review blog, chatty",
        step(
            "I'm writing a year-in-review post for my running blog! What was the average distance of my runs in 2024?",
            Answer(mean("distance"), RUNS_2024),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Ooh and for 2023, for comparison?", Answer(mean("distance"), RUNS_2023), ELLIPSIS, QUANTITATIVE, CHATTY),
        step(
            "Great. And how many runs did I actually log in 2024 altogether?",
            RUNS_2024,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Did I run more in 2024 than in 2023 then, in terms of km?",
            Verdict(larger_total("distance", RUNS_2024, RUNS_2023)),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b85 trips with him",
        step("what trips did i take with him", Clarify(), CLARIFICATION, LOWERCASE),
        step("sorry, jmaes", JAMES_TRIPS, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step(
            "which was the most recent",
            Best("itemDate"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("where did we go", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b85 summer hikes",
        step("hikes last sumer", every(HIKE, SUMMER_2026), SIMPLE, TERSE, LOWERCASE, TYPO),
        step(
            "how much did i climb on those",
            Answer(total("elevation"), every(HIKE, SUMMER_2026)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("not the ones in grece", Those(GR, keep=False), LOGICAL, COREFERENCED, TERSE, LOWERCASE, TYPO),
        step("which one was the longest", Best("distance"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b85 beach holidays with mary",
        step("beach holidays", BEACH, SIMPLE, TERSE, LOWERCASE),
        step("which ones were with mary", Those(with_("Mary")), LOGICAL, COREFERENCED, LOWERCASE),
        step("the one with the most nihgts", Best("nights"), COREFERENCED, LOWERCASE, TYPO),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b85 walks or hikes abroad in 2025",
        step("walks or hikes abroad in 2025", WALKS_OR_HIKES_ABROAD_2025, LOGICAL, TERSE, LOWERCASE),
        step(
            "exept the ones with mary",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many km did those add up to",
            Answer(total("distance"), every(WALKS_OR_HIKES_ABROAD_2025, without("Mary"))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b85 ski climbing in 2022",
        step("totl elevation skied in 2022", Answer(total("elevation"), SKI_2022), SIMPLE, QUANTITATIVE, TERSE, TYPO),
        step("and the distance", Answer(total("distance"), SKI_2022), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "were all of them with mary?",
            Verdict(lambda items: all(with_("Mary")(i) for i in items if SKI_2022(i))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
)
