"""The things the user did are of every kind: "what was the last thing I did with Anna?" after a dinner asks about
everything done with her, while a question naming a kind keeps it."""

from __future__ import annotations

import pytest

from parley.core.query.request import Request, build_request
from parley.core.query.things_done import THINGS_DONE

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS
from .test_understanding import NOW, READER


@pytest.mark.parametrize(
    "text",
    [
        "ok and what was the last thing i did with her",
        "the things we've done together",
        "what did we do in 2023",
        "what else did i do with anna",
        "everything i did with tom",
        "the first thing that we did in lisbon",
    ],
)
def test_things_done_are_of_every_kind(text: str) -> None:
    assert THINGS_DONE.search(text) is not None
    reading, _ = READER.read(text, NOW)
    prior = Request("scrapbook", category="Food", type="Dinner")
    request = build_request(reading, "find", "scrapbook", prior, None)
    assert request.category is None and request.type is None, request


@pytest.mark.parametrize("text", ["same thing for tom", "the best thing I drank", "how many did I do"])
def test_other_things_are_not_things_done(text: str) -> None:
    assert THINGS_DONE.search(text) is None


def test_a_kind_named_is_kept() -> None:
    reading, _ = READER.read("the last dinner i did with anna", NOW)
    request = build_request(reading, "find", "scrapbook", Request("scrapbook", category="Food", type="Dinner"), None)
    assert request.type == "Dinner", request


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_last_thing_done_after_a_dinner(harness: ParleyHarness) -> None:
    latest = max((i for i in ITEMS if "Anna" in i["who"]), key=lambda i: i["itemDate"])
    *_, reply = await reply_texts(harness, "my most recent dinner", "what was the last thing i did with anna")
    assert latest["title"] in reply, reply
