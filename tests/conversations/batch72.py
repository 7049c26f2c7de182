"""Batch 72: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: places and geography in the
scrapbook: how many countries and cities a year holds ("how many diffrent countries show up for
2019", "and cities"), the most frequent city or country abroad ("outside the us which city do i have
the most entries from", "and apart from the states?"), trips abroad with the home country said by the
user (the sample's most common country is the United States: "I live in the US, so by abroad I mean
anywhere else", "I live in USA"), continents ("was that in europe", "more art museums in europe or
asia", "was that in north america"), regions and cities ("what did we get up to in puglia in 2025",
"and lecce"), "where" and "how far" about one item ("remind me where that one was", "how far was
it"), the first and latest visit ("when did i first go to greece", "and portgual", "where did i go on
my most recent trip", "and where was the trip befor that"), comparisons between places ("more stuff in
Spain or in Portugal", "more in lecce or bari", "outside the US more in 2019 or in 2025"), yes/no
checks ("have i ever been to croatia", "what about polnad", "was austria one of them", "and spain"),
picks ("the second one", "the frist one") and questions that must be asked back ("what place did i go
to most in 2024": city or country; "how many places did i go in 2018"; "my Tokyo trip" and "the
Bordeaux trip": two of each). Personas: a terse lowercase user, a chatty one, a non-native speaker,
and 17 typo turns (swapped or missing letters: "diffrent", "cites", "togther", "nigths", "befor",
"countires", "portgual", "polnad", "secnd", "frist", "altogehter", ...). The questions are asked on
29 November 2026."""

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
    Verdict,
    category,
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    more,
    most_common_place,
    region,
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

WINE = category("Drink", "Wine")
HIKE, RUN = category("Activity", "Hike"), category("Activity", "Run")
TRAVEL, FOOD, LUNCH, DINNER = (category("Travel"), category("Food"), category("Food", "Lunch"), category("Food", "Dinner"))
ART_MUSEUM = category("Museum", "Art")
US, IT, GR, ES, PT, JP, AT, HR = (country(c) for c in ("US", "IT", "GR", "ES", "PT", "JP", "AT", "HR"))

