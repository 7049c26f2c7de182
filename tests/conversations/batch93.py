"""Batch 93: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: an end-of-year review. On
29 November 2026 the user looks back on the year and sets it against earlier ones: how many trips in
2026 and "the year before", the longest of them and who came along; whether Denmark, Australia and
Japan were new countries this year or places visited before, and which of the earlier Japan trips
were with Kenji; the top meals of 2026 and which month had the most meals out (and in 2023); the
kilometres hiked, walked and run this year against 2025; the average rating of this year's books and
whether it beat 2025; the first and the most recent museum of the year; wines "since January",
books "in the last 3 months", meals "this autumn" (phrased so that every reading of "the last 3
months" and of "autumn" gives the same items); more runs or walks, wine or beer, in one year or the
other; walks or hikes with Mary "not the ones in Greece"; everything done with Elena this year;
dinners abroad this year and the year before, and which of those were with Luca; follow-ups such as
"and the year before?", "the second one", "which of them was with Kenji?", "who wrote it", "and the
other one?". Clarifications (each followed by the user's answer): "my hiking total for this year"
(distance or duration), "the history ones from this year" (History books or History museums, both
in 2026), "the rating of the museum in Sydney" (the Sydney Natural History Museum or the Sydney
History Museum, both March 2026), and "my 2023 trip with Kenji" (Kyoto or Tokyo). Personas: a chatty
user writing a year-in-review, a terse lowercase one, a non-native speaker ("before this year I was
ever there?", "Which of them was with Kenji?"), and 17 typo turns ("meels", "autum", "exibition",
"musuems", "greeece", "recnet", "hihgest", "monthes", "lst year", "runing"). The questions are asked on
29 November 2026."""

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
    before,
    between,
    category,
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
    since,
    the,
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

WINE, BEER = category("Drink", "Wine"), category("Drink", "Beer")
BOOK, TRAVEL, FOOD, MUSEUM = (
    category("Book"),
    category("Travel"),
    category("Food"),
    category("Museum"),
)
DINNER = category("Food", "Dinner")
HIKE, RUN, WALK, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride"))
HISTORY_MUSEUM = category("Museum", "History")
US, GR, JP, DK, AU = (country(c) for c in ("US", "GR", "JP", "DK", "AU"))

THIS_YEAR = year(2026)
SINCE_JANUARY = since(datetime(2026, 1, 1))
BEFORE_THIS_YEAR = before(datetime(2026, 1, 1))
# "the last 3 months": from 29 August 2026 (or from 1 August / 1 September: the same books, meals and rides)
LAST_3_MONTHS = since(datetime(2026, 8, 29))
# "this autumn": from 1 September 2026 (or from the equinox: the same meals, none in September)
THIS_AUTUMN = since(datetime(2026, 9, 1))
JULY_2026 = between(datetime(2026, 7, 1), datetime(2026, 8, 1))

TRIPS_2026, TRIPS_2025 = every(TRAVEL, year(2026)), every(TRAVEL, year(2025))
FOOD_2026 = every(FOOD, THIS_YEAR)
HIKES_2026, HIKES_2025 = every(HIKE, year(2026)), every(HIKE, year(2025))
BOOKS_2026, BOOKS_2025 = every(BOOK, year(2026)), every(BOOK, year(2025))
MUSEUMS_2026, MUSEUMS_2025 = every(MUSEUM, year(2026)), every(MUSEUM, year(2025))
WINES_SINCE_JANUARY = every(WINE, SINCE_JANUARY)
RECENT_BOOKS = every(BOOK, LAST_3_MONTHS)
AUTUMN_MEALS = every(FOOD, THIS_AUTUMN)
HISTORY_MUSEUMS_2026 = every(HISTORY_MUSEUM, THIS_YEAR)
JAPAN_TRIPS_BEFORE = every(TRAVEL, JP, BEFORE_THIS_YEAR)
WALKS_OR_HIKES_WITH_MARY = every(either(WALK, HIKE), with_("Mary"), SINCE_JANUARY)
ELENA_2026 = every(with_("Elena"), THIS_YEAR)

