"""Batch 17: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. The theme is books and activities: lengths,
distances, durations, climbing and pages with their units, longest/shortest, totals and averages per
year, and/or/not combinations, and yes/no checks about one item or a group. Each turn is tagged with its
question types (CSQA's: simple, coreferenced, ellipsis, logical, quantitative, comparative, verification,
clarification) and the traits of the user who types it; each conversation with its persona: a runner and
cyclist tracking training, a bookworm, a terse user typing fragments, a lowercase user without
punctuation."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

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
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    number,
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
    LOWERCASE,
    PERSONAS,
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

ATHLETE, BOOKWORM = "runner-cyclist", "bookworm"
TAGS = (*QUESTION_TYPES, *PERSONAS, ATHLETE, BOOKWORM)

ANY = ANY_INTENT
HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
SKI, BIKE = category("Activity", "Ski"), category("Activity", "Bike ride")
BOOK, NOVEL, BIOGRAPHY = category("Book"), category("Book", "Novel"), category("Book", "Biography")
POETRY, POP_SCIENCE, HISTORY_BOOK = category("Book", "Poetry"), category("Book", "Popular science"), category("Book", "History")
US, JP, GR = country("US"), country("JP"), country("GR")


def any_of(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def by(author: str) -> Predicate:
    return every(BOOK, has_field("author", author))


def item_id(ident: str) -> Predicate:
    return lambda i: i["_id"] == ident


def months(*numbers: int) -> Predicate:
    return lambda i: i["itemDate"].month in numbers


def author_of(items: Sequence[Item]) -> str:
    (book,) = items
    return str(book["fields"]["author"])


# Meteorological seasons; the counts used below (hikes 2016: 2 vs 3, walks 2017: 1 vs 6) are the same
# with astronomical ones (equinox to solstice).
SPRING, AUTUMN = months(3, 4, 5), months(9, 10, 11)
LAST_YEAR = year(2025)  # the harness's clock is 29 November 2026
LONGEST_BIKE_RIDE = "scrapbook-01976"  # 78.6 km around Berkeley, 2023, with James and Ben
LONGEST_BOOK_2022 = "scrapbook-01661"  # "A Field Guide to Oceans", 632 pages, by Yuko Tanaka
STEEPEST_GREEK_HIKE = "scrapbook-02414"  # 1,330 m near Delphi, 2026, with Mary and Elena


def persona(tag: str, conversation: Conversation) -> Conversation:
    return replace(conversation, tags=(*(t for t in conversation.tags if t != tag), tag))


def athlete(name: str, *steps: Step) -> Conversation:
    return persona(ATHLETE, talk(name, *steps))


def bookworm(name: str, *steps: Step) -> Conversation:
    return persona(BOOKWORM, talk(name, *steps))


def terse(name: str, *steps: Step) -> Conversation:
    return persona(TERSE, talk(name, *steps))


def lowercase(name: str, *steps: Step) -> Conversation:
    return persona(LOWERCASE, talk(name, *steps))


CONVERSATIONS = (
    athlete(
        "b17 kilometres run per year",
        Step("How many kilometres did I run in 2024?", ANY, Answer(total("distance"), every(RUN, year(2024))), (QUANTITATIVE, ATHLETE)),
        Step(
            "Did I go running more often in 2024 or in 2025?",
            ANY,
            Compare((("2024", every(RUN, year(2024))), ("2025", every(RUN, year(2025))))),
            (COMPARATIVE, ATHLETE),
        ),
    ),
    athlete(
        "b17 long bike rides",
        Step("show me my bike rides over 60 km", ANY, every(BIKE, number("distance", ">", 60)), (SIMPLE, ATHLETE)),
        Step("which of thsoe was the longest?", ANY, Best("distance"), (COREFERENCED, QUANTITATIVE, ATHLETE, TYPO)),
        Step("who came along on that one?", ANY, Detail("who"), (COREFERENCED, ATHLETE)),
        Step(
            "Was it in Napa Valley?",
            ANY,
            Verdict(exists(every(item_id(LONGEST_BIKE_RIDE), lambda i: i["place"]["region"] == "Napa Valley"))),
            (VERIFICATION, COREFERENCED, ATHLETE),
        ),
    ),
    athlete(
        "b17 climbing and durations",
        Step("Which hike had the most climbing?", ANY, Best("elevation", among=HIKE), (QUANTITATIVE, ATHLETE)),
        Step("avg duration of my runs in 2023?", ANY, Answer(mean("duration"), every(RUN, year(2023))), (QUANTITATIVE, ATHLETE, TYPO)),
        Step("and walks", ANY, Answer(mean("duration"), every(WALK, year(2023))), (ELLIPSIS, QUANTITATIVE, ATHLETE)),
        Step(
            "any walk longer than 150 minutes that year?",
            ANY,
            Verdict(exists(every(WALK, year(2023), number("duration", ">", 150)))),
            (VERIFICATION, COREFERENCED, ATHLETE),
        ),
    ),
    athlete(
        "b17 runs far and wide",
        Step("my five longst runs", ANY, Top("distance", 5, RUN), (QUANTITATIVE, ATHLETE, TYPO)),
        Step("Runs over 15 km outside the US?", ANY, every(RUN, number("distance", ">", 15), not_(US)), (LOGICAL, ATHLETE)),
        Step(
            "In how many different countries have I gone running?",
            ANY,
            Answer(distinct_places("country"), RUN),
            (QUANTITATIVE, ATHLETE),
        ),
        Step(
            "runs with Tom but not with Mary in 2018",
            ANY,
            every(RUN, with_("Tom"), without("Mary"), year(2018)),
            (LOGICAL, ATHLETE),
        ),
        Step(
            "how many of them were in Berkeley?",
            ANY,
            Those(city("Berkeley")),
            (COREFERENCED, QUANTITATIVE, ATHLETE),
        ),
    ),
    athlete(
        "b17 hikes or rides without Mary",
        Step(
            "hikes or bike rides in 2024 except the ones with Mary",
            ANY,
            every(any_of(HIKE, BIKE), year(2024), without("Mary")),
            (LOGICAL, ATHLETE),
        ),
        Step("which ones were under 20km?", ANY, Those(number("distance", "<", 20)), (COREFERENCED, ATHLETE, TYPO)),
        Step(
            "total km for those",
            ANY,
            Answer(total("distance"), every(any_of(HIKE, BIKE), year(2024), without("Mary"), number("distance", "<", 20))),
            (QUANTITATIVE, COREFERENCED, ATHLETE),
        ),
    ),
    athlete(
        "b17 spring or autumn",
        Step(
            "Did I hike more in spring or autumn 2016?",
            ANY,
            Compare((("spring", every(HIKE, year(2016), SPRING)), ("autumn", every(HIKE, year(2016), AUTUMN)))),
            (COMPARATIVE, ATHLETE),
        ),
        Step(
            "what about walks in 2017?",
            ANY,
            Compare((("spring", every(WALK, year(2017), SPRING)), ("autumn", every(WALK, year(2017), AUTUMN)))),
            (ELLIPSIS, COMPARATIVE, ATHLETE),
        ),
    ),
    bookworm(
        "b17 pages in 2022",
        Step(
            "How many pages did I read in 2022 altogether?", ANY, Answer(total("pages"), every(BOOK, year(2022))), (QUANTITATIVE, BOOKWORM)
        ),
        Step(
            "What was the longest book I read that year?",
            ANY,
            Best("pages", among=every(BOOK, year(2022))),
            (COREFERENCED, QUANTITATIVE, BOOKWORM),
        ),
        Step("whos the author?", ANY, Answer(author_of, item_id(LONGEST_BOOK_2022)), (COREFERENCED, BOOKWORM, TYPO)),
    ),
    bookworm(
        "b17 Grace Obi",
        Step("Show me the boks by Grace Obi", ANY, by("Grace Obi"), (SIMPLE, BOOKWORM, TYPO)),
        Step("just the ones with more than 400 pages", ANY, Those(number("pages", ">", 400)), (ELLIPSIS, BOOKWORM)),
        Step(
            "Is any of them a biography?",
            ANY,
            Verdict(exists(every(by("Grace Obi"), number("pages", ">", 400), BIOGRAPHY))),
            (VERIFICATION, COREFERENCED, BOOKWORM),
        ),
        Step(
            "Did I read more of her popular science or her novels?",
            ANY,
            Compare((("popular science", every(by("Grace Obi"), POP_SCIENCE)), ("novel", every(by("Grace Obi"), NOVEL)))),
            (COMPARATIVE, COREFERENCED, BOOKWORM),
        ),
    ),
    bookworm(
        "b17 long novels and biographies",
        Step(
            "novels or biographies over 500 pages that arent by Nina Petrova",
            ANY,
            every(any_of(NOVEL, BIOGRAPHY), number("pages", ">", 500), not_(has_field("author", "Nina Petrova"))),
            (LOGICAL, BOOKWORM, TYPO),
        ),
        Step("Which is the shortest of those?", ANY, Best("pages", highest=False), (COREFERENCED, QUANTITATIVE, BOOKWORM)),
        Step("what year did I read it?", ANY, Detail("year"), (COREFERENCED, BOOKWORM)),
    ),
    bookworm(
        "b17 did I ever read",
        Step(
            "Have I ever read anything by Omar Said longer than 600 pgs?",
            ANY,
            Verdict(exists(every(by("Omar Said"), number("pages", ">", 600)))),
            (VERIFICATION, BOOKWORM, TYPO),
        ),
        Step("Did I read any poetry last year?", ANY, Verdict(exists(every(POETRY, LAST_YEAR))), (VERIFICATION, BOOKWORM)),
        Step("ok, show me all my poetry then", ANY, POETRY, (SIMPLE, BOOKWORM)),
    ),
    bookworm(
        "b17 two authors",
        Step(
            "Who have I read more of, Nina Petrova or Marco Bellini?",
            ANY,
            Compare((("Nina Petrova", by("Nina Petrova")), ("Marco Bellini", by("Marco Bellini")))),
            (COMPARATIVE, BOOKWORM),
        ),
        Step(
            "books by Lena Fischer or Yuko Tanaka, excluding novels",
            ANY,
            every(any_of(has_field("author", "Lena Fischer"), has_field("author", "Yuko Tanaka")), BOOK, not_(NOVEL)),
            (LOGICAL, BOOKWORM),
        ),
    ),
    terse(
        "b17 terse hikes 2016",
        Step("hikes 2016", ANY, every(HIKE, year(2016)), (SIMPLE, TERSE)),
        Step("longest?", ANY, Best("distance"), (ELLIPSIS, QUANTITATIVE, TERSE)),
        Step("rating?", ANY, Detail("rating"), (ELLIPSIS, COREFERENCED, TERSE)),
    ),
    terse(
        "b17 terse rides with Ben",
        Step("bike rides w/ Ben", ANY, every(BIKE, with_("Ben")), (SIMPLE, TERSE, TYPO)),
        Step("2020 only", ANY, every(BIKE, with_("Ben"), year(2020)), (ELLIPSIS, TERSE)),
        Step(
            "total kms",
            ANY,
            Answer(total("distance"), every(BIKE, with_("Ben"), year(2020))),
            (QUANTITATIVE, ELLIPSIS, TERSE, TYPO),
        ),
    ),
    terse(
        "b17 terse history",
        Step("history 2019", ANY, Clarify(("book", "museum")), (CLARIFICATION, TERSE)),
        Step("books", ANY, every(HISTORY_BOOK, year(2019)), (ELLIPSIS, TERSE)),
    ),
    terse(
        "b17 terse hike totals",
        Step("total for hikes 2023", ANY, Clarify(("distance", "duration", "elevation")), (CLARIFICATION, QUANTITATIVE, TERSE)),
        Step("elevation", ANY, Answer(total("elevation"), every(HIKE, year(2023))), (ELLIPSIS, QUANTITATIVE, TERSE)),
    ),
    lowercase(
        "b17 lowercase greece",
        Step("what did i do there", ANY, Clarify(), (CLARIFICATION, LOWERCASE)),
        Step("hikes in grece", ANY, every(HIKE, GR), (SIMPLE, LOWERCASE, TYPO)),
        Step("which one had the most climbing", ANY, Best("elevation"), (COREFERENCED, QUANTITATIVE, LOWERCASE)),
        Step(
            "was elena with me on that one",
            ANY,
            Verdict(exists(every(item_id(STEEPEST_GREEK_HIKE), with_("Elena")))),
            (VERIFICATION, COREFERENCED, LOWERCASE),
        ),
    ),
    lowercase(
        "b17 lowercase skiing",
        Step("did i ever go sking in japan", ANY, Verdict(exists(every(SKI, JP))), (VERIFICATION, LOWERCASE, TYPO)),
        Step("how many ski days did i have in 2021", ANY, every(SKI, year(2021)), (QUANTITATIVE, LOWERCASE)),
        Step(
            "more ski days in 2021 or 2022",
            ANY,
            Compare((("2021", every(SKI, year(2021))), ("2022", every(SKI, year(2022))))),
            (COMPARATIVE, LOWERCASE),
        ),
        Step("the 2021 ones without mary", ANY, every(SKI, year(2021), without("Mary")), (LOGICAL, ELLIPSIS, LOWERCASE)),
    ),
    lowercase(
        "b17 lowercase averages",
        Step("whats the average for my runs", ANY, Clarify(("distance", "duration")), (CLARIFICATION, QUANTITATIVE, LOWERCASE, TYPO)),
        Step("distance", ANY, Answer(mean("distance"), RUN), (ELLIPSIS, QUANTITATIVE, LOWERCASE)),
    ),
    lowercase(
        "b17 lowercase nothing yet",
        Step("who was i with", ANY, Clarify(), (CLARIFICATION, LOWERCASE)),
        Step("the longest one", ANY, Clarify(), (CLARIFICATION, LOWERCASE)),
        Step("the longest book ive ever read", ANY, Best("pages", among=BOOK), (QUANTITATIVE, LOWERCASE, TYPO)),
    ),
)
