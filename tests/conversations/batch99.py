"""Batch 99: conversations written blind (from the documentation and the sample data, without reading the
engine), scored once as first written; see BATCHES.md. Theme: a balanced, ordinary batch, an acceptance
test over every question type in about equal share. The user mostly looks back at trips, hikes, runs,
walks, bike rides, ski days and museum visits, with a few detours into meals, books and drinks: the
activities done in Spain "and in Portugal" and where there were more walks; runs in 2025 against 2026,
the runs over 15 km this year with their total and average; the hikes in Greece, those not with Elena,
whether Mary was on all of them and the one with the most climbing; more museums in Spain or France and
the most recent one in Spain; more museum visits in 2026 or in 2025; kilometres cycled last year and
this year, and the longest ride ever without James; ski days outside the United States and the ones in Canada; the
trips to Japan, the first of them and the nights spent there; the first and the last hike with Roberto;
flights against train journeys; nights away in 2025 against 2024 and the longest trip of each year;
trips with Sofia apart from Spain; walks or runs in France with Chloé; lunches or dinners in Greece; the
books of 2025 and the thickest of them. Clarifications (each followed by the user's answer): "my skiing
total for 2026" (distance or duration), "my biggest hike this year" (distance or elevation), "how many
nights was my trip to lecce" (2022 or 2025), "avg for my walks in 2026" (distance or duration), and "the
museum in Copenhagen" (the art or the science museum). Personas: a chatty user ("Quick question before I
forget"), a terse one ("2025?", "Km."), a lowercase one without punctuation ("so more km last year than
this year right"), a non-native speaker ("How many hikes I did in Greece?", "with who I went there?"),
and 15 typo turns spread across them ("portgual", "avrage", "exhibiton", "evr", "frist", "musuems",
"thikest", "skiiing", "togther", "nigths", "lowset", "Copenhagn", "climbin", "dinnres", "runing"). The
questions are asked on 29 November 2026."""

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
    category,
    city,
    country,
    either,
    every,
    exists,
    field,
    field_of,
    holds_for,
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

NOW = datetime(2026, 11, 29, 12, 0)  # the day every question is asked: "this year" is 2026, "last year" 2025

ACTIVITY, TRAVEL, MUSEUM, BOOK = category("Activity"), category("Travel"), category("Museum"), category("Book")
HIKE, RUN, WALK, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride", "Ski"))
FLIGHT, TRAIN = category("Travel", "Flight"), category("Travel", "Train journey")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
US, ES, PT, FR, GR, JP, CA = (country(c) for c in ("US", "ES", "PT", "FR", "GR", "JP", "CA"))
EUROPE = either(*(country(c) for c in ("AT", "CH", "NO", "FR", "IT", "ES", "PT", "GR", "DE", "NL", "SE")))

THIS_YEAR, LAST_YEAR = year(NOW.year), year(NOW.year - 1)

RUNS_2025, RUNS_2026 = every(RUN, LAST_YEAR), every(RUN, THIS_YEAR)
LONG_RUNS_2026 = every(RUN, THIS_YEAR, number("distance", ">", 15))
GREEK_HIKES = every(HIKE, GR)
SPANISH_MUSEUMS, FRENCH_MUSEUMS = every(MUSEUM, ES), every(MUSEUM, FR)
RIDES_2025, RIDES_2026 = every(BIKE, LAST_YEAR), every(BIKE, THIS_YEAR)
SKI_ABROAD = every(SKI, not_(US))
SKI_2026 = every(SKI, THIS_YEAR)  # two days at South Lake Tahoe in February: 56.4 km, 820 min
JAPAN_TRIPS = every(TRAVEL, JP)
HIKES_2026 = every(HIKE, THIS_YEAR)
WALKS_2026, WALKS_2025 = every(WALK, THIS_YEAR), every(WALK, LAST_YEAR)
MUSEUMS_2026 = every(MUSEUM, THIS_YEAR)
MUSEUMS_2026_ABROAD = every(MUSEUM, THIS_YEAR, not_(US))
CHLOE_IN_FRANCE = every(either(WALK, RUN), FR, with_("Chloé"))
SOFIA_TRIPS_NOT_SPAIN = every(TRAVEL, with_("Sofia"), not_(ES))
HIKES_WITH_ROBERTO = every(HIKE, with_("Roberto"))
TRIPS_2024, TRIPS_2025 = every(TRAVEL, year(2024)), every(TRAVEL, year(2025))
GOOD_GREEK_DINNERS = every(DINNER, GR, rating(">=", 4))
BOOKS_2025 = every(BOOK, year(2025))

