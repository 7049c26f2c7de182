"""Batch 101: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a balanced, ordinary acceptance
test over every question type, in every category of the collection. Several different users each have
a short conversation with one clear purpose: settle a bet with a friend about running this year against
last year, and with a sister about how many nights a Paris trip lasted; remember a name (the producer of
a five-star primitivo drunk in Bari with Luca, the author of "A History of Sleep" read this year, the
Mexican place in Palo Alto of last month); plan the next holiday from past trips (Portugal and Spain,
the first and the latest trip to Japan); write a year in review (books read, their average rating
against 2025, the three longest, the biggest hike, the cities eaten in); check a habit (walking,
cycling, skiing with James, beer from San Francisco Brewing, the Dinosaurs Alive exhibition); compare
beers and cocktails, lunches and dinners, museums with and without Mary. Follow-ups change one thing
("and in 2024?", "and without him?", "and in Lisbon?"), refer back ("who wrote it", "where was that",
"how many of them were lunches") or check a claim ("So 2025 was more. Correct?"). Clarifications (each
followed by the user's answer): "how much did I cycle in 2025" (distance or duration), "my biggest hike
in 2026" (the longest in distance or the one with the most climbing: different hikes), "how many nights
was our trip to Paris" (May 2019 or November 2022), and "how many meals did I have with her" right
after the Athens trip with Mary and Elena (Mary or Elena). Personas: chatty users writing a year in
review or settling a bet, terse ones, lowercase writers without punctuation, a non-native speaker ("I
was ever in Portugal on a trip?", "How much nights I was there?", "In Barcelona I had more lunchs or
dinners?"), and 16 typo turns ("yaer", "nigths", "averge", "resturant", "cylce", "biggset", "mnay",
"coctails", "fransisco", "musems", "lsat", "totla", "skiign", "diffrent", "exhibtion", "lunchs"). The
questions are asked on 29 November 2026."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

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
    between,
    category,
    city,
    country,
    distinct_places,
    either,
    every,
    exists,
    field,
    field_of,
    holds_for,
    mean,
    more,
    most_common_place,
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
BOOK, TRAVEL, FOOD, MUSEUM = category("Book"), category("Travel"), category("Food"), category("Museum")
RUN, WALK, HIKE, BIKE, SKI = (category("Activity", t) for t in ("Run", "Walk", "Hike", "Bike ride", "Ski"))
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
FLIGHT = category("Travel", "Flight")
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
NOVEL = category("Book", "Novel")
US, PT, ES, JP = (country(c) for c in ("US", "PT", "ES", "JP"))

RUNS_2026, RUNS_2025 = every(RUN, year(2026)), every(RUN, year(2025))
WALKS_2026, WALKS_2025 = every(WALK, year(2026)), every(WALK, year(2025))
RIDES_2025, RIDES_2024 = every(BIKE, year(2025)), every(BIKE, year(2024))
HIKES_2026 = every(HIKE, year(2026))
BOOKS_2026, BOOKS_2025 = every(BOOK, year(2026)), every(BOOK, year(2025))
FOOD_2026 = every(FOOD, year(2026))
JAPAN_TRIPS = every(TRAVEL, JP)
PORTUGAL_TRIPS = every(TRAVEL, PT)
SF_BREWING = every(BEER, field("producer", "San Francisco Brewing"))
TENUTA_COSTA = every(WINE, field("producer", "Tenuta Costa"))
PAUL_MARTIN = every(BOOK, field("author", "Paul Martin"))
DINOSAURS = every(MUSEUM, field("exhibition", "Dinosaurs Alive"))
# "last month", asked on 29 November 2026: October 2026
LAST_MONTH = between(datetime(2026, 10, 1), datetime(2026, 11, 1))

BARI_PRIMITIVO = "scrapbook-02281"  # Tenuta Costa Primitivo 2023, Bari, Sept 2025, rated 5, with Mary and Luca
SINTRA_2014 = "scrapbook-00609"  # Train journey to Sintra, Nov 2014, 11 nights, rated 4: the best Portugal trip
HISTORY_OF_SLEEP_2026 = "scrapbook-02309"  # A History of Sleep by Paul Martin, Jan 2026 (3 other years: other authors)
OCTOBER_MOLE = "scrapbook-02449"  # Lunch at Taquería Olive, Palo Alto, 11 Oct 2026, mole, rated 4, Roberto and Anna
PARIS_2019 = "scrapbook-01271"  # Flight to Paris, May 2019, 7 nights
PARIS_2022 = "scrapbook-01779"  # Flight to Paris, Nov 2022, 12 nights, with Mary, Tom, Ben and Chloé
ATHENS_TRIP = "scrapbook-02384"  # Flight to Athens, July 2026, 12 nights, with Mary and Elena
NARA_TRIP = "scrapbook-02366"  # Train journey to Nara, June 2026, 5 nights: the latest Japan trip
LAST_SKI_DAY = "scrapbook-02313"  # South Lake Tahoe, 17 Feb 2026, with James


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether the total of field `name` over `first` beats the one over `second`."""

    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def higher_mean_rating(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether the average rating of `first` beats the one of `second`."""

    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def more_than(predicate: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether more than `n` items satisfy `predicate`."""
    return lambda items: sum(map(predicate, items)) > n


CONVERSATIONS = (
    talk(
        "b101 settling a running bet",
        step(
            "did i run more this year than last year",
            Verdict(larger_total("distance", RUNS_2026, RUNS_2025)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "how many km did i run last year then",
            Answer(total("distance"), RUNS_2025),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("and this yaer", Answer(total("distance"), RUNS_2026), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        step("longest run this year", Best("distance", among=RUNS_2026), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        step("where was it", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b101 the primitivo a friend asked about",
        step(
            "A friend keeps asking me about that amazing primitivo I had in Bari with Luca, the one I gave 5 stars. Who made it?",
            Answer(field_of("producer"), the(BARI_PRIMITIVO)),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Great, thanks! And what vintage was it?",
            Answer(field_of("vintage"), the(BARI_PRIMITIVO)),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "How many wines from that producer have I had altogether?",
            TENUTA_COSTA,
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And which of those were sangiovese?",
            Those(field("variety", "sangiovese")),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b101 planning the next holiday from past trips",
        step(
            "I want to plan my next holiday. To how many different countries I have travelled already?",
            Answer(distinct_places("country"), TRAVEL),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "I was ever in Portugal on a trip?",
            Verdict(exists(PORTUGAL_TRIPS)),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "Which of the Portugal trips I liked the most?",
            Best("rating", among=PORTUGAL_TRIPS),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "How many nigths I stayed?",
            Answer(field_of("nights"), the(SINTRA_2014)),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Show me trips in Spain or Portugal where Mary was not with me",
            every(TRAVEL, either(ES, PT), without("Mary")),
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b101 year in review: reading",
        step(
            "Putting together my year in review post! How many books did I read in 2026?",
            BOOKS_2026,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Nice, and what was their averge rating?",
            Answer(mean("rating"), BOOKS_2026),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "Was that higher than my average for 2025?",
            Verdict(higher_mean_rating(BOOKS_2026, BOOKS_2025)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Which were the 3 longest books I read this year?",
            Top("pages", 3, BOOKS_2026),
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b101 who wrote that history book",
        step(
            "who wrote the history of sleep book i read this year",
            Answer(field_of("author"), the(HISTORY_OF_SLEEP_2026)),
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "how many books by him have i read",
            PAUL_MARTIN,
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "which of those did i give 5 stars",
            Those(rating("==", 5)),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and which of those are novels",
            Those(NOVEL),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b101 finding the mole place again",
        step(
            "whats the name of the resturant in palo alto where i had mole last month",
            Answer(field_of("restaurant"), every(FOOD, city("Palo Alto"), field("dish", "mole"), LAST_MONTH)),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step("who was i with", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "did i rate it 4 or more",
            Verdict(holds_for(OCTOBER_MOLE, rating(">=", 4))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "all my mexican meals in palo alto rated 4 or more",
            every(FOOD, city("Palo Alto"), field("cuisine", "mexican"), rating(">=", 4)),
            SIMPLE,
            LOWERCASE,
            known_failure="1 results, expected 7; the reply: 1 Mexican meal in Palo Alto last month (October 2026) rated 4 or more with dish mole.",
        ),
    ),
    talk(
        "b101 how much cycling",
        step("How much did I cylce in 2025?", Clarify(("distance", "duration")), CLARIFICATION, TERSE, TYPO),
        step("Distance.", Answer(total("distance"), RIDES_2025), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE),
        step("2024?", Answer(total("distance"), RIDES_2024), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "So 2025 was more. Correct?",
            Verdict(larger_total("distance", RIDES_2025, RIDES_2024)),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "b101 the biggest hike of the year",
        step(
            "Still on my year in review: what was my biggset hike in 2026?",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            CHATTY,
            TYPO,
        ),
        step(
            "I mean the one with the most climbing",
            Best("elevation", among=HIKES_2026),
            CLARIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Oh nice, where was that?", Detail("city"), COREFERENCED, CHATTY),
        step("And the longest one in km?", Best("distance", among=HIKES_2026), ELLIPSIS, QUANTITATIVE, CHATTY),
        step("Who was with me on that one?", Detail("who"), COREFERENCED, CHATTY),
    ),
    talk(
        "b101 a bet with my sister about Paris",
        step(
            "My sister swears our trip to Paris was more than 10 nights, I say it was shorter. How many nights was it?",
            Clarify(("2019", "2022")),
            CLARIFICATION,
            CHATTY,
            known_failure="the question back does not offer ['2019', '2022']; the reply: More of what? Name the two things to compare, e.g. “more wine or beer in 2021?”.",
        ),
        step(
            "Oh right, the 2022 one",
            Answer(field_of("nights"), the(PARIS_2022)),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
            known_failure="reply does not state 12; the reply: 182 items in 2022. Here are 25 of 182. Say “more” for the next ones or “show all”.",
        ),
        step(
            "Who else came on that trip?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
            known_failure="reply lacks who ['Mary', 'Tom', 'Ben', 'Chloé'] of scrapbook-01779; the reply: I didn't understand “else came”. Try “Show me wines from France” or “What about red ones?”.",
        ),
        step(
            "Ugh. So it was more than 10 nights and she wins?",
            Verdict(holds_for(PARIS_2022, number("nights", ">", 10))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b101 the Athens trip and Elena",
        step(
            "how long was my athens trip",
            Answer(field_of("nights"), the(ATHENS_TRIP)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("who came", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "how mnay meals did i have with her",
            Clarify(("Mary", "Elena")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "elena",
            every(FOOD, with_("Elena")),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("how many of them were lunches", Those(LUNCH), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b101 beers or cocktails",
        step(
            "In 2022 I drank more beers or more coctails?",
            Compare((("beer", every(BEER, year(2022))), ("cocktail", every(COCKTAIL, year(2022))))),
            COMPARATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And in 2024?",
            Compare((("beer", every(BEER, year(2024))), ("cocktail", every(COCKTAIL, year(2024))))),
            ELLIPSIS,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "How many of the 2024 cocktails was at Bar Pierre?",
            every(COCKTAIL, year(2024), field("producer", "Bar Pierre")),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b101 how much San Francisco Brewing",
        step(
            "pretty sure ive had over 40 beers from san fransisco brewing. true?",
            Verdict(more_than(SF_BREWING, 40)),
            VERIFICATION,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("how many exactly", SF_BREWING, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("which of them did i give 5 stars", Those(rating("==", 5)), COREFERENCED, LOWERCASE),
        step("and which of those were with sofia", Those(with_("Sofia")), COREFERENCED, LOGICAL, LOWERCASE),
    ),
    talk(
        "b101 museums without Mary",
        step(
            "musems in 2025 without mary",
            every(MUSEUM, year(2025), without("Mary")),
            LOGICAL,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("2024?", every(MUSEUM, year(2024), without("Mary")), ELLIPSIS, LOGICAL, TERSE),
        step(
            "ok forget mary. how many art or science museums did i go to in 2024 altogether",
            every(MUSEUM, year(2024), either(ART_MUSEUM, SCIENCE_MUSEUM)),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b101 my trips to Japan",
        step(
            "When was my first trip to Japan?",
            Best("itemDate", highest=False, among=JAPAN_TRIPS),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And the lsat one?",
            Best("itemDate", among=JAPAN_TRIPS),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "How much nights I was there?",
            Answer(field_of("nights"), the(NARA_TRIP)),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Show me the Japan trips that was not flights",
            every(JAPAN_TRIPS, not_(FLIGHT)),
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b101 checking the walking habit",
        step(
            "New year's resolution check! What's the average distance of my walks this year?",
            Answer(mean("distance"), WALKS_2026),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("and in 2025?", Answer(mean("distance"), WALKS_2025), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step(
            "Hmm. Did I at least walk more kilometres in totla this year than last year?",
            Verdict(larger_total("distance", WALKS_2026, WALKS_2025)),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b101 walks and hikes with Anna",
        step(
            "how many walks or hikes did i do with anna in 2025",
            every(either(WALK, HIKE), with_("Anna"), year(2025)),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and without her",
            every(either(WALK, HIKE), without("Anna"), year(2025)),
            LOGICAL,
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b101 skiing with James",
        step(
            "when did i last go skiign",
            Best("itemDate", among=SKI),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was james there",
            Verdict(holds_for(LAST_SKI_DAY, with_("James"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("how many ski days with him in total", every(SKI, with_("James")), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        step("and without him?", every(SKI, without("James")), ELLIPSIS, LOGICAL, TERSE, LOWERCASE),
    ),
    talk(
        "b101 where I ate this year",
        step(
            "For the year in review: in how many diffrent cities did I eat out in 2026?",
            Answer(distinct_places("city"), FOOD_2026),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "And in which city did I eat the most?",
            Answer(most_common_place("city"), FOOD_2026),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Show me the meals there this year that I rated 5 stars",
            every(FOOD, year(2026), city("Nara"), rating("==", 5)),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b101 the Dinosaurs Alive exhibition",
        step(
            "how many times have i seen the dinosaurs alive exhibtion",
            DINOSAURS,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("where did i see it most recently", Best("itemDate", among=DINOSAURS), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step(
            "did i see it more often in the us than outside the us",
            Verdict(more(every(DINOSAURS, US), every(DINOSAURS, not_(US)))),
            VERIFICATION,
            COMPARATIVE,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b101 lunches or dinners abroad",
        step(
            "In Barcelona I had more lunchs or dinners?",
            Compare((("lunch", every(LUNCH, city("Barcelona"))), ("dinner", every(DINNER, city("Barcelona"))))),
            COMPARATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And in Lisbon?",
            Compare((("lunch", every(LUNCH, city("Lisbon"))), ("dinner", every(DINNER, city("Lisbon"))))),
            ELLIPSIS,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
)
