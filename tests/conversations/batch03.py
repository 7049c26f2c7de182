"""Batch 3: conversations written blind (from the documentation, the collection definition and the sample
data, without reading the engine), scored once as first written; see BATCHES.md. The users are chatty,
non-native English speakers, lowercase typists and typo-prone; the turns lean on logical questions
("or", "and", many ways of saying "not"), comparisons, yes/no questions, ellipsis, narrowing follow-ups,
questions about one picked item, dates and genuinely ambiguous questions."""

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
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    more,
    most_common_place,
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
    SIMPLE,
    TAGS,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

__all__ = ["CONVERSATIONS", "TAGS"]

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
FOOD, MUSEUM, BOOK, TRAVEL = category("Food"), category("Museum"), category("Book"), category("Travel")
HIKE, RUN, WALK, SKI = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk"), category("Activity", "Ski")
BIKE, BEACH = category("Activity", "Bike ride"), category("Travel", "Beach holiday")
DINNER, LUNCH = category("Food", "Dinner"), category("Food", "Lunch")
IT, FR, ES, PT, JP, CH, AT, HR = (country(c) for c in ("IT", "FR", "ES", "PT", "JP", "CH", "AT", "HR"))
LAST_YEAR = year(2025)
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))


def no(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def spring(y: int) -> Predicate:
    return between(datetime(y, 3, 1), datetime(y, 6, 1))


def autumn(y: int) -> Predicate:
    return between(datetime(y, 9, 1), datetime(y, 12, 1))


def of_best(among: Predicate, name: str, test: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether `test` holds of the item(s) of `among` with the highest `name` field (a yes/no question about
    the one item a previous "which was the longest?" chose)."""

    def holds(items: Sequence[Item]) -> bool:
        pool = [i for i in items if among(i)]
        top = max(i["fields"][name] for i in pool)
        return all(test(i) for i in pool if i["fields"][name] == top)

    return holds


CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "chatty: hiking seasons in 2023",
        Step(
            "Hi there! Hope you're well. I was telling my sister about my hiking and realised I have no idea, "
            "how many hikes did I actually do in 2023?",
            "count",
            every(HIKE, year(2023)),
            (SIMPLE, QUANTITATIVE, CHATTY),
        ),
        Step(
            "Ha, more than I thought! Out of curiosity, did I hike more in spring or in autumn that year?",
            ANY,
            Compare((("autumn", every(HIKE, autumn(2023))), ("spring", every(HIKE, spring(2023))))),
            (COMPARATIVE, COREFERENCED, CHATTY),
        ),
        Step(
            "Makes sense, autumn is the best time for it. Could you show me the autumn ones from that year?",
            "find",
            every(HIKE, autumn(2023)),
            (COREFERENCED, CHATTY),
            known_failure="answered the best rated hike of all instead of 2023's autumn hikes",
        ),
        Step(
            "Which of those was the longest one, by the way?",
            ANY,
            Best("distance"),
            (COREFERENCED, QUANTITATIVE, CHATTY),
            known_failure="works on the wrong previous answer (one hike)",
        ),
        Step(
            "Lovely. And who came along with me on that one?",
            ANY,
            Detail("who"),
            (COREFERENCED, CHATTY),
        ),
        Step(
            "Thanks! Different question while the coffee's brewing: how many bike rides did I do with both Ben and James?",
            "count",
            every(BIKE, with_("Ben", "James")),
            (LOGICAL, QUANTITATIVE, CHATTY),
        ),
        Step(
            "Nice. And with Ben but not with James?",
            "count",
            every(BIKE, with_("Ben"), without("James")),
            (LOGICAL, ELLIPSIS, QUANTITATIVE, CHATTY),
        ),
    ),
    talk(
        "non-native: Lyon or Nice",
        Step(
            "how much wines I have drink in Lyon or Nice?",
            "count",
            every(WINE, cities("Lyon", "Nice")),
            (LOGICAL, QUANTITATIVE, NON_NATIVE),
        ),
        Step(
            "ok. show me meals there in year 2022",
            "find",
            every(FOOD, cities("Lyon", "Nice"), year(2022)),
            (COREFERENCED, NON_NATIVE),
        ),
    ),
    talk(
        "lowercase typos: dinners in japan, narrowed",
        Step(
            "dinners in japn in 2019 or 2023",
            "find",
            every(DINNER, JP, year(2019, 2023)),
            (LOGICAL, LOWERCASE, TYPO),
        ),
        Step("only the ones with kenji", "find", Those(with_("Kenji")), (COREFERENCED, LOWERCASE)),
        Step("how many of them wasnt with priya", "count", Those(without("Priya")), (COREFERENCED, LOGICAL, QUANTITATIVE, LOWERCASE)),
    ),
    talk(
        "chatty: museums apart from art",
        Step(
            "Morning! I'm planning a museum day with some friends and wanted to look back first: "
            "which museums did I visit in 2019, apart from the art ones?",
            "find",
            every(MUSEUM, year(2019), no(kind("Art"))),
            (LOGICAL, CHATTY),
        ),
        Step("Thanks so much! What about 2018?", "find", every(MUSEUM, year(2018), no(kind("Art"))), (ELLIPSIS, CHATTY)),
        Step(
            "Brilliant. And which of those did I go to without Mary? She's coming along this time, so I'm curious.",
            "find",
            Those(without("Mary")),
            (COREFERENCED, LOGICAL, CHATTY),
        ),
    ),
    talk(
        "lowercase typos: skiing abroad",
        Step(
            "did i ever go sking in japan",
            ANY,
            Verdict(exists(every(SKI, JP))),
            (VERIFICATION, LOWERCASE, TYPO),
        ),
        Step("and in switzerland?", ANY, Verdict(exists(every(SKI, CH))), (VERIFICATION, ELLIPSIS, LOWERCASE)),
        Step(
            "ok show me the ski days in austria or switzerlnd",
            "find",
            every(SKI, either(AT, CH)),
            (LOGICAL, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "non-native: books except novels",
        Step(
            "how much books I read in 2023 except novels?",
            "count",
            every(BOOK, year(2023), no(kind("Novel"))),
            (LOGICAL, QUANTITATIVE, NON_NATIVE),
        ),
        Step(
            "which of this books is most thick?",
            ANY,
            Best("pages"),
            (COREFERENCED, QUANTITATIVE, NON_NATIVE),
        ),
    ),
    talk(
        "lowercase: history, but which history?",
        Step(
            "show me history from 2019",
            ANY,
            Clarify(("book", "museum")),
            (CLARIFICATION, LOWERCASE),
        ),
        Step(
            "the museums",
            "find",
            every(MUSEUM, kind("History"), year(2019)),
            (ELLIPSIS, LOWERCASE),
        ),
        Step(
            "was one of them with tom",
            ANY,
            Verdict(exists(every(MUSEUM, kind("History"), year(2019), with_("Tom")))),
            (VERIFICATION, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "lowercase: a total of what?",
        Step(
            "whats my total for hikes last year",
            ANY,
            Clarify(("distance", "duration", "elevation")),
            (CLARIFICATION, QUANTITATIVE, LOWERCASE),
        ),
        Step("the distance", ANY, Answer(total("distance"), every(HIKE, LAST_YEAR)), (ELLIPSIS, QUANTITATIVE, LOWERCASE)),
        Step(
            "and the year before?",
            ANY,
            Answer(total("distance"), every(HIKE, year(2024))),
            (ELLIPSIS, QUANTITATIVE, LOWERCASE),
        ),
    ),
    talk(
        "chatty: an average of what?",
        Step(
            "Random question, I'm trying to get back into running after a lazy spell: what's the average for my runs in 2024?",
            ANY,
            Clarify(("distance", "duration")),
            (CLARIFICATION, QUANTITATIVE, CHATTY),
        ),
        Step("Oh, the duration, sorry!", ANY, Answer(mean("duration"), every(RUN, year(2024))), (ELLIPSIS, QUANTITATIVE, CHATTY)),
    ),
    talk(
        "chatty: lunches against dinners",
        Step(
            "So I've been arguing with my partner about this all evening, maybe you can settle it: "
            "did I have more lunches or dinners in Portugal?",
            ANY,
            Compare((("dinner", every(DINNER, PT)), ("lunch", every(LUNCH, PT)))),
            (COMPARATIVE, CHATTY),
        ),
        Step(
            "Ha, I knew it. And in Spain?",
            ANY,
            Compare((("lunch", every(LUNCH, ES)), ("dinner", every(DINNER, ES)))),
            (COMPARATIVE, ELLIPSIS, CHATTY),
        ),
        Step(
            "Okay, you've been very helpful. Can you show me the dinners I had in Italy in 2022?",
            "find",
            every(DINNER, IT, year(2022)),
            (SIMPLE, CHATTY),
        ),
        Step("The third one looks familiar, tell me about it", ANY, Pick(3), (COREFERENCED, CHATTY)),
        Step(
            "Oh right, which city was that in again?",
            ANY,
            Detail("city"),
            (COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "non-native: wine colours",
        Step(
            "I drink more red or white wine in France?",
            ANY,
            Compare((("red", every(WINE, FR, has_field("colour", "red"))), ("white", every(WINE, FR, has_field("colour", "white"))))),
            (COMPARATIVE, NON_NATIVE),
        ),
        Step(
            "show me french wines which was not red and got 5 stars",
            "find",
            every(WINE, FR, no(has_field("colour", "red")), rating("==", 5)),
            (LOGICAL, NON_NATIVE),
        ),
    ),
    talk(
        "the beers of 2019",
        Step(
            "what's the average rating of my wines from 2019?", ANY, Answer(mean("rating"), every(WINE, year(2019))), (SIMPLE, QUANTITATIVE)
        ),
        Step("and the beers?", ANY, Answer(mean("rating"), every(BEER, year(2019))), (ELLIPSIS, QUANTITATIVE)),
    ),
    talk(
        "lowercase: train trips with mary",
        Step(
            "show me my trian trips with mary", "find", every(category("Travel", "Train journey"), with_("Mary")), (SIMPLE, LOWERCASE, TYPO)
        ),
        Step("which of them was the longest", ANY, Best("nights"), (COREFERENCED, QUANTITATIVE, LOWERCASE)),
        Step(
            "was that one rated 5?",
            ANY,
            Verdict(of_best(every(category("Travel", "Train journey"), with_("Mary")), "nights", rating("==", 5))),
            (VERIFICATION, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "lowercase typos: runs last year and the year before",
        Step("how many runs did i do last yaer", "count", every(RUN, LAST_YEAR), (SIMPLE, QUANTITATIVE, LOWERCASE, TYPO)),
        Step(
            "and the previous year?",
            "count",
            every(RUN, year(2024)),
            (ELLIPSIS, QUANTITATIVE, LOWERCASE),
        ),
        Step(
            "only the ones in berkley or oakland",
            ANY,
            Those(cities("Berkeley", "Oakland")),
            (COREFERENCED, LOGICAL, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "lowercase: last summer other than with mary",
        Step("hikes last summer other than the ones with mary", "find", every(HIKE, LAST_SUMMER, without("Mary")), (LOGICAL, LOWERCASE)),
        Step("and walks?", "find", every(WALK, LAST_SUMMER, without("Mary")), (ELLIPSIS, LOGICAL, LOWERCASE)),
        Step(
            "how many km was that alltogether",
            ANY,
            Answer(total("distance"), every(WALK, LAST_SUMMER, without("Mary"))),
            (COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "yes or no",
        Step(
            "Did I drink more wine than beer in 2019?",
            ANY,
            Verdict(more(every(WINE, year(2019)), every(BEER, year(2019)))),
            (VERIFICATION, COMPARATIVE),
        ),
        Step("was i ever in croatia without mary", ANY, Verdict(exists(every(HR, without("Mary")))), (VERIFICATION, LOGICAL, LOWERCASE)),
        Step(
            "did I ever go on a beach holiday that Mary didnt come on?",
            ANY,
            Verdict(exists(every(BEACH, without("Mary")))),
            (VERIFICATION, LOGICAL),
        ),
    ),
    talk(
        "dinners in 2024, then cocktails",
        Step(
            "in how many diffrent countries did I have dinner in 2024?",
            ANY,
            Answer(distinct_places("country"), every(DINNER, year(2024))),
            (QUANTITATIVE, SIMPLE, TYPO),
        ),
        Step(
            "and in which city did I have dinner the most that year?",
            ANY,
            Answer(most_common_place("city"), every(DINNER, year(2024))),
            (QUANTITATIVE, COREFERENCED),
        ),
        Step(
            "different thing: any cocktails in 2022 but not in san fransisco?",
            "find",
            every(COCKTAIL, year(2022), no(city("San Francisco"))),
            (LOGICAL, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "non-native: holidays leaving out the flights",
        Step("show me my holidays leaving out the flights", "find", every(TRAVEL, no(kind("Flight"))), (LOGICAL, NON_NATIVE)),
        Step(
            "how much of them was in Japan?",
            "count",
            Those(JP),
            (COREFERENCED, QUANTITATIVE, NON_NATIVE),
        ),
        Step("which was longest one?", ANY, Best("nights"), (COREFERENCED, QUANTITATIVE, NON_NATIVE)),
    ),
)
