"""Batch 53: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a busy person checking their
scrapbook on the go: runs, walks, bike rides and ski days (distance, duration, elevation, who came),
museums and exhibitions visited, cocktails and beers at bars, with lots of quick follow-ups,
corrections ("no wait, I meant walks") and negations ("not with Mary", "without him", "alone").
Personas: a terse user, a chatty user, a lowercase user without punctuation, a typo-prone user (about
a third of the turns carry a typo) and a non-native speaker. The questions are asked on 29 November
2026."""

from __future__ import annotations

from collections import Counter
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
    kind,
    mean,
    most_common_place,
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
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

RUN, WALK, HIKE = category("Activity", "Run"), category("Activity", "Walk"), category("Activity", "Hike")
SKI, BIKE = category("Activity", "Ski"), category("Activity", "Bike ride")
BEER, COCKTAIL, MUSEUM = category("Drink", "Beer"), category("Drink", "Cocktail"), category("Museum")
US, JP, IT, FR, GR, DE, CH = (country(c) for c in ("US", "JP", "IT", "FR", "GR", "DE", "CH"))
LAST_MONTH = between(datetime(2026, 10, 1), datetime(2026, 11, 1))
LAST_WINTER = between(datetime(2025, 12, 1), datetime(2026, 3, 1))
DINOSAURS = has_field("exhibition", "Dinosaurs Alive")


