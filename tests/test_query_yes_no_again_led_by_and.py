""" "and spain" right after "was austria one of them": a terse fragment led by "and" (or "or", "also") right after a
yes/no question is the same yes/no question of another one, its question mark unsaid. Not so after a question that was
no yes/no one ("and 2021" after "how many wines in 2020": a count again)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_and_a_place_after_was_it_one_of_them_is_yes_or_no(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "how many different countries in 2020", "was austria one of them", "and spain")
    assert reply.startswith("No"), reply


@pytest.mark.parametrize("follow_up", ["and in 2021", "and 2021", "also in 2021", "and in 2021?"])
async def test_and_a_year_after_a_yes_or_no_is_yes_or_no(harness: ParleyHarness, follow_up: str) -> None:
    wines = sum(1 for i in ITEMS if i["itemDate"].year == 2021 and i["type"] == "Wine")
    *_, reply = await reply_texts(harness, "did I have wine in 2020?", follow_up)
    assert reply.startswith("Yes" if wines else "No") and f"{wines} wines in 2021" in reply, reply


async def test_and_a_year_after_a_count_is_no_yes_or_no(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "how many wines in 2020", "and 2021")
    assert not reply.startswith(("Yes", "No")), reply
