""" "since then" after a question of a time that runs up to now ("… since 2020"), nothing picked: since that same
start; after a time that ended it stays the time since its end."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.dates import EARLIEST, DateRange
from parley.core.query.request import Reading
from parley.core.query.since_the_time_said import since_the_time_said

from .conftest import ParleyHarness
from .sample_items import TODAY, ids

SINCE_2020 = datetime(2020, 1, 1)


def by(author: str) -> set[str]:
    return ids(lambda i: i["category"] == "Book" and i["fields"].get("author") == author and i["itemDate"] >= SINCE_2020)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("asked", "author"),
    [
        ("lsit the grace obi ones since then", "Grace Obi"),
        ("show me the nina petrova books since then", "Nina Petrova"),
        ("grace obi books since then?", "Grace Obi"),
        ("which nina petrova ones did i read since then", "Nina Petrova"),
    ],
)
async def test_since_then_is_since_the_time_said(harness: ParleyHarness, asked: str, author: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did i read more nina petrova or grace obi")
    await harness.say(conversation, "and since 2020")
    reply = await harness.say(conversation, asked)
    assert f"{len(by(author))} books" in reply["text"], reply["text"]


async def test_after_a_time_that_ended_since_then_is_after_its_end(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many beers before 2020")
    reply = await harness.say(conversation, "and since then?")
    assert str(len(ids(lambda i: i.get("type") == "Beer" and i["itemDate"] >= SINCE_2020))) in reply["text"], reply["text"]


def test_only_a_time_running_up_to_now() -> None:
    now = datetime(2026, 11, 29, tzinfo=UTC)
    then = Reading(text="the poetry ones since then", since_then=True)
    since = DateRange(datetime(2020, 1, 1, tzinfo=UTC), now, "since 2020")
    assert since_the_time_said(then, since, now) is not None
    assert since_the_time_said(then, None, now) is None
    assert since_the_time_said(then, DateRange(EARLIEST, now, "ever"), now) is None
    assert since_the_time_said(then, DateRange(datetime(2019, 1, 1, tzinfo=UTC), datetime(2020, 1, 1, tzinfo=UTC), "in 2019"), now) is None
    assert since_the_time_said(Reading(text="the poetry ones"), since, now) is None
