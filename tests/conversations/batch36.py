"""Batch 36: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md.

Theme: a reader and museum-goer. Books by kind, author, pages and rating, the thickest and the
shortest, what was read in a year; museum visits by kind, city and exhibition, who came along, the
museums of one trip; counts and averages by year, comparisons between authors, kinds and years,
yes/no checks, a few questions that must be asked back, some small talk and a recap.

Personas:
- a retired teacher who writes full, polite, sometimes long-winded sentences (chatty);
- a skeptic who double-checks what the assistant says ("really?", "you sure it wasn't ...");
- a lowercase texter without punctuation, often terse;
- a typo-prone phone user; and once a non-native speaker.

Each turn is tagged with its question types (CSQA's: simple, coreferenced, ellipsis, logical,
quantitative, comparative, verification, clarification) and the traits of the user who types it."""

from __future__ import annotations

from collections.abc import Sequence
from statistics import mean as average

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
    every,
    exists,
    kind,
    mean,
    more,
    not_kind,
    number,
    rating,
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
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import ANY_INTENT, talk

SKEPTICAL = "skeptical"
PERSONAS = (CHATTY, SKEPTICAL, LOWERCASE, TYPO, TERSE, NON_NATIVE)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT
BOOK, MUSEUM = category("Book"), category("Museum")
NOVEL, HISTORY_BOOK = category("Book", "Novel"), category("Book", "History")
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")


def by(author: str) -> Predicate:
    return has_field("author", author)


def one_of_kinds(*names: str) -> Predicate:
    return lambda i: i["type"] in names


def count_over(predicate: Predicate, threshold: int) -> Verdict:
    """Yes when more than `threshold` items match."""
    return Verdict(lambda items: sum(map(predicate, items)) > threshold)


def all_of(scope: Predicate, condition: Predicate) -> Verdict:
    """Yes when `scope` selects some items and every one of them meets `condition`."""
    return Verdict(lambda items: any(map(scope, items)) and all(condition(i) for i in items if scope(i)))


def among_longest(scope: Predicate, n: int, author: str) -> Verdict:
    """Yes when one of the `n` books with the most pages among `scope` is by `author`."""

    def holds(items: Sequence[Item]) -> bool:
        ranked = sorted((i for i in items if scope(i)), key=lambda i: i["fields"]["pages"], reverse=True)
        return any(i["fields"]["author"] == author for i in ranked[:n])

    return Verdict(holds)


def rated_higher(first: Predicate, second: Predicate) -> Verdict:
    """Yes when the items of `first` have a higher average rating than those of `second`."""

    def holds(items: Sequence[Item]) -> bool:
        return average(i["rating"] for i in items if first(i)) > average(i["rating"] for i in items if second(i))

    return Verdict(holds)


JAPAN_2023 = every(MUSEUM, country("JP"), year(2023))
DINOSAURS = every(MUSEUM, has_field("exhibition", "Dinosaurs Alive"))
NOT_US: Predicate = lambda i: i["place"]["countryCode"] != "US"  # noqa: E731
POETRY_OR_BIOGRAPHY = every(BOOK, one_of_kinds("Poetry", "Biography"), rating(">=", 4))

