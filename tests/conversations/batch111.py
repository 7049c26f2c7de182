"""Batch 111: conversations written blind (from the documentation and the sample data, without reading
the engine). Theme: ordinary people using their scrapbook for plans and questions of their own. A
chatty user picks a Portuguese bottle to bring to Chloé's dinner (the best rated one, its producer,
whether Chloé was there when it was drunk); a non-native speaker plans going back to Lisbon next spring
("And in Sintra?", "Only the dinners please.", the restaurant's name), tells Kenji how often they came
to Japan and how many nights of it were with him, and asks which exhibition was on at the museum in
Kyoto; a terse lowercase user settles a skiing bet with Ben (Switzerland, France, ski days outside the
US, Canada or Austria) and weighs Italian against French dinners and lunches; someone quizzes themself
on their poetry shelf (how many, the thickest, who wrote it, was it rated 5); a runner sets the
average run of 2025 against 2024 and runs with Tom against runs with Anna; museums with Sofia ahead of
her visit ("and in Barcelona?", the best rated, was Chloé there); dinners in Italy and in France
without Mary; street food and lunches in Japan or India; whether Tomas Reyes is worth recommending to
a friend; the natural history museums that disappointed; cocktails and beers; brunches this year and
last; a sister's claim that there was never a beach holiday without Mary; and the cycling kilometres
of 2025 against 2024.

Clarifications (each followed by the user's answer): "what was my biggest hike" (distance or
elevation: both are "big" for activities), "Which exhibition I saw in the museum of Kyoto?" (the Kyoto
Art Museum or the Kyoto Science Museum, both 2023), "how many nigths was my trip to tokyo" (the 2016
city break or the 2023 train journey) and "how long was my last walk" (its distance or its duration).

Personas: chatty (Chloé's dinner, Sofia's visit, the Tomas Reyes recommendation, the sister's claim),
terse and lowercase without punctuation (the ski bet, the dinners, the drinks, the brunches),
non-native ("Which meals in Lisbon I gave 5 stars?", "In which of them Kenji was with me?", "How is
called the restaurent?", "Kenji was there with me?") and typo-prone. 17 typo turns: "Portugese",
"restaurent", "swizterland", "poerty", "avergae", "avrage", "elevaton", "nigths", "lunchs",
"Barcleona", "wihtout", "inida", "histroy", "cocktials", "yeear", "holliday", "cylce".

The questions are asked on 29 November 2026 (NOW = 29 Nov 2026 12:00 UTC, as the harness sets)."""

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
    either,
    every,
    exists,
    field,
    field_of,
    holds_for,
    mean,
    not_,
    rating,
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
BOOK, NOVEL, POETRY = category("Book"), category("Book", "Novel"), category("Book", "Poetry")
POP_SCIENCE = category("Book", "Popular science")
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
TRAVEL, BEACH = category("Travel"), category("Travel", "Beach holiday")
FOOD, DINNER, LUNCH = category("Food"), category("Food", "Dinner"), category("Food", "Lunch")
BREAKFAST, STREET_FOOD = category("Food", "Breakfast"), category("Food", "Street food")
MUSEUM, NATURAL_HISTORY = category("Museum"), category("Museum", "Natural history")
PT, CH, FR, US, CA, AT, JP, IT, IN = (country(c) for c in ("PT", "CH", "FR", "US", "CA", "AT", "JP", "IT", "IN"))

TOMAS = field("author", "Tomas Reyes")
JAPAN_TRIPS = every(TRAVEL, JP)
JAPAN_TRIPS_WITH_KENJI = every(JAPAN_TRIPS, with_("Kenji"))

QUINTA_DO_BELAIR_2006 = "scrapbook-00205"  # the only Portuguese wine rated 5; with Mary and Chloé
CASA_KAI_SINTRA = "scrapbook-00612"  # the only dinner among the 5-star meals in Sintra
ISLAND_AND_OTHER_POEMS = "scrapbook-02008"  # 608 pages, the thickest poetry book, by Ada Winter, rated 3
KYOTO_SCIENCE_MUSEUM = "scrapbook-01885"  # April 2023, "Impressionist Light", with Kenji
TOKYO_TRAIN_JOURNEY = "scrapbook-01864"  # Train journey to Tokyo, April 2023, 12 nights, with Kenji
LAST_WALK = "scrapbook-02454"  # Walk in Mill Valley, 18 October 2026, 5.2 km, 78 min, with Mary


