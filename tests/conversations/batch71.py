"""Batch 71: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a user digging into the details of
their items, the fields the collection definition gives each category: a book's author and pages, a
wine's grape, vintage and place, an activity's distance, duration and climbing, a trip's nights, a
museum visit's exhibition. Questions about one item's field ("how long was it in hours", "what
exhibition was on", "when did i read it"), items sharing a field with one item ("everything by that
same author", "any other wines from there"), aggregates over a field ("average pages of the novels i
read in 2020", "sum of km on my hikes in the dolomites", "how many nights was I away in total",
"total km bike rides napa valley"), superlatives under a condition ("my highest rated book under 300
pages", "the oldest vintage", "which hike there had the most elevation"), counts of five-star things,
a long list read oldest first and paged ("more", "the 8th one"), checks ("is that the longest book
I've ever read", "was my trip to Oslo longer than the one to Prague", "were his longer on average"),
comparisons of two named items or two sets ("which is longer, The Wine Handbook or Why Birds Matter",
"more nina petrova or grace obi"), ellipsis across types and years ("and for biographies", "same for
2021", "runs?", "sonoma valley"), and / or / not on field values ("runs over 10 km but under an hour
and a half", "books that werent by marco bellini", "meals or drinks", "everywhere except those two
valleys"), and two requests that must be asked back: an average of bike rides (of which field?) and
the length of "my Santa Fe trip" (there were three). Personas: a terse user, a lowercase user, a
chatty user who wraps questions in stories, and a typo-prone user (at least 15 typo turns: swapped,
missing and doubled letters). The questions are asked on 29 November 2026."""

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
    Verdict,
    category,
    country,
    every,
    exists,
    field,
    mean,
    number,
    rating,
    region,
    since,
    total,
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
    QUANTITATIVE,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

WINE = category("Drink", "Wine")
DRINK, BOOK, FOOD, MUSEUM, TRAVEL = (category(c) for c in ("Drink", "Book", "Food", "Museum", "Travel"))
NOVEL, BIOGRAPHY = category("Book", "Novel"), category("Book", "Biography")
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
US, CH = country("US"), country("CH")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def below(name: str, value: float) -> Predicate:
    return number(name, "<", value)


def above(name: str, value: float) -> Predicate:
    return number(name, ">", value)


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def hours_of(items: Sequence[Item]) -> float:
    """The duration of the one item selected, in hours."""
    (item,) = items
    return item["fields"]["duration"] / 60


def most_common_field(name: str) -> Callable[[Sequence[Item]], str]:
    """The single most frequent value of a field among the items (a tie is an error in the batch)."""

    def measure(items: Sequence[Item]) -> str:
        (first, n), *rest = Counter(i["fields"][name] for i in items).most_common()
        if rest and rest[0][1] == n:
            raise ValueError(f"no single most common {name}: {first} and {rest[0][0]} tie")
        return str(first)

    return measure


def longer_title(items: Sequence[Item]) -> str:
    """The title of the one of two items with more pages."""
    first, second = sorted(items, key=lambda i: i["fields"]["pages"])
    if first["fields"]["pages"] == second["fields"]["pages"]:
        raise ValueError("the two books have as many pages")
    return str(second["title"])


def page_gap(items: Sequence[Item]) -> float:
    first, second = sorted(items, key=lambda i: i["fields"]["pages"])
    return second["fields"]["pages"] - first["fields"]["pages"]


def the_longest(item_id: str, among: Predicate, name: str):
    """Whether the item with this id has the largest `name` of all the items `among` selects."""

    def holds(items: Sequence[Item]) -> bool:
        pool = [i for i in items if among(i)]
        best = max(i["fields"][name] for i in pool)
        return any(i["_id"] == item_id and i["fields"][name] == best for i in pool)

    return holds


def field_of_first_more(name: str, first: Predicate, second: Predicate):
    """Whether the one item `first` selects has a larger field than the one item `second` selects."""

    def holds(items: Sequence[Item]) -> bool:
        (a,) = [i for i in items if first(i)]
        (b,) = [i for i in items if second(i)]
        return a["fields"][name] > b["fields"][name]

    return holds


