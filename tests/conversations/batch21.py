"""Batch 21: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. The theme is drinks, museums and outdoor
activities: grape varieties, producers and breweries, beer styles, exhibitions, ratings, elevation,
distance and duration; negation in many forms ("other than", "not", "aside from", "without", "w/o",
"apart from", "outside"), "or" lists, top N and worst N, and questions that the assistant
should answer with a question ("history", "science", "there" with nothing talked about, a total of a
hike). Four users type them: a wine and beer enthusiast, a museum-goer, a hiker and a terse lowercase
user; some are polite and wordy, some write fragments, and about a quarter of the turns carry a typo.
Each turn is tagged with its question type (CSQA's: simple, coreferenced, ellipsis, logical,
quantitative, comparative, verification, clarification), the traits of the user who types it and the
persona of its conversation."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

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
    every,
    exists,
    number,
    rating,
    title_has,
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
    PERSONAS,
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step

DRINKS_FAN, MUSEUM_GOER, HIKER, TERSE_USER = "wine and beer enthusiast", "museum-goer", "hiker", "terse lowercase user"
USERS = (DRINKS_FAN, MUSEUM_GOER, HIKER, TERSE_USER)
TAGS = (*QUESTION_TYPES, *PERSONAS, *USERS)

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
DRINK, FOOD, MUSEUM = category("Drink"), category("Food"), category("Museum")
HIKE, SKI = category("Activity", "Hike"), category("Activity", "Ski")
US, IT, FR, GR, ES, PT, JP, EG, NL = (country(c) for c in ("US", "IT", "FR", "GR", "ES", "PT", "JP", "EG", "NL"))


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def negate(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def months(*numbers: int) -> Predicate:
    return lambda i: i["itemDate"].month in numbers


def count(items: Sequence[Item]) -> float:
    return len(items)


SUMMER, WINTER = months(6, 7, 8), months(12, 1, 2)
STOUT, IPA, LAGER, PILSNER = (every(BEER, title_has(style)) for style in ("Stout", "IPA", "Lager", "Pilsner"))
CABERNET = every(WINE, has_field("variety", "cabernet sauvignon"))
RED, WHITE = has_field("colour", "red"), has_field("colour", "white")


def chat(name: str, users: tuple[str, ...], *steps: Step, location: tuple[float, float] | None = None) -> Conversation:
    """A conversation whose every turn also carries the tags of the user who types it."""
    tagged = tuple(replace(step, tags=(*step.tags, *(u for u in users if u not in step.tags))) for step in steps)
    return Conversation(name, tagged, location=location, tags=users)


CONVERSATIONS = (
    chat(
        "cabernet outside the states",
        (DRINKS_FAN, CHATTY),
        Step(
            "Hi! Could you pull up all the Cabernet Sauvignon I've had, please?",
            ANY,
            CABERNET,
            (SIMPLE,),
        ),
        Step(
            "Lovely, thank you. Which of those did I drink somewhere other than the States?",
            ANY,
            Those(US, keep=False),
            (LOGICAL,),
        ),
        Step("And which one of them did I rate the highest?", ANY, Best("rating"), (QUANTITATIVE,)),
        Step("Remind me where that one was agian?", ANY, Detail("city"), (COREFERENCED, TYPO)),
    ),
    chat(
        "beer styles",
        (DRINKS_FAN, LOWERCASE),
        Step("how many stouts have i had", ANY, Answer(count, STOUT), (QUANTITATIVE,)),
        Step("and ipas?", ANY, Answer(count, IPA), (ELLIPSIS,)),
        Step("were any of the ipas rated 5", ANY, Verdict(exists(every(IPA, rating("==", 5)))), (VERIFICATION,)),
        Step(
            "did i have more lagers or pilsners",
            ANY,
            Compare((("lager", LAGER), ("pilsner", PILSNER))),
            (COMPARATIVE,),
        ),
    ),
    chat(
        "reds and whites by year",
        (DRINKS_FAN, LOWERCASE),
        Step(
            "did i drink more red or whtie wine in 2013",
            ANY,
            Compare((("white", every(WINE, WHITE, year(2013))), ("red", every(WINE, RED, year(2013))))),
            (COMPARATIVE, TYPO),
        ),
        Step(
            "what about 2026",
            ANY,
            Compare((("white", every(WINE, WHITE, year(2026))), ("red", every(WINE, RED, year(2026))))),
            (ELLIPSIS,),
        ),
        Step("ok show me the reds from that yr", ANY, every(WINE, RED, year(2026)), (COREFERENCED,)),
        Step("the second one", ANY, Pick(2), (COREFERENCED,)),
        Step("who was i with", ANY, Detail("who"), (COREFERENCED,)),
    ),
    chat(
        "iberian wines in fragments",
        (TERSE_USER, TERSE, LOWERCASE),
        Step("wines from portgual", ANY, every(WINE, PT), (SIMPLE, TYPO)),
        Step("spain?", ANY, every(WINE, ES), (ELLIPSIS,)),
        Step("not the reds", ANY, every(WINE, ES, negate(RED)), (LOGICAL,)),
        Step(
            "best",
            ANY,
            Best("rating"),
            (QUANTITATIVE,),
        ),
    ),
    chat(
        "museums on the iberian peninsula",
        (MUSEUM_GOER, CHATTY),
        Step(
            "I'd love to see every museum I visited in Spian or Portugal, if you don't mind.",
            ANY,
            every(MUSEUM, either(ES, PT)),
            (LOGICAL, TYPO),
        ),
        Step("How many of those were in Barcelona?", ANY, Answer(count, every(MUSEUM, city("Barcelona"))), (COREFERENCED,)),
        Step(
            "Thanks! Did I ever go to a natural history museum in Egypt?",
            ANY,
            Verdict(exists(every(category("Museum", "Natural history"), EG))),
            (VERIFICATION,),
        ),
    ),
    chat(
        "exhibitions",
        (MUSEUM_GOER,),
        Step(
            "show me museum visits for the Dinosaurs Alive exibition",
            ANY,
            every(MUSEUM, has_field("exhibition", "Dinosaurs Alive")),
            (SIMPLE, TYPO),
        ),
        Step("What about The Space Age?", ANY, every(MUSEUM, has_field("exhibition", "The Space Age")), (ELLIPSIS,)),
        Step("which of those were outside the US", ANY, Those(US, keep=False), (LOGICAL,)),
    ),
    chat(
        "museum comparisons",
        (MUSEUM_GOER,),
        Step(
            "Have I been to more science musuems or natural history ones?",
            ANY,
            Compare((("science", category("Museum", "Science")), ("natural history", category("Museum", "Natural history")))),
            (COMPARATIVE, TYPO),
        ),
        Step(
            "were there more museum visits in japan or in france",
            ANY,
            Compare((("japan", every(MUSEUM, JP)), ("france", every(MUSEUM, FR)))),
            (COMPARATIVE,),
        ),
        Step(
            "and egypt vs the netherlands?",
            ANY,
            Compare((("egypt", every(MUSEUM, EG)), ("netherlands", every(MUSEUM, NL)))),
            (ELLIPSIS,),
        ),
    ),
    chat(
        "worst museums and italy",
        (MUSEUM_GOER, CHATTY),
        Step(
            "Which museums did I like least? Just the worst 3 ive rated, please.",
            ANY,
            Top("rating", 3, MUSEUM, highest=False),
            (QUANTITATIVE, TYPO),
        ),
        Step(
            "Which museums in Italy have I been to apart from the ones in Florence?",
            ANY,
            every(MUSEUM, IT, negate(city("Florence"))),
            (LOGICAL,),
        ),
    ),
    chat(
        "big climbs",
        (HIKER,),
        Step("hikes with more than 1200 m of climbing", ANY, every(HIKE, number("elevation", ">", 1200)), (SIMPLE,)),
        Step("which of them were in italy or greece", ANY, Those(either(IT, GR)), (COREFERENCED,)),
        Step("whats my highest hike ever", ANY, Best("elevation", among=HIKE), (QUANTITATIVE, TYPO)),
    ),
    chat(
        "hiking seasons",
        (HIKER, CHATTY),
        Step(
            "Out of curiosity, did I go hiking more in the summer or in the winter?",
            ANY,
            Compare((("summer", every(HIKE, SUMMER)), ("winter", every(HIKE, WINTER)))),
            (COMPARATIVE,),
        ),
        Step(
            "Did I ever do a hike in Greece with more than 1300 m of climbing?",
            ANY,
            Verdict(exists(every(HIKE, GR, number("elevation", ">", 1300)))),
            (VERIFICATION,),
        ),
    ),
    chat(
        "hiking totals",
        (HIKER, TERSE),
        Step("total km hiked last year", ANY, Answer(total("distance"), every(HIKE, year(2025))), (QUANTITATIVE,)),
        Step("and the climbng?", ANY, Answer(total("elevation"), every(HIKE, year(2025))), (ELLIPSIS, TYPO)),
    ),
    chat(
        "ski days",
        (TERSE_USER, TERSE, LOWERCASE),
        Step("ski days this year", ANY, every(SKI, year(2026)), (SIMPLE,)),
        Step("steepest", ANY, Best("elevation"), (QUANTITATIVE,)),
        Step("any w/o mary", ANY, every(SKI, year(2026), without("Mary")), (LOGICAL, TYPO)),
    ),
    chat(
        "history is ambiguous",
        (MUSEUM_GOER, CHATTY),
        Step(
            "Could you show me my history stuff from 2019?",
            ANY,
            Clarify(("book", "museum")),
            (CLARIFICATION,),
        ),
        Step("The museums, please.", ANY, every(category("Museum", "History"), year(2019)), (ELLIPSIS,)),
    ),
    chat(
        "there with nothing said",
        (TERSE_USER, LOWERCASE),
        Step("what did i drink there", ANY, Clarify(), (CLARIFICATION,)),
        Step("in calistoga i mean", ANY, every(DRINK, city("Calistoga")), (SIMPLE,)),
        Step("and what did i eat there", ANY, every(FOOD, city("Calistoga")), (COREFERENCED,)),
    ),
    chat(
        "a total of what",
        (HIKER,),
        Step("What's my total for hikes in 2024?", ANY, Clarify(("distance", "elevation")), (CLARIFICATION,)),
        Step("distance", ANY, Answer(total("distance"), every(HIKE, year(2024))), (ELLIPSIS,)),
    ),
    chat(
        "science in 2022",
        (TERSE_USER, TERSE, LOWERCASE),
        Step("science 2022", ANY, Clarify(("book", "museum")), (CLARIFICATION,)),
        Step("science musems then", ANY, every(category("Museum", "Science"), year(2022)), (SIMPLE, TYPO)),
    ),
    chat(
        "best of nothing",
        (TERSE_USER, LOWERCASE),
        Step(
            "which one was teh best",
            ANY,
            Clarify(),
            (CLARIFICATION, TYPO),
        ),
        Step("the long ones from 2023?", ANY, Clarify(), (CLARIFICATION,)),
    ),
    chat(
        "japanese bars and breweries",
        (DRINKS_FAN,),
        Step("coktails or beers in japan", ANY, every(either(COCKTAIL, BEER), JP), (LOGICAL, TYPO)),
        Step("just the ones without Mary", ANY, Those(with_("Mary"), keep=False), (LOGICAL,)),
        Step(
            "Beers aside from San Francisco Brewing that I rated 4 or higher",
            ANY,
            every(BEER, negate(has_field("producer", "San Francisco Brewing")), rating(">=", 4)),
            (LOGICAL,),
        ),
    ),
    chat(
        "highest hikes",
        (HIKER,),
        Step("my 5 highest hikes", ANY, Top("elevation", 5, HIKE), (QUANTITATIVE,)),
        Step(
            "did i hike more in itlay or greece",
            ANY,
            Compare((("italy", every(HIKE, IT)), ("greece", every(HIKE, GR)))),
            (COMPARATIVE, TYPO),
        ),
    ),
    chat(
        "rare grapes",
        (DRINKS_FAN, CHATTY),
        Step(
            "Have I ever had a Koshu that I gave 5 stars?",
            ANY,
            Verdict(exists(every(WINE, has_field("variety", "koshu"), rating("==", 5)))),
            (VERIFICATION,),
        ),
        Step(
            "What about a nebbiolo rated 5, ever?",
            ANY,
            Verdict(exists(every(WINE, has_field("variety", "nebbiolo"), rating("==", 5)))),
            (VERIFICATION,),
        ),
        Step(
            "Did I ever drink riesling anywhere other than Germany?",
            ANY,
            Verdict(exists(every(WINE, has_field("variety", "riesling"), negate(country("DE"))))),
            (VERIFICATION,),
        ),
    ),
)
