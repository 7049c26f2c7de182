"""Batch 46: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: someone planning a family reunion and
a birthday gift, looking back at what they did with and without particular people (dinners and other
meals, activities, trips, drinks, museums): who came along, counts with and without someone, "with X or
Y", "with X and not Y", "other than", "apart from", "neither", yes/no checks and follow-ups by pronoun.
Personas: a chatty parent, a terse lowercase user, a typo-prone user, a non-native speaker.
The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

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
    category,
    country,
    every,
    exists,
    field,
    kind,
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

DINNER, LUNCH, BREAKFAST, FOOD = category("Food", "Dinner"), category("Food", "Lunch"), category("Food", "Breakfast"), category("Food")
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
ACTIVITY, MUSEUM, TRAVEL = category("Activity"), category("Museum"), category("Travel")


def with_any(*names: str) -> Predicate:
    """At least one of the people came along."""
    return lambda i: any(n in i["who"] for n in names)


def alone(i: Item) -> bool:
    return not i["who"]


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def all_of(among: Predicate, claim: Predicate):
    """Every item `among` selects satisfies `claim` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(claim(i) for i in chosen)

    return holds


def none_of(predicate: Predicate):
    return lambda items: not any(predicate(i) for i in items)


def item_id(number: str) -> Predicate:
    return lambda i: i["_id"] == f"scrapbook-{number}"


def most_common_companion(*excluded: str):
    def measure(items: Sequence[Item]) -> str:
        (first, n), (_, second) = Counter(p for i in items for p in i["who"] if p not in excluded).most_common(2)
        if n == second:
            raise ValueError("tie")
        return first

    return measure


MARY_NOT_TOM_DINNERS = every(DINNER, with_("Mary"), without("Tom"))
SOFIA_OR_CHLOE_MUSEUMS = every(MUSEUM, with_any("Sofia", "Chloé"))
VIETNAMESE_WITH_SOFIA = every(FOOD, field("cuisine", "vietnamese"), with_("Sofia"))
TRIPS_WITHOUT_MARY_TOM = every(TRAVEL, without("Mary", "Tom"))