# The sample's home country is the United States (1,323 of 2,463 items); every question below that
# depends on "home" or "abroad" has the user say so ("I live in the US", "outside the US").
EUROPE_CODES = {"IT", "FR", "GR", "ES", "PT", "NL", "CH", "NO", "CZ", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR"}
ASIA_CODES = {"JP", "KR", "IN", "VN"}  # Turkey, on both continents, is never needed: it has no art museum
NORTH_AMERICA_CODES = {"US", "CA", "MX"}


def in_codes(codes: set[str]) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


EUROPE, ASIA, NORTH_AMERICA = (in_codes(EUROPE_CODES), in_codes(ASIA_CODES), in_codes(NORTH_AMERICA_CODES))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


ABROAD = not_(US)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def one_is(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item `among` selects satisfies `predicate`."""

    def holds(items: Sequence[Item]) -> bool:
        (item,) = [i for i in items if among(i)]
        return predicate(item)

    return holds


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def only_companion(items: Sequence[Item]) -> str:
    """The one companion of the one item selected."""
    (item,) = items
    (name,) = item["who"]
    return str(name)


def nth_latest_city(n: int) -> Callable[[Sequence[Item]], str]:
    """The city of the n-th most recent of `items` (1: the latest)."""

    def measure(items: Sequence[Item]) -> str:
        ranked = sorted(items, key=lambda i: i["itemDate"], reverse=True)
        if len(ranked) > n and ranked[n - 1]["itemDate"] == ranked[n]["itemDate"]:
            raise ValueError("two items share the date")
        return str(ranked[n - 1]["place"]["city"])

    return measure


def first_year(items: Sequence[Item]) -> str:
    return str(min(i["itemDate"] for i in items).year)


def only_year(items: Sequence[Item]) -> str:
    (only,) = {i["itemDate"].year for i in items}
    return str(only)


def abroad_trips(y: int) -> Predicate:
    return every(TRAVEL, year(y), ABROAD)


def the_trip(city_name: str, y: int) -> Predicate:
    """The one trip to `city_name` in year `y`."""
    return every(TRAVEL, city(city_name), year(y))


ATHENS_TRIP = the_trip("Athens", 2026)  # the latest trip: Flight to Athens, July 2026, 12 nights
JAIPUR_TRIP = the_trip("Jaipur", 2024)  # the longest trip outside the US in 2024 (12 nights)
ALBA_TRIP = the_trip("Alba", 2024)
TOKYO_TRIP_2023 = the_trip("Tokyo", 2023)
BORDEAUX_TRIP_2018 = the_trip("Bordeaux", 2018)
OAXACA_HIKE = the("scrapbook-00023")  # the hike outside the US with the most climbing (1,360 m)
PUGLIA_2022 = every(region("Puglia"), year(2022))
ASIAN_ART = every(ART_MUSEUM, ASIA)
ABROAD_DINNERS = every(DINNER, ABROAD)
CITY_LUNCHES_2026 = every(LUNCH, cities("Athens", "Nafplio"), year(2026))

CONVERSATIONS = (
    talk(
        "b72 countries per year",
        step(
            "how many diffrent countries show up in my scrapbook for 2019",
            Answer(distinct_places("country"), year(2019)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and 2020", Answer(distinct_places("country"), year(2020)), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("was austria one of them", Verdict(exists(every(year(2020), AT))), VERIFICATION, COREFERENCED, LOWERCASE),
        step(
            "and spain",
            Verdict(exists(every(year(2020), ES))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b72 trips abroad in 2022, the second one",
        step(
            "Hi there! I live in the US, so by abroad I mean anywhere else. Which trips abroad did I take in 2022?",
            abroad_trips(2022),
            LOGICAL,
            CHATTY,
        ),
        step("Oh nice, the second one", Pick(2), COREFERENCED, CHATTY),
        step("Remind me where that one was?", Detail("city"), COREFERENCED, CHATTY),
        step("And was it somewhere in Europe?", Verdict(all_of(abroad_trips(2022), EUROPE)), VERIFICATION, COREFERENCED, CHATTY),
    ),
    talk(
        "b72 longest trip outside the US in 2024",
        step("Which trips I made outside of the United States in 2024?", abroad_trips(2024), LOGICAL, NON_NATIVE),
        step("Which of them was the most long?", Best("nights"), COREFERENCED, NON_NATIVE),
        step("This one was in Europe?", Verdict(one_is(JAIPUR_TRIP, EUROPE)), VERIFICATION, COREFERENCED, NON_NATIVE),
        step("And the one to Alba, how many nights it was?", Answer(field_of("nights"), ALBA_TRIP), COREFERENCED, QUANTITATIVE, NON_NATIVE),
    ),
    talk(
        "b72 the foreign city with the most entries",
        step(
            "outside the us which city do i have the most entries from",
            Answer(most_common_place("city"), ABROAD),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and country",
            Answer(most_common_place("country"), ABROAD),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many cites there",
            Answer(distinct_places("city"), IT),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "more in lecce or bari",
            Compare((("lecce", city("Lecce")), ("bari", city("Bari")))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b72 Spain or Portugal",
        step(
            "Quick question before I plan the next trip - have I logged more stuff in Spain or in Portugal?",
            Compare((("spain", ES), ("portugal", PT))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Intresting. What if we only count the meals?",
            Compare((("spain", every(FOOD, ES)), ("portugal", every(FOOD, PT)))),
            ELLIPSIS,
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
        step("And how many of the meals in Spain were in Barcelona?", every(FOOD, city("Barcelona")), COREFERENCED, QUANTITATIVE, CHATTY),
    ),
    talk(
        "b72 hiking in Italy and Greece, how far",
        step("hikes in italy", every(HIKE, IT), SIMPLE, TERSE, LOWERCASE),
        step("how many km was that all togther", Answer(total("distance"), every(HIKE, IT)), COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        step("and in greece", Answer(total("distance"), every(HIKE, GR)), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so italy was more km right",
            Verdict(larger_total("distance", every(HIKE, IT), every(HIKE, GR))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b72 where was my latest trip",
        step("where did i go on my most recent trip", Answer(nth_latest_city(1), TRAVEL), SIMPLE, LOWERCASE),
        step("was that in europe", Verdict(one_is(ATHENS_TRIP, EUROPE)), VERIFICATION, COREFERENCED, TERSE, LOWERCASE),
        step("how many nigths", Answer(field_of("nights"), ATHENS_TRIP), ELLIPSIS, COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        step(
            "and where was the trip befor that",
            Answer(nth_latest_city(2), TRAVEL),
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b72 the place I went to most in 2024",
        step(
            "what place did i go to most in 2024",
            Clarify(("city", "country")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "country, but leave out the us",
            Answer(most_common_place("country"), every(year(2024), ABROAD)),
            CLARIFICATION,
            ELLIPSIS,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b72 the Tokyo trip",
        step("How many nights was my Tokyo trip?", Clarify(("2016", "2023")), CLARIFICATION),
        step("The 2023 one.", Answer(field_of("nights"), TOKYO_TRIP_2023), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE),
        step("Who came with me on that one?", Answer(only_companion, TOKYO_TRIP_2023), COREFERENCED),
    ),
    talk(
        "b72 how many places in 2018",
        # "cit" and "countr": the question back may say "city" or "cities", "country" or "countries".
        step(
            "how many places did i go in 2018",
            Clarify(("cit", "countr")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "countires",
            Answer(distinct_places("country"), year(2018)),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and cities",
            Answer(distinct_places("city"), year(2018)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("which city came up most", Answer(most_common_place("city"), year(2018)), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b72 the Bordeaux trip",
        step("The Bordeaux trip, how many nights it was?", Clarify(("2013", "2018")), CLARIFICATION, NON_NATIVE),
        step("The later one", Answer(field_of("nights"), BORDEAUX_TRIP_2018), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, NON_NATIVE),
        step("With who I went?", Answer(only_companion, BORDEAUX_TRIP_2018), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b72 art museums in Europe and Asia",
        step(
            "more art museums in europe or asia?",
            Compare((("europe", every(ART_MUSEUM, EUROPE)), ("asia", ASIAN_ART))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("show me the asian ones", ASIAN_ART, ELLIPSIS, COREFERENCED, LOWERCASE),
        step("the frist one", Pick(1), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step("which city was it in", Detail("city"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b72 dinners abroad with and without Mary",
        step(
            "I live in USA. How many dinners I had outside my country together with Mary?",
            every(ABROAD_DINNERS, with_("Mary")),
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And without Mary?", every(ABROAD_DINNERS, without("Mary")), LOGICAL, ELLIPSIS, NON_NATIVE),
        step(
            "So with her was more, yes?",
            Verdict(more(every(ABROAD_DINNERS, with_("Mary")), every(ABROAD_DINNERS, without("Mary")))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b72 the hike abroad with the most climbing",
        step("which hike outside the us had the most climbng", Best("elevation", among=every(HIKE, ABROAD)), LOGICAL, LOWERCASE, TYPO),
        step("which country was that in", Detail("country"), COREFERENCED, LOWERCASE),
        step("how far was it", Answer(field_of("distance"), OAXACA_HIKE), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        step("was that in north america", Verdict(one_is(OAXACA_HIKE, NORTH_AMERICA)), VERIFICATION, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b72 Puglia by year",
        step("what did we get up to in pugila in 2025", every(region("Puglia"), year(2025)), SIMPLE, LOWERCASE, TYPO),
        step("and in 2022?", PUGLIA_2022, ELLIPSIS, TERSE),
        step("how many of those were in bari", Those(city("Bari")), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step("and lecce", every(PUGLIA_2022, city("Lecce")), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b72 where my wines come from",
        step("Which country do most of my wines come from?", Answer(most_common_place("country"), WINE), SIMPLE, QUANTITATIVE),
        step(
            "ok and apart from the states?",
            Answer(most_common_place("country"), every(WINE, ABROAD)),
            LOGICAL,
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("how many wines from there", every(WINE, IT), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step(
            # "ital": the reply may say "Italy" or "Italian" (only the winner's name is checked)
            "more from there or from france",
            Compare((("ital", every(WINE, IT)), ("france", every(WINE, country("FR"))))),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b72 first visits to Greece and Portugal",
        step("when did i first go to greece", Answer(first_year, GR), SIMPLE, LOWERCASE),
        step("and portgual", Answer(first_year, PT), ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step("what did i do there that year", every(PT, year(2010)), COREFERENCED, LOWERCASE),
        step("how many of those were meals", Those(FOOD), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b72 trips outside the US year against year",
        step(
            "Did I travel outside the US more in 2019 or in 2025?",
            Compare((("2019", abroad_trips(2019)), ("2025", abroad_trips(2025)))),
            COMPARATIVE,
            LOGICAL,
        ),
        step(
            "and 2023 vs 2024",
            Compare((("2023", abroad_trips(2023)), ("2024", abroad_trips(2024)))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("show me the 2023 ones", abroad_trips(2023), COREFERENCED, ELLIPSIS, LOWERCASE),
        step("the secnd one", Pick(2), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step("who went with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b72 have I ever been to",
        step("have i ever been to croatia", Verdict(exists(HR)), VERIFICATION, SIMPLE, LOWERCASE),
        step("what about polnad", Verdict(exists(country("PL"))), VERIFICATION, ELLIPSIS, LOWERCASE, TYPO),
        step("when was the croatia tirp", Answer(only_year, HR), SIMPLE, LOWERCASE, TYPO),
        step(
            "how many cities did i see there",
            Answer(distinct_places("city"), HR),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b72 lunches in Athens or Nafplio",
        step("lunches in athens or nafplio this year", CITY_LUNCHES_2026, LOGICAL, TERSE, LOWERCASE),
        step("just the ones not in nafpilo", Those(city("Nafplio"), keep=False), LOGICAL, COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b72 running abroad and at home",
        step(
            "i live in the us. how far have i run outside the us altogehter",
            Answer(total("distance"), every(RUN, ABROAD)),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and inside the us", Answer(total("distance"), every(RUN, US)), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "which foriegn city did i go running in most often",
            Answer(most_common_place("city"), every(RUN, ABROAD)),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
)
