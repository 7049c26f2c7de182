"""Batch 28: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md.

Theme: a user coming back to the scrapbook after a while and hopping between collections (beers,
wines, trips, museums, hikes, ski days, books, meals), asking with places (countries, cities, regions,
continents, "abroad"), time words ("the year before", "that same month", "the last 3 yrs", "before
2015", "between 2018 and 2020", "this yr", "the one before that"), companions, picking items out of a
list ("the last one", "the one in Peru", "3rd one"), asking details of the picked item (who, where,
distance) and correcting themselves ("no sry i meant beers", "Oh, the museums").

Personas:
- terse: a commuter typing on the phone, a few words a turn, texting abbreviations ("yrs", "nvm");
- chatty: a verbose, polite user who wraps every question in greetings and thanks;
- lowercase: no capitals, no punctuation;
- typo: a hurried typist with transposed and missing letters ("itlay", "cocktials", "musuems").

Each turn is tagged with its CSQA question types and the traits of the user who types it; a turn with a
typo or a texting abbreviation carries the typo tag whoever types it. The expectations are computed
with the predicates of expect.py over the sample items; "now" is the harness's 29 November 2026."""

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
    Pick,
    Predicate,
    Those,
    Verdict,
    before,
    between,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    number,
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
DRINK, MUSEUM, BOOK = category("Drink"), category("Museum"), category("Book")
TRAVEL, FLIGHT = category("Travel"), category("Travel", "Flight")
HIKE, SKI, BIKE = category("Activity", "Hike"), category("Activity", "Ski"), category("Activity", "Bike ride")
LUNCH, POPULAR_SCIENCE, HISTORY_MUSEUM = category("Food", "Lunch"), category("Book", "Popular science"), category("Museum", "History")
IT, GR, ES, PT, JP, VN, AU = (country(c) for c in ("IT", "GR", "ES", "PT", "JP", "VN", "AU"))

