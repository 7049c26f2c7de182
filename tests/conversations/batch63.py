"""Batch 63: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: an outdoorsy person and their
friends: hikes, runs, walks, bike rides and ski days with distance, elevation and duration (the
highest hike, the longest run abroad, km run in an autumn, average elevation of hikes in a country or
of ski days in Switzerland), places with containment (Europe, abroad, outside the US, California,
the Greek islands), companions (who they hike with most, Roberto but not Anna, both Mary and Tom,
was Tom or Elena there), comparisons between people, places and seasons, yes/no
checks with numbers ("did i ever ride more than 50 km in one go"), follow-ups ("and the year before",
"only the ones with ben", "the first one", "how far was it"), a topic switch mid-conversation ("ok
forget that, how many museums in 2024") and requests that should be asked back ("with her", "with
him", "my longest one in 2025", "the zermatt one", "what's my average?"). Personas: a chatty user
who tells a bit of story, a lowercase user without punctuation, a typo-prone user and a non-native
speaker. The questions are asked on 4 December 2026."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
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
    between,
    category,
    city,
    country,
    every,
    exists,
    mean,
    number,
    rating,
    region,
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
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
MUSEUM = category("Museum")
US, IT, GR, JP, CA, AT, CH = (country(c) for c in ("US", "IT", "GR", "JP", "CA", "AT", "CH"))
EUROPE_CODES = {"IT", "FR", "GR", "ES", "PT", "NL", "CH", "NO", "CZ", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR"}
CALIFORNIA_REGIONS = {"California", "Napa Valley", "Sonoma Valley", "Marin County", "Lake Tahoe"}


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def in_europe(i: Item) -> bool:
    return i["place"]["countryCode"] in EUROPE_CODES


def in_california(i: Item) -> bool:
    return i["place"]["countryCode"] == "US" and i["place"]["region"] in CALIFORNIA_REGIONS


ABROAD = not_(US)


def autumn(y: int) -> Predicate:
    return between(datetime(y, 9, 1), datetime(y, 12, 1))


SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))


def most_common_companion(items: Sequence[Item]) -> str:
    (first, n), *rest = Counter(w for i in items for w in i["who"]).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"no single most common companion: {first} and {rest[0][0]} tie")
    return str(first)


def larger_total(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def higher_mean(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def all_alone(among: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(not i["who"] for i in chosen)

    return holds


HIGHEST_HIKE = every(HIKE, number("elevation", ">=", 1390))
ROBERTO_NOT_ANNA = every(HIKE, with_("Roberto"), without("Anna"))
FIVE_STAR_CA_RIDES = every(BIKE, in_california, rating("==", 5))
LONGEST_FIVE_STAR_CA_RIDE = every(FIVE_STAR_CA_RIDES, number("distance", ">=", 78.1))
LONGEST_RIDE_2025 = every(BIKE, year(2025), number("distance", ">=", 77.0))
GREECE_HIKES_SUMMER = every(HIKE, GR, SUMMER_2026)
LONGEST_GREECE_HIKE = every(GREECE_HIKES_SUMMER, number("distance", ">=", 21.6))
HIKES_2026_ABROAD = every(HIKE, year(2026), ABROAD)

CONVERSATIONS = (
    talk(
        "b63 highest hike",
        step(
            "Ok so my knees are still complaining about some brutal climb from years ago and now I'm curious. "
            "What's the highest hike I've ever done?",
            Best("elevation", among=HIKE),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Huh, I honestly would have guessed the Dolomites. So where was it?", Detail("city"), COREFERENCED, CHATTY),
        step(
            "And how many km was that hike? It felt like it went on forever.",
            Answer(total("distance"), HIGHEST_HIKE),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b63 big rides",
        step(
            "did i ever ride more than 50 km in one go",
            Verdict(exists(every(BIKE, number("distance", ">", 50)))),
            VERIFICATION,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("how many times", every(BIKE, number("distance", ">", 50)), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step("only the ones with ben", Those(with_("Ben")), COREFERENCED, LOGICAL, LOWERCASE),
    ),
    talk(
        "b63 autumn km",
        step(
            "total km i ran in the autum of 2025",
            Answer(total("distance"), every(RUN, autumn(2025))),
            SIMPLE,
            QUANTITATIVE,
            TYPO,
        ),
        step("what abuot autumn 2023", Answer(total("distance"), every(RUN, autumn(2023))), ELLIPSIS, QUANTITATIVE, TYPO),
        step(
            "so i ran more km in autum 2025 than in 2023 rigth",
            Verdict(larger_total("distance", every(RUN, autumn(2025)), every(RUN, autumn(2023)))),
            VERIFICATION,
            COMPARATIVE,
            TYPO,
        ),
    ),
    talk(
        "b63 elevation italy greece",
        step(
            "What is the average elevation of my hikes in Italy?",
            Answer(mean("elevation"), every(HIKE, IT)),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And for the ones in Greece?", Answer(mean("elevation"), every(HIKE, GR)), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        step(
            "So in Italy the hikes was more high, is it correct?",
            Verdict(higher_mean("elevation", every(HIKE, IT), every(HIKE, GR))),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b63 hiking buddies",
        step("who do i hike with most", Answer(most_common_companion, HIKE), QUANTITATIVE, COMPARATIVE, LOWERCASE),
        step("and on runs", Answer(most_common_companion, RUN), ELLIPSIS, QUANTITATIVE, COMPARATIVE, LOWERCASE),
        step("was tom ever on one of my hikes", Verdict(exists(every(HIKE, with_("Tom")))), VERIFICATION, LOWERCASE),
    ),
    talk(
        "b63 roberto not anna",
        step("hikes with roberto but not wiht anna", ROBERTO_NOT_ANNA, LOGICAL, TYPO),
        step("how many of thsoe were in marin county", Those(region("Marin County")), COREFERENCED, QUANTITATIVE, TYPO),
        step(
            "of all of them wich was the longest",
            Best("distance", among=ROBERTO_NOT_ANNA),
            COREFERENCED,
            TYPO,
            known_failure="first pass: chose ['scrapbook-01388'], expected one of ['scrapbook-02146']; answer: The longest hike in Marin County with Roberto without Anna among the 4 items before is Hike near Mill Valley (21.0 k",
        ),
        step("wehn was that", Detail("year"), COREFERENCED, TYPO),
    ),
    talk(
        "b63 walks abroad 2024",
        step(
            "Please show me the walks I made outside of the US in 2024.",
            every(WALK, ABROAD, year(2024)),
            SIMPLE,
            LOGICAL,
            NON_NATIVE,
        ),
        step("Only the ones together with Anna.", Those(with_("Anna")), COREFERENCED, LOGICAL, NON_NATIVE),
        step(
            "How many kilometers it was in total?",
            Answer(total("distance"), every(WALK, ABROAD, year(2024), with_("Anna"))),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b63 five-star rides california",
        step(
            "My cousin is flying in from Chicago next week and wants to do something outdoorsy with me. "
            "Which bike rides in California did I give 5 stars?",
            FIVE_STAR_CA_RIDES,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Oh nice, more than I thought. Which of those was the longest?",
            Best("distance", among=FIVE_STAR_CA_RIDES),
            COREFERENCED,
            CHATTY,
        ),
        step("Cool, and who came along that day? I can't remember at all.", Detail("who"), COREFERENCED, CHATTY),
    ),
    talk(
        "b63 ski abroad",
        step(
            "I skied more days in Canada or in Austria?",
            Compare((("Canada", every(SKI, CA)), ("Austria", every(SKI, AT)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "What is the average elevation of my ski days in Switzerland?",
            Answer(mean("elevation"), every(SKI, CH)),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("I was alone on all of them, true?", Verdict(all_alone(every(SKI, CH))), VERIFICATION, COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b63 europe hikes",
        step("hikes in europe", every(HIKE, in_europe), SIMPLE, LOWERCASE),
        step("only the ones with roberto", Those(with_("Roberto")), COREFERENCED, LOGICAL, LOWERCASE),
        step("the first one", Pick(1), COREFERENCED, LOWERCASE),
        step("when was it", Detail("year"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b63 longest run abroad",
        step("longest run abraod", Best("distance", among=every(RUN, ABROAD)), SIMPLE, QUANTITATIVE, TYPO),
        step("what contry was that", Detail("country"), COREFERENCED, TYPO),
    ),
    talk(
        "b63 japan walks then museums",
        step("walks in japan with kenji", every(WALK, JP, with_("Kenji")), SIMPLE, LOWERCASE),
        step("ok forget that, how many museums in 2024", every(MUSEUM, year(2024)), SIMPLE, QUANTITATIVE, LOWERCASE),
        step("and the year before", every(MUSEUM, year(2023)), ELLIPSIS, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b63 walked with her",
        step("how many km did i walk with her this year", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "mary",
            Answer(total("distance"), every(WALK, year(2026), with_("Mary"))),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and with elena",
            Answer(total("distance"), every(WALK, year(2026), with_("Elena"))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b63 longest one in 2025",
        step("What was my longest one in 2025? Trying to win an argument with my brother here.", Clarify(), CLARIFICATION, CHATTY),
        step(
            "The bike rides, obviously! He thinks he beat me.",
            Best("distance", among=every(BIKE, year(2025))),
            CLARIFICATION,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "Ha. And was Ben with me on that one?",
            Verdict(exists(every(LONGEST_RIDE_2025, with_("Ben")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b63 the zermatt one",
        step("how far was the zermat one", Clarify(), CLARIFICATION, TYPO),
        step(
            "the wlak",
            Answer(total("distance"), every(WALK, city("Zermatt"))),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TYPO,
            known_failure="first pass: reply does not state 4.5; answer: I read “wlak” as walk. 220 walks. Here are 25 of 220. Say “more” for the next ones or “show all”.",
        ),
        step(
            "and the ski days ther, in total",
            Answer(total("distance"), every(SKI, city("Zermatt"))),
            ELLIPSIS,
            QUANTITATIVE,
            TYPO,
            known_failure="first pass: reply does not state 50.1; answer: I can't tell which place “there” means: we haven't talked about one yet. Which place do you mean?",
        ),
    ),
    talk(
        "b63 runs with him",
        step("Show me the runs I made with him.", Clarify(), CLARIFICATION, NON_NATIVE),
        step("With James, sorry.", every(RUN, with_("James")), CLARIFICATION, ELLIPSIS, NON_NATIVE),
        step(
            "How many of them were not in the US?",
            Those(US, keep=False),
            COREFERENCED,
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b63 average of what",
        step(
            "Roberto keeps bragging about his pace, so I want some numbers before dinner tonight. What's my average?",
            Clarify(),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "Sorry, I mean the average distance of my runs in 2026.",
            Answer(mean("distance"), every(RUN, year(2026))),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b63 greece summer",
        step(
            "This summer in Greece, I made more hikes or more walks?",
            Compare((("hike", GREECE_HIKES_SUMMER), ("walk", every(WALK, GR, SUMMER_2026)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step("Which hike was the most long?", Best("distance", among=GREECE_HIKES_SUMMER), COREFERENCED, NON_NATIVE),
        step(
            "Elena was with me on it?",
            Verdict(exists(every(LONGEST_GREECE_HIKE, with_("Elena")))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b63 greek islands",
        step(
            "We're thinking about the Greek islands again next year, and Mary swears I walked half of Santorini "
            "last time. Did I ever actually do a walk there?",
            Verdict(exists(every(WALK, region("Santorini")))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Ha, I knew it. How far was it?",
            Answer(total("distance"), every(WALK, region("Santorini"))),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And Crete? Any walks or hikes there at all?",
            Verdict(exists(every(either(WALK, HIKE), region("Crete")))),
            ELLIPSIS,
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b63 tom or mary",
        step(
            "did i run more ofen with tom or with mary",
            Compare((("Tom", every(RUN, with_("Tom"))), ("Mary", every(RUN, with_("Mary"))))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "what abut walks",
            Compare((("Mary", every(WALK, with_("Mary"))), ("Tom", every(WALK, with_("Tom"))))),
            ELLIPSIS,
            COMPARATIVE,
            TYPO,
        ),
        step("walks with both of them togehter", every(WALK, with_("Mary", "Tom")), LOGICAL, TYPO),
    ),
    talk(
        "b63 hiking year",
        step(
            "This year felt like a big hiking year for me, my boots are basically done. How many hikes did I do in 2026?",
            every(HIKE, year(2026)),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("How many of those were abroad?", Those(ABROAD), COREFERENCED, QUANTITATIVE, LOGICAL, CHATTY),
        step(
            "Wow. And the total elevation on those abroad ones?",
            Answer(total("elevation"), HIKES_2026_ABROAD),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
)
