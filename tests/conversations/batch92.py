"""Batch 92: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: an enthusiast's own jargon. The
user talks like a hobbyist of each category: wine words ("cabs", "sauv blanc", "the burgundies",
"bubbly", "old world reds", "kiwi" for New Zealand, "natural wine", "orange wine"), beer styles ("stouts",
"IPAs", "pale ales", "saisons", "sours"), cocktail words ("negronis", "margs", "mezcal stuff"),
running, cycling and hiking words ("a half marathon distance", "my long runs, 18k or more", "rides
over 50k", "vert", "time on feet", "k"), reader words ("doorstopper", "non-fiction", "popsci") and
museum words ("the impressionists", "the dino show"). Each jargon word was checked against the
collection definition and the sample items: where it maps onto something the collection has (a
variety, a colour, a region, a word of the beer and cocktail titles, an exhibition, a number field),
the expectation is that set or value; where the collection has nothing of it (sours, mezcal, natural
and orange wine, a run of half-marathon length: the longest run is 20.9 km), the question is asked as
a yes/no and the expected answer is an honest "no", never a guess. "old world" is read as the
European wine countries; "non-fiction" of 2025 is every book of 2025 but the novels (no poetry was
read that year).

Clarifications (each checked to have two readings that pick different items in the sample):
"how many sauvs did i open in 2021" (cabernet sauvignon: 5, sauvignon blanc: 2), answered "sauv
blanc"; "what was my biggest hike in 2024" (the size word "big" measures both distance, where the
Mill Valley hike of 19.9 km wins, and elevation, where the Berkeley hike of 1,020 m wins), answered
"most vert"; "whats my total on the bike this year" (distance or duration), answered "kms".

Personas: a chatty wine lover, terse and lowercase runners and cyclists, a non-native speaker
(old world reds, novels and popular science, the impressionists), and 16 typo turns (keyboard slips
such as "burgandies", "negornis", "allong", "hikse", "non-fcition"). The questions are asked on
29 November 2026."""

from __future__ import annotations

from collections.abc import Sequence

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
    holds_for,
    mean,
    not_,
    number,
    rating,
    region,
    the,
    title_has,
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

WINE, BEER, COCKTAIL = (category("Drink", t) for t in ("Wine", "Beer", "Cocktail"))
BOOK, NOVEL = category("Book"), category("Book", "Novel")
POPSCI, BIOGRAPHY = category("Book", "Popular science"), category("Book", "Biography")
HIKE, RUN, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Bike ride", "Ski"))
MUSEUM = category("Museum")
CAB, SAUV_BLANC, PINOT = (field("variety", v) for v in ("cabernet sauvignon", "sauvignon blanc", "pinot noir"))
RED, WHITE, SPARKLING, ROSE = (field("colour", c) for c in ("red", "white", "sparkling", "rosé"))
OLD_WORLD = either(*(country(c) for c in ("FR", "IT", "GR", "ES", "PT", "DE", "AT")))
IMPRESSIONISTS = every(MUSEUM, field("exhibition", "Impressionist Light"))
DINOSAURS = every(MUSEUM, field("exhibition", "Dinosaurs Alive"))


def latest_year(items: Sequence[Item]) -> str:
    """The year of the most recent of `items`."""
    return str(max(items, key=lambda i: i["itemDate"])["itemDate"].year)


def all_of(among: Predicate, predicate: Predicate):
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def larger_total(name: str, first: Predicate, second: Predicate):
    """Whether the items `first` selects add up to more of `name` than those `second` selects."""

    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


