"""Batch 18: a whole evening of questions across every category, written blind (from the documentation
and the sample data, without reading the engine), scored once as first written; see BATCHES.md.

The theme is an evening in which one person jumps from wines to runs to museums and back: topic
switches ("forget that", "ok new question") and returns ("back to the runs"), coreference that has to
survive a switch ("which one was the longest?" about the runs asked two turns before), places at every
level (a city, a region such as Tuscany, the islands of Santorini and Crete, a continent, "overseas"),
and honest questions back when a word ("history", "science", "the total") or a reference ("there",
"it" with nothing said before) cannot be told. Each turn is tagged with its CSQA question type
(simple, coreferenced, ellipsis, logical, quantitative, comparative, verification, clarification) and
with the user who types it: an elderly user writing slow run-on sentences, a multitasker who switches
topic mid-conversation, a teenager with slang and abbreviations, and a typo-prone user; turns that
carry a typo, a missing apostrophe or an abbreviation are also tagged "typo". The conversations run at
the harness's `now` (29 November 2026): "last year" is 2025, "this year" 2026.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Expectation,
    Item,
    Pick,
    Predicate,
    Those,
    Top,
    Verdict,
    category,
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    rating,
    region,
    title_has,
    total,
    with_,
    without,
    year,
)
from .expect import field as has_field
from .steps import (
    CLARIFICATION,
    COMPARATIVE,
    COREFERENCED,
    ELLIPSIS,
    LOGICAL,
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

ELDERLY, MULTITASKER, TEENAGER, TYPO_PRONE = "elderly", "multitasker", "teenager", "typo-prone"
PERSONAS = (ELDERLY, MULTITASKER, TEENAGER, TYPO_PRONE, TYPO)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
DRINK, FOOD, BOOK, MUSEUM, TRAVEL = category("Drink"), category("Food"), category("Book"), category("Museum"), category("Travel")
RUN, WALK, HIKE, SKI, BIKE = (category("Activity", t) for t in ("Run", "Walk", "Hike", "Ski", "Bike ride"))
US, ES, PT, JP, FR, IT, GR, CH, CA, AT = (country(c) for c in ("US", "ES", "PT", "JP", "FR", "IT", "GR", "CH", "CA", "AT"))
ISLANDS = ("Santorini", "Crete")
SOUTH_AMERICA = ("AR", "BR", "PE", "CL", "CO", "UY", "EC", "BO", "PY", "VE")  # the sample has AR, BR and PE


def months(*numbers: int) -> Predicate:
    return lambda i: i["itemDate"].month in numbers


def in_countries(codes: Sequence[str]) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


def in_regions(names: Sequence[str]) -> Predicate:
    return lambda i: i["place"]["region"] in names


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def authors(*names: str) -> Predicate:
    return lambda i: i["fields"].get("author") in names


def more_km(larger: Predicate, smaller: Predicate) -> Verdict:
    """Yes when the items `larger` selects add up to more distance than those `smaller` selects."""

    def holds(items: Sequence[Item]) -> bool:
        def km(p: Predicate) -> float:
            return sum(i["fields"]["distance"] for i in items if p(i))

        return km(larger) > km(smaller)

    return Verdict(holds)


def chat(name: str, persona: str, *steps: Step) -> Conversation:
    conversation = talk(name, *steps)
    return replace(conversation, tags=tuple(dict.fromkeys((*conversation.tags, persona))))


def old(text: str, kind_: str, expect: Expectation, *more: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY, expect, (kind_, ELDERLY, *more), known_failure=known_failure)


def busy(text: str, kind_: str, expect: Expectation, *more: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY, expect, (kind_, MULTITASKER, *more), known_failure=known_failure)


def teen(text: str, kind_: str, expect: Expectation, *more: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY, expect, (kind_, TEENAGER, *more), known_failure=known_failure)


def sloppy(text: str, kind_: str, expect: Expectation, *more: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY, expect, (kind_, TYPO_PRONE, *more), known_failure=known_failure)


JAPANESE_IN_TOKYO_OR_KYOTO = every(FOOD, has_field("cuisine", "japanese"), cities("Tokyo", "Kyoto"))
FRENCH_NOT_RED = every(WINE, FR, not_(has_field("colour", "red")))
TUSCAN_LUNCHES = every(category("Food", "Lunch"), region("Tuscany"))

CONVERSATIONS: tuple[Conversation, ...] = (
    chat(
        "b18 wines of Spain and Portugal, then what was eaten there",
        ELDERLY,
        old(
            "Good evening, I was hoping you could show me the wines I had in Spain, my husband and I went "
            "there a few times and I have quite forgotten what we drank",
            SIMPLE,
            every(WINE, ES),
        ),
        old("and what about the ones from Portugal, dear", ELLIPSIS, every(WINE, PT)),
        old(
            "which one of those did I like the best, I have a feeling I gave one of them full marks",
            COREFERENCED,
            Best("rating"),
        ),
        old("and where was that one, I cannot for the life of me remember", COREFERENCED, Detail("city")),
        old(
            "what did I eat while I was there",
            COREFERENCED,
            every(FOOD, city("Lisbon")),
        ),
    ),
    chat(
        "b18 runs, a beer detour, back to the runs",
        MULTITASKER,
        busy("how many runs did I log in 2024", QUANTITATIVE, every(RUN, year(2024))),
        busy("hang on, forget that — show me the beers I had in Japan", SIMPLE, every(BEER, JP)),
        busy(
            "ok back to the runs. which one was the longest?",
            QUANTITATIVE,
            Best("distance", among=every(RUN, year(2024))),
        ),
        busy("who was with me on that one", COREFERENCED, Detail("who")),
    ),
    chat(
        "b18 teen museum count",
        TEENAGER,
        teen("how many museums did i hit in 2023 lol", QUANTITATIVE, every(MUSEUM, year(2023))),
        teen("wat about 2025", ELLIPSIS, every(MUSEUM, year(2025)), TYPO),
        teen("which of em were w/o mary", LOGICAL, Those(without("Mary"))),
    ),
    chat(
        "b18 hiking seasons and the longest hike",
        TYPO_PRONE,
        sloppy(
            "did i hike more in the spring or in summmer",
            COMPARATIVE,
            Compare((("spring", every(HIKE, months(3, 4, 5))), ("summer", every(HIKE, months(6, 7, 8))))),
            TYPO,
        ),
        sloppy("how many hieks in 2022", QUANTITATIVE, every(HIKE, year(2022)), TYPO),
        sloppy("wich one was the longest", COREFERENCED, Best("distance"), TYPO),
        sloppy(
            "was it rated a 5?",
            VERIFICATION,
            Verdict(exists(every(HIKE, year(2022), title_has("Edinburgh"), rating("==", 5)))),
        ),
    ),
    chat(
        "b18 islands",
        MULTITASKER,
        busy("anything from Santorini?", SIMPLE, region("Santorini")),
        busy("and on Crete", ELLIPSIS, region("Crete")),
        busy(
            "ok different thing, did I ever have wine on eihter island",
            VERIFICATION,
            Verdict(exists(every(WINE, in_regions(ISLANDS)))),
            TYPO,
        ),
    ),
    chat(
        "b18 trips overseas for the granddaughter",
        ELDERLY,
        old(
            "My granddaughter was asking me how many trips I have taken overseas in all these years and I "
            "told her I would find out for her, so how many would that be",
            QUANTITATIVE,
            every(TRAVEL, not_(US)),
        ),
        old(
            "and how many of those trips were on the train",
            COREFERENCED,
            Those(kind("Train journey")),
        ),
        old(
            "were any of the train journeys in Japan, I have a feeling one of them was",
            VERIFICATION,
            Verdict(exists(every(category("Travel", "Train journey"), JP))),
        ),
    ),
    chat(
        "b18 history, which kind",
        TEENAGER,
        teen("show me my history stuff", CLARIFICATION, Clarify(("book", "museum"))),
        teen("the museums obvs", ELLIPSIS, category("Museum", "History")),
    ),
    chat(
        "b18 eat there, where",
        TYPO_PRONE,
        sloppy("what did i eat ther", CLARIFICATION, Clarify(), TYPO),
        sloppy("in lisbon i mean", ELLIPSIS, every(FOOD, city("Lisbon"))),
        sloppy(
            "were there more lunches or diners",
            COMPARATIVE,
            Compare(
                (
                    ("lunch", every(category("Food", "Lunch"), city("Lisbon"))),
                    ("dinner", every(category("Food", "Dinner"), city("Lisbon"))),
                )
            ),
            TYPO,
        ),
    ),
    chat(
        "b18 drinks, books, back to the cocktails",
        MULTITASKER,
        busy(
            "did I drink more beer or cocktails in 2012",
            COMPARATIVE,
            Compare((("beer", every(BEER, year(2012))), ("cocktail", every(COCKTAIL, year(2012))))),
        ),
        busy("ok new question: average rating of my books from 2020?", QUANTITATIVE, Answer(mean("rating"), every(BOOK, year(2020)))),
        busy(
            "back to cocktails — have I ever had one in Japan?",
            VERIFICATION,
            Verdict(exists(every(COCKTAIL, JP))),
        ),
        busy("cool. last thing, show me my beach holidays", SIMPLE, category("Travel", "Beach holiday")),
    ),
    chat(
        "b18 french wines that are not red",
        TYPO_PRONE,
        sloppy("french wines that arent red", LOGICAL, FRENCH_NOT_RED, TYPO),
        sloppy(
            "did i have any italian ones that werent red",
            VERIFICATION,
            Verdict(exists(every(WINE, IT, not_(has_field("colour", "red"))))),
            TYPO,
        ),
    ),
    chat(
        "b18 japanese food with Kenji",
        TEENAGER,
        teen("japanese food in tokyo or kyoto pls", LOGICAL, JAPANESE_IN_TOKYO_OR_KYOTO),
        teen("hw many of those w/ kenji", QUANTITATIVE, Those(with_("Kenji")), TYPO),
        teen(
            "were any of em 5 stars",
            VERIFICATION,
            Verdict(exists(every(JAPANESE_IN_TOKYO_OR_KYOTO, with_("Kenji"), rating("==", 5)))),
        ),
    ),
    chat(
        "b18 walks with Mary, then the science ones",
        ELDERLY,
        old(
            "Now I have been walking with Mary a great deal these past years and I wonder whether we walked "
            "together more in 2024 or in 2025, would you happen to know",
            COMPARATIVE,
            Compare((("2024", every(WALK, with_("Mary"), year(2024))), ("2025", every(WALK, with_("Mary"), year(2025))))),
        ),
        old(
            "And the walks in 2025 that I took without her, which were those",
            LOGICAL,
            every(WALK, year(2025), without("Mary")),
        ),
        old(
            "Oh and another thing, I was telling my friend about the science ones the other day and now I cannot remember what "
            "they were, could you show me them again",
            CLARIFICATION,
            Clarify(("book", "museum")),
        ),
    ),
    chat(
        "b18 cycling kilometres",
        TYPO_PRONE,
        sloppy(
            "total kms i biked last yr",
            QUANTITATIVE,
            Answer(total("distance"), every(BIKE, year(2025))),
            TYPO,
        ),
        sloppy(
            "did i cycle more km this year than in 2024",
            COMPARATIVE,
            more_km(every(BIKE, year(2026)), every(BIKE, year(2024))),
        ),
    ),
    chat(
        "b18 the longest books, then two authors",
        MULTITASKER,
        busy("top 3 longest books I've read", QUANTITATIVE, Top("pages", 3, BOOK)),
        busy("the first one", COREFERENCED, Pick(1)),
        busy("when did I read it", COREFERENCED, Detail("year")),
        busy(
            "ok new q — books by Nina Petrova or Grace Obi in 2017",
            LOGICAL,
            every(BOOK, authors("Nina Petrova", "Grace Obi"), year(2017)),
        ),
    ),
    chat(
        "b18 how many countries",
        TYPO_PRONE,
        sloppy("how many diferent countries have i had wine in", QUANTITATIVE, Answer(distinct_places("country"), WINE), TYPO),
    ),
    chat(
        "b18 skiing",
        TEENAGER,
        teen("did i ever go skiing in switzerland", VERIFICATION, Verdict(exists(every(SKI, CH)))),
        teen("wut about france", ELLIPSIS, Verdict(exists(every(SKI, FR))), TYPO),
        teen(
            "ok did i ski more in canada or austria",
            COMPARATIVE,
            Compare((("Canada", every(SKI, CA)), ("Austria", every(SKI, AT)))),
        ),
    ),
    chat(
        "b18 the longest what, then Tuscany",
        MULTITASKER,
        busy("what's the longest one?", CLARIFICATION, Clarify()),
        busy("forget it — lunches in Tuscany", SIMPLE, TUSCAN_LUNCHES),
        busy(
            "were more of them in Florence or Siena",
            COMPARATIVE,
            Compare((("Florence", every(TUSCAN_LUNCHES, city("Florence"))), ("Siena", every(TUSCAN_LUNCHES, city("Siena"))))),
        ),
    ),
    chat(
        "b18 the total of what",
        TYPO_PRONE,
        sloppy("whats the total for my hikes in 2024", CLARIFICATION, Clarify(("distance", "elevation")), TYPO),
        sloppy("the elevation", ELLIPSIS, Answer(total("elevation"), every(HIKE, year(2024)))),
    ),
    chat(
        "b18 was it good, then drinks far away",
        TEENAGER,
        teen("yo was it any good", CLARIFICATION, Clarify()),
        teen("nvm. drinks from south america", SIMPLE, every(DRINK, in_countries(SOUTH_AMERICA))),
        teen("kk new thing: cocktails in nara", SIMPLE, every(COCKTAIL, city("Nara"))),
    ),
    chat(
        "b18 hikes without Roberto, then Greek meals",
        MULTITASKER,
        busy("hikes in 2023 excpet the ones with roberto", LOGICAL, every(HIKE, year(2023), without("Roberto")), TYPO),
        busy("ok switching — meals in greece other than seafood", LOGICAL, every(FOOD, GR, not_(has_field("cuisine", "seafood")))),
    ),
)
