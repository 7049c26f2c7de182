"""Batch 110: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: ordinary users bringing their own
situations to the scrapbook. A sister asks how often the user has been to Santa Fe (the longest stay
there, whether one of the trips was a flight with James); a rating and a stay length recalled from a
train trip to Sintra; the nights of a trip to Paris; the biggest hike of 2026 and the longest; the
cycling kilometres of 2025 against 2024; the science outings of 2024 (the museums, the one rated lowest, then the books);
Spanish wines for a paella night (the rosés, the reds, the best red); a bet about beers or cocktails in
2022 and 2024 and the best cocktail of 2024; poetry books to recommend to a friend (the longer of the
two and who wrote it); a running log (the total and the average per run in 2025, the average in 2026,
whether the runs got shorter); Greek lunches for a friend's trip (Athens, Nafplio, the restaurant's
name); museums with Chloé without Mary, the Seattle ones, and those with both; a ski week in Europe
(Switzerland, Austria, every ski day outside the United States); dinners with Roberto in 2012, which
were not with Mary and whether those were all in Seoul; novels against popular science in 2020 and
whether a novel ran over 500 pages; walks with Mary and Tom in 2019 and 2022 and which year was
farther; street food rated 5 abroad (any in Portugal, more in Japan or in Portugal); the first
breakfast in Lisbon and whether Ben ever came; Japan with Kenji (the first trip, the 2023 train
journey, dinners with him but not Priya); sauvignon blanc against chardonnay and the latest sauvignon
blanc; natural history museums of 2014; runs in 2025 with Tom or James, and which were abroad.

Clarifications (each followed by the user's answer): "How did I rate my train trip to Sintra?" (two
train journeys to Sintra, 2011 and 2014, rated 3 and 4; "the 2014 one"), "How many nights was my trip
to Paris?" (two flights, 2019 with Anna, 7 nights, and 2022, 12 nights; "The one with Anna."),
"whats my biggest hike this year" (distance or elevation: the farthest hike of 2026 is near Delphi,
the one with the most climbing near Calistoga; "most climbign"), "Total for my bike rides in 2025?"
(distance or duration; "Distance.") and "the science ones from 2024" (popular science books or
science museums, both in 2024; "The museums").

Personas: a chatty user (the sister's question, the poetry recommendation, the ski week, the wine
quiz), a terse one (the running log, the natural history museums, the cycling totals), a lowercase
one without punctuation (the bet, the Greek lunches, the dinners with Roberto, the walks, the running
buddies), a non-native speaker (the paella night: "Which wines from Spain I rated 4 or more?"; Japan
with Kenji: "When was the first time I travel to Japan", "also he was with me?", "How many dinners I
had"), and 15 typo turns ("nigths", "climbign", "cylced", "sceince", "peotry", "avrage", "resturant",
"musems", "Switzerlnad", "dinenrs", "novles", "togehter", "breakfest", "savignon", "wernt"). The
questions are asked on 29 November 2026 (the harness's NOW, 12:00 UTC): "this year" is 2026."""

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
    number,
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
NOVEL, POETRY, POPULAR_SCIENCE = (category("Book", t) for t in ("Novel", "Poetry", "Popular science"))
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
TRAVEL, FLIGHT, TRAIN = category("Travel"), category("Travel", "Flight"), category("Travel", "Train journey")
BREAKFAST, LUNCH, DINNER, STREET_FOOD = (category("Food", t) for t in ("Breakfast", "Lunch", "Dinner", "Street food"))
MUSEUM = category("Museum")
SCIENCE_MUSEUM, NATURAL_HISTORY = category("Museum", "Science"), category("Museum", "Natural history")
US, ES, GR, JP, PT, CH, AT = (country(c) for c in ("US", "ES", "GR", "JP", "PT", "CH", "AT"))

