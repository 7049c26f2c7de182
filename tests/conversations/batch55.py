"""Batch 55: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a new user exploring their whole
scrapbook for the first time, hopping between kinds (wines, hikes, trips, museums, books, meals):
"how many things are in here?", "how many from Japan?", "and from Korea?", "the best ones there",
"the second one", "who was with me", "that year", "show me more", going back to an earlier topic, and
words that are really ambiguous ("history", "science", "her", "total", "the longest", "the average"),
asked back and followed by the user's answer. Personas: a non-native speaker and a typo-prone user in
front, with a chatty user, a terse user and a lowercase user. The questions are asked on 29 November
2026."""

from __future__ import annotations

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

WINE, BEER, DINNER = category("Drink", "Wine"), category("Drink", "Beer"), category("Food", "Dinner")
HIKE, RUN, WALK, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski"))
BOOK, MUSEUM, TRAVEL, FOOD = category("Book"), category("Museum"), category("Travel"), category("Food")
JP, KR, VN, IT = (country(c) for c in ("JP", "KR", "VN", "IT"))
FIVE_STARS = rating("==", 5)


def everything(_: Item) -> bool:
    return True


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def the_year(items: Sequence[Item]) -> str:
    """The one year all the items are from."""
    (only,) = {i["itemDate"].year for i in items}
    return str(only)


def all_of(among: Predicate, predicate: Predicate):
    return lambda items: all(predicate(i) for i in items if among(i))


def latest_in_year(among: Predicate, wanted: int):
    return lambda items: max((i for i in items if among(i)), key=lambda i: i["itemDate"])["itemDate"].year == wanted


