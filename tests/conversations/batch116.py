"""Batch 116: conversations written blind (from the documentation and the sample data, without reading
the engine). Theme: no single theme; ordinary users bring their own situations. A rosé for a sister's
garden party (rated 4 or more? the Spanish ones rated 4, any of them not with Mary?); a bet with a
brother on running with Tom or with James (and walks; runs with both of them); a popular science book
for a nephew (the 5-star ones, the thickest, who wrote it); ski days abroad
(Canada, Switzerland, the day with the most climbing and where); the biggest hike of 2024; how long a
stay in Lecce was; how the Santa Fe trip was rated; the exhibition seen at the Jaipur Science Museum;
restaurant tips for a colleague going to Porto and Lisbon; a habit of oysters (in Spain, outside the
US but not in Spain, at lunch or dinner); Negronis or Margaritas for a cocktail evening; whether beers
or cocktails get the better stars on average; last year's museums outside Berkeley and the one with
James; whether Luca was ever met outside Italy; Nina Petrova or Grace Obi for a book club; the
running year 2025 (total, longest, where, runs alone); trips to Greece against Japan; vegetarian
dinners this year and last; bike rides or hikes in 2016 and 2024; zinfandel against primitivo;
breakfasts of 2024 with Chloé or Sofia (those in Budapest, the first one, who was there).

Clarifications (each followed by the user's answer): "my biggest hike of 2024" (the "big" of
activities is distance or elevation), "how many nights we stayed in Lecce" (June 2022 beach holiday,
8 nights, or the September 2025 flight with Luca, 7 nights), "how did i rate my trip to santa fe"
(2012, 2015 or 2017) and "what exhibition did I see at the Jaipur Science Museum" (two visits, 6 and
8 July 2024: Modern Masters, Ancient Bronzes).

Personas: chatty users who wrap the question in their own story (the garden party, the brother's
bet, the nephew, the cousin, the colleague, the book club), terse and lowercase ones without
punctuation, a non-native speaker ("How many days I was skiing in Canada?", "Where it was?", "With
who I was there?", "I travelled more times to Greece or to Japan?"), and 16 typo turns
("Switzerlnad", "clmbing", "wihch", "thoes", "tonigth", "cocktials", "exhibiton", "yaer",
"san fransisco", "vegatarian", "primtivo", "thikest", "novles", "togther", "teh", "longset").

The questions are asked on 29 November 2026 (NOW = 29 Nov 2026 12:00 UTC, as the harness sets)."""

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
    city,
    country,
    every,
    exists,
    field,
    field_of,
    holds_for,
    kind,
    mean,
    not_,
    rating,
    the,
    title_has,
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
DRINK, BOOK, TRAVEL, FOOD, MUSEUM = (category(c) for c in ("Drink", "Book", "Travel", "Food", "Museum"))
POPULAR_SCIENCE = category("Book", "Popular science")
RUN, WALK, HIKE, SKI, BIKE = (category("Activity", t) for t in ("Run", "Walk", "Hike", "Ski", "Bike ride"))
DINNER, LUNCH, BREAKFAST = (category("Food", t) for t in ("Dinner", "Lunch", "Breakfast"))
ES, US, IT, CA, CH, GR, JP = (country(c) for c in ("ES", "US", "IT", "CA", "CH", "GR", "JP"))

ROSE = every(WINE, field("colour", "rosé"))
OYSTERS = every(FOOD, field("dish", "oysters"))
MARGARITA = every(COCKTAIL, title_has("Margarita"))
NEGRONI = every(COCKTAIL, title_has("Negroni"))
SPRITZ = every(COCKTAIL, title_has("Spritz"))
MAI_TAI = every(COCKTAIL, title_has("Mai Tai"))
PETROVA = every(BOOK, field("author", "Nina Petrova"))
OBI = every(BOOK, field("author", "Grace Obi"))
VEGETARIAN_DINNER = every(DINNER, field("cuisine", "vegetarian"))