# The collection's countries in Europe (Turkey, astride the Bosphorus, is left out: no question below
# touches a Turkish item) and in South America. The home country is the United States (most items).
EUROPE_CODES = ("IT", "FR", "GR", "ES", "PT", "NL", "CH", "NO", "CZ", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR")
SOUTH_AMERICA_CODES = ("BR", "PE", "AR")


def abroad(i: Item) -> bool:
    return bool(i["place"]["countryCode"] != "US")


def in_europe(i: Item) -> bool:
    return i["place"]["countryCode"] in EUROPE_CODES


def in_south_america(i: Item) -> bool:
    return i["place"]["countryCode"] in SOUTH_AMERICA_CODES


def the(item_id: str) -> Predicate:
    """The one item with this id (for a number stated about the item the previous turn chose)."""
    return lambda i: i["_id"] == item_id


def more_than(predicate: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    return lambda items: sum(map(predicate, items)) > n


CONVERSATIONS: tuple[Conversation, ...] = (
    # The commuter: beers outside the home country, one country of them, then the last one listed
    # (all three Vietnamese beers were with Mary and Sofia).
    talk(
        "commuter beers abroad",
        Step("beers abroad", ANY, every(BEER, abroad), tags=(SIMPLE, LOGICAL, TERSE)),  # 29
        Step("just vietnam", ANY, every(BEER, VN), tags=(ELLIPSIS, TERSE)),  # 3
        Step("last one", ANY, Pick(-1), tags=(COREFERENCED, TERSE)),
    ),
    # Polite: the South American trips; "the one in Peru" is the middle one in date order, either way
    # (Buenos Aires 2025, Cusco Aug 2023, Rio 2021); no wine in August 2023 (only a beer and a cocktail).
    talk(
        "polite south america trips",
        Step(
            "Good evening! It's been ages since I last looked at my scrapbook. Could you please list the trips I took to South America?",
            ANY,
            every(TRAVEL, in_south_america),
            tags=(SIMPLE, CHATTY),
        ),  # 3
        Step(
            "Thank you kindly. Could you tell me a little more about the one in Peru?",
            ANY,
            Pick(2),
            tags=(COREFERENCED, CHATTY),
        ),
        Step(
            "How lovely. And did I have any wine during that same month, by any chance?",
            ANY,
            Verdict(exists(every(WINE, between(datetime(2023, 8, 1), datetime(2023, 9, 1))))),
            tags=(VERIFICATION, COREFERENCED, CHATTY),
        ),  # no
    ),
    # Lowercase: European museums before 2015 (7: five in Portugal, one in Greece, one in France).
    talk(
        "lowercase european museums before 2015",
        Step(
            "museums i went to in europe before 2015",
            ANY,
            every(MUSEUM, in_europe, before(datetime(2015, 1, 1))),
            tags=(SIMPLE, LOWERCASE),
        ),  # 7
        Step("how many of those were in portugal", ANY, Those(PT), tags=(QUANTITATIVE, COREFERENCED, LOWERCASE)),  # 5
        # The Lisbon History Museum (5 stars) is the only best one, of the five and of the seven alike.
        Step("which one did i like best", ANY, Best("rating"), tags=(QUANTITATIVE, COREFERENCED, LOWERCASE)),
    ),
    # Typos: hikes in Italy, then Greece, the longest of the Greek ones (near Delphi) and its distance.
    talk(
        "typo hikes italy greece",
        Step("hikes in itlay", ANY, every(HIKE, IT), tags=(SIMPLE, TYPO)),  # 8
        Step("waht about greece", ANY, every(HIKE, GR), tags=(ELLIPSIS, TYPO)),  # 7
        Step("which one was the longst", ANY, Best("distance"), tags=(QUANTITATIVE, COREFERENCED, TYPO)),  # 21.6 km
        Step("how far was taht one", ANY, Answer(total("distance"), the("scrapbook-02411")), tags=(COREFERENCED, TYPO)),
    ),
    # Lowercase: "her" with nobody talked about yet, answered with a name.
    talk(
        "lowercase drinks with her in lisbon",
        Step("what did i drink with her in lisbon", ANY, Clarify(), tags=(CLARIFICATION, LOWERCASE)),
        Step("mary", ANY, every(DRINK, city("Lisbon"), with_("Mary")), tags=(ELLIPSIS, LOWERCASE)),  # 9
        Step(
            "any of them get 5 stars",
            ANY,
            Verdict(exists(every(DRINK, city("Lisbon"), with_("Mary"), rating("==", 5)))),
            tags=(VERIFICATION, COREFERENCED, LOWERCASE),
        ),  # yes: two
    ),
    # Polite: Tuscan wines between 2018 and 2020 (all 16 from 2019), the four without Mary, the best of
    # them (Tenuta Vieira Sangiovese 2013, 5 stars, the only one) and where it was (Florence).
    talk(
        "polite tuscan wines",
        Step(
            "Hi there, I hope you're well. I'd love to revisit the wines from Tuscany I had between 2018 and 2020, if you could.",
            ANY,
            every(WINE, region("Tuscany"), year(2018, 2019, 2020)),
            tags=(SIMPLE, CHATTY),
        ),
        Step(
            "Out of those, which ones did I drink without Mary?",
            ANY,
            Those(with_("Mary"), keep=False),
            tags=(LOGICAL, COREFERENCED, CHATTY),
        ),
        Step("And which of them did I rate the highest?", ANY, Best("rating"), tags=(QUANTITATIVE, COREFERENCED, CHATTY)),
        Step("Where was that one, please?", ANY, Detail("city"), tags=(COREFERENCED, CHATTY)),
    ),
    # Typos: cocktails in Spain, corrected to beers (two of each, different items), the first of them.
    talk(
        "typo cocktails no beers spain",
        Step("cocktials in spain", ANY, every(COCKTAIL, ES), tags=(SIMPLE, TYPO)),  # 2, Barcelona
        Step("no sry i meant beers", ANY, every(BEER, ES), tags=(ELLIPSIS, TYPO)),  # 2, Seville and San Sebastián
        Step("the frist one", ANY, Pick(1), tags=(COREFERENCED, TYPO)),
    ),
    # The commuter: trips in the last three years (since 29 Nov 2023: the same 12 as 2024-2026), abroad
    # (11: the road trip to Calistoga goes), longer than 10 nights (Buenos Aires, Jaipur, Athens).
    talk(
        "commuter recent trips",
        Step("trips last 3 yrs", ANY, every(TRAVEL, since(datetime(2023, 11, 29))), tags=(SIMPLE, TERSE, TYPO)),
        Step("abroad only", ANY, Those(abroad), tags=(LOGICAL, ELLIPSIS, TERSE)),
        Step("over 10 nights?", ANY, Those(number("nights", ">", 10)), tags=(COMPARATIVE, ELLIPSIS, TERSE)),
    ),
    # Lowercase: wine or beer in Japan (6 to 5), in 2023 (2 to 3), the best 2023 beer (two Kyoto beers
    # tie at 4 stars; either is right).
    talk(
        "lowercase japan wine or beer",
        Step(
            "did i have more wine or beer in japan",
            ANY,
            Compare((("wine", every(WINE, JP)), ("beer", every(BEER, JP)))),
            tags=(COMPARATIVE, LOWERCASE),
        ),
        Step(
            "and in 2023",
            ANY,
            Compare((("wine", every(WINE, JP, year(2023))), ("beer", every(BEER, JP, year(2023))))),
            tags=(COMPARATIVE, ELLIPSIS, LOWERCASE),
        ),
        Step(
            "which of those beers did i like best",
            ANY,
            Best("rating", among=every(BEER, JP, year(2023))),
            tags=(QUANTITATIVE, COREFERENCED, LOWERCASE),
        ),
    ),
    # Polite: "history" is both a kind of book and a kind of museum; the museums (7 with five stars),
    # four of them in Europe (Lisbon, Paris, Zurich, Edinburgh).
    talk(
        "polite history favourites",
        Step(
            "Hello again! Could you pull up my history favourites, the ones I gave five stars?",
            ANY,
            Clarify(("book", "museum")),
            tags=(CLARIFICATION, CHATTY),
        ),
        Step(
            "Oh, the museums, sorry for not being clearer.",
            ANY,
            every(HISTORY_MUSEUM, rating("==", 5)),
            tags=(ELLIPSIS, CHATTY),
        ),
        Step(
            "How many of those were in Europe?",
            ANY,
            Those(in_europe),
            tags=(QUANTITATIVE, COREFERENCED, CHATTY),
        ),
    ),
    # Typos: "science" is popular science books or science museums; the books of 2022 (two) and their
    # pages in all (248 + 260).
    talk(
        "typo science stuff",
        Step("sceince stuff from 2022", ANY, Clarify(("book", "museum")), tags=(CLARIFICATION, TYPO)),
        Step("the boks", ANY, every(POPULAR_SCIENCE, year(2022)), tags=(ELLIPSIS, TYPO)),
        Step(
            "how many pages in totl",
            ANY,
            Answer(total("pages"), every(POPULAR_SCIENCE, year(2022))),
            tags=(QUANTITATIVE, COREFERENCED, TYPO),
        ),
    ),
    # The commuter: "nearby" with no location sent, then a place and a year instead, then a pick.
    talk(
        "commuter lunch nearby",
        Step("lunch spots nearby", ANY, Clarify(), tags=(CLARIFICATION, TERSE)),
        Step("nvm. lunches barcelona 2018", ANY, every(LUNCH, city("Barcelona"), year(2018)), tags=(SIMPLE, TERSE, TYPO)),  # 8
        Step("3rd one", ANY, Pick(3), tags=(COREFERENCED, TERSE)),
    ),
    # Lowercase: "it" with nothing talked about; the latest flight (Athens, July 2026, with Mary and
    # Elena); the flight before it (Lecce, September 2025).
    talk(
        "lowercase latest flight",
        Step("where was it again", ANY, Clarify(), tags=(CLARIFICATION, LOWERCASE)),
        Step("my most recent flight", ANY, Best("itemDate", among=FLIGHT), tags=(SIMPLE, QUANTITATIVE, LOWERCASE)),
        Step("who came along", ANY, Detail("who"), tags=(COREFERENCED, LOWERCASE)),
        Step(
            "and the one before that",
            ANY,
            Best("itemDate", among=every(FLIGHT, before(datetime(2026, 7, 7)))),
            tags=(COREFERENCED, ELLIPSIS, LOWERCASE),
        ),
    ),
    # Polite: "the longest one I did" could be a distance or a number of nights; the bike rides of 2023:
    # the longest is 78.6 km (Berkeley, 30 Nov 2023).
    talk(
        "polite longest in 2023",
        Step("Quick question, if I may: what was the longest one I did in 2023?", ANY, Clarify(), tags=(CLARIFICATION, CHATTY)),
        Step("Sorry, I meant my bike rides.", ANY, Best("distance", among=every(BIKE, year(2023))), tags=(QUANTITATIVE, ELLIPSIS, CHATTY)),
        Step(
            "And how many kilometres was that one?",
            ANY,
            Answer(total("distance"), the("scrapbook-01976")),
            tags=(QUANTITATIVE, COREFERENCED, CHATTY),
        ),
    ),
    # Lowercase: skiing with Anna before 2020 (Truckee, 2015), abroad too (no: Whistler was 2021), and
    # with Mary (28 ski days) or James (23).
    talk(
        "lowercase ski days",
        Step(
            "did i ever go skiing w anna before 2020",
            ANY,
            Verdict(exists(every(SKI, with_("Anna"), before(datetime(2020, 1, 1))))),
            tags=(VERIFICATION, LOWERCASE, TYPO),
        ),  # yes
        Step(
            "what about abroad",
            ANY,
            Verdict(exists(every(SKI, with_("Anna"), before(datetime(2020, 1, 1)), abroad))),
            tags=(VERIFICATION, ELLIPSIS, LOGICAL, LOWERCASE),
        ),  # no
        Step(
            "did i ski more with mary or with james",
            ANY,
            Compare((("mary", every(SKI, with_("Mary"))), ("james", every(SKI, with_("James"))))),
            tags=(COMPARATIVE, LOWERCASE),
        ),
    ),
    # The commuter: wines of 2019 (39), the year before (30), which year had more.
    talk(
        "commuter wines by year",
        Step("wines 2019", ANY, every(WINE, year(2019)), tags=(SIMPLE, TERSE)),
        Step("year before?", ANY, every(WINE, year(2018)), tags=(ELLIPSIS, TERSE)),
        Step(
            "which yr had more",
            ANY,
            Compare((("2019", every(WINE, year(2019))), ("2018", every(WINE, year(2018))))),
            tags=(COMPARATIVE, COREFERENCED, TERSE, TYPO),
        ),
    ),
    # Typos: a claim about this year's museums (12 in 2026), the Australian ones (4), the second of them.
    talk(
        "typo museums this year",
        Step(
            "i thnk i went to more than 10 musuems this yr, rigth?",
            ANY,
            Verdict(more_than(every(MUSEUM, year(2026)), 10)),
            tags=(VERIFICATION, QUANTITATIVE, TYPO),
        ),  # yes
        Step("how many wre in austrlia", ANY, every(MUSEUM, year(2026), AU), tags=(QUANTITATIVE, COREFERENCED, TYPO)),  # 4
        Step("the 2nd one", ANY, Pick(2), tags=(COREFERENCED, TYPO)),
    ),
    # Polite: museums in how many countries (24), Berkeley or Oakland (18 to 17), Priya in Berkeley (no).
    talk(
        "polite museum places",
        Step(
            "Good morning! In how many different countries have I visited museums, all told?",
            ANY,
            Answer(distinct_places("country"), MUSEUM),
            tags=(QUANTITATIVE, CHATTY),
        ),
        Step(
            "Goodness. Did I go to more of them in Berkeley or in Oakland?",
            ANY,
            Compare((("Berkeley", every(MUSEUM, city("Berkeley"))), ("Oakland", every(MUSEUM, city("Oakland"))))),
            tags=(COMPARATIVE, CHATTY),
        ),
        Step(
            "Were any of the Berkeley ones with Priya, by any chance?",
            ANY,
            Verdict(exists(every(MUSEUM, city("Berkeley"), with_("Priya")))),
            tags=(VERIFICATION, COREFERENCED, CHATTY),
        ),  # no
    ),
    # Lowercase: hikes with Mary but not Roberto in 2016 (3, in the Dolomites), in 2017 (2, Calistoga and
    # Moab), none of the 2017 ones in Italy.
    talk(
        "lowercase hikes with mary not roberto",
        Step(
            "hikes in 2016 with mary but without roberto",
            ANY,
            every(HIKE, year(2016), with_("Mary"), without("Roberto")),
            tags=(LOGICAL, LOWERCASE),
        ),
        Step("and 2017", ANY, every(HIKE, year(2017), with_("Mary"), without("Roberto")), tags=(LOGICAL, ELLIPSIS, LOWERCASE)),
        Step(
            "were any of those in italy",
            ANY,
            Verdict(exists(every(HIKE, year(2017), with_("Mary"), without("Roberto"), IT))),
            tags=(VERIFICATION, COREFERENCED, LOWERCASE),
        ),  # no
    ),
)
