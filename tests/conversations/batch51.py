"""Batch 51: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a wine and beer lover tidying their
tasting notes and choosing bottles for a party: colours, varieties, vintages, producers, countries and
regions (Tuscany, Burgundy, Bordeaux, Napa, "abroad", "European"), ratings, averages and distinct counts,
top and bottom N, comparisons (reds against whites, Japanese against Norwegian beers, Bordeaux against
Burgundy), negations ("not from France", "except the Italian ones", "no rosé"), stories told before a
question, corrections ("sorry, I meant beers"), questions back where a word really is ambiguous ("my
2018 reds", "the average", "the oldest", "her" with nobody named), and follow-ups on "those", "them",
"that vintage". Personas: terse, chatty, lowercase without punctuation, typo-prone and a non-native
speaker. The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections.abc import Sequence

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
    distinct_places,
    every,
    exists,
    mean,
    more,
    rating,
    region,
    title_has,
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
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
DRINK = category("Drink")
RED, WHITE, ROSE, SPARKLING = (has_field("colour", c) for c in ("red", "white", "rosé", "sparkling"))
IT, FR, GR, ES, PT, AR, JP, NO, US = (country(c) for c in ("IT", "FR", "GR", "ES", "PT", "AR", "JP", "NO", "US"))


def no(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def variety(*names: str) -> Predicate:
    return lambda i: i["fields"].get("variety") in names


def vintage_at_least(value: int) -> Predicate:
    return lambda i: "vintage" in i["fields"] and i["fields"]["vintage"] >= value


def countries(*codes: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


ABROAD = no(US)  # the sample's home country is the one most items are from: the United States
EUROPE_NOT_ITALY = countries("FR", "GR", "ES", "PT", "DE", "AT", "NO", "SE", "NL", "CH", "GB", "HU")
RIOJA = either(region("La Rioja"), region("Rioja"), city("Logroño"))


def distinct_field(name: str):
    return lambda items: len({i["fields"][name] for i in items})


def oldest_vintage(among: Predicate) -> int:
    """The earliest vintage among the wines `among` selects (the one wine a "that vintage" turn follows)."""
    from ..sample_items import ITEMS

    return min(i["fields"]["vintage"] for i in ITEMS if among(i))


def greek_beats_argentina(items: Sequence[Item]) -> bool:
    gr = [i["rating"] for i in items if WINE(i) and GR(i)]
    ar = [i["rating"] for i in items if WINE(i) and AR(i)]
    return sum(gr) / len(gr) > sum(ar) / len(ar)


SAUV_BLANC = every(WINE, variety("sauvignon blanc"))
PARTY_REDS = every(WINE, RED, rating("==", 5), no(FR))
EURO_GOOD = every(WINE, EUROPE_NOT_ITALY, no(IT), rating(">=", 4))
IBERIAN = every(WINE, either(ES, PT), no(ROSE))
TUSCANY = every(WINE, region("Tuscany"))
MONTE = every(WINE, has_field("producer", "Monte Vineyards"))
NAPA_CABS = every(WINE, region("Napa Valley"), variety("cabernet sauvignon"))
BUBBLES = every(WINE, SPARKLING, rating(">", 3))
PINOTS = every(WINE, variety("pinot noir"))

CONVERSATIONS = (
    talk(
        "b51 party reds not from france",
        step(
            "Hi! I'm throwing a little party next Saturday and I want to open something I already know I love. "
            "Which red wines did I give 5 stars that aren't from France?",
            PARTY_REDS,
            LOGICAL,
            CHATTY,
        ),
        step("Oh nice. How many of those were Italian?", Those(IT), COREFERENCED, QUANTITATIVE, CHATTY),
        step("And of the Italian ones, which has the oldest vintage?", Best("vintage", highest=False), COREFERENCED, COMPARATIVE, CHATTY),
        step("Who did I drink that one with?", Detail("who"), COREFERENCED, CHATTY),
    ),
    talk(
        "b51 my 2018 reds",
        step(
            "my 2018 reds",
            Clarify(),
            CLARIFICATION,
            TERSE,
        ),
        step(
            "vintage",
            every(WINE, RED, has_field("vintage", 2018)),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "just the itallian ones",
            every(WINE, RED, has_field("vintage", 2018), IT),
            ELLIPSIS,
            TERSE,
            TYPO,
        ),
    ),
    talk(
        "b51 tuscany average",
        step("how many wines from tuscnay have i got", TUSCANY, SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        step("whats the average", Clarify(("rating", "vintage")), CLARIFICATION, LOWERCASE),
        step("the rating", Answer(mean("rating"), TUSCANY), CLARIFICATION, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b51 reds or whites by year",
        step(
            "did i drink more reds or whits in 2024?",
            Compare((("red", every(WINE, RED, year(2024))), ("white", every(WINE, WHITE, year(2024))))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "waht about 2026",
            Compare((("white", every(WINE, WHITE, year(2026))), ("red", every(WINE, RED, year(2026))))),
            COMPARATIVE,
            ELLIPSIS,
            TYPO,
        ),
        step(
            "any rosé in 2026 at al?",
            Verdict(exists(every(WINE, ROSE, year(2026)))),
            VERIFICATION,
            TYPO,
        ),
    ),
    talk(
        "b51 belgian and japanese beers",
        step(
            "Hello, I like very much the beer. There is some Belgian beer in my notes?",
            Verdict(exists(every(BEER, country("BE")))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "In which country I drink more beers, Japan or Norway?",
            Compare((("Japan", every(BEER, JP)), ("Norway", every(BEER, NO)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "From the japanese ones, which one I have rated most high?",
            Best("rating", among=every(BEER, JP)),
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b51 european except italian",
        step(
            "So my cousin keeps saying Italian wine is overrated, fine, let's humour him. Show me my European "
            "wines except the Italian ones, rated 4 or better.",
            EURO_GOOD,
            LOGICAL,
            CHATTY,
        ),
        step(
            "Out of those, how many were white?",
            Those(WHITE),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And how many different countries do those white ones come from?",
            Answer(distinct_places("country"), every(EURO_GOOD, WHITE)),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b51 iberian no rose",
        step("wines from spain or portugal but no rosé", IBERIAN, LOGICAL, LOWERCASE),
        step("which ones wernt with mary", Those(with_("Mary"), keep=False), COREFERENCED, LOGICAL, LOWERCASE, TYPO),
    ),
    talk(
        "b51 with her",
        step("wines with her", Clarify(), CLARIFICATION, TERSE),
        step("Anna", every(WINE, with_("Anna")), CLARIFICATION, ELLIPSIS, TERSE),
        step("best rated?", Best("rating"), COREFERENCED, COMPARATIVE, TERSE),
        step("which year", Detail("year"), COREFERENCED, TERSE),
    ),
    talk(
        "b51 sauvignon blanc oldest",
        step("show me my sauvingon blancs", SAUV_BLANC, SIMPLE, TYPO),
        step(
            "whcih is the oldest one",
            Clarify(),
            CLARIFICATION,
            TYPO,
        ),
        step(
            "the oldest vintage i mean, not when i drank it",
            Best("vintage", highest=False),
            CLARIFICATION,
            COREFERENCED,
            TYPO,
        ),
        step(
            "show me evry wine from that vintage",
            every(WINE, has_field("vintage", oldest_vintage(SAUV_BLANC))),
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b51 spanish friends",
        step(
            "I am preparing a party for my friends from Spain. I have some Rioja wine in my notes?",
            Verdict(exists(every(WINE, RIOJA))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step("Ok. How many wine I drank in Spain then?", every(WINE, ES), QUANTITATIVE, NON_NATIVE),
        step(
            "How many different ones?",
            Clarify(),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "Different grape, I mean.",
            Answer(distinct_field("variety"), every(WINE, ES)),
            CLARIFICATION,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b51 bordeaux vs burgundy",
        step(
            "Quick one before I head to the wine shop: have I had more wines in Bordeaux or in Burgundy?",
            Compare((("Burgundy", every(WINE, region("Burgundy"))), ("Bordeaux", every(WINE, city("Bordeaux"))))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Ha, close. Which of the Burgundy ones did I like most?",
            Best("rating", among=every(WINE, region("Burgundy"))),
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step("And which town was that in?", Detail("city"), COREFERENCED, CHATTY),
    ),
    talk(
        "b51 whites abroad",
        step("white wines abroad rated 5", every(WINE, WHITE, ABROAD, rating("==", 5)), LOGICAL, TERSE),
        step("greek onyl", every(WINE, WHITE, GR, rating("==", 5)), ELLIPSIS, TERSE, TYPO),
        step("first one", Pick(1), COREFERENCED, TERSE),
    ),
    talk(
        "b51 sorry meant beers",
        step(
            "Tidying up my 2019 notes, what a year that was. How many cocktails did I have with Mary in 2019?",
            every(COCKTAIL, with_("Mary"), year(2019)),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Sorry, I meant beers!", every(BEER, with_("Mary"), year(2019)), ELLIPSIS, CHATTY),
        step(
            "Was any of them a stout?",
            Verdict(exists(every(BEER, with_("Mary"), year(2019), title_has("stout")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b51 napa cabernet top and bottom",
        step(
            "top 3 napa cabernets by ratnig",
            Top("rating", 3, NAPA_CABS),
            QUANTITATIVE,
            COMPARATIVE,
            TYPO,
        ),
        step(
            "and the bottm 3",
            Top("rating", 3, NAPA_CABS, highest=False),
            ELLIPSIS,
            COMPARATIVE,
            TYPO,
        ),
    ),
    talk(
        "b51 bottles this year",
        step(
            "did i open more bottles in 2025 than this year",
            Verdict(more(every(WINE, year(2025)), every(WINE, year(2026)))),
            COMPARATIVE,
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "ok show me this years ones that werent with mary",
            every(WINE, year(2026), without("Mary")),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b51 greece argentina averages",
        step("What is the average rating of my wines from Greece?", Answer(mean("rating"), every(WINE, GR)), QUANTITATIVE, NON_NATIVE),
        step("And for Argentina?", Answer(mean("rating"), every(WINE, AR)), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        step(
            "So the greek are more good than the argentinian in average, yes?",
            Verdict(greek_beats_argentina),
            COMPARATIVE,
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b51 pinot newer",
        step("show me pinot noirs", PINOTS, SIMPLE, LOWERCASE),
        step("only the newer ones", Clarify(), CLARIFICATION, LOWERCASE),
        step("vintage 2015 or later", every(PINOTS, vintage_at_least(2015)), CLARIFICATION, LOGICAL, LOWERCASE),
    ),
    talk(
        "b51 engagement bubbles",
        step(
            "My sister just got engaged and we're doing a toast on Sunday, so I need bubbles. Which sparkling wines have I rated above 3?",
            BUBBLES,
            SIMPLE,
            CHATTY,
        ),
        step("Were any of those from Paris?", Verdict(exists(every(BUBBLES, city("Paris")))), VERIFICATION, COREFERENCED, CHATTY),
        step("And which of them has the oldest vintage?", Best("vintage", highest=False), COREFERENCED, COMPARATIVE, CHATTY),
    ),
    talk(
        "b51 merlot malbec not us",
        step("merlot or malbec, not from the us", every(WINE, variety("merlot", "malbec"), no(US)), LOGICAL, LOWERCASE),
        step("wich of tehm had the highest score", Best("rating"), COREFERENCED, COMPARATIVE, LOWERCASE, TYPO),
    ),
    talk(
        "b51 monte vineyards",
        step("Monte Vineyards wines", MONTE, SIMPLE, TERSE),
        step(
            "not teh 5 star ones",
            every(MONTE, rating("<", 5)),
            LOGICAL,
            ELLIPSIS,
            TERSE,
            TYPO,
        ),
    ),
)
