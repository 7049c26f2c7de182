"""Batch 90: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: second thoughts and corrections. A
user who changes their mind inside one message or in the next turn ("wines from 2018.. no wait, 2019",
"actually make that Italy instead", "sorry i meant beers", "scratch that. hikes with roberto last
year", "no, not Lyon, in Nice", "beers in tokyo.. wait, not tokyo, kyoto", "novles from 2022, sorry i
meant poetry", "did i do more hikes or runs in 2024? no sorry, 2026 i mean", "ski in Canada? Ah no,
Switzerland", "ehh not greek, portugese", "no wait, the books after all"), undoes a narrowing ("hmm no
go back to all of them", "drop the year", "forget the rating", "actually forget Anna — every walk with
Mary that year"), confirms what the bot just said and goes on ("right, and how many of those were with
anna?", "ok right. and how many of those were with chloe"), doubts a figure and has it checked against
the data ("That can't be right, I'm sure I had more than 15 wines in Spain?" — no, 12; "12?? i would
have said fewer than 10. did i really go to more than 10" — yes), and asks for the same thing again
differently ("too many. ok then just the count", "just tell me how many"). Ordinary questions of
every type are mixed in: or / not / and ("wines from spain or portugal", "the ones without sofia",
"italy or france", "Austria and Switzerland together"), comparisons ("more lunches or dinners in
paris", "Did I drink more wine in Spain or in Portugal then?"), averages, totals, the latest, the
longest, the top three, and details of one item (who, where, how many km, how many nights).
Clarifications (each followed by the user's answer): "the histroy ones from 2022" (history books or
history museums), "Which one was the most big?" of this year's hikes (distance or elevation: "big"
sizes both), "only the ones with her" with no woman talked about (who is "her"?), and "whats the total
for those" of bike rides (distance or duration). Personas: terse, chatty, lowercase without
punctuation, typo-prone (17 typo turns: "thsoe", "coktails", "scracth", "lunchs", "musuems", "rigth",
"histroy", "Actualy", "distnace", "hieks", "avrage", "novles", "stras", "musems", "portugese",
"italain") and non-native English ("What I ate in Lyon", "Which one was the most big?", "Where it
was?", "How many days of ski I did"). The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
    city,
    country,
    every,
    field,
    mean,
    more,
    rating,
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
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
ART_MUSEUM, HISTORY_MUSEUM = category("Museum", "Art"), category("Museum", "History")
HISTORY_BOOK, POETRY = category("Book", "History"), category("Book", "Poetry")
RED = field("colour", "red")
FR, IT, ES, PT, GR = (country(c) for c in ("FR", "IT", "ES", "PT", "GR"))
CH, AT = country("CH"), country("AT")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def holds_for(item_id: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def count_over(among: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    """Whether `among` selects more than `n` items."""
    return lambda items: sum(map(among, items)) > n


WINES_2019 = every(WINE, year(2019))  # 39: 28 red, 10 sparkling, 1 white
REDS_2019 = every(WINES_2019, RED)  # 28: 16 with Luca, 4 with Anna
FIVE_STAR_IT_REDS = every(WINE, IT, RED, rating("==", 5))  # 8; the latest is 2025-09-25 in Bari, with Mary and Luca
COCKTAILS_2021, BEERS_2021 = every(COCKTAIL, year(2021)), every(BEER, year(2021))  # 5 and 6
HIKES_ROBERTO_2025 = every(HIKE, with_("Roberto"), year(2025))  # 3
LONGEST_HIKE_ROBERTO_2025 = the("scrapbook-02146")  # near Napa, 21.7 km, with Mary and Roberto
NICE_FOOD = every(FOOD, city("Nice"))  # 11, 5 of them lunches, every lunch with Chloé
BARCELONA_DINNERS = every(DINNER, city("Barcelona"))  # 6: one rated 5, one without Sofia
ES_WINES, PT_WINES = every(WINE, ES), every(WINE, PT)  # 12 and 8
WALKS_2023, WALKS_2022 = every(WALK, year(2023)), every(WALK, year(2022))  # 21 (126.1 km) and 19 (105.5 km)
HIKES_2026 = every(HIKE, year(2026))  # 13; the highest climb is near Calistoga (1390 m), the farthest 21.6 km
TRIPS_2024 = every(TRAVEL, year(2024))  # 4: with Mary, Sofia, Tom, Chloé, James, Anna, Roberto
ALBA_TRIP = the("scrapbook-02077")  # the one trip of 2024 with Anna: train to Alba, 8 nights
BIKES_2025, BIKES_2024 = every(BIKE, year(2025)), every(BIKE, year(2024))  # 257.4 km and 173.6 km
IBERIAN_WINES = every(WINE, either(ES, PT))  # 20, 9 of them without Sofia (average rating 3.11)
MUSEUMS_2022 = every(MUSEUM, year(2022))  # 12, 2 of them with Chloé (Paris rated 5, London rated 1)
WALKS_MARY_2024 = every(WALK, with_("Mary"), year(2024))  # 12, 4 of them also with Anna, 4 in Italy
ITALIAN_DINNERS = every(DINNER, field("cuisine", "italian"))  # 27, all of them in Italy (the same 27)

CONVERSATIONS = (
    talk(
        "b90 wines of 2018, no wait, 2019",
        step("wines from 2018.. no wait, 2019", WINES_2019, SIMPLE, LOWERCASE),
        step("only the reds", Those(RED), COREFERENCED, TERSE, LOWERCASE),
        step(
            "right, and how many of thsoe were with anna?",
            Those(with_("Anna")),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was luca along for more of the reds than anna",
            Verdict(more(every(REDS_2019, with_("Luca")), every(REDS_2019, with_("Anna")))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b90 actually make that Italy",
        step(
            "Could you pull up the red wines from France I gave five stars? Planning a dinner and want ideas.",
            every(WINE, FR, RED, rating("==", 5)),
            SIMPLE,
            CHATTY,
        ),
        step("Hmm, actually make that Italy instead.", FIVE_STAR_IT_REDS, ELLIPSIS, CHATTY),
        step("Which of those did I have most recently?", Best("itemDate"), COREFERENCED, CHATTY),
        step("Lovely — and who was I with that time?", Detail("who"), COREFERENCED, CHATTY),
    ),
    talk(
        "b90 cocktails, sorry, beers",
        step("how many coktails did i have in 2021", COCKTAILS_2021, SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        step("sorry i meant beers", BEERS_2021, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so more beers than cocktails that year then",
            Verdict(more(BEERS_2021, COCKTAILS_2021)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b90 scratch the runs, hikes with Roberto",
        step("runs with tom in 2024", every(RUN, with_("Tom"), year(2024)), SIMPLE, TERSE, LOWERCASE),
        step("scracth that. hikes with roberto last year", HIKES_ROBERTO_2025, SIMPLE, TERSE, LOWERCASE, TYPO),
        step("longest?", Best("distance"), COREFERENCED, TERSE),
        step(
            "how many km",
            Answer(field_of("distance"), LONGEST_HIKE_ROBERTO_2025),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "mary there too?",
            Verdict(holds_for("scrapbook-02146", with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b90 not Lyon, Nice",
        step("What I ate in Lyon... no, not Lyon, in Nice I want to say", NICE_FOOD, SIMPLE, NON_NATIVE),
        step("Only the lunchs, please", Those(LUNCH), COREFERENCED, NON_NATIVE, TYPO),
        step(
            "Chloé was with me in all of them?",
            Verdict(all_of(every(NICE_FOOD, LUNCH), with_("Chloé"))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b90 back to all the Barcelona dinners",
        step("dinners in barcelona", BARCELONA_DINNERS, SIMPLE, TERSE, LOWERCASE),
        step("just the 5 star ones", Those(rating("==", 5)), COREFERENCED, TERSE, LOWERCASE),
        step("hmm no go back to all of them", BARCELONA_DINNERS, COREFERENCED, LOWERCASE),
        step(
            "how many werent with sofia",
            Those(with_("Sofia"), keep=False),
            LOGICAL,
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b90 art museums, drop the year",
        step("art musuems in 2019", every(ART_MUSEUM, year(2019)), SIMPLE, TERSE, LOWERCASE, TYPO),
        step("drop the year", ART_MUSEUM, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "how many of thsoe were in italy or france",
            Those(either(IT, FR)),
            LOGICAL,
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b90 Spanish wines, that can't be right",
        step("How many wines have I had in Spain?", ES_WINES, SIMPLE, QUANTITATIVE),
        step(
            "That can't be right, I'm sure I had more than 15 wines in Spain?",
            Verdict(count_over(ES_WINES, 15)),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Oh well. Did I drink more wine in Spain or in Portugal then?",
            Compare((("Spain", ES_WINES), ("Portugal", PT_WINES))),
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b90 walks, ok then just the count",
        step("list my walks from 2023", WALKS_2023, SIMPLE, LOWERCASE),
        step("too many. ok then just the count", WALKS_2023, COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        step("and 2022", WALKS_2022, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so i walked more in 2023, rigth",
            Verdict(more(WALKS_2023, WALKS_2022)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b90 the history ones, museums, no, books",
        step("ok now the histroy ones from 2022", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE, TYPO),
        step(
            "the museums",
            every(HISTORY_MUSEUM, year(2022)),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("no wait, the books after all", every(HISTORY_BOOK, year(2022)), ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b90 the biggest hike of this year",
        step("Show me the hikes I made this year", HIKES_2026, SIMPLE, NON_NATIVE),
        step("Which one was the most big?", Clarify(("distance", "elevation")), CLARIFICATION, NON_NATIVE),
        step("The climbing, I mean", Best("elevation"), CLARIFICATION, ELLIPSIS, NON_NATIVE),
        step("Where it was?", Detail("city"), COREFERENCED, TERSE, NON_NATIVE),
    ),
    talk(
        "b90 trips of 2024 with her",
        step("Can you show me the trips I took in 2024?", TRIPS_2024, SIMPLE, CHATTY),
        step("Actualy, only the ones with her, please.", Clarify(), CLARIFICATION, COREFERENCED, CHATTY, TYPO),
        step(
            "Oops, sorry — Anna, I meant",
            every(TRIPS_2024, with_("Anna")),
            CLARIFICATION,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "How many nights was that one?",
            Answer(field_of("nights"), ALBA_TRIP),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b90 bike ride totals",
        step("my bike rides in 2025", BIKES_2025, SIMPLE, TERSE, LOWERCASE),
        step("whats the total for those", Clarify(("distance", "duration")), CLARIFICATION, COREFERENCED, LOWERCASE),
        step(
            "distnace",
            Answer(total("distance"), BIKES_2025),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("and for 2024", Answer(total("distance"), BIKES_2024), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b90 lunches or dinners, Paris then Lyon",
        step(
            "more lunches or dinners in paris",
            Compare((("lunch", every(LUNCH, city("Paris"))), ("dinner", every(DINNER, city("Paris"))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and lyon",
            Compare((("lunch", every(LUNCH, city("Lyon"))), ("dinner", every(DINNER, city("Lyon"))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b90 hikes or runs, 2024 no 2026",
        step(
            "did i do more hieks or runs in 2024? no sorry, 2026 i mean",
            Compare((("hike", every(HIKE, year(2026))), ("run", every(RUN, year(2026))))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in 2025?",
            Compare((("hike", every(HIKE, year(2025))), ("run", every(RUN, year(2025))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b90 Iberian wines without Sofia",
        step("wines from spain or portugal", IBERIAN_WINES, SIMPLE, LOGICAL, LOWERCASE),
        step("the ones without sofia", Those(with_("Sofia"), keep=False), LOGICAL, COREFERENCED, TERSE, LOWERCASE),
        step(
            "whats the avrage rating of those",
            Answer(mean("rating"), every(IBERIAN_WINES, not_(with_("Sofia")))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b90 novels, sorry, poetry",
        step(
            "novles from 2022, sorry i meant poetry",
            every(POETRY, year(2022)),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "just tell me how many",
            every(POETRY, year(2022)),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b90 beers in Tokyo, no, Kyoto",
        step("beers in tokyo.. wait, not tokyo, kyoto", every(BEER, city("Kyoto")), SIMPLE, LOWERCASE),
        step(
            "were any of them rated 5 stras",
            Verdict(lambda items: any(every(BEER, city("Kyoto"), rating("==", 5))(i) for i in items)),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b90 museums of 2022, really 12?",
        step("how many musems did i visit in 2022", MUSEUMS_2022, SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        step(
            "12?? i would have said fewer than 10. did i really go to more than 10",
            Verdict(count_over(MUSEUMS_2022, 10)),
            VERIFICATION,
            LOWERCASE,
        ),
        step("ok right. and how many of those were with chloe", Those(with_("Chloé")), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step("which of the two did i like better", Best("rating"), COREFERENCED, COMPARATIVE, LOWERCASE),
    ),
    talk(
        "b90 ski in Switzerland and Austria",
        step(
            "How many days of ski I did in Canada? Ah no, I want to say Switzerland.",
            every(SKI, CH),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And in Austria?", every(SKI, AT), ELLIPSIS, QUANTITATIVE, TERSE, NON_NATIVE),
        step(
            "Then Austria and Switzerland together, how many is it?",
            every(SKI, either(AT, CH)),
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b90 top greek wines, no, portuguese",
        step("top 3 greek wines", Top("rating", 3, every(WINE, GR)), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "ehh not greek, portugese",
            Top("rating", 3, PT_WINES),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b90 walks with Mary and Anna, forget Anna",
        step("Walks with Mary and Anna in 2024, please", every(WALKS_MARY_2024, with_("Anna")), SIMPLE, LOGICAL, CHATTY),
        step("Actually forget Anna — every walk with Mary that year", WALKS_MARY_2024, ELLIPSIS, CHATTY),
        step("How many of those were in Italy?", Those(IT), COREFERENCED, QUANTITATIVE, CHATTY),
    ),
    talk(
        "b90 italian dinners, forget the rating",
        step("italain dinners rated 4 or more", every(ITALIAN_DINNERS, rating(">=", 4)), SIMPLE, LOWERCASE, TYPO),
        step("forget the rating", ITALIAN_DINNERS, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "which one was the worst",
            Best("rating", highest=False),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
)