def higher_on_average(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


CONVERSATIONS = (
    talk(
        "b55 what is in here",
        step(
            "Hello! My son typed all my old travel diaries and notebooks into this scrapbook for my birthday, "
            "and I honestly have no idea what's in it. How many things are in here altogether?",
            everything,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Goodness, that many! And how many of those are from Japan?",
            Those(JP),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And from Korea?",
            KR,
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "I went to Seoul with a friend from work, years ago I think. Show me the best ones there, please.",
            Those(FIVE_STARS),
            COREFERENCED,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b55 japan the second one",
        step("How much things I have from Japan?", JP, SIMPLE, QUANTITATIVE, NON_NATIVE),
        step(
            "Show me only the best of them, the five star.",
            Those(FIVE_STARS),
            COREFERENCED,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "The second one, please.",
            Pick(2),
            COREFERENCED,
            NON_NATIVE,
        ),
        step("Who was with me in this one?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b55 korea that year",
        step("what did i do in koera", KR, SIMPLE, TYPO),
        step(
            "waht year was taht",
            Answer(the_year, KR),
            COREFERENCED,
            TYPO,
        ),
        step(
            "and everyhting else that year, not in korea",
            every(year(2012), not_(KR)),
            LOGICAL,
            COREFERENCED,
            TYPO,
        ),
        step(
            "did i do more stuff in korea or in vietnma",
            Compare((("Korea", KR), ("Vietnam", VN))),
            COMPARATIVE,
            TYPO,
        ),
    ),
    talk(
        "b55 history which kind",
        step("show me my history ones", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("the museums", category("Museum", "History"), CLARIFICATION, ELLIPSIS, LOWERCASE),
        step("how many of those in japan", Those(JP), QUANTITATIVE, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b55 science which kind",
        step("I want to see all my science things.", Clarify(("book", "museum")), CLARIFICATION, NON_NATIVE),
        step("The books. Not the museum.", category("Book", "Popular science"), CLARIFICATION, ELLIPSIS, NON_NATIVE),
        step("How many from this I give five star?", Those(FIVE_STARS), QUANTITATIVE, COREFERENCED, LOGICAL, NON_NATIVE),
    ),
    talk(
        "b55 with her",
        step("how many thigns did i do with her", Clarify(), CLARIFICATION, TYPO),
        step("mary, sory", with_("Mary"), CLARIFICATION, ELLIPSIS, TYPO),
        step("and with kenji?", with_("Kenji"), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step("were they all in japna?", Verdict(all_of(with_("Kenji"), JP)), VERIFICATION, COREFERENCED, TYPO),
    ),
    talk(
        "b55 total of what",
        step("Total?", Clarify(), CLARIFICATION, TERSE),
        step(
            "Hiking km, this year.",
            Answer(total("distance"), every(HIKE, year(2026))),
            CLARIFICATION,
            QUANTITATIVE,
            TERSE,
        ),
        step("Last year?", Answer(total("distance"), every(HIKE, year(2025))), ELLIPSIS, QUANTITATIVE, TERSE),
    ),
    talk(
        "b55 longest of what",
        step(
            "My grandson keeps asking me about my adventures and I would love to impress him a little. What was the longest one of all?",
            Clarify(),
            CLARIFICATION,
            CHATTY,
        ),
        step("Oh, the hikes, I mean. The furthest one I ever walked.", Best("distance", among=HIKE), CLARIFICATION, CHATTY),
        step("Lovely. And who came along with me that day?", Detail("who"), COREFERENCED, CHATTY),
    ),
    talk(
        "b55 museums japan korea",
        step("musuems in japan", every(MUSEUM, JP), SIMPLE, TYPO),
        step("and in korea", every(MUSEUM, KR), ELLIPSIS, LOWERCASE),
        step("which one was the best", Best("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b55 books five stars",
        step("how many boks have i read", BOOK, SIMPLE, QUANTITATIVE, TYPO),
        step("just the five star ones", Those(FIVE_STARS), ELLIPSIS, LOGICAL, LOWERCASE),
        step("whcih of thsoe was the longest", Best("pages"), COREFERENCED, TYPO),
    ),
    talk(
        "b55 japanese wine",
        step("Is it true I have wine from Japan? I not remember this.", Verdict(exists(every(WINE, JP))), VERIFICATION, NON_NATIVE),
        step("Which one of them was the best?", Best("rating", among=every(WINE, JP)), COREFERENCED, NON_NATIVE),
        step("And who drink it with me?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b55 seoul dinners",
        step(
            "I'm cooking bibimbap for the neighbours tonight and it made me think of Seoul. How many dinners did I have in Korea?",
            every(DINNER, KR),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Was Roberto at all of them?", Verdict(all_of(every(DINNER, KR), with_("Roberto"))), VERIFICATION, COREFERENCED, CHATTY),
        step("Which ones weren't with him, then?", Those(with_("Roberto"), keep=False), LOGICAL, COREFERENCED, CHATTY),
    ),
    talk(
        "b55 show me more",
        step("walks in japn", every(WALK, JP), SIMPLE, TYPO),
        step(
            "show me more",
            every(WALK, JP),
            ELLIPSIS,
            LOWERCASE,
        ),
        step("the last one", Pick(0), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b55 back to the hikes",
        step("hikes in 2023", every(HIKE, year(2023)), SIMPLE, LOWERCASE),
        step("now beers from japan", every(BEER, JP), SIMPLE, LOWERCASE),
        step(
            "ok back to teh hikes, how many of them wiht mary",
            every(HIKE, year(2023), with_("Mary")),
            COREFERENCED,
            QUANTITATIVE,
            LOGICAL,
            TYPO,
        ),
    ),
    talk(
        "b55 trips japan or korea",
        step("More trips to Japan or Korea?", Compare((("Japan", every(TRAVEL, JP)), ("Korea", every(TRAVEL, KR)))), COMPARATIVE, TERSE),
        step("List the Japan ones.", every(TRAVEL, JP), ELLIPSIS, TERSE),
        step("Longest?", Best("nights"), COREFERENCED, ELLIPSIS, TERSE),
    ),
    talk(
        "b55 best meals japan",
        step(
            "best meals in japna",
            every(FOOD, JP, FIVE_STARS),
            SIMPLE,
            LOGICAL,
            TYPO,
        ),
        step(
            "teh second one",
            Pick(2),
            COREFERENCED,
            TYPO,
        ),
        step("wich city was that in", Detail("city"), COREFERENCED, TYPO),
    ),
    talk(
        "b55 is it true",
        step(
            "was my last trip to japan this year",
            Verdict(latest_in_year(every(TRAVEL, JP), 2026)),
            VERIFICATION,
            LOWERCASE,
        ),
        step("did i ever go skiign in japan", Verdict(exists(every(SKI, JP))), VERIFICATION, TYPO),
        step("and did i walk more then i ran there", Verdict(more(every(WALK, JP), every(RUN, JP))), VERIFICATION, COMPARATIVE, TYPO),
    ),
    talk(
        "b55 wine or beer",
        step(
            "In Japan I drink more wine or more beer?",
            Compare((("wine", every(WINE, JP)), ("beer", every(BEER, JP)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step("And in Italy?", Compare((("wine", every(WINE, IT)), ("beer", every(BEER, IT)))), COMPARATIVE, ELLIPSIS, NON_NATIVE),
    ),
    talk(
        "b55 average of what",
        step("whats the averge", Clarify(), CLARIFICATION, TYPO),
        step("the ratign of my japan stuff", Answer(mean("rating"), JP), CLARIFICATION, QUANTITATIVE, TYPO),
        step(
            "and is it higher for korea",
            Verdict(higher_on_average(KR, JP)),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
)
