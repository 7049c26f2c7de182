"""Batch 39: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md.

Theme: trips and outdoor activities, planned against the past: trips by kind, nights, countries,
continents and abroad; activities during or near a trip; distances, durations and elevations with
totals and averages; seasons and months; and/or/not combinations (flights or trains, not in Europe,
hikes but not with Roberto); comparisons between years, people and places; vague requests that
should be asked back; yes/no checks.

Personas: a terse planner (fragments, no niceties), a chatty storyteller (questions wrapped in a
story), a non-native speaker (word order and tenses off), and a typo-prone user on a phone (lowercase,
no punctuation, slipped keys). Each turn is tagged with its CSQA question types and its persona's
traits."""

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
    before,
    between,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    more,
    region,
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
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import ANY_INTENT, talk

PERSONAS = (TERSE, CHATTY, NON_NATIVE, TYPO, LOWERCASE)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT

TRAVEL = category("Travel")
FLIGHT, TRAIN = category("Travel", "Flight"), category("Travel", "Train journey")
BEACH = category("Travel", "Beach holiday")
HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
SKI, BIKE = category("Activity", "Ski"), category("Activity", "Bike ride")
US, GR, JP, IT = (country(c) for c in ("US", "GR", "JP", "IT"))
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))  # the questions are asked on 2026-11-29
SUMMER_2025 = between(datetime(2025, 6, 1), datetime(2025, 9, 1))

EUROPE_CODES = ("FR", "IT", "PT", "GR", "ES", "IE", "HR", "CZ", "NO", "DE", "SE", "AT", "NL", "CH", "GB", "HU", "BE", "DK")
SOUTH_AMERICA_CODES = ("BR", "PE", "AR")
SCANDINAVIA_CODES = ("NO", "SE", "DK")
ASIA_CODES = ("JP", "KR", "VN", "IN", "TR")


