"""Batch 37: a year-in-review across the whole scrapbook, written blind (from the documentation and the
sample data, without reading the engine) and scored once as first written; see BATCHES.md.

Theme: looking back over 2025 and 2026 (the questions are asked on 29 November 2026, so "last year" is
2025 and "this year" 2026), hopping between drinks, meals, activities, trips, books and museums: what
happened in a month, a season or a year, in a city or a country, with a given person; firsts and
lasts, most and least, comparisons between years, places and people; follow-ups that narrow, widen or
switch category while keeping the place and the time; yes/no checks; and requests ambiguous enough
that the right answer is a question back.

Personas: a chatty planner who wraps questions in small stories (the family newsletter, a book club,
a thank-you dinner); a terse user who types fragments; a non-native speaker ("what I was doing in
september", "some of them was in the US?"); and a typo-prone user typing lowercase on a phone
("wat did i drink in greece this sumer"). Each turn is tagged with its CSQA question types and the
traits of the user who types it."""

from __future__ import annotations

from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Predicate,
    Those,
    Top,
    Verdict,
    between,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    more,
    most_common_place,
    total,
    with_,
    without,
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
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import ANY_INTENT, talk

PERSONAS = (CHATTY, TERSE, NON_NATIVE, TYPO, LOWERCASE)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT

WINE, BEER, DRINK = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink")
FOOD, DINNER, LUNCH = category("Food"), category("Food", "Dinner"), category("Food", "Lunch")
HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
BIKE = category("Activity", "Bike ride")
TRIP, BOOK, MUSEUM = category("Travel"), category("Book"), category("Museum")
HISTORY_BOOK, SCIENCE_MUSEUM = category("Book", "History"), category("Museum", "Science")
US, GR, IT, ES, AU = (country(c) for c in ("US", "GR", "IT", "ES", "AU"))
RED = has_field("colour", "red")

