"""Batch 109: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written. Theme: everyday reasons to open the scrapbook, each brought
by the user: a wine tip for a neighbour cooking Portuguese food (the best rated Portuguese wine, its
producer, whether Chloé was there); settling a bet about beer and cocktails in Lisbon; Tom and the
user reminiscing about the Amsterdam museums; lunch tips in Lisbon for a colleague; a non-native
skier comparing Truckee with South Lake Tahoe, the ski days with James and the biggest climb among
them, and skiing in Europe without Mary; a book club quiz (poetry or biographies, the five-star
biographies, the longest one and its author); the Nara trip of June 2026 and its best dinner;
planning a long bike ride with Ben (the longest ride together, whether any went over 80 km, "And
with James?"); breakfasts abroad with Tom; cocktails with Chloé without Mary; a photo book for Sofia
(the trips with her, the nights away in total, the ones without Mary and the longer of those two);
street food in Kyoto or Budapest with and without Tom; Luca asking about the meals shared in
Florence and Bari; checking a reading-goal claim for 2025 and 2026 and the top 3 novels of 2025; a
running log for 2024 and 2025 (kilometres, the average time per run, more runs in which year); art
museums in Italy or France, the average rating of the Italian ones and the one not in Florence.
Follow-ups use pronouns ("that one", "it", "them", "him", "there"), bare ellipsis ("and in 2025?",
"And in Bari?", "And with James?", "and the autor"), narrowing ("just the dinners", "only the ones in
spain") and yes/no checks. Clarifications (each followed by the user's answer): "What rating did I
give my flight to Paris?" (two flights to Paris, May 2019 and November 2022), "whats my biggest hike
of 2024" (the size "big" measures both distance and elevation, and they pick different hikes: Mill
Valley 19.9 km against Berkeley 1,020 m), "show me the science ones from 2024" (Popular science
books or Science museums, both in 2024) and "how many nigths was my trip to lecce" (the 2022 beach
holiday or the 2025 flight). Personas: a chatty user telling the story around the question, a terse
one, a lowercase one without punctuation, a non-native speaker ("Which lunches I had in Lisbon?",
"From these, which one had the most climbing?", "I ever skied in Europe without Mary?"), and a
typo-prone one; 15 typo turns ("coktail", "exhibiton", "resturant", "nigths", "avrage", "runnign",
"togehter", "autor", "dinenrs", "togther", "beter", "stret", "withuot", "novles", "musems"). The
questions are asked on 29 November 2026 (the harness's NOW, 12:00 UTC)."""

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
    cities,
    city,
    country,
    either,
    every,
    exists,
    field_of,
    holds_for,
    mean,
    not_,
    number,
    rating,
    the,
    title_has,
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
BOOK, TRAVEL, FOOD, MUSEUM = category("Book"), category("Travel"), category("Food"), category("Museum")
NOVEL, BIOGRAPHY, POETRY, POPULAR_SCIENCE = (category("Book", t) for t in ("Novel", "Biography", "Poetry", "Popular science"))
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
BREAKFAST, LUNCH, DINNER, STREET_FOOD = (category("Food", t) for t in ("Breakfast", "Lunch", "Dinner", "Street food"))
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
PT, IT, FR, ES, US = (country(c) for c in ("PT", "IT", "FR", "ES", "US"))
# The collection's European countries (Turkey left out: Istanbul straddles two continents; no ski day there anyway).
EUROPE = either(
    *(country(c) for c in ("IT", "FR", "GR", "ES", "PT", "NL", "CH", "NO", "CZ", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR"))
)
LISBON, AMSTERDAM, NARA, LECCE = city("Lisbon"), city("Amsterdam"), city("Nara"), city("Lecce")

PORTUGUESE_WINES = every(WINE, PT)  # 8 wines, all from Lisbon
QUINTA_DO_BELAIR_2006 = the("scrapbook-00205")  # the only 5-star one, Sep 2011, with Mary and Chloé
PARIS_2019 = the("scrapbook-01271")  # Flight to Paris, May 2019, 7 nights, rated 1, with Mary and Anna
PARIS_2022 = the("scrapbook-01779")  # Flight to Paris, Nov 2022, 12 nights, rated 3, with Mary, Tom, Ben, Chloé
LECCE_2025 = the("scrapbook-02257")  # Flight to Lecce, Sep 2025, 7 nights, with Mary and Luca (2022: beach holiday, 8 nights)
HIKES_2024 = every(HIKE, year(2024))  # most distance: Mill Valley 19.9 km; most elevation: Berkeley 1,020 m
AMSTERDAM_MUSEUMS = every(MUSEUM, AMSTERDAM, with_("Tom"))  # 5, Dec 2021, all with Tom and James
AMSTERDAM_NATURAL_HISTORY = the("scrapbook-01633")  # the only 5-star one, exhibition "Silk Roads"
LISBON_LUNCHES = every(LUNCH, LISBON)  # 8; rated 4 or more: 4, of which only Kitchen Sol was without Mary
KITCHEN_SOL = the("scrapbook-00093")
SKI_WITH_JAMES = every(SKI, with_("James"))  # 23; most climbing: Truckee, Jan 2022, 1,360 m
LONGEST_BIOGRAPHY = the("scrapbook-01047")  # 612 pages, by Omar Said, among the 8 five-star biographies
NARA_2026 = every(NARA, year(2026))  # the June 2026 train journey: 13 items, 3 of them dinners
IZAKAYA_MARIO_DINNER = the("scrapbook-02379")  # the best dinner in Nara, rated 5, ramen
RIDES_WITH_BEN = every(BIKE, with_("Ben"))  # 38; the longest 78.6 km (Berkeley, Nov 2023, also with James)
TRIPS_WITH_SOFIA = every(TRAVEL, with_("Sofia"))  # 9 trips, 70 nights
KYOTO_OR_BUDAPEST_STREET_FOOD = every(STREET_FOOD, cities("Kyoto", "Budapest"))  # 3 in each; Tom on the Budapest ones
LUCA_FLORENCE_MEALS = every(FOOD, with_("Luca"), city("Florence"))  # 7
LUCA_BARI_MEALS = every(FOOD, with_("Luca"), city("Bari"))  # 4; the best rated: lunch at Trattoria Juniper
ITALIAN_ART_MUSEUMS = every(ART_MUSEUM, IT)  # 5 (4 in Florence with Luca, 1 in Lecce), average 3.4
FRENCH_ART_MUSEUMS = every(ART_MUSEUM, FR)  # 2


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def count_over(predicate: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether more than `n` items satisfy `predicate`."""
    return lambda items: sum(map(predicate, items)) > n


def count_is(predicate: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether exactly `n` items satisfy `predicate`."""
    return lambda items: sum(map(predicate, items)) == n


def fewer_nights(shorter: str, longer: str) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether the trip `shorter` had fewer nights than the trip `longer`."""

    def holds(items: Sequence[Item]) -> bool:
        nights = {i["_id"]: i["fields"]["nights"] for i in items if i["_id"] in (shorter, longer)}
        return nights[shorter] < nights[longer]

    return holds


CONVERSATIONS = (
    talk(
        "b109 a Portuguese wine tip for the neighbour",
        step(
            "My neighbour is cooking bacalhau on Friday and asked me for a wine tip. Which Portuguese wine did I rate the highest?",
            Best("rating", among=PORTUGUESE_WINES),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Who's the producer of that one?",
            Answer(field_of("producer"), QUINTA_DO_BELAIR_2006),
            COREFERENCED,
        ),
        step(
            "And was Chloé with me when I drank it?",
            Verdict(holds_for("scrapbook-00205", with_("Chloé"))),
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b109 settling a bet about Lisbon",
        step(
            "settling a bet here: did i ever have a beer in lisbon",
            Verdict(exists(every(BEER, LISBON))),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "and a coktail",
            Verdict(exists(every(COCKTAIL, LISBON))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many wines did i drink there",
            every(WINE, LISBON),
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b109 the flight to Paris",
        step(
            "What rating did I give my flight to Paris?",
            Clarify(("2019", "2022")),
            CLARIFICATION,
        ),
        step(
            "The 2022 one, with Tom and Ben.",
            Answer(rating_of, PARIS_2022),
            CLARIFICATION,
        ),
        step(
            "How many nights were we there?",
            Answer(field_of("nights"), PARIS_2022),
            QUANTITATIVE,
        ),
        step(
            "Was the 2019 one shorter?",
            Verdict(fewer_nights("scrapbook-01271", "scrapbook-01779")),
            VERIFICATION,
            COMPARATIVE,
        ),
    ),
    talk(
        "b109 the biggest hike of 2024",
        step(
            "whats my biggest hike of 2024",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the one with the most climbing",
            Best("elevation", among=HIKES_2024),
            CLARIFICATION,
            LOWERCASE,
        ),
        step("where did i do that one", Detail("city"), COREFERENCED, LOWERCASE),
        step(
            "and the longest in km",
            Best("distance", among=HIKES_2024),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b109 science reading in 2024",
        step(
            "show me the science ones from 2024",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the books",
            every(POPULAR_SCIENCE, year(2024)),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step("which one was the thickest", Best("pages"), COREFERENCED, LOWERCASE),
        step(
            "did i read more of them in 2024 or in 2025",
            Compare((("2024", every(POPULAR_SCIENCE, year(2024))), ("2025", every(POPULAR_SCIENCE, year(2025))))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b109 the trip to Lecce",
        step(
            "how many nigths was my trip to lecce",
            Clarify(("2022", "2025")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the one with luca",
            Answer(field_of("nights"), LECCE_2025),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "did we go for any walks there",
            Verdict(exists(every(WALK, LECCE, with_("Luca")))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b109 running log 2024 and 2025",
        step(
            "how many km did i run in 2024",
            Answer(total("distance"), every(RUN, year(2024))),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and in 2025?",
            Answer(total("distance"), every(RUN, year(2025))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "whats my avrage time per run in 2025",
            Answer(mean("duration"), every(RUN, year(2025))),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did i go runnign more often in 2024 or 2025",
            Compare((("2024", every(RUN, year(2024))), ("2025", every(RUN, year(2025))))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b109 Amsterdam museums with Tom",
        step(
            "Tom and I were reminiscing about Amsterdam over coffee this morning. Which museums did we visit there?",
            AMSTERDAM_MUSEUMS,
            SIMPLE,
            CHATTY,
        ),
        step("Which of them did I rate highest?", Best("rating"), COREFERENCED),
        step(
            "What exhibiton was showing?",
            Answer(field_of("exhibition"), AMSTERDAM_NATURAL_HISTORY),
            COREFERENCED,
            TYPO,
        ),
        step(
            "And we went to the science museum there twice, right?",
            Verdict(count_is(every(SCIENCE_MUSEUM, AMSTERDAM), 2)),
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b109 Lisbon lunch tips for a colleague",
        step(
            "My colleague is going to Lisbon next week. Which lunches I had in Lisbon?",
            LISBON_LUNCHES,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "Which of them had 4 stars or more?",
            Those(rating(">=", 4)),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "And from these, which one was not with Mary?",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "How was the resturant called?",
            Answer(field_of("restaurant"), KITCHEN_SOL),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b109 ski days, Truckee or South Lake Tahoe",
        step(
            "I skied more days in Truckee or in South Lake Tahoe?",
            Compare((("Truckee", every(SKI, city("Truckee"))), ("South Lake Tahoe", every(SKI, city("South Lake Tahoe"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "How many ski days I had togehter with James?",
            SKI_WITH_JAMES,
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "From these, which one had the most climbing?",
            Best("elevation"),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "I ever skied in Europe without Mary?",
            Verdict(exists(every(SKI, EUROPE, without("Mary")))),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b109 book club quiz night",
        step(
            "book club quiz tonight. did i read more poetry or biographies",
            # "biograph" is named by "biography" and "biographies" alike
            Compare((("biograph", BIOGRAPHY), ("poetry", POETRY))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "how many of the biographies did i give 5 stars",
            every(BIOGRAPHY, rating("==", 5)),
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("the longest of those", Best("pages"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "and the autor",
            Answer(field_of("author"), LONGEST_BIOGRAPHY),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b109 Nara in June",
        step("nara this year", NARA_2026, SIMPLE, TERSE, LOWERCASE),
        step("just the dinenrs", Those(DINNER), ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step("best one", Best("rating"), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "what did i eat there",
            Answer(field_of("dish"), IZAKAYA_MARIO_DINNER),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b109 planning a long ride with Ben",
        step(
            "Planning a long ride with Ben next spring. How many bike rides have we done togther?",
            RIDES_WITH_BEN,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step("Which was the longest?", Best("distance"), COREFERENCED, TERSE),
        step(
            "Did we ever go over 80 km?",
            Verdict(exists(every(RIDES_WITH_BEN, number("distance", ">", 80)))),
            VERIFICATION,
        ),
        step(
            # with James alone or with both: no ride with James went over 80 km either
            "And with James?",
            Verdict(exists(every(BIKE, with_("James"), number("distance", ">", 80)))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
        ),
    ),
    talk(
        "b109 breakfasts abroad with Tom",
        step(
            "breakfasts with tom outside the us",
            every(BREAKFAST, with_("Tom"), not_(US)),
            LOGICAL,
            LOWERCASE,
        ),
        step("only the ones in spain", Those(ES), ELLIPSIS, LOWERCASE),
        step(
            "how many of them did i rate 4 or beter",
            Those(rating(">=", 4)),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b109 cocktails with Chloé",
        step(
            "cocktails with chloé but without mary",
            every(COCKTAIL, with_("Chloé"), without("Mary")),
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "were more of those mai tais or spritzes",
            Compare(
                (
                    ("mai tai", every(COCKTAIL, with_("Chloé"), without("Mary"), title_has("Mai Tai"))),
                    ("spritz", every(COCKTAIL, with_("Chloé"), without("Mary"), title_has("Spritz"))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "any of them in santa fe",
            Verdict(exists(every(COCKTAIL, with_("Chloé"), without("Mary"), city("Santa Fe")))),
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b109 a photo book for Sofia",
        step(
            "I'm making Sofia a photo book for her birthday! Which trips did I take with her?",
            TRIPS_WITH_SOFIA,
            SIMPLE,
            CHATTY,
        ),
        step(
            "How many nights were we away in total on those?",
            Answer(total("nights"), TRIPS_WITH_SOFIA),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Which of them was Mary not on?",
            Those(with_("Mary"), keep=False),
            LOGICAL,
        ),
        step("Of those two, which was longer?", Best("nights"), COMPARATIVE),
    ),
    talk(
        "b109 street food in Kyoto or Budapest",
        step(
            "stret food in kyoto or budapest",
            KYOTO_OR_BUDAPEST_STREET_FOOD,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("which of those were with tom", Those(with_("Tom")), COREFERENCED, LOWERCASE),
        step(
            "and the ones withuot him",
            every(KYOTO_OR_BUDAPEST_STREET_FOOD, without("Tom")),
            LOGICAL,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b109 meals with Luca",
        step(
            "Luca is visiting and he asks me: how many meals we had together in Florence?",
            LUCA_FLORENCE_MEALS,
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And in Bari?", LUCA_BARI_MEALS, ELLIPSIS, TERSE, NON_NATIVE),
        step(
            "Which one from Bari I rated the highest?",
            Best("rating", among=LUCA_BARI_MEALS),
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b109 checking the reading goal",
        step(
            "i think i read more than 16 books in 2025, right?",
            Verdict(count_over(every(BOOK, year(2025)), 16)),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "and in 2026",
            Verdict(count_over(every(BOOK, year(2026)), 16)),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "my top 3 novles of 2025",
            Top("rating", 3, every(NOVEL, year(2025))),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b109 art museums in Italy or France",
        step(
            "did i visit more art musems in italy or in france",
            Compare((("Italy", ITALIAN_ART_MUSEUMS), ("France", FRENCH_ART_MUSEUMS))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "whats the average rating of the italian ones",
            Answer(mean("rating"), ITALIAN_ART_MUSEUMS),
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "which of them werent in florence",
            every(ITALIAN_ART_MUSEUMS, not_(city("Florence"))),
            LOGICAL,
            LOWERCASE,
        ),
    ),
)