FRENCH_CABS = every(WINE, CAB, country("FR"))  # 4
NAPA_VALLEY_CABS = every(WINE, CAB, region("Napa Valley"))  # 37, 5 of them rated 5
OLDEST_FIVE_STAR_NAPA_CAB = the("scrapbook-00710")  # Monte Vineyards Cabernet Sauvignon 2012, with Mary and Roberto
SAUV_BLANCS_2021 = every(WINE, SAUV_BLANC, year(2021))  # 2, both in Napa
BURGUNDIES = every(WINE, region("Burgundy"))  # 9: 4 pinot noir (red), 5 chardonnay (white)
BUBBLY = every(WINE, SPARKLING)  # 10, all in May and June 2019
OLD_WORLD_REDS = every(WINE, RED, OLD_WORLD)  # 84: Italy 50, France 21, Portugal 8, Spain 5
STOUTS, IPAS, PALE_ALES = (every(BEER, title_has(s)) for s in ("Stout", "IPA", "Pale Ale"))  # 9, 11, 12
SAISONS_WITH_MARY = every(BEER, title_has("Saison"), with_("Mary"))  # 4, 3 of them outside San Francisco
NEGRONIS = every(COCKTAIL, title_has("Negroni"))  # 10
BEST_NEGRONI = the("scrapbook-00400")  # rated 5, in Fira
MARGARITAS, MARTINIS = (every(COCKTAIL, title_has(s)) for s in ("Margarita", "Martini"))  # 16, 13
LONGEST_RUN_2025 = the("scrapbook-02252")  # 20.9 km, San Francisco, with Tom
LONG_RUNS_2026 = every(RUN, year(2026), number("distance", ">=", 18))  # 2: 19.2 + 19.6 km
LONG_RUNS_2025 = every(RUN, year(2025), number("distance", ">=", 18))  # 6
HIKES_OR_RIDES_2025_NO_MARY = every(either(HIKE, BIKE), year(2025), without("Mary"))  # 5
HIKES_2024 = every(HIKE, year(2024))  # longest: Mill Valley 19.9 km; most vert: Berkeley 1,020 m
HIKES_2026, SKI_2026 = every(HIKE, year(2026)), every(SKI, year(2026))  # 11,560 m and 1,760 m of climbing
BIKE_2026, BIKE_2025 = every(BIKE, year(2026)), every(BIKE, year(2025))  # 230.8 km and 257.4 km
BOOKS_2025 = every(BOOK, year(2025))
BIGGEST_BOOK_2025 = the("scrapbook-02187")  # Why Cities Matter, 592 pages, by Nina Petrova, rated 3
NON_FICTION_2025 = every(BOOK, year(2025), not_(NOVEL), not_(category("Book", "Poetry")))  # 12
NOVELS_2026 = every(NOVEL, year(2026))  # 7 (popular science: 3); the worst rated: The River of Islands
WORST_NOVEL_2026 = the("scrapbook-02303")  # rated 2, by Tomas Reyes

