"""Batch 96: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: settling arguments with a partner
over breakfast. The user checks claims and compares: whether at least 15 books were read this year
(and in 2023), which year had more books and more pages; whether 2024 was a better wine year than 2023
by average rating (and 2020 against 2019); more walks and runs in spring or in autumn, and whether last
year's hikes leaned to spring; who came hiking more often (Anna or Roberto, Mary or Elena), who cycles
with the user more (James or Ben); kilometres ridden and run in one year against another; which city
had more meals out (Lisbon or Barcelona, then only lunches); skiing with Anna, Priya, Tom; Croatia
visited or not; Kenji on the Tokyo and Kyoto trips and Japan without him; French or Italian food in 2019
and 2022 and whether most of those were in Paris; more museums this year than in 2024 and 2025 put
together; wines with Elena or Roberto, and with Luca; which of two books is longer and more of its
author's books this year or in 2022; dinners with Tom but not Mary; meals in Athens this summer and
whether Elena was at all of them. Yes/no questions in many wordings ("..., haven't I?", "..., right?", "is it true
that...", "isn't that the one...", "have I been to...", "was that...", "did I ever..."), follow-ups
("and this year?", "what about jaipur", "the first one", "how did i rate it", "when was that", "and the
other one?").
Clarifications (each followed by the user's answer): "the paris trip" (2019 or 2022), "my biggest
hike this year" (by distance or by elevation: the Delphi hike or the Calistoga one), "The Science of
Time" (three books of that title, of 220, 152 and 252 pages, against The Winter of Gardens' 248), and
"the museum in athens this summer" with Elena (the natural history museum, where she was, or the
science museum, where she was not). Personas: a chatty partner-quoting user, a terse lowercase one, a non-native
speaker ("I was ever skiing together with Anna?", "Is true that I never was in Japan without him?"), and about 15 typo turns ("avrage", "autum",
"cylce", "Barcleona", "croaita", "then" for "than", "bigest", "musem", "stras", "Tokoyo", "italain",
"yaer", "wnies", "whithout", "wich"). The questions are asked on 29 November 2026."""

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
    Verdict,
    between,
    category,
    city,
    country,
    either,
    every,
    exists,
    field,
    field_of,
    holds_for,
    kind,
    mean,
    more,
    most_common_place,
    not_,
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

WINE = category("Drink", "Wine")
BOOK, TRAVEL, FOOD, MUSEUM = category("Book"), category("Travel"), category("Food"), category("Museum")
DINNER, LUNCH = category("Food", "Dinner"), category("Food", "Lunch")
HIKE, RUN, WALK, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride", "Ski"))
JP, HR = country("JP"), country("HR")

# Spring and autumn as March-May and September-November; the astronomical seasons (from the equinox
# or solstice around the 20th to the next) give the same counts for every option compared below.
SPRING = lambda i: i["itemDate"].month in (3, 4, 5)  # noqa: E731
AUTUMN = lambda i: i["itemDate"].month in (9, 10, 11)  # noqa: E731
SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))

PARIS_TRIP_WITH_TOM = the("scrapbook-01779")  # Flight to Paris, November 2022, 12 nights (the 2019 one: 7)
BUDAPEST_TRIP = the("scrapbook-02011")  # May 2024, 7 nights
JAIPUR_TRIP = the("scrapbook-02036")  # July 2024, 12 nights
DELPHI_LONG_HIKE = the("scrapbook-02411")  # 21.6 km, the longest hike of 2026, with Mary only
SCIENCE_OF_TIME_AUGUST = the("scrapbook-02245")  # August 2025, 252 pages
SCIENCE_OF_TIME_2023 = the("scrapbook-01900")  # April 2023, 220 pages
WINTER_OF_GARDENS = the("scrapbook-02445")  # 248 pages
ATHENS_SCIENCE_MUSEUM = "scrapbook-02401"  # July 2026, with Mary only
ATHENS_NATURAL_HISTORY = "scrapbook-02396"  # July 2026, with Mary and Elena
MADRID_ART_MUSEUM = "scrapbook-02220"  # July 2025, rated 4
RIVER_OF_ISLANDS = the("scrapbook-02303")  # 624 pages, by Tomas Reyes, January 2026
MEMORY_OF_ORCHARDS = the("scrapbook-02361")  # 368 pages
LONGEST_RUN_2025 = "scrapbook-02252"  # 20.9 km in San Francisco with Tom


