"""Batch 112: conversations written blind (from the documentation and the sample data, without reading
the engine). No single theme: ordinary people bring their own situations to the scrapbook. A host
choosing a bottle for a picky Italian friend (5-star Italian wines, "what about France?", the red ones,
ever a wine with Luca); a brother's bet about Japan trips with Mary (and without her, the longest of
those); a book-club pick (the longest novel of last year, its author, how many of his books, any
rated 5); half-marathon training (kilometres run this year and last, the claim that this year beat
last year, the longest run ever and where); Greek holiday memories (assyrtiko wines this July, the
5-star ones, but not the ones with Elena); brunch spots for visiting parents (San Francisco brunches
rated 4+, vegetarian or californian, without Mary); Italian or Indian food overall and in 2024; a ski
weekend with James (not at Truckee, the average rating, Truckee or South Lake Tahoe); a birthday at
the bar where most cocktails were had; art and science museums without Mary since 2023; train
journeys or city breaks and their average nights; bike rides in the Napa or Sonoma valleys; Kenji's
claim of five museums together; the year with the fewest books and the poetry count.
Clarifications (each followed by the user's answer): "my biggest hike this year" (distance or
elevation), "how much did i walk in lisbon" (distance or duration), "my Lecce trip" (2022 or 2025),
"how many pages is A History of Time" (the 2023 or the 2026 book), "the science museum in Jaipur"
(the Modern Masters or the Ancient Bronzes visit, July 2024) and "the ktima oak assyrtiko" (the 2020
or the 2021 vintage, both July 2026).
Personas: chatty users wrapping questions in remarks about their life, terse ones, lowercase without
punctuation, non-native speakers ("My brother say I never went...", "Which rating I gave to..."), and
15 typo turns ("yaer", "were was that", "asyrtiko", "restaurnts", "brunchs", "vegeterian", "Itallian",
"Truckie", "cocktials", "musuems", "jouneys", "kilometres totl", "poetyr", "boks", "Lisbn").
The questions are asked on 29 November 2026 (NOW = 29 Nov 2026 12:00 UTC, as the harness sets)."""

from __future__ import annotations

from collections import Counter
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
    rating,
    region,
    since,
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

WINE, COCKTAIL = category("Drink", "Wine"), category("Drink", "Cocktail")
BOOK, NOVEL, POETRY = category("Book"), category("Book", "Novel"), category("Book", "Poetry")
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
TRAVEL, TRAIN, CITY_BREAK = category("Travel"), category("Travel", "Train journey"), category("Travel", "City break")
FOOD, BRUNCH = category("Food"), category("Food", "Breakfast")
MUSEUM, ART_MUSEUM, SCIENCE_MUSEUM = category("Museum"), category("Museum", "Art"), category("Museum", "Science")
IT, FR, JP, IN = (country(c) for c in ("IT", "FR", "JP", "IN"))

THIS_YEAR, LAST_YEAR = year(2026), year(2025)
JULY_2026 = between(datetime(2026, 7, 1), datetime(2026, 8, 1))
SINCE_2023 = since(datetime(2023, 1, 1))

ITALIAN_5_STAR_WINES = every(WINE, IT, rating("==", 5))
FRENCH_5_STAR_WINES = every(WINE, FR, rating("==", 5))
JAPAN_TRIPS_WITH_MARY = every(TRAVEL, JP, with_("Mary"))
JAPAN_TRIPS_WITHOUT_MARY = every(TRAVEL, JP, without("Mary"))
NOVELS_2025 = every(NOVEL, LAST_YEAR)
BELLINI_BOOKS = every(BOOK, field("author", "Marco Bellini"))
RUNS_2026, RUNS_2025 = every(RUN, THIS_YEAR), every(RUN, LAST_YEAR)
HIKES_2026 = every(HIKE, THIS_YEAR)
ASSYRTIKO_JULY = every(WINE, field("variety", "assyrtiko"), JULY_2026)
SF_BRUNCHES_4_PLUS = every(BRUNCH, city("San Francisco"), rating(">=", 4))
VEGGIE_OR_CALIFORNIAN = either(field("cuisine", "vegetarian"), field("cuisine", "californian"))
ITALIAN_FOOD, INDIAN_FOOD = every(FOOD, field("cuisine", "italian")), every(FOOD, field("cuisine", "indian"))
SKI_WITH_JAMES = every(SKI, with_("James"))
SKI_WITH_JAMES_NOT_TRUCKEE = every(SKI_WITH_JAMES, not_(city("Truckee")))
WALKS_LISBON, WALKS_PARIS = every(WALK, city("Lisbon")), every(WALK, city("Paris"))
WINE_VALLEY_RIDES = every(BIKE, either(region("Napa Valley"), region("Sonoma Valley")))
KENJI_MUSEUMS = every(MUSEUM, with_("Kenji"))
ART_WITHOUT_MARY = every(ART_MUSEUM, without("Mary"), SINCE_2023)
SCIENCE_WITHOUT_MARY = every(SCIENCE_MUSEUM, without("Mary"), SINCE_2023)

