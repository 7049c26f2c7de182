"""Batch 98: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a balanced, ordinary acceptance
batch over every question type, the user mostly looking back at food and drink and at books, with a
few detours to museums, hikes and trips. Italian wines of 2019 and 2022 and where the best of them
was drunk; IPAs against stouts and the beers had outside the United States; the books of Yuko
Tanaka, their average rating and the longest of them; Greek dinners without Mary and with her; the
first Malbec and its rating; meals out in Japan against Greece and the top meals of the 2023 Japan
trip; two Primitivo ratings checked; whether Mary was at every meal in Copenhagen; this year's books
that are not novels against the novels; books read in 2022 against 2023 and 2025 against 2026; the
last cocktail and the last beer; the last and the first oysters; seafood meals in Portugal against
Spain; white wines rated 5 outside Greece; lunches in Spain or Portugal rated 5; this year's
museums; nights away in 2025 and 2026; wine or beer in 2019 and 2023; books by Lena Fischer or
Nina Petrova since 2024; vegetarian meals of 2025 that were not lunches. Clarifications (each
followed by the user's answer): the rating of "the Bodega Clos Malbec 2022" (drunk twice, in Buenos
Aires and in Mendoza), "the average for the books I read this year" (rating or pages), "and without
her?" after dinners with Anna and Sofia (which of the two), and "my biggest hike this year"
(distance or elevation). Personas: a terse one ("and 2022?", "first time?", "where"), a chatty one,
a lowercase one without punctuation, a non-native speaker ("How many books of Yuko Tanaka I have
read?", "Which one is the most long?"), and 15 typo turns ("witout", "avrage", "musems", "whcih",
"raiting", "malbek", "greese", "primitvo", "Copenhagn", "boooks", "cocktial", "oystres", "seafod",
"dinenrs", "nigths"). The questions are asked on 29 November 2026."""

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
    Pick,
    Predicate,
    Those,
    Top,
    Verdict,
    category,
    city,
    country,
    either,
    every,
    exists,
    field,
    holds_for,
    kind,
    mean,
    more,
    not_,
    not_kind,
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
BOOK, FOOD, MUSEUM, TRAVEL = category("Book"), category("Food"), category("Museum"), category("Travel")
DINNER, LUNCH = category("Food", "Dinner"), category("Food", "Lunch")
NOVEL = category("Book", "Novel")
HIKE = category("Activity", "Hike")
IT, GR, JP, US, PT, ES, AU = (country(c) for c in ("IT", "GR", "JP", "US", "PT", "ES", "AU"))
THIS_YEAR = year(2026)

WHITE = field("colour", "white")
SEAFOOD = field("cuisine", "seafood")
VEGETARIAN = field("cuisine", "vegetarian")
OYSTERS = every(FOOD, field("dish", "oysters"))
MALBECS = every(WINE, field("variety", "malbec"))
YUKO_TANAKA = every(BOOK, field("author", "Yuko Tanaka"))
IPAS, STOUTS = every(BEER, title_has("IPA")), every(BEER, title_has("Stout"))
COPENHAGEN_MEALS = every(FOOD, city("Copenhagen"))
BOOKS_2026, BOOKS_2025 = every(BOOK, THIS_YEAR), every(BOOK, year(2025))
HIKES_2026 = every(HIKE, THIS_YEAR)
TRIPS_2025, TRIPS_2026 = every(TRAVEL, year(2025)), every(TRAVEL, THIS_YEAR)
JAPAN_MEALS_2023 = every(FOOD, JP, year(2023))

