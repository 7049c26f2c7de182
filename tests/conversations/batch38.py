"""Batch 38: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md.

Theme: drinks and the people who shared them. Wines by colour, variety, producer, vintage and country;
beers and cocktails; ratings; who was there; the best, the worst and the most recent; counts by year
and by country; narrowing the previous answer ("only the rosés", "but not the French ones", "only the
whites, not the sauvignon blancs"); switching to meals and back; yes/no checks of what the user
remembers; and ambiguous requests where the right answer is a question back (a pronoun with two
candidates or none, "the average" of a set with two number fields, a name shared by a bar and many
restaurants).

Personas:
- a wine enthusiast who writes long sentences with asides and stories (chatty);
- a skeptic who doubts every answer and asks to be proven right ("skeptical");
- a lowercase texter without punctuation, often terse ("beers w mary");
- a typo-prone phone user ("coktails", "itlay", "avrage", "cocktials", "chardonay");
- and a non-native speaker's grammar ("is it true?", "how many malbec I have drunk there?").
"""

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
    Those,
    Top,
    Verdict,
    category,
    country,
    distinct_places,
    every,
    exists,
    mean,
    more,
    most_common_place,
    number,
    region,
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
    NON_NATIVE,
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import ANY_INTENT, talk

SKEPTICAL = "skeptical"
PERSONAS = (CHATTY, SKEPTICAL, LOWERCASE, TYPO, TERSE, NON_NATIVE)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT

DRINK, FOOD = category("Drink"), category("Food")
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
RED, WHITE, ROSE = has_field("colour", "red"), has_field("colour", "white"), has_field("colour", "rosé")
US, IT, FR, ES, PT, AR = (country(c) for c in ("US", "IT", "FR", "ES", "PT", "AR"))
NAPA_VALLEY, SONOMA_VALLEY = region("Napa Valley"), region("Sonoma Valley")


def variety(name: str) -> Callable[[Item], bool]:
    return has_field("variety", name)


def varieties(*names: str) -> Callable[[Item], bool]:
    return lambda i: i["fields"].get("variety") in names


def not_(predicate: Callable[[Item], bool]) -> Callable[[Item], bool]:
    return lambda i: not predicate(i)


GRENACHE, SANGIOVESE, MALBEC, KOSHU = variety("grenache"), variety("sangiovese"), variety("malbec"), variety("koshu")
ZINFANDEL, PRIMITIVO, SAUVIGNON_BLANC = variety("zinfandel"), variety("primitivo"), variety("sauvignon blanc")


def _average(name: str, predicate: Callable[[Item], bool]) -> Callable[[Sequence[Item]], float]:
    def measure(items: Sequence[Item]) -> float:
        chosen = [i for i in items if predicate(i)]
        return sum(i.get(name, i["fields"].get(name)) for i in chosen) / len(chosen)

    return measure


def _the_one(predicate: Callable[[Item], bool], key: str, highest: bool) -> Callable[[Sequence[Item]], Item]:
    """The single item of `predicate` with the highest (or lowest) rating; a tie is an error in the batch."""

    def pick(items: Sequence[Item]) -> Item:
        pool = [i for i in items if predicate(i)]
        values = [i[key] for i in pool]
        target = max(values) if highest else min(values)
        winners = [i for i in pool if i[key] == target]
        if len(winners) != 1:
            raise ValueError(f"{len(winners)} items tie for the {'highest' if highest else 'lowest'} {key}")
        return winners[0]

    return pick


BEST_WITH_PRIYA = every(WINE, with_("Priya"))
_best_with_priya = _the_one(BEST_WITH_PRIYA, "rating", highest=True)