WINTER_OF_SILENCES = the("scrapbook-02190")  # 480 pages, the longest novel of 2025, by Marco Bellini
LECCE_2025 = the("scrapbook-02257")  # Flight to Lecce, Sep 2025, 7 nights, with Mary and Luca
HISTORY_OF_TIME_2026 = the("scrapbook-02453")  # A History of Time by Omar Said, Oct 2026, 220 pages
HISTORY_OF_TIME_2023 = the("scrapbook-01979")  # A History of Time by Marco Bellini, Dec 2023, 168 pages
JAIPUR_BRONZES = the("scrapbook-02050")  # Jaipur Science Museum, "Ancient Bronzes", July 2024, rated 4
KTIMA_OAK_2021 = the("scrapbook-02427")  # Ktima Oak Assyrtiko 2021, Nafplio, July 2026, rated 2, Mary and Elena
CALISTOGA_HIKE = the("scrapbook-02389")  # the 2026 hike with the most climbing (1390 m), Napa Valley


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def most_common_field(name: str) -> Callable[[Sequence[Item]], str]:
    def measure(items: Sequence[Item]) -> str:
        (first, n), *rest = Counter(i["fields"][name] for i in items).most_common()
        if rest and rest[0][1] == n:
            raise ValueError(f"no single most common {name}: {first} and {rest[0][0]} tie")
        return str(first)

    return measure