FIELD_GUIDE_TO_TIME = the("scrapbook-02443")  # 496 pages, the longest book of the last 3 months, by Tomas Reyes
MELBOURNE_HISTORY_MUSEUM = the("scrapbook-02327")  # rated 5, exhibition "Dinosaurs Alive"
SYDNEY_NATURAL_HISTORY = the("scrapbook-02320")  # March 2026, rated 3
SYDNEY_HISTORY = the("scrapbook-02323")  # March 2026, rated 2
KYOTO_WITH_KENJI = the("scrapbook-01843")  # Flight to Kyoto, March 2023, 7 nights, rated 2

MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def most_common_month(items: Sequence[Item]) -> str:
    """The name of the month with the most of `items` (a single one: a tie is an error)."""
    (first, n), *rest = Counter(i["itemDate"].month for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"months {first} and {rest[0][0]} tie")
    return MONTHS[first - 1]


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


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


CONVERSATIONS = (
    talk(
        "b93 trips this year and the year before",
        step(
            "Hi there! It's almost December so I'm doing my little year-in-review. How many trips did I take in 2026?",
            TRIPS_2026,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("and the year before?", TRIPS_2025, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "Ok so which of those was the longest one, in nights?",
            Best("nights"),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Lovely, that one I remember. Who came along with me?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "and which of this year's trips didnt include mary",
            every(TRAVEL, THIS_YEAR, not_(with_("Mary"))),
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b93 new countries this year",
        step(
            "This year I went to Denmark. Before this year I was ever there?",
            Verdict(exists(every(DK, BEFORE_THIS_YEAR))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "And Australia, it was also the first time this year?",
            Verdict(lambda items: not exists(every(AU, BEFORE_THIS_YEAR))(items)),
            VERIFICATION,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "And Japan?",
            Verdict(lambda items: not exists(every(JP, BEFORE_THIS_YEAR))(items)),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "Show me my trips to Japan from before this year plese",
            JAPAN_TRIPS_BEFORE,
            SIMPLE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Which of them was with Kenji?",
            Those(with_("Kenji")),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b93 top meals of 2026",
        step(
            "my top 3 meels of 2026",
            Top("rating", 3, FOOD_2026),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("the second one", Pick(2), COREFERENCED, TERSE, LOWERCASE),
        step("wher was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step("who was i with", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b93 the month with the most meals out",
        step(
            "which month did i eat out the most in 2026",
            Answer(most_common_month, FOOD_2026),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and in 2023",
            Answer(most_common_month, every(FOOD, year(2023))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many meals did i have in july this year",
            every(FOOD, JULY_2026),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "how many of thsoe were dinners",
            Those(DINNER),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b93 hiking total, this year and last",
        step(
            "whats my hiking total for this year",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the kilometers",
            Answer(total("distance"), HIKES_2026),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the year before?",
            Answer(total("distance"), HIKES_2025),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so this year i hiked more km then in 2025 rihgt",
            Verdict(larger_total("distance", HIKES_2026, HIKES_2025)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b93 walking and running since january",
        step(
            "how many kilometres did i walk since january",
            Answer(total("distance"), every(WALK, SINCE_JANUARY)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and runing?",
            Answer(total("distance"), every(RUN, SINCE_JANUARY)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            TYPO,
        ),
        step(
            "which run was the longest",
            Best("distance", among=every(RUN, SINCE_JANUARY)),
            COREFERENCED,
            LOWERCASE,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b93 average book rating against 2025",
        step(
            "Quick one before I write my reading wrap-up: what's the average rating I gave the books I read this year?",
            Answer(mean("rating"), BOOKS_2026),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Hmm, and was that higher than in 2025?",
            Verdict(higher_mean_rating(BOOKS_2026, BOOKS_2025)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Out of curiosity, did I read more books in 2025 or in 2026?",
            Compare((("2025", BOOKS_2025), ("2026", BOOKS_2026))),
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b93 first and last museum of the year",
        step(
            "first museum i went to this year",
            Best("itemDate", highest=False, among=MUSEUMS_2026),
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the most recnet one",
            Best("itemDate", among=MUSEUMS_2026),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("who was with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "how many musuems did I visit this year altogether?",
            MUSEUMS_2026,
            SIMPLE,
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "was that more than last year?",
            Verdict(more(MUSEUMS_2026, MUSEUMS_2025)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b93 wines since january",
        step(
            "how many wines have i had since january",
            WINES_SINCE_JANUARY,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "only the ones that arent red",
            Those(field("colour", "red"), keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("the second one", Pick(2), COREFERENCED, TERSE, LOWERCASE),
        step("where did i drink it", Detail("city"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b93 books of the last three months",
        step("books i read in the last 3 months", RECENT_BOOKS, SIMPLE, LOWERCASE),
        step("which one was the longets", Best("pages"), COREFERENCED, LOWERCASE, TYPO),
        step(
            "who wrote it",
            Answer(field_of("author"), FIELD_GUIDE_TO_TIME),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many books by him did i read this year",
            every(BOOK, THIS_YEAR, field("author", "Tomas Reyes")),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b93 meals out this autumn",
        step(
            "how often did i eat out this autum",
            AUTUMN_MEALS,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "any of them with priya",
            Verdict(exists(every(AUTUMN_MEALS, with_("Priya")))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which ones were not with roberto",
            Those(with_("Roberto"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b93 the history ones from this year",
        step(
            "the history ones from this year",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step("museums", HISTORY_MUSEUMS_2026, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("which did i rate hihgest", Best("rating"), COREFERENCED, LOWERCASE, TYPO),
        step(
            "what exibition was on",
            Answer(field_of("exhibition"), MELBOURNE_HISTORY_MUSEUM),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b93 the museum in Sydney",
        step(
            "What rating did I give the museum in Sydney?",
            Clarify(("natural history",)),
            CLARIFICATION,
        ),
        step(
            "The natural history one.",
            Answer(rating_of, SYDNEY_NATURAL_HISTORY),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "And the other one?",
            Answer(rating_of, SYDNEY_HISTORY),
            COREFERENCED,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b93 the 2023 trip with Kenji",
        step(
            "how many nights was my 2023 trip with kenji",
            Clarify(("Kyoto", "Tokyo")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "kyoto",
            Answer(field_of("nights"), KYOTO_WITH_KENJI),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "did i rate it 4 stars or more",
            Verdict(holds_for("scrapbook-01843", rating(">=", 4))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b93 more runs or walks, 2025 or 2026",
        step(
            "did i do more runs in 2025 or in 2026",
            Compare((("2025", every(RUN, year(2025))), ("2026", every(RUN, year(2026))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and walks?",
            Compare((("2025", every(WALK, year(2025))), ("2026", every(WALK, year(2026))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b93 walks or hikes with Mary, not in Greece",
        step("walks or hikes with Mary since January", WALKS_OR_HIKES_WITH_MARY, LOGICAL),
        step(
            "not the ones in greeece",
            Those(GR, keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("which was the longest", Best("distance"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b93 everything with Elena this year",
        step("what did i do with elena this yaer", ELENA_2026, SIMPLE, LOWERCASE, TYPO),
        step(
            "how many of those were hikes",
            Those(HIKE),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "Elena was ever with me before this year?",
            Verdict(exists(every(with_("Elena"), BEFORE_THIS_YEAR))),
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b93 wine or beer, this year and last",
        step(
            "more wine or beer this year",
            Compare((("wine", every(WINE, THIS_YEAR)), ("beer", every(BEER, THIS_YEAR)))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and lst year",
            Compare((("wine", every(WINE, year(2025))), ("beer", every(BEER, year(2025))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b93 bike rides lately",
        step(
            "did i go cycling at all in the last three months",
            Verdict(exists(every(BIKE, LAST_3_MONTHS))),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "rides or runs in the last three monthes",
            every(either(BIKE, RUN), LAST_3_MONTHS),
            LOGICAL,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "my longest bike ride this year",
            Best("distance", among=every(BIKE, THIS_YEAR)),
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step("who came wiht me", Detail("who"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b93 dinners abroad this year and the year before",
        step(
            "How many dinners I had this year outside of the United States?",
            every(DINNER, THIS_YEAR, not_(US)),
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And the year before that?",
            every(DINNER, year(2025), not_(US)),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Which of these were together with Luca?",
            Those(with_("Luca")),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
)
