"""Batch 26: planning ahead by looking back, written blind (from the documentation and the sample
data, without reading the engine) and scored once as first written; see BATCHES.md.

Someone getting ready for something to come (a dinner party, a birthday or Christmas present, next
summer's holiday, a reading list) asks the scrapbook what they liked, what they never tried and what
they did with whom, and checks their memory against the records: yes/no questions with numbers,
dates and people, and and/or/not combinations ("not in 2023 and not with Kenji", "pinot noir and
malbec from France or Argentina").

Personas, each turn tagged with its traits:

- a hurried parent typing on a phone: terse, abbreviations ("w", "pls", "yr") and typos (terse, typo);
- a careful retiree who writes full, polite sentences (chatty);
- a non-native English speaker, with the grammar of a learner (non-native);
- a teenager who types in lowercase without punctuation (lowercase).

Each turn is also tagged with its CSQA question types (simple, coreferenced, ellipsis, logical,
quantitative, comparative, verification, clarification)."""

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
    Item,
    Measure,
    Predicate,
    Those,
    Verdict,
    between,
    category,
    city,
    country,
    every,
    exists,
    kind,
    more,
    rating,
    title_has,
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
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

ANY = ANY_INTENT
WINE, COCKTAIL = category("Drink", "Wine"), category("Drink", "Cocktail")
DRINK, FOOD, MUSEUM, BOOK, TRAVEL = (category(c) for c in ("Drink", "Food", "Museum", "Book", "Travel"))
HIKE, BIKE_RIDE = category("Activity", "Hike"), category("Activity", "Bike ride")
JP, GR = country("JP"), country("GR")
RED = has_field("colour", "red")
FIVE_STARS = rating("==", 5)

# the hurried parent, the retiree, the non-native speaker, the teenager
PARENT, PARENT_TYPO, RETIREE, LEARNER, TEEN = (TERSE,), (TERSE, TYPO), (CHATTY,), (NON_NATIVE,), (LOWERCASE,)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def alone(i: Item) -> bool:
    return not i["who"]


def count_over(predicate: Predicate, value: int) -> Verdict:
    return Verdict(lambda items: sum(map(predicate, items)) > value)


def most_common_field(name: str) -> Measure:
    def measure(items: Sequence[Item]) -> str:
        (first, n), *rest = Counter(i["fields"][name] for i in items).most_common()
        if rest and rest[0][1] == n:
            raise ValueError(f"no single most common {name}: {first} and {rest[0][0]} tie")
        return str(first)

    return measure


def more_distance(this: int, than: int) -> Verdict:
    def holds(items: Sequence[Item]) -> bool:
        def km(y: int) -> float:
            return float(sum(i["fields"]["distance"] for i in items if HIKE(i) and i["itemDate"].year == y))

        return km(this) > km(than)

    return Verdict(holds)


RED_FIVE = every(WINE, RED, FIVE_STARS)
ITALIAN_DINNER = every(FOOD, kind("Dinner"), has_field("cuisine", "italian"))
MARY_COCKTAIL = every(COCKTAIL, with_("Mary"))
OYSTERS = every(FOOD, has_field("dish", "oysters"))
LUCA_WINE = every(WINE, with_("Luca"))
NINA, GRACE, MARCO = (every(BOOK, has_field("author", a)) for a in ("Nina Petrova", "Grace Obi", "Marco Bellini"))
LECCE_TRIP = every(TRAVEL, city("Lecce"))
CHLOE_DRINK = every(DRINK, with_("Chloé"))
PINOT, MALBEC = has_field("variety", "pinot noir"), has_field("variety", "malbec")
SANGIOVESE, PRIMITIVO = has_field("variety", "sangiovese"), has_field("variety", "primitivo")
SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))


CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "five-star reds for a dinner party",
        Step(
            "Good evening. I am hosting a small dinner party next month and would like to serve a red I truly "
            "loved. Could you list the red wines I have rated five stars?",
            ANY,
            RED_FIVE,
            tags=(SIMPLE, *RETIREE),
        ),
        Step("Thank you. Which of those did I share with Roberto?", ANY, Those(with_("Roberto")), tags=(COREFERENCED, *RETIREE)),
        Step(
            "And which of them did we drink most recently, please?",
            ANY,
            Best("itemDate"),
            tags=(COREFERENCED, QUANTITATIVE, *RETIREE),
        ),
        Step(
            "One more question: did I ever drink a five-star red from Spain or Portugal with him?",
            ANY,
            Verdict(exists(every(RED_FIVE, either(country("ES"), country("PT")), with_("Roberto")))),
            tags=(VERIFICATION, LOGICAL, COREFERENCED, *RETIREE),
        ),
    ),
    talk(
        "an Italian menu for the guests",
        Step(
            "I am thinking of cooking Italian for my guests. How many Italian dinners have I recorded over the years?",
            ANY,
            ITALIAN_DINNER,
            tags=(QUANTITATIVE, *RETIREE),
        ),
        Step(
            "Which dish did I have most often at those dinners?",
            ANY,
            Answer(most_common_field("dish"), ITALIAN_DINNER),
            tags=(QUANTITATIVE, COREFERENCED, *RETIREE),
        ),
        Step(
            "Did I ever eat risotto with both Mary and Anna at the table?",
            ANY,
            Verdict(exists(every(FOOD, has_field("dish", "risotto"), with_("Mary", "Anna")))),
            tags=(VERIFICATION, LOGICAL, *RETIREE),
        ),
    ),
    talk(
        "a birthday cocktail for Mary",
        Step(
            "bday gift for mary. cocktails i had w her rated 5?",
            ANY,
            every(MARY_COCKTAIL, FIVE_STARS),
            tags=(SIMPLE, *PARENT_TYPO),
        ),
        Step(
            "more margaritas or negronis w her",
            ANY,
            Compare(
                (
                    ("margarita", every(MARY_COCKTAIL, title_has("margarita"))),
                    ("negroni", every(MARY_COCKTAIL, title_has("negroni"))),
                )
            ),
            tags=(COMPARATIVE, COREFERENCED, *PARENT_TYPO),
        ),
    ),
    talk(
        "beach holidays with the kids",
        Step("beach holidys weve done?", ANY, every(TRAVEL, kind("Beach holiday")), tags=(SIMPLE, *PARENT_TYPO)),
        Step(
            "wich ones wernt w mary",
            ANY,
            Those(with_("Mary"), keep=False),
            tags=(LOGICAL, COREFERENCED, *PARENT_TYPO),
        ),
        Step(
            "shortest?",
            ANY,
            Best("nights", highest=False),
            tags=(QUANTITATIVE, ELLIPSIS, *PARENT),
        ),
        Step("who came", ANY, Detail("who"), tags=(COREFERENCED, ELLIPSIS, *PARENT)),
    ),
    talk(
        "a five-star holiday again",
        Step(
            "I want to plan holiday for next summer. Which trips I have give five stars?",
            ANY,
            every(TRAVEL, FIVE_STARS),
            tags=(SIMPLE, *LEARNER),
        ),
        Step(
            "How many from them I did together with Mary?",
            ANY,
            Those(with_("Mary")),
            tags=(QUANTITATIVE, COREFERENCED, *LEARNER),
        ),
        Step(
            "Is true that I was travelling to Zurich alone, without anybody?",
            ANY,
            Verdict(exists(every(TRAVEL, city("Zurich"), alone))),
            tags=(VERIFICATION, *LEARNER),
        ),
    ),
    talk(
        "poetry for the summer reading list",
        Step("need a summer reading list what poetry have i read", ANY, every(BOOK, kind("Poetry")), tags=(SIMPLE, *TEEN)),
        Step(
            "only the ones i gave 4 or 5",
            ANY,
            Those(rating(">=", 4)),
            tags=(ELLIPSIS, COREFERENCED, *TEEN),
        ),
        Step(
            "which one is the longest",
            ANY,
            Best("pages"),
            tags=(QUANTITATIVE, COREFERENCED, *TEEN),
        ),
    ),
    talk(
        "authors for the book club",
        Step(
            "Good morning. I am putting together a reading list for my book club. How many books by Nina Petrova have I read?",
            ANY,
            NINA,
            tags=(QUANTITATIVE, *RETIREE),
        ),
        Step("And by Grace Obi?", ANY, GRACE, tags=(ELLIPSIS, QUANTITATIVE, *RETIREE)),
        Step(
            "If I am not mistaken, I have read more of hers than of Marco Bellini's. Is that so?",
            ANY,
            Verdict(more(GRACE, MARCO)),
            tags=(VERIFICATION, COMPARATIVE, COREFERENCED, *RETIREE),
        ),
    ),
    talk(
        "oysters with Tom",
        Step(
            "did i have oysters w tom more than 10 times",
            ANY,
            count_over(every(OYSTERS, with_("Tom")), 10),
            tags=(VERIFICATION, QUANTITATIVE, *PARENT_TYPO),
        ),
        Step("how many then", ANY, every(OYSTERS, with_("Tom")), tags=(QUANTITATIVE, ELLIPSIS, *PARENT)),
        Step("n w sofia?", ANY, every(OYSTERS, with_("Sofia")), tags=(ELLIPSIS, QUANTITATIVE, *PARENT_TYPO)),
        Step(
            "so more oysters w tom or w sofia",
            ANY,
            Compare((("Tom", every(OYSTERS, with_("Tom"))), ("Sofia", every(OYSTERS, with_("Sofia"))))),
            tags=(COMPARATIVE, *PARENT_TYPO),
        ),
    ),
    talk(
        "a bottle for Luca's birthday",
        Step(
            "My friend Luca have his birthday soon. Which wines I drank together with him?",
            ANY,
            LUCA_WINE,
            tags=(SIMPLE, *LEARNER),
        ),
        Step(
            "With him I drank more sangiovese or more primitivo?",
            ANY,
            Compare((("sangiovese", every(LUCA_WINE, SANGIOVESE)), ("primitivo", every(LUCA_WINE, PRIMITIVO)))),
            tags=(COMPARATIVE, COREFERENCED, *LEARNER),
        ),
        Step(
            "Show me the wines with him, but not the sangiovese.",
            ANY,
            every(LUCA_WINE, not_(SANGIOVESE)),
            tags=(LOGICAL, COREFERENCED, *LEARNER),
        ),
    ),
    talk(
        "the last drink with her",
        Step("what did i drink with her last time", ANY, Clarify(), tags=(CLARIFICATION, COREFERENCED, *TEEN)),
        Step(
            "chloe",
            ANY,
            Best("itemDate", among=CHLOE_DRINK),
            tags=(ELLIPSIS, *TEEN),
        ),
    ),
    talk(
        "history for the grandson",
        Step(
            "My grandson has become very keen on history. Could you show me the history ones I rated five stars?",
            ANY,
            Clarify(("book", "museum")),
            tags=(CLARIFICATION, *RETIREE),
        ),
        Step("The books, please.", ANY, every(BOOK, kind("History"), FIVE_STARS), tags=(ELLIPSIS, *RETIREE)),
        Step(
            "Which of them is the shortest? He is only twelve.",
            ANY,
            Best("pages", highest=False),
            tags=(QUANTITATIVE, COREFERENCED, *RETIREE),
        ),
    ),
    talk(
        "hiking totals before a hiking holiday",
        Step(
            "how much did i do in total on hikes ths year",
            ANY,
            Clarify(("distance", "duration")),
            tags=(CLARIFICATION, QUANTITATIVE, *PARENT_TYPO),
        ),
        Step("km pls", ANY, Answer(total("distance"), every(HIKE, year(2026))), tags=(ELLIPSIS, QUANTITATIVE, *PARENT_TYPO)),
        Step("and last yr?", ANY, Answer(total("distance"), every(HIKE, year(2025))), tags=(ELLIPSIS, QUANTITATIVE, *PARENT_TYPO)),
        Step(
            "so more km this yr than last, yes?",
            ANY,
            more_distance(2026, 2025),
            tags=(COMPARATIVE, VERIFICATION, *PARENT_TYPO),
        ),
    ),
    talk(
        "Japan without Kenji",
        Step(
            "We go to Japan again in the spring. Show me my meals in Japan that were not in 2023 and not with Kenji.",
            ANY,
            every(FOOD, JP, not_(year(2023)), without("Kenji")),
            tags=(LOGICAL, *LEARNER),
        ),
        Step(
            "How many of them was dinners?",
            ANY,
            Those(kind("Dinner")),
            tags=(QUANTITATIVE, COREFERENCED, *LEARNER),
        ),
        Step(
            "Kenji was with me in Tokyo in 2016, yes?",
            ANY,
            Verdict(exists(every(city("Tokyo"), year(2016), with_("Kenji")))),
            tags=(VERIFICATION, *LEARNER),
        ),
    ),
    talk(
        "a christmas bottle for mom",
        Step(
            "getting my mom a bottle for christmas have i had more pinot noir or malbek",
            ANY,
            Compare((("pinot noir", every(WINE, PINOT)), ("malbec", every(WINE, MALBEC)))),
            tags=(COMPARATIVE, *TEEN, TYPO),
        ),
        Step(
            "show me the pinot noirs and malbecs from france or argentina",
            ANY,
            every(WINE, either(PINOT, MALBEC), either(country("FR"), country("AR"))),
            tags=(LOGICAL, *TEEN),
        ),
    ),
    talk(
        "the last trip to Lecce",
        Step("When was my most recent trip to Lecce?", ANY, Best("itemDate", among=LECCE_TRIP), tags=(SIMPLE, *RETIREE)),
        Step("And who came along with me on that one?", ANY, Detail("who"), tags=(COREFERENCED, *RETIREE)),
    ),
    talk(
        "food never tried",
        Step("hve i ever had korean food", ANY, Verdict(exists(has_field("cuisine", "korean"))), tags=(VERIFICATION, *PARENT_TYPO)),
        Step("moroccan?", ANY, Verdict(exists(has_field("cuisine", "moroccan"))), tags=(VERIFICATION, ELLIPSIS, *PARENT)),
    ),
    talk(
        "that restaurant in Nafplio",
        Step(
            "What was the name of that restaurent we liked so much?",
            ANY,
            Clarify(),
            tags=(CLARIFICATION, *LEARNER, TYPO),
        ),
        Step(
            "The one in Nafplio, with Elena, in this summer.",
            ANY,
            every(FOOD, city("Nafplio"), with_("Elena"), SUMMER_2026),
            tags=(ELLIPSIS, LOGICAL, *LEARNER),
        ),
        Step(
            "Did I gave it five stars?",
            ANY,
            Verdict(exists(every(FOOD, city("Nafplio"), with_("Elena"), SUMMER_2026, FIVE_STARS))),
            tags=(VERIFICATION, COREFERENCED, *LEARNER),
        ),
    ),
    talk(
        "science for a school trip",
        Step("which science stuff did i rate 5", ANY, Clarify(("book", "museum")), tags=(CLARIFICATION, *TEEN)),
        Step("the museums", ANY, every(MUSEUM, kind("Science"), FIVE_STARS), tags=(ELLIPSIS, *TEEN)),
        Step("which of those werent with mary", ANY, Those(with_("Mary"), keep=False), tags=(LOGICAL, COREFERENCED, *TEEN)),
    ),
    talk(
        "the longest one",
        Step("whats the longst one", ANY, Clarify(), tags=(CLARIFICATION, QUANTITATIVE, *PARENT_TYPO)),
        Step("bike rides", ANY, Best("distance", among=BIKE_RIDE), tags=(ELLIPSIS, QUANTITATIVE, *PARENT)),
    ),
    talk(
        "Japan or Greece again",
        Step(
            "For our next holiday I am torn between Japan and Greece. Have I made more trips to Japan or to Greece?",
            ANY,
            Compare((("Japan", every(TRAVEL, JP)), ("Greece", every(TRAVEL, GR)))),
            tags=(COMPARATIVE, *RETIREE),
        ),
        Step(
            "Was Mary with me on every one of the Greek trips?",
            ANY,
            Verdict(lambda items: all(with_("Mary")(i) for i in items if TRAVEL(i) and GR(i))),
            tags=(VERIFICATION, *RETIREE),
        ),
    ),
)
