"""Batch 97: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a friend is visiting and the user
shows off the collection in one long, wandering chat, drilling down and climbing back up: the trips
with Anna, then "the third one", who came along, "and the one after that", what it was rated; the
trips of 2024, the longest of them in nights, "how about museums there?" (Jaipur), the favourite one
and its exhibition; the hikes of 2025, "only the ones with anna", "same but 2022", the rest of 2022,
the longest and how far it was; the thickest book of last year, its author and pages, everything by
her and how many got 5 stars; the top 3 and the worst wine of 2025 with its grape, producer and town;
in how many countries wine and beer were drunk, and with Anna, and the most frequent country outside
the US; the average and total distance of this year's runs, the cycling total set against 2024;
nights away last year and in 2024 and the average rating of those trips; museums in Lisbon or Cairo,
not with Mary, the earliest and its exhibition; last year's books rated 5 with over 400 pages; walks
of 2025 without Mary and the ones abroad among them; hiking with Anna or Roberto, trips with Mary or
Anna; the first ski day ever and whether it was the best rated. A topic switch with a reset phrase and a
new request in the same message ("ok enough about wine. how many books ..."). Clarifications, each
followed by the user's answer: "my biggest hike in 2025" (distance or elevation: both fields are
"big"), "the science ones from 2024" (Popular science books or Science museums), "how many nights was
my Paris trip" (May 2019 or November 2022) and "how much did i cycle in 2024" (distance or
duration). Personas: a chatty non-native speaker showing a friend around ("What I gave it as rating,
you remember?", "In how many diferent countries I have drunk wine?"), a terse one ("grape?",
"producr?"), a lowercase one without punctuation, and 15 typo turns ("wich", "thsoe", "autor",
"avrage", "cyling", "bigest", "museuns", "nigths", "whcih", "ciaro", "withuot", "Robeto", "frist").
The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    field,
    field_of,
    holds_for,
    mean,
    most_common_place,
    not_,
    number,
    rating,
    the,
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
from .suite import talk

WINE, BEER = category("Drink", "Wine"), category("Drink", "Beer")
BOOK, TRAVEL, MUSEUM = category("Book"), category("Travel"), category("Museum")
NOVEL, POPULAR_SCIENCE = category("Book", "Novel"), category("Book", "Popular science")
SCIENCE_MUSEUM = category("Museum", "Science")
HIKE, RUN, WALK, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride", "Ski"))
US, PT, PE, CA = (country(c) for c in ("US", "PT", "PE", "CA"))

THIS_YEAR, LAST_YEAR = year(2026), year(2025)
WITH_ANNA = with_("Anna")

TRIPS_WITH_ANNA = every(TRAVEL, WITH_ANNA)
TRIPS_2024, TRIPS_2025 = every(TRAVEL, year(2024)), every(TRAVEL, LAST_YEAR)
HIKES_2025, HIKES_2022 = every(HIKE, LAST_YEAR), every(HIKE, year(2022))
BOOKS_2025 = every(BOOK, LAST_YEAR)
WINES_2025 = every(WINE, LAST_YEAR)
RUNS_2026 = every(RUN, THIS_YEAR)
BIKES_2024, BIKES_2026 = every(BIKE, year(2024)), every(BIKE, THIS_YEAR)

JAIPUR_HISTORY_MUSEUM = the("scrapbook-02056")  # rated 5, exhibition "Impressionist Light"
WHY_CITIES_MATTER = the("scrapbook-02187")  # 592 pages by Nina Petrova: the thickest book of 2025
TENUTA_BELAIR_PRIMITIVO = the("scrapbook-02262")  # rated 1, the only 1 among 2025's wines; Lecce
NAPA_HIKE_2025 = the("scrapbook-02146")  # 21.7 km, 1,200 m: the farthest hike of 2025
VENICE_SCIENCE_MUSEUM = the("scrapbook-02096")  # August 2024, with Mary and Anna, rated 4
PARIS_2019, PARIS_2022 = the("scrapbook-01271"), the("scrapbook-01779")  # 7 nights (with Anna), 12 nights
YOUNTVILLE_RIDE = "scrapbook-02005"  # 58.1 km with James: the longest bike ride of 2024
LISBON_NATURAL_HISTORY = the("scrapbook-00092")  # October 2010, with Ben: "Silk Roads"
FIRST_SKI_DAY = "scrapbook-00030"  # 7 March 2010, South Lake Tahoe, 25.4 km, rated 4


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def best_rated_of_its_kind(item_id: str, kind_of: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the item is rated as high as anything of its kind."""

    def holds(items: Sequence[Item]) -> bool:
        (item,) = [i for i in items if i["_id"] == item_id]
        return item["rating"] == max(i["rating"] for i in items if kind_of(i))

    return holds


