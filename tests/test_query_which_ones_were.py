"""After a yes/no or a count, "which ones were", "ok wich ones were", "which did?", "which?": its verb said again without
the rest, asking for the items the verdict or the count was about (never every item of the question)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import last_reply
from .sample_items import ITEMS, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize("said", ["ok wich ones were", "which ones were", "which?", "which ones did", "ok which were they"])
async def test_which_ones_were_after_a_yes_no_lists_what_it_found(harness: ParleyHarness, said: str) -> None:
    reply = await last_reply(harness, "were all my trips to japan with anna?", said)
    expected = {i["_id"] for i in ITEMS if i["category"] == "Travel" and i["place"]["countryCode"] == "JP" and "Anna" in i["who"]}
    assert expected and result_id_set(reply) == expected, reply["text"]


@pytest.mark.parametrize("said", ["which ones were", "which?"])
async def test_which_ones_were_after_a_count_lists_what_it_counted(harness: ParleyHarness, said: str) -> None:
    reply = await last_reply(harness, "did i have any dinners with mary in 2020?", said)
    expected = {i["_id"] for i in ITEMS if i["type"] == "Dinner" and "Mary" in i["who"] and i["itemDate"].year == 2020}
    assert expected and result_id_set(reply) == expected, reply["text"]
