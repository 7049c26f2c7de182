"""Batch 104: conversations written blind (from the documentation and the sample data, without reading the
engine), scored once as first written; see BATCHES.md. Theme: a balanced, ordinary acceptance test with
every question type in about equal share and every category of the collection, asked by people with
everyday reasons: a holiday card to Mary that mentions this year's trips with her (the longest one,
whether Elena came along, the trips of the year before); a doctor's advice to walk more (walks this year
against 2025, the kilometres, the walks outside the US); a lamb roast and a red wine rated five stars
(only the Italian or Spanish ones, any sangiovese, zinfandel or primitivo overall); Luca's visit (what
we did together last year and in 2019, whether we ever went to a museum together); a book club (Nina
Petrova's books, the longest, more Petrova or Grace Obi, her novels or biographies); a ski weekend (ski
days last winter, more with Mary or James, the ones with James but not Mary, the longest ski day, skiing
outside the US); a niece who loves dinosaurs (the museums with "Dinosaurs Alive", the US ones, more
science or natural history museums); a barbecue (beers or cocktails rated 5, only the IPAs, beer or
cocktails in 2024, the cocktails' average rating); a running watch for Tom (this year's runs with him,
their kilometres, the runs without him, more back in 2021); a colleague asking for a dinner spot in San
Francisco or Oakland; Kenji's visit (our trips, the longest, what we ate in Tokyo, whether every meal
got 3 stars or more); Greece without Mary; a poetry reading; brunch with Sofia; a return to Portugal; a
reading challenge. Clarifications (each followed by the user's answer): "my cycling total for 2025"
(distance or duration), "my average for walks last year" (distance or duration, for a charity walk), "my
biggest hike last year" (distance or elevation), "the science ones from 2024" (Popular science books or
Science museums, both in 2024) and "my trip to Paris" (2019 or 2022). Personas: chatty users telling
their reason first, terse ones, lowercase without punctuation, non-native speakers ("How many walks I
made this year?", "What we ate in Tokio together with Kenji?", "I drank there also some beer?"), and 15
typo turns ("totall", "sangiovse", "boks", "longst", "thsoe", "avrage", "totl", "cyclng", "Tokio",
"grece", "bigest", "poerty", "fransisco", "pleas", "yaer"). The questions are asked on 29 November 2026."""

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
    Verdict,
    between,
    category,
    city,
    country,
    either,
    every,
    exists,
    field,
    field_of,
    mean,
    more,
    not_,
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

WINE, BEER, COCKTAIL = (category("Drink", t) for t in ("Wine", "Beer", "Cocktail"))
BOOK, TRAVEL, FOOD, MUSEUM = (category(c) for c in ("Book", "Travel", "Food", "Museum"))
NOVEL, BIOGRAPHY, POETRY, POPULAR_SCIENCE = (category("Book", t) for t in ("Novel", "Biography", "Poetry", "Popular science"))
HIKE, RUN, WALK, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride", "Ski"))
BREAKFAST, DINNER = category("Food", "Breakfast"), category("Food", "Dinner")
NATURAL_HISTORY_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Natural history"), category("Museum", "Science")
US, IT, ES, GR, PT = (country(c) for c in ("US", "IT", "ES", "GR", "PT"))
SAN_FRANCISCO, OAKLAND = city("San Francisco"), city("Oakland")
RED = field("colour", "red")

THIS_YEAR, LAST_YEAR = year(2026), year(2025)
# "last winter": December 2025 to February 2026 (or to the March equinox: the same two ski days)
LAST_WINTER = between(datetime(2025, 12, 1), datetime(2026, 3, 21))

TRIPS_WITH_MARY_2026 = every(TRAVEL, THIS_YEAR, with_("Mary"))
WALKS_2026, WALKS_2025 = every(WALK, THIS_YEAR), every(WALK, LAST_YEAR)
RED_FIVE_STARS = every(WINE, RED, rating("==", 5))
PETROVA = every(BOOK, field("author", "Nina Petrova"))
OBI = every(BOOK, field("author", "Grace Obi"))
DINOSAURS = every(MUSEUM, field("exhibition", "Dinosaurs Alive"))
RUNS_WITH_TOM_2026 = every(RUN, THIS_YEAR, with_("Tom"))
BIKES_2025, BIKES_2024 = every(BIKE, LAST_YEAR), every(BIKE, year(2024))
FIVE_STAR_DINNERS = every(DINNER, rating("==", 5))
TOKYO_MEALS_WITH_KENJI = every(FOOD, city("Tokyo"), with_("Kenji"))
GREECE_WITHOUT_MARY = every(GR, without("Mary"))
HIKES_2025 = every(HIKE, LAST_YEAR)
SCIENCE_BOOKS_2024 = every(POPULAR_SCIENCE, year(2024))
BOOKS_2026, BOOKS_2025 = every(BOOK, THIS_YEAR), every(BOOK, LAST_YEAR)