WHY_CITIES_MATTER = the("scrapbook-02103")  # 460 pages, by Lena Fischer, rated 5
BERKELEY_HIKE_2024 = the("scrapbook-02132")  # Dec 2024, 1020 m of climbing, nobody along
LECCE_2022 = the("scrapbook-01679")  # Beach holiday, June 2022, 8 nights, with Mary
LECCE_2025 = the("scrapbook-02257")  # Flight, September 2025, 7 nights, with Mary and Luca
SANTA_FE_2017 = the("scrapbook-01004")  # Flight, October 2017, with Mary and James, rated 3
JAIPUR_SCIENCE_FIRST = the("scrapbook-02046")  # 6 July 2024, exhibition "Modern Masters"
MADRID_ART_MUSEUM = the("scrapbook-02220")  # July 2025, with James and Sofia, "Silk Roads"
LONGEST_RUN_2025 = the("scrapbook-02252")  # 20.9 km in San Francisco, August 2025


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def longer_stay(first: str, second: str) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        nights = {i["_id"]: i["fields"]["nights"] for i in items if i["_id"] in (first, second)}
        return nights[first] > nights[second]

    return holds


def higher_mean_rating(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def has_company(i: Item) -> bool:
    return bool(i["who"])


def alone(i: Item) -> bool:
    return not i["who"]


def chloe_or_sofia(i: Item) -> bool:
    return "Chloé" in i["who"] or "Sofia" in i["who"]


CONVERSATIONS = (
    talk(
        "b116 a rosé for the garden party",
        step(
            "My sister is throwing a garden party on Sunday and I promised to bring a rosé. Have I ever given a rosé 4 stars or more?",
            Verdict(exists(every(ROSE, rating(">=", 4)))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "ok show me all my roses",
            ROSE,
            SIMPLE,
            TERSE,
            LOWERCASE,
            known_failure="4 results, expected 6; the reply: 4 rosé drinks rated 4 or more.",
        ),
        step(
            "Which of those were Spanish and rated a 4?",
            Those(every(ES, rating("==", 4))),
            COREFERENCED,
            LOGICAL,
        ),
        step(
            "Were any of them not with Mary?",
            Verdict(exists(every(ROSE, ES, rating("==", 4), without("Mary")))),
            VERIFICATION,
            COREFERENCED,
            LOGICAL,
        ),
    ),
    talk(
        "b116 a bet about running with Tom or James",
        step(
            "My brother bet me a beer that I run with Tom way more than with James. Who have I gone running with more, Tom or James?",
            Compare(
                (
                    ("Tom", every(RUN, with_("Tom"))),
                    ("James", every(RUN, with_("James"))),
                )
            ),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "and for walks",
            Compare(
                (
                    ("Tom", every(WALK, with_("Tom"))),
                    ("James", every(WALK, with_("James"))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many runs did i do with the two of them togther",
            every(RUN, with_("Tom", "James")),
            QUANTITATIVE,
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
            TYPO,
            known_failure="218 results, expected 3; the reply: I found 218 runs. (I didn't understand “together”.)",
        ),
    ),
    talk(
        "b116 a science book for my nephew",
        step(
            "My nephew just started a physics degree and I'd like to lend him something good. Which popular science books did I rate 5 stars?",
            every(POPULAR_SCIENCE, rating("==", 5)),
            SIMPLE,
            CHATTY,
        ),
        step(
            "which one is the thikest",
            Best("pages"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "who wrote it?",
            Answer(field_of("author"), WHY_CITIES_MATTER),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b116 ski days abroad",
        step(
            "How many days I was skiing in Canada?",
            every(SKI, CA),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And in Switzerlnad?",
            every(SKI, CH),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "From all my ski days, which one had the most climbing?",
            Best("elevation", among=SKI),
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("Where it was?", Detail("city"), COREFERENCED, TERSE, NON_NATIVE),
    ),
    talk(
        "b116 my biggest hike of 2024",
        step(
            "whats my biggest hike of 2024",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the one with the most clmbing",
            Best("elevation", among=every(HIKE, year(2024))),
            CLARIFICATION,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was anyone with me that day",
            Verdict(exists(every(BERKELEY_HIKE_2024, has_company))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and the longest one in km that year?",
            Best("distance", among=every(HIKE, year(2024))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            known_failure="chose ['scrapbook-02005'], expected one of ['scrapbook-02004']; the reply: Yes, 1 activity in 2024 with someone, e.g. Bike ride around Yountville (March 31, 2024).",
        ),
    ),
    talk(
        "b116 how long we stayed in Lecce",
        step(
            "My cousin wants to go to Puglia and asked how many nights we stayed in Lecce. Do you know?",
            Clarify(("2022", "2025")),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "The one with Luca.",
            Answer(field_of("nights"), LECCE_2025),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "and the other one?",
            Answer(field_of("nights"), LECCE_2022),
            ELLIPSIS,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so the earlier trip was the longer one, right?",
            Verdict(longer_stay("scrapbook-01679", "scrapbook-02257")),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
            known_failure="reply does not start with 'yes'; the reply: I didn't understand “earlier” in “earlier trip”, so I haven't answered yes or no rather than answer another question: you have 59 travels, but I can't tell which of them, if any, “earlier” describes.",
        ),
    ),
    talk(
        "b116 how I rated Santa Fe",
        step(
            "how did i rate my trip to santa fe",
            Clarify(("2012", "2015", "2017")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the one with james",
            Answer(rating_of, SANTA_FE_2017),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which of my santa fe trips was the longset",
            Best("nights", among=every(TRAVEL, city("Santa Fe"))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("who came along on that one", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b116 the exhibition in Jaipur",
        step(
            "What exhibition did I see at the Jaipur Science Museum?",
            Clarify(),
            CLARIFICATION,
        ),
        step(
            "The first visit",
            Answer(field_of("exhibition"), JAIPUR_SCIENCE_FIRST),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "How many museums did we go to on that Jaipur trip altogether?",
            every(MUSEUM, city("Jaipur")),
            QUANTITATIVE,
            COREFERENCED,
        ),
        step(
            "wihch of them did i like best",
            Best("rating"),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b116 restaurant tips for Portugal",
        step(
            "A colleague of mine is off to Porto next month and wants restaurant tips from me. Where did I eat in Porto?",
            every(FOOD, city("Porto")),
            SIMPLE,
            CHATTY,
        ),
        step("And in Lisbon?", every(FOOD, city("Lisbon")), ELLIPSIS, TERSE),
        step(
            "just teh ones i gave 5 stars",
            every(FOOD, city("Lisbon"), rating("==", 5)),
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
        step(
            "Were any of those oysters?",
            Verdict(exists(every(FOOD, city("Lisbon"), rating("==", 5), field("dish", "oysters")))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b116 my oyster habit",
        step(
            "how many times have i had oysters",
            OYSTERS,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "how many of thoes were in spain",
            Those(ES),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and how many oyster meals outside the us but not in spain",
            every(OYSTERS, not_(US), not_(ES)),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "overall did i have them more at lunch or at dinner",
            Compare((("dinner", every(OYSTERS, DINNER)), ("lunch", every(OYSTERS, LUNCH)))),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
            known_failure="reply lacks the counts ['dinner 32', 'lunch 27']; the reply: More dinner: 15 lunches with dish oysters and 17 dinners with dish oysters outside United States or Spain.",
        ),
    ),
    talk(
        "b116 cocktails for friends tonight",
        step(
            "Im mixing drinks for some friends tonigth. Have I had more Negronis or Margaritas?",
            Compare((("Margarita", MARGARITA), ("Negroni", NEGRONI))),
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "what about spritz vs mai tai",
            Compare((("Spritz", SPRITZ), ("Mai Tai", MAI_TAI))),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "When did I last have a margarita?",
            Best("itemDate", among=MARGARITA),
            SIMPLE,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b116 beer against cocktails",
        step(
            "What's the average rating I give my beers?",
            Answer(mean("rating"), BEER),
            SIMPLE,
            QUANTITATIVE,
        ),
        step(
            "and cocktials?",
            Answer(mean("rating"), COCKTAIL),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "So going by the stars I like beer more than cocktails, yes?",
            Verdict(higher_mean_rating(BEER, COCKTAIL)),
            VERIFICATION,
            COMPARATIVE,
        ),
    ),
    talk(
        "b116 last year's museums outside Berkeley",
        step(
            "museums last year that werent in berkeley",
            every(MUSEUM, year(2025), not_(city("Berkeley"))),
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "which of them did i go to with james",
            Those(with_("James")),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "what was the exhibiton there",
            Answer(field_of("exhibition"), MADRID_ART_MUSEUM),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b116 Luca only in Italy",
        step(
            "Tom keeps saying I only ever see Luca when I'm in Italy. Have I ever done anything with Luca outside Italy?",
            Verdict(exists(every(with_("Luca"), not_(IT)))),
            VERIFICATION,
            LOGICAL,
            CHATTY,
        ),
        step(
            "How many meals did I have with him in Italy?",
            every(FOOD, with_("Luca"), IT),
            QUANTITATIVE,
            COREFERENCED,
        ),
        step(
            "and drinks?",
            every(DRINK, with_("Luca"), IT),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b116 authors for the book club",
        step(
            "For my book club I need to settle something: have I read more books by Nina Petrova or by Grace Obi?",
            Compare((("Petrova", PETROVA), ("Obi", OBI))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "how many of the petrova ones were novles",
            every(PETROVA, kind("Novel")),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and for grace obi",
            every(OBI, kind("Novel")),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            known_failure="0 results, expected 7; the reply: No, I found no novels by Grace Obi by Petrova.",
        ),
    ),
    talk(
        "b116 my running year 2025",
        step(
            "total km i ran last year",
            Answer(total("distance"), every(RUN, year(2025))),
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "longest run that yaer",
            Best("distance", among=every(RUN, year(2025))),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was it in san fransisco",
            Verdict(holds_for("scrapbook-02252", city("San Francisco"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many of last year's runs did i do alone",
            every(RUN, year(2025), alone),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b116 trips to Greece",
        step("Which trips I made to Greece?", every(TRAVEL, GR), SIMPLE, NON_NATIVE),
        step(
            "Which of them was the most short?",
            Best("nights", highest=False),
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step("With who I was there?", Detail("who"), COREFERENCED, NON_NATIVE),
        step(
            "I travelled more times to Greece or to Japan?",
            Compare((("Greece", every(TRAVEL, GR)), ("Japan", every(TRAVEL, JP)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b116 vegetarian dinners",
        step(
            "vegatarian dinners this year that i rated 4 or more",
            every(VEGETARIAN_DINNER, year(2026), rating(">=", 4)),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and last year",
            every(VEGETARIAN_DINNER, year(2025), rating(">=", 4)),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many of those were in buenos aires",
            Those(city("Buenos Aires")),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b116 bike rides or hikes",
        step(
            "Did I go on more bike rides or more hikes in 2016?",
            Compare((("hike", every(HIKE, year(2016))), ("bike", every(BIKE, year(2016))))),
            COMPARATIVE,
        ),
        step(
            "what about 2024",
            Compare((("hike", every(HIKE, year(2024))), ("bike", every(BIKE, year(2024))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "How far did I cycle in total in 2024?",
            Answer(total("distance"), every(BIKE, year(2024))),
            QUANTITATIVE,
        ),
    ),
    talk(
        "b116 zinfandel against primitivo",
        step(
            "a friend told me zinfandel and primitivo are actually the same grape lol. which one have i drunk more of",
            Compare(
                (
                    ("zinfandel", every(WINE, field("variety", "zinfandel"))),
                    ("primitivo", every(WINE, field("variety", "primitivo"))),
                )
            ),
            COMPARATIVE,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "did i ever have a primtivo that wasnt from italy",
            Verdict(exists(every(WINE, field("variety", "primitivo"), not_(IT)))),
            VERIFICATION,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and a zinfandel from outside the us?",
            Verdict(exists(every(WINE, field("variety", "zinfandel"), not_(US)))),
            VERIFICATION,
            ELLIPSIS,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b116 breakfasts with Chloé or Sofia",
        step(
            "Show me my breakfasts in 2024 with Chloé or Sofia",
            every(BREAKFAST, year(2024), chloe_or_sofia),
            LOGICAL,
        ),
        step(
            "which of those were in budapest",
            Those(city("Budapest")),
            COREFERENCED,
            LOWERCASE,
        ),
        step("the first one", Pick(1), COREFERENCED, TERSE, LOWERCASE),
        step("who was with me?", Detail("who"), COREFERENCED, TERSE),
    ),
)
