"""Batch 52: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: someone planning next year's travel
who looks back over their trips (flights, city breaks, beach holidays, train journeys) and the meals
they had abroad: cuisines, cities, countries and continents, nights, ratings, companions, months and
seasons. Focus on yes/no claims ("was my last flight to Greece?", "is it true all my beach holidays
…", "did I ever go on a city break with Tom?"), questions that must be asked back (a pronoun with
nobody named, "the average" of nothing, "the ones in Paris") with their answers, and follow-ups on
"that one", "those", "the second one", "there", "that year". Personas: a terse user, a chatty user,
a lowercase user without punctuation, a typo-prone user and a non-native speaker. The questions are
asked on 29 November 2026."""

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
    mean,
    more,
    most_common_place,
    rating,
    total,
    with_,
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

TRAVEL, FOOD = category("Travel"), category("Food")
FLIGHT, TRAIN = category("Travel", "Flight"), category("Travel", "Train journey")
CITY_BREAK, BEACH = category("Travel", "City break"), category("Travel", "Beach holiday")
US, ES, IT, JP = country("US"), country("ES"), country("IT"), country("JP")
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
SUMMER_2025 = between(datetime(2025, 6, 1), datetime(2025, 9, 1))
# The European countries the sample has (Turkey, on both continents, is left out: no turn depends on it).
EUROPEAN = {"FR", "IT", "PT", "GR", "ES", "IE", "HR", "CZ", "NO", "DE", "SE", "AT", "NL", "CH", "GB", "HU", "BE", "DK"}


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def cuisine(name: str) -> Predicate:
    return has_field("cuisine", name)


def months(*wanted: int) -> Predicate:
    return lambda i: i["itemDate"].month in wanted


def europe(i: Item) -> bool:
    return i["place"]["countryCode"] in EUROPEAN


ABROAD = not_(US)


def latest_is(among: Predicate, claim: Predicate, n: int = 1) -> Callable[[Sequence[Item]], bool]:
    """Whether the n-th latest item `among` selects has what the question claims of it."""

    def holds(items: Sequence[Item]) -> bool:
        ranked = sorted((i for i in items if among(i)), key=lambda i: i["itemDate"], reverse=True)
        return claim(ranked[n - 1])

    return holds


def latest_city(items: Sequence[Item]) -> str:
    return str(max(items, key=lambda i: i["itemDate"])["place"]["city"])


