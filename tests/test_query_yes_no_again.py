""" "and mary?" right after "was luca there for both" (of the two wines just listed): the same yes/no of Mary, of
both wines again; "No, 1 of the 2" when she was at one of them."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


_BOTH = ("did i ever give a florence wine five stars", "which ones", "was luca there for both")


async def test_another_name_asks_the_same_of_both_again(harness: ParleyHarness) -> None:
    said = await reply_texts(harness, *_BOTH, "and mary?")
    assert said[2].startswith("Yes, all 2"), said[2]
    assert said[3].startswith("No, 1 of the 2"), said[3]


async def test_a_name_asked_on_its_own_after_a_list_is_no_yes_or_no(harness: ParleyHarness) -> None:
    said = await reply_texts(harness, "did i ever give a florence wine five stars", "which ones", "and mary?")
    assert not said[2].startswith(("Yes", "No")), said[2]


async def test_a_kind_named_after_a_check_of_those_lists_that_kind(harness: ParleyHarness) -> None:
    said = await reply_texts(harness, "anything i hated in italy", "only the wines", "were they all sangiovese", "and french wines?")
    assert said[2].startswith("No"), said[2]
    assert not said[3].startswith(("Yes", "No")), said[3]
    assert "3 French wines rated 1" in said[3], said[3]
