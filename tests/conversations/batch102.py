"""Batch 102: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Brief: a balanced, ordinary acceptance test,
every question type of the benchmark in about equal share and every category of the collection, with no
theme aimed at a weakness. Everyday situations: choosing a bottle for Anna's birthday from the wines
drunk with her (the five-star ones, all French? without the sparkling ones, the older vintage of the
two); a terse runner checking this year's kilometres against 2025; recalling the restaurant of a great
coq au vin in Paris; old trips (the nights of the Paris trip, who came, the rating of the Sintra trip);
a Tahoe ski weekend (ski days last winter, the one with the most climbing, was James there, Truckee or
South Lake Tahoe); a nephew who loves dinosaurs (the Dinosaurs Alive exhibition, the Californian
museums, the favourite); a cocktail party (five-star cocktails, the margaritas, margaritas or
martinis); beers abroad and the stouts among them; a book club choosing a Yuko Tanaka novel (any with
5 stars, more novels by her or by Nina Petrova); a poetry book for a mother (Helen Park); meals in
Greece this summer (moussaka in Athens, the ones without Elena); Elena's visit (what we did together,
the wines, walks or hikes); a rail holiday in Europe (train journeys, without Mary, trains rated
against flights, trains or flights); a dinner party's cuisine (Italian or French, Japanese or Mexican,
vegetarian meals this year); going back to Lisbon (the top 3 meals, the second one, who came); Napa
wines for Roberto (zinfandels or merlots rated 5, all with Roberto? the ones without him); walks or
hikes with Sofia and with Chloé; a scratch map (Norway, Iceland, how many countries). Clarifications,
each followed by the user's answer: "how many nights was my trip in Paris" (2019 or 2022), "what
rating I gave to my Sintra trip" (2011 or 2014; "the longer one"), "my bigest hike this year"
(distance or elevation), "history stuff from 2022" (books or museums, both in 2022) and "my cycling
total for last year" (distance or duration). Personas: chatty (Anna's birthday, the coq au vin, the
nephew, Elena, the rail holiday), terse and lowercase (the runner, the dinner party, the ski weekend,
the book club), non-native speakers ("Which cocktails I rated with 5 stars?", "Both of them are from
Helen Park?", "In how many countries I have been?"), and 15 typo turns ("totla", "resturant",
"travling", "bigest", "ovr", "wiht", "Califronia", "outisde", "tehm", "mousaka", "yaer", "then ...
avarage", "japanes", "tehre", "vally"). The questions are asked on 29 November 2026."""

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
    between,
    category,
    city,
    country,
    distinct_places,
    either,
    every,
    exists,
    field,
    field_of,
    not_,
    number,
    rating,
    region,
    title_has,
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
BOOK, TRAVEL, FOOD, MUSEUM = category("Book"), category("Travel"), category("Food"), category("Museum")
NOVEL, POETRY, HISTORY_BOOK = category("Book", "Novel"), category("Book", "Poetry"), category("Book", "History")
HIKE, RUN, WALK, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride", "Ski"))
TRAIN, FLIGHT = category("Travel", "Train journey"), category("Travel", "Flight")
US, FR, NO, IS = (country(c) for c in ("US", "FR", "NO", "IS"))
FIVE_STARS = rating("==", 5)


def author(name: str) -> Predicate:
    return field("author", name)


def cuisine(name: str) -> Predicate:
    return every(FOOD, field("cuisine", name))


