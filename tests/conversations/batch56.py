"""Batch 56: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a user planning a dinner party and a
wine tasting, going through their wines, beers, dinners and restaurants across countries and years:
short follow-ons ("2019?", "same for beers", "now the other way round", "and france"), counts, distinct
counts ("how many different restaurants", "in how many countries"), totals and averages with units,
the best and worst, the top N, "how many reds, whites and rosés", friends' claims to check, and a few
questions that really need asking back ("average?", "juniper", "chloe and sofia or tom"). Personas: a
terse user and a typo-prone user in front, with a chatty user and a lowercase run-on user. The
questions are asked on 29 November 2026."""

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
    Pick,
    Predicate,
    Those,
    Top,
    Verdict,
    category,
    country,
    distinct_places,
    every,
    exists,
    field,
    mean,
    most_common_place,
    rating,
    region,
    since,
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
    QUANTITATIVE,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

WINE, BEER, DINNER = category("Drink", "Wine"), category("Drink", "Beer"), category("Food", "Dinner")
HIKE, WALK = category("Activity", "Hike"), category("Activity", "Walk")
US, FR, IT, ES, PT, GR, JP, KR, VN = (country(c) for c in ("US", "FR", "IT", "ES", "PT", "GR", "JP", "KR", "VN"))
RED, WHITE, ROSE, SPARKLING = (field("colour", c) for c in ("red", "white", "rosé", "sparkling"))
NAPA_VALLEY = region("Napa Valley")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def distinct_field(name: str):
    """How many different values of a field the items have (producers, restaurants)."""
    return lambda items: len({i["fields"][name] for i in items})


def most_common_field(name: str):
    def measure(items: Sequence[Item]) -> str:
        (first, n), *rest = Counter(i["fields"][name] for i in items).most_common()
        if rest and rest[0][1] == n:
            raise ValueError(f"no single most common {name}: {first} and {rest[0][0]} tie")
        return str(first)

    return measure


def count_over(among: Predicate, limit: int):
    return lambda items: sum(1 for i in items if among(i)) > limit


