"""Plans and opinions told around a question are no filters of it: "Ben and Priya fly in for the reunion on Friday.
How many beers have I had with Ben?" counts every beer with Ben (not the Fridays, not with Priya); "We're going to
Barcelona in April with Sofia! Which dinner there …?" ranks every dinner in Barcelona; a time still to come
("tomorrow", "next weekend") never dates what was done; "honestly the best trip in years" asks no superlative. The
people a plan names are still who "with them" and "together" mean. A story of what was done keeps its filters."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _with(item: Item, *names: str) -> bool:
    return all(n in (item["who"] or []) for n in names)


async def _ask(harness: ParleyHarness, text: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, text)
    return str(reply["text"])


async def test_the_day_others_arrive_is_no_time_of_the_question(harness: ParleyHarness) -> None:
    text = await _ask(harness, "Priya and Kenji land on Saturday for the wedding. How many dinners have I had with Kenji?")
    dinners = matching(lambda i: i["type"] == "Dinner" and _with(i, "Kenji"))
    assert dinners and f"{len(dinners)} dinners with Kenji" in text, text
    assert "Priya" not in text and "saturday" not in text.lower(), text


async def test_with_them_after_a_plan_naming_two_people_is_both_of_them(harness: ParleyHarness) -> None:
    text = await _ask(harness, "Anna and Tom are coming over next weekend. Which lunches did I have with them?")
    lunches = matching(lambda i: i["type"] == "Lunch" and _with(i, "Anna", "Tom"))
    assert lunches and f"{len(lunches)} lunch" in text and "Anna" in text and "Tom" in text, text
    assert "weekend" not in text.lower(), text


async def test_together_with_the_person_of_a_plan_is_understood(harness: ParleyHarness) -> None:
    text = await _ask(harness, "James arrives tonight! how many bike rides did we do together in 2025?")
    rides = matching(lambda i: i["type"] == "Bike ride" and _with(i, "James") and i["itemDate"].year == 2025)
    assert rides and f"{len(rides)} bike ride" in text and "in 2025 with James" in text, text
    assert "understand" not in text, text


async def test_the_month_and_company_of_the_users_own_plan_filter_nothing(harness: ParleyHarness) -> None:
    text = await _ask(harness, "We're heading to Lisbon in May with Roberto. Which lunch there did I rate the best?")
    lunches = matching(lambda i: i["type"] == "Lunch" and i["place"].get("city") == "Lisbon")
    assert lunches and "best rated lunch in Lisbon is" in text, text
    assert "May" not in text and "Roberto" not in text, text


async def test_an_opinion_told_in_a_story_asks_no_superlative(harness: ParleyHarness) -> None:
    text = await _ask(harness, "I went to Peru with Mary, the greatest holiday ever. How many hikes did I do there?")
    hikes = matching(lambda i: i["type"] == "Hike" and i["place"].get("country") == "Peru")
    assert hikes and f"{len(hikes)}" in text and "hike" in text, text
    assert "best" not in text and "greatest" not in text, text


async def test_a_comma_before_the_question_leaves_another_persons_plans_out(harness: ParleyHarness) -> None:
    text = await _ask(harness, "my sister is visiting on sunday, which dinners in Paris did I rate 5?")
    dinners = matching(lambda i: i["type"] == "Dinner" and i["place"].get("city") == "Paris" and i["rating"] == 5)
    assert dinners and f"{len(dinners)} dinner" in text and "Paris" in text, text
    assert "travel" not in text, text


async def test_a_story_of_what_was_done_keeps_its_time_and_company(harness: ParleyHarness) -> None:
    text = await _ask(harness, "We went to Barcelona in April 2024 with Sofia. Which dinners did I have there?")
    start, end = datetime(2024, 4, 1), datetime(2024, 5, 1)
    dinners = matching(
        lambda i: (
            i["type"] == "Dinner"
            and i["place"].get("city") == "Barcelona"
            and _with(i, "Sofia")
            and start <= i["itemDate"].replace(tzinfo=None) < end
        )
    )
    assert "April 2024" in text and "Sofia" in text, text
    assert (f"{len(dinners)} dinner" in text) if dinners else ("no dinners" in text), text
