"""Batch 115: conversations written blind (from the documentation and the sample data, without reading the
engine). No single theme: ordinary users bring their own situations. A host picks a Portuguese bottle for
friends from Lisbon and checks which good ones were drunk with Ben; a bet with a sister on running against
walking in 2025 and 2023, and the kilometres run in 2023; a gift for a friend who loves Yuko Tanaka (her five-
star books, the longest, when it was read, its pages); museum memories of Copenhagen (the most recent city
break, who came, the museums of that trip and the better rated); everything done with Elena in 2026 apart from
the wines, and how many of those were in Nafplio; a new vegetarian counting this year's vegetarian lunches and
dinners and the dinner without Mary; beer against cocktails in 2024 and 2022 and the average rating of the
2022 beers; a train journey in Japan with Kenji and its nights; hikes in Italy or Greece and the one with the
most climbing; whether Mary and James were at every Jaipur dinner; the top 3 books of 2025; the nights
travelled in 2024, the longest trip and its companions; seafood dinners in Portugal and Spain; art museums
without Mary; walks with Anna or Sofia in 2025 and 2024; pages read in 2025 against 2024; cocktails in Nara;
ski days at Whistler and in Zermatt; a friend's claim of a trip to Egypt with Tom, and what was done there
with and without James; breakfasts in Kyoto; Nina Petrova's novels and science books.
Clarifications (each followed by the user's answer): "science stuff from 2024" (Popular science books or
Science museums, both in 2024), "my biggest hike this year" ("big" sizes both the distance and the elevation),
"my average run this year" (distance or duration), "my 2023 trip with Mary and Sofia" (Cusco and Istanbul,
both 2023 with exactly those two), "the Jaipur science museum" (visited twice, 6 and 8 July 2024) and "my ride
with James this year" (St. Helena and Oakland, both 2026).
Personas: chatty hosts and gift-givers, terse and lowercase typists, non-native speakers ("I become vegetarian
this year", "How many vegetarian lunches I had", "Which museum I was liking more?", "My friend Tom think we
went together to Egypt. It is true?"), and typo turns ("portugese", "ratd", "tanka", "musuems", "vegeterian",
"cocktials", "kenij", "jaipru", "climing", "seafod", "wiht", "anan", "nigths", "averge", "istambul", "wht").
The questions are asked on 29 November 2026 (NOW = 29 Nov 2026 12:00 UTC, as the harness sets)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
    either,
    every,
    exists,
    field,
    field_of,
    holds_for,
    mean,
    more,
    not_,
    rating,
    the,
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
BOOK, TRAVEL, FOOD, MUSEUM = category("Book"), category("Travel"), category("Food"), category("Museum")
HIKE, RUN, WALK, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski"))
BREAKFAST, LUNCH, DINNER = (category("Food", t) for t in ("Breakfast", "Lunch", "Dinner"))
CITY_BREAK, TRAIN = category("Travel", "City break"), category("Travel", "Train journey")
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
PT, GR, IT, ES, JP, EG = (country(c) for c in ("PT", "GR", "IT", "ES", "JP", "EG"))
VEGETARIAN, SEAFOOD = field("cuisine", "vegetarian"), field("cuisine", "seafood")

COPENHAGEN_BREAK = the("scrapbook-02349")  # City break, May 2026, with Mary, the most recent city break
COPENHAGEN_MUSEUMS = every(MUSEUM, city("Copenhagen"), year(2026))  # Art (3) and Science (4)
HISTORY_OF_FORESTS = the("scrapbook-02291")  # Yuko Tanaka, 460 pages, read November 2025
TOKYO_WITH_KENJI = the("scrapbook-01864")  # Train journey to Tokyo, April 2023, 12 nights
CUSCO_2023 = the("scrapbook-01928")  # Flight to Cusco, August 2023, Mary and Sofia, rated 1, 5 nights
ISTANBUL_2023 = the("scrapbook-01960")  # City break to Istanbul, November 2023, Mary and Sofia, rated 5, 4 nights
JAIPUR_SCIENCE_2 = the("scrapbook-02050")  # 8 July 2024, "Ancient Bronzes", rated 4
OAKLAND_RIDE_2026 = the("scrapbook-02374")  # 13 June 2026 with James and Ben, 74.5 km


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether every item `among` selects satisfies `predicate`."""
    return lambda items: all(predicate(i) for i in items if among(i))


