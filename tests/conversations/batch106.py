"""Batch 106: conversations written blind (from the documentation and the sample data, without reading
the engine). Theme: the ordinary errands people bring to their scrapbook. Planning (an Italian red for
a dinner party, a Greek white to cook fish with Elena, drinks with Sofia, Kyoto and Nara meals to pass
on to a friend, a short novel for a friend's flight, science museums for a nephew), reminiscing (ski
days with James, the summer in Greece with Elena, the Florence art museums, the Tokyo trip with Kenji,
the two Lecce trips, the two Sintra train journeys), keeping a training journal (run averages,
kilometres cycled, the biggest hike of the year, walks with Anna, runs near home), quizzing oneself
(flights or trains, how many countries since 2020, more novels or popular science, the last natural
history museum) and settling a bet (more meals out in Lisbon or in Barcelona). Follow-ups are the
ordinary ones: "just the primitivo ones", "which of those is the newest vintage", "what about nara",
"were any of those dinners", "how many of them were martinis", "and without her?", "and this year",
"since 2020?", "not the ones with tom", "was luca on that one too".

Clarifications (each followed by the user's answer): "how many nights it was" for Tokyo with Kenji
(the 2016 city break or the 2023 train journey, both with Kenji), "how many nights was my trip to
Lecce" (the 2022 beach holiday or the 2025 flight), "what did i rate my sintra trip" (two train
journeys to Sintra, 2011 and 2014), "biggest hike this year" (distance or elevation: both of the
hikes' number fields take the size word "big") and "my average for runs in 2025" (distance or
duration).

Personas: chatty planners ("I'm having a few friends over next Saturday…"), terse and lowercase
journal keepers, a non-native speaker ("how many nights it was?", "Which ones she was not there?",
"I gave it more than 3 stars?"), and 17 typo turns ("primitvo", "shortset", "musems", "wehre",
"rigth", "nigths", "sking", "diners", "coctails", "cylce", "florance", "exhibtion", "mexcian",
"jounrey", "novles", "avergae", "brekfasts"). The questions are asked on 29 November 2026 (the
harness's NOW, 12:00 UTC)."""

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
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    field,
    field_of,
    holds_for,
    mean,
    not_,
    number,
    rating,
    since,
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
BOOK, NOVEL, POP_SCIENCE = category("Book"), category("Book", "Novel"), category("Book", "Popular science")
HIKE, RUN, WALK, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride", "Ski"))
TRAVEL, FLIGHT, TRAIN, ROAD_TRIP = (
    category("Travel"),
    category("Travel", "Flight"),
    category("Travel", "Train journey"),
    category("Travel", "Road trip"),
)
FOOD, DINNER, BREAKFAST = category("Food"), category("Food", "Dinner"), category("Food", "Breakfast")
MUSEUM, ART_MUSEUM, SCIENCE_MUSEUM = category("Museum"), category("Museum", "Art"), category("Museum", "Science")
IT, GR = country("IT"), country("GR")

THIS_YEAR = year(2026)
SINCE_2020, SINCE_2024 = since(datetime(2020, 1, 1)), since(datetime(2024, 1, 1))
SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))