def higher_on_average(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def at_least_twice(larger: Predicate, smaller: Predicate):
    return lambda items: sum(map(larger, items)) > 2 * sum(map(smaller, items))


def chloe_and_sofia_or_tom(item: Item) -> bool:
    return ("Chloé" in item["who"] and "Sofia" in item["who"]) or "Tom" in item["who"]


SINCE_2020 = since(datetime(2020, 1, 1))

CONVERSATIONS = (
    talk(
        "b56 wines then beers by year",
        step("Wines in 2018, how many?", every(WINE, year(2018)), SIMPLE, QUANTITATIVE, TERSE),
        step("2019?", every(WINE, year(2019)), ELLIPSIS, QUANTITATIVE, TERSE),
        step("Same for beers.", every(BEER, year(2019)), ELLIPSIS, QUANTITATIVE, TERSE),
        step("Avg rating?", Answer(mean("rating"), every(BEER, year(2019))), COREFERENCED, QUANTITATIVE, TERSE),
    ),
    talk(
        "b56 italian night",
        step(
            "We're throwing an Italian-themed dinner for my sister's fortieth next month, so I'm digging through "
            "my notes for ideas. How many wines did I drink in Italy, all told?",
            every(WINE, IT),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "That many! And how many of them were from the 2019 trip? That one was the best holiday.",
            Those(year(2019)),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "From how many different producers, do you know? I'd like to order a case or two.",
            Answer(distinct_field("producer"), every(WINE, IT, year(2019))),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Perfect. Could you show me the three of those I liked the most?",
            Top("rating", 3, every(WINE, IT, year(2019))),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b56 beer or wine in the us",
        step(
            "did i drikn more beers or wiens in the us in 2014",
            Compare((("beer", every(BEER, US, year(2014))), ("wine", every(WINE, US, year(2014))))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "adn in 2022?",
            Compare((("beer", every(BEER, US, year(2022))), ("wine", every(WINE, US, year(2022))))),
            COMPARATIVE,
            ELLIPSIS,
            TYPO,
        ),
    ),
    talk(
        "b56 mary not roberto the other way round",
        step(
            "us wines i had with mary but without roberto",
            every(WINE, US, with_("Mary"), without("Roberto")),
            LOGICAL,
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "now the other way round",
            every(WINE, US, with_("Roberto"), without("Mary")),
            ELLIPSIS,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "how many of those were this year",
            Those(year(2026)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b56 husband's claim about dinners",
        step(
            "My husband keeps teasing me that I've had dinner out in the States more than a hundred times, "
            "which sounds absurd to me. Is he right?",
            Verdict(count_over(every(DINNER, US), 100)),
            VERIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Oh dear. And more than thirty in France, would you say?",
            Verdict(count_over(every(DINNER, FR), 30)),
            VERIFICATION,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "So how many was it in France, exactly?",
            every(DINNER, FR),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b56 how many countries",
        step("Dinners: in how many countries?", Answer(distinct_places("country"), DINNER), SIMPLE, QUANTITATIVE, TERSE),
        step("Beers?", Answer(distinct_places("country"), BEER), ELLIPSIS, QUANTITATIVE, TERSE),
        step("Which country most?", Answer(most_common_place("country"), BEER), COREFERENCED, QUANTITATIVE, TERSE),
    ),
    talk(
        "b56 restaurants in portugal",
        step(
            "how many diferent restaurants did i have dinner at in portgual",
            Answer(distinct_field("restaurant"), every(DINNER, PT)),
            SIMPLE,
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "whcih one did i go back to most",
            Answer(most_common_field("restaurant"), every(DINNER, PT)),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "same count for spian",
            Answer(distinct_field("restaurant"), every(DINNER, ES)),
            ELLIPSIS,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b56 greek wines best and worst",
        step("Greek wines. Best one?", Best("rating", among=every(WINE, GR)), SIMPLE, QUANTITATIVE, TERSE),
        step("Worst?", Best("rating", highest=False, among=every(WINE, GR)), ELLIPSIS, QUANTITATIVE, TERSE),
        step("With whom?", Detail("who"), COREFERENCED, TERSE),
    ),
    talk(
        "b56 oldest vintage",
        step(
            "whats teh oldest vintge ive ever tasted",
            Best("vintage", highest=False, among=WINE),
            SIMPLE,
            QUANTITATIVE,
            TYPO,
        ),
        step("wehre did i drink it", Detail("city"), COREFERENCED, TYPO),
        step(
            "and the avrage vintage of my french reds",
            Answer(mean("vintage"), every(WINE, FR, RED)),
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b56 top dinners japan korea",
        step("Top 5 dinners in Japan.", Top("rating", 5, every(DINNER, JP)), SIMPLE, QUANTITATIVE, TERSE),
        step("Korea?", Top("rating", 5, every(DINNER, KR)), ELLIPSIS, QUANTITATIVE, TERSE),
        step("Second one.", Pick(2), COREFERENCED, TERSE),
        step("City?", Detail("city"), COREFERENCED, ELLIPSIS, TERSE),
    ),
    talk(
        "b56 how many of each colour",
        step(
            "ok so for the tasting im trying to balance things out how many reds whites and rosés have i had from spain",
            Compare((("red", every(WINE, ES, RED)), ("white", every(WINE, ES, WHITE)), ("rosé", every(WINE, ES, ROSE)))),
            QUANTITATIVE,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and france",
            Compare((("red", every(WINE, FR, RED)), ("white", every(WINE, FR, WHITE)), ("rosé", every(WINE, FR, ROSE)))),
            ELLIPSIS,
            QUANTITATIVE,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b56 chloe and sofia or tom",
        step(
            "dinners with chloe and sofia or tom",
            Clarify(),
            CLARIFICATION,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "i mean chloe together with sofia or else tom on his own doesnt matter who else",
            every(DINNER, chloe_and_sofia_or_tom),
            CLARIFICATION,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b56 average of what",
        step("Average?", Clarify(), CLARIFICATION, TERSE),
        step(
            "Rating. Wines, 2025.",
            Answer(mean("rating"), every(WINE, year(2025))),
            CLARIFICATION,
            QUANTITATIVE,
            TERSE,
        ),
        step("2026?", Answer(mean("rating"), every(WINE, year(2026))), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "So 2026 is higher?",
            Verdict(higher_on_average(every(WINE, year(2026)), every(WINE, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "b56 which juniper",
        step(
            "how many times did i have dinner at juniper",
            Clarify(("Kitchen Juniper", "Café Juniper")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the café one",
            every(DINNER, field("restaurant", "Café Juniper")),
            CLARIFICATION,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b56 mary and roberto wines",
        step("how many wiens did i share wiht mary", every(WINE, with_("Mary")), SIMPLE, QUANTITATIVE, TYPO),
        step("and wiht roberto", every(WINE, with_("Roberto")), ELLIPSIS, QUANTITATIVE, TYPO),
        step(
            "so mary more than twice as many as roberto rihgt",
            Verdict(at_least_twice(every(WINE, with_("Mary")), every(WINE, with_("Roberto")))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b56 beers japan vietnam",
        step(
            "beer in japna or vietnam, whcih did i have more of",
            Compare((("Japan", every(BEER, JP)), ("Vietnam", every(BEER, VN)))),
            COMPARATIVE,
            TYPO,
        ),
        step("best of the japanese ones", Best("rating", among=every(BEER, JP)), COREFERENCED, LOWERCASE),
        step(
            "wen was that",
            Detail("year"),
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b56 fish-eating boyfriend",
        step(
            "My friend is bringing her new boyfriend, who apparently only eats fish, so I need inspiration. "
            "How many seafood dinners have I had since 2020?",
            every(DINNER, field("cuisine", "seafood"), SINCE_2020),
            SIMPLE,
            QUANTITATIVE,
            LOGICAL,
            CHATTY,
        ),
        step(
            "Which of those did I give full marks? I might copy a menu.",
            Those(rating("==", 5)),
            COREFERENCED,
            LOGICAL,
            CHATTY,
        ),
        step(
            "And vegetarian dinners over the same stretch, whatever I rated them?",
            every(DINNER, field("cuisine", "vegetarian"), SINCE_2020),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b56 wines 2025 or 2026",
        step(
            "More wines in 2025 or 2026?",
            Compare((("2025", every(WINE, year(2025))), ("2026", every(WINE, year(2026))))),
            COMPARATIVE,
            TERSE,
        ),
        step(
            "Reds only.",
            Compare((("2025", every(WINE, RED, year(2025))), ("2026", every(WINE, RED, year(2026))))),
            COMPARATIVE,
            ELLIPSIS,
            LOGICAL,
            TERSE,
        ),
    ),
    talk(
        "b56 dinners this year",
        step(
            "how many dinners out have i had this year",
            every(DINNER, year(2026)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "how many of them had mary there",
            Those(with_("Mary")),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and which of those did i rate best",
            Best("rating"),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b56 bubbles",
        step(
            "do i have any sparklign wine from outside france",
            Verdict(exists(every(WINE, SPARKLING, not_(FR)))),
            VERIFICATION,
            LOGICAL,
            TYPO,
        ),
        step(
            "ok how many sparklign in totall then",
            every(WINE, SPARKLING),
            QUANTITATIVE,
            ELLIPSIS,
            TYPO,
        ),
        step(
            "in how many difrent cities",
            Answer(distinct_places("city"), every(WINE, SPARKLING)),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b56 walking between wineries",
        step(
            "For the tasting weekend we're staying in Napa Valley and the plan is to walk from winery to winery. "
            "How far have I walked there in total, over the years?",
            Answer(total("distance"), every(WALK, NAPA_VALLEY)),
            QUANTITATIVE,
            SIMPLE,
            CHATTY,
        ),
        step(
            "And what's my average hike there, in km?",
            Answer(mean("distance"), every(HIKE, NAPA_VALLEY)),
            QUANTITATIVE,
            ELLIPSIS,
            CHATTY,
        ),
    ),
)
