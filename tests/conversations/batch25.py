"""Batch 25: conversations written blind (from the documentation and the sample data, without reading
the engine). The theme is short follow-up chains of three or four turns that narrow, widen, switch
topic and come back: "which of those", "how many of them", "the top one", "where", "when", "with whom",
yes/no checks, negations and or-lists, and questions the assistant should answer with a question
("there" or "her" with nothing talked about, "history" or "science" that could be books or museums,
"the longest" of nothing, "nearby" with no location). Four users type them: a terse one, a polite
wordy one, one who writes in lowercase without punctuation and one prone to typos; about a quarter
of the turns carry a realistic typo. Each turn is tagged with its CSQA question types and the traits
of the user who types it; each conversation with its persona."""

from __future__ import annotations

from dataclasses import replace
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
    kind,
    mean,
    most_common_place,
    rating,
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
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

PERSONAS = (TERSE, CHATTY, LOWERCASE, TYPO)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
BOOK, MUSEUM, TRAVEL = category("Book"), category("Museum"), category("Travel")
HIKE, RUN, WALK, SKI = (category("Activity", k) for k in ("Hike", "Run", "Walk", "Ski"))
DINNER, LUNCH = category("Food", "Dinner"), category("Food", "Lunch")
FR, IT, JP, PE, US = (country(c) for c in ("FR", "IT", "JP", "PE", "US"))
RED, WHITE = has_field("colour", "red"), has_field("colour", "white")


