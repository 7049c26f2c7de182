"""Batch 20: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. The theme is reconstructing a year or a
trip: what happened where, with whom, in which order (first, last, most recent), how many, and checks
of remembered facts, with follow-ups by pronoun and by substitution. Each turn is tagged with its CSQA
question type (simple, coreferenced, ellipsis, logical, quantitative, comparative, verification,
clarification), the persona who types it (a journalist fact-checking a profile of the user, a
forgetful user who refers back a lot, a non-native speaker, a typo-prone mobile user) and `typo` when
it carries a realistic typo. The conversation clock is the harness's: 29 November 2026."""

from __future__ import annotations

from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Expectation,
    Pick,
    Predicate,
    Those,
    Top,
    Verdict,
    between,
    category,
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    not_kind,
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
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step

JOURNALIST, FORGETFUL, MOBILE = "journalist", "forgetful", "mobile"
PERSONAS = (JOURNALIST, FORGETFUL, NON_NATIVE, MOBILE)
TAGS = (*QUESTION_TYPES, *PERSONAS, TYPO)

ANY = ANY_INTENT
TRIP, HIKE, WALK, DINNER, LUNCH = category("Travel"), kind("Hike"), kind("Walk"), kind("Dinner"), kind("Lunch")
WINE, BEER, DRINK, FOOD, MUSEUM = (
    category("Drink", "Wine"),
    category("Drink", "Beer"),
    category("Drink"),
    category("Food"),
    category("Museum"),
)
ROAD_TRIP = category("Travel", "Road trip")
GR, JP, FR, AR = (country(c) for c in ("GR", "JP", "FR", "AR"))
GREEK_SUMMER = every(GR, year(2026))


def spring(y: int) -> Predicate:
    return between(datetime(y, 3, 1), datetime(y, 6, 1))


def autumn(y: int) -> Predicate:
    return between(datetime(y, 9, 1), datetime(y, 12, 1))


def alone_on(title: str) -> Verdict:
    """Yes when the item called `title` has no companions."""
    return Verdict(lambda items: any(i["title"] == title and not i["who"] for i in items))


def anyone_but(name: str, among: Predicate) -> Verdict:
    """Yes when some item `among` selects had a companion other than `name`."""
    return Verdict(lambda items: any(among(i) and set(i["who"]) - {name} for i in items))


def chat(name: str, persona: str, *steps: Step) -> Conversation:
    return Conversation(name, steps, tags=(persona,))


def turn(text: str, expect: Expectation, question: str, persona: str, typo: bool = False, known_failure: str | None = None) -> Step:
    """A turn judged on its reply only, tagged with its question type, its persona and `typo` if it has one."""
    return Step(text, ANY, expect, (question, persona, TYPO) if typo else (question, persona), known_failure=known_failure)


