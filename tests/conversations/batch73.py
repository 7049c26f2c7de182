"""Batch 73: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: likes and dislikes as the user's
ratings show them. What the user loved ("what did I love last year": five stars) and hated ("anything
i hated in italy": one star), "the ones i gave 5 stars" and "and the bad ones?" after a list, "top 3
wines this year", the best and the worst of a place ("In Porto, which restaurant I liked the most?",
"And the one I liked the less?"), averages by kind ("which cuisine do i rate highest on average", "and
lowest", "whats the avg for seafood"), a year against a year ("My books of 2025 were better than the
ones of 2024, yes?", "more than last year?"), "was it better than the one before" about the latest
trip, five-star counts compared ("more five-star ratings to lunches or dinners"), follow-ups about a
picked item ("the 2nd one", "where did i drink it", "who was with me", "which year it was?"), checks
over a set ("were they all sangiovese", "were both with mary", "was james on all of them"), or / not
("beers or cocktails i gave one star", "not the whites", "and the rest, without her?"), and requests
that must be asked back ("how much did i like my paris trip": two trips; "what did i rate 5 stars
with her this year": no one named; "the history ones i gave 5 stars": books or museums; "whats the
average" of hikes: distance or duration). Personas: a chatty user, terse lowercase users without
punctuation, a non-native speaker, and typo turns (swapped or missing letters: "sangiovse", "frnech",
"yaer", "avrage", "distnace", "coktail", "musuem"). The questions are asked on 29 November 2026."""

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
    every,
    exists,
    field,
    mean,
    rating,
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
BOOK = category("Book")
HIKE, RUN = category("Activity", "Hike"), category("Activity", "Run")
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
HISTORY_MUSEUM = category("Museum", "History")
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
US, IT, FR, PT, AU = (country(c) for c in ("US", "IT", "FR", "PT", "AU"))
FIVE, ONE, LOW = rating("==", 5), rating("==", 1), rating("<=", 2)
NOW = datetime(2026, 11, 29)
THIS_YEAR, LAST_YEAR = year(NOW.year), year(NOW.year - 1)


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def group_by_mean(key: Callable[[Item], str], highest: bool = True) -> Callable[[Sequence[Item]], str]:
    """The group (by `key`) whose average rating is the highest (or lowest); a tie is an error."""

    def measure(items: Sequence[Item]) -> str:
        groups: dict[str, list[int]] = {}
        for i in items:
            groups.setdefault(key(i), []).append(i["rating"])
        means = sorted(((sum(r) / len(r), name) for name, r in groups.items()), reverse=highest)
        if abs(means[0][0] - means[1][0]) < 1e-9:
            raise ValueError(f"no single end group: {means[0][1]} and {means[1][1]} tie")
        return means[0][1]

    return measure


def cuisine(i: Item) -> str:
    return str(i["fields"]["cuisine"])


def all_of(among: Predicate, predicate: Predicate):
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def any_of(among: Predicate, predicate: Predicate):
    return lambda items: any(among(i) and predicate(i) for i in items)


