"""People named by where the user knows them from ("not the ones with work colleagues", "with my friends from school"):
asked who they are, the names said next answering the question kept; and one trip named by its place said before it
("the Sintra trip", "our Sintra holiday") when there were several: which one is asked back, the answer picking one by
year or by company, its accents unsaid ("the one with chloe")."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("Show me my trips after 2020, but not the ones with work colleagues.", "Colleagues from work are James and Roberto."),
        ("trips after 2020 without my colleagues from work", "James and Roberto"),
    ],
)
async def test_colleagues_are_asked_back_then_left_out(harness: ParleyHarness, asked: str, answer: str) -> None:
    question, reply = await reply_texts(harness, asked, answer)
    assert question.startswith("Who do you mean by") and question.endswith("”."), question
    expected = matching(
        lambda i: (
            i["category"] == "Travel"
            and i["itemDate"] >= datetime(2021, 1, 1, tzinfo=i["itemDate"].tzinfo)
            and not {"James", "Roberto"} & set(i["who"])
        )
    )
    assert reply.startswith(f"{len(expected)} travels"), reply


async def test_friends_from_school_are_asked_back(harness: ParleyHarness) -> None:
    question, reply = await reply_texts(harness, "how many hikes in 2016 with my friends from school?", "Mary and Roberto")
    assert question.startswith("Who do you mean by “my friends from school”"), question
    expected = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2016 and {"Mary", "Roberto"} <= set(i["who"]))
    assert f"{len(expected)} " in reply, reply


def sintra(year: int) -> Item:
    (trip,) = matching(lambda i: i["category"] == "Travel" and i["place"]["city"] == "Sintra" and i["itemDate"].year == year)
    return trip


@pytest.mark.parametrize(
    ("asked", "answer", "year"),
    [
        ("how many nights was the Sintra trip?", "the one with chloe", 2011),
        ("how many nights was our Sintra holiday?", "the 2014 one", 2014),
    ],
)
async def test_the_place_trip_is_asked_back_then_its_nights_told(harness: ParleyHarness, asked: str, answer: str, year: int) -> None:
    question, reply = await reply_texts(harness, asked, answer)
    assert question.startswith("Which") and "2011" in question and "2014" in question, question
    assert f"nights is {sintra(year)['fields']['nights']} over 1 travel" in reply, reply


@pytest.mark.parametrize(
    ("asked", "then", "city", "who"),
    [
        ("was chloe with me in bordeaux", "whihc trip was that", "Bordeaux", "Chloé"),
        ("did Chloé come with me to Sintra?", "what trip was it", "Sintra", "Chloé"),
    ],
)
async def test_which_trip_after_a_yes_keeps_the_company_confirmed(
    harness: ParleyHarness, asked: str, then: str, city: str, who: str
) -> None:
    trips = matching(lambda i: i["category"] == "Travel" and i["place"]["city"] == city and who in i["who"])
    everywhere = matching(lambda i: i["category"] == "Travel" and i["place"]["city"] == city)
    assert 0 < len(trips) < len(everywhere)
    verdict, reply = await reply_texts(harness, asked, then)
    assert verdict.startswith("Yes"), verdict
    noun = "travel" if len(trips) == 1 else "travels"
    assert reply.startswith(f"{len(trips)} {noun} in {city} with {who}"), reply


@pytest.mark.parametrize(
    ("asked", "city"), [("Who was with me on the trip to Istanbul?", "Istanbul"), ("who was with me on my trip to cusco", "Cusco")]
)
async def test_who_was_on_the_one_trip_there_names_its_company(harness: ParleyHarness, asked: str, city: str) -> None:
    (trip,) = matching(lambda i: i["category"] == "Travel" and i["place"]["city"] == city)
    (reply,) = await reply_texts(harness, asked)
    assert reply.startswith(f"{trip['title']}: with"), reply
    assert all(name in reply for name in trip["who"]), reply