CONVERSATIONS = (
    talk(
        "teacher: Nina Petrova's novels, the five-star ones, the longest of them",
        step(
            "Good morning. I have been dusting my bookshelves and it occurred to me to ask you: which novels "
            "by Nina Petrova have I read over the years?",
            every(NOVEL, by("Nina Petrova")),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Thank you kindly. And which of those did I think well enough of to give five stars?",
            Those(rating("==", 5)),
            COREFERENCED,
            CHATTY,
        ),
        step("Of those, which one was the longest?", Best("pages"), COREFERENCED, QUANTITATIVE, CHATTY),
        step("And in what year did I read it?", Detail("year"), COREFERENCED, CHATTY),
    ),
    talk(
        "skeptic: books a year, doubted",
        step("How many books did I read in 2023?", every(BOOK, year(2023)), SIMPLE, QUANTITATIVE, SKEPTICAL),
        step(
            "Really? I'd have sworn it was more than 15.",
            count_over(every(BOOK, year(2023)), 15),
            VERIFICATION,
            COREFERENCED,
            SKEPTICAL,
        ),
        step("ok then how many in 2022", every(BOOK, year(2022)), ELLIPSIS, QUANTITATIVE, SKEPTICAL),
        step(
            "really? i think 2025 had even more",
            Verdict(more(every(BOOK, year(2025)), every(BOOK, year(2022)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            SKEPTICAL,
        ),
    ),
    talk(
        "texter: Barcelona museums, the science ones, the better one",
        step("museums in barcelona", every(MUSEUM, city("Barcelona")), SIMPLE, LOWERCASE, TERSE),
        step("only the science ones", Those(kind("Science")), ELLIPSIS, LOWERCASE, TERSE),
        step(
            "which did i rate higher",
            Best("rating"),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "who was with me that time",
            Detail("who"),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "phone: the longest one, asked back, then books; its stars; the shortest novel",
        step("whats my longst one ever", Clarify(), CLARIFICATION, TYPO, LOWERCASE),
        step("books", Best("pages", among=BOOK), ELLIPSIS, QUANTITATIVE, TERSE),
        step("how many stars did i giv it", Detail("rating"), COREFERENCED, TYPO, LOWERCASE),
        step("and the shortest novle?", Best("pages", highest=False, among=NOVEL), ELLIPSIS, QUANTITATIVE, TYPO),
    ),
    talk(
        "teacher: the museums of the 2023 Japan trip, the art ones, Kenji",
        step(
            "My granddaughter is going to Japan soon and it set me reminiscing. Which museums did I visit on my trip there in 2023?",
            JAPAN_2023,
            SIMPLE,
            CHATTY,
        ),
        step("How many of those were art museums?", Those(kind("Art")), COREFERENCED, QUANTITATIVE, CHATTY),
        step(
            "And was Kenji with me at each of them?",
            all_of(every(JAPAN_2023, kind("Art")), with_("Kenji")),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "texter: Grace Obi against Marco Bellini, then novels only",
        step(
            "did i read more grace obi or marco bellini",
            Compare((("Grace Obi", every(BOOK, by("Grace Obi"))), ("Marco Bellini", every(BOOK, by("Marco Bellini"))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and just counting novels",
            Compare((("Grace Obi", every(NOVEL, by("Grace Obi"))), ("Marco Bellini", every(NOVEL, by("Marco Bellini"))))),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "skeptic: Florence museums and who came along",
        step("Which museums did I go to in Florence?", every(MUSEUM, city("Florence")), SIMPLE, SKEPTICAL),
        step(
            "Was Luca there for all of them?",
            all_of(every(MUSEUM, city("Florence")), with_("Luca")),
            VERIFICATION,
            COREFERENCED,
            SKEPTICAL,
        ),
        step(
            "Realy? I thought James came along in Florence.",
            Verdict(exists(every(MUSEUM, city("Florence"), with_("James")))),
            VERIFICATION,
            TYPO,
            SKEPTICAL,
        ),
    ),
    talk(
        "phone: history stuff of 2022, asked back; the books; their pages",
        step("show me my hisotry stuff from 2022", Clarify(("book", "museum")), CLARIFICATION, TYPO, LOWERCASE),
        step("the books", every(HISTORY_BOOK, year(2022)), ELLIPSIS, TERSE),
        step(
            "how many pages all togther",
            Answer(total("pages"), every(HISTORY_BOOK, year(2022))),
            QUANTITATIVE,
            COREFERENCED,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "teacher: museums of 2019, their average rating, 2022 busier?",
        step(
            "Would you be so kind as to tell me how many museums I visited in 2019?",
            every(MUSEUM, year(2019)),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And what was my averge rating for those visits?",
            Answer(mean("rating"), every(MUSEUM, year(2019))),
            QUANTITATIVE,
            COREFERENCED,
            TYPO,
            CHATTY,
        ),
        step(
            "I have a feeling 2022 was busier still. Did I visit more museums that year than in 2019?",
            Verdict(more(every(MUSEUM, year(2022)), every(MUSEUM, year(2019)))),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "texter: 2024 books that aren't novels, the long ones",
        step("books from 2024 that arent novels", every(BOOK, year(2024), not_kind("Novel")), LOGICAL, LOWERCASE),
        step("which of them are ovr 400 pages", Those(number("pages", ">", 400)), COREFERENCED, TYPO, LOWERCASE),
    ),
    talk(
        "phone: poetry or biographies rated 4+, any by Ada Winter?",
        step("poetry or biograhpies rated 4 or more", POETRY_OR_BIOGRAPHY, LOGICAL, TYPO, LOWERCASE),
        step(
            "any by ada wintr?",
            Verdict(exists(every(POETRY_OR_BIOGRAPHY, by("Ada Winter")))),
            VERIFICATION,
            ELLIPSIS,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "phone: science stuff of 2021, asked back; the museums",
        step("sceince stuff from 2021", Clarify(("book", "museum")), CLARIFICATION, TYPO, TERSE),
        step("museums", every(SCIENCE_MUSEUM, year(2021)), ELLIPSIS, TERSE),
    ),
    talk(
        "teacher: the three longest history books, Elif Kaya among them?",
        step(
            "Our book club wants something substantial to read next. Could you list my three longest history books, please?",
            Top("pages", 3, HISTORY_BOOK),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Was anything by Elif Kaya among them? I remember her history of cooking being a real doorstop.",
            among_longest(HISTORY_BOOK, 3, "Elif Kaya"),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "texter: museums with Chloé and James, with James but not Chloé, outside the US",
        step("musuems with chloe and james", every(MUSEUM, with_("Chloé", "James")), LOGICAL, TYPO, LOWERCASE),
        step(
            "and the ones with james but not chloe",
            every(MUSEUM, with_("James"), without("Chloé")),
            LOGICAL,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "how many of those were outside the us",
            Those(country("US"), keep=False),
            LOGICAL,
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "phone: art galleries in 2026 and 2025, which year had more",
        step("how many art galeries did i go to in 2026", every(ART_MUSEUM, year(2026)), SIMPLE, QUANTITATIVE, TYPO, LOWERCASE),
        step("and 2025", every(ART_MUSEUM, year(2025)), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "so which yr had more",
            Compare((("2026", every(ART_MUSEUM, year(2026))), ("2025", every(ART_MUSEUM, year(2025))))),
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "teacher: a greeting and a grand total asked back, the pages, a recap",
        step(
            "Hello there, I hope you are keeping well today! I am filling in my diary and need just one figure: "
            "what was my grand total for 2021?",
            Clarify(),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "The pages of the books I read, I mean.",
            Answer(total("pages"), every(BOOK, year(2021))),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Before I go, could you remind me what we have covered so far?", None, CHATTY),
    ),
    talk(
        "skeptic: the Dinosaurs Alive exhibition, any abroad?",
        step(
            "How many times have I seen the Dinosaurs Alive exhibition?",
            DINOSAURS,
            SIMPLE,
            QUANTITATIVE,
            SKEPTICAL,
        ),
        step(
            "That many? Were any of them outside the United States?",
            Verdict(exists(every(DINOSAURS, NOT_US))),
            VERIFICATION,
            COREFERENCED,
            LOGICAL,
            SKEPTICAL,
        ),
    ),
    talk(
        "non-native: average rating of Yuko Tanaka, of Omar Said, who is higher",
        step(
            "what is average raiting i give to books of yuko tanaka",
            Answer(mean("rating"), every(BOOK, by("Yuko Tanaka"))),
            QUANTITATIVE,
            TYPO,
            NON_NATIVE,
            LOWERCASE,
        ),
        step(
            "and for omar said",
            Answer(mean("rating"), every(BOOK, by("Omar Said"))),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
            LOWERCASE,
        ),
        step(
            "so yuko is more high rated than omar, yes?",
            rated_higher(every(BOOK, by("Yuko Tanaka")), every(BOOK, by("Omar Said"))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "texter: museums with her, asked back; mary",
        step("which museums did i go to with her", Clarify(), CLARIFICATION, COREFERENCED, LOWERCASE),
        step("mary", every(MUSEUM, with_("Mary")), ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "teacher: Omar Said's novels, a rating asked back, the most recent one",
        step("Please show me the novels I have read by Omar Said.", every(NOVEL, by("Omar Said")), SIMPLE, CHATTY),
        step("What did I rate it?", Clarify(), CLARIFICATION, COREFERENCED, CHATTY),
        step("The most recent one, I mean.", Best("itemDate"), COREFERENCED, QUANTITATIVE, CHATTY),
    ),
)
