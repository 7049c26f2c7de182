"""Batch 105: conversations written blind (from the documentation and the sample data, without reading
the engine). Theme: a balanced, ordinary acceptance test, every question type in about equal share and
every category of the collection, in situations the users bring themselves: filling in a year-end
journal (how many books this year, the thickest, who wrote it, whether it got more than 3 stars, any
poetry, any biographies); comparing two friends' company (more things with Anna or with Sofia, this
year and in 2025; what was done with Sofia in 2025 without Tom); recommending a novel to a sister
(the 5-star novels, the ones since 2024, the shortest and its author); a quiz night about one's own
habits (oysters: how many, more in 2021 or 2025, the last time and where; ever been to Croatia, to
Ireland with Tom; the country with the most meals out outside the US); hosting friends and choosing a
wine (French 5-star wines that aren't red, the most recent, where it was drunk); beer or cocktails in
2022 and 2024; more margaritas or negronis and the bar with the most margaritas; steep hikes (more
than 1000 m of climbing, the ones outside the US, the shortest, when); lunches or dinners in Lisbon,
then in Barcelona, the ones that were not seafood; museums without Mary since 2020, the art ones, any
this year; walking and running this October; breakfasts with Chloé, the ones outside the US, how many
in France; the 3 longest hikes of the year, the second, who came; ski days in 2021 against 2020 and
the day with the most climbing; this year's trips and their average nights against last year's; a
thank-you bottle for Roberto (wines with him but without Mary since 2020, the zinfandels or
cabernets, whether all were rated 5, more bottles with Roberto or with Luca). Clarifications (each
followed by the user's answer): "the average for my bike rides this year" (distance or duration),
"how many nights was my trip with Luca" (Naples, Florence or Lecce), "my lecce trip" (the 2022 beach
holiday or the 2025 flight; answered "the beach one", then "and the other one?"), "which rating I
gave to my trip to Paris" (2019 or 2022) and "the science ones from last year" (Popular science books
or the Science museum, both in 2025). Personas: chatty journal writers and hosts, terse and lowercase
quiz players, non-native speakers ("This year I was more often with Anna or with Sofia?", "How many
nights we stayed there?", "It was more than in 2020?"), and 15 typo turns ("whithout", "shortets",
"wher", "avrage", "exibition", "cocktials", "margeritas", "climbign", "seafod", "musuems", "Irland",
"runnig", "brekfasts", "longst", "travle"). The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections import Counter
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
    Top,
    Verdict,
    between,
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
    number,
    rating,
    since,
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
POETRY, BIOGRAPHY = category("Book", "Poetry"), category("Book", "Biography")
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
LUNCH, DINNER, BREAKFAST = (category("Food", t) for t in ("Lunch", "Dinner", "Breakfast"))
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
US, FR, HR, IE = (country(c) for c in ("US", "FR", "HR", "IE"))

THIS_YEAR, LAST_YEAR = year(2026), year(2025)
THIS_OCTOBER = between(datetime(2026, 10, 1), datetime(2026, 11, 1))

BOOKS_2026 = every(BOOK, THIS_YEAR)
# the thickest book of 2026: "The River of Islands" by Tomas Reyes, 624 pages, rated 2
RIVER_OF_ISLANDS = every(BOOK, THIS_YEAR, title_has("The River of Islands"))
FIVE_STAR_NOVELS = every(NOVEL, rating("==", 5))
# the shortest 5-star novel since 2024: "The Winter of Gardens" by Tomas Reyes, 248 pages
WINTER_OF_GARDENS = every(NOVEL, title_has("The Winter of Gardens"))
OYSTERS = every(FOOD, field("dish", "oysters"))
TRIP_WITH_LUCA_TO_FLORENCE = every(TRAVEL, with_("Luca"), city("Florence"))  # 2019, 9 nights, rated 3
LECCE_BEACH_HOLIDAY = every(category("Travel", "Beach holiday"), city("Lecce"))  # June 2022, 8 nights
LECCE_FLIGHT = every(category("Travel", "Flight"), city("Lecce"))  # September 2025, 7 nights
PARIS_TRIP_2022 = every(TRAVEL, city("Paris"), year(2022))  # 12 nights, rated 3
SCIENCE_MUSEUMS_2025 = every(SCIENCE_MUSEUM, LAST_YEAR)  # only the Berkeley Science Museum, "Dinosaurs Alive"
FRENCH_FIVE_STAR_WINES = every(WINE, FR, rating("==", 5))
STEEP_HIKES = every(HIKE, number("elevation", ">", 1000))
LUNCH_OR_DINNER = either(LUNCH, DINNER)
MUSEUMS_WITHOUT_MARY = every(MUSEUM, since(datetime(2020, 1, 1)), without("Mary"))
ROBERTO_WITHOUT_MARY_WINES = every(WINE, with_("Roberto"), without("Mary"), since(datetime(2020, 1, 1)))
ZINFANDEL_OR_CABERNET = either(field("variety", "zinfandel"), field("variety", "cabernet sauvignon"))
BRUNCHES_WITH_CHLOE = every(BREAKFAST, with_("Chloé"))
MARGARITAS, NEGRONIS = every(COCKTAIL, title_has("Margarita")), every(COCKTAIL, title_has("Negroni"))


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def every_rated_five(predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether the items `predicate` selects (at least one) are all rated 5."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if predicate(i)]
        return bool(chosen) and all(i["rating"] == 5 for i in chosen)

    return holds


def most_common_field(name: str) -> Callable[[Sequence[Item]], str]:
    """The value of a field most of the items share (a single one: a tie is an error)."""

    def measure(items: Sequence[Item]) -> str:
        (first, n), *rest = Counter(i["fields"][name] for i in items).most_common()
        if rest and rest[0][1] == n:
            raise ValueError(f"{first} and {rest[0][0]} tie")
        return str(first)

    return measure


def most_common_country(items: Sequence[Item]) -> str:
    (first, n), *rest = Counter(i["place"]["country"] for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"{first} and {rest[0][0]} tie")
    return str(first)


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def higher_mean(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


CONVERSATIONS = (
    talk(
        "b105 year-end journal: this year's books",
        step(
            "Hi! I'm filling in my year-end journal tonight. How many books did I read this year?",
            BOOKS_2026,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Which of them was the thickest one?", Best("pages"), COREFERENCED, QUANTITATIVE),
        step("Who wrote it?", Answer(field_of("author"), RIVER_OF_ISLANDS), COREFERENCED, TERSE),
        step(
            "And did I give it more than 3 stars? I honestly can't remember.",
            Verdict(exists(every(RIVER_OF_ISLANDS, rating(">", 3)))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step("Did I read any poetry this year?", Verdict(exists(every(POETRY, THIS_YEAR))), VERIFICATION, SIMPLE),
        step(
            "and biographies?",
            Verdict(exists(every(BIOGRAPHY, THIS_YEAR))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b105 comparing two friends' company",
        step(
            "This year I was more often with Anna or with Sofia?",
            Compare((("Anna", every(with_("Anna"), THIS_YEAR)), ("Sofia", every(with_("Sofia"), THIS_YEAR)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And in 2025?",
            Compare((("Anna", every(with_("Anna"), LAST_YEAR)), ("Sofia", every(with_("Sofia"), LAST_YEAR)))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "Please show me what I did with Sofia in 2025 whithout Tom.",
            every(with_("Sofia"), LAST_YEAR, without("Tom")),
            LOGICAL,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b105 recommending a novel to my sister",
        step(
            "My sister wants a good novel for her holidays, so I'm going through my favourites. Which novels did I rate 5 stars?",
            FIVE_STAR_NOVELS,
            SIMPLE,
            CHATTY,
        ),
        step("just the ones since 2024", Those(since(datetime(2024, 1, 1))), COREFERENCED, TERSE, LOWERCASE),
        step(
            "which is the shortets one, she doesnt like long books",
            Best("pages", highest=False),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "Who's the author?",
            Answer(field_of("author"), WINTER_OF_GARDENS),
            COREFERENCED,
            TERSE,
        ),
    ),
    talk(
        "b105 quiz night: oysters",
        step("how many times have i eaten oysters", OYSTERS, SIMPLE, QUANTITATIVE, LOWERCASE),
        step(
            "more in 2021 or in 2025",
            Compare((("2021", every(OYSTERS, year(2021))), ("2025", every(OYSTERS, year(2025))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("when did i last have oysters", Best("itemDate", among=OYSTERS), SIMPLE, LOWERCASE),
        step("wher was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b105 bike ride averages",
        step(
            "whats the avrage for my bike rides this year",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the distance",
            Answer(mean("distance"), every(BIKE, THIS_YEAR)),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and last year?",
            Answer(mean("distance"), every(BIKE, LAST_YEAR)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b105 the trip with Luca",
        step("How many nights was my trip with Luca?", Clarify(("Naples", "Florence", "Lecce")), CLARIFICATION),
        step(
            "the florence one",
            Answer(field_of("nights"), TRIP_WITH_LUCA_TO_FLORENCE),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "Did I rate it 4 or higher?",
            Verdict(exists(every(TRIP_WITH_LUCA_TO_FLORENCE, rating(">=", 4)))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b105 the Lecce trip",
        step(
            "how many nights did i spend on my lecce trip",
            Clarify(("2022", "2025")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the beach one",
            Answer(field_of("nights"), LECCE_BEACH_HOLIDAY),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the other one?",
            Answer(field_of("nights"), LECCE_FLIGHT),
            COREFERENCED,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b105 the Paris trip",
        step("Which rating I gave to my trip to Paris?", Clarify(("2019", "2022")), CLARIFICATION, NON_NATIVE),
        step(
            "The one in 2022.",
            Answer(rating_of, PARIS_TRIP_2022),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "How many nights we stayed there?",
            Answer(field_of("nights"), PARIS_TRIP_2022),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b105 the science ones",
        step("the science ones from last year", Clarify(("book", "museum")), CLARIFICATION, TERSE, LOWERCASE),
        step("the museum", SCIENCE_MUSEUMS_2025, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "what exibition was on",
            Answer(field_of("exhibition"), SCIENCE_MUSEUMS_2025),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b105 a wine for Saturday's dinner",
        step(
            "I'm hosting friends on Saturday and I'd like to open something I really loved. Which French wines did I rate 5 stars?",
            FRENCH_FIVE_STAR_WINES,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Only the ones that aren't red, please.",
            Those(field("colour", "red"), keep=False),
            LOGICAL,
            COREFERENCED,
        ),
        step("Which of those did I have most recently?", Best("itemDate"), COREFERENCED),
        step("Where did I drink it?", Detail("city"), COREFERENCED, TERSE),
    ),
    talk(
        "b105 beer or cocktails",
        step(
            "beer or cocktials, which did i have more of in 2022",
            Compare((("beer", every(BEER, year(2022))), ("cocktail", every(COCKTAIL, year(2022))))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and 2024",
            Compare((("beer", every(BEER, year(2024))), ("cocktail", every(COCKTAIL, year(2024))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b105 margaritas or negronis",
        step(
            "Settle a bet: have I ordered more margeritas or negronis?",
            Compare((("margarita", MARGARITAS), ("negroni", NEGRONIS))),
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "At which bar did I have the most margaritas?",
            Answer(most_common_field("producer"), MARGARITAS),
            QUANTITATIVE,
        ),
    ),
    talk(
        "b105 steep hikes",
        step("hikes with more than 1000 m of climbign", STEEP_HIKES, SIMPLE, TERSE, LOWERCASE, TYPO),
        step("only the ones outside the us", Those(US, keep=False), LOGICAL, COREFERENCED, TERSE, LOWERCASE),
        step("which one was the shortest", Best("distance", highest=False), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step("when was that", Detail("year"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b105 lunches and dinners in Lisbon and Barcelona",
        step(
            "Please show me my lunches or dinners in Lisbon.",
            every(LUNCH_OR_DINNER, city("Lisbon")),
            LOGICAL,
            NON_NATIVE,
        ),
        step("And in Barcelona?", every(LUNCH_OR_DINNER, city("Barcelona")), ELLIPSIS, TERSE, NON_NATIVE),
        step(
            "Which of them was not seafod?",
            Those(field("cuisine", "seafood"), keep=False),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b105 museums without Mary",
        step("musuems without mary since 2020", MUSEUMS_WITHOUT_MARY, LOGICAL, TERSE, LOWERCASE, TYPO),
        step("how many of those were art museums", Those(ART_MUSEUM), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step(
            "any this year?",
            Verdict(exists(every(MUSEUMS_WITHOUT_MARY, ART_MUSEUM, THIS_YEAR))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b105 quiz night: where have I been",
        step(
            "Next quiz question is about me, ha. Have I ever been to Croatia?",
            Verdict(exists(HR)),
            VERIFICATION,
            CHATTY,
        ),
        step("and to Irland with Tom?", Verdict(exists(every(IE, with_("Tom")))), VERIFICATION, ELLIPSIS, TYPO),
        step(
            "Outside the US, in which country did I eat out the most?",
            Answer(most_common_country, every(FOOD, not_(US))),
            QUANTITATIVE,
            LOGICAL,
        ),
    ),
    talk(
        "b105 walking and running this October",
        step(
            "how many km did i walk this october",
            Answer(total("distance"), every(WALK, THIS_OCTOBER)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and runnig?",
            Answer(total("distance"), every(RUN, THIS_OCTOBER)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so i ran more than i walked, right",
            Verdict(larger_total("distance", every(RUN, THIS_OCTOBER), every(WALK, THIS_OCTOBER))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b105 brunches with Chloé",
        step("How many brekfasts have I had with Chloé?", BRUNCHES_WITH_CHLOE, SIMPLE, QUANTITATIVE, TYPO),
        step("which of them were not in the US", Those(US, keep=False), LOGICAL, COREFERENCED, LOWERCASE),
        step("how many of those in France", Those(FR), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b105 the longest hikes of the year",
        step(
            "my 3 longst hikes this year",
            Top("distance", 3, every(HIKE, THIS_YEAR)),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("the second one", Pick(2), COREFERENCED, TERSE, LOWERCASE),
        step("who was with me on it", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b105 ski days",
        step("How many ski days did I have in 2021?", every(SKI, year(2021)), SIMPLE, QUANTITATIVE, NON_NATIVE),
        step(
            "It was more than in 2020?",
            Verdict(more(every(SKI, year(2021)), every(SKI, year(2020)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Which day of 2021 had the most climbing?",
            Best("elevation", among=every(SKI, year(2021))),
            QUANTITATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b105 this year's trips",
        step("where did i travle this year", every(TRAVEL, THIS_YEAR), SIMPLE, LOWERCASE, TYPO),
        step(
            "whats the average number of nights",
            Answer(mean("nights"), every(TRAVEL, THIS_YEAR)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "was that more than last years average",
            Verdict(higher_mean("nights", every(TRAVEL, THIS_YEAR), every(TRAVEL, LAST_YEAR))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b105 a thank-you bottle for Roberto",
        step(
            "I want to send Roberto a bottle as a thank-you for helping me move. "
            "Which wines did I drink with him but without Mary since 2020?",
            ROBERTO_WITHOUT_MARY_WINES,
            LOGICAL,
            CHATTY,
        ),
        step(
            "Which of those were zinfandels or cabernets?",
            Those(ZINFANDEL_OR_CABERNET),
            LOGICAL,
            COREFERENCED,
        ),
        step(
            "did i rate every one of them 5 stars",
            Verdict(every_rated_five(every(ROBERTO_WITHOUT_MARY_WINES, ZINFANDEL_OR_CABERNET))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "Overall, did I share more bottles with Roberto or with Luca?",
            Compare((("Roberto", every(WINE, with_("Roberto"))), ("Luca", every(WINE, with_("Luca"))))),
            COMPARATIVE,
        ),
    ),
)