def every_one(among: Predicate, claim: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: all(claim(i) for i in items if among(i))


def more_nights(larger: Predicate, smaller: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        nights = Counter[str]()
        for i in items:
            if larger(i):
                nights["larger"] += i["fields"]["nights"]
            if smaller(i):
                nights["smaller"] += i["fields"]["nights"]
        return nights["larger"] > nights["smaller"]

    return holds


def longer_on_average(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"]["nights"] for i in items if first(i)]
        b = [i["fields"]["nights"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def busiest_month(items: Sequence[Item]) -> str:
    (first, n), *rest = Counter(i["itemDate"].strftime("%B") for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"no single busiest month: {first} and {rest[0][0]} tie")
    return first


def nights_of(items: Sequence[Item]) -> float:
    (only,) = items
    return float(only["fields"]["nights"])


CONVERSATIONS = (
    talk(
        "b52 last flight and the one before",
        step("Was my last flight to Greece?", Verdict(latest_is(FLIGHT, country("GR"))), VERIFICATION, TERSE),
        step(
            "And the one before that?",
            Verdict(latest_is(FLIGHT, country("GR"), n=2)),  # Lecce, Italy (September 2025): no
            VERIFICATION,
            COREFERENCED,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "How many nights was that one?",
            Answer(nights_of, every(FLIGHT, city("Lecce"), year(2025))),  # 7
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b52 train journeys in europe",
        step(
            "My sister swears the train is the only civilised way to travel, and after Bruges I'm half "
            "convinced. How many train journeys have I done abroad?",
            every(TRAIN, ABROAD),  # 14 (the story's Bruges is no filter)
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Which of those were in Europe? I'd rather not start next year with a long-haul flgiht.",
            Those(europe),  # 10
            COREFERENCED,
            LOGICAL,
            CHATTY,
            TYPO,
        ),
        step(
            "Right, and which of them was the shortest?",
            Best("nights", highest=False),  # Bruges, 5 nights
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step("Lovely. Who came along on that one?", Detail("who"), COREFERENCED, SIMPLE, CHATTY),
    ),
    talk(
        "b52 lisbon seafood",
        step("what did i eat in lisbon", every(FOOD, city("Lisbon")), SIMPLE, LOWERCASE),
        step("just the seafood", Those(cuisine("seafood")), ELLIPSIS, LOWERCASE),
        step(
            "were any of thsoe with tom",
            Verdict(exists(every(FOOD, city("Lisbon"), cuisine("seafood"), with_("Tom")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many of the seafood ones got 5 stars",
            Those(rating("==", 5)),  # 3 of the 16 seafood meals
            QUANTITATIVE,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b52 which beach holidays was she on",
        step(
            "Which beach holidays she was coming with me?",
            Clarify(),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "Priya, my colleague from work.",
            every(BEACH, with_("Priya")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "How many nights they were, together?",
            Answer(total("nights"), every(BEACH, with_("Priya"))),  # 16
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b52 the average of what",
        step("What's the average?", Clarify(), CLARIFICATION, TERSE),
        step("Nights per city break.", Answer(mean("nights"), CITY_BREAK), CLARIFICATION, QUANTITATIVE, TERSE),
        step("Beach holidyas?", Answer(mean("nights"), BEACH), ELLIPSIS, QUANTITATIVE, TERSE, TYPO),
        step(
            "So beach holidays are longer on average. Right?",
            Verdict(longer_on_average(BEACH, CITY_BREAK)),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "b52 what did i eat where",
        step("what did i eat tehre?", Clarify(), CLARIFICATION, TYPO),
        step("in hanio", every(FOOD, city("Hanoi")), CLARIFICATION, TYPO),
        step(
            "was it al vietnamese",
            Verdict(every_one(every(FOOD, city("Hanoi")), cuisine("vietnamese"))),
            VERIFICATION,
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b52 the ones in paris",
        step(
            "A friend of mine is off to Paris in the spring and asked me for tips, and of course my mind "
            "went completely blank. How were the ones in Paris?",
            Clarify(),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "Oh, the meals, sorry.",
            every(FOOD, city("Paris")),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "How many of them did I give five stars? Those are the ones I'll pass on.",
            Those(rating("==", 5)),  # 6
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b52 how long was it",
        step("how long was it", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "the istanbul trpi",
            Answer(total("nights"), every(TRAVEL, city("Istanbul"))),  # 4
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did i eat turkish food there",
            Verdict(exists(every(FOOD, city("Istanbul"), cuisine("turkish")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b52 trips with him",
        step("show me teh trips i did with him", Clarify(), CLARIFICATION, TYPO),
        step("tom", every(TRAVEL, with_("Tom")), CLARIFICATION, LOWERCASE),
        step("the second one", Pick(2), COREFERENCED, LOWERCASE),
        step("whre was that", Detail("city"), COREFERENCED, TYPO),
    ),
    talk(
        "b52 was i there with tom",
        step("I was there together with Tom?", Clarify(), CLARIFICATION, NON_NATIVE),
        step(
            "In Stockholm, I mean.",
            Verdict(exists(every(city("Stockholm"), with_("Tom")))),
            CLARIFICATION,
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b52 city break with tom",
        step(
            "Tom wants to join us on a city break next spring, and he swears we've done one together "
            "before. I don't remember that at all. Did I ever go on a city break with Tom?",
            Verdict(exists(every(CITY_BREAK, with_("Tom")))),  # no
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Ha, I knew it. Which ones did I do with Mary, then?",
            every(CITY_BREAK, with_("Mary")),
            SIMPLE,
            CHATTY,
        ),
        step(
            "And which of those did I rate 4 or higher? Those are the kind of places I want to go back to.",
            Those(rating(">=", 4)),  # 5
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b52 italian or french food abroad",
        step(
            "did i eat more itallian than french food abroad",
            Verdict(more(every(FOOD, ABROAD, cuisine("italian")), every(FOOD, ABROAD, cuisine("french")))),
            VERIFICATION,
            COMPARATIVE,
            TYPO,
        ),
        step(
            "how many of eahc",
            Compare(
                (
                    ("French", every(FOOD, ABROAD, cuisine("french"))),
                    ("Italian", every(FOOD, ABROAD, cuisine("italian"))),
                )
            ),
            QUANTITATIVE,
            COMPARATIVE,
            ELLIPSIS,
            TYPO,
        ),
        step("and japanese", every(FOOD, ABROAD, cuisine("japanese")), ELLIPSIS, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b52 nights in japan and italy",
        step(
            "I have passed more nights in Japan than in Italy, yes?",
            Verdict(more_nights(every(TRAVEL, JP), every(TRAVEL, IT))),  # 43 against 50: no
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "How many nights in Italy, all together?",
            Answer(total("nights"), every(TRAVEL, IT)),  # 50
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And which trip there was the longest one?",
            Best("nights", among=every(TRAVEL, IT)),  # Florence, 9 nights
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step("Who was with me on this trip?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b52 last trip abroad and that year",
        step(
            "when was my last trip abraod",
            Best("itemDate", among=every(TRAVEL, ABROAD)),  # Athens, July 2026
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step("how many trips did i take that year", every(TRAVEL, year(2026)), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step(
            "so i travelled less this year than in 2025",
            Verdict(more(every(TRAVEL, year(2025)), every(TRAVEL, year(2026)))),  # 4 and 4: no
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b52 beach holidays under four stars",
        step(
            "We want a proper lazy beach week next August, nothing fancy, just sun and a book. Is it true "
            "that all my beach holidays got at least 4 stars?",
            Verdict(every_one(BEACH, rating(">=", 4))),  # no: Split 3, Rio 2
            VERIFICATION,
            LOGICAL,
            CHATTY,
        ),
        step(
            "Hm. Which ones didn't, then?",
            every(BEACH, rating("<", 4)),
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Which of the two was worse?",
            Best("rating", highest=False),
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "What did I eat there? I remember nothign but rain.",
            every(FOOD, city("Rio de Janeiro")),
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b52 last summer and the one before",
        step("waht trips did i take last sumer", every(TRAVEL, LAST_SUMMER), SIMPLE, TYPO),
        step(
            "and the summer before",
            every(TRAVEL, SUMMER_2025),
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "was james on eihter of them",
            Verdict(exists(every(TRAVEL, SUMMER_2025, with_("James")))),  # Madrid: yes
            VERIFICATION,
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b52 meals in spain",
        step("Meals in Spain?", every(FOOD, ES), SIMPLE, TERSE),
        step("Not the seafood.", Those(cuisine("seafood"), keep=False), LOGICAL, ELLIPSIS, TERSE),
        step(
            "Which city most?",
            Answer(most_common_place("city"), every(FOOD, ES, not_(cuisine("seafood")))),  # Barcelona
            QUANTITATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b52 which month i travel",
        step(
            "I'm trying to work out when to take time off next year, and my boss wants dates by Friday. "
            "Looking back, in which month do I usually travel the most?",
            Answer(busiest_month, TRAVEL),  # October
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Makes sense, October is always quiet at work. How many of thoes October trips were flights?",
            every(FLIGHT, months(10)),  # 5
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b52 last beach holiday in europe",
        step("Was my last beach holiday in Europe?", Verdict(latest_is(BEACH, europe)), VERIFICATION, TERSE),
        step("Where was it?", Answer(latest_city, BEACH), COREFERENCED, SIMPLE, TERSE),  # Sydney
    ),
)
