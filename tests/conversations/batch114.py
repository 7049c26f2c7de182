"""Batch 114: conversations written blind (from the documentation and the sample data, without reading
the engine). No single theme: ordinary people bring their own situations to the scrapbook. A friend,
Luca, is coming to dinner and only drinks Italian reds (the five-star ones, the primitivos among
them, the ones shared with him, the youngest vintage); a sister's bet on whether 2019 or 2024 had
more runs and more kilometres; a colleague who wants a Yuko Tanaka novel; memories of the Athens
holiday with Elena (museums there, meals with and without her); Spanish against Portuguese wines;
walks with Mary but not with Tom; art museums visited without Mary; ski days and where skiing
happens most; everything read by Nina Petrova; street food abroad; trips with Sofia; a flatmate's
claim about cocktails and beers since 2020; planning meals for a return to Japan; vegetarian meals
abroad this year; the longest bike ride and run ever.
Clarifications (each followed by the user's answer): "how did i rate the museum in copenhagen" (the
Copenhagen Art Museum or the Copenhagen Science Museum, both May 2026), "my biggest hike last year"
(by distance or by elevation: both are size fields of activities), "who came with me on the Lecce
trip" (2022 beach holiday or 2025 flight), "what did I rate my trip to Paris" (2019 or 2022), and
"add up my bike rides from 2023" (distance or duration).
Personas: chatty users wrapping questions in their plans, terse and lowercase ones, a non-native
speaker ("Which novels of her I have read?", "How many pages has it?"), and 15 typo turns ("whcih",
"longets", "Pairs", "bigest", "spansih", "lonegr", "flihgts", "Athnes", "musems", "avrage",
"thikest", "breweyr", "vegeterian", "logest", "noevls").
The questions are asked on 29 November 2026 (NOW = 29 Nov 2026 12:00 UTC, as the harness sets)."""

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
    Predicate,
    Those,
    Top,
    Verdict,
    category,
    country,
    every,
    exists,
    field,
    field_of,
    holds_for,
    mean,
    more,
    most_common_place,
    not_,
    number,
    rating,
    since,
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
BOOK, NOVEL = category("Book"), category("Book", "Novel")
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
LUNCH, DINNER, STREET_FOOD = (category("Food", t) for t in ("Lunch", "Dinner", "Street food"))
ART_MUSEUM = category("Museum", "Art")
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
IT, ES, PT, US, JP, NO = (country(c) for c in ("IT", "ES", "PT", "US", "JP", "NO"))


def in_city(name: str) -> Predicate:
    return lambda i: i["place"]["city"] == name


ATHENS, LECCE = in_city("Athens"), in_city("Lecce")
TOKYO, KYOTO = in_city("Tokyo"), in_city("Kyoto")

ITALIAN_RED_FIVE = every(WINE, IT, field("colour", "red"), rating("==", 5))
RUNS_2019, RUNS_2024 = every(RUN, year(2019)), every(RUN, year(2024))
YUKO_NOVELS = every(NOVEL, field("author", "Yuko Tanaka"))
HIKES_2025 = every(HIKE, year(2025))
BIKES_2023, BIKES_2022 = every(BIKE, year(2023)), every(BIKE, year(2022))
ATHENS_MUSEUMS = every(MUSEUM, ATHENS)
SPANISH_WINES, PORTUGUESE_WINES = every(WINE, ES), every(WINE, PT)
MARY_NOT_TOM = every(with_("Mary"), without("Tom"))
ART_WITHOUT_MARY = every(ART_MUSEUM, without("Mary"))
NINA = every(BOOK, field("author", "Nina Petrova"))
SOFIA_TRIPS = every(TRAVEL, with_("Sofia"))
SINCE_2020 = since(datetime(2020, 1, 1))
VEGETARIAN_ABROAD_2026 = every(field("cuisine", "vegetarian"), year(2026), not_(US))

