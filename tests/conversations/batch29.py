"""Batch 29: settling arguments with family and friends. Written blind (from the documentation and the
sample data, without reading the engine) and scored once as first written; see BATCHES.md.

The user checks facts against the scrapbook to win (or lose) an argument: yes/no questions and claims
to verify ("never had a beer in Germany, right?", "was Mary on every flight in 2019?"), counts,
comparisons between people, years, places and kinds, and negations in many forms ("apart from",
"other than", "excluding", "not counting", "without", "w/o", "didn't", "wasnt", "none of",
"never").

Personas: a skeptical user who doubts what friends claim and asks to be proven wrong; a non-native
speaker (missing articles and auxiliaries, "is true?"); a typo-prone phone typist (transposed and
missing letters, "evr", "wat", "yr", "rite"); a terse power user who types fragments
("paris dinners w/o mary", "art only").

Each turn is tagged with its question types (CSQA's: simple, coreferenced, ellipsis, logical,
quantitative, comparative, verification, clarification) and the traits of the user who types it.
The expectations are computed from the sample items with expect.py's helpers; "now" is the harness's
TODAY (2026-11-29), so "last year" is 2025."""

from __future__ import annotations

from collections.abc import Sequence

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Expectation,
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
    more,
    most_common_place,
    rating,
    total,
    with_,
    without,
    year,
)
from .steps import (
    CLARIFICATION,
    COMPARATIVE,
    COREFERENCED,
    ELLIPSIS,
    LOGICAL,
    NON_NATIVE,
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

SKEPTICAL = "skeptical"
PERSONAS = (SKEPTICAL, NON_NATIVE, TYPO, TERSE)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
DINNER, MUSEUM = category("Food", "Dinner"), category("Museum")
HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
SKI, BIKE, FLIGHT = category("Activity", "Ski"), category("Activity", "Bike ride"), category("Travel", "Flight")
US, JP, DE, IT, FR, ES, CA = (country(c) for c in ("US", "JP", "DE", "IT", "FR", "ES", "CA"))
EUROPE = ("AT", "BE", "CH", "CZ", "DE", "DK", "ES", "FR", "GB", "GR", "HR", "HU", "IE", "IT", "NL", "NO", "PT", "SE")


def nowhere(predicate: Predicate) -> Verdict:
    """A claim that nothing matches ("never", "none of"): "yes" when it holds."""
    return Verdict(lambda items: not exists(predicate)(items))


def every_one(among: Predicate, predicate: Predicate) -> Verdict:
    """A claim that all the items `among` selects also match `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        pool = [i for i in items if among(i)]
        return bool(pool) and all(predicate(i) for i in pool)

    return Verdict(holds)


def more_countries(first: str, second: str) -> Verdict:
    def holds(items: Sequence[Item]) -> bool:
        def count(name: str) -> int:
            return len({i["place"]["countryCode"] for i in items if name in i["who"]})

        return count(first) > count(second)

    return Verdict(holds)


def farther(kind_of: Predicate, first: Predicate, second: Predicate) -> Verdict:
    """A claim that the total distance of `kind_of` under `first` beats the one under `second`."""

    def holds(items: Sequence[Item]) -> bool:
        def km(when: Predicate) -> float:
            return sum(i["fields"]["distance"] for i in items if kind_of(i) and when(i))

        return km(first) > km(second)

    return Verdict(holds)


def latest_rated(among: Predicate, stars: int) -> Verdict:
    """A claim that the most recent item `among` selects was rated `stars`."""

    def holds(items: Sequence[Item]) -> bool:
        latest = max((i for i in items if among(i)), key=lambda i: i["itemDate"])
        return bool(latest["rating"] == stars)

    return Verdict(holds)


def s(text: str, expect: Expectation, *tags: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY, expect, tags, known_failure=known_failure)


CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "beer in germany",
        s(
            "My brother keeps saying I've never had a beer in Germany. Never had one there, right?",
            nowhere(every(BEER, DE)),
            VERIFICATION,
            LOGICAL,
            SKEPTICAL,
        ),
        s("Huh. How many beers have I had outside the US then?", every(BEER, lambda i: not US(i)), QUANTITATIVE, LOGICAL, SKEPTICAL),
        s("and in Japan?", every(BEER, JP), ELLIPSIS, QUANTITATIVE, SKEPTICAL),
    ),
    talk(
        "the lisbon dinner",
        s(
            "My wife swears one of my dinners in Lisbon got 5 stars. I don't buy it. Did any?",
            Verdict(exists(every(DINNER, city("Lisbon"), rating("==", 5)))),
            VERIFICATION,
            SIMPLE,
            SKEPTICAL,
        ),
        s(
            "So what's the best rated dinner I had there?",
            Best("rating", among=every(DINNER, city("Lisbon"))),
            COREFERENCED,
            QUANTITATIVE,
            SKEPTICAL,
        ),
        s(
            "who was with me at that one",
            Detail("who"),
            COREFERENCED,
            SKEPTICAL,
        ),
    ),
    talk(
        "did kenji come to every museum",
        s(
            "Kenji say he came with me to every museum in Japan in 2023. Is it true?",
            every_one(every(MUSEUM, JP, year(2023)), with_("Kenji")),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
        s("And in 2016?", every_one(every(MUSEUM, JP, year(2016)), with_("Kenji")), ELLIPSIS, VERIFICATION, NON_NATIVE),
        s(
            "In how many museums in Japan he didn't come with me?",
            every(MUSEUM, JP, without("Kenji")),
            COREFERENCED,
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "who do i go out with more",
        s(
            "hikes: more w roberto or anna?",
            Compare((("Roberto", every(HIKE, with_("Roberto"))), ("Anna", every(HIKE, with_("Anna"))))),
            COMPARATIVE,
            TERSE,
            TYPO,
        ),
        s(
            "bike rides, james or ben?",
            Compare((("James", every(BIKE, with_("James"))), ("Ben", every(BIKE, with_("Ben"))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        s(
            "ben rides w/o james, count",
            every(BIKE, with_("Ben"), without("James")),
            LOGICAL,
            QUANTITATIVE,
            TERSE,
            TYPO,
        ),
    ),
    talk(
        "how many countries",
        s(
            "Settle this for me: how many different countries have I been to, according to my scrapbook?",
            Answer(distinct_places("countryCode"), lambda i: True),
            SIMPLE,
            QUANTITATIVE,
            SKEPTICAL,
        ),
        s(
            "and not counting the US?",
            Answer(distinct_places("countryCode"), lambda i: not US(i)),
            ELLIPSIS,
            LOGICAL,
            QUANTITATIVE,
            SKEPTICAL,
        ),
        s(
            "Tom claims I've been to more countries with him than with James. Is that actually true?",
            more_countries("Tom", "James"),
            COMPARATIVE,
            VERIFICATION,
            SKEPTICAL,
        ),
    ),
    talk(
        "was she in nafplio",
        s("Was she with me in Nafplio?", Clarify(), CLARIFICATION, COREFERENCED, NON_NATIVE),
        s("Sorry, I mean Elena", Verdict(exists(every(city("Nafplio"), with_("Elena")))), ELLIPSIS, VERIFICATION, NON_NATIVE),
    ),
    talk(
        "history books or museums",
        s("how mnay history ones did i do in 2019", Clarify(("book", "museum")), CLARIFICATION, TYPO),
        s("the musuems", every(category("Museum", "History"), year(2019)), ELLIPSIS, TYPO),
        s("and history books that same yr?", every(category("Book", "History"), year(2019)), COREFERENCED, ELLIPSIS, TYPO),
    ),
    talk(
        "tom or james in spain",
        s(
            "Did Tom or James ever come to Spain with me?",
            Verdict(exists(every(ES, lambda i: "Tom" in i["who"] or "James" in i["who"]))),
            VERIFICATION,
            LOGICAL,
            SKEPTICAL,
        ),
        s(
            "Was he in Barcelona too?",
            Clarify(("Tom", "James")),
            CLARIFICATION,
            COREFERENCED,
            SKEPTICAL,
        ),
        s(
            "James",
            Verdict(exists(every(city("Barcelona"), with_("James")))),
            ELLIPSIS,
            VERIFICATION,
            SKEPTICAL,
        ),
    ),
    talk(
        "running in 2019",
        s(
            "i def ran more times in 2019 than 2018 rite?",
            Verdict(more(every(RUN, year(2019)), every(RUN, year(2018)))),
            COMPARATIVE,
            VERIFICATION,
            TYPO,
        ),
        s(
            "tom says he ran with me loads that yr. was he on any of them",
            Verdict(exists(every(RUN, year(2019), with_("Tom")))),
            COREFERENCED,
            VERIFICATION,
            TYPO,
            known_failure="first pass: reply does not start with 'no'",
        ),
        s(
            "which one was the longest",
            Best("distance", among=every(RUN, year(2019))),
            COREFERENCED,
            QUANTITATIVE,
            known_failure="first pass: chose ['scrapbook-01124'], expected one of ['scrapbook-01327']",
        ),
        s("where was that", Detail("city"), COREFERENCED),
    ),
    talk(
        "french or italian wine",
        s(
            "My friend tell me I drink more French wine than Italian. It is correct?",
            Verdict(more(every(WINE, FR), every(WINE, IT))),
            COMPARATIVE,
            VERIFICATION,
            NON_NATIVE,
        ),
        s("How many Italian wine I drank together with Luca?", every(WINE, IT, with_("Luca")), SIMPLE, QUANTITATIVE, NON_NATIVE),
        s("Which of them I rated the best?", Best("rating", among=every(WINE, IT, with_("Luca"))), COREFERENCED, QUANTITATIVE, NON_NATIVE),
    ),
    talk(
        "science books or museums",
        s("science ones last year. how many", Clarify(("book", "museum")), CLARIFICATION, TERSE),
        s("books", every(category("Book", "Popular science"), year(2025)), ELLIPSIS, QUANTITATIVE, TERSE),
        s(
            "excluding anything rated 3 or below",
            Those(rating("<=", 3), keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
        ),
    ),
    talk(
        "hiking total",
        s("Mary and I are arguing about this. What was my hiking total for 2024?", Clarify(), CLARIFICATION, SKEPTICAL),
        s(
            "the distance",
            Answer(total("distance"), every(HIKE, year(2024))),
            ELLIPSIS,
            QUANTITATIVE,
            SKEPTICAL,
        ),
        s(
            "So I hiked farther in 2024 than in 2023, yes or no?",
            farther(HIKE, year(2024), year(2023)),
            COMPARATIVE,
            VERIFICATION,
            SKEPTICAL,
        ),
    ),
    talk(
        "was it a five",
        s("was it relly a 5 star??", Clarify(), CLARIFICATION, COREFERENCED, TYPO),
        s(
            "the last museum i went to in nara",
            latest_rated(every(MUSEUM, city("Nara")), 5),
            ELLIPSIS,
            VERIFICATION,
        ),
    ),
    talk(
        "was mary on every flight",
        s("was mary on evry flight i took in 2019", every_one(every(FLIGHT, year(2019)), with_("Mary")), VERIFICATION, LOGICAL, TYPO),
        s(
            "wat about 2025",
            every_one(every(FLIGHT, year(2025)), with_("Mary")),
            ELLIPSIS,
            VERIFICATION,
            TYPO,
        ),
        s(
            "which flight that yr wasnt she on",
            every(FLIGHT, year(2025), without("Mary")),
            COREFERENCED,
            LOGICAL,
            TYPO,
        ),
    ),
    talk(
        "skiing claims",
        s("Sofia never came skiing with me, right?", nowhere(every(SKI, with_("Sofia"))), VERIFICATION, LOGICAL, SKEPTICAL),
        s(
            "And none of my ski days were in Europe, correct?",
            nowhere(every(SKI, lambda i: i["place"]["countryCode"] in EUROPE)),
            VERIFICATION,
            LOGICAL,
            SKEPTICAL,
        ),
        s(
            "OK, how many ski days did I have other than the ones in the US and Canada?",
            every(SKI, lambda i: not US(i) and not CA(i)),
            LOGICAL,
            QUANTITATIVE,
            SKEPTICAL,
        ),
    ),
    talk(
        "museums by year",
        s(
            "museums 2023 vs 2024, which yr had more",
            Compare((("2023", every(MUSEUM, year(2023))), ("2024", every(MUSEUM, year(2024))))),
            COMPARATIVE,
            TERSE,
            TYPO,
        ),
        s(
            "art only",
            Compare((("2023", every(category("Museum", "Art"), year(2023))), ("2024", every(category("Museum", "Art"), year(2024))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "walking in kyoto and nara",
        s(
            "How many kilometer I walked in Kyoto all together?",
            Answer(total("distance"), every(WALK, city("Kyoto"))),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        s(
            "My husband say in Nara I walked more than in Kyoto. Is true?",
            farther(WALK, city("Nara"), city("Kyoto")),
            COMPARATIVE,
            VERIFICATION,
            NON_NATIVE,
        ),
        s("Which walk in Nara was the most long?", Best("distance", among=every(WALK, city("Nara"))), QUANTITATIVE, NON_NATIVE),
        s("Who was with me that day?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "cocktails abroad",
        s("did i evr have a cocktail in mexico", Verdict(exists(every(COCKTAIL, country("MX")))), VERIFICATION, SIMPLE, TYPO),
        s("how many cocktials apart from the ones in the us", every(COCKTAIL, lambda i: not US(i)), LOGICAL, QUANTITATIVE, TYPO),
        s(
            "wich country had the most of them",
            Answer(most_common_place("country"), every(COCKTAIL, lambda i: not US(i))),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "paris dinners",
        s("paris dinners w/o mary", every(DINNER, city("Paris"), without("Mary")), LOGICAL, SIMPLE, TERSE, TYPO),
        s(
            "any rated 5?",
            Verdict(exists(every(DINNER, city("Paris"), without("Mary"), rating("==", 5)))),
            COREFERENCED,
            VERIFICATION,
            TERSE,
        ),
    ),
    talk(
        "anna or sofia",
        s(
            "Anna and Sofia, they ever had dinner together with me?",
            Verdict(exists(every(DINNER, with_("Anna", "Sofia")))),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
        s(
            "How many dinners I had with her in 2019?",
            Clarify(("Anna", "Sofia")),
            CLARIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        s(
            "Sofia",
            every(DINNER, with_("Sofia"), year(2019)),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
)
