"""Batch 76: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: checking facts about one's own past.
A user asks yes/no questions about their records in every category ("have i ever actually been to
japan", "did I drink some wine when I was in Porto", "was the last book i read any good", "did i ever
hike more than 20 km in one go", "have i had suhsi with kenji", "was i in lisbon in 2023 or 2024",
"any museum i gave 5 stars to in 2025", "wasnt that with mary", "All my pinot noir, I rated them 4 or
more, true?", "is my avg wine rating above 3.5") and then follows the evidence up ("how many times",
"when was that", "which one was it", "who was with me", "and in 2024", "And the other ones, how many
they are?", "last time then?"). Negated questions ("didnt i go skiing with tom at some point", "have
i never eaten moroccan food", "didn't I drink a 5 star assyrtiko in nafplio this year", "wasnt that
with mary") are answered about the fact itself: "yes" when it happened, "no" when it did not. Places
and people the collection never had (China, Thailand, Moroccan food, hiking with Sarah, skiing with
Tom) must get a plain "no". Some questions cannot be answered as asked and should be asked back
("was that trip with kenji any good" with three trips with Kenji, "did i go to paris with her" with
no one talked about, "did i rate the last one 4 or more" with nothing talked about, "how many nights
was my greek trip" with three Greek trips). Personas: terse, chatty, lowercase without punctuation,
typo-prone (keyboard slips such as "suhsi", "waht", "taht", "hkes", "jmaes") and non-native English.
The questions are asked on 29 November 2026 (the runner's NOW), so "this year" is 2026 and "this
summer" the summer of 2026."""

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
    Verdict,
    category,
    city,
    country,
    every,
    exists,
    field,
    mean,
    number,
    rating,
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

WINE, BEER = category("Drink", "Wine"), category("Drink", "Beer")
BOOK, MUSEUM, TRAVEL, FOOD = (
    category("Book"),
    category("Museum"),
    category("Travel"),
    category("Food"),
)
HIKE, RUN, SKI = (category("Activity", t) for t in ("Hike", "Run", "Ski"))
JP, VN, CN, TH, US, DE = (country(c) for c in ("JP", "VN", "CN", "TH", "US", "DE"))
LISBON, PORTO, PARIS = city("Lisbon"), city("Porto"), city("Paris")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


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


def latest_year(items: Sequence[Item]) -> str:
    """The year of the most recent of `items`."""
    return str(max(items, key=lambda i: i["itemDate"])["itemDate"].year)


def only_year(items: Sequence[Item]) -> str:
    """The one year all of `items` are from (a "when was that" about a single visit)."""
    (only,) = {i["itemDate"].year for i in items}
    return str(only)


