"""Batch 57: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a user settling arguments with
friends and family about what they did together (hikes, walks, trips, museums, meals, books): "my
sister says we hiked together over 40 times", "was he there?", "did we ever…", "which ones without
her", "not in the US", "the one before that", "that same year", with people named once and then
referred to as "he", "her", "them", yes/no questions whose answer must come first, questions that are
truly ambiguous (an unnamed "she", "the train to Sintra" when there were two, "history" things,
"in total" over hikes), and a few comparisons between people, kinds and years. Personas: mainly a
non-native speaker and a lowercase user, with a chatty user and a typo-prone user. The questions are
asked on 29 November 2026."""

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
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
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
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

HIKE, WALK, BIKE = (category("Activity", t) for t in ("Hike", "Walk", "Bike ride"))
DINNER = category("Food", "Dinner")
MUSEUM, HISTORY_MUSEUM = category("Museum"), category("Museum", "History")
TRAVEL, FLIGHT, TRAIN, BEACH = (
    category("Travel"),
    category("Travel", "Flight"),
    category("Travel", "Train journey"),
    category("Travel", "Beach holiday"),
)
POETRY, BIOGRAPHY = category("Book", "Poetry"), category("Book", "Biography")
US, IT, ES, EG, GR, JP = (country(c) for c in ("US", "IT", "ES", "EG", "GR", "JP"))
SINCE_2020 = since(datetime(2020, 1, 1))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def the_item(item_id: str) -> Predicate:
    return lambda i: i["_id"] == item_id


