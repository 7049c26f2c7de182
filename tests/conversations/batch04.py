"""Batch 4: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Its emphasis: places (countries, cities,
regions, continents, "abroad"), dates (months, seasons, "last year", "the year before", "in 2019 or
2020"), follow-ups on a picked item, quantities with units, and a change of topic inside one message.
Each turn is tagged with its question types (CSQA's) and the traits of the user who types it."""

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
    Pick,
    Predicate,
    Those,
    Verdict,
    between,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    most_common_place,
    rating,
    region,
    total,
    with_,
    without,
    year,
)
from .expect import field as has_field
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
    TAGS,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

__all__ = ["CONVERSATIONS", "TAGS"]

ANY = ANY_INTENT

# The home country is the one most items are from (the definition names none): the United States.
EUROPE = ("IT", "FR", "GR", "ES", "PT", "NL", "CH", "NO", "CZ", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR")
SOUTH_AMERICA = ("AR", "BR", "PE", "CL", "CO", "UY", "EC", "BO", "PY", "VE")
CALIFORNIA = ("California", "Napa Valley", "Sonoma Valley", "Marin County", "Lake Tahoe")  # all of the sample's are in the state


def countries(*codes: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


def abroad(i: Item) -> bool:
    return i["place"]["countryCode"] != "US"


def in_california(i: Item) -> bool:
    return i["place"]["countryCode"] == "US" and i["place"]["region"] in CALIFORNIA


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def on_longest(among: Predicate, name: str, holds: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether `holds` is true of the item of `among` with the largest field `name`."""
    return lambda items: holds(max((i for i in items if among(i)), key=lambda i: i["fields"][name]))


TRAVEL, BOOK, WINE, FOOD, MUSEUM = category("Travel"), category("Book"), category("Drink", "Wine"), category("Food"), category("Museum")
HIKE, RUN, WALK, SKI = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk"), category("Activity", "Ski")
LUNCH, BIKE = category("Food", "Lunch"), category("Activity", "Bike ride")
IT, FR, GR, PE, JP = (country(c) for c in ("IT", "FR", "GR", "PE", "JP"))
TUSCANY = region("Tuscany")
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
LAST_WINTER = between(datetime(2025, 12, 1), datetime(2026, 3, 1))
JULY_2024 = between(datetime(2024, 7, 1), datetime(2024, 8, 1))

SA_TRIPS = every(TRAVEL, countries(*SOUTH_AMERICA))
TUSCAN_WALKS = every(WALK, TUSCANY)
HIKES_2025, HIKES_2024, HIKES_2026 = every(HIKE, year(2025)), every(HIKE, year(2024)), every(HIKE, year(2026))
BOOKS_2022 = every(BOOK, year(2022))
ITALY_MEALS = every(FOOD, IT, year(2019, 2020))
SKI_LAST_WINTER = every(SKI, LAST_WINTER)
RUNS_ABROAD_2025 = every(RUN, abroad, year(2025))
EUROPEAN_MUSEUMS = every(MUSEUM, countries(*EUROPE), year(2019, 2020, 2021, 2022))
GREECE_SUMMER = every(GR, LAST_SUMMER)
GREEK_HIKES_SUMMER = every(HIKE, GR, LAST_SUMMER)
MARY_WALKS = every(WALK, with_("Mary"), year(2025), not_(city("San Francisco")))

CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "terse: trips to South America, the second one",
        Step("trips south amercia", "find", SA_TRIPS, (SIMPLE, TERSE, LOWERCASE, TYPO)),
        Step("nights total", ANY, Answer(total("nights"), SA_TRIPS), (QUANTITATIVE, ELLIPSIS, TERSE, LOWERCASE)),
        Step("2nd one", ANY, Pick(2), (COREFERENCED, TERSE, LOWERCASE)),
        Step("who was with me", ANY, Detail("who"), (COREFERENCED, TERSE, LOWERCASE)),
    ),
    talk(
        "chatty: back to Tuscany",
        Step(
            "We're thinking about going back to Tuscany next spring! What have I done there over the years?",
            "find",
            TUSCANY,
            (SIMPLE, CHATTY),
        ),
        Step(
            "Lovely. How far did I walk there altogether?",
            ANY,
            Answer(total("distance"), TUSCAN_WALKS),
            (QUANTITATIVE, COREFERENCED, CHATTY),
        ),
        Step(
            "And was I there more in 2011 or in 2019, do you think?",
            ANY,
            Compare((("2019", every(TUSCANY, year(2019))), ("2011", every(TUSCANY, year(2011))))),
            (COMPARATIVE, COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "typo: hikes last year and the year before",
        Step("how many hikse did i do last year", "count", HIKES_2025, (SIMPLE, QUANTITATIVE, LOWERCASE, TYPO)),
        Step("whats the total distance", ANY, Answer(total("distance"), HIKES_2025), (QUANTITATIVE, ELLIPSIS, LOWERCASE, TYPO)),
        Step("and the year befor?", ANY, Answer(total("distance"), HIKES_2024), (QUANTITATIVE, ELLIPSIS, LOWERCASE, TYPO)),
        Step("which of those was the longst", ANY, Best("distance", among=HIKES_2024), (QUANTITATIVE, COREFERENCED, LOWERCASE, TYPO)),
    ),
    talk(
        "lowercase: Italian reds, then books from 2022 in the same breath",
        Step("italian reds rated 5", "find", every(WINE, IT, has_field("colour", "red"), rating("==", 5)), (SIMPLE, TERSE, LOWERCASE)),
        Step("forget that, show me my books from 2022", "find", BOOKS_2022, (SIMPLE, LOWERCASE)),
        Step("average pages?", ANY, Answer(mean("pages"), BOOKS_2022), (QUANTITATIVE, ELLIPSIS, TERSE, LOWERCASE)),
        Step("and the thickest one", ANY, Best("pages", among=BOOKS_2022), (QUANTITATIVE, ELLIPSIS, TERSE, LOWERCASE)),
        Step("how did i rate it", ANY, Detail("rating"), (COREFERENCED, LOWERCASE)),
    ),
    talk(
        "chatty: yes or no about far-away places",
        Step(
            "Quick question before I forget: did I ever read a book while I was abroad?",
            ANY,
            Verdict(exists(every(BOOK, abroad))),
            (VERIFICATION, CHATTY),
        ),
        Step("Was I ever in Peru?", ANY, Verdict(exists(PE)), (VERIFICATION, TERSE)),
        Step(
            "My friend keeps bragging about Kenyan wine. Did I ever drink wine from Kenya?",
            ANY,
            Verdict(exists(every(WINE, country("KE")))),
            (VERIFICATION, CHATTY),
        ),
        Step("have i ever gone skiing in europe", ANY, Verdict(exists(every(SKI, countries(*EUROPE)))), (VERIFICATION, LOWERCASE)),
    ),
    talk(
        "typo: California against Greece",
        Step(
            "did i hike more in califronia or in greece",
            ANY,
            Compare((("California", every(HIKE, in_california)), ("Greece", every(HIKE, GR)))),
            (COMPARATIVE, LOWERCASE, TYPO),
        ),
        Step(
            "what about walks",
            ANY,
            Compare((("California", every(WALK, in_california)), ("Greece", every(WALK, GR)))),
            (COMPARATIVE, ELLIPSIS, LOWERCASE),
        ),
        Step("did i ever go on a bike ride in greece?", ANY, Verdict(exists(every(BIKE, GR))), (VERIFICATION, LOWERCASE)),
    ),
    talk(
        "lowercase: meals in Italy in 2019 or 2020",
        Step("what did i eat in italy in 2019 or 2020", "find", ITALY_MEALS, (SIMPLE, LOGICAL, LOWERCASE)),
        Step("which ones werent dinners", ANY, Those(kind("Dinner"), keep=False), (LOGICAL, COREFERENCED, LOWERCASE, TYPO)),
        Step("how many of them were in florence", ANY, Those(city("Florence")), (QUANTITATIVE, COREFERENCED, LOWERCASE)),
    ),
    talk(
        "terse: ski days last winter, an average",
        Step("ski days last winter", "find", SKI_LAST_WINTER, (SIMPLE, TERSE, LOWERCASE)),
        Step("avg?", ANY, Clarify(("distance", "duration", "elevation")), (CLARIFICATION, QUANTITATIVE, TERSE, LOWERCASE)),
        Step("duration", ANY, Answer(mean("duration"), SKI_LAST_WINTER), (QUANTITATIVE, ELLIPSIS, TERSE, LOWERCASE)),
    ),
    talk(
        "runs abroad last year, where the first one was",
        Step("Runs abroad last year?", "find", RUNS_ABROAD_2025, (SIMPLE, TERSE)),
        Step(
            "In which city did I run the most?",
            ANY,
            Answer(most_common_place("city"), RUNS_ABROAD_2025),
            (QUANTITATIVE, COREFERENCED),
        ),
        Step("the first one", ANY, Pick(1), (COREFERENCED, TERSE, LOWERCASE)),
        Step("where was it", ANY, Detail("city"), (COREFERENCED, TERSE, LOWERCASE)),
    ),
    talk(
        "typo: museums in Europe between 2019 and 2022",
        Step("museums in eurpoe between 2019 and 2022", "find", EUROPEAN_MUSEUMS, (SIMPLE, LOWERCASE, TYPO)),
        Step(
            "how many different cities is that",
            ANY,
            Answer(distinct_places("city"), EUROPEAN_MUSEUMS),
            (QUANTITATIVE, COREFERENCED, LOWERCASE),
        ),
        Step("which ones did i see without mary", ANY, Those(without("Mary")), (LOGICAL, COREFERENCED, LOWERCASE)),
    ),
    talk(
        "a total that could mean three things",
        Step(
            "What's the total for my hikes in 2026?",
            ANY,
            Clarify(("distance", "duration", "elevation")),
            (CLARIFICATION, QUANTITATIVE),
        ),
        Step("distance pls", ANY, Answer(total("distance"), HIKES_2026), (QUANTITATIVE, ELLIPSIS, TERSE, LOWERCASE)),
    ),
    talk(
        "lowercase: history could be books or museums",
        Step("show me the history stuff from 2019", ANY, Clarify(("book", "museum")), (CLARIFICATION, LOWERCASE)),
        Step("the museums", "find", every(MUSEUM, kind("History"), year(2019)), (ELLIPSIS, TERSE, LOWERCASE)),
    ),
    talk(
        "the longest thing in 2023",
        Step(
            "What was the longest one in 2023?",
            ANY,
            Clarify(),
            (CLARIFICATION, QUANTITATIVE),
        ),
        Step(
            "books",
            ANY,
            Best("pages", among=every(BOOK, year(2023))),
            (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        ),
    ),
    talk(
        "typo: Greece last summer, the longest hike",
        Step("what did i do in greece last summer", "find", GREECE_SUMMER, (SIMPLE, LOWERCASE)),
        Step("just the hikes", ANY, Those(kind("Hike")), (ELLIPSIS, TERSE, LOWERCASE)),
        Step("the longest?", ANY, Best("distance"), (QUANTITATIVE, COREFERENCED, TERSE, LOWERCASE)),
        Step("whre was that", ANY, Detail("city"), (COREFERENCED, LOWERCASE, TYPO)),
        Step(
            "was elena with me on that one",
            ANY,
            Verdict(on_longest(GREEK_HIKES_SUMMER, "distance", with_("Elena"))),
            (VERIFICATION, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "non-native: French or Italian wine",
        Step(
            "I want know if I drink more wine from France or from Italy",
            ANY,
            # the winner is named by "Italy" or "Italian"
            Compare((("Ital", every(WINE, IT)), ("France", every(WINE, FR)))),
            (COMPARATIVE, NON_NATIVE),
        ),
        Step(
            "In Italy, which region is the most?",
            ANY,
            Answer(most_common_place("region"), every(WINE, IT)),
            (QUANTITATIVE, ELLIPSIS, NON_NATIVE),
        ),
        Step(
            "Please show me the ones from Piedmont",
            "find",
            every(WINE, region("Piedmont")),
            (ELLIPSIS, NON_NATIVE),
        ),
    ),
    talk(
        "typo: lunches in July 2024",
        Step("lunches in july 2024", "find", every(LUNCH, JULY_2024), (SIMPLE, TERSE, LOWERCASE)),
        Step(
            "was priya at any of thme",
            ANY,
            Verdict(exists(every(LUNCH, JULY_2024, with_("Priya")))),
            (VERIFICATION, COREFERENCED, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "typo: walks with Mary away from San Francisco, then trips",
        Step("walks wiht mary in 2025 that wasnt in san francisco", "find", MARY_WALKS, (LOGICAL, LOWERCASE, TYPO)),
        Step("how many km is that altogther", ANY, Answer(total("distance"), MARY_WALKS), (QUANTITATIVE, COREFERENCED, LOWERCASE, TYPO)),
        Step(
            "forget walks. how many trips did i take in 2019 or 2020",
            "count",
            every(TRAVEL, year(2019, 2020)),
            (LOGICAL, SIMPLE, LOWERCASE),
        ),
    ),
)
