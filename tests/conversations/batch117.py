"""Batch 117: conversations written blind (from the documentation and the sample data, without reading
the engine). No single theme: ordinary people with a situation of their own. A host picks a bottle
for Priya, who only drinks Italian reds (and then the French ones, the oldest vintage of them and who
shared it); a lowercase user settles a running bet with Tom (more runs in 2024 or 2025, the kilometres
of each year, "so 2025 was further"); a non-native speaker picks a popular science book for a nephew
(the longest of the 5-star ones, its author, that author's other books); a colleague gets Lisbon
restaurant tips (5-star and 4-star meals, how many of those were seafood); Kenji's claim that the user
never went to Japan without him; San Francisco Brewing beers against all the other breweries and
where most of those came from; art or science museums, at all and outside the US; walks and hikes
with Mary in 2024 but not with Anna; a photo book of this summer's Athens trip (the meals, those with
Elena, whether there was a museum); cocktails at Bar Pierre and whether beers get better ratings than
cocktails; a ski week in Whistler (Whistler, Zermatt, Truckee or Whistler); breakfasts with Anna this
year or last and where the last one was; vegetarian dinners for a new girlfriend, the ones outside
the US and those in Copenhagen; biographies or poetry and the 5-star biographies over 500 pages;
an anniversary (dinners with Mary in Paris, in Prague); the year with the most trips and its trips
without Anna; the top 3 longest hikes in Greece and whether Elena was on one; a brother-in-law's
claim that Greek wine is always white; the rating and exhibition of one visit to the Lisbon Science
Museum. Clarifications (each followed by the user's answer): "my biggest hike" (distance or
elevation, both size words of a hike), "how many nights was my trip to Santa Fe" (three trips: 2012,
2015 and 2017; the user answers "the one with Anna"), "my average for bike rides in 2025" (distance
or duration) and "what did i rate the lisbon science museum" (visited in 2010 and twice in 2014; the
user answers "the 2010 visit"). Personas: chatty hosts and travellers, terse and lowercase users
without punctuation, non-native speakers ("Which popular science books I gave 5 stars?", "How many
times I was skiing in Whistler?"), and 16 typo turns ("runing", "autor", "bigest", "stras",
"avrage", "ture", "beeers", "musuems", "wiht", "Whcih", "cocktials", "Zermat", "vegeterian",
"Prauge", "travle", "Grece"). The questions are asked on 29 November 2026 (NOW = 29 Nov 2026
12:00 UTC, as the harness sets)."""

from __future__ import annotations

from collections import Counter
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
    between,
    category,
    city,
    country,
    every,
    exists,
    field,
    field_of,
    holds_for,
    mean,
    most_common_place,
    not_,
    number,
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
POPULAR_SCIENCE, BIOGRAPHY, POETRY = (category("Book", t) for t in ("Popular science", "Biography", "Poetry"))
DINNER, BREAKFAST = category("Food", "Dinner"), category("Food", "Breakfast")
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
US, IT, FR, JP, GR = (country(c) for c in ("US", "IT", "FR", "JP", "GR"))
RED, WHITE = field("colour", "red"), field("colour", "white")

SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
SF_BREWING = field("producer", "San Francisco Brewing")
RUNS_2024, RUNS_2025 = every(RUN, year(2024)), every(RUN, year(2025))
LISBON_FOOD = every(FOOD, city("Lisbon"))
JAPAN_TRIPS_WITHOUT_KENJI = every(TRAVEL, JP, without("Kenji"))  # Kofu 2016, Hakone 2019, Nara 2026: 19 nights
TOP3_GREEK_HIKES = ("scrapbook-02411", "scrapbook-02414", "scrapbook-02417")  # 21.6, 15.5, 12.5 km