ITALIAN_REDS_RATED_5 = every(WINE, IT, field("colour", "red"), rating("==", 5))
NOVELS_RATED_5_SINCE_2024 = every(NOVEL, SINCE_2024, rating("==", 5))
TOKYO_TRAIN_WITH_KENJI = the("scrapbook-01864")  # Train journey to Tokyo, April 2023, 12 nights, rated 3
LECCE_FLIGHT = the("scrapbook-02257")  # Flight to Lecce, September 2025, with Mary and Luca, 7 nights
LECCE_BEACH = the("scrapbook-01679")  # Beach holiday to Lecce, June 2022, with Mary, 8 nights
HIKES_2026 = every(HIKE, THIS_YEAR)
RUNS_2025, RUNS_2026 = every(RUN, year(2025)), every(RUN, THIS_YEAR)
SKI_WITH_JAMES = every(SKI, with_("James"))
ATHENS_WITH_ELENA = the("scrapbook-02384")  # Flight to Athens, July 2026, 12 nights
GREEK_HIKES_THIS_SUMMER = every(HIKE, GR, SUMMER_2026)
BIKES_2025, BIKES_2026 = every(BIKE, year(2025)), every(BIKE, THIS_YEAR)
FLORENCE_ART_MUSEUMS = every(ART_MUSEUM, city("Florence"))
FLORENCE_BEST = the("scrapbook-01354")  # rated 5, exhibition "Modern Masters"
POETRY_THIS_YEAR = the("scrapbook-02405")  # Map and Other Poems, by Tomas Reyes
GREEK_WINES = every(WINE, GR)
SINTRA_2011 = the("scrapbook-00195")  # Train journey to Sintra, September 2011, rated 3
SINTRA_2014 = the("scrapbook-00609")  # Train journey to Sintra, November 2014, rated 4


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def mean_distance_lower(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the items `first` selects averaged a shorter distance than those `second` selects."""

    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"]["distance"] for i in items if first(i)]
        b = [i["fields"]["distance"] for i in items if second(i)]
        return sum(a) / len(a) < sum(b) / len(b)

    return holds


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def all_of(predicate: Predicate, among: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether every item `among` selects also satisfies `predicate` (and there is one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


CONVERSATIONS = (
    talk(
        "b106 an Italian red for the dinner party",
        step(
            "I'm having a few friends over next Saturday and I'd love to open something Italian. "
            "Which Italian red wines did I rate 5 stars?",
            ITALIAN_REDS_RATED_5,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Ooh, just the primitvo ones please",
            Those(field("variety", "primitivo")),
            ELLIPSIS,
            CHATTY,
            TYPO,
        ),
        step("Which of those is the newest vintage?", Best("vintage"), COREFERENCED),
        step(
            "Lovely. Out of curiosity, did I ever have an Italian white?",
            Verdict(exists(every(WINE, IT, field("colour", "white")))),
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b106 a short novel for a friend's flight",
        step(
            "my friend wants a novel for her flight which novels did i rate 5 stars since 2024",
            NOVELS_RATED_5_SINCE_2024,
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "shes not into long books which ones the shortset",
            Best("pages", highest=False),
            COREFERENCED,
            LOWERCASE,
            TYPO,
            known_failure="chose [], expected one of ['scrapbook-02445']; the reply: I read “shortset” as shortest. I found no novels other than books since 2024 rated 5 among the 6 items before to choose the shortest from. (I didn't understand “shes into long”.)",
        ),
        step(
            "how many books by tomas reyes have i read altogether",
            every(BOOK, field("author", "Tomas Reyes")),
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b106 settling the Lisbon or Barcelona bet",
        step(
            "My sister bets I've eaten out more in Barcelona than in Lisbon. So who wins, did I have more meals in Lisbon or in Barcelona?",
            Compare((("Lisbon", every(FOOD, city("Lisbon"))), ("Barcelona", every(FOOD, city("Barcelona"))))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Ha, told her. And musems?",
            Compare((("Lisbon", every(MUSEUM, city("Lisbon"))), ("Barcelona", every(MUSEUM, city("Barcelona"))))),
            ELLIPSIS,
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "Which Barcelona museum did I rate the highest?",
            Best("rating", among=every(MUSEUM, city("Barcelona"))),
            SIMPLE,
        ),
    ),
    talk(
        "b106 Tokyo with Kenji",
        step(
            "When I was in Tokyo with Kenji, how many nights it was?",
            Clarify(("city break", "train")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "The train one",
            Answer(field_of("nights"), TOKYO_TRAIN_WITH_KENJI),
            CLARIFICATION,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "I gave it more than 3 stars?",
            Verdict(holds_for("scrapbook-01864", rating(">", 3))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b106 biggest hike of the year",
        step("biggest hike this year", Clarify(("distance", "elevation")), CLARIFICATION, TERSE, LOWERCASE),
        step(
            "most climbing",
            Best("elevation", among=HIKES_2026),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step("wehre was it", Detail("city"), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step(
            "did i do any hike this year with more than 20 km",
            Verdict(exists(every(HIKES_2026, number("distance", ">", 20)))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b106 run averages in the training log",
        step("whats my average for runs in 2025", Clarify(("distance", "duration")), CLARIFICATION, LOWERCASE),
        step(
            "distance",
            Answer(mean("distance"), RUNS_2025),
            CLARIFICATION,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and this year",
            Answer(mean("distance"), RUNS_2026),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so my runs got shorter this year rigth",
            Verdict(mean_distance_lower(RUNS_2026, RUNS_2025)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b106 the two Lecce trips",
        step(
            "how many nigths was my trip to lecce",
            Clarify(("beach", "flight")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the one with luca",
            Answer(field_of("nights"), LECCE_FLIGHT),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "and the beach one",
            Answer(field_of("nights"), LECCE_BEACH),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "was luca on that one too",
            Verdict(holds_for("scrapbook-01679", with_("Luca"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b106 ski days with James",
        step(
            "James just texted me about going up to Tahoe and now I'm all nostalgic. How many days have I been sking with James?",
            SKI_WITH_JAMES,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "Did James and I ever ski outside the US?",
            Verdict(exists(every(SKI_WITH_JAMES, not_(country("US"))))),
            VERIFICATION,
            LOGICAL,
            known_failure="reply does not start with 'yes'; the reply: 1 ski day outside United States with James.",
        ),
        step(
            "With James, more days at Truckee or at South Lake Tahoe?",
            Compare(
                (
                    ("Truckee", every(SKI_WITH_JAMES, city("Truckee"))),
                    ("South Lake Tahoe", every(SKI_WITH_JAMES, city("South Lake Tahoe"))),
                )
            ),
            COMPARATIVE,
        ),
    ),
    talk(
        "b106 Kyoto and Nara meals for a friend",
        step(
            "my friend is going to kyoto in april what meals did i rate 5 stars there",
            every(FOOD, city("Kyoto"), rating("==", 5)),
            SIMPLE,
            LOWERCASE,
        ),
        step("what about nara", every(FOOD, city("Nara"), rating("==", 5)), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "were any of those diners",
            Verdict(exists(every(DINNER, city("Nara"), rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b106 drinks with Sofia",
        step(
            "beer or cocktails which did i have more of in 2024",
            Compare((("cocktail", every(COCKTAIL, year(2024))), ("beer", every(BEER, year(2024))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "coctails with sofia but not tom",
            every(COCKTAIL, with_("Sofia"), without("Tom")),
            LOGICAL,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many of them were martinis",
            Those(title_has("Martini")),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b106 the summer in Greece with Elena",
        step(
            "How many nights I stayed in Athens with Elena?",
            Answer(field_of("nights"), ATHENS_WITH_ELENA),
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "The hikes in Greece this summer, Elena was with me on all of them?",
            Verdict(all_of(with_("Elena"), GREEK_HIKES_THIS_SUMMER)),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "Which ones she was not there?",
            every(GREEK_HIKES_THIS_SUMMER, without("Elena")),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
            known_failure="0 results, expected 4; the reply: I found no travels in Athens without Elena.",
        ),
    ),
    talk(
        "b106 kilometres cycled",
        step(
            "how many km did i cylce in 2026",
            Answer(total("distance"), BIKES_2026),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so last year i rode more km than this year yes?",
            Verdict(larger_total("distance", BIKES_2025, BIKES_2026)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b106 the Florence art museums",
        step("art museums in florance", FLORENCE_ART_MUSEUMS, SIMPLE, TERSE, LOWERCASE, TYPO),
        step("best rated one", Best("rating"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "what exhibtion was on",
            Answer(field_of("exhibition"), FLORENCE_BEST),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b106 dinners with Roberto",
        step(
            "dinners with roberto but without mary since 2022",
            every(DINNER, with_("Roberto"), without("Mary"), since(datetime(2022, 1, 1))),
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "only the mexcian ones",
            Those(field("cuisine", "mexican")),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("which one did i like best", Best("rating"), COREFERENCED, LOWERCASE),
        step(
            "did i eat out more with roberto or with sofia this year",
            Compare((("Roberto", every(FOOD, THIS_YEAR, with_("Roberto"))), ("Sofia", every(FOOD, THIS_YEAR, with_("Sofia"))))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b106 flights or trains",
        step(
            "Have I taken more flights or train journeys?",
            Compare((("flight", FLIGHT), ("train", TRAIN))),
            COMPARATIVE,
        ),
        step(
            "Since 2020?",
            Compare((("flight", every(FLIGHT, SINCE_2020)), ("train", every(TRAIN, SINCE_2020)))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        step(
            "My longest train jounrey since 2020?",
            Best("nights", among=every(TRAIN, SINCE_2020)),
            SIMPLE,
            TERSE,
            TYPO,
        ),
        step(
            "Were all my road trips with Roberto?",
            Verdict(all_of(with_("Roberto"), ROAD_TRIP)),
            VERIFICATION,
            LOGICAL,
        ),
        step(
            "How many different countries did I travel to since 2020?",
            Answer(distinct_places("country"), every(TRAVEL, SINCE_2020)),
            QUANTITATIVE,
        ),
    ),
    talk(
        "b106 breakfasts this year",
        step(
            "brekfasts this year rated 4 or more",
            every(BREAKFAST, THIS_YEAR, rating(">=", 4)),
            SIMPLE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "which ones werent in greece",
            Those(GR, keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b106 walks with Anna and runs near home",
        step(
            "how many km have i walked with anna since 2024",
            Answer(total("distance"), every(WALK, with_("Anna"), SINCE_2024)),
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "runs in berkeley or oakland this year",
            every(RUN, cities("Berkeley", "Oakland"), THIS_YEAR),
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step("not the ones with tom", Those(with_("Tom"), keep=False), LOGICAL, ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b106 novels or popular science",
        step(
            "Quizzing myself for my reading journal: did I read more novles or popular science books this year?",
            Compare((("novel", every(NOVEL, THIS_YEAR)), ("popular science", every(POP_SCIENCE, THIS_YEAR)))),
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "And in 2021?",
            Compare((("novel", every(NOVEL, year(2021))), ("popular science", every(POP_SCIENCE, year(2021))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        step(
            "What was the average number of pages of my novels this year?",
            Answer(mean("pages"), every(NOVEL, THIS_YEAR)),
            QUANTITATIVE,
        ),
        step(
            "I only read one poetry book this year I think. Who wrote it?",
            Answer(field_of("author"), POETRY_THIS_YEAR),
            SIMPLE,
            CHATTY,
        ),
    ),
    talk(
        "b106 a Greek white for Elena's fish dinner",
        step(
            "Cooking fish for Elena on Sunday! Which Greek wines did I have with her?",
            every(GREEK_WINES, with_("Elena")),
            SIMPLE,
            CHATTY,
        ),
        step(
            "whats the avergae rating of those",
            Answer(mean("rating"), every(GREEK_WINES, with_("Elena"))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and without her?",
            Answer(mean("rating"), every(GREEK_WINES, without("Elena"))),
            LOGICAL,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b106 a museum day for my nephew",
        step(
            "My nephew loves science. Which science museums have I visited abroad since 2020?",
            every(SCIENCE_MUSEUM, not_(country("US")), SINCE_2020),
            LOGICAL,
            CHATTY,
        ),
        step(
            "Have I ever been to a science museum in Japan?",
            Verdict(exists(every(SCIENCE_MUSEUM, country("JP")))),
            VERIFICATION,
        ),
        step(
            "When did I last go to a natural history museum?",
            Best("itemDate", among=category("Museum", "Natural history")),
            SIMPLE,
        ),
    ),
    talk(
        "b106 the Sintra train journey",
        step("what did i rate my sintra trip", Clarify(("2011", "2014")), CLARIFICATION, LOWERCASE),
        step("the 2011 one", Answer(rating_of, SINTRA_2011), CLARIFICATION, TERSE, LOWERCASE),
        step("and the 2014 one", Answer(rating_of, SINTRA_2014), ELLIPSIS, TERSE, LOWERCASE),
    ),
)
