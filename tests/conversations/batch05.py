"""Batch 5: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Each turn is tagged with its question types
(CSQA's: simple, coreferenced, ellipsis, logical, quantitative, comparative, verification,
clarification) and the traits of the user who types it. This batch leans on logical wordings ("but
not", "apart from", "other than", "without", "didnt", "neither", "except"), comparisons, yes/no
questions, short follow-ons, superlatives said in many ways, and questions a good assistant must ask
back about."""

from __future__ import annotations

from collections.abc import Sequence

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Item,
    Predicate,
    Those,
    Top,
    Verdict,
    category,
    cities,
    city,
    country,
    every,
    exists,
    mean,
    more,
    most_common_place,
    not_kind,
    rating,
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
    TAGS,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

__all__ = ["CONVERSATIONS", "TAGS"]

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
SKI, BIKE = category("Activity", "Ski"), category("Activity", "Bike ride")
MUSEUM, TRAVEL, DINNER = category("Museum"), category("Travel"), category("Food", "Dinner")
BOOK, NOVEL = category("Book"), category("Book", "Novel")
POETRY, BIOGRAPHY = category("Book", "Poetry"), category("Book", "Biography")
FR, ES, JP, CH, EG = country("FR"), country("ES"), country("JP"), country("CH"), country("EG")
SOUTH_AMERICA = ("AR", "BO", "BR", "CL", "CO", "EC", "GY", "PE", "PY", "SR", "UY", "VE")


def not_colour(value: str) -> Predicate:
    """A drink whose colour is not `value` (drinks without a colour count as not it)."""
    return lambda i: i["fields"].get("colour") != value


def cuisine(value: str) -> Predicate:
    return lambda i: i["fields"].get("cuisine") == value


def outside(code: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] != code


def in_countries(codes: Sequence[str]) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


def alone(item: Item) -> bool:
    return not item["who"]


CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "non-native: French wines but not the red, then Spain",
        Step(
            "I want to see the wines from France, but not the red one please",
            "find",
            every(WINE, FR, not_colour("red")),
            (LOGICAL, NON_NATIVE),
        ),
        Step("and from Spain?", "find", every(WINE, ES, not_colour("red")), (ELLIPSIS, NON_NATIVE)),
        Step("which of them is the most recent?", ANY, Best("itemDate"), (COREFERENCED, QUANTITATIVE, NON_NATIVE)),
        Step(
            "with who I drank it?",
            ANY,
            Detail("who"),
            (COREFERENCED, NON_NATIVE),
        ),
    ),
    talk(
        "terse: beer against cocktails in 2024",
        Step("beers 2024", "find", every(BEER, year(2024)), (SIMPLE, TERSE)),
        Step("cocktails?", "find", every(COCKTAIL, year(2024)), (ELLIPSIS, TERSE)),
        Step(
            "more beers or cocktails 2024",
            ANY,
            Compare((("beer", every(BEER, year(2024))), ("cocktail", every(COCKTAIL, year(2024))))),
            (COMPARATIVE, TERSE),
        ),
        Step(
            "which i rated higher on avg",
            ANY,
            Answer(mean("rating"), every(BEER, year(2024))),
            (COMPARATIVE, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        ),
    ),
    talk(
        "chatty: Barcelona, then Lisbon",
        Step(
            "Ok so I've been daydreaming about Spain again... what have I actually done in Barcelona?",
            "find",
            city("Barcelona"),
            (SIMPLE, CHATTY),
        ),
        Step("and Lisbon?", "find", city("Lisbon"), (ELLIPSIS, TERSE)),
        Step(
            "Out of those, how many did I do without Mary? She comes along on pretty much evrything lol",
            ANY,
            Those(without("Mary")),
            (LOGICAL, COREFERENCED, QUANTITATIVE, CHATTY, TYPO),
        ),
        Step(
            "Haha fair. Did I ever have Japanese food while I was in Lisbon?",
            ANY,
            Verdict(exists(every(category("Food"), city("Lisbon"), cuisine("japanese")))),
            (VERIFICATION, CHATTY),
        ),
    ),
    talk(
        "lowercase with typos: longest hike, shortest ride",
        Step("whats the longest hike ive evr done", ANY, Best("distance", among=HIKE), (SIMPLE, QUANTITATIVE, LOWERCASE, TYPO)),
        Step("wher was that", ANY, Detail("city"), (COREFERENCED, LOWERCASE, TYPO)),
        Step(
            "and the shortest bike ride",
            ANY,
            Best("distance", highest=False, among=BIKE),
            (ELLIPSIS, QUANTITATIVE, LOWERCASE),
        ),
    ),
    talk(
        "non-native: which books I rate higher",
        Step(
            "Which I rate more high in average, the poetry books or the biographies?",
            ANY,
            Answer(mean("rating"), BIOGRAPHY),
            (COMPARATIVE, QUANTITATIVE, NON_NATIVE),
        ),
        Step(
            "And the novels, how much is the average?",
            ANY,
            Answer(mean("rating"), NOVEL),
            (ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        ),
    ),
    talk(
        "lowercase: have I been there, did I ski there",
        Step("have i ever been to egypt", ANY, Verdict(exists(EG)), (VERIFICATION, LOWERCASE)),
        Step("did i ever go skiing in switzerlnad", ANY, Verdict(exists(every(SKI, CH))), (VERIFICATION, LOWERCASE, TYPO)),
        Step("and in japan?", ANY, Verdict(exists(every(SKI, JP))), (VERIFICATION, ELLIPSIS, LOWERCASE)),
        Step(
            "were any of my paris trips with sofia",
            ANY,
            Verdict(exists(every(TRAVEL, city("Paris"), with_("Sofia")))),
            (VERIFICATION, LOGICAL, LOWERCASE),
        ),
    ),
    talk(
        "ambiguous: history from 2022",
        Step("show me my history stuff from 2022", ANY, Clarify(("book", "museum")), (CLARIFICATION, LOWERCASE)),
        Step("the museums", ANY, every(category("Museum", "History"), year(2022)), (CLARIFICATION, ELLIPSIS, TERSE)),
        Step(
            "which of those did i do on my own",
            ANY,
            Those(alone),
            (COREFERENCED, LOGICAL, LOWERCASE),
        ),
    ),
    talk(
        "ambiguous: the longest thing in Japan in 2023",
        Step("Everything I did in Japan in 2023", "find", every(JP, year(2023)), (SIMPLE,)),
        Step("Which one was the longest?", ANY, Clarify(), (CLARIFICATION, COREFERENCED)),
        Step(
            "the walks",
            ANY,
            Best("distance", among=every(WALK, JP, year(2023))),
            (CLARIFICATION, ELLIPSIS, TERSE),
        ),
    ),
    talk(
        "terse: top, lowest, favourite",
        Step("top 3 longest books", ANY, Top("pages", 3, BOOK), (QUANTITATIVE, TERSE)),
        Step(
            "lowest rated musuem 2024",
            ANY,
            Best("rating", highest=False, among=every(MUSEUM, year(2024))),
            (SIMPLE, QUANTITATIVE, TERSE, TYPO),
        ),
        Step(
            "favourite museum in paris",
            ANY,
            Best("rating", among=every(MUSEUM, city("Paris"))),
            (SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        ),
    ),
    talk(
        "logic: or, neither, except",
        Step("dinners in Paris or Lyon", "find", every(DINNER, cities("Paris", "Lyon")), (LOGICAL,)),
        Step(
            "runs in 2024 with niether Tom nor Mary",
            "find",
            every(RUN, year(2024), without("Tom", "Mary")),
            (LOGICAL, TYPO),
        ),
        Step(
            "bike rides in 2022 except the ones with James",
            "find",
            every(BIKE, year(2022), without("James")),
            (LOGICAL,),
        ),
    ),
    talk(
        "chatty: apart from, other than, without",
        Step(
            "Hey! Quick one - which museums did I visit in 2022 apart from the art ones?",
            "find",
            every(MUSEUM, year(2022), not_kind("Art")),
            (LOGICAL, CHATTY),
        ),
        Step(
            "Cool, thanks. Now all my trips other then flights please",
            "find",
            every(TRAVEL, not_kind("Flight")),
            (LOGICAL, CHATTY, TYPO),
        ),
        Step(
            "and just the ones without Mary?",
            ANY,
            every(TRAVEL, not_kind("Flight"), without("Mary")),
            (ELLIPSIS, LOGICAL),
        ),
        Step(
            "which of those was the shortest trip?",
            ANY,
            Best("nights", highest=False),
            (COREFERENCED, QUANTITATIVE),
        ),
    ),
    talk(
        "typos: wines and beers abroad",
        Step("wines i didnt drink in the us", "find", every(WINE, outside("US")), (LOGICAL, LOWERCASE, TYPO)),
        Step("what about the beers?", "find", every(BEER, outside("US")), (ELLIPSIS, LOWERCASE)),
        Step(
            "how many of thoes were from south america",
            ANY,
            Those(in_countries(SOUTH_AMERICA)),
            (COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step(
            "best rated one?",
            ANY,
            Best("rating"),
            (COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        ),
    ),
    talk(
        "chatty: was I lazier in 2020",
        Step(
            "I feel like I got really lazy during the pandemic. Did I go runing more in 2020 or in 2021?",
            ANY,
            Compare((("2020", every(RUN, year(2020))), ("2021", every(RUN, year(2021))))),
            (COMPARATIVE, CHATTY, TYPO),
        ),
        Step(
            "and walks?",
            ANY,
            Compare((("2020", every(WALK, year(2020))), ("2021", every(WALK, year(2021))))),
            (COMPARATIVE, ELLIPSIS, TERSE),
        ),
        Step(
            "Was I hiking more than cycling overall, would you say?",
            ANY,
            Verdict(more(HIKE, BIKE)),
            (VERIFICATION, COMPARATIVE, CHATTY),
        ),
    ),
    talk(
        "where I do things most",
        Step("In which town did I drink wine most often?", ANY, Answer(most_common_place("city"), WINE), (SIMPLE, QUANTITATIVE)),
        Step(
            "and for runs?",
            ANY,
            Answer(most_common_place("city"), RUN),
            (ELLIPSIS, QUANTITATIVE, TERSE),
        ),
    ),
    talk(
        "ambiguous: the total for my hikes",
        Step("whats the total for my hikes last year", ANY, Clarify(), (CLARIFICATION, LOWERCASE, TYPO)),
        Step(
            "distance pls",
            ANY,
            Answer(total("distance"), every(HIKE, year(2025))),
            (CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        ),
        Step(
            "and the climbing?",
            ANY,
            Answer(total("elevation"), every(HIKE, year(2025))),
            (ELLIPSIS, QUANTITATIVE, LOWERCASE),
        ),
    ),
    talk(
        "ambiguous: science in 2021",
        Step("sceince from 2021 pls", ANY, Clarify(("book", "museum")), (CLARIFICATION, TERSE, LOWERCASE, TYPO)),
        Step("the books", ANY, every(category("Book", "Popular science"), year(2021)), (CLARIFICATION, ELLIPSIS, TERSE)),
    ),
    talk(
        "chatty: my latest and my first trip",
        Step(
            "Trying to remember my last holiday... what was my most recent trip?",
            ANY,
            Best("itemDate", among=TRAVEL),
            (SIMPLE, QUANTITATIVE, CHATTY),
        ),
        Step("Oh right! Who came along on that one?", ANY, Detail("who"), (COREFERENCED, CHATTY)),
        Step(
            "did I give it 5 stars?",
            ANY,
            Verdict(exists(every(TRAVEL, city("Athens"), year(2026), rating("==", 5)))),
            (VERIFICATION, COREFERENCED),
        ),
        Step(
            "and my very first trip ever?",
            ANY,
            Best("itemDate", highest=False, among=TRAVEL),
            (ELLIPSIS, QUANTITATIVE, CHATTY),
        ),
    ),
)
