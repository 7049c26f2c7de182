"""Batch 113: conversations written blind (from the documentation and the sample data, without reading
the engine). No single theme: ordinary users bring their own situations to the scrapbook. A guest
cooking Greek food and the five-star assyrtiko wines; a bet at home about walking more than running
in 2024 and 2025, and the kilometres run in 2025; a return trip to Lisbon (the meals eaten there, the
seafood ones, the good ones without Mary, whether Porto was ever visited); a friend who wants a
science book (the five-star popular science books, the longest of them, who wrote it); Japanese
dinners in Japan in 2023 and 2026; trips with Sofia but not Mary and their nights; the three longest
trips; museums with Kenji outside Tokyo; Tomas Reyes novels this year; vegetarian meals of 2026;
the Paris flights of 2019 and 2022 and the flights to France and Italy; Luca and the Italian art
museums; this year's steep hikes; cocktails against beers in 2025 and 2024; ski days with James.
Clarifications (each followed by the user's answer): "my biggest hike ever" (distance or
elevation), "my average run last year" (distance or duration), "how many nights was my Lecce trip"
(the 2022 beach holiday or the 2025 flight), "the history stuff from 2022" (History books or History
museums), "the exhibition at the Seattle museum" (two visits of the Seattle Natural History Museum,
June and July 2012), "the total for my bike rides this year" (distance or duration), and "the rating
of the Santa Fe flight" (2015 or 2017). Personas: chatty users wrapping questions in their plans, a
terse lowercase one, non-native speakers ("Which of them is most long?", "Who has written it?",
"I was in Porto before, ever?", "In that trip we went to some museum in Lecce?"), and 15 typo turns
("wher", "rnu", "seafod", "wihtout", "avrage", "nigths", "exibition", "japanes", "tirps", "musuem",
"vegeterian", "flihgts", "Lucca", "hikse", "cocktials"). The questions are asked on 29 November 2026 (NOW = 29 Nov 2026
12:00 UTC, as the harness sets)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Item,
    Pick,
    Predicate,
    Those,
    Top,
    Verdict,
    category,
    city,
    country,
    every,
    exists,
    field,
    field_of,
    mean,
    not_,
    number,
    rating,
    the,
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

WINE, BEER, COCKTAIL = (category("Drink", t) for t in ("Wine", "Beer", "Cocktail"))
FOOD, DINNER, LUNCH = category("Food"), category("Food", "Dinner"), category("Food", "Lunch")
HIKE, RUN, WALK, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride", "Ski"))
TRAVEL, FLIGHT = category("Travel"), category("Travel", "Flight")
POP_SCIENCE, NOVEL = category("Book", "Popular science"), category("Book", "Novel")
MUSEUM, ART_MUSEUM, HISTORY_MUSEUM = category("Museum"), category("Museum", "Art"), category("Museum", "History")
FR, IT, JP = country("FR"), country("IT"), country("JP")

ASSYRTIKO_FIVE_STARS = every(WINE, field("variety", "assyrtiko"), rating("==", 5))
LISBON_MEALS = every(FOOD, city("Lisbon"))
SEAFOOD = field("cuisine", "seafood")
VEGETARIAN = field("cuisine", "vegetarian")
JAPANESE_DINNERS_JAPAN = every(DINNER, field("cuisine", "japanese"), JP)
FIVE_STAR_POP_SCIENCE = every(POP_SCIENCE, rating("==", 5))
WHY_CITIES_MATTER = the("scrapbook-02103")  # 460 pages, the longest five-star popular science book, by Lena Fischer
LECCE_WITH_LUCA = the("scrapbook-02257")  # Flight to Lecce, September 2025, 7 nights, with Mary and Luca
SEATTLE_FIRST_VISIT = the("scrapbook-00283")  # Seattle Natural History Museum, 28 June 2012, "Silk Roads"
SEATTLE_MUSEUM = every(MUSEUM, city("Seattle"))
SANTA_FE_FLIGHT_2017 = the("scrapbook-01004")  # Flight to Santa Fe, October 2017, rated 3
PARIS_2019, PARIS_2022 = "scrapbook-01271", "scrapbook-01779"  # rated 1 and 3
KENJI_MUSEUMS_NOT_TOKYO = every(MUSEUM, with_("Kenji"), not_(city("Tokyo")))
REYES_NOVELS_2026 = every(NOVEL, field("author", "Tomas Reyes"), year(2026))
STEEP_HIKES_2026 = every(HIKE, year(2026), number("elevation", ">", 800))


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def rated_higher(first: str, second: str) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        ratings = {i["_id"]: i["rating"] for i in items}
        return ratings[first] > ratings[second]

    return holds


def all_with(name: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if predicate(i)]
        return bool(chosen) and all(name in i["who"] for i in chosen)

    return holds


CONVERSATIONS = (
    talk(
        "b113 greek whites for a guest",
        step(
            "My sister-in-law is coming Friday and she's cooking Greek, so I want a nice white. Which assyrtiko wines did I give 5 stars?",
            ASSYRTIKO_FIVE_STARS,
            SIMPLE,
            CHATTY,
        ),
        step("just the ones from 2026", Those(year(2026)), ELLIPSIS, LOWERCASE, TERSE),
        step("which of them was the most recent", Best("itemDate"), COREFERENCED, LOWERCASE),
        step("wher did i drink it", Detail("city"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b113 a bet about walking and running",
        step(
            "Settling something with my husband: he says I walked more than I ran in 2024. Were there more walks or runs that year?",
            Compare((("walks", every(WALK, year(2024))), ("runs", every(RUN, year(2024))))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "and 2025?",
            Compare((("walks", every(WALK, year(2025))), ("runs", every(RUN, year(2025))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many km did i rnu in 2025 in total",
            Answer(total("distance"), every(RUN, year(2025))),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b113 going back to lisbon",
        step(
            "I'm heading back to Lisbon in the spring and want to revisit the good places. What did I eat there?",
            LISBON_MEALS,
            SIMPLE,
            CHATTY,
        ),
        step("only the seafod ones", Those(SEAFOOD), ELLIPSIS, LOWERCASE, TYPO),
        step(
            "Which of those were rated 4 or more but wihtout Mary?",
            Those(every(rating(">=", 4), without("Mary"))),
            LOGICAL,
            COREFERENCED,
            TYPO,
        ),
        step(
            "I was in Porto before, ever?",
            Verdict(exists(city("Porto"))),
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b113 a science book for a friend",
        step(
            "My friend like the science books. Which popular science I rated with 5 stars?",
            FIVE_STAR_POP_SCIENCE,
            SIMPLE,
            NON_NATIVE,
        ),
        step("Which of them is most long?", Best("pages"), COREFERENCED, NON_NATIVE),
        step(
            "Who has written it?",
            Answer(field_of("author"), WHY_CITIES_MATTER),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b113 the biggest hike",
        step("whats my biggest hike ever", Clarify(("distance", "elevation")), CLARIFICATION, LOWERCASE),
        step("distance", Best("distance", among=HIKE), CLARIFICATION, TERSE, LOWERCASE),
        step("when was that", Detail("year"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b113 average run last year",
        step(
            "I'm trying to get back into running. What was my avrage run last year?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            CHATTY,
            TYPO,
        ),
        step(
            "how long they took, in minutes",
            Answer(mean("duration"), every(RUN, year(2025))),
            CLARIFICATION,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and in 2024?",
            Answer(mean("duration"), every(RUN, year(2024))),
            QUANTITATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b113 which lecce trip",
        step(
            "How many nigths was my Lecce trip?",
            Clarify(("2022", "2025")),
            CLARIFICATION,
            TYPO,
        ),
        step(
            "the one with Luca",
            Answer(field_of("nights"), LECCE_WITH_LUCA),
            CLARIFICATION,
            QUANTITATIVE,
        ),
        step(
            "In that trip we went to some museum in Lecce?",
            Verdict(exists(every(MUSEUM, city("Lecce"), year(2025)))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b113 history from 2022",
        step("show me the history stuff from 2022", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("the museums", every(HISTORY_MUSEUM, year(2022)), CLARIFICATION, TERSE, LOWERCASE),
        step("which of them were with mary", Those(with_("Mary")), COREFERENCED, LOWERCASE),
        step("how many of those did i rate 5", Those(rating("==", 5)), QUANTITATIVE, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b113 the seattle museum",
        step(
            "A friend is moving to Seattle. What exibition did I see at the museum in Seattle?",
            Clarify(),
            CLARIFICATION,
            CHATTY,
            TYPO,
        ),
        step("the first visit", SEATTLE_FIRST_VISIT, CLARIFICATION, TERSE, LOWERCASE),
        step(
            "Was Sofia with me both times I went there?",
            Verdict(all_with("Sofia", SEATTLE_MUSEUM)),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b113 bike rides this year",
        step("total for my bike rides this year?", Clarify(("distance", "duration")), CLARIFICATION, LOWERCASE),
        step(
            "kilometers",
            Answer(total("distance"), every(BIKE, year(2026))),
            CLARIFICATION,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "is that more than last year?",
            Verdict(larger_total("distance", every(BIKE, year(2026)), every(BIKE, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b113 the santa fe flight",
        step(
            "what rating did i give the santa fe flight",
            Clarify(("2015", "2017")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step("the 2017 one", SANTA_FE_FLIGHT_2017, CLARIFICATION, TERSE, LOWERCASE),
    ),
    talk(
        "b113 japanese dinners",
        step(
            "Doing a sushi night for friends next week and I need ideas. Which japanes dinners did I have in Japan in 2023?",
            every(JAPANESE_DINNERS_JAPAN, year(2023)),
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step("which ones weren't with Kenji", Those(without("Kenji")), LOGICAL, COREFERENCED),
        step("and in 2026?", every(JAPANESE_DINNERS_JAPAN, year(2026)), ELLIPSIS, TERSE),
        step("the best rated one", Best("rating"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b113 trips with sofia",
        step(
            "tirps with sofia but not with mary",
            every(TRAVEL, with_("Sofia"), without("Mary")),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many nights were those together",
            Answer(total("nights"), every(TRAVEL, with_("Sofia"), without("Mary"))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b113 the longest trips",
        step("My 3 longest trips?", Top("nights", 3, TRAVEL), QUANTITATIVE, TERSE),
        step("the first one", Pick(1), COREFERENCED, TERSE, LOWERCASE),
        step("who came", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b113 museums with kenji",
        step(
            "Kenji is visiting and we argued about this. Did we ever go to a musuem together outside of Tokyo?",
            Verdict(exists(KENJI_MUSEUMS_NOT_TOKYO)),
            VERIFICATION,
            LOGICAL,
            CHATTY,
            TYPO,
        ),
        step("How many?", KENJI_MUSEUMS_NOT_TOKYO, QUANTITATIVE, ELLIPSIS, TERSE),
        step("which of them was the lowest rated", Best("rating", highest=False), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b113 tomas reyes novels",
        step(
            "did i read any novels by tomas reyes this year",
            Verdict(exists(REYES_NOVELS_2026)),
            VERIFICATION,
            LOWERCASE,
        ),
        step("which ones", REYES_NOVELS_2026, COREFERENCED, TERSE, LOWERCASE),
        step("the longest?", Best("pages"), ELLIPSIS, COREFERENCED, TERSE),
    ),
    talk(
        "b113 vegetarian this year",
        step(
            "How many vegeterian lunches did I have in 2026?",
            every(LUNCH, VEGETARIAN, year(2026)),
            QUANTITATIVE,
            SIMPLE,
            TYPO,
        ),
        step("and dinners?", every(DINNER, VEGETARIAN, year(2026)), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "Were there more vegetarian or seafood dinners this year?",
            Compare(
                (
                    ("seafood", every(DINNER, SEAFOOD, year(2026))),
                    ("vegetarian", every(DINNER, VEGETARIAN, year(2026))),
                )
            ),
            COMPARATIVE,
        ),
    ),
    talk(
        "b113 paris and other flights",
        step(
            "Did I like my 2019 Paris trip better than the 2022 one?",
            Verdict(rated_higher(PARIS_2019, PARIS_2022)),
            VERIFICATION,
            COMPARATIVE,
        ),
        step("show me all my flihgts to France", every(FLIGHT, FR), SIMPLE, TYPO),
        step("and to Italy?", every(FLIGHT, IT), ELLIPSIS, TERSE),
        step(
            "Did I fly more often to France or to Greece?",
            Compare((("France", every(FLIGHT, FR)), ("Greece", every(FLIGHT, country("GR"))))),
            COMPARATIVE,
        ),
    ),
    talk(
        "b113 art museums with luca",
        step("art museums in italy with Lucca", every(ART_MUSEUM, IT, with_("Luca")), SIMPLE, LOWERCASE, TYPO),
        step(
            "whats the average rating of those",
            Answer(mean("rating"), every(ART_MUSEUM, IT, with_("Luca"))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step("which one did i like most", Best("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b113 steep hikes this year",
        step(
            "Training for a mountain trip next summer. Which hikse this year had more than 800 m of climbing?",
            STEEP_HIKES_2026,
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step("which of those weren't in Greece", Those(country("GR"), keep=False), LOGICAL, COREFERENCED),
        step("the steepest one", Best("elevation"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b113 cocktails or beers",
        step(
            "did i have more cocktials or beers in 2024",
            Compare((("cocktails", every(COCKTAIL, year(2024))), ("beers", every(BEER, year(2024))))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "what about 2022",
            Compare((("cocktails", every(COCKTAIL, year(2022))), ("beers", every(BEER, year(2022))))),
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "show me the 2024 cocktails that were not in San Francisco",
            every(COCKTAIL, year(2024), not_(city("San Francisco"))),
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b113 ski days with james",
        step("ski days with james", every(SKI, with_("James")), SIMPLE, TERSE, LOWERCASE),
        step("but not with mary", Those(without("Mary")), LOGICAL, ELLIPSIS, TERSE, LOWERCASE),
        step("longest one", Best("distance"), COREFERENCED, TERSE, LOWERCASE),
        step("where", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
)
