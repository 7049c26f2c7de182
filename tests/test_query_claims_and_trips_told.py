"""Claims and trips told around a question, over the sample, through the whole assistant: another person's claim of a
third person ("Mary thinks her sister Anna was on that one as well. Was she?") checks whether that person was there;
"and in Barcelona?" after a claim that none happened checked ("in Paris we never once had a dinner below three stars")
checks the same claim of Barcelona, the verdict still turned round; a trip said first ("Thinking of the 2011 trip, …,
what were the meals like?") is when the question's things were, and "Same holiday" said alone keeps it; another
person's take after a question of "we" ("Mary swears Porto won.") adds nothing to it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import Item, every, ids, matching, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == name


def category(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("category") == name


def in_city(name: str) -> Callable[[Item], bool]:
    return lambda i: (i.get("place") or {}).get("city") == name


def of_year(year: int) -> Callable[[Item], bool]:
    return lambda i: i["itemDate"].year == year


def rated_below(stars: int) -> Callable[[Item], bool]:
    return lambda i: i.get("rating") is not None and i["rating"] < stars


def mean_rating(predicate: Callable[[Item], bool]) -> float:
    ratings = [i["rating"] for i in matching(predicate) if i.get("rating") is not None]
    return sum(ratings) / len(ratings)


SANTA_FE_2017 = every(kind("Flight"), in_city("Santa Fe"), of_year(2017))
SANTA_FE_FLIGHTS = ("who came along on our flight to Santa Fe?", "The autumn one, 2017.")


# --- another person's claim of a third person, checked ---------------------------------------------------------


@pytest.mark.parametrize(
    ("claim", "name"),
    [
        ("Mary thinks her sister Anna was on that one as well. Was she?", "Anna"),
        ("my wife reckons anna was on it, was she?", "Anna"),
        ("Tom says his cousin Mary was on that one too. Is that true?", "Mary"),
    ],
)
async def test_a_claim_of_a_third_person_checks_whether_they_came(harness: ParleyHarness, claim: str, name: str) -> None:
    (flight,) = matching(SANTA_FE_2017)
    reply = (await last_reply(harness, *SANTA_FE_FLIGHTS, claim))["text"]
    assert reply.startswith("Yes" if name in flight.get("who", []) else "No"), reply
    assert name in reply and "Who do you mean" not in reply, reply


async def test_a_claim_of_the_teller_is_no_claim_of_a_third(harness: ParleyHarness) -> None:
    reply = (await last_reply(harness, *SANTA_FE_FLIGHTS, "Mary thinks her sister Anna was on that one. Is Mary right?"))["text"]
    assert not reply.startswith(("Yes", "No")), reply  # whom "Mary right" checks is not read as Anna's coming


# --- a claim that none happened, then asked again of another place ------------------------------------------


PARIS_CLAIM = "Mary just said that in Paris we never once had a dinner we rated below three stars. I think she's wrong, one of them was awful. Is she right?"


@pytest.mark.parametrize(
    ("claim", "again"),
    [
        (PARIS_CLAIM, "Fine, fine. And in Barcelona, same thing?"),
        ("is it true that in Paris we never had a dinner rated below 3?", "what about Barcelona?"),
    ],
)
async def test_the_same_denial_asked_of_another_place(harness: ParleyHarness, claim: str, again: str) -> None:
    low = every(kind("Dinner"), rated_below(3))
    assert not ids(every(low, in_city("Paris")))
    first = await last_reply(harness, claim)
    assert first["text"].startswith("Yes, I found no dinners in Paris"), first["text"]
    found = ids(every(low, in_city("Barcelona"), with_("Mary") if "Mary" in claim else lambda i: True))
    reply = await last_reply(harness, claim, again)
    assert found and reply["text"].startswith(f"No, {len(found)} dinner"), reply["text"]
    assert count_of(reply) == len(found) and "other than" not in reply["text"], reply["text"]


@pytest.mark.parametrize(
    "own",
    [
        "did we have a dinner in Barcelona rated below 3?",
        "and in barcelona, any below 3?",  # "any": whether there were some, not the denial carried on
        "and barcelona, ever one undr 3 there",
    ],
)
async def test_a_question_of_its_own_after_a_denial_is_not_turned_round(harness: ParleyHarness, own: str) -> None:
    found = ids(every(kind("Dinner"), rated_below(3), in_city("Barcelona")))
    reply = await last_reply(harness, "is it true that in Paris we never had a dinner rated below 3?", own)
    # the verdict first; a typo read on the way is said inside it ("Yes — I read “undr” as under — 1 dinner …")
    assert found and reply["text"].startswith("Yes") and f" {len(found)} dinner" in reply["text"], reply["text"]


# --- a trip said first, then the same holiday ---------------------------------------------------------------


LISBON_2011_MEALS = every(category("Food"), in_city("Lisbon"), of_year(2011))
PORTO_2011_MEALS = every(category("Food"), in_city("Porto"), of_year(2011))


@pytest.mark.parametrize(
    "question",
    [
        "We keep arguing about Portugal. Thinking of the 2011 trip, when Chloé came along to Lisbon, what were the meals like in Lisbon that time?",
        "Speaking of our 2011 trip to Lisbon, which meals did we have?",
        "thinking about that trip to lisbon in 2011, what did we eat then?",
    ],
)
async def test_a_trip_thought_of_is_when_the_question_asks(harness: ParleyHarness, question: str) -> None:
    reply = await last_reply(harness, question)
    assert count_of(reply) == len(ids(LISBON_2011_MEALS)) > 0, reply["text"]
    assert "travel" not in reply["text"], reply["text"]


@pytest.mark.parametrize("again", ["How about Porto? Same holiday, I'm fairly sure.", "and Porto? the same trip, I think"])
async def test_the_same_holiday_said_alone(harness: ParleyHarness, again: str) -> None:
    reply = await last_reply(harness, "what were the meals like in Lisbon in 2011?", again)
    assert count_of(reply) == len(ids(PORTO_2011_MEALS)) > 0, reply["text"]


@pytest.mark.parametrize(
    "question",
    [
        "So, going by the stars we gave, was Lisbon better than the Porto one? Mary swears Porto won.",
        "were our Lisbon meals rated higher than the Porto ones? Tom insists Porto won.",
    ],
)
async def test_anothers_take_after_a_question_of_we(harness: ParleyHarness, question: str) -> None:
    better = mean_rating(LISBON_2011_MEALS) > mean_rating(PORTO_2011_MEALS)
    reply = (await last_reply(harness, "what were the meals like in Lisbon in 2011?", "How about Porto?", question))["text"]
    assert reply.startswith("Yes" if better else "No"), reply
    assert "with Mary" not in reply and "with Tom" not in reply, reply
