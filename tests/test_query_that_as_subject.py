"""“wasn't that with tom?” after one thing picked is asked of that thing (not “Yes, 321 items with Tom”); after an answer
of several with none picked it is checked over them; “was tom or anna with me more this year” is a comparison of
the two, not a yes/no of either."""

from __future__ import annotations

import pytest

from parley.core.query.focus import points_at_one

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.mark.parametrize("said", ["wasn't that with tom?", "was that in Tokyo?", "so was this rated 5", "isnt that from 2019"])
def test_that_as_the_subject_points_at_one(said: str) -> None:
    assert points_at_one(said)


@pytest.mark.parametrize("said", ["how many was that in total", "that was with tom", "was tom with me?"])
def test_other_thats_do_not(said: str) -> None:
    assert not points_at_one(said)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_wasnt_that_with_him_asks_of_the_one_picked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "my last dinner")
    dinners = [i for i in ITEMS if i.get("type") == "Dinner" and i["itemDate"] <= TODAY.replace(tzinfo=None)]
    last = max(dinners, key=lambda i: i["itemDate"])
    assert last["title"] in reply["text"]
    reply = await harness.say(conversation, "wasn't that with tom?")
    verdict = "Yes" if "Tom" in last["who"] else "No"
    assert reply["text"].startswith(f"{verdict}, {last['title']}"), reply["text"]


async def test_either_person_more_is_a_comparison(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "was tom or anna with me more this year")
    this_year = [i for i in ITEMS if i["itemDate"].year == 2026]
    tom, anna = (sum(name in i["who"] for i in this_year) for name in ("Tom", "Anna"))
    assert tom != anna and not reply["text"].startswith(("Yes", "No")), reply["text"]
    assert f"{tom} items with Tom" in reply["text"] and f"{anna} items with Anna" in reply["text"], reply["text"]