def fewest_year(items: Sequence[Item]) -> str:
    """The year with the fewest of `items` (a single one: a tie is an error)."""
    counts = Counter(i["itemDate"].year for i in items)
    ranked = sorted(counts.items(), key=lambda kv: kv[1])
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        raise ValueError(f"years {ranked[0][0]} and {ranked[1][0]} tie")
    return str(ranked[0][0])


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def count_is(predicate: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    return lambda items: sum(map(predicate, items)) == n


def pages_more(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        (a,) = [i for i in items if first(i)]
        (b,) = [i for i in items if second(i)]
        return a["fields"]["pages"] > b["fields"]["pages"]

    return holds


TOP_COCKTAIL_BAR = "Bar Pierre"  # 9 cocktails there, the most at any bar

CONVERSATIONS = (
    talk(
        "b112 a bottle for a picky italian friend",
        step(
            "My friend Luca is coming over on Saturday and he's very picky about Italian wine, so I want to "
            "get it right. Which Italian wines did I rate 5 stars?",
            ITALIAN_5_STAR_WINES,
            SIMPLE,
            CHATTY,
        ),
        step("what about france?", FRENCH_5_STAR_WINES, ELLIPSIS, TERSE, LOWERCASE),
        step("which of those were red", Those(field("colour", "red")), COREFERENCED, LOWERCASE),
        step(
            "Oh and have I ever actually shared a bottle of wine with Luca?",
            Verdict(exists(every(WINE, with_("Luca")))),
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b112 a bet about japan with mary",
        step(
            "My brother say I never went to Japan with Mary. But I was there with her, yes?",
            Verdict(exists(JAPAN_TRIPS_WITH_MARY)),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "How many trips I made to Japan with her?",
            JAPAN_TRIPS_WITH_MARY,
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step("And without her?", JAPAN_TRIPS_WITHOUT_MARY, ELLIPSIS, LOGICAL, TERSE, NON_NATIVE),
        step("Which of this trips was the most long?", Best("nights"), COREFERENCED, QUANTITATIVE, NON_NATIVE),
    ),
    talk(
        "b112 a novel for the book club",
        step(
            "its my turn to pick for book club. what was the longest novel i read last year",
            Best("pages", among=NOVELS_2025),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            CHATTY,
        ),
        step("who wrote it", Answer(field_of("author"), WINTER_OF_SILENCES), COREFERENCED, TERSE, LOWERCASE),
        step("how many of his boks have i read", BELLINI_BOOKS, QUANTITATIVE, COREFERENCED, LOWERCASE, TYPO),
        step(
            "did i give any of them 5 stars",
            Verdict(exists(every(BELLINI_BOOKS, rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b112 half marathon training",
        step(
            "Trying to get back in shape for a half marathon in the spring. How many kilometers did I run this yaer?",
            Answer(total("distance"), RUNS_2026),
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step("and in 2025", Answer(total("distance"), RUNS_2025), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "So I ran further this year than last year, right?",
            Verdict(larger_total("distance", RUNS_2026, RUNS_2025)),
            VERIFICATION,
            COMPARATIVE,
        ),
        step("whats my longest run ever", Best("distance", among=RUN), SIMPLE, QUANTITATIVE, LOWERCASE),
        step("were was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b112 the biggest hike of the year",
        step(
            "What was my biggest hike this year?",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
        ),
        step("the one with the most climbing", Best("elevation", among=HIKES_2026), ELLIPSIS, LOWERCASE),
        step("who was with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "Was that one in Napa Valley?",
            Verdict(holds_for("scrapbook-02389", region("Napa Valley"))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b112 walking in lisbon and paris",
        step("how much did i walk in lisbon", Clarify(("distance", "duration")), CLARIFICATION, LOWERCASE),
        step("km", Answer(total("distance"), WALKS_LISBON), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("and in paris?", Answer(total("distance"), WALKS_PARIS), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "did i go on more walks in Lisbn or in Paris",
            Compare((("Lisbon", WALKS_LISBON), ("Paris", WALKS_PARIS))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b112 who came to lecce",
        step(
            "A friend asked me about Puglia. Who came with me on my Lecce trip?",
            Clarify(("2022", "2025")),
            CLARIFICATION,
            CHATTY,
        ),
        step("The one in 2025", LECCE_2025, ELLIPSIS, TERSE),
        step(
            "how many nights was it",
            Answer(field_of("nights"), LECCE_2025),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b112 a history of time",
        step(
            "How many pages is A History of Time?",
            Clarify(("2023", "2026")),
            CLARIFICATION,
        ),
        step(
            "the one I read in October",
            Answer(field_of("pages"), HISTORY_OF_TIME_2026),
            ELLIPSIS,
        ),
        step(
            "is it longer than the other one?",
            Verdict(pages_more(HISTORY_OF_TIME_2026, HISTORY_OF_TIME_2023)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            known_failure="reply does not start with 'yes'; the reply: Which one do you mean: A History of Time (October 7, 2010), A History of Time (February 12, 2016), A History of Time (July 8, 2016) or A History of Time (December 17, 2023)? (five books bear the title, not two: “the other one” is one of four)",
        ),
    ),
    talk(
        "b112 the science museum in jaipur",
        step(
            "Which rating I gave to the science museum in Jaipur?",
            Clarify(("Modern Masters", "Ancient Bronzes")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step("The one of the bronzes.", Answer(rating_of, JAIPUR_BRONZES), ELLIPSIS, NON_NATIVE),
        step(
            "And in India how many musuems I visited in total?",
            every(MUSEUM, IN),
            QUANTITATIVE,
            SIMPLE,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b112 the ktima oak assyrtiko",
        step(
            "what did i rate the ktima oak assyrtiko",
            Clarify(("2020", "2021")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step("the 2021", Answer(rating_of, KTIMA_OAK_2021), ELLIPSIS, TERSE, LOWERCASE),
        step("who did i drink it with", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b112 greek summer memories",
        step(
            "Still dreaming about Greece this summer! How many asyrtiko wines did I have in July?",
            ASSYRTIKO_JULY,
            QUANTITATIVE,
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step("which of those got 5 stars", Those(rating("==", 5)), COREFERENCED, LOWERCASE),
        step(
            "but not the ones I had with Elena",
            Those(with_("Elena"), keep=False),
            LOGICAL,
            COREFERENCED,
        ),
    ),
    talk(
        "b112 brunch for visiting parents",
        step(
            "My parents are visiting next month and love a good brunch. Which brunchs in San Francisco did I rate 4 or more?",
            SF_BRUNCHES_4_PLUS,
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step(
            "only the vegeterian or californian ones",
            Those(VEGGIE_OR_CALIFORNIAN),
            LOGICAL,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many of those were without Mary?",
            Those(without("Mary")),
            QUANTITATIVE,
            LOGICAL,
            COREFERENCED,
        ),
    ),
    talk(
        "b112 italian or indian tonight",
        step(
            "cant decide where to order from. do i eat more Itallian or indian food",
            Compare((("Italian", ITALIAN_FOOD), ("Indian", INDIAN_FOOD))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "what about in 2024",
            Compare((("Italian", every(ITALIAN_FOOD, year(2024))), ("Indian", every(INDIAN_FOOD, year(2024))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "Which Indian restaurnts in India did I rate 5 stars that year?",
            every(INDIAN_FOOD, IN, year(2024), rating("==", 5)),
            SIMPLE,
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b112 a ski weekend with james",
        step("ski days with James", SKI_WITH_JAMES, SIMPLE, TERSE),
        step("not at Truckie", Those(city("Truckee"), keep=False), LOGICAL, ELLIPSIS, TERSE, TYPO),
        step("avg rating", Answer(mean("rating"), SKI_WITH_JAMES_NOT_TRUCKEE), QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "Truckee or South Lake Tahoe, where have I skied more?",
            Compare((("Truckee", every(SKI, city("Truckee"))), ("South Lake Tahoe", every(SKI, city("South Lake Tahoe"))))),
            COMPARATIVE,
        ),
    ),
    talk(
        "b112 a birthday at the cocktail bar",
        step(
            "Planning my birthday drinks and I want a bar I already love. Which bar did I have the most cocktials at?",
            Answer(most_common_field("producer"), COCKTAIL),
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "how many of my cocktails there did i rate 4 or higher",
            every(COCKTAIL, field("producer", TOP_COCKTAIL_BAR), rating(">=", 4)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "Was Chloé ever there with me?",
            Verdict(exists(every(COCKTAIL, field("producer", TOP_COCKTAIL_BAR), with_("Chloé")))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b112 museums on my own terms",
        step(
            "Art museums since 2023 that I went to without Mary",
            ART_WITHOUT_MARY,
            LOGICAL,
            SIMPLE,
        ),
        step("which did I like most?", Best("rating"), COREFERENCED, QUANTITATIVE),
        step("and science museums?", SCIENCE_WITHOUT_MARY, ELLIPSIS, LOGICAL, TERSE),
    ),
    talk(
        "b112 trains or city breaks",
        step(
            "I'm writing a little travel blog. Have I taken more train jouneys or city breaks?",
            Compare((("train", TRAIN), ("city break", CITY_BREAK))),
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "average nights on the train ones?",
            Answer(mean("nights"), TRAIN),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
        ),
        step(
            "and on the city breaks",
            Answer(mean("nights"), CITY_BREAK),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "So trains last longer on average than city breaks, right?",
            Verdict(lambda items: mean("nights")([i for i in items if TRAIN(i)]) > mean("nights")([i for i in items if CITY_BREAK(i)])),
            VERIFICATION,
            COMPARATIVE,
        ),
    ),
    talk(
        "b112 cycling in wine country",
        step(
            "bike rides in napa valley or sonoma valley",
            WINE_VALLEY_RIDES,
            SIMPLE,
            LOGICAL,
            LOWERCASE,
        ),
        step("kilometres totl for those", Answer(total("distance"), WINE_VALLEY_RIDES), QUANTITATIVE, COREFERENCED, TERSE, TYPO),
        step(
            "were any of them over 50 km?",
            Verdict(exists(every(WINE_VALLEY_RIDES, lambda i: i["fields"]["distance"] > 50))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b112 kenji's museum claim",
        step(
            "Kenji told me over dinner that we've been to exactly five museums together. Is that true?",
            Verdict(count_is(KENJI_MUSEUMS, 5)),
            VERIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Which of them did I rate highest?",
            Best("rating", among=KENJI_MUSEUMS),
            COREFERENCED,
            QUANTITATIVE,
        ),
        step("what year", Detail("year"), COREFERENCED, ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b112 a slow reading year",
        step(
            "which year did i read the fewest books",
            Answer(fewest_year, BOOK),
            QUANTITATIVE,
            SIMPLE,
            LOWERCASE,
        ),
        step("how many poetyr books have I read overall?", POETRY, SIMPLE, QUANTITATIVE, TYPO),
        step(
            "were there more poetry books or biographies?",
            Compare((("poetry", POETRY), ("biograph", category("Book", "Biography")))),
            COMPARATIVE,
        ),
    ),
)
