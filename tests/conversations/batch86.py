"""Batch 86: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a reader and culture lover asking
about their books (novels, biographies, history, popular science, poetry, reference: authors, pages,
the thickest and the shortest, how many books by one author, whether anyone read one with them) and
their museum visits (art, history, science and natural history museums: exhibitions, cities, who
came along), mixed with what they did around them on trips (Vienna, Amsterdam, Barcelona, Jaipur,
Japan, Australia). Follow-ups on one book or museum ("who wrote it", "what was the exhibition",
"when did i read that one", "who was coming with me", "how many nights was that trip"), counts,
totals and averages of pages, comparisons ("more novels or biographies in 2022", "more art museums
or science museums", "are my novels longer on average than my popular science books"), yes/no
checks ("anything by Omar Said in 2023?", "was kenji at eithr of them", "Mary was with me there?"),
negations ("books this year that arent novels", "museum visits in 2022 without mary", "and without
him"), and ellipsis ("and in 2021?", "2025?", "what about poetry?", "and bellni's?"). Four
clarifications, each answered in the next turn: "the history ones from 2023" (history books or
history museums), "museums I have visited with him this year" (no one talked about yet), and two
titles the sample holds twice by different authors ("Nina: A Life", "Memory and Other Poems").
Personas: a chatty reader, a terse one, a lowercase one, a non-native speaker, and 20 typo turns
("biograhpies", "avrage", "anythign", "eithr", "Wich", "lena fisher", "bellni's", "thikest",
"togther", "natual", "musems", "exhibtion", "wiens", "kyotto", "auther", "sceince", "refrence",
"diffrent", "exibition", "averge"). The questions are asked on 29 November 2026."""

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
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    more,
    most_common_place,
    number,
    since,
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

BOOK, MUSEUM, WINE = category("Book"), category("Museum"), category("Drink", "Wine")
NOVEL, BIOGRAPHY, POETRY = (category("Book", t) for t in ("Novel", "Biography", "Poetry"))
POP_SCIENCE, REFERENCE = (
    category("Book", "Popular science"),
    category("Book", "Reference"),
)
HISTORY_BOOK, HISTORY_MUSEUM = (
    category("Book", "History"),
    category("Museum", "History"),
)
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
NATURAL_HISTORY = category("Museum", "Natural history")
JP, IN = country("JP"), country("IN")
SINCE_2020 = since(datetime(2020, 1, 1))
SUMMER_2018 = between(datetime(2018, 6, 1), datetime(2018, 9, 1))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def by(author: str) -> Predicate:
    return lambda i: i["category"] == "Book" and i["fields"].get("author") == author


def pages_over(value: int) -> Predicate:
    return number("pages", ">", value)


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def rating_of(items: Sequence[Item]) -> float:
    (item,) = items
    return item["rating"]


def holds_for(item_id: str, predicate: Predicate):
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def rated_higher(first: str, second: str):
    """Whether the item `first` got more stars than the item `second`."""

    def holds(items: Sequence[Item]) -> bool:
        stars = {i["_id"]: i["rating"] for i in items}
        return stars[first] > stars[second]

    return holds