HARBOR_OF_SILENCES = the("scrapbook-02293")  # Yuko Tanaka's only five-star novel, 440 pages
COPENHAGEN_SCIENCE = the("scrapbook-02357")  # May 2026, rated 4, with Mary
PARIS_2019 = the("scrapbook-01271")  # 7 nights, rated 1
PARIS_2022 = the("scrapbook-01779")  # 12 nights, rated 3


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def most_common_producer(items: Sequence[Item]) -> str:
    (first, n), *rest = Counter(i["fields"]["producer"] for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"producers {first} and {rest[0][0]} tie")
    return str(first)


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def nights_fewer(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        (a,) = [i for i in items if first(i)]
        (b,) = [i for i in items if second(i)]
        return a["fields"]["nights"] < b["fields"]["nights"]

    return holds


def all_with(name: str, among: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: all(name in i["who"] for i in items if among(i))


CONVERSATIONS = (
    talk(
        "b114 a red for Luca's visit",
        step(
            "Luca is coming over for dinner on Saturday and he only drinks Italian reds, so whcih Italian red wines did I give 5 stars?",
            ITALIAN_RED_FIVE,
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step(
            "any primitivo among those",
            Those(field("variety", "primitivo")),
            COREFERENCED,
            LOWERCASE,
            known_failure="5 results, expected 4; the reply: Yes, 5 Italian dinners rated 5, e.g. Dinner at Enoteca Nikos (August 2, 2024) and Dinner at Trattoria Juniper (June 6, 2022).",
        ),
        step(
            "Nice. And which of those did I actually drink with him?",
            Those(with_("Luca")),
            COREFERENCED,
            CHATTY,
            known_failure="None results, expected 3; the reply: Who do you mean by “him”? We haven't talked about anyone yet. Say the name, e.g. “Mary”.",
        ),
        step(
            "the youngest vintage of them?",
            Best("vintage"),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b114 settling a bet on running",
        step(
            "My sister bets I ran more often in 2024 than in 2019. Which year had more runs?",
            Compare((("2019", RUNS_2019), ("2024", RUNS_2024))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "and in km, was 2019 also ahead?",
            Verdict(larger_total("distance", RUNS_2019, RUNS_2024)),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
            known_failure="reply does not start with 'yes'; the reply: I found 15 runs in 2019. (I didn't understand “km ahead”.)",
        ),
        step(
            "whats the total distance i ran in 2024",
            Answer(total("distance"), RUNS_2024),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "the longets run that year?",
            Best("distance", among=RUNS_2024),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            TYPO,
        ),
    ),
    talk(
        "b114 a Yuko Tanaka novel for a colleague",
        step(
            "My colleague want to start reading Yuko Tanaka. Which noevls of her I have read?",
            YUKO_NOVELS,
            SIMPLE,
            NON_NATIVE,
            TYPO,
        ),
        step("Which one I rated the best?", Best("rating"), COREFERENCED, NON_NATIVE),
        step(
            "How many pages has it?",
            Answer(field_of("pages"), HARBOR_OF_SILENCES),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "She wrote also books that are not novels, I read some?",
            Verdict(exists(every(BOOK, field("author", "Yuko Tanaka"), not_(NOVEL)))),
            VERIFICATION,
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b114 the museum in Copenhagen",
        step(
            "how did i rate the museum in copenhagen",
            Clarify(("Art", "Science")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the science one",
            Answer(rating_of, COPENHAGEN_SCIENCE),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "was mary there with me",
            Verdict(holds_for("scrapbook-02357", with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b114 biggest hike last year",
        step(
            "What was my biggest hike last year?",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
        ),
        step(
            "by elevation",
            Best("elevation", among=every(HIKES_2025, number("elevation", ">", 0))),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("where was that hike?", Detail("city"), COREFERENCED),
        step(
            "and the bigest one by distance?",
            Best("distance", among=HIKES_2025),
            ELLIPSIS,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b114 remembering Lecce",
        step(
            "Who came with me on the Lecce trip?",
            Clarify(("2022", "2025")),
            CLARIFICATION,
        ),
        step(
            "The one in 2025",
            every(TRAVEL, LECCE, year(2025)),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "How many wines did I have in Lecce that year?",
            every(WINE, LECCE, year(2025)),
            QUANTITATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b114 the Paris trips",
        step(
            "what did I rate my trip to Pairs?",
            Clarify(("2019", "2022")),
            CLARIFICATION,
            TYPO,
        ),
        step(
            "the earlier one",
            Answer(rating_of, PARIS_2019),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "Was it shorter than the other one?",
            Verdict(nights_fewer(PARIS_2019, PARIS_2022)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b114 adding up the bike rides",
        step(
            "can you add up my bike rides from 2023 for me",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the minutes",
            Answer(total("duration"), BIKES_2023),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "what about 2022?",
            Answer(total("duration"), BIKES_2022),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b114 Athens with Elena",
        step(
            "Which museums did I ever visit in Athnes?",
            ATHENS_MUSEUMS,
            SIMPLE,
            TYPO,
        ),
        step(
            "was elena with me at all of them",
            Verdict(all_with("Elena", ATHENS_MUSEUMS)),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "how many meals did i have with her in athens",
            every(FOOD, ATHENS, with_("Elena")),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and without her?",
            every(FOOD, ATHENS, without("Elena")),
            LOGICAL,
            ELLIPSIS,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b114 Spanish or Portuguese wine",
        step(
            "Do I have more wines from Spain or from Portugal?",
            Compare((("Spain", SPANISH_WINES), ("Portugal", PORTUGUESE_WINES))),
            COMPARATIVE,
        ),
        step(
            "the spansih ones that arent red",
            every(SPANISH_WINES, not_(field("colour", "red"))),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many of them were albarino",
            Those(field("variety", "albariño")),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b114 walks with Mary, not with Tom",
        step(
            "walks last year with mary but not tom",
            every(WALK, year(2025), MARY_NOT_TOM),
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "what about 2024",
            every(WALK, year(2024), MARY_NOT_TOM),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many of those were lonegr than 5 km",
            Those(number("distance", ">", 5)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b114 art museums without Mary",
        step(
            "Art musems I went to without Mary",
            ART_WITHOUT_MARY,
            LOGICAL,
            TERSE,
            TYPO,
        ),
        step(
            "Which of those did I rate 4 or more?",
            Those(rating(">=", 4)),
            COREFERENCED,
        ),
        step(
            "Were any of them outside the US?",
            Verdict(exists(every(ART_WITHOUT_MARY, rating(">=", 4), not_(US)))),
            VERIFICATION,
            LOGICAL,
            COREFERENCED,
        ),
    ),
    talk(
        "b114 ski days",
        step(
            "how many ski days did i have in 2025",
            every(SKI, year(2025)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "avrage distance of those?",
            Answer(mean("distance"), every(SKI, year(2025))),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            TYPO,
        ),
        step(
            "and in 2024",
            Answer(mean("distance"), every(SKI, year(2024))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "Where do I ski most often, over all the years?",
            Answer(most_common_place("city"), SKI),
            SIMPLE,
            QUANTITATIVE,
        ),
    ),
    talk(
        "b114 everything by Nina Petrova",
        step(
            "did i read anything by nina petrova this year",
            Verdict(exists(every(NINA, year(2026)))),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "How many of her books have I read altogether?",
            NINA,
            QUANTITATIVE,
            COREFERENCED,
            known_failure="2 results, expected 31; the reply: I found 2 books this year (2026) by Nina Petrova.",
        ),
        step(
            "which was the thikest",
            Best("pages"),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
            known_failure="chose ['scrapbook-02347'], expected one of ['scrapbook-01003']; the reply: I read “thikest” as thickest. The thickest book this year (2026) by Nina Petrova among the 2 items before is A Field Guide to Oceans (552 pages).",
        ),
    ),
    talk(
        "b114 street food abroad",
        step("street food in japan", every(STREET_FOOD, JP), SIMPLE, TERSE, LOWERCASE),
        step("and italy?", every(STREET_FOOD, IT), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "more street food in portugal or in norway?",
            Compare((("Portugal", every(STREET_FOOD, PT)), ("Norway", every(STREET_FOOD, NO)))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b114 trips with Sofia",
        step("Show me all my trips with Sofia", SOFIA_TRIPS, SIMPLE),
        step(
            "how many of them were flihgts",
            Those(category("Travel", "Flight")),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was she on the Istanbul trip?",
            Verdict(holds_for("scrapbook-01960", with_("Sofia"))),
            VERIFICATION,
            COREFERENCED,
        ),
        step(
            "Which of my trips with her did I rate 4 or higher?",
            every(SOFIA_TRIPS, rating(">=", 4)),
            COREFERENCED,
            LOGICAL,
        ),
    ),
    talk(
        "b114 a flatmate's claim about drinks",
        step(
            "My flatmate claims I've had more cocktails than beers since 2020. Is that right?",
            Verdict(more(every(COCKTAIL, SINCE_2020), every(BEER, SINCE_2020))),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "how many beers was it in that time",
            every(BEER, SINCE_2020),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "which breweyr did most of them come from",
            Answer(most_common_producer, every(BEER, SINCE_2020)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b114 eating in Japan again",
        step(
            "Next spring I go again to Japan. Which were my three best meals in Tokyo?",
            Top("rating", 3, every(FOOD, TOKYO)),
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And in Kyoto?", Top("rating", 3, every(FOOD, KYOTO)), ELLIPSIS, NON_NATIVE),
        step(
            "I ate ramen also in Kyoto, not only in Tokyo?",
            Verdict(exists(every(FOOD, KYOTO, field("dish", "ramen")))),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b114 vegetarian meals abroad",
        step(
            "vegeterian lunches this year outside the us",
            every(LUNCH, VEGETARIAN_ABROAD_2026),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("and dinners?", every(DINNER, VEGETARIAN_ABROAD_2026), ELLIPSIS, TERSE, LOWERCASE),
        step("which of those was the best", Best("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b114 longest ride and run",
        step(
            "I'm signing up for a charity ride and got curious: what's the logest bike ride I've ever done?",
            Best("distance", among=BIKE),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step("Who was with me on it?", Detail("who"), COREFERENCED),
        step("and my longest run?", Best("distance", among=RUN), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "Were there more runs or bike rides in 2023?",
            Compare((("runs", every(RUN, year(2023))), ("bike rides", BIKES_2023))),
            COMPARATIVE,
        ),
    ),
)