CALISTOGA_HIKE = the("scrapbook-02389")  # 8 Jul 2026, 1390 m of climbing (the most of 2026), 6.7 km
LECCE_2025 = the("scrapbook-02257")  # Flight to Lecce, Sep 2025, 7 nights, with Mary and Luca, rated 4
COPENHAGEN_SCIENCE = the("scrapbook-02357")  # rated 4
COPENHAGEN_ART = the("scrapbook-02351")  # rated 3
MADRID_ART_MUSEUM = the("scrapbook-02220")  # Jul 2025, "Silk Roads", with James and Sofia
THICKEST_BOOK_2025 = the("scrapbook-02187")  # Why Cities Matter, 592 pages, by Nina Petrova
LAST_HIKE_WITH_ROBERTO = "scrapbook-02446"  # Mill Valley, 20 Sep 2026, with Roberto and Anna


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def author_of(items: Sequence[Item]) -> str:
    (item,) = items
    return str(item["fields"]["author"])


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether every item `among` selects (at least one) satisfies `predicate`."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


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


CONVERSATIONS = (
    talk(
        "b99 activities in Spain and Portugal",
        step(
            "Hi! I'm thinking about going back to Spain next spring and got curious, what activities did I do there?",
            every(ACTIVITY, ES),
            SIMPLE,
            CHATTY,
        ),
        step("and in portgual?", every(ACTIVITY, PT), ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step("Which one of those was the longest?", Best("distance"), COREFERENCED, CHATTY),
        step(
            "did i go on more walks in spain or in portugal",
            Compare((("Portugal", every(WALK, PT)), ("Spain", every(WALK, ES)))),
            COMPARATIVE,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b99 runs in 2025 and 2026",
        step(
            "Did I go runing more often in 2025 or in 2026?",
            Compare((("2025", RUNS_2025), ("2026", RUNS_2026))),
            COMPARATIVE,
            QUANTITATIVE,
            TYPO,
        ),
        step("runs this year longer than 15 km", LONG_RUNS_2026, SIMPLE, TERSE, LOWERCASE),
        step(
            "whats the total distance of those",
            Answer(total("distance"), LONG_RUNS_2026),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("and the avrage?", Answer(mean("distance"), LONG_RUNS_2026), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b99 hikes in Greece",
        step("How many hikes I did in Greece?", GREEK_HIKES, SIMPLE, QUANTITATIVE, NON_NATIVE),
        step(
            "Which of them were not with Elena?",
            Those(with_("Elena"), keep=False),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Mary was on every hike in Greece, is it correct?",
            Verdict(all_of(GREEK_HIKES, with_("Mary"))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "From all the Greek hikes, which one had the most climbin?",
            Best("elevation", among=GREEK_HIKES),
            SIMPLE,
            NON_NATIVE,
            TYPO,
        ),
        step("In which town it was?", Detail("city"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b99 museums in Spain and France",
        step(
            "did i visit more museums in spain or france",
            Compare((("Spain", SPANISH_MUSEUMS), ("France", FRENCH_MUSEUMS))),
            COMPARATIVE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("most recent museum in spain", Best("itemDate", among=SPANISH_MUSEUMS), SIMPLE, TERSE, LOWERCASE),
        step("who was with me", Detail("who"), COREFERENCED, LOWERCASE),
        step(
            "what exhibiton was on",
            Answer(field_of("exhibition"), MADRID_ART_MUSEUM),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b99 cycling last year and this year",
        step("how many km did i cycle in 2025", Answer(total("distance"), RIDES_2025), SIMPLE, QUANTITATIVE, LOWERCASE),
        step("and this year", Answer(total("distance"), RIDES_2026), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so more km last year than this year right",
            Verdict(larger_total("distance", RIDES_2025, RIDES_2026)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "my longest bike ride evr without james",
            Best("distance", among=every(BIKE, without("James"))),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("when was that", Detail("year"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b99 ski total this year",
        step("What's my skiing total for 2026?", Clarify(("distance", "duration")), CLARIFICATION, TERSE),
        step("Km.", Answer(total("distance"), SKI_2026), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE),
        step("And how many minutes altogether?", Answer(total("duration"), SKI_2026), ELLIPSIS, QUANTITATIVE, TERSE),
    ),
    talk(
        "b99 skiing abroad",
        step(
            "Out of curiosity, have I ever been skiiing in Europe?",
            Verdict(exists(every(SKI, EUROPE))),
            VERIFICATION,
            CHATTY,
            TYPO,
        ),
        step("Show me all my ski days outside the US then.", SKI_ABROAD, LOGICAL, CHATTY),
        step("which of those were in canada", Those(CA), COREFERENCED, LOWERCASE),
        step(
            "were they all with anna",
            Verdict(all_of(every(SKI, CA), with_("Anna"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b99 trips to Japan",
        step("Show me all my trips to Japan", JAPAN_TRIPS, SIMPLE, NON_NATIVE),
        step(
            "Which was the frist one?",
            Best("itemDate", highest=False),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "with who I went there?",
            Detail("who"),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "How many nights I stayed in Japan all togther, for all the trips?",
            Answer(total("nights"), JAPAN_TRIPS),
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b99 the biggest hike this year",
        step(
            "Quick question before I forget, what was my biggest hike this year?",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "Oh, I mean the one with the most climbing",
            Best("elevation", among=HIKES_2026),
            CLARIFICATION,
            ELLIPSIS,
            CHATTY,
        ),
        step("Nice, where was that one again?", Detail("city"), COREFERENCED, CHATTY),
        step(
            "And it was longer than 10 km, wasn't it?",
            Verdict(holds_for("scrapbook-02389", number("distance", ">", 10))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b99 the trip to Lecce",
        step("how many nigths was my trip to lecce", Clarify(("2022", "2025")), CLARIFICATION, LOWERCASE, TYPO),
        step("the one with luca", Answer(field_of("nights"), LECCE_2025), CLARIFICATION, ELLIPSIS, LOWERCASE),
        step("what did i rate it", Detail("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b99 average walk",
        step("avg for my walks in 2026?", Clarify(("distance", "duration")), CLARIFICATION, TERSE),
        step("distance", Answer(mean("distance"), WALKS_2026), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("2025?", Answer(mean("distance"), WALKS_2025), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "so longer walks this year?",
            Verdict(higher_mean("distance", WALKS_2026, WALKS_2025)),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b99 the museum in Copenhagen",
        step(
            "Which rating I gave to the museum in Copenhagn?",
            Clarify(("art", "science")),
            CLARIFICATION,
            NON_NATIVE,
            TYPO,
        ),
        step("The science museum.", Answer(rating_of, COPENHAGEN_SCIENCE), CLARIFICATION, ELLIPSIS, NON_NATIVE),
        step(
            "And for the art one?",
            Answer(rating_of, COPENHAGEN_ART),
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b99 museums this year",
        step("musuems this year", MUSEUMS_2026, SIMPLE, TERSE, LOWERCASE, TYPO),
        step("only the ones outside the US", MUSEUMS_2026_ABROAD, LOGICAL, ELLIPSIS, TERSE),
        step("and without mary", every(MUSEUMS_2026_ABROAD, without("Mary")), LOGICAL, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "overall, more museum visits in 2026 or in 2025?",
            Compare((("2026", MUSEUMS_2026), ("2025", every(MUSEUM, LAST_YEAR)))),
            COMPARATIVE,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b99 walks or runs in France with Chloé",
        step("walks or runs in france with chloe", CHLOE_IN_FRANCE, LOGICAL, LOWERCASE),
        step(
            "how far was that altogether",
            Answer(total("distance"), CHLOE_IN_FRANCE),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("which of them were not in paris", Those(city("Paris"), keep=False), LOGICAL, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b99 trips with Sofia",
        step("Trips with Sofia apart from the ones to Spain?", SOFIA_TRIPS_NOT_SPAIN, LOGICAL),
        step("which did i rate lowset", Best("rating", highest=False), COREFERENCED, LOWERCASE, TYPO),
        step("when was it", Detail("year"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b99 hikes with Roberto",
        step(
            "When did I first go hiking with Roberto?",
            Best("itemDate", highest=False, among=HIKES_WITH_ROBERTO),
            SIMPLE,
        ),
        step("And the last time?", Best("itemDate", among=HIKES_WITH_ROBERTO), ELLIPSIS, TERSE),
        step(
            "was anna there too",
            Verdict(holds_for(LAST_HIKE_WITH_ROBERTO, with_("Anna"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b99 flights or trains",
        step(
            "Have I taken more flights or train journeys?",
            Compare((("flight", FLIGHT), ("train", TRAIN))),
            COMPARATIVE,
            QUANTITATIVE,
        ),
        step(
            "How many nights did the train journeys add up to?",
            Answer(total("nights"), TRAIN),
            SIMPLE,
            QUANTITATIVE,
        ),
        step("and the flights, on average?", Answer(mean("nights"), FLIGHT), ELLIPSIS, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b99 nights away in 2024 and 2025",
        step(
            "I have a feeling I spent more nights away on trips in 2025 than in 2024. Am I right?",
            Verdict(larger_total("nights", TRIPS_2025, TRIPS_2024)),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
        step("What was the longest trip in 2025?", Best("nights", among=TRIPS_2025), SIMPLE),
        step("and in 2024", Best("nights", among=TRIPS_2024), ELLIPSIS, TERSE, LOWERCASE),
        step("who came on that one", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b99 eating out in Greece",
        step(
            "in greece did i have more lunches or dinnres",
            Compare((("lunch", every(LUNCH, GR)), ("dinner", every(DINNER, GR)))),
            COMPARATIVE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "Greek dinners I rated 4 or more",
            GOOD_GREEK_DINNERS,
            SIMPLE,
            TERSE,
        ),
        step(
            "was elena at any of them",
            Verdict(exists(every(GOOD_GREEK_DINNERS, with_("Elena")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and which ones weren't seafood",
            Those(field("cuisine", "seafood"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b99 books of 2025",
        step("How many books did I read in 2025?", BOOKS_2025, SIMPLE, QUANTITATIVE),
        step("total pages?", Answer(total("pages"), BOOKS_2025), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("Which was the thikest one?", Best("pages"), COREFERENCED, TYPO),
        step("who wrote it", Answer(author_of, THICKEST_BOOK_2025), COREFERENCED, TERSE, LOWERCASE),
    ),
)