def all_of(among: Predicate, claim: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether every item `among` selects (at least one) satisfies `claim`."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(claim(i) for i in chosen)

    return holds


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


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def longest_over(among: Predicate, km: float) -> Callable[[Sequence[Item]], bool]:
    return lambda items: max(i["fields"]["distance"] for i in items if among(i)) > km


THIS_YEAR, LAST_YEAR = year(2026), year(2025)

# Anna's birthday
ANNA_WINES = every(WINE, with_("Anna"))
ANNA_FIVE_STARS = every(ANNA_WINES, FIVE_STARS)

# the runner
RUNS_2026, RUNS_2025 = every(RUN, THIS_YEAR), every(RUN, LAST_YEAR)

# the coq au vin in Paris
COQ_AU_VIN_PARIS = every(FOOD, city("Paris"), field("dish", "coq au vin"))
COQ_AU_VIN_NOT_TOM = every(COQ_AU_VIN_PARIS, FIVE_STARS, not_(with_("Tom")))

# the Paris and Sintra trips
PARIS_TRIP_2022 = every(TRAVEL, city("Paris"), year(2022))
LONGER_SINTRA_TRIP = every(TRAVEL, city("Sintra"), number("nights", ">", 10))  # 11 nights in 2014 against 8 in 2011

# the biggest hike
HIKES_2026 = every(HIKE, THIS_YEAR)

# the history ones
HISTORY_BOOKS_2022 = every(HISTORY_BOOK, year(2022))
LONGER_HISTORY_BOOK = number("pages", ">", 400)  # 492 pages against 248: the longer of the two

# cycling
RIDES_2025, RIDES_2026 = every(BIKE, LAST_YEAR), every(BIKE, THIS_YEAR)

# the ski weekend: "last winter" is the winter of 2025/26 (December to February, or to the equinox: the
# same two days in February 2026)
LAST_WINTER = between(datetime(2025, 12, 1), datetime(2026, 3, 21))
SKI_LAST_WINTER = every(SKI, LAST_WINTER)
MOST_CLIMBING_SKI_DAY = every(SKI_LAST_WINTER, number("elevation", ">", 1000))  # 1,340 m against 420 m

# dinosaurs
DINOSAURS = every(MUSEUM, field("exhibition", "Dinosaurs Alive"))

# cocktails
FIVE_STAR_COCKTAILS = every(COCKTAIL, FIVE_STARS)
MARGARITAS, MARTINIS = every(COCKTAIL, title_has("Margarita")), every(COCKTAIL, title_has("Martini"))

# beers abroad
BEERS_ABROAD = every(BEER, not_(US))
STOUTS_ABROAD = every(BEERS_ABROAD, title_has("Stout"))

# the book club
TANAKA_NOVELS = every(NOVEL, author("Yuko Tanaka"))
PETROVA_NOVELS = every(NOVEL, author("Nina Petrova"))

# the poetry book
FIVE_STAR_POETRY = every(POETRY, FIVE_STARS)
HELEN_PARK = every(BOOK, author("Helen Park"))

# food in Greece
MEALS_IN_GREECE_2026 = every(FOOD, country("GR"), THIS_YEAR)

# Elena
ELENA = with_("Elena")

# Lisbon
LISBON_MEALS = every(FOOD, city("Lisbon"))

# Napa wines
NAPA_WINES = every(WINE, region("Napa Valley"))
NAPA_ZIN_OR_MERLOT_5 = every(NAPA_WINES, either(field("variety", "zinfandel"), field("variety", "merlot")), FIVE_STARS)

# walks or hikes
WALK_OR_HIKE = either(WALK, HIKE)


CONVERSATIONS = (
    talk(
        "b102 a bottle for Anna's birthday",
        step(
            "Anna's birthday is coming up and I'd love to surprise her with a bottle we enjoyed together. "
            "Which wines have I had with Anna?",
            ANNA_WINES,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Oh nice. Which of those did I give five stars?",
            Those(FIVE_STARS),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Were they all French?",
            Verdict(all_of(ANNA_FIVE_STARS, FR)),
            VERIFICATION,
            COREFERENCED,
        ),
        step(
            "Hmm, she's not really into bubbles. Leave out the sparkling ones please",
            Those(field("colour", "sparkling"), keep=False),
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Which of those two is the older vintage?",
            Best("vintage", highest=False),
            COMPARATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b102 checking my running",
        step("runs this year", RUNS_2026, SIMPLE, TERSE, LOWERCASE),
        step("totla km", Answer(total("distance"), RUNS_2026), QUANTITATIVE, COREFERENCED, TERSE, LOWERCASE, TYPO),
        step("2025?", Answer(total("distance"), RUNS_2025), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "so fewer km this year than last. correct?",
            Verdict(larger_total("distance", RUNS_2025, RUNS_2026)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b102 the coq au vin place in Paris",
        step(
            "There was this amazing coq au vin I had in Paris and I can't for the life of me remember where. "
            "Can you show me my coq au vin meals in Paris?",
            COQ_AU_VIN_PARIS,
            SIMPLE,
            CHATTY,
        ),
        step("only the ones i rated 5", Those(FIVE_STARS), ELLIPSIS, LOWERCASE),
        step(
            "which of these werent with tom",
            Those(with_("Tom"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "whats the resturant called",
            Answer(field_of("restaurant"), COQ_AU_VIN_NOT_TOM),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b102 old trips to Paris and Sintra",
        step("How many nights was my trip in Paris?", Clarify(("2019", "2022")), CLARIFICATION, NON_NATIVE),
        step(
            "The one in 2022.",
            Answer(field_of("nights"), PARIS_TRIP_2022),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "Who was travling with me in this trip?",
            Detail("who"),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
        step("And what rating I gave to my Sintra trip?", Clarify(("2011", "2014")), CLARIFICATION, NON_NATIVE),
        step(
            "The longer one.",
            Answer(rating_of, LONGER_SINTRA_TRIP),
            CLARIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b102 the biggest hike this year",
        step(
            "what was my bigest hike this year",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "by elevation",
            Best("elevation", among=HIKES_2026),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "and the longest in km",
            Best("distance", among=HIKES_2026),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b102 history stuff from 2022",
        step("history stuff from 2022", Clarify(("book", "museum")), CLARIFICATION, TERSE, LOWERCASE),
        step("the books", HISTORY_BOOKS_2022, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "who wrote the longer one",
            Answer(field_of("author"), every(HISTORY_BOOKS_2022, LONGER_HISTORY_BOOK)),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b102 cycling total for last year",
        step(
            "Could you tell me my cycling total for last year?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
        ),
        step(
            "Distance, in km",
            Answer(total("distance"), RIDES_2025),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step("And so far this year?", Answer(total("distance"), RIDES_2026), ELLIPSIS, QUANTITATIVE),
        step(
            "Was my longest ride this year ovr 70 km?",
            Verdict(longest_over(RIDES_2026, 70)),
            VERIFICATION,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b102 a Tahoe ski weekend",
        step(
            "planning a tahoe weekend with james. how many ski days did i have last winter",
            SKI_LAST_WINTER,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "which one had the most climbing",
            Best("elevation"),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "was james wiht me that day",
            Verdict(all_of(MOST_CLIMBING_SKI_DAY, with_("James"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "more ski days at truckee or south lake tahoe overall",
            Compare(
                (
                    ("Truckee", every(SKI, city("Truckee"))),
                    ("South Lake Tahoe", every(SKI, city("South Lake Tahoe"))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b102 dinosaurs for my nephew",
        step(
            "My nephew is completely obsessed with dinosaurs at the moment. Have I ever seen the Dinosaurs Alive exhibition anywhere?",
            Verdict(exists(DINOSAURS)),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Which museums had it?",
            DINOSAURS,
            COREFERENCED,
        ),
        step(
            "Just the ones in Califronia",
            Those(region("California")),
            ELLIPSIS,
            TERSE,
            TYPO,
        ),
        step(
            "Which of those did I like the most?",
            Best("rating"),
            COREFERENCED,
            QUANTITATIVE,
        ),
    ),
    talk(
        "b102 a cocktail party",
        step(
            "I make a cocktail party on Saturday. Which cocktails I rated with 5 stars?",
            FIVE_STAR_COCKTAILS,
            SIMPLE,
            NON_NATIVE,
        ),
        step("Which of them was margarita?", Those(title_has("Margarita")), COREFERENCED, NON_NATIVE),
        step(
            "In total I drank more margaritas or martinis?",
            Compare((("margarita", MARGARITAS), ("martini", MARTINIS))),
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b102 beers abroad",
        step("beers i had outisde the us", BEERS_ABROAD, LOGICAL, LOWERCASE, TYPO),
        step("which ones were stouts", Those(title_has("Stout")), COREFERENCED, LOWERCASE),
        step(
            "any of them with tom",
            Verdict(exists(every(STOUTS_ABROAD, with_("Tom")))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b102 a book club pick",
        step("yuko tanaka novels", TANAKA_NOVELS, SIMPLE, TERSE, LOWERCASE),
        step(
            "any of tehm with 5 stars",
            Verdict(exists(every(TANAKA_NOVELS, FIVE_STARS))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did i read more novels by her or by nina petrova",
            Compare((("Yuko Tanaka", TANAKA_NOVELS), ("Nina Petrova", PETROVA_NOVELS))),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b102 a poetry book for my mother",
        step(
            "I want to give a poetry book to my mother for Christmas. Which poetry books I rated 5 stars?",
            FIVE_STAR_POETRY,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "Both of them are from Helen Park?",
            Verdict(all_of(FIVE_STAR_POETRY, author("Helen Park"))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "How many books of Helen Park I have read in total?",
            HELEN_PARK,
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Which from her books is the longest?",
            Best("pages", among=HELEN_PARK),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b102 food in Greece this summer",
        step(
            "did i ever eat mousaka in athens",
            Verdict(exists(every(FOOD, city("Athens"), field("dish", "moussaka")))),
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step("what did i eat in greece this yaer", MEALS_IN_GREECE_2026, SIMPLE, LOWERCASE, TYPO),
        step(
            "which of those wasnt with elena",
            Those(ELENA, keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b102 Elena's visit",
        step(
            "My friend Elena is coming to visit next month, so exciting! What have we done together so far?",
            ELENA,
            SIMPLE,
            CHATTY,
        ),
        step("How many of those were wines?", Those(WINE), QUANTITATIVE, COREFERENCED),
        step(
            "Did we go on more walks or more hikes?",
            Compare((("walk", every(WALK, ELENA)), ("hike", every(HIKE, ELENA)))),
            COMPARATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b102 europe by train",
        step(
            "I'm toying with the idea of doing Europe by train next summer. Which train journeys have I taken so far?",
            TRAIN,
            SIMPLE,
            CHATTY,
        ),
        step(
            "How many of them were without Mary?",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            QUANTITATIVE,
            COREFERENCED,
        ),
        step(
            "Did I rate train journeys better then flights on avarage?",
            Verdict(higher_mean_rating(TRAIN, FLIGHT)),
            VERIFICATION,
            COMPARATIVE,
            TYPO,
        ),
        step(
            "And which did I take more of, trains or flights?",
            Compare((("train", TRAIN), ("flight", FLIGHT))),
            COMPARATIVE,
        ),
    ),
    talk(
        "b102 a cuisine for the dinner party",
        step(
            "which cuisine did i eat more, italian or french?",
            Compare((("italian", cuisine("italian")), ("french", cuisine("french")))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "japanes or mexican?",
            Compare((("japanese", cuisine("japanese")), ("mexican", cuisine("mexican")))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "vegetarian meals this year, how many",
            every(cuisine("vegetarian"), THIS_YEAR),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b102 back to Lisbon",
        step(
            "going back to lisbon soon. what did i eat tehre",
            LISBON_MEALS,
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "my top 3",
            Top("rating", 3, LISBON_MEALS),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("the second one", Pick(2), COREFERENCED, TERSE, LOWERCASE),
        step("who was i with", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b102 napa wines for Roberto",
        step(
            "zinfandels or merlots from napa vally that i rated 5",
            NAPA_ZIN_OR_MERLOT_5,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "were all of them with roberto",
            Verdict(all_of(NAPA_ZIN_OR_MERLOT_5, with_("Roberto"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "how many napa valley wines did i have without roberto",
            every(NAPA_WINES, not_(with_("Roberto"))),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b102 walks and hikes with friends",
        step(
            "How many walks or hikes I did together with Sofia?",
            every(WALK_OR_HIKE, with_("Sofia")),
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And with Chloé?",
            every(WALK_OR_HIKE, with_("Chloé")),
            ELLIPSIS,
            LOGICAL,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b102 a scratch map of the world",
        step("I got a scratch map. I have ever been to Norway?", Verdict(exists(NO)), VERIFICATION, NON_NATIVE),
        step("And Iceland?", Verdict(exists(IS)), VERIFICATION, ELLIPSIS, TERSE),
        step(
            "In how many countries I have been, all together?",
            Answer(distinct_places("country"), lambda i: True),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
)
