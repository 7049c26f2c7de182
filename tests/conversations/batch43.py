"""Batch 43: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written. Theme: a reader and drinker reviewing their books and drinks
(and a bit of food): favourites and worst, top and bottom N, longest and shortest books, oldest and
newest vintages, earliest and most recent, ties, authors, grapes and countries, averages and totals,
distinct counts, or / and / negations written without apostrophes ("wasnt", "didnt", "except",
"other than", "leaving out"), words the collection does not list ("vino", "reads", "brews"),
comparisons between years and kinds, yes/no checks, narrowing a previous answer, coreference ("those",
"that one", "the same year") and questions that have to be asked back. Personas: a terse user, a
typo-prone user, a non-native speaker and a chatty user, some writing in lowercase without punctuation.
The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

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
    Top,
    Verdict,
    category,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    not_kind,
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
from .suite import talk

PERSONAS = (TERSE, TYPO, NON_NATIVE, CHATTY, LOWERCASE)
TAGS = (*QUESTION_TYPES, *PERSONAS)

WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
DRINK, BOOK, FOOD = category("Drink"), category("Book"), category("Food")
NOVEL = category("Book", "Novel")


def author(name: str) -> Predicate:
    return has_field("author", name)


def not_red(i: Item) -> bool:
    return bool(i["fields"].get("colour") != "red")


def distinct_field(name: str) -> Measure:
    return lambda items: len({i["fields"][name] for i in items})


def most_common_field(name: str) -> Measure:
    def measure(items: Sequence[Item]) -> str:
        (first, n), *rest = Counter(i["fields"][name] for i in items).most_common(2)
        if rest and rest[0][1] == n:
            raise ValueError(f"no single most common {name}")
        return str(first)

    return measure


def author_of_longest(items: Sequence[Item]) -> str:
    longest = max(i["fields"]["pages"] for i in items)
    (only,) = [i for i in items if i["fields"]["pages"] == longest]
    return str(only["fields"]["author"])


def biggest_wine_year_is(wanted: int) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        per_year = Counter(i["itemDate"].year for i in items if WINE(i))
        return max(per_year, key=lambda y: per_year[y]) == wanted and sorted(per_year.values())[-2] < per_year[wanted]

    return holds


def more_pages(larger: int, smaller: int) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        pages: Counter[int] = Counter()
        for i in items:
            if BOOK(i):
                pages[i["itemDate"].year] += i["fields"]["pages"]
        return pages[larger] > pages[smaller]

    return holds


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: all(predicate(i) for i in items if among(i))


SPARKLING = every(WINE, has_field("colour", "sparkling"))
NOVELS_2024 = every(NOVEL, year(2024))
WHITE_ISH_2019 = every(WINE, year(2019), not_red)
ADA = every(BOOK, author("Ada Winter"))
ITALIAN_2025 = every(FOOD, has_field("cuisine", "italian"), year(2025))
NEWEST_VINTAGE = every(WINE, has_field("vintage", 2025))
BEER_OR_COCKTAIL_2024 = every(DRINK, lambda i: i["type"] in ("Beer", "Cocktail"), year(2024))
WINE_2026_NO_ROBERTO = every(WINE, year(2026), without("Roberto"))

CONVERSATIONS = (
    talk(
        "b43 novels of 2024, terse",
        step("novels 2024", NOVELS_2024, SIMPLE, TERSE, LOWERCASE),
        step("avg pages", Answer(mean("pages"), NOVELS_2024), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("top 2", Top("rating", 2, NOVELS_2024), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b43 longest book, typo",
        step("whats the longest book ive ever raed", Best("pages", among=BOOK), SIMPLE, QUANTITATIVE, TYPO, LOWERCASE),
        step("what yaer was that", Detail("year"), COREFERENCED, TYPO, LOWERCASE),
        step("who wrote it", Answer(author_of_longest, BOOK), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b43 2022 against 2024 reading, chatty",
        step(
            "Settling a bet with my sister here: did I read more books in 2022 or in 2024?",
            Compare((("2022", every(BOOK, year(2022))), ("2024", every(BOOK, year(2024))))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Ha, told her so! Out of curiosity, how many different authors was that in 2022?",
            Answer(distinct_field("author"), every(BOOK, year(2022))),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b43 beer or wine by year, terse",
        step(
            "more beer or wine in 2023",
            Compare((("wine", every(WINE, year(2023))), ("beer", every(BEER, year(2023))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "was 2019 my biggest wine year",
            Verdict(biggest_wine_year_is(2019)),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b43 vino of 2025 narrowed, non-native",
        step(
            "Which vino I have drank in 2025?",
            every(WINE, year(2025)),
            SIMPLE,
            NON_NATIVE,
        ),
        step("Only the reds, please.", Those(has_field("colour", "red")), ELLIPSIS, NON_NATIVE),
        step("Just the ones from Italy", Those(country("IT")), ELLIPSIS, NON_NATIVE),
        step(
            "From these, which one has the most old vintage?",
            Best("vintage", highest=False),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b43 bubbly, typo",
        step("how many botles of bubbly have i drunk", SPARKLING, SIMPLE, QUANTITATIVE, TYPO, LOWERCASE),
        step("wich of them got 5 stars", Those(rating("==", 5)), COREFERENCED, TYPO, LOWERCASE),
        step("were they all in france", Verdict(all_of(SPARKLING, country("FR"))), VERIFICATION, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b43 wines that wasnt red, non-native",
        step("wines of 2019 that wasnt red", WHITE_ISH_2019, LOGICAL, NON_NATIVE, LOWERCASE),
        step("leaving out the ones from usa", Those(country("US"), keep=False), LOGICAL, COREFERENCED, NON_NATIVE, LOWERCASE),
        step(
            "what is average rating of them",
            Answer(mean("rating"), every(WHITE_ISH_2019, lambda i: not country("US")(i))),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b43 drinks except wine, terse",
        step("drinks last yr except wine", every(DRINK, year(2025), not_kind("Wine")), LOGICAL, TERSE, LOWERCASE),
        step("just beer", Those(kind("Beer")), ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b43 authors, non-native",
        step("How many different authors I have read until now?", Answer(distinct_field("author"), BOOK), QUANTITATIVE, NON_NATIVE),
        step("Which author I have read the most books from?", Answer(most_common_field("author"), BOOK), SIMPLE, QUANTITATIVE, NON_NATIVE),
        step(
            "What is the average of stars I gave to her books?",
            Answer(mean("rating"), every(BOOK, author("Nina Petrova"))),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b43 ada winter before book club, chatty",
        step(
            "Book club tonight and we're doing Ada Winter AGAIN, ugh. Did I ever actually give one of hers five stars?",
            Verdict(exists(every(ADA, rating("==", 5)))),
            VERIFICATION,
            CHATTY,
        ),
        step("Huh, okay. So how many of her books have I read altogther?", ADA, COREFERENCED, QUANTITATIVE, TYPO, CHATTY),
        step("Which of those were something other than novels?", Those(kind("Novel"), keep=False), LOGICAL, COREFERENCED, CHATTY),
    ),
    talk(
        "b43 history ones asked back",
        step("show me the history ones i gave 5 stars", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("books", every(BOOK, kind("History"), rating("==", 5)), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b43 science ones asked back, typo",
        step("any sience ones from last year?", Clarify(("book", "museum")), CLARIFICATION, TYPO, LOWERCASE),
        step(
            "i meant the reads",
            every(BOOK, kind("Popular science"), year(2025)),
            CLARIFICATION,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b43 it with nothing before, terse",
        step("was it any good", Clarify(), CLARIFICATION, TERSE, LOWERCASE),
        step("the last wine i drank", Best("itemDate", among=WINE), CLARIFICATION, SIMPLE, TERSE, LOWERCASE),
        step(
            "waht did i give it",
            Detail("rating"),
            COREFERENCED,
            TYPO,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b43 books by her with nobody named, chatty",
        step("Remind me, how many books by her did I read?", Clarify(), CLARIFICATION, CHATTY),
        step("Grace Obi, sorry!", every(BOOK, author("Grace Obi")), CLARIFICATION, ELLIPSIS, CHATTY),
        step(
            "Did I read more of hers or of Marco Bellini's?",
            Compare((("Grace Obi", every(BOOK, author("Grace Obi"))), ("Marco Bellini", every(BOOK, author("Marco Bellini"))))),
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b43 oldest vintage and the same year",
        step(
            "oldest vintage ive ever had",
            Best("vintage", highest=False, among=WINE),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "when did i drink it",
            Detail("year"),
            COREFERENCED,
            LOWERCASE,
        ),
        step("what books did i read the same year", every(BOOK, year(2010)), COREFERENCED, LOWERCASE),
        step(
            "and which wines have the newst vintage",
            NEWEST_VINTAGE,
            SIMPLE,
            QUANTITATIVE,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "b43 beers or cocktails, typo",
        step("beers or coktails in 2024?", BEER_OR_COCKTAIL_2024, LOGICAL, TYPO),
        step(
            "were any of those with both mary and james",
            Verdict(exists(every(BEER_OR_COCKTAIL_2024, with_("Mary", "James")))),
            VERIFICATION,
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "wich ones",
            Those(with_("Mary", "James")),
            LOGICAL,
            COREFERENCED,
            TYPO,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b43 wines i didnt have with roberto",
        step("wines this year i didnt have with roberto", WINE_2026_NO_ROBERTO, LOGICAL, LOWERCASE),
        step("how many of them were greek", Those(country("GR")), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b43 pages read per year, typo",
        step("total pages i read in 2025", Answer(total("pages"), every(BOOK, year(2025))), QUANTITATIVE, LOWERCASE),
        step("and 2024", Answer(total("pages"), every(BOOK, year(2024))), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("so 2025 was more rigth", Verdict(more_pages(2025, 2024)), VERIFICATION, COMPARATIVE, COREFERENCED, TYPO, LOWERCASE),
    ),
    talk(
        "b43 chile and argentina, non-native",
        step("I ever drank a wine from Chile?", Verdict(exists(every(WINE, country("CL")))), VERIFICATION, NON_NATIVE),
        step("And from Argentina?", Verdict(exists(every(WINE, country("AR")))), VERIFICATION, ELLIPSIS, NON_NATIVE),
        step(
            "What grape they were?",
            Answer(most_common_field("variety"), every(WINE, country("AR"))),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b43 grapes and countries, typo",
        step("how many diffrent grapes have i tried", Answer(distinct_field("variety"), WINE), QUANTITATIVE, TYPO, LOWERCASE),
        step("and how many countrys did my wines come from", Answer(distinct_places("country"), WINE), QUANTITATIVE, TYPO, LOWERCASE),
    ),
    talk(
        "b43 italian or japanese food, chatty",
        step(
            "Planning a dinner party and can't decide on a theme - have I eaten more Italian or Japanese over the years?",
            Compare(
                (("italian", every(FOOD, has_field("cuisine", "italian"))), ("japanese", every(FOOD, has_field("cuisine", "japanese"))))
            ),
            COMPARATIVE,
            CHATTY,
        ),
        step("Show me the Itallian ones from last year", ITALIAN_2025, ELLIPSIS, TYPO, CHATTY),
    ),
    talk(
        "b43 ales and brews, terse",
        step("earliest ale i logged", Best("itemDate", highest=False, among=BEER), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        step("brews from japan", every(BEER, country("JP")), SIMPLE, TERSE, LOWERCASE),
        step(
            "worst 2 of thoes",
            Top("rating", 2, every(BEER, country("JP")), highest=False),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
            TERSE,
            LOWERCASE,
        ),
    ),
)