SANTA_FE_TRIPS = every(TRAVEL, city("Santa Fe"))  # 2012 (12 nights, Chloé and Sofia), 2015, 2017
SINTRA_2014 = the("scrapbook-00609")  # Train journey to Sintra, Nov 2014, 11 nights, rated 4 (the 2011 one: 3)
PARIS_WITH_ANNA = the("scrapbook-01271")  # Flight to Paris, May 2019, 7 nights (the 2022 one: 12 nights, no Anna)
HIKES_2026 = every(HIKE, year(2026))  # farthest: Delphi 21.6 km; most climbing: Calistoga 1390 m
BIKES_2025, BIKES_2024 = every(BIKE, year(2025)), every(BIKE, year(2024))  # 257.4 km and 173.6 km
SPANISH_GOOD_WINES = every(WINE, ES, rating(">=", 4))  # 7: 3 rosé, 3 red, 1 white
SPANISH_GOOD_REDS = every(SPANISH_GOOD_WINES, field("colour", "red"))  # best: Bodegas Belair Grenache, 2018
POETRY_FIVE = every(POETRY, rating("==", 5))  # both by Helen Park: 452 and 264 pages
MEMORY_AND_OTHER_POEMS = the("scrapbook-00596")  # 452 pages, Helen Park
RUNS_2025, RUNS_2026 = every(RUN, year(2025)), every(RUN, year(2026))  # 229.6 km, 15.31 and 13.87 km a run
GREEK_LUNCHES_FIVE = every(LUNCH, GR, rating("==", 5))  # 4: Fira, Athens twice, Nafplio
NAFPLIO_LUNCH = the("scrapbook-02431")  # Kitchen Iris, grilled fish
CHLOE_NOT_MARY = every(MUSEUM, with_("Chloé"), without("Mary"))  # 3: Santa Fe, Seattle twice
SKI_ABROAD = every(SKI, not_(US))  # 9: Oslo, Innsbruck, Whistler, Zermatt
ROBERTO_DINNERS_2012 = every(DINNER, with_("Roberto"), year(2012))  # 7, 5 of them without Mary, in Seoul
NOVELS_2020 = every(NOVEL, year(2020))  # 6, 346 pages on average, two over 500
MARY_TOM_WALKS_2019 = every(WALK, with_("Mary", "Tom"), year(2019))  # 22.0 km
MARY_TOM_WALKS_2022 = every(WALK, with_("Mary", "Tom"), year(2022))  # 9.9 km
STREET_FOOD_FIVE_ABROAD = every(STREET_FOOD, not_(US), rating("==", 5))  # 8: Japan 2, France 2, Portugal 1, ...
LISBON_BREAKFASTS = every(BREAKFAST, city("Lisbon"))  # 2: the first at Casa Yuki, Oct 2010, with Mary and Ben
KENJI_JAPAN_TRIPS = every(TRAVEL, JP, with_("Kenji"))  # first: City break to Tokyo, Dec 2016
TOKYO_TRAIN_2023 = the("scrapbook-01864")  # Train journey to Tokyo, Apr 2023, with Kenji
SAUVIGNON_BLANC, CHARDONNAY = every(WINE, field("variety", "sauvignon blanc")), every(WINE, field("variety", "chardonnay"))
NATURAL_HISTORY_2014 = every(NATURAL_HISTORY, year(2014))  # Cairo (3, with James), Cairo (5), San Francisco (4)
RUNS_2025_TOM_OR_JAMES = every(RUN, year(2025), either(with_("Tom"), with_("James")))  # 5, 2 in Logroño


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def lower_mean(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the items of `first` have a lower mean of the field `name` than those of `second`."""

    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) < sum(b) / len(b)

    return holds


def all_of(selected: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `selected` picks satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if selected(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


CONVERSATIONS = (
    talk(
        "b110 santa fe trips for my sister",
        step(
            "My sister keeps asking how often I've been to Santa Fe, so let me check. How many trips there have I logged?",
            SANTA_FE_TRIPS,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Oh nice. Which of those was the longest stay?", Best("nights"), COREFERENCED, CHATTY),
        step(
            "did i ever fly to santa fe with james",
            Verdict(exists(every(FLIGHT, city("Santa Fe"), with_("James")))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b110 sintra by train",
        step(
            "How did I rate my train trip to Sintra?",
            Clarify(),
            CLARIFICATION,
        ),
        step(
            "the 2014 one",
            Answer(rating_of, SINTRA_2014),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and how many nigths did I stay that time",
            Answer(field_of("nights"), SINTRA_2014),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b110 paris trips",
        step("How many nights was my trip to Paris?", Clarify(), CLARIFICATION),
        step("The one with Anna.", Answer(field_of("nights"), PARIS_WITH_ANNA), CLARIFICATION, TERSE),
    ),
    talk(
        "b110 biggest hike of the year",
        step("whats my biggest hike this year", Clarify(("distance", "elevation")), CLARIFICATION, LOWERCASE),
        step("most climbign", Best("elevation", among=HIKES_2026), CLARIFICATION, TERSE, LOWERCASE, TYPO),
        step("and the longest one by distance?", Best("distance", among=HIKES_2026), ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b110 cycling kilometres",
        step("Total for my bike rides in 2025?", Clarify(("distance", "duration")), CLARIFICATION, TERSE),
        step("Distance.", Answer(total("distance"), BIKES_2025), CLARIFICATION, QUANTITATIVE, TERSE),
        step("and 2024", Answer(total("distance"), BIKES_2024), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so i cylced more km in 2025 than in 2024",
            Verdict(larger_total("distance", BIKES_2025, BIKES_2024)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b110 science outings in 2024",
        step("Can you pull up the science ones from 2024?", Clarify(("book", "museum")), CLARIFICATION),
        step("The museums", every(SCIENCE_MUSEUM, year(2024)), CLARIFICATION, TERSE),
        step("Which of them did I rate lowest?", Best("rating", highest=False), COREFERENCED),
        step("And the sceince books?", every(POPULAR_SCIENCE, year(2024)), ELLIPSIS, TYPO),
    ),
    talk(
        "b110 spanish wines for paella night",
        step(
            "I cook paella for friends on Saturday. Which wines from Spain I rated 4 or more?",
            SPANISH_GOOD_WINES,
            SIMPLE,
            NON_NATIVE,
        ),
        step("Only the rosé, please.", Those(field("colour", "rosé")), ELLIPSIS, NON_NATIVE),
        step("And the red ones?", SPANISH_GOOD_REDS, ELLIPSIS, NON_NATIVE),
        step("Which red one was the best?", Best("rating"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b110 beers against cocktails",
        step(
            "settling a bet with ben. did i have more beers or cocktails in 2022",
            Compare((("beer", every(BEER, year(2022))), ("cocktail", every(COCKTAIL, year(2022))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and in 2024",
            Compare((("beer", every(BEER, year(2024))), ("cocktail", every(COCKTAIL, year(2024))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "whats the best cocktail i had in 2024",
            Best("rating", among=every(COCKTAIL, year(2024))),
            SIMPLE,
            LOWERCASE,
        ),
    ),
    talk(
        "b110 poetry for a friend",
        step(
            "A friend of mine is just getting into poems and asked me for tips. Which peotry books did I give five stars?",
            POETRY_FIVE,
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step("Which of those two is longer?", Best("pages"), COREFERENCED, COMPARATIVE, CHATTY),
        step("Who wrote it?", Answer(field_of("author"), MEMORY_AND_OTHER_POEMS), COREFERENCED, TERSE),
    ),
    talk(
        "b110 running log",
        step("km run in 2025", Answer(total("distance"), RUNS_2025), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        step("avrage per run?", Answer(mean("distance"), RUNS_2025), ELLIPSIS, QUANTITATIVE, TERSE, TYPO),
        step("and this year?", Answer(mean("distance"), RUNS_2026), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "so my runs got shorter this year?",
            Verdict(lower_mean("distance", RUNS_2026, RUNS_2025)),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "b110 greek lunches for a friend's trip",
        step(
            "my friend is off to greece soon which lunches in greece did i rate 5",
            GREEK_LUNCHES_FIVE,
            SIMPLE,
            LOWERCASE,
        ),
        step("just the ones in athens", Those(city("Athens")), ELLIPSIS, LOWERCASE),
        step("and nafplio", every(GREEK_LUNCHES_FIVE, city("Nafplio")), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "what was the resturant called",
            Answer(field_of("restaurant"), NAFPLIO_LUNCH),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b110 museums with chloé",
        step("Which museums did I visit with Chloé but without Mary?", CHLOE_NOT_MARY, LOGICAL),
        step("how many of those were in seattle", Those(city("Seattle")), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step(
            "And the musems with both of them, Chloé and Mary?",
            every(MUSEUM, with_("Chloé", "Mary")),
            LOGICAL,
            TYPO,
            known_failure="0 results, expected 8; the reply: No — I read “musems” as museums — I found no museums in Seattle with Chloé and Mary.",
        ),
    ),
    talk(
        "b110 a ski week in europe",
        step(
            "I'm planning a ski week in Europe with some friends. Have I ever skied in Switzerlnad?",
            Verdict(exists(every(SKI, CH))),
            VERIFICATION,
            CHATTY,
            TYPO,
        ),
        step("And in Austria?", Verdict(exists(every(SKI, AT))), VERIFICATION, ELLIPSIS, CHATTY),
        step("Show me all my ski days outside the US", SKI_ABROAD, LOGICAL),
    ),
    talk(
        "b110 dinners with roberto",
        step(
            "how many dinenrs did i have with roberto in 2012",
            ROBERTO_DINNERS_2012,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("which of them werent with mary", Those(with_("Mary"), keep=False), LOGICAL, LOWERCASE),
        step(
            "were those all in seoul",
            Verdict(all_of(every(ROBERTO_DINNERS_2012, without("Mary")), city("Seoul"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b110 reading in 2020",
        step(
            "Did I read more novles or popular science books in 2020?",
            Compare((("novel", NOVELS_2020), ("popular science", every(POPULAR_SCIENCE, year(2020))))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "did any novel i read in 2020 have more than 500 pages",
            Verdict(exists(every(NOVELS_2020, number("pages", ">", 500)))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b110 walks with mary and tom",
        step("walks with mary and tom in 2019", MARY_TOM_WALKS_2019, LOGICAL, TERSE, LOWERCASE),
        step(
            "how far did we walk togehter",
            Answer(total("distance"), MARY_TOM_WALKS_2019),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in 2022?",
            Answer(total("distance"), MARY_TOM_WALKS_2022),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "so we walked farther in 2019 than in 2022",
            Verdict(larger_total("distance", MARY_TOM_WALKS_2019, MARY_TOM_WALKS_2022)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b110 street food abroad",
        step("Which street food abroad did I rate 5 stars?", STREET_FOOD_FIVE_ABROAD, LOGICAL),
        step("any in portugal", Verdict(exists(every(STREET_FOOD_FIVE_ABROAD, PT))), VERIFICATION, TERSE, LOWERCASE),
        step(
            "did i have more 5 star street food in japan or in portugal",
            Compare(
                (
                    ("Japan", every(STREET_FOOD_FIVE_ABROAD, JP)),
                    ("Portugal", every(STREET_FOOD_FIVE_ABROAD, PT)),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b110 first breakfast in lisbon",
        step(
            "what was the first breakfest i had in lisbon",
            Best("itemDate", highest=False, among=LISBON_BREAKFASTS),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "Did Ben ever have breakfast with me in Lisbon?",
            Verdict(exists(every(LISBON_BREAKFASTS, with_("Ben")))),
            VERIFICATION,
        ),
    ),
    talk(
        "b110 japan with kenji",
        step(
            "When was the first time I travel to Japan together with Kenji?",
            Best("itemDate", highest=False, among=KENJI_JAPAN_TRIPS),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "And the train journey to Tokyo in 2023, also he was with me?",
            Verdict(holds_for("scrapbook-01864", with_("Kenji"))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "How many dinners I had with Kenji but not with Priya in 2023?",
            every(DINNER, with_("Kenji"), without("Priya"), year(2023)),
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b110 sauvignon blanc or chardonnay",
        step(
            "Quizzing myself before a wine tasting: have I had more chardonnay or sauvignon blanc?",
            Compare((("sauvignon blanc", SAUVIGNON_BLANC), ("chardonnay", CHARDONNAY))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "When did I last have a savignon blanc?",
            Best("itemDate", among=SAUVIGNON_BLANC),
            SIMPLE,
            TYPO,
        ),
        step("Where did I have it?", Detail("city"), COREFERENCED),
    ),
    talk(
        "b110 natural history museums",
        step("natural history museums 2014", NATURAL_HISTORY_2014, SIMPLE, TERSE, LOWERCASE),
        step("any rated 5?", Verdict(exists(every(NATURAL_HISTORY_2014, rating("==", 5)))), VERIFICATION, TERSE),
        step("the one i liked least", Best("rating", highest=False), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b110 running buddies",
        step("runs in 2025 with tom or james", RUNS_2025_TOM_OR_JAMES, LOGICAL, TERSE, LOWERCASE),
        step(
            "which of those wernt in the us",
            Those(US, keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
)