CONVERSATIONS: tuple[Conversation, ...] = (
    chat(
        "journalist checks the Greek summer",
        JOURNALIST,
        turn("How many entries do you have from Greece in 2026?", GREEK_SUMMER, QUANTITATIVE, JOURNALIST),
        turn(
            "Was Elena part of that trip?",
            Verdict(exists(every(GREEK_SUMMER, with_("Elena")))),
            VERIFICATION,
            JOURNALIST,
        ),
        turn("How many of those were hikes?", Those(HIKE), COREFERENCED, JOURNALIST),
        turn(
            "Which of them was the longest?",
            Best("distance"),
            QUANTITATIVE,
            JOURNALIST,
        ),
    ),
    chat(
        "journalist: first and latest trip to Japan",
        JOURNALIST,
        turn(
            "When did I first travel to Japan?",
            Best("itemDate", highest=False, among=every(TRIP, JP)),
            QUANTITATIVE,
            JOURNALIST,
        ),
        turn("And the most recent trip there?", Best("itemDate", among=every(TRIP, JP)), ELLIPSIS, JOURNALIST),
        turn("Did I go on that one by myself?", alone_on("Train journey to Nara"), VERIFICATION, JOURNALIST),
    ),
    chat(
        "forgetful: the trips of 2019",
        FORGETFUL,
        turn("remind me wich trips I took in 2019", every(TRIP, year(2019)), SIMPLE, FORGETFUL, typo=True),
        turn("the second one", Pick(2), COREFERENCED, FORGETFUL),
        turn("where was that again?", Detail("city"), COREFERENCED, FORGETFUL),
    ),
    chat(
        "forgetful: dinners in Puglia",
        FORGETFUL,
        turn("show me the dinners I had in Lecce", every(DINNER, city("Lecce")), SIMPLE, FORGETFUL),
        turn(
            "and in that other town nearby, Bari?",
            every(DINNER, city("Bari")),
            ELLIPSIS,
            FORGETFUL,
        ),
        turn(
            "was anybody other than Mary with me at those?",
            anyone_but("Mary", every(DINNER, city("Bari"))),
            VERIFICATION,
            FORGETFUL,
        ),
    ),
    chat(
        "non-native: museums in Japan and France",
        NON_NATIVE,
        turn("How many museum I have visit in Japan?", every(MUSEUM, JP), QUANTITATIVE, NON_NATIVE),
        turn("And in France?", every(MUSEUM, FR), ELLIPSIS, NON_NATIVE),
        turn(
            "So where I go more often to museums, Japan or France?",
            Compare((("Japan", every(MUSEUM, JP)), ("France", every(MUSEUM, FR)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    chat(
        "mobile: hikes this year without Mary",
        MOBILE,
        turn(
            "hikes ths year without mary",
            every(HIKE, year(2026), without("Mary")),
            LOGICAL,
            MOBILE,
            typo=True,
        ),
        turn(
            "hw many of thsoe were with roberto",
            Those(with_("Roberto")),
            COREFERENCED,
            MOBILE,
            typo=True,
        ),
    ),
    chat(
        "journalist: nights away",
        JOURNALIST,
        turn(
            "In total, how many nights was I away on trips in 2024?",
            Answer(total("nights"), every(TRIP, year(2024))),
            QUANTITATIVE,
            JOURNALIST,
        ),
        turn("And last year?", Answer(total("nights"), every(TRIP, year(2025))), ELLIPSIS, JOURNALIST),
        turn(
            "Is it correct that the Jaipur flight got 3 stars?",
            Verdict(exists(every(TRIP, city("Jaipur"), rating("==", 3)))),
            VERIFICATION,
            JOURNALIST,
        ),
        turn(
            "Overall, were there more flights or train journeys?",
            Compare((("flight", category("Travel", "Flight")), ("train", category("Travel", "Train journey")))),
            COMPARATIVE,
            JOURNALIST,
        ),
    ),
    chat(
        "journalist: road trips and companions",
        JOURNALIST,
        turn("Have I ever been on a road trip with Tom?", Verdict(exists(every(ROAD_TRIP, with_("Tom")))), VERIFICATION, JOURNALIST),
        turn(
            "Did I ever do a drive without Roberto?",
            Verdict(exists(every(ROAD_TRIP, without("Roberto")))),
            VERIFICATION,
            JOURNALIST,
        ),
    ),
    chat(
        "non-native: the Argentina trip",
        NON_NATIVE,
        turn("In Argentina, how many different city I was?", Answer(distinct_places("city"), AR), QUANTITATIVE, NON_NATIVE),
        turn("Which wines I drinked there?", every(WINE, AR), COREFERENCED, NON_NATIVE),
        turn("The best one of them, which is?", Best("rating"), QUANTITATIVE, NON_NATIVE),
    ),
    chat(
        "mobile: Spain with the gang",
        MOBILE,
        turn("dinners in madird", every(DINNER, city("Madrid")), SIMPLE, MOBILE, typo=True),
        turn("wat about san sebastian", every(DINNER, city("San Sebastián")), ELLIPSIS, MOBILE, typo=True),
        turn(
            "ok lunches there or in logrono",
            every(LUNCH, cities("San Sebastián", "Logroño")),
            LOGICAL,
            MOBILE,
            typo=True,
        ),
    ),
    chat(
        "mobile: where was it, out of nowhere",
        MOBILE,
        turn("where was it", Clarify(), CLARIFICATION, MOBILE),
        turn("longest hike in delphi", Best("distance", among=every(HIKE, city("Delphi"))), QUANTITATIVE, MOBILE),
        turn("wht year was that", Detail("year"), COREFERENCED, MOBILE, typo=True),
    ),
    chat(
        "forgetful: history in 2014",
        FORGETFUL,
        turn("show me my history stuff from 2014", Clarify(("book", "museum")), CLARIFICATION, FORGETFUL),
        turn("the musuems", every(category("Museum", "History"), year(2014)), ELLIPSIS, FORGETFUL, typo=True),
    ),
    chat(
        "non-native: science in 2023",
        NON_NATIVE,
        turn("What science things I have in 2023?", Clarify(("book", "museum")), CLARIFICATION, NON_NATIVE),
        turn("The books, please", every(category("Book", "Popular science"), year(2023)), ELLIPSIS, NON_NATIVE),
    ),
    chat(
        "forgetful: drinks in Nara and Kyoto",
        FORGETFUL,
        turn("what did I drink in Nara in 2023?", every(DRINK, city("Nara"), year(2023)), SIMPLE, FORGETFUL),
        turn("and in Kyoto?", every(DRINK, city("Kyoto"), year(2023)), ELLIPSIS, FORGETFUL),
    ),
    chat(
        "journalist: hiking seasons",
        JOURNALIST,
        turn(
            "In 2022, did I hike more in spring or in autumn?",
            Compare((("autumn", every(HIKE, autumn(2022))), ("spring", every(HIKE, spring(2022))))),
            COMPARATIVE,
            JOURNALIST,
        ),
        turn(
            "and in 2018?",
            Compare((("spring", every(HIKE, spring(2018))), ("autumn", every(HIKE, autumn(2018))))),
            COMPARATIVE,
            JOURNALIST,
        ),
        turn(
            "What was the average rating of my Kyoto meals in 2023?",
            Answer(mean("rating"), every(FOOD, city("Kyoto"), year(2023))),
            QUANTITATIVE,
            JOURNALIST,
        ),
    ),
    chat(
        "mobile: wine or beer",
        MOBILE,
        turn(
            "did i drink more wine or beer in 2023",
            Compare((("wine", every(WINE, year(2023))), ("beer", every(BEER, year(2023))))),
            COMPARATIVE,
            MOBILE,
        ),
        turn(
            "n in 2022?",
            Compare((("wine", every(WINE, year(2022))), ("beer", every(BEER, year(2022))))),
            ELLIPSIS,
            MOBILE,
            typo=True,
        ),
        turn("whats the longest one from 2019", Clarify(), CLARIFICATION, MOBILE, typo=True),
    ),
    chat(
        "non-native: travel companions",
        NON_NATIVE,
        turn(
            "With who I travel more, Chloé or Priya?",
            Compare((("Chloé", every(TRIP, with_("Chloé"))), ("Priya", every(TRIP, with_("Priya"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        turn("The trips in 2022 where Mary was not coming?", every(TRIP, year(2022), without("Mary")), LOGICAL, NON_NATIVE),
        turn("Walks in Kyoto or in Nara on 2023", every(WALK, cities("Kyoto", "Nara"), year(2023)), LOGICAL, NON_NATIVE),
    ),
    chat(
        "journalist: the Cairo and Greece record",
        JOURNALIST,
        turn("Which museums in Cairo werent art museums?", every(MUSEUM, city("Cairo"), not_kind("Art")), LOGICAL, JOURNALIST, typo=True),
        turn("My three longest hikes in Greece?", Top("distance", 3, every(HIKE, GR)), QUANTITATIVE, JOURNALIST),
        turn("how many km did I hike in Greece altogether?", Answer(total("distance"), every(HIKE, GR)), QUANTITATIVE, JOURNALIST),
        turn(
            "Was the Cusco flight rated 5?",
            Verdict(exists(every(TRIP, city("Cusco"), rating("==", 5)))),
            VERIFICATION,
            JOURNALIST,
        ),
    ),
    chat(
        "mobile: follow-ups with nothing before",
        MOBILE,
        turn("teh first one", Clarify(), CLARIFICATION, MOBILE, typo=True),
        turn(
            "was it with mary",
            Clarify(),
            CLARIFICATION,
            MOBILE,
        ),
        turn("trips i took last yr", every(TRIP, year(2025)), SIMPLE, MOBILE, typo=True),
    ),
    chat(
        "forgetful: the Jaipur fortnight",
        FORGETFUL,
        turn("what were the dinners in Jaipur again", every(DINNER, city("Jaipur")), SIMPLE, FORGETFUL),
        turn("which ones weren't with Chloe", Those(with_("Chloé"), keep=False), LOGICAL, FORGETFUL, typo=True),
        turn("did we have any beer there?", Verdict(exists(every(BEER, city("Jaipur")))), VERIFICATION, FORGETFUL),
    ),
)
