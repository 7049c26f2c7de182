"""Batch 108: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: everyday questions people bring to
their own scrapbook: a wine tip for a friend flying to Lisbon (Portuguese wines rated 4 or more, the
best of them, who made it, whether there was ever a Portuguese white), a half-marathon training log
(kilometres run in 2024 and 2025, more runs in which year, the longest run of 2025), a book club
evening about Nina Petrova and Ada Winter, a ski trip "somewhere new" (ski days outside the United
States, the best of them, Austria with James or with Mary), a sister's bet about eating out in
Athens, Barcelona and Lisbon, cocktails to mix for friends (five-star ones, only the margaritas,
those outside the US, more margaritas or martinis), beers from Japan or Vietnam, a self-quiz on
museums visited with James, reminiscing with Kenji about dinners in Tokyo and Nara, hikes without
Mary in 2023 and 2024 with their average distance, street food in Portugal or Spain, Barcelona and
Germany, the Greek wines of 2026 without Elena and their average rating, trains against flights
since 2020 and before, a poetry shelf, walks with Anna against walks with Sofia, breakfast tips for
a friend going to Greece, and eating vegetarian. Clarifications (each followed by the user's
answer): "my bigest hike in 2025" (the size word "big" fits both distance and elevation), "total up
my bike rides from 2023" (distance or duration), "the science ones from 2024" (Popular science
books or Science museums, both in 2024), "my Paris trip" (the flights to Paris of May 2019 and
November 2022), and "the art museum in Buenos Aires" (two visits in January 2025, with different
exhibitions and ratings). Personas: a chatty user with a story, a terse runner, lowercase users
without punctuation, a non-native speaker ("which books of Nina Petrova I have read?", "Which of
them is the most thick one?", "Did I read also poetry from Nina Petrova?"), and 16 typo turns
("whcih", "ouside", "barcleona", "bigest", "distnace", "Overal", "thsoe", "visted", "dinenrs",
"whihc", "avrage", "spian", "wiens", "jorney", "walsk", "nafpilo"). The questions are asked on
29 November 2026."""

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
    category,
    city,
    country,
    either,
    every,
    exists,
    field,
    field_of,
    mean,
    more,
    not_,
    rating,
    since,
    the,
    title_has,
    total,
    with_,
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
BOOK, POETRY, POPULAR_SCIENCE = category("Book"), category("Book", "Poetry"), category("Book", "Popular science")
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
TRAIN, FLIGHT = category("Travel", "Train journey"), category("Travel", "Flight")
FOOD, BREAKFAST, DINNER, STREET_FOOD = (
    category("Food"),
    category("Food", "Breakfast"),
    category("Food", "Dinner"),
    category("Food", "Street food"),
)
MUSEUM, ART_MUSEUM, SCIENCE_MUSEUM = category("Museum"), category("Museum", "Art"), category("Museum", "Science")
PT, US, JP, VN, AT, ES, GR = (country(c) for c in ("PT", "US", "JP", "VN", "AT", "ES", "GR"))
VEGETARIAN = field("cuisine", "vegetarian")
SINCE_2020 = since(datetime(2020, 1, 1))
BEFORE_2020 = before(datetime(2020, 1, 1))