def higher_mean(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def larger_total(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def more(larger: Predicate, smaller: Predicate):
    return lambda items: sum(map(larger, items)) > sum(map(smaller, items))


def author(name: str) -> Predicate:
    return field("author", name)


# the latest book: Oceans: What Science Knows, 31 October 2026, by Elif Kaya
LATEST_BOOK = the("scrapbook-02463")
KAYA_BOOKS = every(BOOK, author("Elif Kaya"))
LONGEST_KAYA = "scrapbook-00111"  # The Science of Sleep, 600 pages (the longest book is 636 pages)
WINES_2022, WINES_2023 = every(WINE, year(2022)), every(WINE, year(2023))
HIKES_2022 = every(HIKE, year(2022))
LONGEST_HIKE_2022 = the("scrapbook-01819")  # Edinburgh, 27 December 2022, 15.7 km, 180 min, rated 5
NOVELS_2020 = every(NOVEL, year(2020))
BIOS_2020, BIOS_2021 = every(BIOGRAPHY, year(2020)), every(BIOGRAPHY, year(2021))
SHORT_BOOKS, LONG_BOOKS = every(BOOK, below("pages", 300)), every(BOOK, above("pages", 500))
FIVE_STARS_2023, FIVE_STARS_2024 = every(rating("==", 5), year(2023)), every(rating("==", 5), year(2024))
MEALS_OR_DRINKS = either(FOOD, DRINK)
EIGHTH_OLDEST_MUSEUM = the("scrapbook-00160")  # Oakland History Museum, 2 April 2011, Ancient Bronzes
WINE_HANDBOOK_OR_BIRDS = either(the("scrapbook-00919"), the("scrapbook-01095"))  # 380 and 400 pages
OSLO_TRIP, PRAGUE_TRIP = the("scrapbook-01019"), the("scrapbook-00768")  # 10 nights each
DOLOMITES_HIKES = every(HIKE, region("Dolomites"))
QUICK_LONG_RUNS = every(RUN, above("distance", 10), below("duration", 90))
BOOKS_2021 = every(BOOK, year(2021))
BELLINI = author("Marco Bellini")
BIKES_2026, BIKES_2025 = every(BIKE, year(2026)), every(BIKE, year(2025))
SANTA_FE_WITH_ANNA = the("scrapbook-00674")  # Flight to Santa Fe, June 2015, 10 nights, with Mary, Anna, Priya
OLDEST_VINTAGE = "scrapbook-00040"  # Belair Vineyards Sauvignon Blanc 2004, Yountville
OTHER_YOUNTVILLE_WINES = every(WINE, lambda i: i["place"]["city"] == "Yountville", not_(the(OLDEST_VINTAGE)))
GRACE_OBI, NINA_PETROVA = every(BOOK, author("Grace Obi")), every(BOOK, author("Nina Petrova"))
SINCE_2020 = since(datetime(2020, 1, 1))
TRIPS_2024, TRIPS_2022 = every(TRAVEL, year(2024)), every(TRAVEL, year(2022))
SPACE_AGE = every(MUSEUM, field("exhibition", "The Space Age"))
BIG_SKI_DAYS = every(SKI, above("elevation", 1000))
NAPA_VALLEY, SONOMA_VALLEY = region("Napa Valley"), region("Sonoma Valley")

CONVERSATIONS = (
    talk(
        "b71 the last book and its author",
        step(
            "Okay so I finished a book recently and the title has already gone right out of my head, what was the last book I read?",
            Best("itemDate", among=BOOK),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Right, that one! Can you pull up everything I've read by that same author? Curious how many there are.",
            KAYA_BOOKS,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Which of those was the chunkiest, page-wise?",
            Best("pages"),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Huh. Is that the longest book I've ever read, or have I managed something longer?",
            Verdict(the_longest(LONGEST_KAYA, BOOK, "pages")),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b71 grape of the year",
        step(
            "what grape did i drink the most in 2022",
            Answer(most_common_field("variety"), WINES_2022),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("same for 2023", Answer(most_common_field("variety"), WINES_2023), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "how many of thsoe zinfandels did i rate 4 or higher",
            every(WINES_2023, field("variety", "zinfandel"), rating(">=", 4)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b71 longest hike of 2022 in hours",
        step("longest hike 2022", Best("distance", among=HIKES_2022), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "how lnog was it in hours",
            Answer(hours_of, LONGEST_HIKE_2022),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b71 average pages by type and year",
        step(
            "averge pages of the novels i read in 2020",
            Answer(mean("pages"), NOVELS_2020),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and for biographies", Answer(mean("pages"), BIOS_2020), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("same for 2021", Answer(mean("pages"), BIOS_2021), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so they got shorter",
            Verdict(higher_mean("pages", BIOS_2020, BIOS_2021)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b71 best short book, best long book",
        step(
            "whats my higest rated book thats under 300 pages",
            Best("rating", among=SHORT_BOOKS),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("when did i read it", Detail("year"), COREFERENCED, LOWERCASE),
        step("and the best one over 500 pagse", Best("rating", among=LONG_BOOKS), ELLIPSIS, QUANTITATIVE, LOWERCASE, TYPO),
    ),
    talk(
        "b71 five star things",
        step("how many 5 star things did i log in 2023", FIVE_STARS_2023, SIMPLE, QUANTITATIVE, LOWERCASE),
        step("2024?", FIVE_STARS_2024, ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "how many of those were meals or drinks",
            Those(MEALS_OR_DRINKS),
            COREFERENCED,
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "more than 2023?",
            Verdict(more(every(FIVE_STARS_2024, MEALS_OR_DRINKS), every(FIVE_STARS_2023, MEALS_OR_DRINKS))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b71 museum visits oldest first",
        step("list my museum visits, oldest first", MUSEUM, SIMPLE, LOWERCASE),
        step("more", MUSEUM, COREFERENCED, TERSE, LOWERCASE),
        step("the 8th one", Pick(8), COREFERENCED, TERSE, LOWERCASE),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "what exibition was on",
            Answer(field_of("exhibition"), EIGHTH_OLDEST_MUSEUM),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b71 which book is longer",
        step(
            "My book club is arguing about page counts again, honestly. Which is longer, The Wine Handbook or Why Birds Matter?",
            Answer(longer_title, WINE_HANDBOOK_OR_BIRDS),
            SIMPLE,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "By how many pages? I need to settle this properly.",
            Answer(page_gap, WINE_HANDBOOK_OR_BIRDS),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Totally different thing, but was my trip to Oslo longer than the one to Prague? Both felt endless.",
            Verdict(field_of_first_more("nights", OSLO_TRIP, PRAGUE_TRIP)),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b71 km in the dolomites",
        step(
            "sum of km on my hikes in the dolomities",
            Answer(total("distance"), DOLOMITES_HIKES),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and the total climbing", Answer(total("elevation"), DOLOMITES_HIKES), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step(
            "which hike there had the most elevaton",
            Best("elevation", among=DOLOMITES_HIKES),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("who was with me on it", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b71 long but quick runs",
        step("runs over 10 km but under an hour and a half", QUICK_LONG_RUNS, LOGICAL, LOWERCASE),
        step("which werent in the us", Those(US, keep=False), LOGICAL, COREFERENCED, TERSE, LOWERCASE),
        step(
            "fastest of them",
            Best("duration", highest=False),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("who with", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b71 books not by marco bellini",
        step(
            "books i read in 2021 that werent by marco bellni",
            every(BOOKS_2021, not_(BELLINI)),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("and the ones by him", every(BOOKS_2021, BELLINI), ELLIPSIS, COREFERENCED, LOWERCASE),
        step(
            "were his longer on avergae",
            Verdict(higher_mean("pages", every(BOOKS_2021, BELLINI), every(BOOKS_2021, not_(BELLINI)))),
            VERIFICATION,
            COMPARATIVE,
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b71 bike ride average, of what",
        step("bike rides this year", BIKES_2026, SIMPLE, TERSE, LOWERCASE),
        step("whats the average", Clarify(("distance", "duration")), CLARIFICATION, TERSE, LOWERCASE),
        step("distnace", Answer(mean("distance"), BIKES_2026), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        step("and last year", Answer(mean("distance"), BIKES_2025), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b71 the santa fe trip",
        step(
            "I'm thinking about going back to New Mexico next spring. Remind me, how long was my Santa Fe trip?",
            Clarify(("2012", "2015", "2017")),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "Oh, the one Anna came along on",
            Answer(field_of("nights"), SANTA_FE_WITH_ANNA),
            CLARIFICATION,
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Was that the longest trip I've ever taken?",
            Verdict(the_longest("scrapbook-00674", TRAVEL, "nights")),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b71 the oldest vintage and its neighbours",
        step("whats the oldest vintage in my wines", Best("vintage", highest=False, among=WINE), SIMPLE, QUANTITATIVE, LOWERCASE),
        step("wher did i drink it", Detail("city"), COREFERENCED, LOWERCASE, TYPO),
        step(
            "any other wines from thre?",
            OTHER_YOUNTVILLE_WINES,
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("how many of those were red", Those(field("colour", "red")), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b71 the longest of each activity in 2023",
        step("longest hike in 2023", Best("distance", among=every(HIKE, year(2023))), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "rnus?",
            Best("distance", among=every(RUN, year(2023))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "walks",
            Best("distance", among=every(WALK, year(2023))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("who with", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b71 petrova or obi",
        step(
            "did i read more nina petrova or grace obi",
            Compare((("Nina Petrova", NINA_PETROVA), ("Grace Obi", GRACE_OBI))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and since 2020",
            Compare((("Nina Petrova", every(NINA_PETROVA, SINCE_2020)), ("Grace Obi", every(GRACE_OBI, SINCE_2020)))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "lsit the grace obi ones since then",
            every(GRACE_OBI, SINCE_2020),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b71 nights away",
        step(
            "I feel like I barely travelled in 2024. How many nights was I away in total on trips that year?",
            Answer(total("nights"), TRIPS_2024),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Hmm, and in 2022?", Answer(total("nights"), TRIPS_2022), ELLIPSIS, QUANTITATIVE, CHATTY),
        step(
            "So 2022 had more nights away than 2024, right?",
            Verdict(larger_total("nights", TRIPS_2022, TRIPS_2024)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b71 the space age exhibition",
        step("where did i see the space age exhibiton", SPACE_AGE, SIMPLE, LOWERCASE, TYPO),
        step("only the sceince museums", Those(SCIENCE_MUSEUM), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step(
            "among all the space age ones, more art or science museums?",
            Compare((("art", every(SPACE_AGE, ART_MUSEUM)), ("science", every(SPACE_AGE, SCIENCE_MUSEUM)))),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b71 big climbs on skis",
        step("ski days with more than 1000 m of climbing", BIG_SKI_DAYS, SIMPLE, LOWERCASE),
        step("any in switzerland", Verdict(exists(every(BIG_SKI_DAYS, CH))), VERIFICATION, COREFERENCED, TERSE, LOWERCASE),
        step(
            "which had the bigest climb",
            Best("elevation", among=BIG_SKI_DAYS),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("who was with me", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b71 bike km by valley",
        step(
            "total km bike rides napa valley", Answer(total("distance"), every(BIKE, NAPA_VALLEY)), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE
        ),
        step("sonoma valley", Answer(total("distance"), every(BIKE, SONOMA_VALLEY)), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "and everywhere except those two valleys",
            Answer(total("distance"), every(BIKE, not_(NAPA_VALLEY), not_(SONOMA_VALLEY))),
            ELLIPSIS,
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
)
