"""Batch 103: conversations written blind (from the documentation and the sample data, without reading
the engine). Theme: a balanced, ordinary acceptance test over every category of the collection, with
every question type in about equal share and no theme aimed at a weakness. Everyday users with
everyday reasons: a retiree counting trips to Italy and France for a granddaughter's album (the
longest French stay, was Chloé on it); a student keeping a reading log (books this year, how many
weren't novels, the author read most, more of him than last year); a runner setting 2025 against 2024
(more runs, total kilometres, the longest run); a host choosing 5-star reds for the in-laws (only the
Italian or Spanish ones, any nebbiolo, the most recent); a couple settling whether they ate out
together more in 2024 than in 2025 (Indian, Italian, their best dinner together last year); a
non-native hiker counting hikes with Roberto and Anna; a cocktail fan (margaritas against martinis,
the 5-star ones, the best negroni); an art lover listing European art museums (without Mary, any in
Germany, Italy against France); ski days abroad; brunches this year; street food in Japan or Portugal;
walking against hiking kilometres this year; meals in Athens and Nafplio; Greek wines of this summer
against 2013; Japan trips by train; a trip to Spain with Sofia and James. Clarifications (each
followed by the user's answer): "my trip to lecce" (a beach holiday in 2022 or a flight in 2025), "my
total of cycling for 2025" (distance or duration), "the science ones from 2025" (Popular science
books or a Science museum), "the museum in paris" (the Paris Art Museum or the Paris History Museum)
and "the biggest one" of this year's hikes (distance or elevation). Personas: chatty, terse,
lowercase without punctuation, non-native speakers ("How many hikes I made with Roberto?", "It was
more than this year?", "Which one I liked the least?"), and 17 typo turns ("Frnace", "thoes",
"longets", "italain", "togehter", "nigths", "sceince", "exhibtion", "togeter", "margeritas", "musems",
"ratd", "yeer", "hikd", "athnes", "trian", "lst"). The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections import Counter
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
    mean,
    more,
    not_,
    rating,
    title_has,
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
from .suite import Conversation, talk

DRINK, WINE, COCKTAIL = category("Drink"), category("Drink", "Wine"), category("Drink", "Cocktail")
BOOK, NOVEL, POPULAR_SCIENCE = category("Book"), category("Book", "Novel"), category("Book", "Popular science")
HIKE, RUN, WALK, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride", "Ski"))
TRAVEL, TRAIN = category("Travel"), category("Travel", "Train journey")
FOOD, DINNER, BREAKFAST, STREET_FOOD = (
    category("Food"),
    category("Food", "Dinner"),
    category("Food", "Breakfast"),
    category("Food", "Street food"),
)
ART_MUSEUM = category("Museum", "Art")
US, IT, FR, ES, GR, JP, PT, DE = (country(c) for c in ("US", "IT", "FR", "ES", "GR", "JP", "PT", "DE"))
# the European countries of the sample (for "in Europe")
EUROPEAN = ("FR", "IT", "ES", "PT", "GR", "NL", "CH", "NO", "CZ", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR")
EUROPE = either(*(country(c) for c in EUROPEAN))

THIS_YEAR, LAST_YEAR = year(2026), year(2025)
RED_FIVE_STARS = every(WINE, field("colour", "red"), rating("==", 5))
TOMAS_REYES = every(BOOK, field("author", "Tomas Reyes"))
MEALS_WITH_MARY_2024 = every(FOOD, year(2024), with_("Mary"))
MEALS_WITH_MARY_2025 = every(FOOD, year(2025), with_("Mary"))
GREEK_WINES_2026, GREEK_WINES_2013 = every(WINE, GR, THIS_YEAR), every(WINE, GR, year(2013))
SOFIA_AND_JAMES_2025 = every(with_("Sofia"), with_("James"), LAST_YEAR)

# the one item each of these selects (checked by the batch's author against the sample)
PARIS_TRIP_WITH_CHLOE = every(TRAVEL, city("Paris"), year(2022), with_("Chloé"))  # the Nov 2022 flight, 12 nights
LECCE_BEACH_HOLIDAY = every(category("Travel", "Beach holiday"), city("Lecce"))  # June 2022, 8 nights, with Mary
PARIS_HISTORY_MUSEUM = every(category("Museum", "History"), city("Paris"))  # Nov 2022, "Ancient Bronzes", rated 5
WHY_CITIES_MATTER_2025 = every(POPULAR_SCIENCE, LAST_YEAR, title_has("Why Cities Matter"))  # 592 pages, Nina Petrova


def most_common_author(items: Sequence[Item]) -> str:
    """The author of the most of `items` (a single one: a tie is an error)."""
    (first, n), *rest = Counter(i["fields"]["author"] for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"authors {first} and {rest[0][0]} tie")
    return str(first)


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def lower_mean_rating(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the items of `first` have a lower average rating than those of `second`."""

    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) < sum(b) / len(b)

    return holds


