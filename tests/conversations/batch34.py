"""Batch 34: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md.

Theme: an outdoors person reviewing their activities (hikes, runs, walks, ski days, bike rides):
distance, duration and elevation with units; the longest, the steepest, the top few; totals and
averages by year and by season; who came along; places and regions (the Dolomites, Greece, Japan,
Europe against Canada, California against abroad, other US states); comparisons between years,
seasons and kinds; yes/no checks of what they remember; a few switches to meals, wines and museums
in the middle of a conversation.

Personas:
- a storyteller who wraps each question in an anecdote (chatty);
- a skeptic who double-checks the answers ("are you sure?", "that can't be right");
- a non-native speaker (missing articles, word order, "how much kilometer");
- a terse user who types fragments, lowercase, texting shortcuts ("yr", "w", "em").
About a quarter of the turns carry a typo made on a phone.
"""

from __future__ import annotations

from collections.abc import Sequence
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
    between,
    category,
    city,
    country,
    every,
    exists,
    mean,
    number,
    region,
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
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import ANY_INTENT, Conversation, talk

SKEPTICAL = "skeptical"
PERSONAS = (TERSE, CHATTY, LOWERCASE, TYPO, NON_NATIVE, SKEPTICAL)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT

HIKE, RUN, WALK, SKI, BIKE = (category("Activity", k) for k in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
FOOD, WINE = category("Food"), category("Drink", "Wine")
HISTORY_MUSEUM = category("Museum", "History")

EUROPE_CODES = frozenset({"IT", "FR", "GR", "PT", "ES", "AT", "NO", "CH", "SE", "GB", "CZ", "NL", "HU", "IE", "DK", "HR", "DE", "BE"})
CALIFORNIA_REGIONS = frozenset({"California", "Napa Valley", "Marin County", "Lake Tahoe", "Sonoma Valley"})


def in_europe(i: Item) -> bool:
    return i["place"]["countryCode"] in EUROPE_CODES


def abroad(i: Item) -> bool:
    return i["place"]["countryCode"] != "US"


def in_california(i: Item) -> bool:
    return i["place"]["countryCode"] == "US" and i["place"]["region"] in CALIFORNIA_REGIONS


def in_us_outside_california(i: Item) -> bool:
    return i["place"]["countryCode"] == "US" and not in_california(i)


def alone(i: Item) -> bool:
    return not i["who"]


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def count(predicate: Predicate, items: Sequence[Item]) -> int:
    return sum(1 for i in items if predicate(i))


def km(predicate: Predicate, items: Sequence[Item]) -> float:
    return sum(i["fields"]["distance"] for i in items if predicate(i))


def top_n(predicate: Predicate, field: str, n: int, items: Sequence[Item]) -> list[Item]:
    return sorted((i for i in items if predicate(i)), key=lambda i: -i["fields"][field])[:n]


THIS_YEAR, LAST_YEAR = 2026, 2025
SUMMER_LAST_YEAR = between(datetime(2025, 6, 1), datetime(2025, 9, 1))
AUTUMN_LAST_YEAR = between(datetime(2025, 9, 1), datetime(2025, 12, 1))

DOLOMITE_HIKES = every(HIKE, region("Dolomites"))
GREEK_HIKES_THIS_YEAR = every(HIKE, country("GR"), year(THIS_YEAR))
MARY_WALKS_2022 = every(WALK, with_("Mary"), year(2022))
TOM_RUNS_THIS_YEAR = every(RUN, with_("Tom"), year(THIS_YEAR))
JAPAN_WALKS_OR_RUNS = every(either(WALK, RUN), country("JP"))


CONVERSATIONS: tuple[Conversation, ...] = (
    # The storyteller remembers a summer in the Italian mountains.
    talk(
        "b34_dolomites_summer",
        step(
            "My niece was asking me the other day about that summer I spent in the Italian mountains, and "
            "honestly half of it is a blur now. Could you pull up all the hikes I did in the Dolomites?",
            DOLOMITE_HIKES,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Oh right, it's all coming back to me now. Which one of them was the longst?",
            Best("distance"),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "I have a feeling that was the day somebody nearly gave up halfway up the pass. Who was with me on that one?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Ha, that sounds right. And how many of those Dolomites hikes did I do without Roberto?",
            Those(with_("Roberto"), keep=False),
            LOGICAL,
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    # The skeptic does not believe the longest ride.
    talk(
        "b34_longest_ride_doubted",
        step(
            "What's the longest bike ride I've got on record?",
            Best("distance", among=BIKE),
            SIMPLE,
            QUANTITATIVE,
            SKEPTICAL,
        ),
        step("where did i do that one", Detail("city"), COREFERENCED, LOWERCASE, SKEPTICAL),
        step(
            "that can't be right. i'm pretty sure i did a ride of more than 80 km at some piont",
            Verdict(exists(every(BIKE, number("distance", ">", 80)))),
            VERIFICATION,
            LOWERCASE,
            SKEPTICAL,
            TYPO,
        ),
    ),
    # Terse running totals, year against year.
    talk(
        "b34_running_km_by_year",
        step(
            "total km running 2025",
            Answer(total("distance"), every(RUN, year(2025))),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("2024?", Answer(total("distance"), every(RUN, year(2024))), ELLIPSIS, QUANTITATIVE, TERSE),
        step("avg per run", Answer(mean("distance"), every(RUN, year(2024))), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so more km in 2025 than 2024 rigth",
            Verdict(lambda items: km(every(RUN, year(2025)), items) > km(every(RUN, year(2024)), items)),
            COMPARATIVE,
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    # The non-native speaker counts ski days in Europe and in Canada.
    talk(
        "b34_ski_europe_canada",
        step(
            "How many days of skiiing I have made in Europe?",
            every(SKI, in_europe),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step("And in Canada how many is it?", every(SKI, country("CA")), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        step(
            "So where I did ski more, in Europe or in Canda?",
            Compare((("Europe", every(SKI, in_europe)), ("Canada", every(SKI, country("CA"))))),
            COMPARATIVE,
            NON_NATIVE,
            TYPO,
        ),
    ),
    # The storyteller back from Greece: Elena, the steepest day, and the food.
    talk(
        "b34_greece_with_elena",
        step(
            "We just got back from Greece in July and Elena still teases me about how slow I was on the "
            "steep bits. How many hikes did I end up doing in Greece this year?",
            GREEK_HIKES_THIS_YEAR,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Was Elena along on all of them?",
            Verdict(lambda items: all("Elena" in i["who"] for i in items if GREEK_HIKES_THIS_YEAR(i))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step("ok so which ones was she on", Those(with_("Elena")), COREFERENCED, LOWERCASE, CHATTY),
        step(
            "And the one with the most climbing out of thsoe?",
            Best("elevation"),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step("where was that again", Detail("city"), COREFERENCED, LOWERCASE, CHATTY),
        step(
            "I remember we celebrated with far too much food afterwards. What did we eat there?",
            every(FOOD, city("Delphi")),
            COREFERENCED,
            CHATTY,
        ),
    ),
    # How much hiking: distance or time? The assistant should ask.
    talk(
        "b34_hiking_2023_total",
        step(
            "how much did i hike in 2023 all together",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step("in km", Answer(total("distance"), every(HIKE, year(2023))), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "and how much climbnig",
            Answer(total("elevation"), every(HIKE, year(2023))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    # The skeptic doubts the count of walks with Mary.
    talk(
        "b34_walks_with_mary_doubted",
        step("How many walks did I go on with Mary in 2022?", MARY_WALKS_2022, SIMPLE, QUANTITATIVE, SKEPTICAL),
        step(
            "Are you sure? I would have guessed fewer than 10.",
            Verdict(lambda items: count(MARY_WALKS_2022, items) < 10),
            VERIFICATION,
            SKEPTICAL,
        ),
        step(
            "And the ones without her that year?",
            every(WALK, year(2022), without("Mary")),
            LOGICAL,
            ELLIPSIS,
            COREFERENCED,
            SKEPTICAL,
        ),
    ),
    # "him" with nobody talked about: ask who.
    talk(
        "b34_runs_with_him",
        step("show me my runs with him this year", Clarify(), CLARIFICATION, LOWERCASE),
        step("tom", TOM_RUNS_THIS_YEAR, ELLIPSIS, TERSE, LOWERCASE),
        step("longest one of thsoe?", Best("distance"), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
    ),
    # "How long" can be kilometres or minutes.
    talk(
        "b34_run_average_2024",
        step(
            "How long was my runs in average during 2024?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "I mean the time, how many minute",
            Answer(mean("duration"), every(RUN, year(2024))),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    # The storyteller's brother says they never leave home.
    talk(
        "b34_california_or_abroad",
        step(
            "My brother keeps joking that I never go anywhere, which is rude but maybe a little bit fair. "
            "Did I do more hikes abroad or in California?",
            Compare((("California", every(HIKE, in_california)), ("abroad", every(HIKE, abroad)))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Fair enough. And hikes in the US but outside Califorina?",
            every(HIKE, in_us_outside_california),
            LOGICAL,
            ELLIPSIS,
            CHATTY,
            TYPO,
        ),
        step(
            "was chloe on any of those",
            Verdict(exists(every(HIKE, in_us_outside_california, with_("Chloé")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    # Seasons, tersely.
    talk(
        "b34_summer_or_autumn_runs",
        step(
            "more runs summer or autumn last yr?",
            Compare((("summer", every(RUN, SUMMER_LAST_YEAR)), ("autumn", every(RUN, AUTUMN_LAST_YEAR)))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    # The skeptic and the steepest hike.
    talk(
        "b34_steepest_hike_doubted",
        step(
            "Which hike had the most elevaton gain?",
            Best("elevation", among=HIKE),
            SIMPLE,
            QUANTITATIVE,
            SKEPTICAL,
            TYPO,
        ),
        step("Where was it?", Detail("city"), COREFERENCED, SKEPTICAL),
        step(
            "Hm, are you sure? I remember one of the Dolomites hikes being steeper than that.",
            Verdict(
                lambda items: any(
                    i["fields"]["elevation"] > max(h["fields"]["elevation"] for h in items if HIKE(h)) for i in items if DOLOMITE_HIKES(i)
                )
            ),
            VERIFICATION,
            COREFERENCED,
            SKEPTICAL,
        ),
    ),
    # Terse top three.
    talk(
        "b34_top_rides",
        step("top 3 longest bike rides", Top("distance", 3, BIKE), QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "ben on any of em?",
            Verdict(lambda items: any("Ben" in i["who"] for i in top_n(BIKE, "distance", 3, items))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    # The skeptic checks cycling years.
    talk(
        "b34_cycling_2019_2020",
        step(
            "I cycled more km in 2019 than in 2020, right? Just want to double chek.",
            Verdict(lambda items: km(every(BIKE, year(2019)), items) > km(every(BIKE, year(2020)), items)),
            COMPARATIVE,
            VERIFICATION,
            SKEPTICAL,
            TYPO,
        ),
        step(
            "what was the 2020 total then",
            Answer(total("distance"), every(BIKE, year(2020))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            SKEPTICAL,
        ),
    ),
    # The storyteller in Lisbon: walks, then the wine.
    talk(
        "b34_lisbon_walks_and_wine",
        step(
            "I was telling a colleague about Lisbon, all those hills and the old yellow trams, and it made "
            "me wonder: how many walks did I take in Lisbon?",
            every(WALK, city("Lisbon")),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Lovely. And what wine did I drink while I was there? Something very dark, I seem to remember.",
            every(WINE, city("Lisbon")),
            COREFERENCED,
            CHATTY,
        ),
        step("jsut the 2014 ones", Those(year(2014)), ELLIPSIS, TERSE, LOWERCASE, TYPO),
    ),
    # Kinds against kinds, tersely.
    talk(
        "b34_walks_runs_hikes",
        step(
            "walks vs runs 2023 which more",
            Compare((("walk", every(WALK, year(2023))), ("run", every(RUN, year(2023))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and this year: walk, hike or run the most?",
            Compare(
                (
                    ("walk", every(WALK, year(THIS_YEAR))),
                    ("hike", every(HIKE, year(THIS_YEAR))),
                    ("run", every(RUN, year(THIS_YEAR))),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    # Big hikes, narrowed.
    talk(
        "b34_big_hikes",
        step(
            "hikes >1000m climb and over 20km",
            every(HIKE, number("elevation", ">", 1000), number("distance", ">", 20)),
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "not w mary",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            ELLIPSIS,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    # The non-native speaker in Japan.
    talk(
        "b34_japan_walks_runs",
        step("Please show me the walks or runs wich I made in Japan", JAPAN_WALKS_OR_RUNS, LOGICAL, NON_NATIVE, TYPO),
        step("Only that ones in Kyoto", Those(city("Kyoto")), ELLIPSIS, NON_NATIVE),
    ),
    # Scotland, then the history things there: books or museums?
    talk(
        "b34_edinburgh_history",
        step(
            "did i ever go hiking in scotland",
            Verdict(exists(every(HIKE, country("GB"), region("Scotland")))),
            VERIFICATION,
            SIMPLE,
            LOWERCASE,
        ),
        step("what about the histroy stuff in edinburgh", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE, TYPO),
        step("museums", every(HISTORY_MUSEUM, city("Edinburgh")), ELLIPSIS, TERSE, LOWERCASE),
    ),
    # "long ones" with no category said: books, activities or trips?
    talk(
        "b34_long_ones",
        step("show me the long ones from last year", Clarify(), CLARIFICATION, LOWERCASE),
    ),
    # The non-native speaker's ski average.
    talk(
        "b34_ski_average",
        step("What is my avrage for the ski days?", Clarify(("distance", "duration")), CLARIFICATION, NON_NATIVE, TYPO),
        step("The distance please", Answer(mean("distance"), SKI), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
    ),
)
