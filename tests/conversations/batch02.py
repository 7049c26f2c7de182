"""Batch 2: conversations written blind (from the documentation, the collection definition and the sample
items, without reading the engine or the suite's phrasings), scored once as first written; see BATCHES.md.
The users are terse, typo-prone, lowercase without punctuation, or not native English speakers. Each turn
is tagged with its question types (CSQA's) and the traits of the user who types it."""

from __future__ import annotations

from collections.abc import Sequence

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Item,
    Pick,
    Predicate,
    Those,
    Top,
    Verdict,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    most_common_place,
    rating,
    region,
    total,
    with_,
    year,
)
from .expect import field as has_field
from .steps import (
    CLARIFICATION,
    COMPARATIVE,
    COREFERENCED,
    ELLIPSIS,
    LOGICAL,
    LOWERCASE,
    NON_NATIVE,
    QUANTITATIVE,
    SIMPLE,
    TAGS,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

__all__ = ["CONVERSATIONS", "TAGS"]

ANY = ANY_INTENT
BOOK, MUSEUM, FOOD, TRAVEL = category("Book"), category("Museum"), category("Food"), category("Travel")
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
HIKE, RUN, WALK, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride"))
FR, IT, HR, EG = (country(c) for c in ("FR", "IT", "HR", "EG"))
JAPANESE = every(FOOD, has_field("cuisine", "japanese"))


def any_of(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def count_in_year_of_latest(items: Sequence[Item]) -> float:
    """How many of `items` fall in the year of the most recent of them."""
    latest = max(i["itemDate"] for i in items).year
    return sum(i["itemDate"].year == latest for i in items)


def of_largest(among: Predicate, name: str, holds: Predicate) -> Verdict:
    """A yes/no question about the item of `among` with the largest `name` field."""
    return Verdict(lambda items: holds(max((i for i in items if among(i)), key=lambda i: i["fields"][name])))


CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "typos, lowercase: books of 2023 and their pages",
        Step("how many books did i raed in 2023", "count", every(BOOK, year(2023)), (SIMPLE, QUANTITATIVE, TYPO, LOWERCASE)),
        Step(
            "whats the avrage page count",
            ANY,
            Answer(mean("pages"), every(BOOK, year(2023))),
            (ELLIPSIS, QUANTITATIVE, TYPO, LOWERCASE),
        ),
        Step("which was the longest one", ANY, Best("pages"), (COREFERENCED, QUANTITATIVE, LOWERCASE)),
    ),
    talk(
        "terse: hikes in 2025",
        Step("hikes 2025", "find", every(HIKE, year(2025)), (SIMPLE, TERSE, LOWERCASE)),
        Step("longest?", ANY, Best("distance"), (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE)),
        Step(
            "with who",
            ANY,
            Detail("who"),
            (COREFERENCED, TERSE, LOWERCASE),
        ),
        Step(
            "worst one?",
            ANY,
            Best("rating", highest=False, among=every(HIKE, year(2025))),
            (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        ),
    ),
    talk(
        "non-native: wines in France",
        Step("Which wines I drank in France?", "find", every(WINE, FR), (SIMPLE, NON_NATIVE)),
        Step(
            "How many of those was sparkling?", "count", Those(has_field("colour", "sparkling")), (COREFERENCED, QUANTITATIVE, NON_NATIVE)
        ),
        Step("And the red, how many?", "count", every(WINE, FR, has_field("colour", "red")), (ELLIPSIS, QUANTITATIVE, NON_NATIVE)),
        Step(
            "In which city of France I drink wine the most?",
            ANY,
            Answer(most_common_place("city"), every(WINE, FR)),
            (QUANTITATIVE, NON_NATIVE),
        ),
    ),
    talk(
        "typos, lowercase: have I been there",
        Step("did i ever go to croatia", ANY, Verdict(exists(HR)), (VERIFICATION, LOWERCASE)),
        Step(
            "was sofia ther with me",
            ANY,
            Verdict(exists(every(HR, with_("Sofia")))),
            (VERIFICATION, COREFERENCED, TYPO, LOWERCASE),
        ),
        Step(
            "i dont think i went to egypt wiht anna did i",
            ANY,
            Verdict(exists(every(EG, with_("Anna")))),
            (VERIFICATION, LOGICAL, TYPO, LOWERCASE),
        ),
    ),
    talk(
        "clarification: history books or history museums",
        Step(
            "show me the history ones from 2022",
            ANY,
            Clarify(("book", "museum")),
            (CLARIFICATION, LOWERCASE),
        ),
        Step("the books", ANY, every(category("Book", "History"), year(2022)), (ELLIPSIS, LOWERCASE)),
        Step(
            "which one was longer",
            ANY,
            Best("pages"),
            (COREFERENCED, COMPARATIVE, QUANTITATIVE, LOWERCASE),
        ),
    ),
    talk(
        "typo, lowercase: runs against walks, and that year",
        Step(
            "more runs or walsk in 2024",
            ANY,
            Compare((("run", every(RUN, year(2024))), ("walk", every(WALK, year(2024))))),
            (COMPARATIVE, TERSE, TYPO, LOWERCASE),
        ),
        Step(
            "what about 2022",
            ANY,
            Compare((("run", every(RUN, year(2022))), ("walk", every(WALK, year(2022))))),
            (COMPARATIVE, ELLIPSIS, LOWERCASE),
        ),
        Step(
            "how many bike rides that year",
            "count",
            every(BIKE, year(2022)),
            (COREFERENCED, QUANTITATIVE, LOWERCASE),
        ),
    ),
    talk(
        "lowercase: the three longest bike rides",
        Step(
            "my 3 longest bike rides",
            ANY,
            Top("distance", 3, BIKE),
            (SIMPLE, QUANTITATIVE, LOWERCASE),
        ),
        Step(
            "the second one",
            ANY,
            Pick(2),
            (COREFERENCED, TERSE, LOWERCASE),
        ),
        Step("who came along", ANY, Detail("who"), (COREFERENCED, LOWERCASE)),
    ),
    talk(
        "non-native: museums in Italy",
        Step(
            "In how many different cities I have visited museums?",
            ANY,
            Answer(distinct_places("city"), MUSEUM),
            (QUANTITATIVE, NON_NATIVE),
        ),
        Step("Show me the museums in Italy please", "find", every(MUSEUM, IT), (SIMPLE, NON_NATIVE)),
        Step("Which one was my favourite?", ANY, Best("rating"), (COREFERENCED, QUANTITATIVE, NON_NATIVE)),
        Step(
            "And which was the first one I visited in Italy?",
            ANY,
            Best("itemDate", highest=False, among=every(MUSEUM, IT)),
            (COREFERENCED, QUANTITATIVE, NON_NATIVE),
        ),
    ),
    talk(
        "typos: dinners in Lisbon",
        Step("dinners in lisbon", "find", every(category("Food", "Dinner"), city("Lisbon")), (SIMPLE, TERSE, LOWERCASE)),
        Step("wich ones wasnt with mary", ANY, Those(with_("Mary"), keep=False), (LOGICAL, COREFERENCED, TYPO, LOWERCASE)),
        Step("teh last one", ANY, Pick(0), (COREFERENCED, TERSE, TYPO, LOWERCASE)),
        Step("who was ther", ANY, Detail("who"), (COREFERENCED, TYPO, LOWERCASE)),
    ),
    talk(
        "terse: ratings of beers and cocktails",
        Step("avg rating beers", ANY, Answer(mean("rating"), BEER), (SIMPLE, QUANTITATIVE, TERSE, LOWERCASE)),
        Step("cocktails?", ANY, Answer(mean("rating"), COCKTAIL), (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE)),
    ),
    talk(
        "lowercase: walks in two Italian regions",
        Step("walks in tuscany", "find", every(WALK, region("Tuscany")), (SIMPLE, TERSE, LOWERCASE)),
        Step("how about puglia", "find", every(WALK, region("Puglia")), (ELLIPSIS, LOWERCASE)),
        Step(
            "so where did i walk more tuscany or puglia",
            ANY,
            Compare((("Puglia", every(WALK, region("Puglia"))), ("Tuscany", every(WALK, region("Tuscany"))))),
            (COMPARATIVE, LOWERCASE),
        ),
    ),
    talk(
        "typos: the latest Japanese meal",
        Step("when was my most recnt japanese meal", ANY, Best("itemDate", among=JAPANESE), (SIMPLE, QUANTITATIVE, TYPO, LOWERCASE)),
        Step("whre was it", ANY, Detail("city"), (COREFERENCED, TYPO, LOWERCASE)),
        Step(
            "how many japanese meals did i have that year",
            ANY,
            Answer(count_in_year_of_latest, JAPANESE),
            (COREFERENCED, QUANTITATIVE, LOWERCASE),
        ),
    ),
    talk(
        "typo, lowercase: hikes or walks in Mill Valley",
        Step(
            "hikes or walks in mill valley",
            "find",
            every(any_of(HIKE, WALK), city("Mill Valley")),
            (LOGICAL, LOWERCASE),
        ),
        Step(
            "only the ones withuot mary",
            ANY,
            Those(with_("Mary"), keep=False),
            (LOGICAL, COREFERENCED, TYPO, LOWERCASE),
        ),
        Step(
            "how far in total",
            ANY,
            Answer(total("distance"), every(any_of(HIKE, WALK), city("Mill Valley"), lambda i: "Mary" not in i["who"])),
            (COREFERENCED, QUANTITATIVE, LOWERCASE),
        ),
    ),
    talk(
        "non-native: nights away in 2024",
        Step(
            "How many nights I spent in trips in 2024 in total?",
            ANY,
            Answer(total("nights"), every(TRAVEL, year(2024))),
            (QUANTITATIVE, NON_NATIVE),
        ),
        Step(
            "And which of them was the longest one?",
            ANY,
            Best("nights", among=every(TRAVEL, year(2024))),
            (COREFERENCED, QUANTITATIVE, NON_NATIVE),
        ),
        Step(
            "In what country it was?",
            ANY,
            Detail("country"),
            (COREFERENCED, NON_NATIVE),
        ),
    ),
    talk(
        "clarification: a total of hikes",
        Step(
            "whats the total for my hikes in 2024",
            ANY,
            Clarify(("distance", "duration", "elevation")),
            (CLARIFICATION, QUANTITATIVE, LOWERCASE),
        ),
        Step("distance", ANY, Answer(total("distance"), every(HIKE, year(2024))), (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE)),
    ),
    talk(
        "typo, lowercase: the thickest book",
        Step("biggest book i ever read", ANY, Best("pages", among=BOOK), (SIMPLE, QUANTITATIVE, LOWERCASE)),
        Step(
            "was it a novel",
            ANY,
            of_largest(BOOK, "pages", category("Book", "Novel")),
            (VERIFICATION, COREFERENCED, LOWERCASE),
        ),
        Step(
            "did i rate it more then 2 stars",
            ANY,
            of_largest(BOOK, "pages", rating(">", 2)),
            (VERIFICATION, COREFERENCED, TYPO, LOWERCASE),
        ),
    ),
    talk(
        "clarification: science books or science museums",
        Step(
            "science stuff from 2021",
            ANY,
            Clarify(("book", "museum")),
            (CLARIFICATION, TERSE, LOWERCASE),
        ),
        Step("museums", ANY, every(category("Museum", "Science"), year(2021)), (ELLIPSIS, TERSE, LOWERCASE)),
        Step(
            "were any of them in paris",
            ANY,
            Verdict(exists(every(category("Museum", "Science"), year(2021), city("Paris")))),
            (VERIFICATION, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "clarification: the longest thing of 2025",
        Step("show me the longest thing from 2025", ANY, Clarify(), (CLARIFICATION, LOWERCASE)),
        Step(
            "trips",
            ANY,
            Best("nights", among=every(TRAVEL, year(2025))),
            (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        ),
    ),
)