def never(predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether no item satisfies `predicate` (a claim "I never ...")."""
    return lambda items: not any(predicate(i) for i in items)


def only_city(items: Sequence[Item]) -> str:
    """The one city all of `items` are in."""
    (only,) = {i["place"]["city"] for i in items}
    return str(only)


def holds_for(item_id: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def latest_all(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the most recent of the items `among` selects (every one of them, where several share
    that moment) satisfies `predicate`."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        last = max(i["itemDate"] for i in chosen)
        return all(predicate(i) for i in chosen if i["itemDate"] == last)

    return holds


def mean_rating_above(among: Predicate, value: float) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        ratings = [i["rating"] for i in items if among(i)]
        return sum(ratings) / len(ratings) > value

    return holds


def higher_mean_rating(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def nobody_with(i: Item) -> bool:
    return not i["who"]


SUSHI, RAMEN = field("dish", "sushi"), field("dish", "ramen")
PINOT = every(WINE, field("variety", "pinot noir"))
ASSYRTIKO = every(WINE, field("variety", "assyrtiko"))
LONG_HIKES = every(HIKE, number("distance", ">", 20))
LONG_RUNS = every(RUN, number("distance", ">", 20))
LONGEST_HIKE = "scrapbook-02146"  # Napa, 16 January 2025, 21.7 km, with Mary and Roberto
LATEST_JAPAN_TRIP = "scrapbook-02366"  # Train journey to Nara, June 2026, nobody with me
LAST_BOOK = the("scrapbook-02463")  # Oceans: What Science Knows, 31 October 2026, Elif Kaya, rated 4
KYOTO_TRIP_WITH_KENJI = "scrapbook-01843"  # Flight to Kyoto, March 2023, 7 nights, rated 2
ATHENS_TRIP = "scrapbook-02384"  # Flight to Athens, July 2026, 12 nights, with Mary and Elena
MUSEUMS_2024, MUSEUMS_2025 = every(MUSEUM, year(2024)), every(MUSEUM, year(2025))
PARIS_WITH_CHLOE = every(PARIS, with_("Chloé"))
SUSHI_WITH_KENJI = every(FOOD, SUSHI, with_("Kenji"))
MEXICAN = every(FOOD, field("cuisine", "mexican"))
HIKES_ANNA_ROBERTO = every(HIKE, with_("Anna", "Roberto"))

CONVERSATIONS = (
    talk(
        "b76 have i ever been to japan",
        step(
            "hey, random question but have i ever actually been to japan??",
            Verdict(exists(JP)),
            SIMPLE,
            VERIFICATION,
            CHATTY,
        ),
        step(
            "oh cool how many tirps was that",
            every(TRAVEL, JP),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
            LOWERCASE,
            TYPO,
        ),
        step(
            "which was the most recent one",
            Best("itemDate"),
            COREFERENCED,
            LOWERCASE,
        ),
        step("where did i go that time", Detail("city"), COREFERENCED, LOWERCASE),
        step(
            "was anyone with me on that one",
            Verdict(holds_for(LATEST_JAPAN_TRIP, not_(nobody_with))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b76 sushi with kenji",
        step(
            "have i had suhsi with kenji",
            Verdict(exists(SUSHI_WITH_KENJI)),
            SIMPLE,
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many times",
            SUSHI_WITH_KENJI,
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("which one did i like best", Best("rating"), COREFERENCED, LOWERCASE),
        step("waht city was that in", Detail("city"), COREFERENCED, LOWERCASE, TYPO),
        step(
            "and without kenji how many",
            every(FOOD, SUSHI, without("Kenji")),
            ELLIPSIS,
            LOGICAL,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b76 lisbon in 2023 or 2024",
        step(
            "was i in lisbon in 2023 or 2024",
            Verdict(exists(every(LISBON, year(2023, 2024)))),
            VERIFICATION,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "last time then?",
            Answer(latest_year, LISBON),
            COREFERENCED,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("what did i do there that year", every(LISBON, year(2014)), COREFERENCED, LOWERCASE),
        step(
            "any musuems",
            Verdict(exists(every(LISBON, year(2014), MUSEUM))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b76 five star museums",
        step(
            "any museum i gave 5 stars to in 2025",
            Verdict(exists(every(MUSEUMS_2025, rating("==", 5)))),
            SIMPLE,
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "and in 2024",
            Verdict(exists(every(MUSEUMS_2024, rating("==", 5)))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which one was it",
            Best("rating", among=MUSEUMS_2024),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("who was with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "did i go to more museums in 2024 or in 2025",
            Compare((("2024", MUSEUMS_2024), ("2025", MUSEUMS_2025))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b76 pinot noir ratings",
        step(
            "All my pinot noir, I rated them 4 or more, true?",
            Verdict(all_of(PINOT, rating(">=", 4))),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "Which ones are not?",
            every(PINOT, rating("<", 4)),
            COREFERENCED,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "And the other ones, how many they are?",
            every(PINOT, rating(">=", 4)),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "I drank more pinot in France or in America?",
            Compare(
                (
                    ("France", every(PINOT, country("FR"))),
                    ("United States", every(PINOT, US)),
                )
            ),
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b76 average wine rating",
        step(
            "is my avg wine rating above 3.5",
            Verdict(mean_rating_above(WINE, 3.5)),
            VERIFICATION,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "whats the actual number",
            Answer(mean("rating"), WINE),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and beers",
            Answer(mean("rating"), BEER),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so beer wins?",
            Verdict(higher_mean_rating(BEER, WINE)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b76 china thailand vietnam",
        step(
            "have i ever been to china",
            Verdict(exists(CN)),
            SIMPLE,
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "thialand?",
            Verdict(exists(TH)),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("vietnam", Verdict(exists(VN)), ELLIPSIS, VERIFICATION, TERSE, LOWERCASE),
        step("when was that", Answer(only_year, VN), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b76 skiing with tom",
        step(
            "didnt i go skiing with tom at some point",
            Verdict(exists(every(SKI, with_("Tom")))),
            SIMPLE,
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "so who did i ski with more, mary or jmaes",
            Compare(
                (
                    ("Mary", every(SKI, with_("Mary"))),
                    ("James", every(SKI, with_("James"))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("how many ski days altogther", SKI, SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
    ),
    talk(
        "b76 hikes over 20 km",
        step(
            "so I've been wondering, did i ever hike more than 20 km in one go?",
            Verdict(exists(LONG_HIKES)),
            SIMPLE,
            VERIFICATION,
            CHATTY,
        ),
        step("nice! how many times?", LONG_HIKES, COREFERENCED, QUANTITATIVE, CHATTY),
        step("and this year", every(LONG_HIKES, year(2026)), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "ok and what's my longest hike ever",
            Best("distance", among=HIKE),
            SIMPLE,
            CHATTY,
            LOWERCASE,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "wasnt that with mary",
            Verdict(holds_for(LONGEST_HIKE, with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b76 the last book",
        step(
            "was the last book i read any good",
            Verdict(latest_all(BOOK, rating(">=", 4))),
            SIMPLE,
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "who wrote it",
            Answer(field_of("author"), LAST_BOOK),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b76 wine in porto",
        step(
            "Did I drink some wine when I was in Porto?",
            Verdict(exists(every(WINE, PORTO))),
            SIMPLE,
            VERIFICATION,
            NON_NATIVE,
        ),
        step("What I did in Porto then?", PORTO, COREFERENCED, NON_NATIVE),
        step("Which year it was?", Answer(only_year, PORTO), COREFERENCED, NON_NATIVE),
        step(
            "And in Lisbon, I drank wine there?",
            Verdict(exists(every(WINE, LISBON))),
            ELLIPSIS,
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "How much bottles?",
            every(WINE, LISBON),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b76 the trip with kenji",
        step(
            "was that trip with kenji any good? cant remember",
            Clarify(("Tokyo", "Kyoto")),
            CLARIFICATION,
            CHATTY,
            LOWERCASE,
            known_failure="the question back does not offer ['Tokyo', 'Kyoto']",
        ),
        step(
            "the one to kyoto",
            Verdict(holds_for(KYOTO_TRIP_WITH_KENJI, rating(">=", 4))),
            CLARIFICATION,
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
            known_failure="reply does not start with 'no'",
        ),
    ),
    talk(
        "b76 paris with her",
        step("did i go to paris with her", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "chloe",
            Verdict(exists(PARIS_WITH_CHLOE)),
            CLARIFICATION,
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "when was taht",
            Answer(only_year, PARIS_WITH_CHLOE),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was tom ther too",
            Verdict(all_of(PARIS_WITH_CHLOE, with_("Tom"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b76 the last one rated",
        step(
            "did i rate the last one 4 or more",
            Clarify(),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "the last wine",
            Verdict(latest_all(WINE, rating(">=", 4))),
            CLARIFICATION,
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the last bere",
            Verdict(latest_all(BEER, rating(">=", 4))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b76 greek trip nights",
        step(
            "how many nights was my greek trip",
            Clarify(("Athens", "Fira", "Thessaloniki")),
            CLARIFICATION,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "the one this sumer",
            Answer(field_of("nights"), the(ATHENS_TRIP)),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "didnt elena come on that one",
            Verdict(holds_for(ATHENS_TRIP, with_("Elena"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b76 japan 2016 or 2023",
        step(
            "In Japan, I did more things in 2016 or in 2023?",
            Compare((("2016", every(JP, year(2016))), ("2023", every(JP, year(2023))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "In all my Japan trips, I ate more sushi or more ramen?",
            Compare((("sushi", every(FOOD, JP, SUSHI)), ("ramen", every(FOOD, JP, RAMEN)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b76 moroccan food never",
        step(
            "have i never eaten moroccan food",
            Verdict(exists(every(FOOD, field("cuisine", "moroccan")))),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "what about mexican",
            Verdict(exists(MEXICAN)),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many of those were outside the us",
            every(MEXICAN, not_(US)),
            COREFERENCED,
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b76 hiking with sarah or elena",
        step(
            "did i ever go hiking with sarah",
            Verdict(exists(every(HIKE, with_("Sarah")))),
            SIMPLE,
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "with elena",
            Verdict(exists(every(HIKE, with_("Elena")))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many hkes",
            every(HIKE, with_("Elena")),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "were they all this year",
            Verdict(all_of(every(HIKE, with_("Elena")), year(2026))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b76 five star assyrtiko",
        step(
            "didn't I drink a 5 star assyrtiko in nafplio this year? pretty sure I did",
            Verdict(exists(every(ASSYRTIKO, city("Nafplio"), year(2026), rating("==", 5)))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "oh nice, how many of those",
            every(ASSYRTIKO, city("Nafplio"), year(2026), rating("==", 5)),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "and in athnes?",
            Verdict(exists(every(ASSYRTIKO, city("Athens"), year(2026), rating("==", 5)))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b76 runs over 21 km",
        step(
            "ever run more then 21 km",
            Verdict(exists(every(RUN, number("distance", ">", 21)))),
            SIMPLE,
            VERIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "over 20?",
            Verdict(exists(LONG_RUNS)),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step("how many", LONG_RUNS, COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        step("the most recent one", Best("itemDate"), COREFERENCED, TERSE, LOWERCASE),
        step("what yeer", Detail("year"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b76 hiking with anna or roberto",
        step(
            "did i hike more with anna or with robreto",
            Compare(
                (
                    ("Anna", every(HIKE, with_("Anna"))),
                    ("Roberto", every(HIKE, with_("Roberto"))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and how many with both of them",
            HIKES_ANNA_ROBERTO,
            COREFERENCED,
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "any of thsoe this year",
            Verdict(exists(every(HIKES_ANNA_ROBERTO, year(2026)))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b76 beers in germany",
        step(
            "I think I never had a beer in Germany, is it right?",
            Verdict(never(every(BEER, DE))),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "In which city?",
            Answer(only_city, every(BEER, DE)),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "And wine, how many I drank there?",
            every(WINE, DE),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
)
