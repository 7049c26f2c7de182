"""Batch 15: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. The theme is checking, comparing and
ranking: totals and averages with their units, "which was better", "was that more than the year
before", "are you sure", counts over places and people, and corrections of the assistant ("no, I
meant the books"). Each turn is tagged with its question types (CSQA's: simple, coreferenced,
ellipsis, logical, quantitative, comparative, verification, clarification) and the traits of the user
who types it: a data-minded user after totals, averages and rankings; a chatty storyteller who wraps
questions in anecdotes; a skeptic who double-checks answers with yes/no questions; a teenager typing
in lowercase with slang and abbreviations; and whether the turn carries a typo."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Expectation,
    Item,
    Measure,
    Predicate,
    Those,
    Top,
    Verdict,
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
    since,
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
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step

DATA, CHATTY, SKEPTIC, TEEN, TYPO = "data-minded", "chatty", "skeptic", "teen", "typo"
PERSONAS = (DATA, CHATTY, SKEPTIC, TEEN, TYPO)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
BOOK, MUSEUM, TRAVEL = category("Book"), category("Museum"), category("Travel")
HIKE, RUN, WALK, BIKE = kind("Hike"), kind("Run"), kind("Walk"), kind("Bike ride")
NOVEL, HISTORY_BOOK = category("Book", "Novel"), category("Book", "History")
SCIENCE_MUSEUM = category("Museum", "Science")
DINNER, LUNCH = category("Food", "Dinner"), category("Food", "Lunch")
TRAIN, FLIGHT = category("Travel", "Train journey"), category("Travel", "Flight")


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def months(y: int, *numbers: int) -> Predicate:
    """The months of one year: a season as the calendar months people mean by it."""
    return lambda i: i["itemDate"].year == y and i["itemDate"].month in numbers


def spring(y: int) -> Predicate:
    return months(y, 3, 4, 5)


def autumn(y: int) -> Predicate:
    return months(y, 9, 10, 11)


def sum_of(predicate: Predicate, name: str) -> Measure:
    """A total over a fixed selection, for comparing two totals in a yes/no question."""
    return lambda items: sum(i["fields"][name] for i in items if predicate(i))


def count_of(predicate: Predicate) -> Measure:
    return lambda items: sum(map(predicate, items))


def most_read_author(items: Sequence[Item]) -> str:
    (first, n), (_, second) = Counter(i["fields"]["author"] for i in items).most_common(2)
    if n == second:
        raise ValueError("no single most read author")
    return str(first)


def greater(left: Measure, right: Measure) -> Verdict:
    return Verdict(lambda items: float(left(items)) > float(right(items)))


def chat(name: str, persona: str, *steps: Step) -> Conversation:
    return Conversation(name, steps, tags=(persona,))


def ask(text: str, expect: Expectation, *tags: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY, expect, tags, known_failure=known_failure)


def outside_us(item: Item) -> bool:
    return bool(item["place"]["countryCode"] != "US")


ARGENTINE_WINE = every(WINE, country("AR"))
HIKES_2024, HIKES_2023 = every(HIKE, year(2024)), every(HIKE, year(2023))

CONVERSATIONS = (
    chat(
        "hike kilometres, year on year",
        DATA,
        ask("How many hikes did I log in 2024?", HIKES_2024, SIMPLE, QUANTITATIVE, DATA),
        ask("whats the totl distance on those", Answer(total("distance"), HIKES_2024), COREFERENCED, QUANTITATIVE, DATA, TYPO),
        ask("Same figure for 2023 please", Answer(total("distance"), HIKES_2023), ELLIPSIS, QUANTITATIVE, DATA),
        ask(
            "So 2024 beat 2023 on distance, yes?",
            greater(sum_of(HIKES_2024, "distance"), sum_of(HIKES_2023, "distance")),
            COMPARATIVE,
            VERIFICATION,
            DATA,
        ),
    ),
    chat(
        "ranking the books",
        DATA,
        ask("Rank my three longest books by page count", Top("pages", 3, BOOK), QUANTITATIVE, DATA),
        ask("avg page count of my novles?", Answer(mean("pages"), NOVEL), QUANTITATIVE, DATA, TYPO),
        ask("Which author have I read the most books by?", Answer(most_read_author, BOOK), QUANTITATIVE, DATA),
        ask(
            "how many of hers got 5 stars",
            every(BOOK, has_field("author", "Nina Petrova"), rating("==", 5)),
            COREFERENCED,
            QUANTITATIVE,
            DATA,
        ),
    ),
    chat(
        "doubting the Argentine wines",
        SKEPTIC,
        ask("Have I ever had a wine from Argentina?", Verdict(exists(ARGENTINE_WINE)), VERIFICATION, SKEPTIC),
        ask("realy? how many", ARGENTINE_WINE, ELLIPSIS, QUANTITATIVE, SKEPTIC, TYPO),
        ask(
            "Was any of them rated 5?",
            Verdict(exists(every(ARGENTINE_WINE, rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            SKEPTIC,
        ),
    ),
    chat(
        "museums with sofia",
        TEEN,
        ask("how many museums did i hit up w/ sofia", every(MUSEUM, with_("Sofia")), SIMPLE, QUANTITATIVE, TEEN, TYPO),
        ask("which 1 did i rate highest", Best("rating"), COREFERENCED, QUANTITATIVE, TEEN),
        ask("where was that", Detail("city"), COREFERENCED, TEEN),
    ),
    chat(
        "history since 2022, then the books",
        CHATTY,
        ask(
            "My dad keeps quizzing me on the history stuff I've done since 2022 - what have I actually got?",
            Clarify(("book", "museum")),
            CLARIFICATION,
            CHATTY,
        ),
        ask(
            "oh sorry, I meant the books",
            every(HISTORY_BOOK, since(datetime(2022, 1, 1))),
            ELLIPSIS,
            CHATTY,
        ),
        ask(
            "Lovely. How many of those did I give 4 stars or more?",
            Those(rating(">=", 4)),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    chat(
        "there, with nothing said",
        TEEN,
        ask("wat did i even do there", Clarify(), CLARIFICATION, TEEN, TYPO),
        ask("kyoto", city("Kyoto"), ELLIPSIS, TEEN),
        ask("did i ever go there w anna", Verdict(exists(every(city("Kyoto"), with_("Anna")))), VERIFICATION, COREFERENCED, TEEN),
    ),
    chat(
        "paris lunches against dinners",
        SKEPTIC,
        ask("How many dinners have I had in Paris?", every(DINNER, city("Paris")), SIMPLE, QUANTITATIVE, SKEPTIC),
        ask("And lunches?", every(LUNCH, city("Paris")), ELLIPSIS, SKEPTIC),
        ask(
            "Were any of those lunches in 2021?",
            Verdict(exists(every(LUNCH, city("Paris"), year(2021)))),
            VERIFICATION,
            COREFERENCED,
            SKEPTIC,
        ),
        ask(
            "so i had more lunches than dinners there, corect?",
            greater(count_of(every(LUNCH, city("Paris"))), count_of(every(DINNER, city("Paris")))),
            COMPARATIVE,
            VERIFICATION,
            COREFERENCED,
            SKEPTIC,
            TYPO,
        ),
    ),
    chat(
        "running seasons",
        DATA,
        ask(
            "Did I go running more in spring or in autumn of 2019?",
            Compare((("spring", every(RUN, spring(2019))), ("autumn", every(RUN, autumn(2019))))),
            COMPARATIVE,
            DATA,
        ),
        ask(
            "and 2023?",
            Compare((("spring", every(RUN, spring(2023))), ("autumn", every(RUN, autumn(2023))))),
            ELLIPSIS,
            COMPARATIVE,
            DATA,
        ),
    ),
    chat(
        "where the wine comes from",
        DATA,
        ask("In how many different countries have I had wine?", Answer(distinct_places("countryCode"), WINE), QUANTITATIVE, DATA),
        ask(
            "Which country tops that list?",
            Answer(most_common_place("country"), WINE),
            COREFERENCED,
            QUANTITATIVE,
            DATA,
        ),
        ask(
            "leaving out the US, which contry comes first?",
            Answer(most_common_place("country"), every(WINE, outside_us)),
            LOGICAL,
            ELLIPSIS,
            QUANTITATIVE,
            DATA,
            TYPO,
        ),
    ),
    chat(
        "greece without mary",
        CHATTY,
        ask(
            "We were reminiscing about Greece over dinner last night - what did I do there when Mary wasnt with me?",
            every(country("GR"), without("Mary")),
            LOGICAL,
            CHATTY,
            TYPO,
        ),
        ask(
            "Hmm, just the ones I rated 4 or 5 then",
            Those(rating(">=", 4)),
            ELLIPSIS,
            LOGICAL,
            CHATTY,
        ),
        ask(
            "Were any of those in Athens?",
            Verdict(exists(every(country("GR"), without("Mary"), rating(">=", 4), city("Athens")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    chat(
        "beers or cocktails",
        TEEN,
        ask("beers or cocktails from 2023?", every(either(BEER, COCKTAIL), year(2023)), LOGICAL, TEEN),
        ask("which ones werent w james", Those(with_("James"), keep=False), LOGICAL, COREFERENCED, TEEN, TYPO),
        ask(
            "best 1?",
            Best("rating"),
            QUANTITATIVE,
            COREFERENCED,
            TEEN,
        ),
    ),
    chat(
        "the longest ride, double-checked",
        SKEPTIC,
        ask("What was my longest bike ride?", Best("distance", among=BIKE), SIMPLE, QUANTITATIVE, SKEPTIC),
        ask("who was w me on it?", Detail("who"), COREFERENCED, SKEPTIC, TYPO),
        ask(
            "Are you sure it was over 70 km?",
            Verdict(lambda items: max(i["fields"]["distance"] for i in items if BIKE(i)) > 70),
            VERIFICATION,
            COREFERENCED,
            SKEPTIC,
        ),
    ),
    chat(
        "trains against flights",
        CHATTY,
        ask(
            "I told a friend at work I've taken loads of train journeys. How many have I actually taken?",
            TRAIN,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        ask(
            "Ha. Did I take more trains or more flights, then?",
            Compare((("train", TRAIN), ("flight", FLIGHT))),
            COMPARATIVE,
            CHATTY,
        ),
    ),
    chat(
        "science in 2021",
        SKEPTIC,
        ask("How many science ones did I do in 2021?", Clarify(("book", "museum")), CLARIFICATION, SKEPTIC),
        ask("the museums", every(SCIENCE_MUSEUM, year(2021)), ELLIPSIS, SKEPTIC),
        ask(
            "was that more then in 2020?",
            greater(count_of(every(SCIENCE_MUSEUM, year(2021))), count_of(every(SCIENCE_MUSEUM, year(2020)))),
            COMPARATIVE,
            VERIFICATION,
            COREFERENCED,
            SKEPTIC,
            TYPO,
        ),
    ),
    chat(
        "the longest what",
        TEEN,
        ask("whats the longest one", Clarify(), CLARIFICATION, TEEN, TYPO),
        ask("hikes", Best("distance", among=HIKE), ELLIPSIS, QUANTITATIVE, TEEN),
        ask("when was that", Detail("year"), COREFERENCED, TEEN),
    ),
    chat(
        "run totals in 2025",
        DATA,
        ask("What's my total for runs in 2025?", Clarify(("distance", "duration")), CLARIFICATION, DATA),
        ask("Distance, in km", Answer(total("distance"), every(RUN, year(2025))), ELLIPSIS, QUANTITATIVE, DATA),
        ask(
            "was that more than my walks that year?",
            greater(sum_of(every(RUN, year(2025)), "distance"), sum_of(every(WALK, year(2025)), "distance")),
            COMPARATIVE,
            VERIFICATION,
            COREFERENCED,
            DATA,
        ),
    ),
    chat(
        "books of 2022, checked",
        SKEPTIC,
        ask(
            "I think I read more than 20 books in 2022, is that rigth?",
            greater(count_of(every(BOOK, year(2022))), lambda items: 20),
            VERIFICATION,
            QUANTITATIVE,
            SKEPTIC,
            TYPO,
        ),
        ask(
            "Show me the ones that were poetry or biographies",
            every(BOOK, year(2022), either(kind("Poetry"), kind("Biography"))),
            LOGICAL,
            COREFERENCED,
            SKEPTIC,
        ),
    ),
    chat(
        "museums, no, books",
        CHATTY,
        ask(
            "Planning a culture weekend and got curious - how many museums did I visit last year?",
            every(MUSEUM, year(2025)),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        ask(
            "no sorry, I ment the books",
            every(BOOK, year(2025)),
            ELLIPSIS,
            CHATTY,
            TYPO,
        ),
        ask(
            "Whose books did I read the most of?",
            Answer(most_read_author, every(BOOK, year(2025))),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    chat(
        "trips with her",
        SKEPTIC,
        ask(
            "how many trips did i take wiht her?",
            Clarify(),
            CLARIFICATION,
            SKEPTIC,
            TYPO,
        ),
        ask("Priya, obviously", every(TRAVEL, with_("Priya")), ELLIPSIS, SKEPTIC),
    ),
)