PARIS_2022 = every(TRAVEL, city("Paris"), year(2022))  # 12 nights, with Mary, Tom, Ben and Chloé


def is_ipa(item: Item) -> bool:
    """A beer with "IPA" as a word of its title."""
    return "IPA" in item["title"].split()


def for_all(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether every one of the (non-empty) items `among` selects satisfies `predicate`."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


CONVERSATIONS = (
    talk(
        "b104 a holiday card for Mary",
        step(
            "I'm writing Mary a holiday card and want to mention our travels. Which trips did I take with Mary this year?",
            TRIPS_WITH_MARY_2026,
            SIMPLE,
            CHATTY,
        ),
        step("Which of those was the longest?", Best("nights"), COREFERENCED, QUANTITATIVE),
        step(
            "Oh right, that one! Was Elena there with us as well?",
            Verdict(exists(every(TRIPS_WITH_MARY_2026, city("Athens"), with_("Elena")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "And which trips did the two of us take the year before?",
            every(TRAVEL, LAST_YEAR, with_("Mary")),
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b104 the doctor says walk more",
        step(
            "My doctor says I must to walk more. How many walks I made this year?",
            WALKS_2026,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And in 2025?", WALKS_2025, ELLIPSIS, QUANTITATIVE, TERSE, NON_NATIVE),
        step(
            "So this year I walked more often than in 2025, is true?",
            Verdict(more(WALKS_2026, WALKS_2025)),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "How much kilometers I walked in totall this year?",
            Answer(total("distance"), WALKS_2026),
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Which walks this year were not in the US?",
            every(WALKS_2026, not_(US)),
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b104 a red wine for the lamb",
        step(
            "We're roasting lamb on Saturday and I'd love to open something I really liked before. Which red wines have I rated 5 stars?",
            RED_FIVE_STARS,
            SIMPLE,
            CHATTY,
        ),
        step("Only the Italian or Spanish ones please", Those(either(IT, ES)), LOGICAL, ELLIPSIS),
        step(
            "were any of them sangiovse",
            Verdict(exists(every(RED_FIVE_STARS, IT, field("variety", "sangiovese")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "Out of curiosity, have I had more zinfandel or more primitivo over the years?",
            Compare((("zinfandel", every(WINE, field("variety", "zinfandel"))), ("primitivo", every(WINE, field("variety", "primitivo"))))),
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b104 Luca comes to visit",
        step(
            "luca comes to visit next week what did we do together last year",
            every(with_("Luca"), LAST_YEAR),
            SIMPLE,
            LOWERCASE,
        ),
        step("and in 2019", every(with_("Luca"), year(2019)), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "did we ever go to a museum together",
            Verdict(exists(every(MUSEUM, with_("Luca")))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b104 book club",
        step("books by nina petrova", PETROVA, SIMPLE, TERSE, LOWERCASE),
        step("longest one", Best("pages"), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "more petrova or grace obi boks?",
            Compare((("Nina Petrova", PETROVA), ("Grace Obi", OBI))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "nina petrova novels or biographies",
            every(PETROVA, either(NOVEL, BIOGRAPHY)),
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b104 planning a ski weekend",
        step(
            "how many ski days did i get last winter",
            every(SKI, LAST_WINTER),
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "over all the years did i ski more with mary or with james",
            Compare((("Mary", every(SKI, with_("Mary"))), ("James", every(SKI, with_("James"))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "ski days with james but without mary",
            every(SKI, with_("James"), without("Mary")),
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "my longst ski day ever",
            Best("distance", among=SKI),
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "have i ever skied outside the us",
            Verdict(exists(every(SKI, not_(US)))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b104 a museum day for a niece who loves dinosaurs",
        step(
            "My niece is completely obsessed with dinosaurs, so I'm planning a museum day for her. "
            "Where have I seen the Dinosaurs Alive exhibition?",
            DINOSAURS,
            SIMPLE,
            CHATTY,
        ),
        step("Which of thsoe were in the US?", Those(US), COREFERENCED, TYPO),
        step(
            "Generally, have I been to more science museums or natural history museums?",
            Compare((("science", SCIENCE_MUSEUM), ("natural history", NATURAL_HISTORY_MUSEUM))),
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b104 drinks for a barbecue",
        step(
            "hosting a bbq on saturday which beers or cocktails did i rate 5 stars",
            every(either(BEER, COCKTAIL), rating("==", 5)),
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "only the ipas",
            Those(is_ipa),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "did i drink more beer or cocktails in 2024",
            Compare((("beer", every(BEER, year(2024))), ("cocktail", every(COCKTAIL, year(2024))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "whats the avrage rating of my cocktails that year",
            Answer(mean("rating"), every(COCKTAIL, year(2024))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b104 a running watch for Tom",
        step(
            "getting tom a running watch for christmas. which runs did we do together this year",
            RUNS_WITH_TOM_2026,
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "how many km was that in totl",
            Answer(total("distance"), RUNS_WITH_TOM_2026),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and the runs without him", every(RUN, THIS_YEAR, without("Tom")), LOGICAL, ELLIPSIS, LOWERCASE),
        step(
            "i think we ran together more back in 2021 than this year, true?",
            Verdict(more(every(RUN, year(2021), with_("Tom")), RUNS_WITH_TOM_2026)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b104 cycling total",
        step("whats my cyclng total for 2025", Clarify(("distance", "duration")), CLARIFICATION, TERSE, LOWERCASE, TYPO),
        step(
            "distance",
            Answer(total("distance"), BIKES_2025),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("and 2024?", Answer(total("distance"), BIKES_2024), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b104 a dinner tip for a colleague",
        step(
            "A colleague asked me where to take her partner for dinner. Which dinners in San Francisco or Oakland did I give 5 stars?",
            every(FIVE_STAR_DINNERS, either(SAN_FRANCISCO, OAKLAND)),
            LOGICAL,
            CHATTY,
        ),
        step(
            "Did I have more of those in San Francisco or in Oakland?",
            Compare(
                (
                    ("San Francisco", every(FIVE_STAR_DINNERS, SAN_FRANCISCO)),
                    ("Oakland", every(FIVE_STAR_DINNERS, OAKLAND)),
                )
            ),
            COMPARATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "b104 Kenji comes to visit",
        step(
            "My friend Kenji comes to visit me soon. Which trips I did with Kenji?",
            every(TRAVEL, with_("Kenji")),
            SIMPLE,
            NON_NATIVE,
        ),
        step("Which one was the most long?", Best("nights"), COREFERENCED, QUANTITATIVE, NON_NATIVE),
        step("What we ate in Tokio together with Kenji?", TOKYO_MEALS_WITH_KENJI, SIMPLE, NON_NATIVE, TYPO),
        step(
            "I gave to every one of them 3 stars or more?",
            Verdict(for_all(TOKYO_MEALS_WITH_KENJI, rating(">=", 3))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b104 Greece without Mary",
        step("things i did in grece without mary", GREECE_WITHOUT_MARY, LOGICAL, LOWERCASE, TYPO),
        step("which of them were this year", Those(THIS_YEAR), COREFERENCED, LOWERCASE),
        step(
            "was elena with me on all of those",
            Verdict(for_all(every(GREECE_WITHOUT_MARY, THIS_YEAR), with_("Elena"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b104 the biggest hike of last year",
        step("what was my bigest hike last year", Clarify(("distance", "elevation")), CLARIFICATION, LOWERCASE, TYPO),
        step(
            "the elevation",
            Best("elevation", among=HIKES_2025),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("who was with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b104 training for a charity walk",
        step(
            "im training for a charity walk whats my average for walks last year",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "in minutes",
            Answer(mean("duration"), WALKS_2025),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b104 the science ones from 2024",
        step("show me the science ones from 2024", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("the books", SCIENCE_BOOKS_2024, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("which did i rate highest", Best("rating"), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b104 the trip to Paris",
        step("How many nights was my trip to Paris?", Clarify(("2019", "2022")), CLARIFICATION),
        step(
            "The one in 2022.",
            Answer(field_of("nights"), PARIS_2022),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step("Who came along?", Detail("who"), COREFERENCED, TERSE),
    ),
    talk(
        "b104 a poetry reading",
        step(
            "A friend dragged me to a poetry reading tonight, ha. How many poerty books have I actually read?",
            POETRY,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step("Which one was the thickest?", Best("pages"), COREFERENCED, QUANTITATIVE),
        step(
            "Did I read any poetry this year at all?",
            Verdict(exists(every(POETRY, THIS_YEAR))),
            VERIFICATION,
        ),
        step(
            "Overall, did I read more poetry or more biographies?",
            Compare((("poetry", POETRY), ("biographies", BIOGRAPHY))),
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b104 brunch with Sofia",
        step(
            "sofia wants to do brunch on sunday what breakfasts did we have together",
            every(BREAKFAST, with_("Sofia")),
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "the ones outside the us",
            Those(US, keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and in san fransisco",
            every(BREAKFAST, with_("Sofia"), SAN_FRANCISCO),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b104 back to Portugal",
        step(
            "I want to go to Portugal again next spring. What I did there before?",
            PT,
            SIMPLE,
            NON_NATIVE,
        ),
        step("Only the wines, pleas", Those(WINE), ELLIPSIS, NON_NATIVE, TYPO),
        step("Which one has the best rating?", Best("rating"), COREFERENCED, QUANTITATIVE, NON_NATIVE),
        step(
            "I drank there also some beer?",
            Verdict(exists(every(PT, BEER))),
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b104 reading challenge",
        step("how many books did i read this yaer", BOOKS_2026, QUANTITATIVE, LOWERCASE, TYPO),
        step(
            "was that more than last year",
            Verdict(more(BOOKS_2026, BOOKS_2025)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "this years books that werent novels",
            every(BOOKS_2026, not_(NOVEL)),
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
    ),
)