def higher_mean(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether `first`'s items average more on field `name` than `second`'s."""

    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether `first`'s items add up to more on field `name` than `second`'s."""

    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


CONVERSATIONS = (
    talk(
        "b111 a Portuguese bottle for Chloé's dinner",
        step(
            "Chloé is cooking Portugese food on Friday and asked me to bring a bottle. Which wines from Portugal did I rate 4 or more?",
            every(WINE, PT, rating(">=", 4)),
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step(
            "Oh nice, and which of those did I like best?",
            Best("rating"),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Who's the producer of that one?",
            Answer(field_of("producer"), the(QUINTA_DO_BELAIR_2006)),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Ha, funny, was Chloé actually with me when I had it?",
            Verdict(holds_for(QUINTA_DO_BELAIR_2006, with_("Chloé"))),
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b111 going back to Lisbon next spring",
        step(
            "Next spring I go again to Lisbon. Which meals in Lisbon I gave 5 stars?",
            every(FOOD, city("Lisbon"), rating("==", 5)),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "And in Sintra?",
            every(FOOD, city("Sintra"), rating("==", 5)),
            ELLIPSIS,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "Only the dinners please.",
            every(DINNER, city("Sintra"), rating("==", 5)),
            ELLIPSIS,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "How is called the restaurent?",
            Answer(field_of("restaurant"), the(CASA_KAI_SINTRA)),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b111 settling a ski bet with Ben",
        step(
            "bet with ben did i ever ski in swizterland",
            Verdict(exists(every(SKI, CH))),
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in france",
            Verdict(exists(every(SKI, FR))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "ski days outside the us",
            every(SKI, not_(US)),
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "more in canada or in austria",
            Compare((("Canada", every(SKI, CA)), ("Austria", every(SKI, AT)))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b111 quizzing myself on the poetry shelf",
        step("quiz time how many poerty books have i read", POETRY, SIMPLE, LOWERCASE, TYPO),
        step("which one was the thickest", Best("pages"), COREFERENCED, LOWERCASE),
        step(
            "who wrote it",
            Answer(field_of("author"), the(ISLAND_AND_OTHER_POEMS)),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "did i give it 5 stars",
            Verdict(holds_for(ISLAND_AND_OTHER_POEMS, rating("==", 5))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b111 my running log, 2025 against 2024",
        step(
            "whats my avergae run distance for 2025",
            Answer(mean("distance"), every(RUN, year(2025))),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and for 2024",
            Answer(mean("distance"), every(RUN, year(2024))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so my 2025 runs were longer on avrage than the 2024 ones?",
            Verdict(higher_mean("distance", every(RUN, year(2025)), every(RUN, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "in 2025 did i run more with tom or with anna",
            Compare(
                (
                    ("Tom", every(RUN, year(2025), with_("Tom"))),
                    ("Anna", every(RUN, year(2025), with_("Anna"))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b111 the biggest hike",
        step(
            "what was my biggest hike",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "elevaton i mean",
            Best("elevation", among=HIKE),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "and the longest one by distance?",
            Best("distance", among=HIKE),
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b111 the museum in Kyoto",
        step(
            "Which exhibition I saw in the museum of Kyoto?",
            Clarify(("art", "science")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "The science one",
            Answer(field_of("exhibition"), the(KYOTO_SCIENCE_MUSEUM)),
            CLARIFICATION,
            TERSE,
        ),
        step(
            "Kenji was there with me?",
            Verdict(holds_for(KYOTO_SCIENCE_MUSEUM, with_("Kenji"))),
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b111 the Tokyo trip",
        step(
            "how many nigths was my trip to tokyo",
            Clarify(("city break", "train journey")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the train journey",
            Answer(field_of("nights"), the(TOKYO_TRAIN_JOURNEY)),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step("who came with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b111 my last walk",
        step(
            "how long was my last walk",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "in minutes",
            Answer(field_of("duration"), the(LAST_WALK)),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "was mary with me on it",
            Verdict(holds_for(LAST_WALK, with_("Mary"))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b111 italian or french",
        step(
            "more italian or french dinners",
            Compare(
                (
                    ("italian", every(DINNER, field("cuisine", "italian"))),
                    ("french", every(DINNER, field("cuisine", "french"))),
                )
            ),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and lunchs",
            Compare(
                (
                    ("italian", every(LUNCH, field("cuisine", "italian"))),
                    ("french", every(LUNCH, field("cuisine", "french"))),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "which french lunches did i have outside france",
            every(LUNCH, field("cuisine", "french"), not_(FR)),
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b111 telling Kenji about my Japan trips",
        step(
            "Kenji asks me how many times I came to Japan. How many trips to Japan I made?",
            JAPAN_TRIPS,
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("In which of them Kenji was with me?", Those(with_("Kenji")), COREFERENCED, NON_NATIVE),
        step(
            "How many nights all together on those trips?",
            Answer(total("nights"), JAPAN_TRIPS_WITH_KENJI),
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "That is more nights than my Japan trips without him, yes?",
            Verdict(larger_total("nights", JAPAN_TRIPS_WITH_KENJI, every(JAPAN_TRIPS, without("Kenji")))),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b111 museums before Sofia's visit",
        step(
            "Sofia's coming to stay next month and we always end up in museums together. "
            "Which museums have I visited with Sofia over the years?",
            every(MUSEUM, with_("Sofia")),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Ha, and in Barcleona?",
            every(MUSEUM, with_("Sofia"), city("Barcelona")),
            ELLIPSIS,
            CHATTY,
            TYPO,
        ),
        step("Which one did I rate highest?", Best("rating"), COREFERENCED, CHATTY),
        step(
            "Was Chloé with us at any of the Barcelona ones?",
            Verdict(exists(every(MUSEUM, with_("Sofia"), city("Barcelona"), with_("Chloé")))),
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b111 dinners in italy and france without mary",
        step(
            "dinners in italy wihtout mary",
            every(DINNER, IT, without("Mary")),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("and in france", every(DINNER, FR, without("Mary")), ELLIPSIS, TERSE, LOWERCASE),
        step("only the ones rated 4 or more", Those(rating(">=", 4)), LOGICAL, TERSE, LOWERCASE),
        step("which was the best one", Best("rating"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b111 eating in japan or india",
        step(
            "street food in japan or inida",
            every(STREET_FOOD, either(JP, IN)),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("and lunches", every(LUNCH, either(JP, IN)), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "more lunches in japan or in india",
            Compare((("Japan", every(LUNCH, JP)), ("India", every(LUNCH, IN)))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b111 is Tomas Reyes worth recommending",
        step(
            "A friend asked me whether Tomas Reyes is worth reading. How many of his books have I read?",
            every(BOOK, TOMAS),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And what's my average rating for them?",
            Answer(mean("rating"), every(BOOK, TOMAS)),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Did I read more of his novels or of his popular science books?",
            Compare((("novel", every(NOVEL, TOMAS)), ("popular science", every(POP_SCIENCE, TOMAS)))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Which of his novels did I give 5 stars? Those are the ones I'll lend her.",
            every(NOVEL, TOMAS, rating("==", 5)),
            LOGICAL,
            CHATTY,
        ),
    ),
    talk(
        "b111 natural history museums that disappointed",
        step(
            "natural histroy museums i rated below 3",
            every(NATURAL_HISTORY, rating("<", 3)),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "any of them outside the us",
            Verdict(exists(every(NATURAL_HISTORY, rating("<", 3), not_(US)))),
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step("how many were with mary", Those(with_("Mary")), QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b111 cocktails and beers",
        step("cocktials in 2023", every(COCKTAIL, year(2023)), SIMPLE, TERSE, LOWERCASE, TYPO),
        step("and beers", every(BEER, year(2023)), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "more beers or cocktails in 2022",
            Compare((("beer", every(BEER, year(2022))), ("cocktail", every(COCKTAIL, year(2022))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "my top 3 beers ever",
            Top("rating", 3, BEER),
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b111 brunches this year and last",
        step(
            "how many brunches did i have this yeear",
            every(BREAKFAST, year(2026)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and last year", every(BREAKFAST, year(2025)), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("which of those did i rate best", Best("rating"), COREFERENCED, LOWERCASE),
        step("who was there", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b111 my sister's claim about beach holidays",
        step(
            "My sister swears I've never been on a beach holliday without Mary. Is she right?",
            Verdict(lambda items: not exists(every(BEACH, without("Mary")))(items)),
            VERIFICATION,
            LOGICAL,
            CHATTY,
            TYPO,
        ),
        step(
            "Ha! So which beach holidays were without Mary?",
            every(BEACH, without("Mary")),
            LOGICAL,
            CHATTY,
        ),
        step("Which of the two was longer?", Best("nights"), COMPARATIVE, CHATTY),
    ),
    talk(
        "b111 cycling kilometres",
        step(
            "how many km did i cylce in 2025",
            Answer(total("distance"), every(BIKE, year(2025))),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "is that more than in 2024",
            Verdict(larger_total("distance", every(BIKE, year(2025)), every(BIKE, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "longest ride of 2025",
            Best("distance", among=every(BIKE, year(2025))),
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
    ),
)
