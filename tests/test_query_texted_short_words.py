"""Short words texted for very common ones: “rated 3 or mor” is “3 or more” (was: “mor”, the first letters of
Moroccan, read as Morocco); “any year, not just 2019” widens the question before to every year (was: 2019 left out)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import READER, read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def test_a_short_word_texted_for_a_common_one_is_that_word_not_a_values_first_letters() -> None:
    correction = READER.speller.correct("mor")
    assert correction is not None and correction.became == "more"
    _, request = read("pinot noirs I rated 3 or mor")
    assert request.place is None and [(c.field, c.op, c.value) for c in request.comparisons] == [("rating", ">=", 3.0)]


def test_clipped_values_that_are_no_common_word_are_still_read() -> None:
    for word, became in (("zin", "zinfandel"), ("mex", "mexican")):
        correction = READER.speller.correct(word)
        assert correction is not None and correction.became == became


async def test_rated_or_mor_then_any_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    pinots = [i for i in ITEMS if i["fields"].get("variety") == "pinot noir" and (i.get("rating") or 0) >= 3]
    in_2019 = [i for i in pinots if i["itemDate"].year == 2019]
    assert 0 < len(in_2019) < len(pinots)
    reply = await harness.say(conversation, "pinot noirs rated 3 or mor from 2019")
    assert count(reply) == len(in_2019) and "Morocco" not in reply["text"]
    reply = await harness.say(conversation, "any time, not only 2019")
    assert count(reply) == len(pinots) and "not in" not in reply["text"], reply["text"]