def more_than(among: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    return lambda items: sum(map(among, items)) > n


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    return lambda items: all(predicate(i) for i in items if among(i))


def the_year(items: Sequence[Item]) -> str:
    """The one year all the items are from."""
    (only,) = {i["itemDate"].year for i in items}
    return str(only)


def farther(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = sum(i["fields"]["distance"] for i in items if first(i))
        b = sum(i["fields"]["distance"] for i in items if second(i))
        return a > b

    return holds


ANNA_HIKES = every(HIKE, with_("Anna"))
CUSCO = every(TRAVEL, city("Cusco"))
LONGEST_ITALIAN_HIKE = the_item("scrapbook-00852")  # 21.6 km near Cortina d'Ampezzo, with Mary and Roberto
EDINBURGH = the_item("scrapbook-01814")  # the trip with Chloé before Jaipur
SPAIN_MUSEUM_WITHOUT_SOFIA = the_item("scrapbook-00964")
PARIS_FIVE_STAR_DINNERS = every(DINNER, city("Paris"), rating("==", 5))
KENJI_JAPAN_WALKS = every(WALK, JP, with_("Kenji"))
GREEK_DINNERS_ALONE = every(DINNER, GR, without("Mary", "Elena"))
MARY_OR_ANNA_FLIGHTS_ABROAD = every(FLIGHT, either(with_("Mary"), with_("Anna")), not_(US))

CONVERSATIONS = (
    talk(
        "b57 sister anna hikes",
        step(
            "my sister anna keeps telling everyone we went hiking together more than 40 times. is that even true",
            Verdict(more_than(ANNA_HIKES, 40)),
            VERIFICATION,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "were any of them outsdie the us",
            Verdict(exists(every(ANNA_HIKES, not_(US)))),
            VERIFICATION,
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "ok so which ones in marin county and without mary",
            every(ANNA_HIKES, region("Marin County"), without("Mary")),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
        step("the most recent one of those when was it", Best("itemDate"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b57 brother tom trains",
        step(
            "My brother Tom say he was coming with us on the train to Stockholm. It is true?",
            Verdict(exists(every(TRAIN, city("Stockholm"), with_("Tom")))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "And the train to Sintra, he was there also?",
            Clarify(("2011", "2014")),
            CLARIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "The first one, in 2011.",
            Verdict(exists(every(TRAIN, city("Sintra"), year(2011), with_("Tom")))),
            CLARIFICATION,
            ELLIPSIS,
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b57 cousin roberto in italy",
        step(
            "Family lunch on Sunday turned into a full-blown debate, as usual. My cousin Roberto insists he was "
            "with me on the longest hike I ever did in Italy. First of all, which hike was that?",
            Best("distance", among=every(HIKE, IT)),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Right, and who came along on that one?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "So he was actually on it? I'll never hear the end of this if he was.",
            Verdict(exists(every(LONGEST_ITALIAN_HIKE, with_("Roberto")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b57 spanish museums without sofia",
        step("museums in spain we went to with sofia", every(MUSEUM, ES, with_("Sofia")), SIMPLE, LOWERCASE),
        step(
            "and the ones there without her",
            every(MUSEUM, ES, without("Sofia")),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "was mary at that one",
            Verdict(exists(every(SPAIN_MUSEUM_WITHOUT_SOFIA, with_("Mary")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b57 egypt museums",
        step(
            "did we evr go to a musuem in egypt",
            Verdict(exists(every(MUSEUM, EG))),
            VERIFICATION,
            TYPO,
        ),
        step(
            "waht about james, was he at any of them",
            Verdict(exists(every(MUSEUM, EG, with_("James")))),
            VERIFICATION,
            ELLIPSIS,
            COREFERENCED,
            TYPO,
        ),
        step(
            "show me the ones neither james nor mary came to",
            every(MUSEUM, EG, without("James", "Mary")),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and how many had both of them tehre",
            every(MUSEUM, EG, with_("James", "Mary")),
            QUANTITATIVE,
            LOGICAL,
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b57 cusco that year",
        step(
            "My wife say our trip to Cusco was in 2022, but I think it was 2023. Who have right?",
            Answer(the_year, CUSCO),
            VERIFICATION,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "And which other trips we made in that same year?",
            every(TRAVEL, year(2023), not_(CUSCO)),
            COREFERENCED,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "Which of them were without Mary?",
            Those(with_("Mary"), keep=False),
            COREFERENCED,
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b57 chloe the one before",
        step("our last trip with chloe", Best("itemDate", among=every(TRAVEL, with_("Chloé"))), SIMPLE, LOWERCASE),
        step("and the one before that", EDINBURGH, COREFERENCED, LOWERCASE),
        step(
            "was tom on that one too",
            Verdict(exists(every(EDINBURGH, with_("Tom")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b57 anna or roberto",
        step(
            "With who I was hiking more times, with Anna or with Roberto?",
            Compare((("Roberto", every(HIKE, with_("Roberto"))), ("Anna", every(HIKE, with_("Anna"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And for the walks, same question?",
            Compare((("Anna", every(WALK, with_("Anna"))), ("Roberto", every(WALK, with_("Roberto"))))),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "Show me the walks with Anna, but not the ones in USA.",
            every(WALK, with_("Anna"), not_(US)),
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b57 was she in lisbon",
        step("was she with us in lisbon", Clarify(), CLARIFICATION, COREFERENCED, LOWERCASE),
        step(
            "chloé i mean",
            Verdict(exists(every(city("Lisbon"), with_("Chloé")))),
            CLARIFICATION,
            ELLIPSIS,
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "so what did we do ther together",
            every(city("Lisbon"), with_("Chloé")),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and which of those was tom on as well",
            Those(with_("Tom")),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b57 dad and the history things",
        step(
            "My dad swears we did loads of history stuff together in 2019 - he exaggerates everything, bless him. "
            "How many history things were there that year?",
            Clarify(("book", "museum")),
            CLARIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Oh, the museums of course, he never reads a thing.",
            every(HISTORY_MUSEUM, year(2019)),
            CLARIFICATION,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "And was Tom with me at either of them? Tom is my dad, I should have said.",
            Verdict(exists(every(HISTORY_MUSEUM, year(2019), with_("Tom")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b57 sister's bet on books",
        step(
            "my sister bets i read more poetry than biograhpies. who wins",
            Compare((("biograph", BIOGRAPHY), ("poetry", POETRY))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "and if we only count since 2020",
            Compare((("biograph", every(BIOGRAPHY, SINCE_2020)), ("poetry", every(POETRY, SINCE_2020)))),
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "ok show me the peotry ones from then",
            every(POETRY, SINCE_2020),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "whcih one did i like best",
            Best("rating"),
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b57 walks with kenji",
        step("wlaks in japan with kenji", KENJI_JAPAN_WALKS, SIMPLE, TYPO),
        step(
            "which of those was priya on too",
            Those(with_("Priya")),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "and the ones whithout her",
            every(KENJI_JAPAN_WALKS, without("Priya")),
            COREFERENCED,
            LOGICAL,
            TYPO,
        ),
        step(
            "in how many diffrent cities were they",
            Answer(distinct_places("city"), every(KENJI_JAPAN_WALKS, without("Priya"))),
            QUANTITATIVE,
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b57 greek dinners alone",
        step(
            "Please show me the dinners in Greece where neither Mary nor Elena was with me.",
            GREEK_DINNERS_ALONE,
            LOGICAL,
            NON_NATIVE,
        ),
        step("Which of these I liked the most?", Best("rating"), COREFERENCED, NON_NATIVE),
        step("In which town was this one?", Detail("city"), COREFERENCED, NON_NATIVE),
        step(
            "And how many dinners in Greece I had with Elena?",
            every(DINNER, GR, with_("Elena")),
            QUANTITATIVE,
            SIMPLE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b57 flights mary or anna",
        step("flights with mary or anna that were not in the us", MARY_OR_ANNA_FLIGHTS_ABROAD, LOGICAL, LOWERCASE),
        step(
            "how many of those had both of them",
            Those(with_("Mary", "Anna")),
            QUANTITATIVE,
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "which of the three was the longest stay",
            Best("nights"),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b57 hiking totals with roberto",
        step(
            "how much did we do togehter in total on hikes, me and roberto",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "the kilometres",
            Answer(total("distance"), every(HIKE, with_("Roberto"))),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and with anna",
            Answer(total("distance"), every(HIKE, with_("Anna"))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "so i did more km with roberto than with anna, rigth?",
            Verdict(farther(every(HIKE, with_("Roberto")), every(HIKE, with_("Anna")))),
            VERIFICATION,
            COMPARATIVE,
            TYPO,
        ),
    ),
    talk(
        "b57 five-star dinners in paris",
        step(
            "My husband claims we have never once had a five-star dinner in Paris, which sounds completely wrong "
            "to me. Did we ever have one?",
            Verdict(exists(PARIS_FIVE_STAR_DINNERS)),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Ha, I knew it. Was Tom at any of them, by the way?",
            Verdict(exists(every(PARIS_FIVE_STAR_DINNERS, with_("Tom")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "And which of them were without him?",
            every(PARIS_FIVE_STAR_DINNERS, without("Tom")),
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b57 beach holidays without mary",
        step(
            "How many beach holidays we did without Mary?",
            every(BEACH, without("Mary")),
            QUANTITATIVE,
            LOGICAL,
            NON_NATIVE,
        ),
        step("From these two, which one was more long?", Best("nights"), COMPARATIVE, COREFERENCED, NON_NATIVE),
        step("In what year it was?", Detail("year"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b57 countries walked with mary",
        step(
            "in how many countries did i go walking with mary",
            Answer(distinct_places("country"), every(WALK, with_("Mary"))),
            QUANTITATIVE,
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "and without her",
            Answer(distinct_places("country"), every(WALK, without("Mary"))),
            QUANTITATIVE,
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "apart from the us where did we walk together the most",
            Answer(most_common_place("country"), every(WALK, with_("Mary"), not_(US))),
            QUANTITATIVE,
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b57 mom and the museums",
        step(
            "mom says we went to more museums in 2025 than in 2024. more in 2024 or 2025?",
            Compare((("2024", every(MUSEUM, year(2024))), ("2025", every(MUSEUM, year(2025))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "ok and which of the 2025 ones were not in the us",
            every(MUSEUM, year(2025), not_(US)),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "were all of those with her",
            Clarify(),
            CLARIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b57 ben did we ever",
        step(
            "did ben and i ever go on a bike ride togther",
            Verdict(exists(every(BIKE, with_("Ben")))),
            VERIFICATION,
            TYPO,
        ),
        step("and hikign?", Verdict(exists(every(HIKE, with_("Ben")))), VERIFICATION, ELLIPSIS, TYPO),
        step("walks with him but not in teh us", every(WALK, with_("Ben"), not_(US)), LOGICAL, COREFERENCED, LOWERCASE, TYPO),
        step(
            "were they all in europe",
            Verdict(all_of(every(WALK, with_("Ben"), not_(US)), either(country("PT"), country("FR")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
)