def higher_mean_rating(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def more_items(larger: Predicate, smaller: Predicate):
    return lambda items: sum(map(larger, items)) > sum(map(smaller, items))


def rated_lower(first: Predicate, second: Predicate):
    """Whether the one item `first` selects is rated below the one `second` selects."""

    def holds(items: Sequence[Item]) -> bool:
        (a,) = [i for i in items if first(i)]
        (b,) = [i for i in items if second(i)]
        return a["rating"] < b["rating"]

    return holds


def best_rated_higher(first: Predicate, second: Predicate):
    """Whether the best rating among `first` is above the best rating among `second`."""

    def holds(items: Sequence[Item]) -> bool:
        return max(i["rating"] for i in items if first(i)) > max(i["rating"] for i in items if second(i))

    return holds


def latest_better_than_previous(among: Predicate):
    """Whether the latest item `among` selects is rated above the one just before it."""

    def holds(items: Sequence[Item]) -> bool:
        *_, before, latest = sorted((i for i in items if among(i)), key=lambda i: i["itemDate"])
        return latest["rating"] > before["rating"]

    return holds


LOVED_LAST_YEAR = every(LAST_YEAR, FIVE)
LOVED_MEALS_LAST_YEAR = every(LOVED_LAST_YEAR, FOOD)
HATED_IN_ITALY = every(IT, ONE)
HATED_ITALIAN_WINES = every(HATED_IN_ITALY, WINE)
BOOKS_THIS_YEAR = every(BOOK, THIS_YEAR)
BAD_BOOKS_THIS_YEAR = every(BOOKS_THIS_YEAR, LOW)  # the two rated 2 (none lower)
LONGER_BAD_BOOK = the("scrapbook-02303")  # The River of Islands, 624 pages, by Tomas Reyes
WINES_THIS_YEAR = every(WINE, THIS_YEAR)
PARIS_TRIP_2019 = the("scrapbook-01271")  # Flight to Paris, May 2019, rated 1
PARIS_TRIP_2022 = the("scrapbook-01779")  # Flight to Paris, November 2022, rated 3
PRIYA_FIVES = every(with_("Priya"), THIS_YEAR, FIVE)
FIVE_STAR_HISTORY_MUSEUMS = every(HISTORY_MUSEUM, FIVE)
FIVE_STAR_HIKES_2025 = every(HIKE, year(2025), FIVE)
PORTO_MEALS = every(FOOD, city("Porto"))
HATED_MUSEUMS = every(MUSEUM, ONE)
PT_WINES = every(WINE, PT)
FIVE_STAR_RUNS_THIS_YEAR = every(RUN, THIS_YEAR, FIVE)
COCKTAILS_2025, COCKTAILS_2024 = every(COCKTAIL, year(2025)), every(COCKTAIL, year(2024))
GOOD_WINES_ABROAD = every(WINES_THIS_YEAR, rating(">=", 4), not_(US))
HATED_BEERS_OR_COCKTAILS = every(either(BEER, COCKTAIL), ONE)
PARIS_FIVE_STAR_DINNERS = every(DINNER, city("Paris"), FIVE)
JAPAN_DINNERS_LOVED_OR_HATED = every(DINNER, country("JP"), either(FIVE, ONE))

CONVERSATIONS = (
    talk(
        "b73 what I loved last year",
        step(
            "Hey! Feeling a bit nostalgic today... what did I love last year?",
            LOVED_LAST_YEAR,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Oh nice. Only the meals, please",
            Those(FOOD),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "how many of thsoe was mary at",
            Those(with_("Mary")),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the rest, without her?",
            every(LOVED_MEALS_LAST_YEAR, without("Mary")),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b73 anything I hated in Italy",
        step(
            "anything i hated in italy",
            HATED_IN_ITALY,
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "only the wines",
            Those(WINE),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "were they all sangiovse",
            Verdict(all_of(HATED_ITALIAN_WINES, field("variety", "sangiovese"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and frnech wines?",
            every(WINE, FR, ONE),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b73 five-star books this year, then the bad ones",
        step("books i gave 5 stras this year", every(BOOKS_THIS_YEAR, FIVE), SIMPLE, LOWERCASE, TYPO),
        step(
            "and the bad ones?",
            BAD_BOOKS_THIS_YEAR,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which of the two is longer",
            Best("pages"),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step("who wrote it", Answer(field_of("author"), LONGER_BAD_BOOK), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b73 top wines this year, the second one",
        step(
            "top 3 wines this yaer",
            Top("rating", 3, WINES_THIS_YEAR),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("the 2nd one", Pick(2), COREFERENCED, TERSE, LOWERCASE),
        step("where did i drink it", Detail("city"), COREFERENCED, LOWERCASE),
        step("who was with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b73 latest trip against the one before",
        step("What was my most recent trip?", Best("itemDate", among=TRAVEL), SIMPLE, TERSE),
        step("how many stars did i gve it", Detail("rating"), COREFERENCED, LOWERCASE, TYPO),
        step(
            "was it better than the one before?",
            Verdict(latest_better_than_previous(TRAVEL)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b73 which paris trip",
        step(
            "how much did i like my paris trip",
            Clarify(("2019", "2022")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the 2019 one",
            Answer(rating_of, PARIS_TRIP_2019),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so worse than the other one?",
            Verdict(rated_lower(PARIS_TRIP_2019, PARIS_TRIP_2022)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b73 average rating by cuisine",
        step(
            "which cuisine do i rate highest on avrage",
            Answer(group_by_mean(cuisine), FOOD),
            QUANTITATIVE,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and lowest",
            Answer(group_by_mean(cuisine, highest=False), FOOD),
            ELLIPSIS,
            QUANTITATIVE,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "whats the avg for seafood",
            Answer(mean("rating"), every(FOOD, field("cuisine", "seafood"))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b73 five stars with her",
        step("what did i rate 5 stars with her this year", Clarify(), CLARIFICATION, LOWERCASE),
        step("priya", PRIYA_FIVES, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("which of those were in australia", Those(AU), COREFERENCED, LOGICAL, LOWERCASE),
        step(
            "was jmaes on all of them",
            Verdict(all_of(every(PRIYA_FIVES, AU), with_("James"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b73 the history ones",
        step("the history ones i gave 5 stars", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("museums", FIVE_STAR_HISTORY_MUSEUMS, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("the most recent of those", Best("itemDate"), COREFERENCED, TERSE, LOWERCASE),
        step("whcih city was it in", Detail("city"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b73 five-star hikes, the average of what",
        step("hikes i rated five stars in 2025", FIVE_STAR_HIKES_2025, SIMPLE, LOWERCASE),
        step("whats the average", Clarify(("distance", "duration")), CLARIFICATION, TERSE, LOWERCASE),
        step(
            "distnace",
            Answer(mean("distance"), FIVE_STAR_HIKES_2025),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b73 five-star lunches or dinners",
        step(
            "last year did i give more five-star ratings to lunches or dinners",
            Compare((("lunch", every(LUNCH, LAST_YEAR, FIVE)), ("dinner", every(DINNER, LAST_YEAR, FIVE)))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and this year?",
            Compare((("lunch", every(LUNCH, THIS_YEAR, FIVE)), ("dinner", every(DINNER, THIS_YEAR, FIVE)))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b73 best and worst meal in Porto, non-native",
        step(
            "In Porto, which restaurant I liked the most?",
            Best("rating", among=PORTO_MEALS),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "Who was eating with me there?",
            Detail("who"),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "And the one I liked the less?",
            Best("rating", highest=False, among=PORTO_MEALS),
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "Which year it was?",
            Detail("year"),
            COREFERENCED,
            TERSE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b73 museums I gave one star",
        step("did i ever give a musuem one star", Verdict(exists(HATED_MUSEUMS)), VERIFICATION, LOWERCASE, TYPO),
        step(
            "how many times",
            HATED_MUSEUMS,
            QUANTITATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "more art or science ones?",
            Compare((("art", every(HATED_MUSEUMS, ART_MUSEUM)), ("science", every(HATED_MUSEUMS, SCIENCE_MUSEUM)))),
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b73 was my reading better, non-native",
        step(
            "My books of 2025 were better than the ones of 2024, yes? I mean the ratings.",
            Verdict(higher_mean_rating(every(BOOK, year(2025)), every(BOOK, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "Which was the average rating in 2025?",
            Answer(mean("rating"), every(BOOK, year(2025))),
            QUANTITATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "And how many books I gave the five stars that year?",
            every(BOOK, year(2025), FIVE),
            QUANTITATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b73 portuguese wines, good and bad",
        step("portugese wines", PT_WINES, SIMPLE, TERSE, LOWERCASE, TYPO),
        step("the ones i gave 5 stars", Those(FIVE), COREFERENCED, LOWERCASE),
        step(
            "and the bad ones?",
            every(PT_WINES, LOW),
            ELLIPSIS,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "were both with mary",
            Verdict(all_of(every(PT_WINES, LOW), with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b73 five-star runs this year",
        step(
            "how many runs did i rate five stars this year",
            FIVE_STAR_RUNS_THIS_YEAR,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "more than last year?",
            Verdict(more_items(FIVE_STAR_RUNS_THIS_YEAR, every(RUN, LAST_YEAR, FIVE))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "whats my avergae run rating this year overall",
            Answer(mean("rating"), every(RUN, THIS_YEAR)),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b73 best cocktail of a year",
        step("best rated coktail last year", Best("rating", among=COCKTAILS_2025), SIMPLE, TERSE, LOWERCASE, TYPO),
        step("where did i have it", Detail("city"), COREFERENCED, LOWERCASE),
        step("and in 2024", Best("rating", among=COCKTAILS_2024), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "was it rated higher than the 2025 one",
            Verdict(best_rated_higher(COCKTAILS_2024, COCKTAILS_2025)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b73 good wines from abroad, not the whites",
        step(
            "wines i rated 4 or 5 this year from outisde the us",
            GOOD_WINES_ABROAD,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("not the whites", Those(field("colour", "white"), keep=False), LOGICAL, COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b73 beers or cocktails I hated",
        step("beers or coctails i gave one star", HATED_BEERS_OR_COCKTAILS, LOGICAL, LOWERCASE, TYPO),
        step(
            "any of them outside the us",
            Verdict(any_of(HATED_BEERS_OR_COCKTAILS, not_(US))),
            VERIFICATION,
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b73 museums or meals last year on average",
        step(
            "Quick one before I plan some outings: what was my average rating for museums last year?",
            Answer(mean("rating"), every(MUSEUM, LAST_YEAR)),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "and for meals",
            Answer(mean("rating"), every(FOOD, LAST_YEAR)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so i enjoyed the meals more, right",
            Verdict(higher_mean_rating(every(FOOD, LAST_YEAR), every(MUSEUM, LAST_YEAR))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b73 a five-star dinner in Paris, chatty",
        step(
            "My sister is going to Paris next month and asked me where to eat. Which dinners there did I give five stars?",
            PARIS_FIVE_STAR_DINNERS,
            SIMPLE,
            CHATTY,
        ),
        step("Great, tell me about the first one", Pick(1), COREFERENCED, CHATTY),
        step("when was taht", Detail("year"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b73 dinners in Japan I loved or hated",
        step(
            "dinners in japan that i either loved or hated",
            JAPAN_DINNERS_LOVED_OR_HATED,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "which ones werent with mary",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "was kenji at any of tehm",
            Verdict(any_of(every(JAPAN_DINNERS_LOVED_OR_HATED, without("Mary")), with_("Kenji"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
)