PT_WINES_4_UP = every(WINE, PT, rating(">=", 4))
QUINTA_DO_BELAIR_2006 = the("scrapbook-00205")  # the only 5 of them, Sep 2011 in Lisbon, by Quinta do Belair
RUNS_2024, RUNS_2025 = every(RUN, year(2024)), every(RUN, year(2025))
NINA_PETROVA = field("author", "Nina Petrova")
SKI_ABROAD = every(SKI, not_(US))
MEALS_IN = {name: every(FOOD, city(name)) for name in ("Athens", "Barcelona", "Lisbon")}
HIKES_2025 = every(HIKE, year(2025))
NAPA_HIKE_2025 = the("scrapbook-02146")  # 1200 m of climbing, the most of 2025; 21.7 km; with Mary and Roberto
BIKE_2022, BIKE_2023 = every(BIKE, year(2022)), every(BIKE, year(2023))
PARIS_FLIGHT_2022 = the("scrapbook-01779")  # 12 nights, with Mary, Tom, Ben and Chloé
FIVE_STAR_COCKTAILS = every(COCKTAIL, rating("==", 5))
MUSEUMS_WITH_JAMES = every(MUSEUM, with_("James"))
KENJI_DINNERS_IN_JAPAN = every(DINNER, JP, with_("Kenji"))
HIKES_WITHOUT_MARY = {y: every(HIKE, year(y), not_(with_("Mary"))) for y in (2023, 2024)}
IBERIAN_STREET_FOOD = every(STREET_FOOD, either(PT, ES))
GREEK_WINES_2026 = every(WINE, GR, year(2026))
POETRY_5_STARS = every(POETRY, rating("==", 5))
GREEK_BREAKFASTS_4_UP = every(BREAKFAST, GR, rating(">=", 4))
BUENOS_AIRES_DINOSAURS = the("scrapbook-02153")  # 18 Jan 2025, "Dinosaurs Alive", rated 1 (the 14 Jan visit: 3)


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def one_author(among: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the items `among` selects (two or more) were all written by the same author."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return len(chosen) > 1 and len({i["fields"]["author"] for i in chosen}) == 1

    return holds


def all_with(name: str, among: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether `name` was with the user on every item `among` selects."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(name in i["who"] for i in chosen)

    return holds


CONVERSATIONS = (
    talk(
        "b108 a Portuguese wine tip for a friend",
        step(
            "My friend Dana is flying to Lisbon soon and wants a wine tip from me. Which Portuguese wines did I rate 4 or higher?",
            PT_WINES_4_UP,
            SIMPLE,
            CHATTY,
        ),
        step("Oh nice, whcih of those did I like the most?", Best("rating"), COREFERENCED, CHATTY, TYPO),
        step(
            "who made it",
            Answer(field_of("producer"), QUINTA_DO_BELAIR_2006),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "Did I ever have a Portuguese white, by the way?",
            Verdict(exists(every(WINE, PT, field("colour", "white")))),
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b108 half marathon training log",
        step("km run in 2024", Answer(total("distance"), RUNS_2024), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        step("2025?", Answer(total("distance"), RUNS_2025), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "more runs in 2024 or 2025",
            Compare((("2024", RUNS_2024), ("2025", RUNS_2025))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("longest run in 2025", Best("distance", among=RUNS_2025), SIMPLE, TERSE, LOWERCASE),
    ),
    talk(
        "b108 book club about Nina Petrova",
        step(
            "For my book club I need to know: which books of Nina Petrova I have read?",
            every(BOOK, NINA_PETROVA),
            SIMPLE,
            NON_NATIVE,
        ),
        step("Which of them is the most thick one?", Best("pages"), COREFERENCED, NON_NATIVE),
        step(
            "Did I read also poetry from Nina Petrova?",
            Verdict(exists(every(POETRY, NINA_PETROVA))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "And from Ada Winter, how many?",
            every(BOOK, field("author", "Ada Winter")),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b108 a ski trip somewhere new",
        step(
            "want to ski somewhere new. which ski days did i have ouside the us",
            SKI_ABROAD,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("which of those did i rate highest", Best("rating"), COREFERENCED, LOWERCASE),
        step(
            "did i ever ski in austria with james",
            Verdict(exists(every(SKI, AT, with_("James")))),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "and with mary",
            Verdict(exists(every(SKI, AT, with_("Mary")))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 a bet about eating out in Athens",
        step(
            "My sister bet me that I've eaten out more in Athens than in Barcelona. Which is it?",
            Compare((("Athens", MEALS_IN["Athens"]), ("Barcelona", MEALS_IN["Barcelona"]))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "ok and lisbon vs barcleona?",
            Compare((("Lisbon", MEALS_IN["Lisbon"]), ("Barcelona", MEALS_IN["Barcelona"]))),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "which of my lisbon meals were not seafood",
            every(MEALS_IN["Lisbon"], not_(field("cuisine", "seafood"))),
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 the biggest hike of 2025",
        step(
            "what was my bigest hike in 2025",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step("elevation", Best("elevation", among=HIKES_2025), CLARIFICATION, TERSE, LOWERCASE),
        step(
            "how many km was that one",
            Answer(field_of("distance"), NAPA_HIKE_2025),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 cycling totals",
        step("Can you total up my bike rides from 2023?", Clarify(("distance", "duration")), CLARIFICATION),
        step(
            "distnace pls",
            Answer(total("distance"), BIKE_2023),
            CLARIFICATION,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did i ride further in 2022",
            Verdict(larger_total("distance", BIKE_2022, BIKE_2023)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 the science ones from 2024",
        step("show me the science ones from 2024", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("the museums", every(SCIENCE_MUSEUM, year(2024)), CLARIFICATION, TERSE, LOWERCASE),
        step(
            "and the books, how many?",
            every(POPULAR_SCIENCE, year(2024)),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 the Paris trip",
        step("How many nights I stayed on my Paris trip?", Clarify(("2019", "2022")), CLARIFICATION, NON_NATIVE),
        step(
            "The one in 2022.",
            Answer(field_of("nights"), PARIS_FLIGHT_2022),
            CLARIFICATION,
            QUANTITATIVE,
            TERSE,
            NON_NATIVE,
        ),
        step("Who was travelling with me there?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b108 cocktails for friends",
        step(
            "Friends are coming over for drinks and I want to mix something good. Which cocktails did I rate 5 stars?",
            FIVE_STAR_COCKTAILS,
            SIMPLE,
            CHATTY,
        ),
        step("only the margaritas", Those(title_has("Margarita")), ELLIPSIS, TERSE, LOWERCASE),
        step("Which of those were outside the US?", Those(US, keep=False), LOGICAL, COREFERENCED),
        step(
            "Overal, have I had more margaritas or martinis?",
            Compare(
                (
                    ("margarita", every(COCKTAIL, title_has("Margarita"))),
                    ("martini", every(COCKTAIL, title_has("Martini"))),
                )
            ),
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b108 beers on trips",
        step("what beers did i have in japan or vietnam", every(BEER, either(JP, VN)), LOGICAL, LOWERCASE),
        step(
            "were any of thsoe rated 5",
            Verdict(exists(every(BEER, either(JP, VN), rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so more in japan than in vietnam right",
            Verdict(more(every(BEER, JP), every(BEER, VN))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 museum quiz about James",
        step(
            "Quiz time for myself: how many museums have I visted with James?",
            MUSEUMS_WITH_JAMES,
            SIMPLE,
            QUANTITATIVE,
            TYPO,
        ),
        step("only the art ones", Those(ART_MUSEUM), ELLIPSIS, TERSE, LOWERCASE),
        step("the most recent one", Best("itemDate"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b108 dinners with Kenji in Japan",
        step(
            "Kenji and I were reminiscing on the phone. Which dinenrs did I have in Tokyo with Kenji?",
            every(KENJI_DINNERS_IN_JAPAN, city("Tokyo")),
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step(
            "whihc of the two did i like more",
            Best("rating"),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did we ever have dinner together in nara",
            Verdict(exists(every(KENJI_DINNERS_IN_JAPAN, city("Nara")))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 hikes without Mary",
        step(
            "Which hikes I did in 2023 without Mary?",
            HIKES_WITHOUT_MARY[2023],
            LOGICAL,
            NON_NATIVE,
        ),
        step("And in 2024?", HIKES_WITHOUT_MARY[2024], ELLIPSIS, LOGICAL, NON_NATIVE),
        step(
            "What is the avrage distance of them?",
            Answer(mean("distance"), HIKES_WITHOUT_MARY[2024]),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b108 street food in Portugal or Spain",
        step("street food in portugal or spian", IBERIAN_STREET_FOOD, LOGICAL, LOWERCASE, TYPO),
        step(
            "did i ever have street food in barcelona",
            Verdict(exists(every(STREET_FOOD, city("Barcelona")))),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "and in germany?",
            Verdict(exists(every(STREET_FOOD, country("DE")))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 Greek wines of 2026",
        step(
            "how many greek wiens did i have in 2026",
            GREEK_WINES_2026,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("the ones not with elena", Those(with_("Elena"), keep=False), LOGICAL, LOWERCASE),
        step(
            "avg rating of those",
            Answer(mean("rating"), every(GREEK_WINES_2026, not_(with_("Elena")))),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 trains or planes",
        step(
            "since 2020 have i taken more trains or flights",
            Compare((("train", every(TRAIN, SINCE_2020)), ("flight", every(FLIGHT, SINCE_2020)))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and before 2020?",
            Compare((("train", every(TRAIN, BEFORE_2020)), ("flight", every(FLIGHT, BEFORE_2020)))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("my longest train jorney ever", Best("nights", among=TRAIN), SIMPLE, LOWERCASE, TYPO),
    ),
    talk(
        "b108 the poetry shelf",
        step("Which poetry books I have read?", POETRY, SIMPLE, NON_NATIVE),
        step("Only the ones with 5 stars?", Those(rating("==", 5)), ELLIPSIS, NON_NATIVE),
        step(
            "Both are from the same author, true?",
            Verdict(one_author(POETRY_5_STARS)),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b108 walking with Anna or Sofia",
        step(
            "did i go on more walks with anna or with sofia",
            Compare((("Anna", every(WALK, with_("Anna"))), ("Sofia", every(WALK, with_("Sofia"))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "only 2024",
            Compare(
                (
                    ("Anna", every(WALK, with_("Anna"), year(2024))),
                    ("Sofia", every(WALK, with_("Sofia"), year(2024))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "total km of my walsk with anna in 2024",
            Answer(total("distance"), every(WALK, with_("Anna"), year(2024))),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b108 breakfast tips for Greece",
        step(
            "A friend of mine is off to Greece. Which breakfasts in Greece did I rate 4 or more?",
            GREEK_BREAKFASTS_4_UP,
            SIMPLE,
            CHATTY,
        ),
        step(
            "not the ones in nafpilo",
            Those(city("Nafplio"), keep=False),
            LOGICAL,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was mary at both of them",
            Verdict(all_with("Mary", every(GREEK_BREAKFASTS_4_UP, not_(city("Nafplio"))))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 eating vegetarian",
        step(
            "im trying to eat less meat. how many veggie dinners did i have in 2025",
            every(DINNER, VEGETARIAN, year(2025)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "more veggie dinners in 2024 or 2025?",
            Compare(
                (
                    ("2024", every(DINNER, VEGETARIAN, year(2024))),
                    ("2025", every(DINNER, VEGETARIAN, year(2025))),
                )
            ),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "have i ever eaten vegetarian in japan",
            Verdict(exists(every(FOOD, VEGETARIAN, JP))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b108 the art museum in Buenos Aires",
        step(
            "How did I rate the art museum in Buenos Aires?",
            Clarify(),
            CLARIFICATION,
        ),
        step(
            "The Dinosaurs Alive one.",
            Answer(rating_of, BUENOS_AIRES_DINOSAURS),
            CLARIFICATION,
            TERSE,
        ),
    ),
)