WHY_CITIES_MATTER = the("scrapbook-02103")  # 460 pages, the longest 5-star popular science book, by Lena Fischer
CALISTOGA_HIKE = the("scrapbook-02389")  # 1,390 m of climbing, July 2026, alone
SANTA_FE_2015 = the("scrapbook-00674")  # Flight to Santa Fe, June 2015, 10 nights, with Mary, Anna and Priya
LISBON_SCIENCE_2010 = the("scrapbook-00076")  # rated 4, exhibition "Modern Masters"
MILL_VALLEY_HIKE = the("scrapbook-02072")  # the one hike of 2024 with Mary and not Anna, 11.8 km


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def most_common_year(items: Sequence[Item]) -> str:
    """The year with the most of `items` (a single one: a tie is an error)."""
    (first, n), *rest = Counter(i["itemDate"].year for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"years {first} and {rest[0][0]} tie")
    return str(first)


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def higher_mean_rating(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def never(predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict on a claim that something never happened."""
    return lambda items: not exists(predicate)(items)


CONVERSATIONS = (
    talk(
        "b117 reds for Priya's visit",
        step(
            "Priya is coming over for dinner on Saturday and she only drinks Italian reds, she's very "
            "particular about it. Which Italian red wines did I give 5 stars?",
            every(WINE, IT, RED, rating("==", 5)),
            SIMPLE,
            CHATTY,
        ),
        step(
            "hmm and the french ones",
            every(WINE, FR, RED, rating("==", 5)),
            ELLIPSIS,
            LOWERCASE,
            TERSE,
        ),
        step(
            "Which of those has the oldest vintage?",
            Best("vintage", highest=False),
            COREFERENCED,
            QUANTITATIVE,
        ),
        step("Who did I drink it with?", Detail("who"), COREFERENCED),
    ),
    talk(
        "b117 settling a running bet with Tom",
        step(
            "did i go runing more often in 2024 or in 2025",
            Compare((("2024", RUNS_2024), ("2025", RUNS_2025))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("total km of my 2025 runs", Answer(total("distance"), RUNS_2025), QUANTITATIVE, TERSE, LOWERCASE),
        step("and 2024", Answer(total("distance"), RUNS_2024), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so 2025 was further right",
            Verdict(larger_total("distance", RUNS_2025, RUNS_2024)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b117 a science book for my nephew",
        step(
            "My nephew is liking science very much. Which popular science books I gave 5 stars?",
            every(POPULAR_SCIENCE, rating("==", 5)),
            SIMPLE,
            NON_NATIVE,
        ),
        step("Which one of them is the most long?", Best("pages"), COREFERENCED, QUANTITATIVE, NON_NATIVE),
        step(
            "Who is the autor of this one?",
            Answer(field_of("author"), WHY_CITIES_MATTER),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Which books of this author I have read?",
            every(BOOK, field("author", "Lena Fischer")),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b117 the biggest hike",
        step("whats my bigest hike ever", Clarify(("distance", "elevation")), CLARIFICATION, LOWERCASE, TYPO),
        step(
            "the climbing",
            Best("elevation", among=HIKE),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "was mary with me on it",
            Verdict(holds_for("scrapbook-02389", with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b117 Lisbon tips for a colleague",
        step(
            "A colleague of mine is going to Lisbon next month and asked me for restaurant tips, "
            "which is flattering. Which meals in Lisbon did I give 5 stars?",
            every(LISBON_FOOD, rating("==", 5)),
            SIMPLE,
            CHATTY,
        ),
        step("And the ones I gave 4 stras?", every(LISBON_FOOD, rating("==", 4)), ELLIPSIS, TYPO),
        step(
            "How many of those were seafood?",
            Those(field("cuisine", "seafood")),
            COREFERENCED,
            QUANTITATIVE,
        ),
    ),
    talk(
        "b117 the Santa Fe trip",
        step(
            "How many nights was my trip to Santa Fe?",
            Clarify(("2012", "2015", "2017")),
            CLARIFICATION,
        ),
        step(
            "The one with Anna.",
            Answer(field_of("nights"), SANTA_FE_2015),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step("Who else came along?", Detail("who"), COREFERENCED),
    ),
    talk(
        "b117 average bike ride",
        step(
            "whats my avrage for bike rides in 2025",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "distance",
            Answer(mean("distance"), every(BIKE, year(2025))),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and in 2024?",
            Answer(mean("distance"), every(BIKE, year(2024))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b117 Kenji's claim about Japan",
        step(
            "Kenji keeps telling everyone that I have never been to Japan without him. Is that ture?",
            Verdict(never(every(JP, without("Kenji")))),
            VERIFICATION,
            CHATTY,
            TYPO,
        ),
        step(
            "Which Japan trips did I take without him then?",
            JAPAN_TRIPS_WITHOUT_KENJI,
            LOGICAL,
            COREFERENCED,
        ),
        step(
            "How many nights was that all together?",
            Answer(total("nights"), JAPAN_TRIPS_WITHOUT_KENJI),
            QUANTITATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b117 beers from the local brewery",
        step(
            "how many beeers from san francisco brewing have i had",
            every(BEER, SF_BREWING),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and from all the other breweries",
            every(BEER, not_(SF_BREWING)),
            LOGICAL,
            ELLIPSIS,
            LOWERCASE,
            known_failure="None results, expected 32; the reply: I didn't understand “other brewery”. Try “Show me wines from France” or “What about red ones?”.",
        ),
        step(
            "where were most of those from",
            Answer(most_common_place("country"), every(BEER, not_(SF_BREWING))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            known_failure="reply does not state 'Japan'; the reply: I didn't understand “most”. Try “Show me wines from France” or “What about red ones?”.",
        ),
    ),
    talk(
        "b117 art or science museums",
        step(
            "more art musuems or science museums?",
            Compare((("art", ART_MUSEUM), ("science", SCIENCE_MUSEUM))),
            COMPARATIVE,
            TERSE,
            TYPO,
        ),
        step(
            "and outside the US?",
            Compare((("art", every(ART_MUSEUM, not_(US))), ("science", every(SCIENCE_MUSEUM, not_(US))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b117 walks with Mary but not Anna",
        step(
            "walks with mary in 2024 but not wiht anna",
            every(WALK, year(2024), with_("Mary"), without("Anna")),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "same for hikes",
            every(HIKE, year(2024), with_("Mary"), without("Anna")),
            ELLIPSIS,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step("how far was it", Answer(field_of("distance"), MILL_VALLEY_HIKE), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b117 a photo book of the Athens trip",
        step(
            "I'm putting together a photo book of our Greece trip and I want a page about the food. What did we eat in Athens this summer?",
            every(FOOD, city("Athens"), SUMMER_2026),
            SIMPLE,
            CHATTY,
        ),
        step("Whcih of those were with Elena?", Those(with_("Elena")), COREFERENCED, TYPO),
        step(
            "Did we also go to a museum there?",
            Verdict(exists(every(MUSEUM, city("Athens"), SUMMER_2026))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b117 cocktails or beer",
        step(
            "cocktials at bar pierre rated 4 or more",
            every(COCKTAIL, field("producer", "Bar Pierre"), rating(">=", 4)),
            SIMPLE,
            LOGICAL,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "whats the average rating of all my cocktails",
            Answer(mean("rating"), COCKTAIL),
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("and of my beers", Answer(mean("rating"), BEER), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so i rate beer higher than cocktails on average, yes?",
            Verdict(higher_mean_rating(BEER, COCKTAIL)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b117 planning a ski week",
        step(
            "We are planning a ski week in Whistler in February. How many times I was skiing in Whistler?",
            every(SKI, city("Whistler")),
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And in Zermat?", every(SKI, city("Zermatt")), ELLIPSIS, QUANTITATIVE, TERSE, NON_NATIVE, TYPO),
        step(
            "Where I was skiing more, in Truckee or in Whistler?",
            Compare((("Truckee", every(SKI, city("Truckee"))), ("Whistler", every(SKI, city("Whistler"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b117 breakfasts with Anna",
        step("breakfasts with anna", every(BREAKFAST, with_("Anna")), SIMPLE, TERSE, LOWERCASE),
        step("only this year or last year", Those(year(2025, 2026)), LOGICAL, ELLIPSIS, TERSE, LOWERCASE),
        step("the last one", Pick(-1), COREFERENCED, TERSE, LOWERCASE),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b117 vegetarian dinners for a date",
        step(
            "My new girlfriend is vegetarian and I want to take her somewhere nice, so help me out here. "
            "Which vegeterian dinners did I rate 4 stars or more?",
            every(DINNER, field("cuisine", "vegetarian"), rating(">=", 4)),
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step(
            "How many of them were not in the US?",
            Those(US, keep=False),
            COREFERENCED,
            LOGICAL,
            QUANTITATIVE,
        ),
        step("And which of those were in Copenhagen?", Those(city("Copenhagen")), COREFERENCED),
    ),
    talk(
        "b117 biographies or poetry",
        step(
            "biographies or poetry which have i read more of",
            Compare((("biograph", BIOGRAPHY), ("poetry", POETRY))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step("which biographies got 5 stars", every(BIOGRAPHY, rating("==", 5)), SIMPLE, LOWERCASE),
        step(
            "any of them over 500 pages",
            Verdict(exists(every(BIOGRAPHY, rating("==", 5), number("pages", ">", 500)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b117 anniversary dinners with Mary",
        step(
            "Mary and I have our anniversary coming up and I'm thinking about a surprise. Did we ever have dinner together in Paris?",
            Verdict(exists(every(DINNER, city("Paris"), with_("Mary")))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "And in Prauge?",
            Verdict(exists(every(DINNER, city("Prague"), with_("Mary")))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            TYPO,
        ),
        step(
            "Hm. So who did I have those Prague dinners with?",
            every(DINNER, city("Prague")),
            COREFERENCED,
            known_failure="0 results, expected 6; the reply: I found no dinners in Prague with Mary.",
        ),
    ),
    talk(
        "b117 the year of travel",
        step("which year did i travle the most", Answer(most_common_year, TRAVEL), QUANTITATIVE, LOWERCASE, TYPO),
        step("how many trips that year", every(TRAVEL, year(2019)), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step("which ones didnt include anna", Those(without("Anna")), LOGICAL, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b117 the longest hikes in Greece",
        step(
            "My top 3 longest hikes in Grece?",
            Top("distance", 3, every(HIKE, GR)),
            QUANTITATIVE,
            TERSE,
            TYPO,
        ),
        step(
            "Was Elena on any of those three?",
            Verdict(exists(every(lambda i: i["_id"] in TOP3_GREEK_HIKES, with_("Elena")))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b117 is Greek wine always white",
        step(
            "My brother-in-law insists that Greek wine is always white, he says that every time we eat "
            "together. Did I ever have a red wine from Greece?",
            Verdict(exists(every(WINE, GR, RED))),
            VERIFICATION,
            CHATTY,
        ),
        step("ok so how many greek whites have i had in total", every(WINE, GR, WHITE), QUANTITATIVE, LOWERCASE),
        step(
            "and how many of them this year",
            Those(year(2026)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b117 the Lisbon Science Museum",
        step("what did i rate the lisbon science museum", Clarify(("2010", "2014")), CLARIFICATION, LOWERCASE),
        step(
            "the 2010 visit",
            Answer(rating_of, LISBON_SCIENCE_2010),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and which exhibition was on",
            Answer(field_of("exhibition"), LISBON_SCIENCE_2010),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
)