CONVERSATIONS = (
    talk(
        "b97 trips with Anna, the third one and the next",
        step(
            "Hello! My friend Giulia is staying by me this week and I want to show her my travels. "
            "Can you list all the trips I did together with Anna?",
            TRIPS_WITH_ANNA,
            SIMPLE,
            CHATTY,
            NON_NATIVE,
        ),
        step("Ooh, open the third one please", Pick(3), COREFERENCED, CHATTY, NON_NATIVE),
        step("Who was coming with us that time?", Detail("who"), COREFERENCED, NON_NATIVE),
        step(
            "And the one after that?",
            Pick(4),
            COREFERENCED,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step("What I gave it as rating, you remember?", Detail("rating"), COREFERENCED, CHATTY, NON_NATIVE),
    ),
    talk(
        "b97 the longest trip of 2024 and museums there",
        step("what trips did i take in 2024", TRIPS_2024, SIMPLE, LOWERCASE),
        step("wich was the longest", Best("nights"), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step("how about museums there", every(MUSEUM, city("Jaipur")), ELLIPSIS, COREFERENCED, LOWERCASE),
        step("which one did i like most", Best("rating"), COREFERENCED, LOWERCASE),
        step(
            "whats the exhibition called",
            Answer(field_of("exhibition"), JAIPUR_HISTORY_MUSEUM),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b97 hikes with Anna, 2025 then 2022, and the rest",
        step("hikes 2025 pls", HIKES_2025, SIMPLE, TERSE, LOWERCASE),
        step("only the ones with anna", Those(WITH_ANNA), LOGICAL, COREFERENCED, LOWERCASE),
        step("same but 2022", every(HIKES_2022, WITH_ANNA), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "and the rest of 2022",
            every(HIKES_2022, not_(WITH_ANNA)),
            LOGICAL,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "which of thsoe was the longest",
            Best("distance"),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how far was it",
            Answer(field_of("distance"), the("scrapbook-01819")),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b97 the thickest book of last year and its author",
        step(
            "My friend is a big reader so let's brag a little: what was the thickest book I read last year?",
            Best("pages", among=BOOKS_2025),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Who's the autor?",
            Answer(field_of("author"), WHY_CITIES_MATTER),
            COREFERENCED,
            TERSE,
            TYPO,
        ),
        step(
            "and how many pages was it exactly",
            Answer(field_of("pages"), WHY_CITIES_MATTER),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "Show me everything I've read by her",
            every(BOOK, field("author", "Nina Petrova")),
            COREFERENCED,
        ),
        step(
            "how many of them did I give 5 stars?",
            Those(rating("==", 5)),
            COREFERENCED,
            QUANTITATIVE,
        ),
    ),
    talk(
        "b97 top and worst wines of 2025",
        step("top 3 wines 2025", Top("rating", 3, WINES_2025), SIMPLE, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "worst wine that year?",
            Best("rating", highest=False, among=WINES_2025),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
        ),
        step("grape?", Answer(field_of("variety"), TENUTA_BELAIR_PRIMITIVO), COREFERENCED, ELLIPSIS, TERSE),
        step(
            "producr?",
            Answer(field_of("producer"), TENUTA_BELAIR_PRIMITIVO),
            COREFERENCED,
            ELLIPSIS,
            TERSE,
            TYPO,
        ),
        step("where", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b97 in how many countries, wine, beer and with Anna",
        step(
            "In how many diferent countries I have drunk wine?",
            Answer(distinct_places("country"), WINE),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step("And beer?", Answer(distinct_places("country"), BEER), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "Leaving out the USA, which country I drank the most wine?",
            Answer(most_common_place("country"), every(WINE, not_(US))),
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Now about Anna: in how many countries we have been together?",
            Answer(distinct_places("country"), WITH_ANNA),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
            CHATTY,
        ),
        step(
            "Did we go together to Peru ever?",
            Verdict(exists(every(WITH_ANNA, PE))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step("And Canada?", Verdict(exists(every(WITH_ANNA, CA))), VERIFICATION, ELLIPSIS, TERSE, NON_NATIVE),
    ),
    talk(
        "b97 this year's runs and rides",
        step(
            "whats the avrage distance of my runs this year",
            Answer(mean("distance"), RUNS_2026),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and the total", Answer(total("distance"), RUNS_2026), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "same for cyling",
            Answer(total("distance"), BIKES_2026),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was that more than in 2024",
            Verdict(larger_total("distance", BIKES_2026, BIKES_2024)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b97 nights away last year and in 2024",
        step(
            "How many nights was I away in total last year?",
            Answer(total("nights"), TRIPS_2025),
            SIMPLE,
            QUANTITATIVE,
        ),
        step("And in 2024?", Answer(total("nights"), TRIPS_2024), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "What's the average rating of those trips?",
            Answer(mean("rating"), TRIPS_2024),
            COREFERENCED,
            QUANTITATIVE,
        ),
    ),
    talk(
        "b97 my biggest hike of 2025",
        step(
            "what was my bigest hike in 2025",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "distance",
            Best("distance", among=HIKES_2025),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("who came along", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "and how much did it climb",
            Answer(field_of("elevation"), NAPA_HIKE_2025),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b97 the science ones from 2024",
        step("Can you pull up the science ones from 2024?", Clarify(("book", "museum")), CLARIFICATION),
        step(
            "the museuns",
            every(SCIENCE_MUSEUM, year(2024)),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("Which one was with Anna?", Those(WITH_ANNA), LOGICAL, COREFERENCED),
        step("what did I rate it", Answer(rating_of, VENICE_SCIENCE_MUSEUM), COREFERENCED, TERSE),
    ),
    talk(
        "b97 the Paris trip",
        step("How many nigths was my Paris trip?", Clarify(("2019", "2022")), CLARIFICATION, TYPO),
        step(
            "The one with Anna",
            Answer(field_of("nights"), PARIS_2019),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "what about the other paris one",
            Answer(field_of("nights"), PARIS_2022),
            COREFERENCED,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "Did we see any museums on that trip?",
            Verdict(exists(every(MUSEUM, city("Paris"), year(2022)))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b97 how much cycling in 2024",
        step(
            "how much did i cycle in 2024",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "in km",
            Answer(total("distance"), BIKES_2024),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "whcih was the longest one",
            Best("distance", among=BIKES_2024),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did james come on that one",
            Verdict(holds_for(YOUNTVILLE_RIDE, with_("James"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b97 Portuguese wines, then enough about wine",
        step("show me my portuguese wines", every(WINE, PT), SIMPLE, LOWERCASE),
        step("which one did i like best", Best("rating"), COREFERENCED, LOWERCASE),
        step("who was i drinking it with", Detail("who"), COREFERENCED, LOWERCASE),
        step(
            "ok enough about wine. how many books have i read this year?",
            every(BOOK, THIS_YEAR),
            SIMPLE,
            QUANTITATIVE,
        ),
        step(
            "more novels or science books?",
            Compare((("novel", every(NOVEL, THIS_YEAR)), ("science", every(POPULAR_SCIENCE, THIS_YEAR)))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b97 museums in Lisbon or Cairo, not with Mary",
        step("museums in lisbon or ciaro", every(MUSEUM, cities("Lisbon", "Cairo")), LOGICAL, LOWERCASE, TYPO),
        step("which of them weren't with Mary?", Those(with_("Mary"), keep=False), LOGICAL, COREFERENCED),
        step("the earliest of those", Best("itemDate", highest=False), COREFERENCED, TERSE, LOWERCASE),
        step(
            "what exhibition did I see there",
            Answer(field_of("exhibition"), LISBON_NATURAL_HISTORY),
            COREFERENCED,
        ),
    ),
    talk(
        "b97 last year's long five-star books",
        step(
            "Which books from last year did I rate 5 stars that were also over 400 pages?",
            every(BOOKS_2025, rating("==", 5), number("pages", ">", 400)),
            LOGICAL,
        ),
        step(
            "any by Yuko Tanaka among them?",
            Verdict(exists(every(BOOKS_2025, rating("==", 5), number("pages", ">", 400), field("author", "Yuko Tanaka")))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b97 walks of 2025 without Mary",
        step("walks in 2025 withuot mary", every(WALK, LAST_YEAR, not_(with_("Mary"))), LOGICAL, LOWERCASE, TYPO),
        step("and the ones abroad among them", Those(not_(US)), LOGICAL, COREFERENCED, LOWERCASE),
        step(
            "how many km were those together",
            Answer(total("distance"), every(WALK, LAST_YEAR, not_(with_("Mary")), not_(US))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b97 hiking with Anna or Roberto",
        step(
            "Did I go hiking more often with Anna or with Robeto?",
            Compare((("Anna", every(HIKE, WITH_ANNA)), ("Roberto", every(HIKE, with_("Roberto"))))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "and just this year",
            Compare(
                (
                    ("Anna", every(HIKE, WITH_ANNA, THIS_YEAR)),
                    ("Roberto", every(HIKE, with_("Roberto"), THIS_YEAR)),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "ok and who came on more of my trips mary or anna",
            Compare((("Mary", every(TRAVEL, with_("Mary"))), ("Anna", TRIPS_WITH_ANNA))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b97 the first ski day ever",
        step(
            "when was my very frist ski day",
            Best("itemDate", highest=False, among=SKI),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many km did i do that day",
            Answer(field_of("distance"), the(FIRST_SKI_DAY)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "Was it my best rated ski day?",
            Verdict(best_rated_of_its_kind(FIRST_SKI_DAY, SKI)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
        ),
    ),
)