def negate(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def alone(item: Item) -> bool:
    return not item["who"]


def month(year_: int, month_: int) -> Predicate:
    end = datetime(year_ + (month_ == 12), month_ % 12 + 1, 1)
    return between(datetime(year_, month_, 1), end)


def count_over(among: Predicate, limit: int):
    return lambda items: sum(map(among, items)) > limit


def longer_on_average(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def latest_is(among: Predicate, claim: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        return claim(max((i for i in items if among(i)), key=lambda i: i["itemDate"]))

    return holds


def most_common_country_is(among: Predicate, name: str):
    return lambda items: most_common_place("country")([i for i in items if among(i)]) == name


def most_common_bar(items: Sequence[Item]) -> str:
    (first, n), *rest = Counter(i["fields"]["producer"] for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"no single most common bar: {first} and {rest[0][0]} tie")
    return str(first)


CONVERSATIONS = (
    talk(
        "b53 runs with tom",
        step("runs with Tom this year", every(RUN, with_("Tom"), year(2026)), SIMPLE, TERSE),
        step("and 2025?", every(RUN, with_("Tom"), year(2025)), ELLIPSIS, TERSE),
        step("total km?", Answer(total("distance"), every(RUN, with_("Tom"), year(2025))), QUANTITATIVE, ELLIPSIS, TERSE),
    ),
    talk(
        "b53 walks not with mary",
        step("how many walsk did i do this yaer", every(WALK, year(2026)), QUANTITATIVE, TYPO),
        step(
            "which ones wrent with mary",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
            TYPO,
        ),
        step(
            "whats teh longest of thsoe",
            Best("distance"),
            QUANTITATIVE,
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b53 no wait walks",
        step(
            "Just back from a loop around the lake and my legs are jelly. How many runs did I log last month?",
            every(RUN, LAST_MONTH),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("No wait, sorry, I meant walks. Long day.", every(WALK, LAST_MONTH), ELLIPSIS, CHATTY),
        step(
            "Right, just the one then. Was Mary with me on it?",
            Verdict(exists(every(WALK, LAST_MONTH, with_("Mary")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b53 ski days with james",
        step(
            "How much ski days I have in total?",
            SKI,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Which of them was with James but not with Mary?",
            Those(every(with_("James"), without("Mary"))),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "From these, which one had the most climbing?",
            Best("elevation"),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Where it was?",
            Detail("city"),
            COREFERENCED,
            NON_NATIVE,
        ),
        step("Show me the ski days in Switzerland, please.", every(SKI, CH), SIMPLE, NON_NATIVE),
    ),
    talk(
        "b53 beers or cocktails",
        step(
            "did i drink more beers or coktails in 2022",
            Compare((("beer", every(BEER, year(2022))), ("cocktail", every(COCKTAIL, year(2022))))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in 2012",
            Compare((("beer", every(BEER, year(2012))), ("cocktail", every(COCKTAIL, year(2012))))),
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "show me the 2012 cocktails that werent in san francisco",
            every(COCKTAIL, year(2012), negate(city("San Francisco"))),
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b53 museums without mary",
        step("musuems i went to withuot mary", every(MUSEUM, without("Mary")), LOGICAL, TYPO),
        step("only teh art ones", Those(kind("Art")), ELLIPSIS, TYPO),
        step("how many of thsoe in japan", Those(JP), QUANTITATIVE, COREFERENCED, TYPO),
    ),
    talk(
        "b53 bike ride averages",
        step("averge bike ride distance", Answer(mean("distance"), BIKE), QUANTITATIVE, TERSE, TYPO),
        step("with Ben?", Answer(mean("distance"), every(BIKE, with_("Ben"))), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "without him?",
            Answer(mean("distance"), every(BIKE, without("Ben"))),
            ELLIPSIS,
            LOGICAL,
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b53 hike total of what",
        step(
            "whats my total for hikes this yr",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "distance",
            Answer(total("distance"), every(HIKE, year(2026))),
            CLARIFICATION,
            QUANTITATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b53 walks with her",
        step("How many walks I did with her?", Clarify(), CLARIFICATION, COREFERENCED, NON_NATIVE),
        step("Sorry, I mean Anna.", every(WALK, with_("Anna")), CLARIFICATION, NON_NATIVE),
        step("And the runs?", every(RUN, with_("Anna")), ELLIPSIS, NON_NATIVE),
    ),
    talk(
        "b53 longest runs top three",
        step(
            "My coach wants me to look back at my big efforts before the spring half marathon. What were my three longest runs ever?",
            Top("distance", 3, RUN),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Okay, and just for fun, my three shortest walks?",
            Top("distance", 3, WALK, highest=False),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b53 beer claims",
        step(
            "is it ture i had more than 8 beers in 2015",
            Verdict(count_over(every(BEER, year(2015)), 8)),
            VERIFICATION,
            TYPO,
        ),
        step(
            "adn in 2014?",
            Verdict(count_over(every(BEER, year(2014)), 8)),
            VERIFICATION,
            ELLIPSIS,
            TYPO,
        ),
        step(
            "i never had a beer in germnay right",
            Verdict(lambda items: not exists(every(BEER, DE))(items)),
            VERIFICATION,
            LOGICAL,
            TYPO,
        ),
    ),
    talk(
        "b53 ski last winter",
        step("ski days last winter", every(SKI, LAST_WINTER), SIMPLE, LOWERCASE),
        step("the ones without mary", Those(without("Mary")), LOGICAL, COREFERENCED, LOWERCASE),
        step(
            "how far did i go that day",
            Answer(total("distance"), every(SKI, LAST_WINTER, without("Mary"))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "more ski days in 2021 or in 2020",
            Compare((("2021", every(SKI, year(2021))), ("2020", every(SKI, year(2020))))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b53 solo runs",
        step("runs i did alnoe in 2025", every(RUN, year(2025), alone), LOGICAL, SIMPLE, TYPO),
        step("avrage duration of those", Answer(mean("duration"), every(RUN, year(2025), alone)), QUANTITATIVE, COREFERENCED, TYPO),
    ),
    talk(
        "b53 walks japan italy",
        step(
            "more walks in Japan or Italy?",
            Compare((("Japan", every(WALK, JP)), ("Italy", every(WALK, IT)))),
            COMPARATIVE,
            TERSE,
        ),
        step(
            "France or Greece?",
            Compare((("France", every(WALK, FR)), ("Greece", every(WALK, GR)))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b53 dinosaurs exhibition",
        step(
            "My niece is obsessed with dinosaurs and asked if I'd ever been to a dinosaur show. "
            "Did I see the Dinosaurs Alive exhibition this year?",
            Verdict(exists(every(MUSEUM, DINOSAURS, year(2026)))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Nice. Which of this year's visits to it were outside the US, then?",
            every(MUSEUM, DINOSAURS, year(2026), negate(US)),
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b53 runs against walks",
        step(
            "are my runs longer than my walks on avergae",
            Verdict(longer_on_average("distance", RUN, WALK)),
            COMPARATIVE,
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "more runs with tom or with mary",
            Compare((("Tom", every(RUN, with_("Tom"))), ("Mary", every(RUN, with_("Mary"))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "was my last bike ride with ben",
            Verdict(latest_is(BIKE, with_("Ben"))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b53 cocktails with chloé",
        step(
            "Show me cocktails I had with Chloé and Priya together.",
            every(COCKTAIL, with_("Chloé", "Priya")),
            LOGICAL,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "And with Chloé but without Priya?",
            every(COCKTAIL, with_("Chloé"), without("Priya")),
            LOGICAL,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "Which bar from these I went the most?",
            Answer(most_common_bar, every(COCKTAIL, with_("Chloé"), without("Priya"))),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b53 highest climb",
        step("whats the hihgest climb i ever did on skis", Best("elevation", among=SKI), QUANTITATIVE, TYPO),
        step("who was wiht me", Detail("who"), COREFERENCED, TYPO),
        step("and on a hkie?", Best("elevation", among=HIKE), ELLIPSIS, QUANTITATIVE, TYPO),
    ),
    talk(
        "b53 running km by month",
        step(
            "how many km did i run in march this year",
            Answer(total("distance"), every(RUN, month(2026, 3))),
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("and in may", Answer(total("distance"), every(RUN, month(2026, 5))), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step(
            "adn june",
            Answer(total("distance"), every(RUN, month(2026, 6))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b53 walks abroad",
        step(
            "My walks not in United States, in which country I walked the most?",
            Answer(most_common_place("country"), every(WALK, negate(US))),
            QUANTITATIVE,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "And without Mary, it is still Japan?",
            Verdict(most_common_country_is(every(WALK, negate(US), without("Mary")), "Japan")),
            VERIFICATION,
            ELLIPSIS,
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b53 longest one unclear",
        step("longest one?", Clarify(), CLARIFICATION, TERSE),
        step("bike rides", Best("distance", among=BIKE), CLARIFICATION, QUANTITATIVE, TERSE),
        step("when?", Detail("year"), COREFERENCED, TERSE),
    ),
)
