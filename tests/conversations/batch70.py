"""Batch 70: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: the people in the user's life. Who
the user does things with and how often ("who do i see most", "who has come to museums with me the
most", "how many diffrent people joined my hikes"), things done alone ("hieks i did all by myself",
"museum visits compeltely on my own"), exactly one companion ("just me n james, no one else", "runs
where it was only me and tom"), either / both / neither ("hikes with anna or roberto last year",
"which of those had both of them", "with niether of them"), comparisons between people by count,
category, place and year ("With who I do more exercise, with Anna or with Tom?", "more stuf with
chloe in france or in spian", "saw roberto more in 2023 or 2021", "has he come on more rides than
Ben"), people with places and times ("the things I did with Anna in Italy", "When is the last time I
have seen Luca?", "when did i frist go out with elena", "what did we do that day"), checks ("has
mary ever come on a trip w me", "was Ben at any of my dinners in Lisbon?", "Kenji was with me in
Kyoto one time, no?", "was elena ever skiign with me"), follow-ups on a picked item ("who else was
there", "where was taht", "Who other was there with us?") and two requests that must be asked back: "her"
after a question about two women (Priya or Sofia), and "them" after a question about two pairs (Tom
and James, Priya and Chloé), each with the user's answer. Personas: a non-native speaker (many
turns), a typo-prone user, a chatty user, terse lowercase turns. The questions are asked on
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
    Verdict,
    between,
    category,
    city,
    country,
    every,
    exists,
    more,
    rating,
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

HIKE, RUN, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Ski", "Bike ride"))
ACTIVITY, DRINK, FOOD, TRAVEL, MUSEUM = (category(c) for c in ("Activity", "Drink", "Food", "Travel", "Museum"))
DINNER, WINE = category("Food", "Dinner"), category("Drink", "Wine")
IT, FR, ES, PT = (country(c) for c in ("IT", "FR", "ES", "PT"))
FIRST_DAY_WITH_ELENA = between(datetime(2026, 7, 7), datetime(2026, 7, 8))


def ANYTHING(i: Item) -> bool:
    """Every item."""
    return True


def alone(i: Item) -> bool:
    """Nobody was with the user."""
    return not i["who"]


def only(*names: str) -> Predicate:
    """Exactly these companions, nobody else."""
    return lambda i: sorted(i["who"]) == sorted(names)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def with_others(name: str) -> Predicate:
    """`name` and at least one more companion."""
    return lambda i: name in i["who"] and len(i["who"]) > 1


def ranked_person(place: int) -> Callable[[Sequence[Item]], str]:
    """The companion who shares the most items (place 1), the next one (place 2), ..."""

    def measure(items: Sequence[Item]) -> str:
        ranking = Counter(p for i in items for p in i["who"]).most_common()
        name, n = ranking[place - 1]
        if any(m == n for other, m in ranking if other != name):
            raise ValueError(f"{name} ties with another companion")
        return name

    return measure


def distinct_people(items: Sequence[Item]) -> float:
    """How many different companions the items have."""
    return len({p for i in items for p in i["who"]})


def latest_year(items: Sequence[Item]) -> str:
    return str(max(items, key=lambda i: i["itemDate"])["itemDate"].year)


def earliest_year(items: Sequence[Item]) -> str:
    return str(min(items, key=lambda i: i["itemDate"])["itemDate"].year)


def latest_city(items: Sequence[Item]) -> str:
    return str(max(items, key=lambda i: i["itemDate"])["place"]["city"])


def city_of_one(items: Sequence[Item]) -> str:
    (item,) = items
    return str(item["place"]["city"])


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


MUSEUM_ALONE = every(MUSEUM, alone)
SOLO_HIKES = every(HIKE, alone)
ANNA_IN_ITALY = every(with_("Anna"), IT)
WITH_LUCA, WITH_ELENA, WITH_KENJI = with_("Luca"), with_("Elena"), with_("Kenji")
LISBON_DINNERS = every(DINNER, city("Lisbon"))
CHLOE_IN_PORTUGAL = every(with_("Chloé"), PT)
TOM_AND_JAMES_TRIPS = every(TRAVEL, with_("Tom", "James"))
ROBERTO_2023 = every(with_("Roberto"), year(2023))
TOM_PLUS_RUNS = every(RUN, with_others("Tom"))
KENJI_TOKYO = every(WITH_KENJI, city("Tokyo"))
HIKES_2025 = every(HIKE, year(2025))
ANNA_OR_ROBERTO_HIKES_2025 = every(HIKES_2025, either(with_("Anna"), with_("Roberto")))
SOFIA_TRIPS = every(TRAVEL, with_("Sofia"))
BEN_RIDES = every(BIKE, with_("Ben"))
PRIYA_2026, PRIYA_2025 = every(with_("Priya"), year(2026)), every(with_("Priya"), year(2025))

CONVERSATIONS = (
    talk(
        "b70 who i see most",
        step("who do i see most", Answer(ranked_person(1), ANYTHING), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "and after her",
            Answer(ranked_person(2), ANYTHING),
            COREFERENCED,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "tom or james this year, who more",
            Compare((("James", every(with_("James"), year(2026))), ("Tom", every(with_("Tom"), year(2026))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "just me n james, no one else, this yr",
            every(only("James"), year(2026)),
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b70 museum buddies",
        step(
            "My cousin keeps teasing me that I drag the same person to every exhibition. Honestly, who has "
            "come to museums with me the most?",
            Answer(ranked_person(1), MUSEUM),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Ha, figured. Leaving Mary out of it, who comes second?",
            Answer(ranked_person(2), MUSEUM),
            COREFERENCED,
            QUANTITATIVE,
            LOGICAL,
            CHATTY,
        ),
        step(
            "And how many museum visits did I do compeltely on my own, no friends at all?",
            MUSEUM_ALONE,
            QUANTITATIVE,
            LOGICAL,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b70 solo hikes",
        step("hieks i did all by myself", SOLO_HIKES, SIMPLE, LOGICAL, LOWERCASE, TYPO),
        step("wich one was the longest", Best("distance"), COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        step("where was taht", Detail("city"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b70 anna and me in italy",
        step("Please show me the things I did with Anna in Italy.", ANNA_IN_ITALY, SIMPLE, NON_NATIVE),
        step("Only the dinners from these.", Those(DINNER), COREFERENCED, TERSE, NON_NATIVE),
        step("Which one I liked the most?", Best("rating"), COREFERENCED, QUANTITATIVE, NON_NATIVE),
        step("Who other was there with us?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b70 the last time with luca",
        step(
            "When is the last time I have seen Luca?",
            Answer(latest_year, WITH_LUCA),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "In which city we were that time?",
            Answer(latest_city, WITH_LUCA),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "How many times I was together with him, in total?",
            WITH_LUCA,
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "He was also with me in Florense, or not?",
            Verdict(exists(every(WITH_LUCA, city("Florence")))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b70 first time with elena",
        step("when did i frist go out with elena", Answer(earliest_year, WITH_ELENA), SIMPLE, LOWERCASE, TYPO),
        step(
            "what did we do that day",
            every(WITH_ELENA, FIRST_DAY_WITH_ELENA),
            COREFERENCED,
            LOWERCASE,
        ),
        step("and with kenji, when was the first time", Answer(earliest_year, WITH_KENJI), ELLIPSIS, LOWERCASE),
        step(
            "was elena ever skiign with me",
            Verdict(exists(every(SKI, WITH_ELENA))),
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b70 mary on trips",
        step(
            "has mary ever come on a trip w me",
            Verdict(exists(every(TRAVEL, with_("Mary")))),
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step("how many", every(TRAVEL, with_("Mary")), QUANTITATIVE, ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
        step("and elena", every(TRAVEL, WITH_ELENA), ELLIPSIS, TERSE, LOWERCASE),
        step("where to", Answer(city_of_one, every(TRAVEL, WITH_ELENA)), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b70 ben and the lisbon dinners",
        step(
            "We were reminiscing about Portugal over coffee this morning and I couldn't remember: was Ben at any of my dinners in Lisbon?",
            Verdict(exists(every(LISBON_DINNERS, with_("Ben")))),
            VERIFICATION,
            CHATTY,
        ),
        step("Oh good. How many of them was he at?", every(LISBON_DINNERS, with_("Ben")), QUANTITATIVE, COREFERENCED, CHATTY),
        step(
            "And the Lisbon dinners he missed, which were those?",
            every(LISBON_DINNERS, without("Ben")),
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Hmm, was Mary at every one of thsoe at least?",
            Verdict(all_of(every(LISBON_DINNERS, without("Ben")), with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b70 how many people on hikes",
        step("how many diffrent people joined my hikes", Answer(distinct_people, HIKE), SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        step("and ski days", Answer(distinct_people, SKI), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("did anna ever come skiing", Verdict(exists(every(SKI, with_("Anna")))), VERIFICATION, LOWERCASE),
    ),
    talk(
        "b70 anna or tom",
        step(
            "With who I do more exercise, with Anna or with Tom?",
            Compare((("Anna", every(ACTIVITY, with_("Anna"))), ("Tom", every(ACTIVITY, with_("Tom"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And for eating, who is more?",
            Compare((("Anna", every(FOOD, with_("Anna"))), ("Tom", every(FOOD, with_("Tom"))))),
            ELLIPSIS,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And for drinks?",
            Compare((("Anna", every(DRINK, with_("Anna"))), ("Tom", every(DRINK, with_("Tom"))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b70 chloe in france or spain",
        step(
            "did i do more stuf with chloe in france or in spian",
            Compare((("France", every(with_("Chloé"), FR)), ("Spain", every(with_("Chloé"), ES)))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("how many in portgual then", CHLOE_IN_PORTUGAL, ELLIPSIS, QUANTITATIVE, LOWERCASE, TYPO),
        step("whats the most recent of those", Best("itemDate"), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b70 her: priya or sofia",
        step(
            "Who do I have dinner with more often, Priya or Sofia?",
            Compare((("Priya", every(DINNER, with_("Priya"))), ("Sofia", every(DINNER, with_("Sofia"))))),
            COMPARATIVE,
        ),
        step(
            "ok and what was the last thing i did with her",
            Clarify(("Priya", "Sofia")),
            CLARIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "sofia",
            Best("itemDate", among=with_("Sofia")),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("who else was there", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b70 them: two pairs",
        step(
            "Do I have more meals with Tom and James together, or with Priya and Chloé together?",
            Compare((("Tom", every(FOOD, with_("Tom", "James"))), ("Priya", every(FOOD, with_("Priya", "Chloé"))))),
            COMPARATIVE,
            LOGICAL,
        ),
        step(
            "which trips have i taken with them",
            Clarify(("Tom", "Priya")),
            CLARIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step("tom and jmaes", TOM_AND_JAMES_TRIPS, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step(
            "was sofia on either of them",
            Verdict(exists(every(TOM_AND_JAMES_TRIPS, with_("Sofia")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b70 roberto by year",
        step(
            "saw roberto more in 2023 or 2021",
            Compare((("2023", ROBERTO_2023), ("2021", every(with_("Roberto"), year(2021))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("what did we do in 2023", ROBERTO_2023, COREFERENCED, LOWERCASE),
        step("just the wines", Those(WINE), COREFERENCED, TERSE, LOWERCASE),
        step("any 5 stars", Verdict(exists(every(ROBERTO_2023, WINE, rating("==", 5)))), VERIFICATION, COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b70 runs with only tom",
        step(
            "runs where it was only me and tom, nobody else",
            every(RUN, only("Tom")),
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "and the ones with tom plus other poeple",
            TOM_PLUS_RUNS,
            LOGICAL,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many km did those add up to",
            Answer(total("distance"), TOM_PLUS_RUNS),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b70 kenji in japan",
        step(
            "Kenji was with me in Kyoto one time, no?",
            Verdict(exists(every(WITH_KENJI, city("Kyoto")))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step("What we did together there?", every(WITH_KENJI, city("Kyoto")), COREFERENCED, NON_NATIVE),
        step("And in Tokio?", KENJI_TOKYO, ELLIPSIS, TERSE, NON_NATIVE, TYPO),
    ),
    talk(
        "b70 hikes with anna or roberto",
        step("hikes with anna or roberto last year", ANNA_OR_ROBERTO_HIKES_2025, LOGICAL, LOWERCASE),
        step("which of those had both of them", Those(with_("Anna", "Roberto")), LOGICAL, COREFERENCED, LOWERCASE),
        step(
            "and the hikes last year with niether of them",
            every(HIKES_2025, without("Anna", "Roberto")),
            LOGICAL,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b70 trips with sofia",
        step("Show me all the trips where Sofia came with me.", SOFIA_TRIPS, SIMPLE, NON_NATIVE),
        step("The first of them.", Pick(1), COREFERENCED, TERSE, NON_NATIVE),
        step("Where it was?", Detail("city"), COREFERENCED, TERSE, NON_NATIVE),
        step("And who else was coming?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b70 bike rides with ben",
        step(
            "I'm trying to talk Ben into a long ride this weekend, so remind me, how many bike rides have we done togehter?",
            BEN_RIDES,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "And James, has he come on more rides than Ben or fewer?",
            Compare((("James", every(BIKE, with_("James"))), ("Ben", BEN_RIDES))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "OK and what's the longest ride I ever did with Ben? Need ammo for my argument lol",
            Best("distance", among=BEN_RIDES),
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b70 priya this year",
        step("how often have i seen priya this year", PRIYA_2026, SIMPLE, QUANTITATIVE, LOWERCASE),
        step("and last yaer", PRIYA_2025, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        step(
            "so i see her way more now, right",
            Verdict(more(PRIYA_2026, PRIYA_2025)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
)
