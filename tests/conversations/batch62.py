"""Batch 62: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a reader and drinker looking back:
books by author, genre, pages, rating and year ("the longest novel I ever read", "anything by Tomas
Reyes I rated below 3?", "how many pages last year"), and drinks: wines by colour, grape, country and
region, beers and cocktails by place and rating, in the words a person uses rather than the
collection's own ("bubbly", "reds", "whites", "vino", "brews", "reads", "bios", "page-turner",
"burgundian"); comparisons ("more reds or whites in 2023?"), top and bottom N, yes/no checks ("did I
ever give a Portuguese wine five stars?"), coreference ("who wrote it?", "the second one", "its
author", "of hers", "those"), ellipsis ("and in 2022?", "what about beers?", "this year?"), negation
("not the novels", "apart from the Greek ones", "which ones didnt I really like", "outside the
States"), and requests that are truly ambiguous and should be asked back ("anything by her", "with
him", "whats the average" of books, "the history ones"). Personas: a typo-prone user (15 turns), a
non-native speaker, a terse user, a lowercase user and some chatty turns. The questions are asked on
4 December 2026."""

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
    Predicate,
    Those,
    Top,
    Verdict,
    category,
    country,
    every,
    exists,
    field,
    mean,
    most_common_place,
    rating,
    region,
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
BOOK, NOVEL, BIOGRAPHY = category("Book"), category("Book", "Novel"), category("Book", "Biography")
HISTORY_BOOK = category("Book", "History")
US, PT, AU, GR, IT, FR, JP = (country(c) for c in ("US", "PT", "AU", "GR", "IT", "FR", "JP"))
RED, WHITE, ROSE, SPARKLING = (field("colour", c) for c in ("red", "white", "rosé", "sparkling"))
CABERNET, ZINFANDEL, PRIMITIVO = (every(WINE, field("variety", v)) for v in ("cabernet sauvignon", "zinfandel", "primitivo"))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def by(author: str) -> Predicate:
    return every(BOOK, field("author", author))


def author_of_longest(items: Sequence[Item]) -> str:
    """The author of the book with the most pages among `items` (the sample has no tie for it)."""
    return str(max(items, key=lambda i: i["fields"]["pages"])["fields"]["author"])


