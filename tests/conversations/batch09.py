"""Batch 9: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Its users are terse people who type in
lowercase without punctuation, fast typists who swap or drop letters ("musuems", "waht", "hwo",
"dont", "wasnt") and a few polite, chatty ones. It spreads over drinks, food, books, museums, travel
and activities, and stresses negations worded in several ways ("minus the ones with", "wasnt at",
"didnt come to", "weren't", "outside"), totals and averages of numeric fields with their units,
yes/no questions, comparisons of two counts, and questions the assistant should ask back about."""

from __future__ import annotations

from collections.abc import Sequence

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Item,
    Pick,
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
    more,
    number,
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
    QUANTITATIVE,
    SIMPLE,
    TAGS,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
BOOK, MUSEUM = category("Book"), category("Museum")
HIKE, RUN, BIKE = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Bike ride")
DINNER, LUNCH, BREAKFAST = category("Food", "Dinner"), category("Food", "Lunch"), category("Food", "Breakfast")
TRAIN = category("Travel", "Train journey")
RED = has_field("colour", "red")
ITALIAN_REDS = every(WINE, country("IT"), RED)
NOT_US = lambda i: i["place"]["countryCode"] != "US"  # noqa: E731
BEER_OR_COCKTAIL = lambda i: BEER(i) or COCKTAIL(i)  # noqa: E731
NOVELS_2025 = every(BOOK, kind("Novel"), year(2025))


def pages(i: Item) -> int:
    return int(i["fields"]["pages"])


def longest_novel_of_2025_rated_5(items: Sequence[Item]) -> bool:
    return max((i for i in items if NOVELS_2025(i)), key=pages)["rating"] == 5


def most_pages(items: Sequence[Item]) -> float:
    return max(pages(i) for i in items)


CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "italian reds, tuscany and puglia",
        Step("italian reds", ANY, ITALIAN_REDS, (SIMPLE, TERSE, LOWERCASE)),
        Step("how many from tuscany", ANY, Those(region("Tuscany")), (QUANTITATIVE, ELLIPSIS, TERSE, LOWERCASE)),
        Step("and pugila", ANY, every(ITALIAN_REDS, region("Puglia")), (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE, TYPO)),
        Step(
            "oldest vintage there",
            ANY,
            Best("vintage", highest=False, among=every(ITALIAN_REDS, region("Puglia"))),
            (COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        ),
    ),
    talk(
        "a polite reader's last year",
        Step(
            "Hi! Could you tell me how many books I read last year, please?",
            ANY,
            every(BOOK, year(2025)),
            (SIMPLE, QUANTITATIVE, CHATTY),
        ),
        Step("Lovely, and how many of them were novels?", ANY, Those(kind("Novel")), (COREFERENCED, QUANTITATIVE, CHATTY)),
        Step("Which of those was the longest, if you don't mind?", ANY, Best("pages"), (COREFERENCED, QUANTITATIVE, CHATTY)),
        Step("Oh nice, did I give it five stars?", ANY, Verdict(longest_novel_of_2025_rated_5), (VERIFICATION, COREFERENCED, CHATTY)),
    ),
    talk(
        "museums in japan and spain, typed fast",
        Step("musuems in japan", ANY, every(MUSEUM, country("JP")), (SIMPLE, TERSE, LOWERCASE, TYPO)),
        Step("waht about spain", ANY, every(MUSEUM, country("ES")), (ELLIPSIS, TERSE, LOWERCASE, TYPO)),
        Step("the ones mary wasnt at", ANY, Those(without("Mary")), (LOGICAL, COREFERENCED, LOWERCASE, TYPO)),
        Step(
            "was i ever at an art musem there",
            ANY,
            Verdict(exists(every(MUSEUM, kind("Art"), country("ES")))),
            (VERIFICATION, COREFERENCED, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "dinner ratings japan and greece",
        Step(
            "avg rating dinners japan", ANY, Answer(mean("rating"), every(DINNER, country("JP"))), (SIMPLE, QUANTITATIVE, TERSE, LOWERCASE)
        ),
        Step("greece?", ANY, Answer(mean("rating"), every(DINNER, country("GR"))), (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE)),
        Step(
            "did i have more dinners in japan or greece",
            ANY,
            Compare((("Japan", every(DINNER, country("JP"))), ("Greece", every(DINNER, country("GR"))))),
            (COMPARATIVE, LOWERCASE),
        ),
    ),
    talk(
        "running totals for 2024",
        Step("total km i ran in 2024", ANY, Answer(total("distance"), every(RUN, year(2024))), (SIMPLE, QUANTITATIVE, TERSE, LOWERCASE)),
        Step(
            "and how many minuts did that take altogether",
            ANY,
            Answer(total("duration"), every(RUN, year(2024))),
            (QUANTITATIVE, COREFERENCED, LOWERCASE, TYPO),
        ),
        Step(
            "longest run that yaer",
            ANY,
            Best("distance", among=every(RUN, year(2024))),
            (COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        ),
        Step("where was that", ANY, Detail("city"), (COREFERENCED, TERSE, LOWERCASE)),
    ),
    talk(
        "the longest of 2023, asked back",
        Step("what was my longest in 2023", ANY, Clarify(), (CLARIFICATION, LOWERCASE)),
        Step("books", ANY, Best("pages", among=every(BOOK, year(2023))), (CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE)),
        Step("how many pages", ANY, Answer(most_pages, every(BOOK, year(2023))), (COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE)),
    ),
    talk(
        "hike totals last year, asked back",
        Step(
            "gimme the total for my hkes last year",
            ANY,
            Clarify(("distance", "duration")),
            (CLARIFICATION, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step(
            "distance", ANY, Answer(total("distance"), every(HIKE, year(2025))), (CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE)
        ),
        Step("and elevation", ANY, Answer(total("elevation"), every(HIKE, year(2025))), (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE)),
        Step(
            "did any of them climb more than 1500 m",
            ANY,
            Verdict(exists(every(HIKE, year(2025), number("elevation", ">", 1500)))),
            (VERIFICATION, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "history from 2022, asked back",
        Step("history stuff from 2022 pls", ANY, Clarify(("book", "museum")), (CLARIFICATION, TERSE, LOWERCASE)),
        Step("the museums", ANY, every(category("Museum", "History"), year(2022)), (CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE)),
        Step("which ones didnt mary come to", ANY, Those(without("Mary")), (LOGICAL, COREFERENCED, LOWERCASE, TYPO)),
    ),
    talk(
        "lunches nearby without a location",
        Step("Hello again! Could you show me the lunches I had nearby?", ANY, Clarify(), (CLARIFICATION, CHATTY)),
        Step("Oh sorry, I'm in Prague at the moment.", ANY, every(LUNCH, city("Prague")), (CLARIFICATION, ELLIPSIS, CHATTY)),
        Step(
            "Thank you! Were any of them rated 5?",
            ANY,
            Verdict(exists(every(LUNCH, city("Prague"), rating("==", 5)))),
            (VERIFICATION, COREFERENCED, CHATTY),
        ),
        Step(
            "Lovely, and which ones weren't vegetarian?",
            ANY,
            Those(has_field("cuisine", "vegetarian"), keep=False),
            (LOGICAL, COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "cocktails in tokyo and nara",
        Step(
            "Quick question, did I ever have a cocktail in Tokyo?",
            ANY,
            Verdict(exists(every(COCKTAIL, city("Tokyo")))),
            (VERIFICATION, CHATTY),
        ),
        Step("Oh really, and what about in Nara?", ANY, Verdict(exists(every(COCKTAIL, city("Nara")))), (VERIFICATION, ELLIPSIS, CHATTY)),
        Step("Could you list them for me please?", ANY, every(COCKTAIL, city("Nara")), (COREFERENCED, CHATTY)),
        Step("The second one, please", ANY, Pick(2), (COREFERENCED, CHATTY)),
        Step("Who was I with?", ANY, Detail("who"), (COREFERENCED, CHATTY)),
    ),
    talk(
        "hikes without roberto",
        Step(
            "hikes in 2022 minus the ones with robreto",
            ANY,
            every(HIKE, year(2022), without("Roberto")),
            (SIMPLE, LOGICAL, LOWERCASE, TYPO),
        ),
        Step("same for 2023", ANY, every(HIKE, year(2023), without("Roberto")), (ELLIPSIS, LOGICAL, TERSE, LOWERCASE)),
        Step(
            "how many of those had more than 1000 m of climbing",
            ANY,
            Those(number("elevation", ">", 1000)),
            (QUANTITATIVE, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "breakfasts abroad",
        Step("breakfasts outside the us last year", ANY, every(BREAKFAST, year(2025), NOT_US), (SIMPLE, LOGICAL, TERSE, LOWERCASE)),
        Step("and this year", ANY, every(BREAKFAST, year(2026), NOT_US), (ELLIPSIS, LOGICAL, TERSE, LOWERCASE)),
        Step(
            "so more in 2025 or 2026",
            ANY,
            Compare((("2025", every(BREAKFAST, year(2025), NOT_US)), ("2026", every(BREAKFAST, year(2026), NOT_US)))),
            (COMPARATIVE, ELLIPSIS, TERSE, LOWERCASE),
        ),
    ),
    talk(
        "beers or cocktails in 2023",
        Step("beers or cocktails in 2023", ANY, every(BEER_OR_COCKTAIL, year(2023)), (SIMPLE, LOGICAL, TERSE, LOWERCASE)),
        Step("only the ones rated 4 or mroe", ANY, Those(rating(">=", 4)), (LOGICAL, COREFERENCED, LOWERCASE, TYPO)),
        Step(
            "did i drink any of them with sofia",
            ANY,
            Verdict(exists(every(BEER_OR_COCKTAIL, year(2023), rating(">=", 4), with_("Sofia")))),
            (VERIFICATION, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "hikes, bike rides and runs compared",
        Step(
            "did i go on more hikes or bike rides in 2025",
            ANY,
            Compare((("hike", every(HIKE, year(2025))), ("bike ride", every(BIKE, year(2025))))),
            (COMPARATIVE, LOWERCASE),
        ),
        Step(
            "did i go running more often in 2024 than in 2025",
            ANY,
            Verdict(more(every(RUN, year(2024)), every(RUN, year(2025)))),
            (COMPARATIVE, VERIFICATION, LOWERCASE),
        ),
        Step("hwo many runs in 2025 then", ANY, every(RUN, year(2025)), (QUANTITATIVE, LOWERCASE, TYPO)),
        Step(
            "averge distance of those",
            ANY,
            Answer(mean("distance"), every(RUN, year(2025))),
            (QUANTITATIVE, COREFERENCED, TERSE, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "longest bike rides",
        Step("top 3 longest bike rdies", ANY, Top("distance", 3, BIKE), (SIMPLE, QUANTITATIVE, TERSE, LOWERCASE, TYPO)),
        Step("the 2nd one", ANY, Pick(2), (COREFERENCED, TERSE, LOWERCASE)),
        Step("when was that", ANY, Detail("year"), (COREFERENCED, TERSE, LOWERCASE)),
    ),
    talk(
        "seafood or vegetarian, chatty",
        Step(
            "I'm curious, have I had more seafood or vegetarian dinners over the years?",
            ANY,
            Compare(
                (
                    ("seafood", every(DINNER, has_field("cuisine", "seafood"))),
                    ("vegetarian", every(DINNER, has_field("cuisine", "vegetarian"))),
                )
            ),
            (COMPARATIVE, CHATTY),
        ),
        Step(
            "Interesting! And how about lunches?",
            ANY,
            Compare(
                (
                    ("seafood", every(LUNCH, has_field("cuisine", "seafood"))),
                    ("vegetarian", every(LUNCH, has_field("cuisine", "vegetarian"))),
                )
            ),
            (COMPARATIVE, ELLIPSIS, CHATTY),
        ),
        Step(
            "How many different cities did I have those seafood lunches in?",
            ANY,
            Answer(distinct_places("city"), every(LUNCH, has_field("cuisine", "seafood"))),
            (QUANTITATIVE, COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "train journeys",
        Step("how many countries have i been to by trian", ANY, Answer(distinct_places("country"), TRAIN), (QUANTITATIVE, LOWERCASE, TYPO)),
        Step("total nights on those trips", ANY, Answer(total("nights"), TRAIN), (QUANTITATIVE, COREFERENCED, TERSE, LOWERCASE)),
    ),
)

__all__ = ["CONVERSATIONS", "TAGS"]
