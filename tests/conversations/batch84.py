"""Batch 84: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a user planning and reminiscing around
food and drink and the people at the table: restaurants and meals (breakfasts, lunches, dinners, street
food), wines, beers and cocktails, by city and country ("which dinners did I have in Lisbon", "what did
I drink in Lyon"), by who was there ("dinners with sofia or anna last year", "what did i eat with kenji
in tokyo"), by rating ("my best breakfast in portugal", "and the worst lunch there"); questions that
mix two categories ("what did I eat or drink in Nafplio this year"), follow-ups that switch the category
but keep place and time ("and what did I drink there?", "and the bars there", "and the dinners
there?"), coreference to people ("did she come to all of them?", "was he with me in hakone too", "which
of hers was the best"), counts, averages, best and worst, comparisons between cities, years and
companions ("more dinners in barcelona or lisbon", "who did I have more dinners with, Sofia or Anna?"),
yes/no checks ("did i ever give a florence wine five stars", "so cocktails are better than beers there,
yes?"), and questions genuinely ambiguous on the sample that a careful assistant asks back about:
"how was the dinner with elena?" (three dinners with Elena in July 2026: Psarotaverna Kai, Taverna
Pierre, The Nikos), "how many was she at?" after dinners with Sofia or Anna (she: Sofia or Anna),
"how was the cocktail bar in nara with kenji?" (Bar Pierre and Bar Mario), and "did she come to the
dinner at Da Yuki?" with no one talked about (who is "she"?), each followed by the user's answer.
Personas: a chatty planner, a very terse lowercase user, a non-native speaker ("What I drank in Lyon?",
"How many street food I had in Japan?"), and 17 typo turns ("lisbn", "drinkd", "piere", "chloe",
"resturants", "breakfsts", "coktails", "averge", "nafplion", "olso"...). The questions are asked on
29 November 2026."""

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
    Predicate,
    Those,
    Verdict,
    between,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    most_common_place,
    rating,
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

DRINK, FOOD = category("Drink"), category("Food")
WINE, BEER, COCKTAIL = (category("Drink", t) for t in ("Wine", "Beer", "Cocktail"))
BREAKFAST, LUNCH, DINNER = (category("Food", t) for t in ("Breakfast", "Lunch", "Dinner"))
STREET_FOOD = category("Food", "Street food")
PT, JP = country("PT"), country("JP")
LISBON, BARCELONA, LYON, KYOTO, NARA = (city(c) for c in ("Lisbon", "Barcelona", "Lyon", "Kyoto", "Nara"))
SF, REIMS, FLORENCE, PARIS = city("San Francisco"), city("Reims"), city("Florence"), city("Paris")
OSLO = city("Oslo")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def on_day(day: datetime) -> Predicate:
    return between(day, datetime(day.year, day.month, day.day, 23, 59, 59))


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def all_of(among: Predicate, predicate: Predicate):
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def more(first: Predicate, second: Predicate):
    return lambda items: sum(map(first, items)) > sum(map(second, items))