def count(predicate: Predicate, items: Sequence[Item]) -> int:
    return sum(1 for i in items if predicate(i))


def at_least(predicate: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    return lambda items: count(predicate, items) >= n


def more_than(predicate: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    return lambda items: count(predicate, items) > n


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


def longer(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item `first` selects has a larger `name` than the one `second` selects."""

    def holds(items: Sequence[Item]) -> bool:
        (a,) = [i for i in items if first(i)]
        (b,) = [i for i in items if second(i)]
        return a["fields"][name] > b["fields"][name]

    return holds


def largest_is(name: str, among: Predicate, claim: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the item with the largest `name` among those `among` selects satisfies `claim`."""

    def holds(items: Sequence[Item]) -> bool:
        pool = [i for i in items if among(i)]
        top = max(i["fields"][name] for i in pool)
        (winner,) = [i for i in pool if i["fields"][name] == top]
        return claim(winner)

    return holds


def the_majority(part: Predicate, whole: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: 2 * count(every(whole, part), items) > count(whole, items)


def more_than_together(first: Predicate, *others: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: count(first, items) > sum(count(o, items) for o in others)


def all_of(predicate: Predicate, claim: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: all(claim(i) for i in items if predicate(i)) and exists(predicate)(items)


def none_of(predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: not exists(predicate)(items)


def only_year(items: Sequence[Item]) -> str:
    """The one year all the items are from."""
    (y,) = {i["itemDate"].year for i in items}
    return str(y)


def city_of(items: Sequence[Item]) -> str:
    (item,) = items
    return str(item["place"]["city"])


def only_companion(items: Sequence[Item]) -> str:
    (item,) = items
    (name,) = item["who"]
    return str(name)


BOOKS_2026, BOOKS_2024, BOOKS_2023 = (every(BOOK, year(y)) for y in (2026, 2024, 2023))
HIKES_2026 = every(HIKE, year(2026))
FRENCH_FOOD_2022 = every(FOOD, field("cuisine", "french"), year(2022))

CONVERSATIONS = (
    talk(
        "b96 books this year and in 2023",
        step(
            "Morning! My partner claims I've barely opened a book this year. I've read at least 15 books in 2026, haven't I?",
            Verdict(at_least(BOOKS_2026, 15)),
            VERIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
        step("ha! and in 2023?", Verdict(at_least(BOOKS_2023, 15)), VERIFICATION, ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "ok so wich year did I read more, 2023 or 2024?",
            Compare((("2023", BOOKS_2023), ("2024", BOOKS_2024))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "and more pages in 2024 too?",
            Verdict(larger_total("pages", BOOKS_2024, BOOKS_2023)),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            known_failure="reply does not start with 'yes'; the reply: I found 15 books in 2024. (I didn't understand “pages too”.)",
        ),
    ),
    talk(
        "b96 better wine years by rating",
        step(
            "was 2024 a better wine year than 2023, rating wise",
            Verdict(higher_mean_rating(every(WINE, year(2024)), every(WINE, year(2023)))),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and 2020 vs 2019",
            Verdict(higher_mean_rating(every(WINE, year(2020)), every(WINE, year(2019)))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "whats the avrage for 2020",
            Answer(mean("rating"), every(WINE, year(2020))),
            QUANTITATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b96 spring or autumn",
        step(
            "did i go on more walks in spring or in autumn this year",
            Compare((("spring", every(WALK, year(2026), SPRING)), ("autumn", every(WALK, year(2026), AUTUMN)))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and runs?",
            Compare((("spring", every(RUN, year(2026), SPRING)), ("autumn", every(RUN, year(2026), AUTUMN)))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "what about 2023",
            Compare((("spring", every(RUN, year(2023), SPRING)), ("autumn", every(RUN, year(2023), AUTUMN)))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            # March-May 2025 holds one hike, the astronomical spring another (19 June); autumn none either way,
            # and the kilometres agree with the counts.
            "So last year I hiked more in spring than in autum, right?",
            Verdict(more(every(HIKE, year(2025), SPRING), every(HIKE, year(2025), AUTUMN))),
            VERIFICATION,
            COMPARATIVE,
            TYPO,
        ),
    ),
    talk(
        "b96 who came hiking more",
        step(
            "Who came hiking with me more often, Anna or Roberto?",
            Compare((("Anna", every(HIKE, with_("Anna"))), ("Roberto", every(HIKE, with_("Roberto"))))),
            COMPARATIVE,
        ),
        step(
            "And this year?",
            Compare((("Anna", every(HIKES_2026, with_("Anna"))), ("Roberto", every(HIKES_2026, with_("Roberto"))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "what about mary vs elena this year",
            Compare((("Mary", every(HIKES_2026, with_("Mary"))), ("Elena", every(HIKES_2026, with_("Elena"))))),
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "which of this year's hikes did I do with both of them?",
            every(HIKES_2026, with_("Mary", "Elena")),
            LOGICAL,
            COREFERENCED,
        ),
    ),
    talk(
        "b96 cycling with James or Ben",
        step(
            "who do i cylce with more, james or ben",
            Compare((("James", every(BIKE, with_("James"))), ("Ben", every(BIKE, with_("Ben"))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and this year",
            Compare((("James", every(BIKE, year(2026), with_("James"))), ("Ben", every(BIKE, year(2026), with_("Ben"))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "My husband reckons I rode more km in 2025 than in 2022. He's right, isn't he?",
            Verdict(larger_total("distance", every(BIKE, year(2025)), every(BIKE, year(2022)))),
            VERIFICATION,
            COMPARATIVE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "How far did I ride in 2022 then?",
            Answer(total("distance"), every(BIKE, year(2022))),
            QUANTITATIVE,
            ELLIPSIS,
        ),
    ),
    talk(
        "b96 eating out in Lisbon or Barcelona",
        step(
            "Which city did I eat out in more, Lisbon or Barcleona?",
            Compare((("Lisbon", every(FOOD, city("Lisbon"))), ("Barcelona", every(FOOD, city("Barcelona"))))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "just lunches?",
            Compare((("Lisbon", every(LUNCH, city("Lisbon"))), ("Barcelona", every(LUNCH, city("Barcelona"))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "did I ever have dinner in Lisbon with Mary?",
            Verdict(exists(every(DINNER, city("Lisbon"), with_("Mary")))),
            VERIFICATION,
        ),
    ),
    talk(
        "b96 skiing companions",
        step(
            "I was ever skiing together with Anna?",
            Verdict(exists(every(SKI, with_("Anna")))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "And with Priya?",
            Verdict(exists(every(SKI, with_("Priya")))),
            VERIFICATION,
            ELLIPSIS,
            NON_NATIVE,
            TERSE,
        ),
        step("and tom", Verdict(exists(every(SKI, with_("Tom")))), VERIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "Where was this one with Priya?",
            Answer(city_of, every(SKI, with_("Priya"))),
            COREFERENCED,
            NON_NATIVE,
            known_failure="reply does not state 'Truckee'; the reply: 1 ski day with Priya.",
        ),
    ),
    talk(
        "b96 Croatia",
        step("have i been to croaita", Verdict(exists(HR)), VERIFICATION, SIMPLE, LOWERCASE, TYPO),
        step("when was that", Answer(only_year, HR), COREFERENCED, TERSE, LOWERCASE),
        step(
            "did I eat anything there that wasn't seafood?",
            Verdict(exists(every(FOOD, HR, not_(field("cuisine", "seafood"))))),
            VERIFICATION,
            LOGICAL,
            COREFERENCED,
        ),
    ),
    talk(
        "b96 the Paris trip",
        step(
            "how many nights was the paris trip",
            Clarify(("2019", "2022")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the one with tom",
            Answer(field_of("nights"), PARIS_TRIP_WITH_TOM),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "thats longer then the budapest trip right",
            Verdict(longer("nights", PARIS_TRIP_WITH_TOM, BUDAPEST_TRIP)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "what about jaipur",
            Verdict(longer("nights", PARIS_TRIP_WITH_TOM, JAIPUR_TRIP)),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            known_failure="reply does not start with 'no'; the reply: I found 1 travel in Jaipur.",
        ),
    ),
    talk(
        "b96 the biggest hike this year",
        step(
            "My other half insists my biggest hike this year was the one in Delphi. Was it?",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "Distance, I mean.",
            Verdict(largest_is("distance", HIKES_2026, city("Delphi"))),
            CLARIFICATION,
            VERIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step("Who was with me on it?", Answer(only_companion, DELPHI_LONG_HIKE), COREFERENCED),
        step(
            "and by climbing, which one was the bigest?",
            Best("elevation", among=HIKES_2026),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
            known_failure="chose ['scrapbook-02414'], expected one of ['scrapbook-02389']; the reply: Yes — I read “bigest” as biggest — 1 hike in Delphi this year (2026), e.g. Hike near Delphi (July 14, 2026).",
        ),
    ),
    talk(
        "b96 The Science of Time",
        step(
            "Was The Science of Time longer than The Winter of Gardens?",
            Clarify(),
            CLARIFICATION,
        ),
        step(
            "the august one",
            Verdict(longer("pages", SCIENCE_OF_TIME_AUGUST, WINTER_OF_GARDENS)),
            CLARIFICATION,
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            known_failure="reply does not start with 'yes'; the reply: 225 items in August (every year). Here are 25 of 225. Say “more” for the next ones or “show all”.",
        ),
        step(
            "and the one from 2023?",
            Verdict(longer("pages", SCIENCE_OF_TIME_2023, WINTER_OF_GARDENS)),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            known_failure="reply does not start with 'no'; the reply: “The Science of Time” by Tomas Reyes (2023).",
        ),
    ),
    talk(
        "b96 Elena at the museum in Athens",
        step(
            "did elena come with me to the musem in athens this summer",
            Clarify(("natural history", "science")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the science one",
            Verdict(holds_for(ATHENS_SCIENCE_MUSEUM, with_("Elena"))),
            CLARIFICATION,
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "And the other one?",
            Verdict(holds_for(ATHENS_NATURAL_HISTORY, with_("Elena"))),
            VERIFICATION,
            COREFERENCED,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "how many things have i done with elena altogether",
            with_("Elena"),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b96 museums this year against the two before",
        step(
            "Settle something for us: I went to more museums this year than in 2024 and 2025 put together, didn't I?",
            Verdict(more_than_together(every(MUSEUM, year(2026)), every(MUSEUM, year(2024)), every(MUSEUM, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            QUANTITATIVE,
            LOGICAL,
            CHATTY,
        ),
        step(
            "how many did I go to in 2024 and 2025 then?",
            every(MUSEUM, year(2024, 2025)),
            QUANTITATIVE,
            LOGICAL,
            ELLIPSIS,
        ),
        step("which of those were art museums?", Those(kind("Art")), COREFERENCED, LOGICAL),
        step(
            "isnt the madrid one the one i gave 4 stras",
            Verdict(holds_for(MADRID_ART_MUSEUM, lambda i: i["rating"] == 4)),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b96 Kenji and Japan",
        step(
            "Kenji came with me on both trips to Tokoyo, no?",
            Verdict(all_of(every(TRAVEL, city("Tokyo")), with_("Kenji"))),
            VERIFICATION,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And on the Kyoto one also?",
            Verdict(all_of(every(TRAVEL, city("Kyoto")), with_("Kenji"))),
            VERIFICATION,
            ELLIPSIS,
            NON_NATIVE,
            TERSE,
        ),
        step(
            "Is true that I never was in Japan without him?",
            Verdict(none_of(every(JP, without("Kenji")))),
            VERIFICATION,
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Which trips to Japan were without him, then?",
            every(TRAVEL, JP, without("Kenji")),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b96 French or Italian food",
        step(
            "did i eat more french or italain food in 2019",
            Compare(
                (
                    ("French", every(FOOD, field("cuisine", "french"), year(2019))),
                    ("Italian", every(FOOD, field("cuisine", "italian"), year(2019))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and 2022?",
            Compare((("French", FRENCH_FOOD_2022), ("Italian", every(FOOD, field("cuisine", "italian"), year(2022))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "were most of the french meals that year in paris",
            Verdict(the_majority(city("Paris"), FRENCH_FOOD_2022)),
            VERIFICATION,
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "so where did I have most of them?",
            Answer(most_common_place("city"), FRENCH_FOOD_2022),
            QUANTITATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b96 running last year and this year",
        step(
            "I ran more last year than this year, didn't I?",
            # 15 runs and 229.6 km in 2025 against 12 runs and 166.4 km in 2026: either reading says yes.
            Verdict(
                lambda items: (
                    more(every(RUN, year(2025)), every(RUN, year(2026)))(items)
                    and larger_total("distance", every(RUN, year(2025)), every(RUN, year(2026)))(items)
                )
            ),
            VERIFICATION,
            COMPARATIVE,
        ),
        step(
            "how many kms was that last yaer",
            Answer(total("distance"), every(RUN, year(2025))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step("my longest run last year", Best("distance", among=every(RUN, year(2025))), SIMPLE, TERSE, LOWERCASE),
        step(
            "isnt that the one with tom",
            Verdict(holds_for(LONGEST_RUN_2025, with_("Tom"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b96 wines this year and who with",
        step(
            "ive had more than 25 wnies this year havent i",
            Verdict(more_than(every(WINE, year(2026)), 25)),
            VERIFICATION,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "who did i share more of them with, elena or roberto",
            Compare(
                (
                    ("Elena", every(WINE, year(2026), with_("Elena"))),
                    ("Roberto", every(WINE, year(2026), with_("Roberto"))),
                )
            ),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "any with luca",
            Verdict(exists(every(WINE, year(2026), with_("Luca")))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b96 two books head to head",
        step(
            "Which one is longer, The River of Islands or The Memory of Orchards?",
            Best("pages", among=either(RIVER_OF_ISLANDS, MEMORY_OF_ORCHARDS)),
            COMPARATIVE,
        ),
        step(
            "was that one I read this year?",
            Verdict(holds_for("scrapbook-02303", year(2026))),
            VERIFICATION,
            COREFERENCED,
        ),
        step(
            "who wrote it",
            Answer(field_of("author"), RIVER_OF_ISLANDS),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "did I read more of his books this year or in 2022?",
            Compare(
                (
                    ("2026", every(BOOK, year(2026), field("author", "Tomas Reyes"))),
                    ("2022", every(BOOK, year(2022), field("author", "Tomas Reyes"))),
                )
            ),
            COMPARATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b96 dinners with Tom but not Mary",
        step(
            "dinners last year with tom but whithout mary",
            every(DINNER, year(2025), with_("Tom"), without("Mary")),
            LOGICAL,
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step("only the ones in Madrid", Those(city("Madrid")), LOGICAL, COREFERENCED, TERSE),
        step("the first one", Pick(1), COREFERENCED, TERSE, LOWERCASE),
        step("how did i rate it", Detail("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b96 Athens this summer",
        step(
            "what did I eat in Athens this summer?",
            every(FOOD, city("Athens"), SUMMER_2026),
            SIMPLE,
        ),
        step(
            "was elena at all of them?",
            Verdict(all_of(every(FOOD, city("Athens"), SUMMER_2026), with_("Elena"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "the ones without mary",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
)