LAST_YEAR, THIS_YEAR = year(2025), year(2026)
SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
SEPTEMBER_2025 = between(datetime(2025, 9, 1), datetime(2025, 10, 1))
NOVEMBER_2025 = between(datetime(2025, 11, 1), datetime(2025, 12, 1))
SPAIN_TRIP_2025 = between(datetime(2025, 7, 25), datetime(2025, 8, 4))  # Madrid, Logroño, San Sebastián


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def negated(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def over(limit: int, predicate: Predicate) -> Verdict:
    """Yes when more than `limit` items match."""
    return Verdict(lambda items: sum(map(predicate, items)) > limit)


CONVERSATIONS = (
    talk(
        "a year in drinks, for my sister",
        step(
            "My sister keeps asking what my year in drinks looked like, so let's start there. How many bottles of wine did I log in 2025?",
            every(WINE, LAST_YEAR),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Oh nice, more than I thought. And beers, same year?",
            every(BEER, LAST_YEAR),
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "Was Roberto around for any of those beers? He swears he never drinks with me.",
            Verdict(exists(every(BEER, LAST_YEAR, with_("Roberto")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "september of last year",
        step(
            "what I was doing in september of last year? show me all please",
            SEPTEMBER_2025,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "how many from this was wine",
            Those(WINE),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "and which of them i drank not with Luca",
            Those(with_("Luca"), keep=False),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "greek summer on the phone",
        step("wat did i drink in greece this sumer", every(DRINK, GR, SUMMER_2026), SIMPLE, TYPO, LOWERCASE),
        step("how many of thsoe with elena", Those(with_("Elena")), QUANTITATIVE, COREFERENCED, TYPO, LOWERCASE),
        step(
            "and the meals with her there",
            every(FOOD, GR, SUMMER_2026, with_("Elena")),
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "history this year, for the journal",
        step(
            "I'm making a little 'what I learned this year' page in my journal. Can you pull up the history stuff from 2026?",
            Clarify(("book", "museum")),
            CLARIFICATION,
            CHATTY,
        ),
        step("the books, please", every(HISTORY_BOOK, THIS_YEAR), ELLIPSIS, CHATTY),
        step("Which one of them was the thickest?", Best("pages"), QUANTITATIVE, COREFERENCED, CHATTY),
    ),
    talk(
        "science, terse",
        step("sciense stuff in 2025", Clarify(("book", "museum")), CLARIFICATION, TYPO, TERSE),
        step("museums", every(SCIENCE_MUSEUM, LAST_YEAR), ELLIPSIS, TERSE),
        step(
            "2026 ones outside the us?",
            every(SCIENCE_MUSEUM, THIS_YEAR, negated(US)),
            ELLIPSIS,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "average run, non-native",
        step(
            "what is my average for the runs in last year?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "the distance i mean",
            Answer(mean("distance"), every(RUN, LAST_YEAR)),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "and for this year how is it?",
            Answer(mean("distance"), every(RUN, THIS_YEAR)),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "her, with no one named",
        step("dinenrs with her last yr", Clarify(), CLARIFICATION, COREFERENCED, TERSE, TYPO, LOWERCASE),
        step("anna", every(DINNER, LAST_YEAR, with_("Anna")), ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "record of the year, for the newsletter",
        step(
            "I'm writing the family newsletter and want a 'record of the year' line. What was the longest one in 2026?",
            Clarify(),
            CLARIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Oh, the hikes of course",
            Best("distance", among=every(HIKE, THIS_YEAR)),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        step("And where was that one?", Detail("city"), COREFERENCED, CHATTY),
    ),
    talk(
        "first and last trips of the year",
        step(
            "first trip of 2026?",
            Best("itemDate", highest=False, among=every(TRIP, THIS_YEAR)),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "who was on it",
            Detail("who"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the lsat one this year",
            Best("itemDate", among=every(TRIP, THIS_YEAR)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            TYPO,
            LOWERCASE,
        ),
        step(
            "was elena there",
            Verdict(exists(every(TRIP, THIS_YEAR, city("Athens"), with_("Elena")))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "this year against last, activity by activity",
        step(
            "more hikes in 2025 or 2026",
            Compare((("2025", every(HIKE, LAST_YEAR)), ("2026", every(HIKE, THIS_YEAR)))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "what abt runs",
            Compare((("2025", every(RUN, LAST_YEAR)), ("2026", every(RUN, THIS_YEAR)))),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and walsk?",
            Compare((("2025", every(WALK, LAST_YEAR)), ("2026", every(WALK, THIS_YEAR)))),
            ELLIPSIS,
            COMPARATIVE,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "who to thank at the dinner",
        step(
            "We're planning a thank-you dinner and I want to know who came out to eat with me more last year, Tom or James?",
            Compare((("Tom", every(FOOD, LAST_YEAR, with_("Tom"))), ("James", every(FOOD, LAST_YEAR, with_("James"))))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Interesting! And Roberto versus Anna?",
            Compare((("Roberto", every(FOOD, LAST_YEAR, with_("Roberto"))), ("Anna", every(FOOD, LAST_YEAR, with_("Anna"))))),
            ELLIPSIS,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "countries of the year",
        step(
            "in how many countries i was during 2025?",
            Answer(distinct_places("country"), LAST_YEAR),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "which contry i have most things, outside USA?",
            Answer(most_common_place("country"), every(LAST_YEAR, negated(US))),
            QUANTITATIVE,
            LOGICAL,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "and this year same question",
            Answer(most_common_place("country"), every(THIS_YEAR, negated(US))),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "southern european wines",
        step("wines from itlay or spain last yr", every(WINE, LAST_YEAR, either(IT, ES)), LOGICAL, TYPO, LOWERCASE),
        step("only the reds", Those(RED), ELLIPSIS, LOWERCASE),
        step(
            "top 3 by ratng",
            Top("rating", 3, every(WINE, LAST_YEAR, either(IT, ES), RED)),
            QUANTITATIVE,
            COREFERENCED,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "museums this year",
        step("musuems this year", every(MUSEUM, THIS_YEAR), SIMPLE, TERSE, TYPO, LOWERCASE),
        step("which not in the us", Those(US, keep=False), LOGICAL, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "any without mary",
            Verdict(exists(every(MUSEUM, THIS_YEAR, negated(US), without("Mary")))),
            VERIFICATION,
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "the book club doubts me",
        step(
            "My book club thinks I barely read anymore. I'm pretty sure I finished more than 15 books last year, am I right?",
            over(15, every(BOOK, LAST_YEAR)),
            VERIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Ha. And did I read more this year than last year?",
            Verdict(more(every(BOOK, THIS_YEAR), every(BOOK, LAST_YEAR))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "the spain trip",
        step(
            "was mary on the madird trip",
            Verdict(exists(every(city("Madrid"), with_("Mary")))),
            VERIFICATION,
            TYPO,
            LOWERCASE,
        ),
        step(
            "how many dinners did i have in spain on that trip",
            every(DINNER, ES, SPAIN_TRIP_2025),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step("and lunchs", every(LUNCH, ES, SPAIN_TRIP_2025), ELLIPSIS, TYPO, LOWERCASE),
    ),
    talk(
        "november of last year",
        step("evrything from nov 2025", NOVEMBER_2025, SIMPLE, TERSE, TYPO, LOWERCASE),
        step("just the books", Those(BOOK), ELLIPSIS, TERSE, LOWERCASE),
        step("which was the longest", Best("pages"), QUANTITATIVE, COREFERENCED, TERSE, LOWERCASE),
        step("what did i rate it", Detail("rating"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "adding up the rides",
        step(
            "can you add up my bike rides from last year for me",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "the kilomters",
            Answer(total("distance"), every(BIKE, LAST_YEAR)),
            ELLIPSIS,
            QUANTITATIVE,
            TYPO,
            LOWERCASE,
        ),
        step(
            "and how many nights was I away in total last year?",
            Answer(total("nights"), every(TRIP, LAST_YEAR)),
            SIMPLE,
            QUANTITATIVE,
        ),
    ),
    talk(
        "oakland or berkeley",
        step(
            "We're thinking about moving across the bay, so I'm curious: what have I done in Oakland this year?",
            every(city("Oakland"), THIS_YEAR),
            SIMPLE,
            CHATTY,
        ),
        step("and in berkely?", every(city("Berkeley"), THIS_YEAR), ELLIPSIS, TYPO, CHATTY),
        step(
            "So which of the two saw more of me this year?",
            Compare((("Oakland", every(city("Oakland"), THIS_YEAR)), ("Berkeley", every(city("Berkeley"), THIS_YEAR)))),
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "anna and roberto at the table",
        step(
            "meals with anna and roberto together in last year",
            every(FOOD, LAST_YEAR, with_("Anna", "Roberto")),
            LOGICAL,
            NON_NATIVE,
            LOWERCASE,
        ),
        step(
            "some of them was in the US?",
            Verdict(exists(every(FOOD, LAST_YEAR, with_("Anna", "Roberto"), US))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
)
