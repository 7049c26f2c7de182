"""Batch 54: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a food lover and reader going over
breakfasts, lunches, dinners and street food (cuisines, restaurants, dishes, who came, ratings, cities
and countries) and books (authors, kinds, pages, ratings): friends' claims to check ("Anna says we
always eat Italian", "Tom thinks I read more than him"), cuisines, cities, years and people compared,
and/or/not/except/neither questions, and claims about the latest and first meal. Personas: a terse
user, a chatty user, a lowercase user without punctuation, a typo-prone user and a non-native speaker.
The questions are asked on 29 November 2026."""

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
    Verdict,
    category,
    city,
    country,
    every,
    exists,
    mean,
    more,
    number,
    rating,
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
    step,
)
from .suite import talk

FOOD, BOOK = category("Food"), category("Book")
BREAKFAST, LUNCH, DINNER = category("Food", "Breakfast"), category("Food", "Lunch"), category("Food", "Dinner")
STREET = category("Food", "Street food")
NOVEL, SCIENCE, POETRY = category("Book", "Novel"), category("Book", "Popular science"), category("Book", "Poetry")


def cuisine(name: str) -> Predicate:
    return every(FOOD, has_field("cuisine", name))


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def isnt(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def count(items: Sequence[Item]) -> float:
    return len(items)


def _latest(items: Sequence[Item], among: Predicate, first: bool = False) -> Item:
    pool = [i for i in items if among(i)]
    return (min if first else max)(pool, key=lambda i: i["itemDate"])


def last_one_is(among: Predicate, claim: Predicate, first: bool = False):
    """Whether the latest (or first) item `among` selects also satisfies `claim`."""
    return lambda items: claim(_latest(items, among, first))


def every_one(among: Predicate, claim: Predicate):
    return lambda items: all(claim(i) for i in items if among(i))


def count_over(among: Predicate, limit: int):
    return lambda items: sum(map(among, items)) > limit


def higher_on_average(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


MEALS_LISBON_NO_MARY = every(FOOD, city("Lisbon"), without("Mary"))
MEALS_BARCELONA_NO_MARY = every(FOOD, city("Barcelona"), without("Mary"))
DINNERS_2025_NOT_IT_FR = every(DINNER, year(2025), isnt(has_field("cuisine", "italian")), isnt(has_field("cuisine", "french")))
LONG_NOT_NOVELS = every(BOOK, number("pages", ">", 400), isnt(NOVEL))

CONVERSATIONS = (
    talk(
        "b54 anna says we always eat italian",
        step(
            "My friend Anna keeps teasing me at every dinner party. She says that whenever the two of us go out "
            "we always end up eating Italian. Is that actually true?",
            Verdict(every_one(every(FOOD, with_("Anna")), has_field("cuisine", "italian"))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Ha, I knew it. So did we have more American or Mexican food with her?",
            Compare((("american", every(cuisine("american"), with_("Anna"))), ("mexican", every(cuisine("mexican"), with_("Anna"))))),
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "And how many Italian meals did we really share, just out of curiosity?",
            Answer(count, every(cuisine("italian"), with_("Anna"))),
            QUANTITATIVE,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b54 tom thinks i read more than him",
        step(
            "tom thinks i read more than him he read 12 books this year so did i read more than 12 books in 2026",
            Verdict(count_over(every(BOOK, year(2026)), 12)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
        step("and in 2013", Verdict(count_over(every(BOOK, year(2013)), 12)), VERIFICATION, ELLIPSIS, LOWERCASE),
        step(
            "this year more novles or popular science",
            Compare((("novel", every(NOVEL, year(2026))), ("popular science", every(SCIENCE, year(2026))))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b54 japanese against mexican",
        step(
            "More Japanese or Mexican meals?",
            Compare((("japanese", cuisine("japanese")), ("mexican", cuisine("mexican")))),
            COMPARATIVE,
            TERSE,
        ),
        step(
            "In 2023?",
            Compare((("japanese", every(cuisine("japanese"), year(2023))), ("mexican", every(cuisine("mexican"), year(2023))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b54 seafood outside the us",
        step(
            "seafod meals not in the us",
            every(cuisine("seafood"), isnt(country("US"))),
            LOGICAL,
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "which of those were in spain or portugal",
            Those(either(country("ES"), country("PT"))),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step("how many with mary", Those(with_("Mary")), QUANTITATIVE, ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b54 neither italian nor french",
        step(
            "Please, show me the dinners of 2025 which were neither Italian nor French.",
            DINNERS_2025_NOT_IT_FR,
            LOGICAL,
            NON_NATIVE,
        ),
        step("From these, which ones I gave 5 stars?", Those(rating("==", 5)), COREFERENCED, NON_NATIVE),
        step("How many of them was with Mary?", Those(with_("Mary")), QUANTITATIVE, COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b54 last breakfast",
        step("when was my last brekfast", Best("itemDate", among=BREAKFAST), SIMPLE, TYPO),
        step("who was ther with me", Detail("who"), COREFERENCED, TYPO),
        step(
            "was it in san fransisco",
            Verdict(last_one_is(BREAKFAST, city("San Francisco"))),
            VERIFICATION,
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b54 first street food",
        step(
            "Priya and I were reminiscing last night about food stalls and markets, and she swore my first street "
            "food ever was with her. When was my very first street food?",
            Best("itemDate", highest=False, among=STREET),
            SIMPLE,
            CHATTY,
        ),
        step("Where was that?", Detail("city"), COREFERENCED, CHATTY),
        step(
            "So was Priya there with me, like she claims?",
            Verdict(last_one_is(STREET, with_("Priya"), first=True)),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b54 lisbon against barcelona",
        step(
            "I eat more times in Lisbon or in Barcelona?",
            Compare((("lisbon", every(FOOD, city("Lisbon"))), ("barcelona", every(FOOD, city("Barcelona"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "Is true that my meals in Kyoto have better rating on average than in Tokyo?",
            Verdict(higher_on_average(every(FOOD, city("Kyoto")), every(FOOD, city("Tokyo")))),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b54 years compared",
        step(
            "More meals in 2024 or 2025?",
            Compare((("2024", every(FOOD, year(2024))), ("2025", every(FOOD, year(2025))))),
            COMPARATIVE,
            TERSE,
        ),
        step(
            "Did I read more in 2022 than in 2021?",
            Verdict(more(every(BOOK, year(2022)), every(BOOK, year(2021)))),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "b54 nina petrova",
        step(
            "how many books by nina petorva have i read",
            Answer(count, every(BOOK, has_field("author", "Nina Petrova"))),
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "were any of them poerty",
            Verdict(exists(every(POETRY, has_field("author", "Nina Petrova")))),
            VERIFICATION,
            COREFERENCED,
            TYPO,
        ),
        step(
            "whcih of her books was the longest",
            Best("pages", among=every(BOOK, has_field("author", "Nina Petrova"))),
            COREFERENCED,
            COMPARATIVE,
            TYPO,
        ),
    ),
    talk(
        "b54 long books that are not novels",
        step("books over 400 pages that arent novels", LONG_NOT_NOVELS, LOGICAL, LOWERCASE, TYPO),
        step("which of those did i rate 5", Those(rating("==", 5)), COREFERENCED, LOWERCASE),
        step("the first one", Pick(1), COREFERENCED, LOWERCASE),
        step("when did i read it", Detail("year"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b54 dinners with her",
        step("Dinners with her.", Clarify(), CLARIFICATION, TERSE),
        step("Chloé.", every(DINNER, with_("Chloé")), CLARIFICATION, ELLIPSIS, TERSE),
    ),
    talk(
        "b54 the average of what",
        step("whats the average", Clarify(), CLARIFICATION, LOWERCASE, TYPO),
        step(
            "rating of my italian meals",
            Answer(mean("rating"), cuisine("italian")),
            CLARIFICATION,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "is that better than my french ones",
            Verdict(higher_on_average(cuisine("italian"), cuisine("french"))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b54 lisbon without mary",
        step(
            "Mary comes along to almost every meal I have, so I got curious about the few times she didn't. "
            "Which meals in Lisbon were not with Mary?",
            MEALS_LISBON_NO_MARY,
            LOGICAL,
            CHATTY,
        ),
        step("And in Barcelona?", MEALS_BARCELONA_NO_MARY, ELLIPSIS, LOGICAL, CHATTY),
        step(
            "Were all of those rated 4 or more? I remember them as great.",
            Verdict(every_one(MEALS_BARCELONA_NO_MARY, rating(">=", 4))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b54 lunches with tom and sofia",
        step("Show me the lunches with Tom and Sofia together", every(LUNCH, with_("Tom", "Sofia")), LOGICAL, NON_NATIVE),
        step(
            "And with Tom or Sofia, one of them?",
            every(LUNCH, either(with_("Tom"), with_("Sofia"))),
            LOGICAL,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "With who I had more lunches, Tom or Sofia?",
            Compare((("tom", every(LUNCH, with_("Tom"))), ("sofia", every(LUNCH, with_("Sofia"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b54 veggie against seafood",
        step(
            "do i eat more vegetarain or seafood",
            Compare((("seafood", cuisine("seafood")), ("vegetarian", cuisine("vegetarian")))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "in the us only",
            Compare((("seafood", every(cuisine("seafood"), country("US"))), ("vegetarian", every(cuisine("vegetarian"), country("US"))))),
            COMPARATIVE,
            ELLIPSIS,
            TYPO,
        ),
        step(
            "james says our last veggie meal togehter was in berkeley, is he rigth?",
            Verdict(last_one_is(every(cuisine("vegetarian"), with_("James")), city("Berkeley"))),
            VERIFICATION,
            TYPO,
        ),
    ),
    talk(
        "b54 book club argument",
        step(
            "My book club keeps arguing about what I like best. Sam insists popular science always wins over "
            "fiction for me. Did I rate my popular science books higher on average than my novels?",
            Verdict(higher_on_average(SCIENCE, NOVEL)),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Interesting. How many novels did I give five stars, then?",
            Answer(count, every(NOVEL, rating("==", 5))),
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b54 oysters",
        step("when did i last have oysters", Best("itemDate", among=every(FOOD, has_field("dish", "oysters"))), SIMPLE, LOWERCASE),
        step("where was that", Detail("city"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b54 street food italy or portugal",
        step("Street food in Italy or Portgual.", every(STREET, either(country("IT"), country("PT"))), LOGICAL, SIMPLE, TERSE, TYPO),
        step("Rated 4+.", Those(rating(">=", 4)), ELLIPSIS, TERSE),
        step("How many in Italy?", Those(country("IT")), QUANTITATIVE, COREFERENCED, TERSE),
    ),
    talk(
        "b54 greek and spanish at home",
        step(
            "When I was in Greece, I ate more seafood or more greek food?",
            Compare((("greek", every(cuisine("greek"), country("GR"))), ("seafood", every(cuisine("seafood"), country("GR"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And in Spain, seafood or spanish?",
            Compare((("seafood", every(cuisine("seafood"), country("ES"))), ("spanish", every(cuisine("spanish"), country("ES"))))),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "Is it true I never ate spanish food except in Spain?",
            Verdict(lambda items: not exists(every(cuisine("spanish"), isnt(country("ES"))))(items)),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b54 this year against last year",
        step(
            "did i eat out more this yeer than last year?",
            Verdict(more(every(FOOD, year(2026)), every(FOOD, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            TYPO,
        ),
    ),
    talk(
        "b54 was it good",
        step("Was it good?", Clarify(), CLARIFICATION, NON_NATIVE),
        step(
            "Sorry, I mean my last dinner in Paris.",
            Best("itemDate", among=every(DINNER, city("Paris"))),
            CLARIFICATION,
            SIMPLE,
            NON_NATIVE,
        ),
        step("How I rated it?", Detail("rating"), COREFERENCED, NON_NATIVE),
    ),
)
