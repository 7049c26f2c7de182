"""A list of three names mixing "and" with "or": said with a mark of its groups ("with Chloé and Sofia, or with Tom";
"with Chloé and either Sofia or Tom") it is answered so; said without one ("with chloe and sofia or tom") which
groups is asked, and the answer (by how it groups the names, or "the second one") picks the reading."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _with(kind: str, rule: str) -> int:
    def came(item: dict[str, object], name: str) -> bool:
        return name in item["who"]  # type: ignore[operator]

    rules = {
        "both or one": lambda i: (came(i, "Anna") and came(i, "Mary")) or came(i, "Ben"),
        "one with either": lambda i: came(i, "Anna") and (came(i, "Mary") or came(i, "Ben")),
    }
    return sum(1 for i in ITEMS if i["type"] == kind and rules[rule](i))


async def test_a_group_closed_by_a_comma_is_both_of_them_or_the_other(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "walks with Anna and Mary, or with Ben")
    assert reply.startswith(f"{_with('Walk', 'both or one')} walks with Anna and Mary, or with Ben"), reply


async def test_either_is_one_of_the_two_beside_the_first(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "how many walks did I do with anna and either mary or ben")
    assert f"{_with('Walk', 'one with either')} walks" in reply, reply


async def test_an_unmarked_mix_is_asked_and_the_answer_groups_the_names(harness: ParleyHarness) -> None:
    asked, reply = await reply_texts(harness, "walks with anna and mary or ben", "anna together with mary, or else just ben")
    assert asked.startswith("Do you mean with Anna and Mary together, or with Ben?") and "one of Mary or Ben" in asked, asked
    assert reply.startswith(f"{_with('Walk', 'both or one')} walks"), reply


async def test_the_second_reading_picked_by_its_place(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "how many walks with Anna and Mary or Ben?", "the second one")
    assert f"{_with('Walk', 'one with either')} walks" in reply, reply
