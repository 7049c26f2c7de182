"""Batch 58: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a couple (the user and Mary)
reminiscing together over years of trips, meals, museums and walks, one of them typing: "that trip to
Kyoto" (2016 or 2023?), "and the one before", "which year was it", "how about Porto?", "was Lisbon
better than the Porto one?", "the year after", "who else came", "not the ones with my parents" (who
are they?), "the Paris one" (2019 or 2022?), "that meal at Casa Yuki" (breakfast, lunch or dinner?),
with the user's answers to the questions asked back. Personas: mainly a chatty user and a non-native
speaker, with a typo-prone user and a lowercase user. The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
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
    Verdict,
    before,
    category,
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    field,
    mean,
    most_common_place,
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
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

FOOD, MUSEUM, TRAVEL = category("Food"), category("Museum"), category("Travel")
WALK, DINNER = category("Activity", "Walk"), category("Food", "Dinner")
FLIGHT, BEACH, CITY_BREAK = (category("Travel", t) for t in ("Flight", "Beach holiday", "City break"))
JP, PT, US = country("JP"), country("PT"), country("US")
MARY = with_("Mary")
KYOTO, LISBON, PORTO, FLORENCE, NARA = (city(c) for c in ("Kyoto", "Lisbon", "Porto", "Florence", "Nara"))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def the_year(items: Sequence[Item]) -> str:
    """The one year all the items are from."""
    (only,) = {i["itemDate"].year for i in items}
    return str(only)


def busiest_year(items: Sequence[Item]) -> str:
    """The year with the most items (no tie)."""
    (first, n), (_, second) = Counter(i["itemDate"].year for i in items).most_common(2)
    if n == second:
        raise ValueError("two years tie")
    return str(first)


def all_of(among: Predicate, predicate: Predicate):
    return lambda items: all(predicate(i) for i in items if among(i))


def higher_on_average(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def rated_higher(first: Predicate, second: Predicate):
    """The one item `first` selects is rated higher than the one item `second` selects."""

    def holds(items: Sequence[Item]) -> bool:
        (a,) = [i["rating"] for i in items if first(i)]
        (b,) = [i["rating"] for i in items if second(i)]
        return a > b

    return holds


def longer_stay(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        (a,) = [i["fields"]["nights"] for i in items if first(i)]
        (b,) = [i["fields"]["nights"] for i in items if second(i)]
        return a > b

    return holds


KYOTO_2016_MEALS = every(FOOD, KYOTO, year(2016))
LISBON_2011_MEALS = every(FOOD, LISBON, year(2011))
PORTO_MEALS = every(FOOD, PORTO, year(2011))
LAST_JAPAN_TRIP = datetime(2026, 6, 10)
SANTA_FE_2017 = every(FLIGHT, city("Santa Fe"), year(2017))
BORDEAUX_BREAK = every(CITY_BREAK, city("Bordeaux"))
PARIS_2019, PARIS_2022 = every(FLIGHT, city("Paris"), year(2019)), every(FLIGHT, city("Paris"), year(2022))
CASA_YUKI_DINNER = every(DINNER, LISBON, field("restaurant", "Casa Yuki"))
LECCE_TRIPS = every(TRAVEL, city("Lecce"))
MUSEUMS_2010_NO_PARENTS = every(MUSEUM, year(2010), without("Ben", "Anna"))
WALKS_LISBON_SINTRA = every(WALK, cities("Lisbon", "Sintra"))
PT_MEALS_NO_MARY = every(FOOD, PT, without("Mary"))
WALKS_ABROAD_WITH_MARY = every(WALK, MARY, not_(US))

CONVERSATIONS = (
    talk(
        "b58 that trip to kyoto",
        step(
            "My niece is off to Japan in the spring and wants tips, so Mary and I are digging through the "
            "old photo albums. I'm looking at the temple pictures from that trip to Kyoto. What did we eat on that trip?",
            Clarify(("2016", "2023")),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "Oh, the first time, the one with Mary.",
            KYOTO_2016_MEALS,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "Lovely. And which of those did we give the most stars?",
            Best("rating"),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Ha, she says she doesn't even remember that place. Was anyone else with us that day, or just Mary and me?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b58 lisbon and the year after",
        step("Please show me everything we did in Lisbon.", LISBON, SIMPLE, NON_NATIVE),
        step("Only from the 2014 time.", every(LISBON, year(2014)), ELLIPSIS, NON_NATIVE),
        step(
            "And the year after, which trips we made?",
            every(TRAVEL, year(2015)),
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "Mary was coming on all of them?",
            Verdict(all_of(every(TRAVEL, year(2015)), MARY)),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b58 lisbon or porto",
        step(
            "We keep arguing about Portugal. Thinking of the 2011 trip, when Chloé came along to Lisbon, "
            "what were the meals like in Lisbon that time?",
            LISBON_2011_MEALS,
            SIMPLE,
            CHATTY,
        ),
        step(
            "How about Porto? Same holiday, I'm fairly sure.",
            PORTO_MEALS,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "So, going by the stars we gave, was Lisbon better than the Porto one? Mary swears Porto won.",
            Verdict(higher_on_average(LISBON_2011_MEALS, PORTO_MEALS)),
            COMPARATIVE,
            VERIFICATION,
            CHATTY,
        ),
        step(
            "What did the Porto meals average out at, exactly?",
            Answer(mean("rating"), PORTO_MEALS),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b58 who else came to japan",
        step(
            "our last trip to japan",
            Best("itemDate", among=every(TRAVEL, JP)),
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "and the one befor",
            Best("itemDate", among=every(TRAVEL, JP, before(LAST_JAPAN_TRIP))),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step("who else came", Detail("who"), COREFERENCED, LOWERCASE),
        step(
            "was mary ther too",
            Verdict(exists(every(TRAVEL, JP, year(2023), city("Tokyo"), MARY))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b58 not with my parents",
        step(
            "Show me the museums we have visited in 2010, but not the ones with my parents.",
            Clarify(),
            CLARIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "My parents, they are Ben and Anna.",
            MUSEUMS_2010_NO_PARENTS,
            ELLIPSIS,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "How many of this ones was with Mary?",
            Those(MARY),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b58 museums lisbon or barcelona",
        step(
            "We did see more museums in Lisbon or in Barcelona?",
            Compare((("Lisbon", every(MUSEUM, LISBON)), ("Barcelona", every(MUSEUM, city("Barcelona"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And Paris or Florence, there?",
            Compare((("Paris", every(MUSEUM, city("Paris"))), ("Florence", every(MUSEUM, FLORENCE)))),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step("Show me the ones of Florence.", every(MUSEUM, FLORENCE), ELLIPSIS, NON_NATIVE),
        step("Which one we liked the most?", Best("rating"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b58 walking together",
        step(
            "Mary bought me a step counter for Christmas and now she's bragging about how much we walk. "
            "How many kilometres did the two of us walk together in 2024?",
            Answer(total("distance"), every(WALK, MARY, year(2024))),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And the year after?",
            Answer(total("distance"), every(WALK, MARY, year(2025))),
            QUANTITATIVE,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "Out of all the years, which one did we go on the most walks together, do you think?",
            Answer(busiest_year, every(WALK, MARY)),
            QUANTITATIVE,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b58 lisbon walks",
        step("how many walks did we do in lisbn", every(WALK, LISBON), SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        step("wich was the longest", Best("distance"), COREFERENCED, LOWERCASE, TYPO),
        step("waht year was it", Detail("year"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b58 dinners in paris claim",
        step(
            "Mary just said that in Paris we never once had a dinner we rated below three stars. "
            "I think she's wrong, one of them was awful. Is she right?",
            Verdict(not_(exists(every(DINNER, city("Paris"), rating("<", 3))))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Fine, fine. And in Barcelona, same thing?",
            Verdict(not_(exists(every(DINNER, city("Barcelona"), rating("<", 3))))),
            VERIFICATION,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b58 florence which year",
        step(
            "We were in Florence, which year it was? I always forget it.",
            Answer(the_year, FLORENCE),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "Which other trips we did in that same year?",
            every(TRAVEL, year(2019), not_(FLORENCE)),
            COREFERENCED,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "And in which of them Anna was coming?",
            Those(with_("Anna")),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b58 the museum before",
        step(
            "what was the last musuem mary and i went to together",
            Best("itemDate", among=every(MUSEUM, MARY)),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the one before that",
            Best("itemDate", among=every(MUSEUM, MARY, before(datetime(2026, 8, 5)))),
            COREFERENCED,
            LOWERCASE,
        ),
        step("where was tht one", Detail("city"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b58 santa fe who came",
        step(
            "A friend asked us about New Mexico yesterday and neither of us could remember: who came along on our flight to Santa Fe?",
            Clarify(("2015", "2017")),
            CLARIFICATION,
            CHATTY,
        ),
        step("The autumn one, 2017.", SANTA_FE_2017, ELLIPSIS, CHATTY),
        step(
            "Mary thinks her sister Anna was on that one as well. Was she?",
            Verdict(exists(every(SANTA_FE_2017, with_("Anna")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b58 bordeaux or the paris one",
        step(
            "We're tempted to go back to France next spring. Was our city break in Bordeaux rated better than the Paris one?",
            Clarify(("2019", "2022")),
            CLARIFICATION,
            COMPARATIVE,
            CHATTY,
            known_failure="first pass: reply asks no question; the question back does not offer ['2019', '2022']; answer: Better in Bordeaux: the average rating is 2.5 over 2 city breaks in France, 3 over 1 city break in Bordea",
        ),
        step(
            "The 2022 one, with Tom and Ben.",
            Verdict(rated_higher(BORDEAUX_BREAK, PARIS_2022)),
            COMPARATIVE,
            VERIFICATION,
            ELLIPSIS,
            CHATTY,
            known_failure="first pass: reply does not start with 'no'; answer: I found no city breaks in 2022 with Tom and Ben.",
        ),
        step(
            "And compared with the older Paris one?",
            Verdict(rated_higher(BORDEAUX_BREAK, PARIS_2019)),
            COMPARATIVE,
            VERIFICATION,
            ELLIPSIS,
            CHATTY,
            known_failure="first pass: reply does not start with 'yes'; answer: The same: 0 city breaks  and 0 city breaks in Paris in 2022 with Tom and Ben. (I didn't understand “older”.)",
        ),
    ),
    talk(
        "b58 that meal at casa yuki",
        step(
            "how did we rate taht meal at casa yuki in lisbon",
            Clarify(("breakfast", "lunch", "dinner")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step("the dinnner", CASA_YUKI_DINNER, ELLIPSIS, LOWERCASE, TYPO),
        step(
            "ben was with us that night rigth",
            Verdict(exists(every(CASA_YUKI_DINNER, with_("Ben")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b58 lecce how long",
        step(
            "How many nights was our trip to Lecce?",
            Clarify(("2022", "2025")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "The one where Luca was coming.",
            Answer(total("nights"), every(LECCE_TRIPS, with_("Luca"))),
            QUANTITATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "And the other one, it was more long?",
            Verdict(longer_stay(every(LECCE_TRIPS, year(2022)), every(LECCE_TRIPS, year(2025)))),
            COMPARATIVE,
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b58 lisbon or sintra walks",
        step(
            "walks in lisbon or sinta with mary",
            every(WALKS_LISBON_SINTRA, MARY),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many km is that all together",
            Answer(total("distance"), every(WALKS_LISBON_SINTRA, MARY)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step("and the ones without her", every(WALKS_LISBON_SINTRA, without("Mary")), LOGICAL, ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b58 portugal meals without mary",
        step("In Portugal, which meals we had without Mary?", PT_MEALS_NO_MARY, LOGICAL, SIMPLE, NON_NATIVE),
        step("Which one of them was the most good?", Best("rating"), COREFERENCED, NON_NATIVE),
        step("In what city it was?", Detail("city"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b58 walking abroad together",
        step(
            "outside the us where did mary and i go walking the most",
            Answer(most_common_place("city"), WALKS_ABROAD_WITH_MARY),
            QUANTITATIVE,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "in how many diferent countries",
            Answer(distinct_places("country"), WALKS_ABROAD_WITH_MARY),
            QUANTITATIVE,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b58 museum years with mary",
        step(
            "Mary thinks 2019 was our big museum year, I say 2023 because of Japan. Did we go to more museums together in 2019 or in 2023?",
            Compare((("2019", every(MUSEUM, MARY, year(2019))), ("2023", every(MUSEUM, MARY, year(2023))))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Right, I lose. What about 2014 against 2016?",
            Compare((("2014", every(MUSEUM, MARY, year(2014))), ("2016", every(MUSEUM, MARY, year(2016))))),
            COMPARATIVE,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b58 barcelona the year after",
        step(
            "When was our beach holiday in Barcelona? I remember the sun but not the yaer.",
            Answer(the_year, every(BEACH, city("Barcelona"))),
            SIMPLE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And the year after, we went back in Barcelona?",
            Verdict(exists(every(city("Barcelona"), year(2018)))),
            VERIFICATION,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "Which trip it was, the second time?",
            every(TRAVEL, city("Barcelona"), year(2018)),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b58 kyoto or nara walks",
        step(
            "more walks in kioto or nara",
            Compare((("Kyoto", every(WALK, KYOTO)), ("Nara", every(WALK, NARA)))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the longest one in nara",
            Best("distance", among=every(WALK, NARA)),
            SIMPLE,
            LOWERCASE,
        ),
        step("who was wiht us", Detail("who"), COREFERENCED, LOWERCASE, TYPO),
    ),
)