FIRST_MALBEC = "scrapbook-02144"  # Bodega Rosso Malbec 2024, 15 January 2025, Buenos Aires, rated 4
CLOS_MALBEC_MENDOZA = the("scrapbook-02159")  # Bodega Clos Malbec 2022 in Mendoza, rated 3 (4 in Buenos Aires)
TENUTA_SOL_2019 = "scrapbook-02271"  # Tenuta Sol Primitivo 2019, rated 5
TENUTA_OAK_2019 = "scrapbook-02279"  # Tenuta Oak Primitivo 2019, rated 2 (the 2018 one: 3)
DELPHI_HIKE = "scrapbook-02411"  # the longest hike of 2026 (21.6 km), with Mary; the highest is Calistoga's


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def higher_mean(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether `first`'s items average more on `name` (a field or "rating") than `second`'s."""

    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"].get(name, i.get(name)) for i in items if first(i)]
        b = [i["fields"].get(name, i.get(name)) for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def all_of(predicate: Predicate, test: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether every item `predicate` selects passes `test` (and there is one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if predicate(i)]
        return bool(chosen) and all(test(i) for i in chosen)

    return holds


CONVERSATIONS = (
    talk(
        "b98 italian wines of 2019 and 2022",
        step("italian wines 2019", every(WINE, IT, year(2019)), SIMPLE, TERSE, LOWERCASE),
        step("and 2022?", every(WINE, IT, year(2022)), ELLIPSIS, TERSE, LOWERCASE),
        step("best rated?", Best("rating"), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b98 IPAs or stouts, beers abroad",
        step(
            "Okay random thought, I always feel like I drink way more IPAs than stouts. Over all the years, "
            "have I actually had more IPAs or more stouts?",
            Compare((("IPA", IPAS), ("stout", STOUTS))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Ha, I knew it. And how many of all my beers did I have outside the US?",
            every(BEER, not_(US)),
            LOGICAL,
            QUANTITATIVE,
            CHATTY,
            known_failure="None results, expected 29; the reply: More Stout: 3 IPA and 5 Stout outside United States.",
        ),
        step(
            "Nice, whcih of those did I give five stars?",
            Those(rating("==", 5)),
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b98 the books of Yuko Tanaka",
        step("How many books of Yuko Tanaka I have read?", YUKO_TANAKA, SIMPLE, QUANTITATIVE, NON_NATIVE),
        step(
            "What is the average raiting from them?",
            Answer(mean("rating"), YUKO_TANAKA),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step("Which one is the most long?", Best("pages", among=YUKO_TANAKA), COREFERENCED, QUANTITATIVE, NON_NATIVE),
        step("In which year I read it?", Detail("year"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b98 greek dinners without mary and with her",
        step("dinners in greece witout mary", every(DINNER, GR, without("Mary")), LOGICAL, LOWERCASE, TYPO),
        step("and with her", every(DINNER, GR, with_("Mary")), ELLIPSIS, COREFERENCED, LOWERCASE),
        step("how many of those were this year", Those(THIS_YEAR), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b98 the Bodega Clos Malbec, drunk twice",
        step(
            "How did I rate the Bodega Clos Malbec 2022?",
            Clarify(("Buenos Aires", "Mendoza")),
            CLARIFICATION,
        ),
        step(
            "The one in Mendoza",
            Answer(rating_of, CLOS_MALBEC_MENDOZA),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "who was i with",
            Detail("who"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b98 average of this year's books",
        step(
            "whats the avrage for the books i read this year",
            Clarify(("rating", "pages")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "pages",
            Answer(mean("pages"), BOOKS_2026),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("and last year", Answer(mean("pages"), BOOKS_2025), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step(
            "so this years books were longer on average right",
            Verdict(higher_mean("pages", BOOKS_2026, BOOKS_2025)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b98 the first malbec",
        step(
            "When I have drunk my first malbek?",
            Best("itemDate", highest=False, among=MALBECS),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step("In which city it was?", Detail("city"), COREFERENCED, NON_NATIVE),
        step(
            "I gave to it 4 stars or more, yes?",
            Verdict(holds_for(FIRST_MALBEC, rating(">=", 4))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b98 meals in japan or greece",
        step(
            "did i eat out more in japan or greese",
            Compare((("Japan", every(FOOD, JP)), ("Greece", every(FOOD, GR)))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("ok just japan in 2023", JAPAN_MEALS_2023, ELLIPSIS, LOWERCASE),
        step("top 3 of those", Top("rating", 3, JAPAN_MEALS_2023), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step("the third one", Pick(3), COREFERENCED, TERSE, LOWERCASE),
        step("what city was that in", Detail("city"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b98 copenhagen meals with mary",
        step(
            "We were just reminiscing about our trip to Denmark. Was Mary with me at every single meal I had in Copenhagn?",
            Verdict(all_of(COPENHAGEN_MEALS, with_("Mary"))),
            VERIFICATION,
            CHATTY,
            TYPO,
        ),
        step(
            "Aww. And which of those meals did I rate the highest?",
            Best("rating", among=COPENHAGEN_MEALS),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b98 this year's books, novels or not",
        step(
            "books this year that arent novels",
            every(BOOK, THIS_YEAR, not_kind("Novel")),
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "avg rating of those",
            Answer(mean("rating"), every(BOOK, THIS_YEAR, not_kind("Novel"))),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the novels",
            Answer(mean("rating"), every(NOVEL, THIS_YEAR)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so novels did better than the rest this year",
            Verdict(higher_mean("rating", every(NOVEL, THIS_YEAR), every(BOOK, THIS_YEAR, not_kind("Novel")))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b98 books read year against year, two authors",
        step(
            "Did I read more boooks in 2022 or in 2023?",
            Compare((("2022", every(BOOK, year(2022))), ("2023", every(BOOK, year(2023))))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "What about 2025 vs 2026?",
            Compare((("2025", every(BOOK, year(2025))), ("2026", every(BOOK, year(2026))))),
            COMPARATIVE,
            ELLIPSIS,
        ),
        step(
            "Books by Lena Fischer or Nina Petrova since 2024?",
            every(
                BOOK,
                either(field("author", "Lena Fischer"), field("author", "Nina Petrova")),
                since(datetime(2024, 1, 1)),
            ),
            LOGICAL,
            SIMPLE,
        ),
        step("Only the ones over 400 pages", Those(number("pages", ">", 400)), ELLIPSIS, COREFERENCED),
    ),
    talk(
        "b98 the last cocktail and the last beer",
        step(
            "when was the last time i had a cocktial",
            Best("itemDate", among=COCKTAIL),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("who was there with me", Detail("who"), COREFERENCED, LOWERCASE),
        step("and the last beer?", Best("itemDate", among=BEER), ELLIPSIS, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b98 oysters, last and first",
        step("When did I last eat oystres?", Best("itemDate", among=OYSTERS), SIMPLE, QUANTITATIVE, TERSE, TYPO),
        step(
            "first time?",
            Best("itemDate", highest=False, among=OYSTERS),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step("where", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b98 seafood in portugal and spain, five-star lunches there",
        step(
            "I had more seafod meals in Portugal than in Spain, is it true?",
            Verdict(more(every(FOOD, SEAFOOD, PT), every(FOOD, SEAFOOD, ES))),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step("So how many was in Spain?", every(FOOD, SEAFOOD, ES), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        step(
            "Other question. Show me all my lunches in Spain or Portugal which I rated with 5",
            every(LUNCH, either(ES, PT), rating("==", 5)),
            LOGICAL,
            SIMPLE,
            NON_NATIVE,
        ),
        step("Which of them were together with Mary?", Those(with_("Mary")), COREFERENCED, LOGICAL, NON_NATIVE),
    ),
    talk(
        "b98 dinners with anna and sofia, without her",
        step("dinenrs with anna and sofia", every(DINNER, with_("Anna", "Sofia")), SIMPLE, LOWERCASE, TYPO),
        step("and without her?", Clarify(("Anna", "Sofia")), CLARIFICATION, LOWERCASE),
        step(
            "sofia",
            every(DINNER, with_("Anna"), without("Sofia")),
            CLARIFICATION,
            ELLIPSIS,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b98 five-star whites outside greece, two primitivo ratings",
        step(
            "white wines i rated 5 that werent from greece",
            every(WINE, WHITE, rating("==", 5), not_(GR)),
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "and how many from greece",
            every(WINE, WHITE, rating("==", 5), GR),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "i gave the tenuta sol primitvo 2019 five stars didnt i",
            Verdict(holds_for(TENUTA_SOL_2019, rating("==", 5))),
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the tenuta oak one?",
            Verdict(holds_for(TENUTA_OAK_2019, rating("==", 5))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b98 museums this year",
        step("musems this year", every(MUSEUM, THIS_YEAR), SIMPLE, TERSE, LOWERCASE, TYPO),
        step("how many were art museums", Those(kind("Art")), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step(
            "any in australia?",
            # yes whichever "them" is meant: this year's museums or their art museums (Melbourne Art Museum)
            Verdict(exists(every(MUSEUM, THIS_YEAR, AU))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b98 the biggest hike of the year",
        step("What was my biggest hike this year?", Clarify(("distance", "elevation")), CLARIFICATION),
        step(
            "I mean the distance",
            Best("distance", among=HIKES_2026),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
        ),
        step(
            "Mary was with me on that one, wasn't she?",
            Verdict(holds_for(DELPHI_HIKE, with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b98 nights away in 2025 and 2026",
        step(
            "Quick one before I plan next year: how many nigths was I away on trips in 2025, all together?",
            Answer(total("nights"), TRIPS_2025),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step("And this year so far?", Answer(total("nights"), TRIPS_2026), ELLIPSIS, QUANTITATIVE, CHATTY),
        step(
            "So I was away fewer nights this year than last year, right?",
            Verdict(larger_total("nights", TRIPS_2025, TRIPS_2026)),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b98 wine or beer in 2019 and 2023",
        step(
            "in 2019 did i drink more wine or beer",
            Compare((("wine", every(WINE, year(2019))), ("beer", every(BEER, year(2019))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and in 2023",
            Compare((("wine", every(WINE, year(2023))), ("beer", every(BEER, year(2023))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b98 vegetarian meals of 2025, not lunches",
        step(
            "Please show me the vegetarian meals from 2025 but not the lunches",
            every(FOOD, VEGETARIAN, year(2025), not_(LUNCH)),
            LOGICAL,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "How many from them I had in Argentina?",
            Those(country("AR")),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
)