CONVERSATIONS: Sequence[Conversation] = (
    talk(
        "b103 a retiree counting trips for an album",
        step(
            "My granddaughter is putting together a photo album for my 70th and she asked how many "
            "trips I've taken to Italy over the years. Could you count them for me?",
            every(TRAVEL, IT),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("And to Frnace?", every(TRAVEL, FR), ELLIPSIS, QUANTITATIVE, TERSE, TYPO),
        step(
            "Which of the French ones was the longest stay?",
            Best("nights"),
            COREFERENCED,
            QUANTITATIVE,
        ),
        step(
            "Oh yes, I remember that one fondly. Was Chloé with us on it?",
            Verdict(exists(PARIS_TRIP_WITH_CHLOE)),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b103 a student's reading log",
        step(
            "how many books have i read this year",
            every(BOOK, THIS_YEAR),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "how many of thoes werent novels",
            Those(NOVEL, keep=False),
            LOGICAL,
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "which author did i read the most this year",
            Answer(most_common_author, every(BOOK, THIS_YEAR)),
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "did i read more of his books this year than last year",
            Verdict(more(every(TOMAS_REYES, THIS_YEAR), every(TOMAS_REYES, LAST_YEAR))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b103 a runner sets 2025 against 2024",
        step(
            "more runs in 2025 or 2024?",
            Compare((("2025", every(RUN, year(2025))), ("2024", every(RUN, year(2024))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "total km run in 2025",
            Answer(total("distance"), every(RUN, year(2025))),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and 2024",
            Answer(total("distance"), every(RUN, year(2024))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "longets run in 2025",
            Best("distance", among=every(RUN, year(2025))),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b103 five-star reds for the in-laws",
        step(
            "We're hosting my in-laws next weekend and I'd love to impress them. Which red wines have I given 5 stars?",
            RED_FIVE_STARS,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Hmm, my father-in-law only drinks European. Just the italain or Spanish ones, please.",
            Those(either(IT, ES)),
            LOGICAL,
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
        step(
            "Was any of those a nebbiolo? He loves nebbiolo.",
            Verdict(exists(every(RED_FIVE_STARS, either(IT, ES), field("variety", "nebbiolo")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Oh well. Which one did I have most recently?",
            Best("itemDate"),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b103 a couple argues about eating out",
        step(
            "Mary and I are having a friendly argument over breakfast. She says we ate out together more "
            "in 2024 than in 2025. Is she right?",
            Verdict(more(MEALS_WITH_MARY_2024, MEALS_WITH_MARY_2025)),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Fine, she wins. How many of the 2024 meals with her were Indian?",
            every(MEALS_WITH_MARY_2024, field("cuisine", "indian")),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And Italian?",
            every(MEALS_WITH_MARY_2024, field("cuisine", "italian")),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "What was our best dinner togehter last year?",
            Best("rating", among=every(DINNER, LAST_YEAR, with_("Mary"))),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b103 the trip to Lecce",
        step(
            "how many nigths was my trip to lecce",
            Clarify(("beach holiday", "flight")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the beach one",
            Answer(field_of("nights"), LECCE_BEACH_HOLIDAY),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("who came with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b103 cycling total for 2025",
        step(
            "What is my total of cycling for 2025?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "The kilometres.",
            Answer(total("distance"), every(BIKE, LAST_YEAR)),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "It was more than this year?",
            Verdict(larger_total("distance", every(BIKE, LAST_YEAR), every(BIKE, THIS_YEAR))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b103 the science ones from 2025",
        step(
            "show me the sceince ones from 2025",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the books",
            every(POPULAR_SCIENCE, LAST_YEAR),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which was the longest",
            Best("pages"),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "who wrote it",
            Answer(field_of("author"), WHY_CITIES_MATTER_2025),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b103 the museum in Paris",
        step(
            "what exhibtion did i see at the museum in paris",
            Clarify(("art", "history")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the history one",
            Answer(field_of("exhibition"), PARIS_HISTORY_MUSEUM),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("what did i rate it", Detail("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b103 hiking buddies",
        step(
            "How many hikes I made with Roberto?",
            every(HIKE, with_("Roberto")),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "With who I hiked more, Roberto or Anna?",
            Compare(
                (
                    ("Roberto", every(HIKE, with_("Roberto"))),
                    ("Anna", every(HIKE, with_("Anna"))),
                )
            ),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "Which hikes I did with Roberto and Anna togeter?",
            every(HIKE, with_("Roberto"), with_("Anna")),
            LOGICAL,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "From these, which one was most long?",
            Best("distance"),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b103 cocktail hour",
        step(
            "how many margeritas have i had",
            every(COCKTAIL, title_has("Margarita")),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "more margaritas or martinis",
            Compare(
                (
                    ("margaritas", every(COCKTAIL, title_has("Margarita"))),
                    ("martinis", every(COCKTAIL, title_has("Martini"))),
                )
            ),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "margaritas or martinis i gave 5 stars",
            every(COCKTAIL, either(title_has("Margarita"), title_has("Martini")), rating("==", 5)),
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "best rated negroni",
            Best("rating", among=every(COCKTAIL, title_has("Negroni"))),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b103 art museums in Europe",
        step(
            "I've started watercolour classes and it made me nostalgic. Which art musems have I been to in Europe?",
            every(ART_MUSEUM, EUROPE),
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step(
            "Which of those did I visit without Mary?",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
        ),
        step(
            "Have I ever been to an art museum in Germany, by any chance?",
            Verdict(exists(every(ART_MUSEUM, DE))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Did I see more art museums in Italy or in France?",
            Compare((("Italy", every(ART_MUSEUM, IT)), ("France", every(ART_MUSEUM, FR)))),
            COMPARATIVE,
        ),
    ),
    talk(
        "b103 skiing abroad",
        step("ski days outside the us", every(SKI, not_(US)), LOGICAL, TERSE, LOWERCASE),
        step(
            "which ones with mary",
            Those(with_("Mary")),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("best ratd one", Best("rating"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b103 brunches this year",
        step(
            "show me my brunches this yeer",
            every(BREAKFAST, THIS_YEAR),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "were any of them vegetarian",
            Verdict(exists(every(BREAKFAST, THIS_YEAR, field("cuisine", "vegetarian")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "which ones were in greece or japan",
            Those(either(GR, JP)),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b103 street food in Japan or Portugal",
        step(
            "Please show me the street food I ate in Japan or in Portugal.",
            every(STREET_FOOD, either(JP, PT)),
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "Which one I liked the least?",
            Best("rating", highest=False),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("When it was?", Detail("year"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b103 walking against hiking this year",
        step(
            "did i walk more km than i hikd this year",
            Verdict(larger_total("distance", every(WALK, THIS_YEAR), every(HIKE, THIS_YEAR))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many hikes did i do this year",
            every(HIKE, THIS_YEAR),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "whats the average distance of them",
            Answer(mean("distance"), every(HIKE, THIS_YEAR)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and which was the biggest one",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "i meant the most climbing",
            Best("elevation", among=every(HIKE, THIS_YEAR)),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b103 meals in Greece",
        step(
            "what did i eat in athnes",
            every(FOOD, city("Athens")),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step("and in nafplio", every(FOOD, city("Nafplio")), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "which ones werent with mary",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b103 Greek wines this summer",
        step(
            "Which wines I drank in Greece this year?",
            GREEK_WINES_2026,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "What is the average rating of them?",
            Answer(mean("rating"), GREEK_WINES_2026),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And for the Greek wines of 2013?",
            Answer(mean("rating"), GREEK_WINES_2013),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "So this year the Greek wines were worse than in 2013, yes?",
            Verdict(lower_mean_rating(GREEK_WINES_2026, GREEK_WINES_2013)),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b103 Japan by train",
        step(
            "did i ever take the trian in japan",
            Verdict(exists(every(TRAIN, JP))),
            VERIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many trips to japan in total",
            every(TRAVEL, JP),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "more trips to japan or to greece",
            Compare((("Japan", every(TRAVEL, JP)), ("Greece", every(TRAVEL, GR)))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b103 Spain with Sofia and James",
        step(
            "what did i do with sofia and james lst year",
            SOFIA_AND_JAMES_2025,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "which of those were meals",
            Those(FOOD),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and drinks",
            every(SOFIA_AND_JAMES_2025, DRINK),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
)