CONVERSATIONS = (
    talk(
        "grenache beyond rosé, the enthusiast's brother-in-law",
        step(
            "My brother-in-law swears grenache is only worth drinking as a rosé, which is frankly absurd, so "
            "humour me: pull up every grenache I've ever written down.",
            every(WINE, GRENACHE),
            SIMPLE,
            CHATTY,
            known_failure="first pass: 6 results, expected 14",
        ),
        step("Fine, and of those, only the rosés. Let's see what he's on about.", Those(ROSE), ELLIPSIS, CHATTY),
        step("Which of them did I open most recently?", Best("itemDate"), QUANTITATIVE, COREFERENCED, CHATTY),
        step(
            "And who was round the table for that one, if you have it written down?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "the skeptic counts the 2019 wines",
        step("How many bottles of wine did I log in 2019?", every(WINE, year(2019)), SIMPLE, QUANTITATIVE, SKEPTICAL),
        step(
            "That sounds too high. How many of them were actually red?",
            Those(RED),
            QUANTITATIVE,
            COREFERENCED,
            SKEPTICAL,
        ),
        step("Hm. And red ones in 2018?", every(WINE, RED, year(2018)), ELLIPSIS, QUANTITATIVE, SKEPTICAL),
        step(
            "So 2019 had more reds than 2018, you're certain of that?",
            Verdict(more(every(WINE, RED, year(2019)), every(WINE, RED, year(2018)))),
            VERIFICATION,
            COMPARATIVE,
            SKEPTICAL,
        ),
    ),
    talk(
        "beers with mary, abroad, the best one",
        step("beers w mary", every(BEER, with_("Mary")), SIMPLE, LOWERCASE, TERSE),
        step("wich ones werent in the us", Those(US, keep=False), LOGICAL, COREFERENCED, TYPO, LOWERCASE),
        step("best rated of those", Best("rating"), QUANTITATIVE, COREFERENCED, LOWERCASE, TERSE),
    ),
    talk(
        "cocktails in japan then italy, typed on a phone",
        step("how many coktails did i have in japan", every(COCKTAIL, country("JP")), QUANTITATIVE, TYPO, LOWERCASE),
        step("and in itlay?", every(COCKTAIL, IT), ELLIPSIS, TYPO, LOWERCASE),
        step(
            "was roberto at any of them",
            Verdict(exists(every(COCKTAIL, IT, with_("Roberto")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "the skeptic compares wine countries",
        step(
            "Did I drink more wine from France or from Italy? Give me the actual numbers.",
            Compare((("Ital", every(WINE, IT)), ("France", every(WINE, FR)))),
            COMPARATIVE,
            SKEPTICAL,
        ),
        step(
            "What about Spain versus Portugal?",
            Compare((("Spa", every(WINE, ES)), ("Portugal", every(WINE, PT)))),
            COMPARATIVE,
            ELLIPSIS,
            SKEPTICAL,
        ),
    ),
    talk(
        "a malbec remembered in Argentina",
        step(
            "I am sure I drank a Malbec in Argentina together with Tom, is it true?",
            Verdict(exists(every(WINE, MALBEC, AR, with_("Tom")))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "hmm and with Mary?",
            Verdict(exists(every(WINE, MALBEC, AR, with_("Mary")))),
            VERIFICATION,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "three sangioveses for a Tuscan night",
        step(
            "We're doing a Tuscan night next month (pici, bistecca, the works), so remind me: what are my three best-rated sangioveses?",
            Top("rating", 3, every(WINE, SANGIOVESE)),
            QUANTITATIVE,
            CHATTY,
        ),
        step("Tell me more about the second one.", Pick(2), COREFERENCED, CHATTY),
    ),
    talk(
        "napa reds, the meals there, and back to the wines",
        step(
            "red wines from napa vally in 2019",
            every(WINE, RED, NAPA_VALLEY, year(2019)),
            SIMPLE,
            TYPO,
            LOWERCASE,
            TERSE,
        ),
        step("what did i eat there that year", every(FOOD, NAPA_VALLEY, year(2019)), COREFERENCED, LOWERCASE),
        step(
            "ok back to the wines, only the ones with roberto",
            every(WINE, RED, NAPA_VALLEY, year(2019), with_("Roberto")),
            ELLIPSIS,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "zinfandel against primitivo on average",
        step(
            "whats my avrage rating for zinfandel",
            Answer(mean("rating"), every(WINE, ZINFANDEL)),
            QUANTITATIVE,
            TYPO,
            LOWERCASE,
        ),
        step("and for primitvo?", Answer(mean("rating"), every(WINE, PRIMITIVO)), ELLIPSIS, QUANTITATIVE, TYPO),
        step(
            "so the zinfandels beat the primitivos on average, yes?",
            Verdict(lambda items: _average("rating", every(WINE, ZINFANDEL))(items) > _average("rating", every(WINE, PRIMITIVO))(items)),
            VERIFICATION,
            COMPARATIVE,
            known_failure="first pass: reply does not start with 'yes'",
        ),
    ),
    talk(
        "wines with mary and anna, not the french ones",
        step("wines with mary and anna", every(WINE, with_("Mary", "Anna")), LOGICAL, SIMPLE, LOWERCASE),
        step("but not the french ones", Those(FR, keep=False), LOGICAL, ELLIPSIS, LOWERCASE),
        step("how many of thsoe were italian", Those(IT), QUANTITATIVE, COREFERENCED, TYPO, LOWERCASE),
    ),
    talk(
        "pinot noir or chardonnay in sonoma",
        step(
            "any pinot noir or chardonay from sonoma?",
            every(WINE, varieties("pinot noir", "chardonnay"), SONOMA_VALLEY),
            LOGICAL,
            TYPO,
            LOWERCASE,
        ),
        step("which was the most recent", Best("itemDate"), QUANTITATIVE, COREFERENCED, LOWERCASE),
        step("who was there", Detail("who"), COREFERENCED, LOWERCASE, TERSE),
    ),
    talk(
        "who was with me, asked cold, then the last koshu",
        step("who was with me?", Clarify(), CLARIFICATION, TERSE),
        step("the last koshu i had", Best("itemDate", among=every(WINE, KOSHU)), SIMPLE, LOWERCASE, TERSE),
    ),
    talk(
        "the average of the italian reds: of what?",
        step("whats the average for my italian reds", Clarify(("rating", "vintage")), CLARIFICATION, LOWERCASE),
        step("the rating", Answer(mean("rating"), every(WINE, RED, IT)), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "with her, but who is she?",
        step("how many did i have with her", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "sorry i mean chloe, how many drinks did i have with chloe",
            every(DRINK, with_("Chloé")),
            SIMPLE,
            QUANTITATIVE,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "at Pierre's: the bar or a restaurant?",
        step("What I had at Pierre's?", Clarify(), CLARIFICATION, NON_NATIVE),
        step(
            "The bar one, where I drink the cocktails.",
            every(COCKTAIL, has_field("producer", "Bar Pierre")),
            ELLIPSIS,
            NON_NATIVE,
            known_failure="first pass: 76 results, expected 9",
        ),
    ),
    talk(
        "wines with tom and ben, then without him",
        step("Wines I had wiht Tom and Ben", every(WINE, with_("Tom", "Ben")), LOGICAL, SIMPLE, TYPO),
        step("and without him?", Clarify(("Tom", "Ben")), CLARIFICATION, COREFERENCED, TERSE),
        step("without ben", every(WINE, with_("Tom"), without("Ben")), ELLIPSIS, LOGICAL, LOWERCASE, TERSE),
    ),
    talk(
        "how far the wines travelled",
        step(
            "Out of curiosity (my wife thinks I'm hopelessly provincial), in how many different countries have I actually drunk wine?",
            Answer(distinct_places("countryCode"), WINE),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And outside the US, where did I drink the most beer?",
            Answer(most_common_place("country"), every(BEER, not_(US))),
            QUANTITATIVE,
            LOGICAL,
            CHATTY,
        ),
    ),
    talk(
        "old vintages from the uncle's cellar",
        step(
            "I've been on a bit of an old-vintage kick lately (blame my uncle's cellar), so which of my wines "
            "are from the 2008 vintage or earlier?",
            every(WINE, number("vintage", "<", 2009)),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Only the whites, and leave out the sauvignon blancs, I've had my fill of those.",
            Those(every(WHITE, not_(SAUVIGNON_BLANC))),
            LOGICAL,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "Which of those has the oldest vintage?",
            Best("vintage", highest=False),
            QUANTITATIVE,
            COREFERENCED,
        ),
    ),
    talk(
        "the skeptic and the best wine with Priya",
        step(
            "What's the best wine I've ever had with Priya?",
            Best("rating", among=BEST_WITH_PRIYA),
            QUANTITATIVE,
            SKEPTICAL,
        ),
        step(
            "Was Mary there to?",
            Verdict(lambda items: "Mary" in _best_with_priya(items)["who"]),
            VERIFICATION,
            COREFERENCED,
            TYPO,
            SKEPTICAL,
        ),
    ),
    talk(
        "last year's drinks and its cocktails",
        step("how many drinks last yr", every(DRINK, year(2025)), QUANTITATIVE, LOWERCASE, TERSE),
        step("how many were cocktials", Those(COCKTAIL), QUANTITATIVE, COREFERENCED, TYPO, LOWERCASE),
        step(
            "is that more than this yr",
            Verdict(more(every(COCKTAIL, year(2025)), every(COCKTAIL, year(2026)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "drinks with mary and priya, and whose five stars?",
        step("drinks with mary and priya", every(DRINK, with_("Mary", "Priya")), LOGICAL, SIMPLE, LOWERCASE),
        step(
            "more beers or coctails?",
            Compare((("beer", every(BEER, with_("Mary", "Priya"))), ("cocktail", every(COCKTAIL, with_("Mary", "Priya"))))),
            COMPARATIVE,
            ELLIPSIS,
            TYPO,
            LOWERCASE,
        ),
        step("how many of hers got 5 stars", Clarify(("Mary", "Priya")), CLARIFICATION, COREFERENCED, LOWERCASE),
    ),
)