def longer_on_average(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"]["pages"] for i in items if first(i)]
        b = [i["fields"]["pages"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def anyone_with(i: Item) -> bool:
    return bool(i["who"])


BIOS_2021 = every(BIOGRAPHY, year(2021))
LENA_A_LIFE_REYES = the("scrapbook-01613")  # Lena: A Life, Tomas Reyes, 596 pages (2021)
TOMAS_REYES = by("Tomas Reyes")
OMAR_SAID_2025 = every(by("Omar Said"), year(2025))
HISTORY_BOOKS_2023 = every(HISTORY_BOOK, year(2023))
HISTORY_MUSEUMS_2023 = every(HISTORY_MUSEUM, year(2023))
MUSEUMS_2026 = every(MUSEUM, year(2026))
NINA_A_LIFE_FISCHER = "scrapbook-01651"  # Nina: A Life by Lena Fischer, 476 pages, rated 3
NINA_A_LIFE_CARTER = "scrapbook-01657"  # Nina: A Life by Sam Carter, 156 pages, rated 5
MEMORY_POEMS_SAID = the("scrapbook-01663")  # Memory and Other Poems by Omar Said, 268 pages
MEMORY_POEMS_BELLINI = the("scrapbook-01732")  # Memory and Other Poems by Marco Bellini, 496 pages
THICKEST_POETRY = "scrapbook-02008"  # Island and Other Poems, Ada Winter, 608 pages, 2024
BOOKS_2026 = every(BOOK, year(2026))
VIENNA = city("Vienna")
VIENNA_ART_LEAST = "scrapbook-01475"  # Vienna Art Museum, rated 2, alone
AMSTERDAM_MUSEUMS = every(MUSEUM, city("Amsterdam"))
AMSTERDAM_NATURAL_HISTORY = the("scrapbook-01633")  # Silk Roads, with Tom and James
AMSTERDAM_TRAIN = the("scrapbook-01622")  # Train journey to Amsterdam, 11 nights
BARCELONA_SUMMER_2018 = every(city("Barcelona"), SUMMER_2018)
JAPAN_MUSEUMS_2023 = every(MUSEUM, JP, year(2023))
THICKEST_2025 = the("scrapbook-02187")  # Why Cities Matter, Nina Petrova, 592 pages
MUSEUMS_2022 = every(MUSEUM, year(2022))
JAIPUR_HISTORY = the("scrapbook-02056")  # Jaipur History Museum, Impressionist Light, Mary Chloé James
JAIPUR_FLIGHT = the("scrapbook-02036")  # Flight to Jaipur, 12 nights
LONG_NOVELS_2024 = every(NOVEL, pages_over(400), year(2024))
LONG_NOVELS_2025 = every(NOVEL, pages_over(400), year(2025))

CONVERSATIONS = (
    talk(
        "b86 novels or biographies, 2022 then 2021",
        step(
            "I've been trying to remember my reading in 2022 - did I get through more novels or biographies that year?",
            Compare(
                (
                    ("novel", every(NOVEL, year(2022))),
                    ("biograph", every(BIOGRAPHY, year(2022))),
                )
            ),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "and in 2021?",
            Compare((("novel", every(NOVEL, year(2021))), ("biograph", BIOS_2021))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "ok, show me the biograhpies from 2021 then",
            BIOS_2021,
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step("which one was thicker?", Best("pages"), COREFERENCED),
        step(
            "who wrote it?",
            Answer(field_of("author"), LENA_A_LIFE_REYES),
            COREFERENCED,
            TERSE,
        ),
    ),
    talk(
        "b86 everything by tomas reyes",
        step(
            "how many books by tomas reyes have i read",
            TOMAS_REYES,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "which of them are over 500 pages",
            Those(pages_over(500)),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "whats the avrage length of his books",
            Answer(mean("pages"), TOMAS_REYES),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did i read anything of his in 2023",
            Verdict(exists(every(TOMAS_REYES, year(2023)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b86 omar said, yes or no",
        step(
            "anythign by Omar Said in 2023?",
            Verdict(exists(every(by("Omar Said"), year(2023)))),
            VERIFICATION,
            TERSE,
            TYPO,
        ),
        step("2025?", Verdict(exists(OMAR_SAID_2025)), VERIFICATION, ELLIPSIS, TERSE),
        step("list them", OMAR_SAID_2025, COREFERENCED, TERSE, LOWERCASE),
        step(
            "shortest?",
            Best("pages", highest=False),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b86 the history ones from 2023",
        step(
            "show me the history ones from 2023 pls",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step("books", HISTORY_BOOKS_2023, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "how many pages altogether",
            Answer(total("pages"), HISTORY_BOOKS_2023),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("what about the museums", HISTORY_MUSEUMS_2023, ELLIPSIS, LOWERCASE),
        step(
            "was kenji at eithr of them",
            Verdict(exists(every(HISTORY_MUSEUMS_2023, with_("Kenji")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b86 museums with him this year",
        step(
            "Which museums I have visited with him this year?",
            Clarify(),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "With James I mean",
            every(MUSEUMS_2026, with_("James")),
            CLARIFICATION,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "And without him, how many?",
            every(MUSEUMS_2026, without("James")),
            LOGICAL,
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "In which country were the ones with James?",
            Answer(most_common_place("country"), every(MUSEUMS_2026, with_("James"))),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b86 stars for Nina: A Life",
        step(
            "Quick one before I lend it to my sister: how many stars did I give Nina: A Life?",
            Clarify(),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "the one by lena fisher",
            Answer(rating_of, the(NINA_A_LIFE_FISCHER)),
            CLARIFICATION,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so the Sam Carter one was the better of the two?",
            Verdict(rated_higher(NINA_A_LIFE_CARTER, NINA_A_LIFE_FISCHER)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b86 two books called memory and other poems",
        step(
            "how many pages did memory and other poems have",
            Clarify(),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "omar said's one",
            Answer(field_of("pages"), MEMORY_POEMS_SAID),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and bellni's?",
            Answer(field_of("pages"), MEMORY_POEMS_BELLINI),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b86 poetry shelf",
        step("what poetry have i read", POETRY, SIMPLE, LOWERCASE),
        step(
            "anything by ada winter in there?",
            Verdict(exists(every(POETRY, by("Ada Winter")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "whats the thikest of the poetry books",
            Best("pages", among=POETRY),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step("when did i read that one", Detail("year"), COREFERENCED, LOWERCASE),
        step(
            "did i read it with anyone",
            Verdict(holds_for(THICKEST_POETRY, anyone_with)),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b86 this year's books that aren't novels",
        step(
            "books this year that arent novels",
            every(BOOKS_2026, not_(NOVEL)),
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "how many pages is that all togther",
            Answer(total("pages"), every(BOOKS_2026, not_(NOVEL))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and for the novels?",
            Answer(total("pages"), every(BOOKS_2026, NOVEL)),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b86 art or science museums",
        step(
            "Have I been to more art museums or science museums overall? I feel like it's art but I'm honestly not sure",
            Compare((("art", ART_MUSEUM), ("science", SCIENCE_MUSEUM))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "What about since 2020?",
            Compare(
                (
                    ("art", every(ART_MUSEUM, SINCE_2020)),
                    ("science", every(SCIENCE_MUSEUM, SINCE_2020)),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
        ),
        step(
            "and natual history ones since then, how many?",
            every(NATURAL_HISTORY, SINCE_2020),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b86 the Vienna trip",
        step("What I did in Vienna?", VIENNA, SIMPLE, NON_NATIVE),
        step("Only the museums please", Those(MUSEUM), COREFERENCED, NON_NATIVE),
        step(
            "Wich one I liked the least?",
            Best("rating", highest=False),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Mary was with me there?",
            Verdict(holds_for(VIENNA_ART_LEAST, with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b86 Amsterdam museums",
        step(
            "which musems did we go to in amsterdam",
            AMSTERDAM_MUSEUMS,
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the natural history one",
            Those(NATURAL_HISTORY),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "what was the exhibtion",
            Answer(field_of("exhibition"), AMSTERDAM_NATURAL_HISTORY),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many nights was that trip",
            Answer(field_of("nights"), AMSTERDAM_TRAIN),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b86 Barcelona in summer 2018",
        step(
            "Thinking back to Barcelona in the summer of 2018, what did we get up to there?",
            BARCELONA_SUMMER_2018,
            SIMPLE,
            CHATTY,
        ),
        step("just the museums", Those(MUSEUM), COREFERENCED, TERSE, LOWERCASE),
        step(
            "what was the average rating of those",
            Answer(mean("rating"), every(BARCELONA_SUMMER_2018, MUSEUM)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and the wiens on that trip?",
            every(BARCELONA_SUMMER_2018, WINE),
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b86 Japan museums in 2023",
        step("museums in japan in 2023", JAPAN_MUSEUMS_2023, SIMPLE, TERSE, LOWERCASE),
        step(
            "which ones were in kyotto",
            Those(city("Kyoto")),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and tokyo?",
            every(JAPAN_MUSEUMS_2023, city("Tokyo")),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so how many cities did i see museums in over there that year",
            Answer(distinct_places("city"), JAPAN_MUSEUMS_2023),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b86 the thickest book of 2025",
        step(
            "thickest book i read in 2025",
            Best("pages", among=every(BOOK, year(2025))),
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "who's the auther?",
            Answer(field_of("author"), THICKEST_2025),
            COREFERENCED,
            TERSE,
            TYPO,
        ),
        step(
            "how many books of hers have i read in total",
            by("Nina Petrova"),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "is that more than grace obi?",
            Verdict(more(by("Nina Petrova"), by("Grace Obi"))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b86 science books, poetry, reference in 2023",
        step(
            "how many popular sceince books in 2023",
            every(POP_SCIENCE, year(2023)),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("what about poetry?", every(POETRY, year(2023)), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "and refrence books",
            every(REFERENCE, year(2023)),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b86 museums of 2022 without mary",
        step(
            "museum visits in 2022 without mary",
            every(MUSEUMS_2022, without("Mary")),
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "in how many diffrent cities",
            Answer(distinct_places("city"), every(MUSEUMS_2022, without("Mary"))),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the ones with her",
            every(MUSEUMS_2022, with_("Mary")),
            LOGICAL,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b86 Jaipur museums",
        step("Show me museums in India", every(MUSEUM, IN), SIMPLE, NON_NATIVE),
        step(
            "The history one, what exibition it had?",
            Answer(field_of("exhibition"), JAIPUR_HISTORY),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
        step("Who was coming with me?", Detail("who"), COREFERENCED, NON_NATIVE),
        step(
            "How many nights we stayed in Jaipur in that trip?",
            Answer(field_of("nights"), JAIPUR_FLIGHT),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b86 novels against popular science on length",
        step(
            "my friend swears novels always run longer than science books. are my novels longer on average than my popular science books",
            Verdict(longer_on_average(NOVEL, POP_SCIENCE)),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "whats the averge for novels then",
            Answer(mean("pages"), NOVEL),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and biographies?",
            Answer(mean("pages"), BIOGRAPHY),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b86 long novels in 2024 and 2025",
        step("novels over 400 pages in 2024", LONG_NOVELS_2024, LOGICAL, TERSE, LOWERCASE),
        step("and 2025?", LONG_NOVELS_2025, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "so which year had more of them",
            Compare((("2024", LONG_NOVELS_2024), ("2025", LONG_NOVELS_2025))),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
)