CONVERSATIONS = (
    talk(
        "b46 reunion dinners with mary not tom",
        step(
            "We're planning a big family reunion next summer and I'm trying to remember everything — how many dinners "
            "have I had with Mary but without Tom?",
            MARY_NOT_TOM_DINNERS,
            LOGICAL,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Oh nice. And was Anna at any of thsoe dinners?",
            Verdict(exists(every(MARY_NOT_TOM_DINNERS, with_("Anna")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
        step(
            "Lovely, can you show me just the ones with Anna then?",
            Those(with_("Anna")),
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Which of those did I rate the highest? I'd love to book the same place again for all of us",
            Best("rating"),
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "And who else was at that dinner with us?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b46 museums sofia or chloe",
        step("museums with sofia or chloé", SOFIA_OR_CHLOE_MUSEUMS, LOGICAL, SIMPLE, TERSE, LOWERCASE),
        step("not with mary", Those(with_("Mary"), keep=False), LOGICAL, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "any in 2024?",
            Verdict(exists(every(SOFIA_OR_CHLOE_MUSEUMS, without("Mary"), year(2024)))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b46 hikes roberto except mary",
        step(
            "how many hikes did i do with Roberto exept when Mary came along?",
            every(HIKE, with_("Roberto"), without("Mary")),
            LOGICAL,
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "and wat about 2020?",
            every(HIKE, with_("Roberto"), without("Mary"), year(2020)),
            ELLIPSIS,
            QUANTITATIVE,
            TYPO,
        ),
        step("did i evr go hiking with tom?", Verdict(exists(every(HIKE, with_("Tom")))), VERIFICATION, SIMPLE, TYPO),
        step(
            "ok so who did i go hikng with more, Roberto or Anna?",
            Compare((("Roberto", every(HIKE, with_("Roberto"))), ("Anna", every(HIKE, with_("Anna"))))),
            COMPARATIVE,
            TYPO,
        ),
    ),
    talk(
        "b46 wine gift for anna",
        step(
            "For the birthday of Anna I want to buy her a nice bottle. Which wines I have drunk together with her?",
            every(WINE, with_("Anna")),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "Is it true that all of them was red wine?",
            Verdict(all_of(every(WINE, with_("Anna")), field("colour", "red"))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        step("How many from them was from Italy?", Those(country("IT")), QUANTITATIVE, COREFERENCED, NON_NATIVE),
        step("Which of these italian ones had the best rating?", Best("rating"), COMPARATIVE, COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b46 dinners with her, who",
        step("how many dinners with her", Clarify(), CLARIFICATION, COREFERENCED, TERSE, LOWERCASE),
        step("priya", every(DINNER, with_("Priya")), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("and without her?", every(DINNER, without("Priya")), LOGICAL, COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b46 cocktails with him",
        step(
            "Tom and James are both flying in for the reunion and they love a good cocktail. How many cocktails have I "
            "had with him over the years?",
            Clarify(("Tom", "James")),
            CLARIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "James, sorry! I should have said",
            every(COCKTAIL, with_("James")),
            CLARIFICATION,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "And how many of those did Tom join too?",
            Those(with_("Tom")),
            QUANTITATIVE,
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b46 bike total with ben",
        step("total for bike rides with ben", Clarify(), CLARIFICATION, QUANTITATIVE, TERSE, LOWERCASE),
        step("distance", Answer(total("distance"), every(BIKE, with_("Ben"))), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("and without him", Answer(total("distance"), every(BIKE, without("Ben"))), LOGICAL, ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b46 trips without mary and tom",
        step("Which trips I made without Mary and also without Tom?", TRIPS_WITHOUT_MARY_TOM, LOGICAL, NON_NATIVE),
        step(
            "In this year neither Mary nor Tom came on any my trips, right?",
            Verdict(none_of(every(TRAVEL, year(2026), with_any("Mary", "Tom")))),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "How many of the trips without them was by train?",
            every(TRIPS_WITHOUT_MARY_TOM, kind("Train journey")),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b46 cocktails apart from mary",
        step(
            "apart from Mary, who did I drink cocktials with most often?",
            Answer(most_common_companion("Mary"), COCKTAIL),
            QUANTITATIVE,
            LOGICAL,
            TYPO,
        ),
        step(
            "how many cocktails with her excatly?",
            every(COCKTAIL, with_("Chloé")),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b46 ski days none with anna",
        step("none of my ski days were with anna, right?", Verdict(none_of(every(SKI, with_("Anna")))), VERIFICATION, LOWERCASE),
        step(
            "other than the ones with mary, how many ski days did i hve?",
            every(SKI, without("Mary")),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b46 runs with tom not mary",
        step("Runs with Tom and not Mary last year", every(RUN, with_("Tom"), without("Mary"), year(2025)), LOGICAL, SIMPLE, TERSE),
        step("the second one", Pick(2), COREFERENCED, TERSE),
    ),
    talk(
        "b46 birthday meal with sofia",
        step(
            "My daughter Sofia has her birthday in January and I'm thinking of taking her out for a special meal. "
            "Did I ever have Japanese food with Sofia?",
            Verdict(exists(every(FOOD, field("cuisine", "japanese"), with_("Sofia")))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Hmm, what abut Vietnamese?",
            Verdict(exists(VIETNAMESE_WITH_SOFIA)),
            VERIFICATION,
            ELLIPSIS,
            CHATTY,
            TYPO,
        ),
        step("Oh good, show me those meals please", VIETNAMESE_WITH_SOFIA, COREFERENCED, CHATTY),
        step(
            "Which one did I enjoy the most, do you think?",
            Best("rating"),
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b46 kenji trips",
        step(
            "Kenji was with me on some trip that was not in 2023?",
            Verdict(exists(every(TRAVEL, with_("Kenji"), not_(year(2023))))),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "Show me all the trips with him.",
            every(TRAVEL, with_("Kenji")),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b46 everything with elena",
        step("is it true that evrything i did with Elena was this year?", Verdict(all_of(with_("Elena"), year(2026))), VERIFICATION, TYPO),
        step(
            "shwo me all of it",
            with_("Elena"),
            COREFERENCED,
            TYPO,
        ),
        step("which was the longest?", Clarify(), CLARIFICATION, COREFERENCED),
        step("the activities, by distance", Best("distance", among=every(ACTIVITY, with_("Elena"))), CLARIFICATION, ELLIPSIS),
        step(
            "was mary with me on that one?", Verdict(exists(every(item_id("02414"), with_("Mary")))), VERIFICATION, COREFERENCED, LOWERCASE
        ),
    ),
    talk(
        "b46 lunches anna or james",
        step(
            "I had more lunches with Anna or with James?",
            Compare((("Anna", every(LUNCH, with_("Anna"))), ("James", every(LUNCH, with_("James"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And dinners?",
            Compare((("Anna", every(DINNER, with_("Anna"))), ("James", every(DINNER, with_("James"))))),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b46 beers with tom not ben",
        step("beers w/ tom", every(BEER, with_("Tom")), SIMPLE, TERSE, LOWERCASE),
        step("excluding ones with ben", Those(with_("Ben"), keep=False), LOGICAL, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "any of those a 5?",
            Verdict(exists(every(BEER, with_("Tom"), without("Ben"), rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b46 walks chloe and priya",
        step(
            "How many walks I did with Chloé and Priya both together?",
            every(WALK, with_("Chloé", "Priya")),
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And with Chloé but not with Priya?", every(WALK, with_("Chloé"), without("Priya")), LOGICAL, ELLIPSIS, NON_NATIVE),
    ),
    talk(
        "b46 museums alone",
        step("how many museums did i go to on my own, with nobody?", every(MUSEUM, alone), LOGICAL, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b46 luca museums and lunches",
        step("did i ever go to a musuem with Luca?", Verdict(exists(every(MUSEUM, with_("Luca")))), VERIFICATION, SIMPLE, TYPO),
        step(
            "wich ones?",
            every(MUSEUM, with_("Luca")),
            COREFERENCED,
            TYPO,
        ),
        step(
            "was Mary ther at all of them?", Verdict(all_of(every(MUSEUM, with_("Luca")), with_("Mary"))), VERIFICATION, COREFERENCED, TYPO
        ),
        step(
            "what about lunches with him without Mary?",
            every(LUNCH, with_("Luca"), without("Mary")),
            LOGICAL,
            COREFERENCED,
            ELLIPSIS,
        ),
    ),
    talk(
        "b46 breakfast with kenji",
        step(
            "I never had a breakfast with Kenji, is that true?",
            Verdict(none_of(every(BREAKFAST, with_("Kenji")))),
            VERIFICATION,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "was i ever at a musem with both Tom and Ben?", Verdict(exists(every(MUSEUM, with_("Tom", "Ben")))), VERIFICATION, LOGICAL, TYPO
        ),
    ),
)
