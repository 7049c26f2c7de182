"""Batch 42: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written. Theme: someone reminiscing over their scrapbook and planning
the next holiday: where they have been (continents, "abroad", regions inside countries, islands,
cities), when they were last somewhere, what they ate and drank there, who came along, one detail of
one item (how far, who wrote it, what grape), yes/no checks of memories, a reset phrase followed by a
new request, follow-ups that change only the place or only the year, "the second one" / "the last one",
paging through a long list, a place never visited, a little small talk. Personas: a chatty storyteller
who wraps questions in anecdotes, a non-native speaker, a lowercase phone typist with typos, and a
terse user. The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Item,
    Pick,
    Those,
    Verdict,
    between,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    most_common_place,
    rating,
    region,
    since,
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

TRAVEL, FOOD, DRINK, BOOK, MUSEUM = (category(c) for c in ("Travel", "Food", "Drink", "Book", "Museum"))
WINE, HIKE = category("Drink", "Wine"), category("Activity", "Hike")
BEACH = category("Travel", "Beach holiday")


def in_countries(*codes: str):
    return lambda i: i["place"]["countryCode"] in codes


def in_regions(*names: str):
    return lambda i: i["place"]["region"] in names


ABROAD = lambda i: i["place"]["countryCode"] != "US"  # noqa: E731  (home is the United States, most items)
SOUTH_AMERICA = in_countries("AR", "BR", "PE")
SCANDINAVIA = in_countries("NO", "SE", "DK")
AFRICA = in_countries("EG")
CALIFORNIA = every(country("US"), in_regions("California", "Napa Valley", "Sonoma Valley", "Marin County", "Lake Tahoe"))
JANUARY_2025 = between(datetime(2025, 1, 1), datetime(2025, 2, 1))
LONGEST_HIKE_2024 = every(HIKE, year(2024), lambda i: i["fields"]["distance"] == 19.9)  # Mill Valley, the only one
THICKEST_JANUARY_BOOK = every(BOOK, JANUARY_2025, lambda i: i["fields"]["pages"] == 588)  # Why Forests Matter
OLDER_PIEDMONT_WINE = every(WINE, region("Piedmont"), lambda i: i["fields"]["vintage"] == 2019)


def only(value_of):
    """The one value the selected items share (a name or a number), for an Answer."""

    def measure(items: Sequence[Item]):
        values = {value_of(i) for i in items}
        if len(values) != 1:
            raise ValueError(f"the items do not share one value: {values}")
        return values.pop()

    return measure


def latest_year(items: Sequence[Item]) -> str:
    return str(max(i["itemDate"] for i in items).year)


CONVERSATIONS = (
    talk(
        "b42 countries for the granddaughter, chatty",
        step(
            "My granddaughter asked me over Sunday lunch how many countries I've been to on holiday and I honestly "
            "couldn't tell her! Going by the trips in my scrapbook, how many different countries is it?",
            Answer(distinct_places("country"), TRAVEL),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Goodness, that's more than I thought. She also wanted to know which city I keep going back to. "
            "Which one have I travelled to the most times?",
            Answer(most_common_place("city"), TRAVEL),
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b42 paging through trips abroad, terse",
        step("Trips abroad.", every(TRAVEL, ABROAD), SIMPLE, TERSE),
        step("More.", every(TRAVEL, ABROAD), ELLIPSIS, TERSE),
        step("Next.", every(TRAVEL, ABROAD), ELLIPSIS, TERSE),
        step("Last one.", Pick(0), COREFERENCED, TERSE),
        step("Who wiht?", Detail("who"), COREFERENCED, ELLIPSIS, TERSE, TYPO),
    ),
    talk(
        "b42 portugal memory check, lowercase",
        step(
            "didnt i go to portgual in 2023",
            Verdict(exists(every(country("PT"), year(2023)))),
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step("what about 2014", Verdict(exists(every(country("PT"), year(2014)))), VERIFICATION, ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b42 south america, non-native",
        step("Which travels I have made to South America?", every(TRAVEL, SOUTH_AMERICA), SIMPLE, NON_NATIVE),
        step("Please show me the second one.", Pick(2), COREFERENCED, NON_NATIVE),
        step("With whom I was there?", Detail("who"), COREFERENCED, NON_NATIVE),
        step(
            "I stayed more nights in Buenos Aries than in Rio, no?",
            Verdict(
                lambda items: (
                    sum(i["fields"]["nights"] for i in items if TRAVEL(i) and city("Buenos Aires")(i))
                    > sum(i["fields"]["nights"] for i in items if TRAVEL(i) and city("Rio de Janeiro")(i))
                )
            ),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b42 santorini and sicily, chatty",
        step(
            "I was flicking through old photos of those white houses on Santorini and honestly the sunsets were "
            "unreal. Remind me, what did I eat while I was on Santorini?",
            every(FOOD, region("Santorini")),
            SIMPLE,
            CHATTY,
        ),
        step("Lovely. And what did I drink there?", every(DRINK, region("Santorini")), ELLIPSIS, COREFERENCED, CHATTY),
        step(
            "Those white wines were gorgeous, what grape were they made from?",
            Answer(only(lambda i: i["fields"]["variety"]), every(WINE, region("Santorini"))),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "My neighbour never stops going on about Sicily, the lemons and the markets. Did I ever make it to Sicily myself?",
            Verdict(exists(region("Sicily"))),
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b42 last trips by country, terse",
        step(
            "Last trip to Japan?",
            Best("itemDate", among=every(TRAVEL, country("JP"))),
            SIMPLE,
            TERSE,
        ),
        step(
            "Italy?",
            Best("itemDate", among=every(TRAVEL, country("IT"))),
            ELLIPSIS,
            TERSE,
        ),
        step(
            "Who came?",
            Detail("who"),
            COREFERENCED,
            TERSE,
        ),
    ),
    talk(
        "b42 which year and which country, lowercase",
        step(
            "did i travel more in 2019 or 2022",
            Compare((("2019", every(TRAVEL, year(2019))), ("2022", every(TRAVEL, year(2022))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and japan vs italy all years",
            Compare((("Italy", every(TRAVEL, country("IT"))), ("Japan", every(TRAVEL, country("JP"))))),
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "which itlay trip was the longest",
            Best("nights", among=every(TRAVEL, country("IT"))),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "ok enough about trips. how many musems did i go to in japan",
            every(MUSEUM, country("JP")),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b42 reading on the long flight, chatty",
        step(
            "We flew down to Buenos Aires in January 2025 and I read practically the whole way, twelve hours of it! "
            "Which books did I read in January 2025?",
            every(BOOK, JANUARY_2025),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Which was the thickest of them?",
            Best("pages", among=every(BOOK, JANUARY_2025)),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "That's the one! Who wrote it again?",
            Answer(only(lambda i: i["fields"]["author"]), THICKEST_JANUARY_BOOK),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b42 trips with sofia then museums, non-native",
        step("How many trips I made togheter with Sofia?", every(TRAVEL, with_("Sofia")), QUANTITATIVE, NON_NATIVE, TYPO),
        step("And from them, which were in Spain?", Those(country("ES")), COREFERENCED, LOGICAL, NON_NATIVE),
        step(
            "Ok, forget about the trips. Now please tell me which museums I visited in Spain.",
            every(MUSEUM, country("ES")),
            SIMPLE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b42 eating in lecce, lowercase",
        step("wat did i eat in lecce in 2025", every(FOOD, city("Lecce"), year(2025)), SIMPLE, LOWERCASE, TYPO),
        step(
            "did i eat out more there in 2022 or 2025",
            Compare((("2022", every(FOOD, city("Lecce"), year(2022))), ("2025", every(FOOD, city("Lecce"), year(2025))))),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b42 never been and last time, terse",
        step("Ever been to Iceland?", Verdict(exists(country("IS"))), VERIFICATION, TERSE),
        step("Norway?", Verdict(exists(country("NO"))), VERIFICATION, ELLIPSIS, TERSE),
        step(
            "When last?",
            Answer(latest_year, country("NO")),
            SIMPLE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b42 she without a name, lowercase",
        step("was she with me in sydny", Clarify(), CLARIFICATION, VERIFICATION, LOWERCASE, TYPO),
        step(
            "priya i mean",
            Verdict(exists(every(city("Sydney"), with_("Priya")))),
            CLARIFICATION,
            VERIFICATION,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b42 personal bests, chatty",
        step(
            "I'm determined to beat my personal bests on the next holiday, my knees permitting. So tell me, what "
            "was the longest one I did in 2024?",
            Clarify(),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "Oh sorry, the hikes I mean!",
            Best("distance", among=every(HIKE, year(2024))),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Crikey. How far was it, roughly?",
            Answer(only(lambda i: i["fields"]["distance"]), LONGEST_HIKE_2024),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b42 total of what, terse",
        step("Total for 2025?", Clarify(), CLARIFICATION, TERSE),
        step("Nigths away.", Answer(total("nights"), every(TRAVEL, year(2025))), CLARIFICATION, QUANTITATIVE, TERSE, TYPO),
    ),
    talk(
        "b42 wine regions, non-native",
        step("Which wines I have drunk in Tuscany?", every(WINE, region("Tuscany")), SIMPLE, NON_NATIVE),
        step("And in Piemont?", every(WINE, region("Piedmont")), ELLIPSIS, NON_NATIVE, TYPO),
        step(
            "Which of them is the older vintage?",
            Best("vintage", highest=False, among=every(WINE, region("Piedmont"))),
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "What grape it is made from?",
            Answer(only(lambda i: i["fields"]["variety"]), OLDER_PIEDMONT_WINE),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b42 trips in us states, lowercase",
        step("trips in california", every(TRAVEL, CALIFORNIA), SIMPLE, LOWERCASE),
        step("and new mexcio", every(TRAVEL, region("New Mexico")), ELLIPSIS, LOWERCASE, TYPO),
        step(
            "best rated one",
            Best("rating", among=every(TRAVEL, region("New Mexico"))),
            QUANTITATIVE,
            COREFERENCED,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b42 settling arguments with friends, chatty",
        step(
            "My friend Sofia swears we did Istambul together, autumn 2023 she says, the spice market, the ferries "
            "across the Bosphorus... Did Sofia come with me to Istanbul in 2023?",
            Verdict(exists(every(city("Istanbul"), year(2023), with_("Sofia")))),
            VERIFICATION,
            CHATTY,
            TYPO,
        ),
        step(
            "Ha, she was right then. And I've flown out to Santa Fe more than once, haven't I?",
            Verdict(lambda items: sum(1 for i in items if kind("Flight")(i) and city("Santa Fe")(i)) > 1),
            VERIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b42 planning a beach holiday, non-native",
        step(
            "Hello! I plan my next holiday and I want go back somewhere nice. Which beach holidays I gave 4 stars or more?",
            every(BEACH, rating(">=", 4)),
            SIMPLE,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "Nice, thank you. In which of them Mary came also?",
            Those(with_("Mary")),
            COREFERENCED,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "And the one where Mary did not come, in which country it was?",
            Answer(only(lambda i: i["place"]["country"]), every(BEACH, rating(">=", 4), without("Mary"))),
            COREFERENCED,
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b42 up north and down south, typo",
        step("How many trips have I done to Scandanavia?", every(TRAVEL, SCANDINAVIA), QUANTITATIVE, TYPO),
        step(
            "More than to Africa?",
            Compare((("Scandinavia", every(TRAVEL, SCANDINAVIA)), ("Africa", every(TRAVEL, AFRICA)))),
            COMPARATIVE,
            ELLIPSIS,
        ),
    ),
    talk(
        "b42 mary without tom, terse",
        step(
            "Trips with Mary but not Tom since 2020.",
            every(TRAVEL, with_("Mary"), without("Tom"), since(datetime(2020, 1, 1))),
            LOGICAL,
            TERSE,
        ),
        step("Flihgts only.", Those(kind("Flight")), LOGICAL, ELLIPSIS, TERSE, TYPO),
    ),
)