def any_of(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def in_countries(*codes: str) -> Predicate:
    return any_of(*(country(c) for c in codes))


def month(*months: int) -> Predicate:
    return lambda i: i["itemDate"].month in months


def sum_of(name: str, predicate: Predicate) -> Callable[[Sequence[Item]], float]:
    return lambda items: sum(i["fields"][name] for i in items if predicate(i))


def best_of(predicate: Predicate, name: str) -> Callable[[Sequence[Item]], Item]:
    return lambda items: max((i for i in items if predicate(i)), key=lambda i: i["fields"].get(name, i.get(name)))


EUROPE = in_countries(*EUROPE_CODES)
SOUTH_AMERICA = in_countries(*SOUTH_AMERICA_CODES)
SCANDINAVIA = in_countries(*SCANDINAVIA_CODES)
ASIA = in_countries(*ASIA_CODES)
ABROAD = not_(US)
CORTINA_HIKES = every(HIKE, region("Dolomites"))
HIKES_2026_NO_ROBERTO = every(HIKE, year(2026), without("Roberto"))
BEST_BEACH = best_of(BEACH, "rating")


CONVERSATIONS = (
    # 1. The planner narrows long-haul trips: or, abroad, not in Europe nor Asia, the shortest, who came.
    talk(
        "b39 flights or trains abroad, not europe",
        step("flights or trains abroad", every(TRAVEL, any_of(FLIGHT, TRAIN), ABROAD), LOGICAL, TERSE),
        step("not europe", Those(EUROPE, keep=False), ELLIPSIS, LOGICAL, TERSE),
        step("not asia either", Those(ASIA, keep=False), ELLIPSIS, LOGICAL, TERSE),
        step(
            "shortest?",
            Best("nights", highest=False),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step("who with", Detail("who"), COREFERENCED, TERSE),
    ),
    # 2. A story about a beach week: count, best rated, was Mary there.
    talk(
        "b39 beach holidays story",
        step(
            "My sister keeps nagging me to plan a proper beach week next spring, and I realised I can't even "
            "remember how many beach holidays I've had. How many is it?",
            BEACH,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Ha, fewer than I thought! Which of them did I love the most, the one I rated highest?",
            Best("rating"),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Oh of course, that one! And was Mary with me on it? I honestly can't remember.",
            Verdict(lambda items: "Mary" in BEST_BEACH(items)["who"]),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    # 3. Hiking kilometres per year, then a yes/no comparison of the two totals.
    talk(
        "b39 hiking km 2025 vs 2026",
        step(
            "how many kilometer I was hiking in 2025 all together?",
            Answer(total("distance"), every(HIKE, year(2025))),
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "and for 2026 how much is it?",
            Answer(total("distance"), every(HIKE, year(2026))),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "so in 2026 I was hiking more kilometers than in 2025, is true?",
            Verdict(lambda items: sum_of("distance", every(HIKE, year(2026)))(items) > sum_of("distance", every(HIKE, year(2025)))(items)),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    # 4. The Dolomites trip: hikes during it, their total, those with Roberto, the longest.
    talk(
        "b39 cortina trip hikes",
        step(
            "back in 2016 i flew to the dolomites with mary and roberto and we hiked pretty much every day. "
            "how many hikes did i log around cortina on that trip",
            CORTINA_HIKES,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            LOWERCASE,
            known_failure="first pass: 1 results, expected 8",
        ),
        step(
            "how many km was that all toghether",
            Answer(total("distance"), CORTINA_HIKES),
            QUANTITATIVE,
            COREFERENCED,
            TYPO,
            LOWERCASE,
            known_failure="first pass: reply does not state 94.6",
        ),
        step("and how many of thsoe had roberto along", Those(with_("Roberto")), COREFERENCED, QUANTITATIVE, TYPO, LOWERCASE),
        step("whcih of them was the longest", Best("distance"), COREFERENCED, QUANTITATIVE, TYPO, LOWERCASE),
    ),
    # 5. "Longest" with nothing to go on: ask back, then hikes, then where.
    talk(
        "b39 longest ever, asked back",
        step("longest one ever?", Clarify(), CLARIFICATION, TERSE),
        step("hikes", Best("distance", among=HIKE), ELLIPSIS, QUANTITATIVE, TERSE),
        step("where", Detail("city"), COREFERENCED, TERSE),
    ),
    # 6. "she" with no one talked about: ask back, then the answer to the question asked back.
    talk(
        "b39 did she come to lisbon",
        step("did she come on the lisbon tirp", Clarify(), CLARIFICATION, COREFERENCED, TYPO, LOWERCASE),
        step(
            "mary",
            Verdict(exists(every(TRAVEL, city("Lisbon"), with_("Mary")))),
            VERIFICATION,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    # 7. Scandinavia: the trips, was James on one, the ones without Mary.
    talk(
        "b39 scandinavia trips and norway",
        step("trips to scandinavia", every(TRAVEL, SCANDINAVIA), SIMPLE, TERSE),
        step("james on any of them?", Verdict(exists(every(TRAVEL, SCANDINAVIA, with_("James")))), VERIFICATION, COREFERENCED, TERSE),
        step("the ones without mary", Those(with_("Mary"), keep=False), LOGICAL, COREFERENCED, TERSE),
    ),
    # 8. Skiing in Europe: yes/no, which ones, their average duration.
    talk(
        "b39 skiing in europe",
        step("have i ever gone skiing in eurpoe", Verdict(exists(every(SKI, EUROPE))), VERIFICATION, TYPO, LOWERCASE),
        step("which ones were they", every(SKI, EUROPE), COREFERENCED, LOWERCASE),
        step("avg duratoin?", Answer(mean("duration"), every(SKI, EUROPE)), ELLIPSIS, QUANTITATIVE, TYPO, LOWERCASE),
    ),
    # 9. Flights against trains, since 2020 and then before 2015.
    talk(
        "b39 flights vs trains over time",
        step(
            "I'm trying to convince my partner that trains are the civilised way to travel, but I suspect I "
            "fly far more than I admit. Since 2020, have I taken more flights or more train journeys?",
            Compare((("flight", every(FLIGHT, since(datetime(2020, 1, 1)))), ("train", every(TRAIN, since(datetime(2020, 1, 1)))))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Interesting. And what about before 2015, back when I had more time?",
            Compare((("flight", every(FLIGHT, before(datetime(2015, 1, 1)))), ("train", every(TRAIN, before(datetime(2015, 1, 1)))))),
            COMPARATIVE,
            ELLIPSIS,
            CHATTY,
            known_failure="first pass: reply does not name 'train'; reply lacks the counts ['flight 3', 'train 6']",
        ),
    ),
    # 10. This year's hikes without Roberto, how many in Greece, their total climb.
    talk(
        "b39 hikes this year without roberto",
        step("please show me the hikes of this year but not the ones with Roberto", HIKES_2026_NO_ROBERTO, LOGICAL, NON_NATIVE),
        step("from these, how many was in Greece?", Those(GR), COREFERENCED, QUANTITATIVE, NON_NATIVE),
        step(
            "and how much climbing they had in total?",
            Answer(total("elevation"), every(HIKES_2026_NO_ROBERTO, GR)),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    # 11. Hikes in Italy or Greece, and who was on more of them.
    talk(
        "b39 hikes italy or greece, mary vs roberto",
        step("hikes in italy or greece", every(HIKE, any_of(IT, GR)), LOGICAL, TERSE),
        step(
            "more w mary or roberto?",
            Compare(
                (
                    ("Mary", every(HIKE, any_of(IT, GR), with_("Mary"))),
                    ("Roberto", every(HIKE, any_of(IT, GR), with_("Roberto"))),
                )
            ),
            COMPARATIVE,
            COREFERENCED,
            TERSE,
        ),
    ),
    # 12. Last summer's trips, their nights, and the summer before.
    talk(
        "b39 summer trips and nights",
        step("trips last sumer", every(TRAVEL, LAST_SUMMER), SIMPLE, TYPO, LOWERCASE),
        step("how many nights altogther", Answer(total("nights"), every(TRAVEL, LAST_SUMMER)), QUANTITATIVE, COREFERENCED, TYPO, LOWERCASE),
        step(
            "and the summer befor",
            Answer(total("nights"), every(TRAVEL, SUMMER_2025)),
            ELLIPSIS,
            QUANTITATIVE,
            TYPO,
            LOWERCASE,
        ),
    ),
    # 13. Ski days by month across the years.
    talk(
        "b39 ski days march vs january",
        step(
            "over all the years, I was skiing more in March than in January, right?",
            Verdict(more(every(SKI, month(3)), every(SKI, month(1)))),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step("show me only the March ones", every(SKI, month(3)), ELLIPSIS, NON_NATIVE),
        step("which one was taking the most minutes?", Best("duration"), COREFERENCED, QUANTITATIVE, NON_NATIVE),
    ),
    # 14. South America: the trips, any hiking there, the hikes' distance.
    talk(
        "b39 south america trips and hikes",
        step(
            "A friend just came back from Patagonia and now I'm all nostalgic. Which trips have I done in South America?",
            every(TRAVEL, SOUTH_AMERICA),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Did I manage any hiking while I was down there?",
            Verdict(exists(every(HIKE, SOUTH_AMERICA))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Lovely. What was the total distance of those hikes, roughly?",
            Answer(total("distance"), every(HIKE, SOUTH_AMERICA)),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    # 15. "the average" of bike rides: distance or duration? Then distance.
    talk(
        "b39 bike rides average, asked back",
        step("my bke rides in 2025", every(BIKE, year(2025)), SIMPLE, TYPO, LOWERCASE),
        step("whats the avrage", Clarify(("distance", "duration")), CLARIFICATION, TYPO, LOWERCASE),
        step("distance", Answer(mean("distance"), every(BIKE, year(2025))), ELLIPSIS, QUANTITATIVE, LOWERCASE),
    ),
    # 16. "how many last year?" of what: ask back, runs, then runs against walks.
    talk(
        "b39 how many last year, asked back",
        step("how many last year?", Clarify(), CLARIFICATION, TERSE),
        step("runs", every(RUN, year(2025)), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "vs walks",
            Compare((("run", every(RUN, year(2025))), ("walk", every(WALK, year(2025))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    # 17. "how long" in total: kilometres or time? Then kilometres.
    talk(
        "b39 japan walks how long, asked back",
        step(
            "how long were all my walks in Japan together?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "in kilometers please",
            Answer(total("distance"), every(WALK, JP)),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    # 18. "there" with no place talked about: ask back, then the place.
    talk(
        "b39 was i there in 2019, asked back",
        step("was i tehre in 2019", Clarify(), CLARIFICATION, TYPO, LOWERCASE),
        step("chamonix", Verdict(exists(every(city("Chamonix"), year(2019)))), VERIFICATION, ELLIPSIS, LOWERCASE),
    ),
    # 19. Countries flown to, and countries reached by train.
    talk(
        "b39 countries by flight and by train",
        step("how many diffrent countries have i flown to", Answer(distinct_places("country"), FLIGHT), QUANTITATIVE, TYPO, LOWERCASE),
        step("and by trian", Answer(distinct_places("country"), TRAIN), ELLIPSIS, QUANTITATIVE, TYPO, LOWERCASE),
    ),
    # 20. Nights abroad in 2025, and whether that beat 2024.
    talk(
        "b39 nights abroad 2025 vs 2024",
        step(
            "nights abroad 2025?",
            Answer(total("nights"), every(TRAVEL, ABROAD, year(2025))),
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "more than 2024?",
            Verdict(
                lambda items: (
                    sum_of("nights", every(TRAVEL, ABROAD, year(2025)))(items) > sum_of("nights", every(TRAVEL, ABROAD, year(2024)))(items)
                )
            ),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    # 21. Italy against Japan for next year's trip: counts, then the latest Japan trip.
    talk(
        "b39 italy or japan",
        step(
            "We're torn between Italy and Japan for next year, so help me out: have I travelled more to Italy or to Japan so far?",
            Compare((("Italy", every(TRAVEL, IT)), ("Japan", every(TRAVEL, JP)))),
            COMPARATIVE,
            CHATTY,
        ),
        step("And when was my most recent trip to Japan?", Best("itemDate", among=every(TRAVEL, JP)), SIMPLE, QUANTITATIVE, CHATTY),
    ),
)
