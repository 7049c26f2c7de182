"""What a follow-up keeps of the conversation: an aggregate asked "there" keeps the kind talked about ("the mean score
there?" after the meals in Spain is the meals' mean), the answer to "The best rated of what: …?" keeps the place and
time it names ("dinners in Peru": the best dinner in Peru), and "in that city" is the city talked about."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _talk(harness: ParleyHarness, *texts: str) -> list[str]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return [str((await harness.say(conversation, text))["text"]) for text in texts]


async def test_an_average_asked_there_keeps_the_kind_talked_about(harness: ParleyHarness) -> None:
    *_, text = await _talk(harness, "what did I eat in Peru", "and what was my mean rating there")
    meals = matching(lambda i: i["category"] == "Food" and i["place"].get("country") == "Peru")
    assert meals and f"over {len(meals)} " in text and "meal" in text, text
    assert "items" not in text, text


async def test_the_answer_to_the_best_of_what_keeps_its_place(harness: ParleyHarness) -> None:
    *_, text = await _talk(harness, "what was the top rated one", "dinners in Peru")
    dinners = matching(lambda i: i["type"] == "Dinner" and i["place"].get("country") == "Peru")
    best = max(i["rating"] for i in dinners)
    assert dinners and "best rated" in text and ("Peru" in text or "Peruvian" in text), text
    assert f"rated {best}" in text, text


async def test_that_city_is_the_city_talked_about(harness: ParleyHarness) -> None:
    *_, text = await _talk(harness, "lunches in Lisbon", "and what did I drink in that city in 2019")
    drinks = matching(lambda i: i["category"] == "Drink" and i["place"].get("city") == "Lisbon" and i["itemDate"].year == 2019)
    assert "Lisbon" in text and "2019" in text and "understand" not in text, text
    assert f"{len(drinks)} " in text or (not drinks and "no " in text.lower()), text