CONVERSATIONS = (
    talk(
        "b92 cabs from france and napa valley",
        step(
            "Been on a real cab kick lately haha, so tell me: how many cabs have I logged from France?",
            FRENCH_CABS,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("and from napa valley?", NAPA_VALLEY_CABS, ELLIPSIS, TERSE, LOWERCASE),
        step("Ooh nice. Which of those did I give the full five stars?", Those(rating("==", 5)), COREFERENCED, CHATTY),
        step(
            "And of those, which one has the oldest vintige?",
            Best("vintage", highest=False),
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
        step("Who was I sharing that bottle with?", Detail("who"), COREFERENCED, CHATTY),
    ),
    talk(
        "b92 the sauvs of 2021",
        step(
            "how many sauvs did i open in 2021",
            Clarify(("cabernet sauvignon", "sauvignon blanc")),
            CLARIFICATION,
            LOWERCASE,
            known_failure="reply asks no question; answered with 2 results instead of asking; the question back does not offer ['cabernet sauvignon']",
        ),
        step("sauv blanc", SAUV_BLANCS_2021, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "were any of them kiwi ones",
            Verdict(exists(every(SAUV_BLANCS_2021, country("NZ")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            known_failure="reply does not start with 'no'",
        ),
    ),
    talk(
        "b92 the burgundies",
        step("pull up the burgandies", BURGUNDIES, SIMPLE, TERSE, LOWERCASE, TYPO, known_failure="None results, expected 9"),
        step(
            "more red or white",
            Compare((("white", every(BURGUNDIES, WHITE)), ("red", every(BURGUNDIES, RED)))),
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            known_failure="reply lacks the counts ['white 5', 'red 4']",
        ),
        step("just the pinots", Those(PINOT), COREFERENCED, TERSE, LOWERCASE, known_failure="None results, expected 4"),
        step(
            "avg score on them?",
            Answer(mean("rating"), every(BURGUNDIES, PINOT)),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            known_failure="reply does not state 4.5",
        ),
    ),
    talk(
        "b92 bubbly",
        step("how much bubbly have i gone through", BUBBLY, SIMPLE, QUANTITATIVE, LOWERCASE),
        step("was all of it in 2019", Verdict(all_of(BUBBLY, year(2019))), VERIFICATION, COREFERENCED, LOWERCASE),
        step(
            "which ones wernt with mary",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
            TYPO,
            known_failure="70 results, expected 2",
        ),
        step("and how many roses have i had", every(WINE, ROSE), ELLIPSIS, QUANTITATIVE, LOWERCASE, known_failure="0 results, expected 6"),
    ),
    talk(
        "b92 old world reds, non-native",
        step(
            "Please show me the old world reds I have drunk.",
            OLD_WORLD_REDS,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "Without the Italian ones, please.",
            Those(country("IT"), keep=False),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Which rating they have in average?",
            Answer(mean("rating"), every(OLD_WORLD_REDS, not_(country("IT")))),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b92 stouts, ipas, pale ales, sours",
        step(
            "have i had more stouts or IPAs over the years",
            Compare((("IPA", IPAS), ("stout", STOUTS))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and pale ales vs ipas",
            Compare((("pale ale", PALE_ALES), ("IPA", IPAS))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            known_failure="reply does not name 'pale ale'; reply lacks the counts ['pale ale 12', 'IPA 11']",
        ),
        step(
            "any sours logged?",
            Verdict(exists(every(BEER, title_has("sour")))),
            VERIFICATION,
            TERSE,
            LOWERCASE,
            known_failure="reply does not start with 'no'",
        ),
    ),
    talk(
        "b92 saisons with mary",
        step("saisons i drank with marry", SAISONS_WITH_MARY, SIMPLE, LOWERCASE, TYPO),
        step(
            "how many of those were outside sf",
            Those(city("San Francisco"), keep=False),
            LOGICAL,
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b92 negronis and mezcal",
        step(
            "Negroni season is coming lol. How many negornis have I had over the years?",
            NEGRONIS,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step("Which one did I like best?", Best("rating"), COREFERENCED, CHATTY),
        step("where was i drinking that one", Detail("city"), COREFERENCED, LOWERCASE),
        step(
            "unrelated but do i have any mezcal stuff logged at all",
            Verdict(exists(every(COCKTAIL, title_has("mezcal")))),
            VERIFICATION,
            CHATTY,
            LOWERCASE,
            known_failure="reply does not start with 'no'",
        ),
    ),
    talk(
        "b92 margs or martinis",
        step(
            "margs or martinis, whcih did i order more",
            Compare((("margarita", MARGARITAS), ("martini", MARTINIS))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in 2023 only",
            Compare((("margarita", every(MARGARITAS, year(2023))), ("martini", every(MARTINIS, year(2023))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b92 natural and orange wine",
        step(
            "do i have any natural wine logged",
            Verdict(exists(every(WINE, title_has("natural")))),
            VERIFICATION,
            LOWERCASE,
            known_failure="reply does not start with 'no'",
        ),
        step(
            "what about orange wine",
            Verdict(exists(every(WINE, either(title_has("orange"), field("colour", "orange"))))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b92 half marathon distance",
        step(
            "ever run a half marathon distnace?",
            Verdict(exists(every(RUN, number("distance", ">=", 21.0975)))),
            VERIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
            known_failure="reply does not start with 'no'",
        ),
        step(
            "longest run last year then",
            Best("distance", among=every(RUN, year(2025))),
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many k",
            Answer(field_of("distance"), LONGEST_RUN_2025),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("who ran it with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b92 long runs, 18k plus",
        step("my long runs this year, 18k or more", LONG_RUNS_2026, SIMPLE, LOWERCASE),
        step(
            "total k on thsoe",
            Answer(total("distance"), LONG_RUNS_2026),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("and how many last year", LONG_RUNS_2025, ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step(
            "so i did more long runs last year than this year?",
            Verdict(lambda items: sum(map(LONG_RUNS_2025, items)) > sum(map(LONG_RUNS_2026, items))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b92 hikes or rides without mary, rides over 50k",
        step(
            "hikse or rides last year, not the ones with mary",
            HIKES_OR_RIDES_2025_NO_MARY,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "only the rides over 50k",
            Those(every(BIKE, number("distance", ">", 50))),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("the longest one", Best("distance"), COREFERENCED, TERSE, LOWERCASE),
        step("who came allong", Detail("who"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b92 biggest hike of 2024",
        step(
            "what was my biggest hike in 2024",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step("most vert", Best("elevation", among=HIKES_2024), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("where was that one", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b92 vert this year, hikes vs skis",
        step("total vert on my hikes this year?", Answer(total("elevation"), HIKES_2026), SIMPLE, QUANTITATIVE, LOWERCASE),
        step("and on skis", Answer(total("elevation"), SKI_2026), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so hiking won on vert this year, yeah?",
            Verdict(larger_total("elevation", HIKES_2026, SKI_2026)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b92 total on the bike",
        step(
            "whats my total on the bike this year",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "kms",
            Answer(total("distance"), BIKE_2026),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and in 2025?",
            Answer(total("distance"), BIKE_2025),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so this year i rode less than last year, corect?",
            Verdict(larger_total("distance", BIKE_2025, BIKE_2026)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b92 time on feet",
        step(
            "how much time on feet did i log hiking in 2025, in minutes",
            Answer(total("duration"), every(HIKE, year(2025))),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and in 2024",
            Answer(total("duration"), HIKES_2024),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b92 doorstopper of last year",
        step("biggest doorstoper i read last year?", Best("pages", among=BOOKS_2025), SIMPLE, LOWERCASE, TYPO),
        step(
            "who wrote that",
            Answer(field_of("author"), BIGGEST_BOOK_2025),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "did i give it five stars",
            Verdict(holds_for("scrapbook-02187", rating("==", 5))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b92 non-fiction last year",
        step(
            "how much non-fcition did i get through last year",
            NON_FICTION_2025,
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the five star ones",
            Those(rating("==", 5)),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "any biographys in there",
            Verdict(exists(every(NON_FICTION_2025, rating("==", 5), BIOGRAPHY))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b92 novels and popsci this year, non-native",
        step(
            "This year I read more novels or more popsci?",
            Compare((("novel", NOVELS_2026), ("popular science", every(POPSCI, year(2026))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "Which of the novels of this year I have rated the most bad?",
            Best("rating", highest=False, among=NOVELS_2026),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "Who is the writter of it?",
            Answer(field_of("author"), WORST_NOVEL_2026),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b92 the impressionists",
        step(
            "When was the last time I went to see the Impressionists?",
            Answer(latest_year, IMPRESSIONISTS),
            SIMPLE,
            NON_NATIVE,
            known_failure="reply does not state '2026'",
        ),
        step(
            "How many times I have seen this show, in total?",
            IMPRESSIONISTS,
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
            known_failure="None results, expected 26",
        ),
        step(
            "I saw it one time in Paris also, no?",
            Verdict(exists(every(IMPRESSIONISTS, city("Paris")))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "more impresionists or the dino show overall",
            Compare((("impressionist", IMPRESSIONISTS), ("dinosaur", DINOSAURS))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
            known_failure="reply does not name 'impressionist'; reply lacks the counts ['impressionist 26', 'dinosaur 20']",
        ),
    ),
)