def higher_mean_rating(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


LISBON_DRINKS = every(DRINK, LISBON)
SOFIA_OR_ANNA_2025 = every(DINNER, year(2025), either(with_("Sofia"), with_("Anna")))
KENJI_TOKYO_2023 = every(with_("Kenji"), city("Tokyo"), year(2023))
ELENA_NIKOS_DINNER = the("scrapbook-02415")  # Dinner at The Nikos, Delphi, 14 July 2026, rated 4, with Mary and Elena
KENJI_NEGRONI_NARA = the("scrapbook-01894")  # Negroni at Bar Pierre, Nara, 10 April 2023, rated 4, with Kenji
MARY_SF_FIVE_STAR_DINNERS = every(DINNER, with_("Mary"), SF, rating("==", 5))
LATEST_OF_THEM = the("scrapbook-00765")  # Kitchen Leo, 23 January 2016, californian
NAFPLIO_2026 = every(either(FOOD, DRINK), city("Nafplio"), year(2026))
DA_YUKI_DINNER = every(DINNER, lambda i: i["fields"].get("restaurant") == "Da Yuki")  # Bari, 25 September 2025
PT_BREAKFASTS, PT_LUNCHES = every(BREAKFAST, PT), every(LUNCH, PT)
JP_STREET_FOOD = every(STREET_FOOD, JP)
WINES_2025, WINES_2024 = every(WINE, year(2025)), every(WINE, year(2024))

CONVERSATIONS = (
    talk(
        "b84 back to lisbon: dinners, then drinks",
        step(
            "We're thinking of going back to Lisbon next spring, so remind me: which dinners did I have there?",
            every(DINNER, LISBON),
            SIMPLE,
            CHATTY,
        ),
        step("and what did I drink there?", LISBON_DRINKS, ELLIPSIS, CHATTY),
        step("Which of those did I like best?", Best("rating"), COREFERENCED, CHATTY),
        step("oh nice, who was with me for that one?", Detail("who"), COREFERENCED, CHATTY),
    ),
    talk(
        "b84 lyon drinks and dinners, non-native",
        step("What I drinkd in Lyon?", every(DRINK, LYON), SIMPLE, NON_NATIVE, TYPO),
        step("And the dinners there?", every(DINNER, LYON), ELLIPSIS, NON_NATIVE),
        step(
            "Chloé was coming to all of them, yes?",
            Verdict(all_of(every(DINNER, LYON), with_("Chloé"))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b84 the dinner with elena",
        step(
            "how was the dinner with elena?",
            Clarify(("Psarotaverna Kai", "Taverna Pierre", "The Nikos")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the nikos one",
            Answer(rating_of, ELENA_NIKOS_DINNER),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "did she have wine with me that day",
            Verdict(exists(every(WINE, with_("Elena"), on_day(datetime(2026, 7, 14))))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b84 sofia or anna, which she",
        step("dinners with sofia or anna last year", SOFIA_OR_ANNA_2025, LOGICAL, LOWERCASE),
        step("how many was she at", Clarify(("Sofia", "Anna")), CLARIFICATION, COREFERENCED, LOWERCASE),
        step("anna", Those(with_("Anna")), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("which of hers was the best", Best("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b84 barcelona or lisbon",
        step(
            "more dinners in barcelona or lisbn",
            Compare((("Lisbon", every(DINNER, LISBON)), ("Barcelona", every(DINNER, BARCELONA)))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "lunchs",
            Compare((("Lisbon", every(LUNCH, LISBON)), ("Barcelona", every(LUNCH, BARCELONA)))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so barcelona wins on lunches?",
            Verdict(more(every(LUNCH, BARCELONA), every(LUNCH, LISBON))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b84 cocktails and beers in san francisco, non-native",
        step(
            "Which is the averge rating of my cocktails in San Francisco?",
            Answer(mean("rating"), every(COCKTAIL, SF)),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And for the beers there?",
            Answer(mean("rating"), every(BEER, SF)),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "So the cocktails are more good than the beers, yes?",
            Verdict(higher_mean_rating(every(COCKTAIL, SF), every(BEER, SF))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b84 kenji in japan",
        step("what did i eat with kenji in tokyo in 2023", every(FOOD, KENJI_TOKYO_2023), SIMPLE, LOWERCASE),
        step(
            "and what did we drink",
            every(DRINK, KENJI_TOKYO_2023),
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "was he with me in hakone too",
            Verdict(exists(every(with_("Kenji"), city("Hakone")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "how many meals did we have their",
            every(FOOD, with_("Kenji"), city("Hakone")),
            QUANTITATIVE,
            COREFERENCED,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b84 the bar in nara",
        step(
            "how was the cocktail bar in nara with kenji?",
            Clarify(("Bar Pierre", "Bar Mario")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "bar piere",
            Answer(rating_of, KENJI_NEGRONI_NARA),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b84 best and worst in portugal",
        step("my best breakfst in portugal", Best("rating", among=PT_BREAKFASTS), SIMPLE, LOWERCASE, TYPO),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
        step("and the worst lunch there", Best("rating", highest=False, among=PT_LUNCHES), ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b84 five-star wines in florence",
        step(
            "did i ever give a florence wine five stars",
            Verdict(exists(every(WINE, FLORENCE, rating("==", 5)))),
            VERIFICATION,
            SIMPLE,
            LOWERCASE,
        ),
        step("which ones", every(WINE, FLORENCE, rating("==", 5)), COREFERENCED, TERSE, LOWERCASE),
        step(
            "was luca there for both",
            Verdict(all_of(every(WINE, FLORENCE, rating("==", 5)), with_("Luca"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and mary?",
            Verdict(all_of(every(WINE, FLORENCE, rating("==", 5)), with_("Mary"))),
            VERIFICATION,
            ELLIPSIS,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b84 nafplio this year, eat or drink",
        step("What did I eat or drink in Nafplion this year?", NAFPLIO_2026, LOGICAL, TYPO),
        step("Only the ones without Elena.", Those(without("Elena")), LOGICAL, COREFERENCED),
        step("How many of those were wines?", Those(WINE), QUANTITATIVE, COREFERENCED),
    ),
    talk(
        "b84 paris 2019 or 2022",
        step(
            "Did I have more lunches in Paris in 2019 or in 2022?",
            Compare((("2022", every(LUNCH, PARIS, year(2022))), ("2019", every(LUNCH, PARIS, year(2019))))),
            COMPARATIVE,
        ),
        step(
            "and wines?",
            Compare((("2019", every(WINE, PARIS, year(2019))), ("2022", every(WINE, PARIS, year(2022))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        step(
            "show me the 2019 ones",
            every(WINE, PARIS, year(2019)),
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b84 sofia or anna at dinner",
        step(
            "Who did I have more dinners with, Sofia or Anna?",
            Compare((("Sofia", every(DINNER, with_("Sofia"))), ("Anna", every(DINNER, with_("Anna"))))),
            COMPARATIVE,
        ),
        step(
            "and breakfsts?",
            Compare((("Anna", every(BREAKFAST, with_("Anna"))), ("Sofia", every(BREAKFAST, with_("Sofia"))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            TYPO,
        ),
    ),
    talk(
        "b84 reims, terse",
        step("reims wines", every(WINE, REIMS), SIMPLE, TERSE, LOWERCASE),
        step("breakfasts", every(BREAKFAST, REIMS), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "avg ratng",
            Answer(mean("rating"), every(BREAKFAST, REIMS)),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("any with anna", Verdict(exists(every(BREAKFAST, REIMS, with_("Anna")))), VERIFICATION, ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b84 da yuki, who is she",
        step("did she come to the dinner at Da Yuki?", Clarify(), CLARIFICATION, COREFERENCED),
        step(
            "Sorry, I meant Mary.",
            Verdict(all_of(DA_YUKI_DINNER, with_("Mary"))),
            CLARIFICATION,
            VERIFICATION,
            ELLIPSIS,
        ),
    ),
    talk(
        "b84 wines this year and last",
        step("how many bottels of wine did i have in 2025", WINES_2025, SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        step("and in 2024", WINES_2024, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so 2025 was the thirstier year right",
            Verdict(more(WINES_2025, WINES_2024)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b84 a birthday dinner for mary",
        step(
            "It's Mary's birthday next week and I want to take her somewhere special. Which dinners with her "
            "in San Francisco did I rate five stars?",
            MARY_SF_FIVE_STAR_DINNERS,
            SIMPLE,
            CHATTY,
        ),
        step("Which was the most recent of those?", Best("itemDate"), COREFERENCED, CHATTY),
        step(
            "What kind of food was it again?",
            Answer(field_of("cuisine"), LATEST_OF_THEM),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b84 beers and cocktails around the world",
        step(
            "in how many diffrent cities have i had a beer",
            Answer(distinct_places("city"), BEER),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and coktails", Answer(distinct_places("city"), COCKTAIL), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        step(
            "where did i have the most of them",
            Answer(most_common_place("city"), COCKTAIL),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b84 street food in japan, non-native",
        step("How many street food I had in Japan?", JP_STREET_FOOD, SIMPLE, QUANTITATIVE, NON_NATIVE),
        step(
            "In which city was it the most often?",
            Answer(most_common_place("city"), JP_STREET_FOOD),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And the ones not in that city, which are they?",
            every(JP_STREET_FOOD, not_(KYOTO)),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b84 nara dinners, then the bars",
        step("resturants in nara", every(FOOD, NARA), SIMPLE, TERSE, LOWERCASE, TYPO),
        step("and the bars there", every(COCKTAIL, NARA), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "not with kenji",
            Those(with_("Kenji"), keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b84 chloe lunches and dinners 2024",
        step("lunches with chloe in 2024", every(LUNCH, with_("Chloé"), year(2024)), SIMPLE, LOWERCASE, TYPO),
        step(
            "did she come to any dinners that year too",
            Verdict(exists(every(DINNER, with_("Chloé"), year(2024)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "show me them but not the ones in san fransisco",
            every(DINNER, with_("Chloé"), year(2024), not_(SF)),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b84 beers in kyoto and oslo",
        step("beers in kyoto", every(BEER, KYOTO), SIMPLE, TERSE, LOWERCASE),
        step("and in olso", every(BEER, OSLO), ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step("any five star ones there", Verdict(exists(every(BEER, OSLO, rating("==", 5)))), VERIFICATION, COREFERENCED, TERSE, LOWERCASE),
        step(
            "so which city had more beers, kyoto or oslo",
            Compare((("Kyoto", every(BEER, KYOTO)), ("Oslo", every(BEER, OSLO)))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
)