def any_of(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def cuisine(*names: str) -> Predicate:
    return lambda i: i["fields"].get("cuisine") in names


def season(start: tuple[int, int], end: tuple[int, int]) -> Predicate:
    return between(datetime(*start, 1), datetime(*end, 1))


def by(persona: str, name: str, *steps: Step) -> Conversation:
    """A conversation typed by one persona: the persona tags the conversation and every turn."""
    tagged = tuple(replace(s, tags=s.tags if persona in s.tags else (*s.tags, persona)) for s in steps)
    return replace(talk(name, *tagged), tags=(persona,))


FIRST_JAPAN_TRIP: Predicate = every(TRAVEL, JP, year(2016), kind("Flight"))  # Kofu, April 2016
BERKELEY_MUSEUMS = every(MUSEUM, city("Berkeley"))
JAPAN_BEER_OR_COCKTAIL = every(JP, any_of(BEER, COCKTAIL))
RUNS_2025_NO_TOM = every(RUN, year(2025), without("Tom"))
SOFIA_2025 = every(with_("Sofia"), year(2025))


CONVERSATIONS: tuple[Conversation, ...] = (
    by(
        TERSE,
        "french wines 2019, narrowed to reds, the best, with whom",
        Step("french wines 2019", ANY, every(WINE, FR, year(2019)), (SIMPLE,)),
        Step("reds?", ANY, every(WINE, FR, year(2019), RED), (ELLIPSIS,)),
        Step("best one", ANY, Best("rating"), (QUANTITATIVE, COREFERENCED)),
        Step("with who", ANY, Detail("who"), (COREFERENCED,)),
    ),
    by(
        CHATTY,
        "hiking in spring or autumn of 2016, then 2023, that year's total",
        Step(
            "Hello! I was wondering, did I go hiking more in the spring or in the autumn of 2016?",
            ANY,
            Compare(
                (
                    ("spring", every(HIKE, season((2016, 3), (2016, 6)))),
                    ("autumn", every(HIKE, season((2016, 9), (2016, 12)))),
                )
            ),
            (COMPARATIVE,),
        ),
        Step(
            "Lovely, thank you. And how about 2023?",
            ANY,
            Compare(
                (
                    ("spring", every(HIKE, season((2023, 3), (2023, 6)))),
                    ("autumn", every(HIKE, season((2023, 9), (2023, 12)))),
                )
            ),
            (ELLIPSIS, COMPARATIVE),
        ),
        Step(
            "Could you tell me how many kilometres I hiked altogether that year?",
            ANY,
            Answer(total("distance"), every(HIKE, year(2023))),
            (QUANTITATIVE, COREFERENCED),
        ),
    ),
    by(
        LOWERCASE,
        "berkeley museums, the ones without mary",
        Step("museums in berkeley", ANY, BERKELEY_MUSEUMS, (SIMPLE,)),
        Step("which of those werent with mary", ANY, Those(with_("Mary"), keep=False), (COREFERENCED, LOGICAL, TYPO)),
    ),
    by(
        TYPO,
        "books of 2022 and 2023, the novels, the longest",
        Step("how many boks did I read in 2022", ANY, every(BOOK, year(2022)), (QUANTITATIVE, TYPO)),
        Step("adn 2023?", ANY, every(BOOK, year(2023)), (ELLIPSIS, TYPO)),
        Step("which of thsoe were novels", ANY, Those(kind("Novel")), (COREFERENCED, TYPO)),
        Step("the longst one", ANY, Best("pages"), (QUANTITATIVE, COREFERENCED, TYPO)),
    ),
    by(
        TERSE,
        "where with nothing said, history of 2019, then museums",
        Step("where was it?", ANY, Clarify(), (CLARIFICATION,)),
        Step("history 2019", ANY, Clarify(("book", "museum")), (CLARIFICATION,)),
        Step("museums", ANY, every(category("Museum", "History"), year(2019)), (ELLIPSIS,)),
    ),
    by(
        CHATTY,
        "beers or cocktails in japan, the ones in nara, any five stars",
        Step(
            "I'd love to see the beers or the cocktails I had while I was in Japan, please.",
            ANY,
            JAPAN_BEER_OR_COCKTAIL,
            (LOGICAL,),
        ),
        Step("Which of those were in Nara, if you don't mind me asking?", ANY, Those(city("Nara")), (COREFERENCED,)),
        Step(
            "And were any of the Nara ones rated five stars?",
            ANY,
            Verdict(exists(every(JAPAN_BEER_OR_COCKTAIL, city("Nara"), rating("==", 5)))),
            (VERIFICATION, COREFERENCED),
        ),
    ),
    by(
        LOWERCASE,
        "runs of 2025, not with tom, how far, more runs in 2024 or 2025",
        Step("my runs in 2025", ANY, every(RUN, year(2025)), (SIMPLE,)),
        Step("not with tom", ANY, RUNS_2025_NO_TOM, (ELLIPSIS, LOGICAL)),
        Step("how far did i run altogether", ANY, Answer(total("distance"), RUNS_2025_NO_TOM), (QUANTITATIVE, ELLIPSIS)),
        Step(
            "did i do more runs overall in 2024 or 2025",
            ANY,
            Compare((("2024", every(RUN, year(2024))), ("2025", every(RUN, year(2025))))),
            (COMPARATIVE,),
        ),
    ),
    by(
        TYPO,
        "her with nobody named, then sofia last year, dinners, japan",
        Step("waht did i do with her last yaer", ANY, Clarify(), (CLARIFICATION, TYPO)),
        Step("sofia", ANY, SOFIA_2025, (ELLIPSIS,)),
        Step("how many of thsoe were dinners", ANY, Those(kind("Dinner")), (QUANTITATIVE, COREFERENCED, TYPO)),
        Step(
            "was she ever with me in japan",
            ANY,
            Verdict(exists(every(with_("Sofia"), JP))),
            (VERIFICATION, COREFERENCED),
        ),
    ),
    by(
        TERSE,
        "reds or whites, then in the us, the top three italian reds",
        Step(
            "more reds or whites?",
            ANY,
            Compare((("red", every(WINE, RED)), ("white", every(WINE, WHITE)))),
            (COMPARATIVE,),
        ),
        Step(
            "in the us?",
            ANY,
            Compare((("red", every(WINE, RED, US)), ("white", every(WINE, WHITE, US)))),
            (ELLIPSIS, COMPARATIVE),
        ),
        Step(
            "top 3 italian reds",
            ANY,
            Top("rating", 3, every(WINE, RED, IT)),
            (QUANTITATIVE,),
        ),
    ),
    by(
        CHATTY,
        "first trip to japan, who came, how many nights",
        Step(
            "Could you remind me when I first travelled to Japan?",
            ANY,
            Best("itemDate", highest=False, among=every(TRAVEL, JP)),
            (SIMPLE, QUANTITATIVE),
        ),
        Step("Who came along with me on that one?", ANY, Detail("who"), (COREFERENCED,)),
        Step(
            "How many nights did I stay there?",
            ANY,
            Answer(total("nights"), FIRST_JAPAN_TRIP),
            (QUANTITATIVE, COREFERENCED),
        ),
    ),
    by(
        LOWERCASE,
        "dinners in santa fe, the mexican or vegetarian ones, the ones without mary",
        Step("dinners in santa fe", ANY, every(DINNER, city("Santa Fe")), (SIMPLE,)),
        Step(
            "only the mexican or veggie ones",
            ANY,
            Those(cuisine("mexican", "vegetarian")),
            (ELLIPSIS, LOGICAL),
        ),
        Step(
            "which of them werent with mary",
            ANY,
            Those(with_("Mary"), keep=False),
            (COREFERENCED, LOGICAL, TYPO),
        ),
    ),
    by(
        TYPO,
        "ski days in truckee, the latest, who came",
        Step("skiign days in Truckee", ANY, every(SKI, city("Truckee")), (SIMPLE, TYPO)),
        Step("whcih was the most recent", ANY, Best("itemDate"), (QUANTITATIVE, COREFERENCED, TYPO)),
        Step("who was ther with me", ANY, Detail("who"), (COREFERENCED, TYPO)),
    ),
    by(
        TERSE,
        "there with nothing said, wine in japan, peru, beer in peru",
        Step("anything from there in 2020?", ANY, Clarify(), (CLARIFICATION,)),
        Step(
            "ever had wine in Japan?",
            ANY,
            Verdict(exists(every(WINE, JP))),
            (VERIFICATION,),
        ),
        Step(
            "Peru?",
            ANY,
            Verdict(exists(every(WINE, PE))),
            (ELLIPSIS, VERIFICATION),
        ),
        Step(
            "beer in peru?",
            ANY,
            Verdict(exists(every(BEER, PE))),
            (ELLIPSIS, VERIFICATION),
        ),
    ),
    by(
        CHATTY,
        "lunches nearby without a location, then palo alto, not seafood",
        Step("I'm out and about right now, any good lunches nearby?", ANY, Clarify(), (CLARIFICATION,)),
        Step("Oh, sorry, I meant in Palo Alto.", ANY, every(LUNCH, city("Palo Alto")), (ELLIPSIS,)),
        Step(
            "And which of them weren't seafood?",
            ANY,
            Those(cuisine("seafood"), keep=False),
            (LOGICAL, COREFERENCED),
        ),
    ),
    by(
        LOWERCASE,
        "the longest of nothing, then books, when",
        Step("whats the longest one", ANY, Clarify(), (CLARIFICATION, TYPO)),
        Step("books", ANY, Best("pages", among=BOOK), (ELLIPSIS, QUANTITATIVE)),
        Step("when did i read it", ANY, Detail("year"), (COREFERENCED,)),
    ),
    by(
        TYPO,
        "art or science museums, in berkeley, cairo with mary",
        Step(
            "did i go to more art musuems or science ones",
            ANY,
            Compare((("art", every(MUSEUM, kind("Art"))), ("science", every(MUSEUM, kind("Science"))))),
            (COMPARATIVE, TYPO),
        ),
        Step(
            "what about in berkley",
            ANY,
            Compare(
                (
                    ("art", every(MUSEUM, kind("Art"), city("Berkeley"))),
                    ("science", every(MUSEUM, kind("Science"), city("Berkeley"))),
                )
            ),
            (ELLIPSIS, COMPARATIVE, TYPO),
        ),
        Step(
            "was mary ever with me at a musem in cairo",
            ANY,
            Verdict(exists(every(MUSEUM, city("Cairo"), with_("Mary")))),
            (VERIFICATION, TYPO),
        ),
    ),
    by(
        TERSE,
        "countries with wine, cocktail city, average beer rating",
        Step("how many countries have I had wine in?", ANY, Answer(distinct_places("countryCode"), WINE), (QUANTITATIVE,)),
        Step(
            "city w most cocktails",
            ANY,
            Answer(most_common_place("city"), COCKTAIL),
            (QUANTITATIVE, TYPO),
        ),
        Step("avg beer rating", ANY, Answer(mean("rating"), BEER), (QUANTITATIVE, TYPO)),
    ),
    by(
        LOWERCASE,
        "science stuff from 2020, the books, pages in total and on average",
        Step("science stuff from 2020", ANY, Clarify(("book", "museum")), (CLARIFICATION,)),
        Step("the books", ANY, every(category("Book", "Popular science"), year(2020)), (ELLIPSIS,)),
        Step(
            "how many pages was that in total",
            ANY,
            Answer(total("pages"), every(category("Book", "Popular science"), year(2020))),
            (QUANTITATIVE, COREFERENCED),
        ),
        Step(
            "and on avg",
            ANY,
            Answer(mean("pages"), every(category("Book", "Popular science"), year(2020))),
            (ELLIPSIS, QUANTITATIVE, TYPO),
        ),
    ),
)