def larger_total(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def higher_on_average(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def all_of(among: Predicate, predicate: Predicate):
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


SONOMA_WINES = every(WINE, region("Sonoma Valley"))
TUSCANY_WINES, PUGLIA_WINES = every(WINE, region("Tuscany")), every(WINE, region("Puglia"))
FOREIGN_REDS_2025 = every(WINE, RED, year(2025), not_(US))

CONVERSATIONS = (
    talk(
        "b62 the longest novel",
        step("whats the longest novle ive ever read", Best("pages", among=NOVEL), SIMPLE, TYPO),
        step("Who wrote it?", Answer(author_of_longest, NOVEL), COREFERENCED, TERSE),
        step(
            "Ha, I loved that one. Did its author write anything else that I rated below 3?",
            every(by("Marco Bellini"), rating("<", 3)),
            COREFERENCED,
            LOGICAL,
            CHATTY,
        ),
    ),
    talk(
        "b62 low marks by author",
        step("anythign by tomas reyes i rated below 3?", every(by("Tomas Reyes"), rating("<", 3)), SIMPLE, TYPO),
        step("And Yuko Tanaka?", every(by("Yuko Tanaka"), rating("<", 3)), ELLIPSIS, TERSE),
        step("which of hers got 5 stars", every(by("Yuko Tanaka"), rating("==", 5)), COREFERENCED, ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b62 pages per year",
        step(
            "I feel like I barely read anything last year. How many pages did I actually get through in total?",
            Answer(total("pages"), every(BOOK, year(2025))),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("And in 2022?", Answer(total("pages"), every(BOOK, year(2022))), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "so 2022 was the bigger reading year, rigth?",
            Verdict(larger_total("pages", every(BOOK, year(2022)), every(BOOK, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b62 reds or whites",
        step(
            "More reds or whites in 2023?",
            Compare((("red", every(WINE, RED, year(2023))), ("white", every(WINE, WHITE, year(2023))))),
            COMPARATIVE,
            TERSE,
        ),
        step(
            "This year?",
            Compare((("red", every(WINE, RED, year(2026))), ("white", every(WINE, WHITE, year(2026))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        step("Show me the whites.", every(WINE, WHITE, year(2026)), ELLIPSIS, TERSE),
        step("Apart from the Greek ones.", Those(GR, keep=False), LOGICAL, COREFERENCED, TERSE),
    ),
    talk(
        "b62 portuguese five",
        step(
            "I have ever given five stars to a Portuguese wine?",
            Verdict(exists(every(WINE, PT, rating("==", 5)))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step("Which one it was?", Best("rating", among=every(WINE, PT)), COREFERENCED, NON_NATIVE),
        step("With who I was drinking it?", Detail("who"), COREFERENCED, NON_NATIVE),
        step(
            "And from Australia, there is also one with five?",
            Verdict(exists(every(WINE, AU, rating("==", 5)))),
            ELLIPSIS,
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b62 bubbly",
        step("how many bottles of bubbly have i opened", every(WINE, SPARKLING), SIMPLE, QUANTITATIVE, LOWERCASE),
        step(
            "which town did most of them come from",
            Answer(most_common_place("city"), every(WINE, SPARKLING)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "any of them rated under 3",
            Verdict(exists(every(WINE, SPARKLING, rating("<", 3)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b62 burgundian whites",
        step(
            "show me my burgundian wines",
            every(WINE, region("Burgundy")),
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "Just the whites.",
            Those(WHITE),
            ELLIPSIS,
            TERSE,
        ),
        step(
            "Best one?",
            Best("rating"),
            COREFERENCED,
            TERSE,
        ),
        step("who was i wiht", Detail("who"), COREFERENCED, TYPO),
    ),
    talk(
        "b62 brews abroad",
        step(
            "I'm making a little beer map for a friend, so show me all the brews I had outside the States.",
            every(BEER, not_(US)),
            LOGICAL,
            CHATTY,
        ),
        step("only teh 5 star ones", Those(rating("==", 5)), COREFERENCED, LOGICAL, TYPO),
        step("what about cocktails", every(COCKTAIL, not_(US), rating("==", 5)), ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b62 top reads 2024",
        step("Top 3 reads of 2024.", Top("rating", 3, every(BOOK, year(2024))), SIMPLE, QUANTITATIVE, TERSE),
        step("The second one.", Pick(2), COREFERENCED, TERSE),
        step("how many stras did i give it", Detail("rating"), COREFERENCED, TYPO),
        step(
            "and the bottom 3?",
            Top("rating", 3, every(BOOK, year(2024)), highest=False),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b62 italian regions",
        step(
            "vino from tuscnay",
            TUSCANY_WINES,
            SIMPLE,
            TYPO,
        ),
        step(
            "and from puglia",
            PUGLIA_WINES,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "did the puglia ones score better on avrage than the tuscan ones?",
            Verdict(higher_on_average(PUGLIA_WINES, TUSCANY_WINES)),
            VERIFICATION,
            COMPARATIVE,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b62 cabernet or zinfandel",
        step(
            "I drank more cabernet or more zinfandel?",
            Compare((("cabernet", CABERNET), ("zinfandel", ZINFANDEL))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step("And primitivo, how many I had?", PRIMITIVO, ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        step("From these, which one I liked the least?", Best("rating", highest=False), COREFERENCED, NON_NATIVE),
        step("In which city it was?", Detail("city"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b62 sonoma letdowns",
        step(
            "We're heading back to Sonoma in the spring! Remind me which wines I had there?",
            SONOMA_WINES,
            SIMPLE,
            CHATTY,
        ),
        step(
            "which ones didnt i realy like",
            Those(rating("<", 3)),
            COREFERENCED,
            LOGICAL,
            TYPO,
        ),
        step(
            "was roberto there for both of them",
            Verdict(all_of(every(SONOMA_WINES, rating("<", 3)), with_("Roberto"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b62 anything by her",
        step("anything by her i gave less than 3?", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "Helen Park.",
            every(by("Helen Park"), rating("<", 3)),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "how many pages is that altogther",
            Answer(total("pages"), every(by("Helen Park"), rating("<", 3))),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b62 average of the bios",
        step("Show me my bios.", BIOGRAPHY, SIMPLE, TERSE),
        step("whats the averge", Clarify(("rating", "pages")), CLARIFICATION, TYPO),
        step("Pages.", Answer(mean("pages"), BIOGRAPHY), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE),
    ),
    talk(
        "b62 the history ones",
        step("the history ones from 2023", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("the books", every(HISTORY_BOOK, year(2023)), CLARIFICATION, ELLIPSIS, LOWERCASE),
        step(
            "Hm, I remember one of them being brilliant. Did I give either of them a 5?",
            Verdict(exists(every(HISTORY_BOOK, year(2023), rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b62 wines with him",
        step("Which wines I drank with him in 2018?", Clarify(), CLARIFICATION, NON_NATIVE),
        step("With Tom, I mean.", every(WINE, with_("Tom"), year(2018)), CLARIFICATION, ELLIPSIS, NON_NATIVE),
        step("Of them, how many was rosé?", Those(ROSE), COREFERENCED, QUANTITATIVE, NON_NATIVE),
    ),
    talk(
        "b62 this year's reading",
        step("what have i read so far this year", every(BOOK, year(2026)), SIMPLE, LOWERCASE),
        step("Not the novels.", Those(NOVEL, keep=False), LOGICAL, COREFERENCED, TERSE),
        step("which is the thickst", Best("pages"), COREFERENCED, TYPO),
        step(
            "Now the fun one: what was the longest page-turner I got through this year?",
            Best("pages", among=every(BOOK, year(2026))),
            SIMPLE,
            CHATTY,
            known_failure="first pass: chose ['scrapbook-02309'], expected one of ['scrapbook-02303']; answer: The book other than novels this year (2026) with the longest page is A History of Sleep (560 pages). (I didn't under",
        ),
    ),
    talk(
        "b62 japanese drinks",
        step("cocktials in japan", every(COCKTAIL, JP), SIMPLE, TYPO),
        step("what about beers?", every(BEER, JP), ELLIPSIS, LOWERCASE),
        step("did any of thsoe get a 5", Verdict(exists(every(BEER, JP, rating("==", 5)))), VERIFICATION, COREFERENCED, TYPO),
    ),
    talk(
        "b62 italian or french vino",
        step(
            "Did I have more Itallian or French vino overall?",
            Compare((("Ital", every(WINE, IT)), ("French", every(WINE, FR)))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "and counting only the 5 star ones?",
            Compare((("Ital", every(WINE, IT, rating("==", 5))), ("French", every(WINE, FR, rating("==", 5))))),
            ELLIPSIS,
            COMPARATIVE,
            LOGICAL,
            LOWERCASE,
            known_failure="first pass: reply lacks the counts ['Ital 8', 'French 9']; answer: More French meals: 10 Italian meals and 16 French meals rated 5.",
        ),
    ),
    talk(
        "b62 last year's reds abroad",
        step("reds from last year apart from the american ones", FOREIGN_REDS_2025, LOGICAL, LOWERCASE),
        step("Top 3 of those.", Top("rating", 3, FOREIGN_REDS_2025), COREFERENCED, QUANTITATIVE, TERSE),
    ),
)