def rated_higher(first: str, second: str) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether the item `first` has a higher rating than the item `second`."""

    def holds(items: Sequence[Item]) -> bool:
        ratings = {i["_id"]: i["rating"] for i in items}
        return ratings[first] > ratings[second]

    return holds


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


CONVERSATIONS = (
    talk(
        "b115 a portuguese bottle for friends from lisbon",
        step(
            "Friends from Lisbon are coming over on Saturday and I'd love to open something from their "
            "country. Which portugese wines have I had?",
            every(WINE, PT),
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step("which ones did i ratd 4 or more", Those(rating(">=", 4)), COREFERENCED, LOGICAL, LOWERCASE, TYPO),
        step(
            "Was Ben there for any of those?",
            Verdict(exists(every(WINE, PT, rating(">=", 4), with_("Ben")))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b115 a bet about running and walking",
        step(
            "My sister swears I walk more than I run. Settle this for me: did I go running more often than walking in 2025?",
            Verdict(more(every(RUN, year(2025)), every(WALK, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "and in 2023?",
            Verdict(more(every(RUN, year(2023)), every(WALK, year(2023)))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "ok how many km did i run in total in 2023",
            Answer(total("distance"), every(RUN, year(2023))),
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b115 a book for a yuko tanaka fan",
        step(
            "A colleague of mine is a huge Yuko Tanaka fan and her birthday is next week. Which books by Yuko Tanka did I give 5 stars?",
            every(BOOK, field("author", "Yuko Tanaka"), rating("==", 5)),
            SIMPLE,
            LOGICAL,
            CHATTY,
            TYPO,
        ),
        step("Which one is the longest?", Best("pages"), COREFERENCED, QUANTITATIVE),
        step("When did I read it?", Detail("year"), COREFERENCED, TERSE),
        step(
            "how many pages",
            Answer(field_of("pages"), HISTORY_OF_FORESTS),
            COREFERENCED,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b115 copenhagen memories",
        step("my city breaks", every(CITY_BREAK), SIMPLE, TERSE, LOWERCASE),
        step("the most recent one", Best("itemDate"), COREFERENCED, TERSE, LOWERCASE),
        step("who was with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "which musuems did we see on that trip",
            COPENHAGEN_MUSEUMS,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "Which museum I was liking more?",
            Best("rating"),
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
            known_failure="chose ['scrapbook-02436', 'scrapbook-02401', 'scrapbook-02396'], expected one of ['scrapbook-02357']; the reply: 143 museums. Here are 25 of 143. Say “more” for the next ones or “show all”. (I didn't understand “liking”.)",
        ),
    ),
    talk(
        "b115 the summer with elena",
        step(
            "Elena asked me to make her a photo book of our year. What did I do with Elena in 2026, but leave out the wines",
            every(with_("Elena"), year(2026), not_(WINE)),
            LOGICAL,
            CHATTY,
        ),
        step(
            "how many of those were in Nafplio?",
            Those(city("Nafplio")),
            QUANTITATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b115 going vegetarian",
        step(
            "I become vegetarian this year. How many vegeterian lunches I had in 2026?",
            every(LUNCH, VEGETARIAN, year(2026)),
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And the dinners?",
            every(DINNER, VEGETARIAN, year(2026)),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Which of them was not with Mary?",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b115 beer or cocktails",
        step(
            "more beers or cocktials in 2024",
            Compare((("beer", every(BEER, year(2024))), ("cocktail", every(COCKTAIL, year(2024))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "2022?",
            Compare((("beer", every(BEER, year(2022))), ("cocktail", every(COCKTAIL, year(2022))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "what was the average rating of the beers that year",
            Answer(mean("rating"), every(BEER, year(2022))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b115 a train ride with kenji",
        step(
            "Kenji says we never took a train together in Japan. Did I do a train journey in Japan with kenij?",
            Verdict(exists(every(TRAIN, JP, with_("Kenji")))),
            VERIFICATION,
            CHATTY,
            TYPO,
        ),
        step(
            "How many nights was it?",
            Answer(field_of("nights"), TOKYO_WITH_KENJI),
            COREFERENCED,
            QUANTITATIVE,
        ),
    ),
    talk(
        "b115 hikes in italy or greece",
        step("hikes in Italy or Greece", every(HIKE, either(IT, GR)), LOGICAL, TERSE),
        step("which one had the most climing", Best("elevation"), QUANTITATIVE, COREFERENCED, LOWERCASE, TYPO),
        step("where was that?", Detail("city"), COREFERENCED, TERSE),
    ),
    talk(
        "b115 mary in jaipur",
        step(
            "was mary at every dinner i had in jaipru",
            Verdict(all_of(every(DINNER, city("Jaipur")), with_("Mary"))),
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and james?",
            Verdict(all_of(every(DINNER, city("Jaipur")), with_("James"))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b115 the best books of last year",
        step(
            "A friend asked what she should read this winter. What were my top 3 books of 2025?",
            Top("rating", 3, every(BOOK, year(2025))),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Did I read more pages in 2025 than in 2024?",
            Verdict(larger_total("pages", every(BOOK, year(2025)), every(BOOK, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
        ),
    ),
    talk(
        "b115 nights away in 2024",
        step(
            "how many nigths was i away on trips in 2024",
            Answer(total("nights"), every(TRAVEL, year(2024))),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("Which trip was the longest?", Best("nights", among=every(TRAVEL, year(2024))), COREFERENCED, QUANTITATIVE),
        step("who came", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b115 seafood on the iberian coast",
        step("seafod dinners in Portugal", every(DINNER, SEAFOOD, PT), SIMPLE, TERSE, TYPO),
        step("what about Spain", every(DINNER, SEAFOOD, ES), ELLIPSIS, TERSE),
        step("Which was rated best?", Best("rating"), COREFERENCED, QUANTITATIVE),
    ),
    talk(
        "b115 museums on my own",
        step(
            "Show me the art museums I visited wiht no Mary",
            every(ART_MUSEUM, without("Mary")),
            LOGICAL,
            TYPO,
        ),
        step(
            "how many of them in 2025",
            Those(year(2025)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b115 walks with anna or sofia",
        step(
            "walks last year with anan or sofia",
            every(WALK, year(2025), either(with_("Anna"), with_("Sofia"))),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the year before",
            every(WALK, year(2024), either(with_("Anna"), with_("Sofia"))),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b115 science stuff",
        step(
            "show me science stuff from 2024",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the books",
            every(category("Book", "Popular science"), year(2024)),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("who wrote the best rated one", Best("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b115 the biggest hike this year",
        step(
            "What was my biggest hike this year?",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
        ),
        step(
            "elevation",
            Best("elevation", among=every(HIKE, year(2026))),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step("Where was it?", Detail("city"), COREFERENCED, TERSE),
    ),
    talk(
        "b115 my average run",
        step(
            "I'm trying to get back in shape before the spring half marathon. Whats my averge run this year?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            CHATTY,
            TYPO,
        ),
        step(
            "distance please",
            Answer(mean("distance"), every(RUN, year(2026))),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "and in 2025?",
            Answer(mean("distance"), every(RUN, year(2025))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b115 the trip with mary and sofia",
        step(
            "How many nights was my 2023 trip with Mary and Sofia?",
            Clarify(("Cusco", "Istanbul")),
            CLARIFICATION,
        ),
        step(
            "istambul",
            Answer(field_of("nights"), ISTANBUL_2023),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "Did I rate it higher than the other one?",
            Verdict(rated_higher("scrapbook-01960", "scrapbook-01928")),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b115 the jaipur science museum",
        step(
            "wht did i rate the jaipur science museum",
            Clarify(),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the second visit, the one on 8 July",
            Answer(rating_of, JAIPUR_SCIENCE_2),
            CLARIFICATION,
            ELLIPSIS,
            known_failure="reply does not state 4; the reply: Which one do you mean? Nothing has been listed yet: ask me for something first, then pick one.",
        ),
    ),
    talk(
        "b115 the ride with james",
        step(
            "How far was my bike ride with James this year?",
            Clarify(("St. Helena", "Oakland")),
            CLARIFICATION,
            known_failure="reply asks no question; answered with 2 results instead of asking; the question back does not offer ['St. Helena', 'Oakland']; the reply: 2 bike rides this year (2026) with James. (I didn't understand “far”.) Their distance: 74.5 km (1) and 73.4 km (1).",
        ),
        step(
            "The Oakland one.",
            Answer(field_of("distance"), OAKLAND_RIDE_2026),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            known_failure="reply does not state 74.5; the reply: 1 bike ride in Oakland this year (2026) with James.",
        ),
        step("Was Ben also on that ride?", Verdict(holds_for("scrapbook-02374", with_("Ben"))), VERIFICATION, COREFERENCED),
    ),
    talk(
        "b115 cocktails in nara",
        step(
            "A friend is off to Nara next month and wants a bar tip. Which cocktails did I have in Nara?",
            every(COCKTAIL, city("Nara")),
            SIMPLE,
            CHATTY,
        ),
        step("the best one?", Best("rating"), COREFERENCED, TERSE, LOWERCASE),
        step("Who was I with?", Detail("who"), COREFERENCED, TERSE),
    ),
    talk(
        "b115 ski days",
        step("ski days at Whistler", every(SKI, city("Whistler")), SIMPLE, TERSE),
        step("how many in zermatt", every(SKI, city("Zermatt")), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b115 egypt with tom",
        step(
            "My friend Tom think we went together to Egypt. It is true?",
            Verdict(exists(every(EG, with_("Tom")))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "What I did in Egypt with James?",
            every(EG, with_("James")),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "And without him?",
            every(EG, without("James")),
            LOGICAL,
            COREFERENCED,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b115 breakfasts in kyoto",
        step("show me my breakfasts in Kyoto", every(BREAKFAST, city("Kyoto")), SIMPLE, LOWERCASE),
        step(
            "were any of them rated 5",
            Verdict(exists(every(BREAKFAST, city("Kyoto"), rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b115 nina petrova",
        step(
            "How many novels by Nina Petrova have I read?",
            every(category("Book", "Novel"), field("author", "Nina Petrova")),
            SIMPLE,
            QUANTITATIVE,
        ),
        step(
            "and her science books?",
            every(category("Book", "Popular science"), field("author", "Nina Petrova")),
            ELLIPSIS,
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
)
