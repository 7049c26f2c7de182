"""How many of the best, said apart from the superlative ("the three of those I liked the most", "which 2 did I rate
best?"), picks that many; "of the two" stays a choice between two; "From how many …, do you know?" asks the count."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _items(kind: str, country: str) -> list[dict[str, object]]:
    return [i for i in ITEMS if i["type"] == kind and (i.get("place") or {}).get("countryCode") == country]


async def test_the_few_liked_the_most_of_those(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "french wines", "Could you list the four of them I enjoyed most?")
    assert reply.startswith("The 4 best rated French wines"), reply


async def test_which_few_did_i_rate_best(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "beers from japan", "which 2 did i rate best")
    assert reply.startswith("The 2 best rated"), reply


async def test_how_many_different_after_a_preposition_with_a_polite_tag(harness: ParleyHarness) -> None:
    producers = {i["fields"]["producer"] for i in _items("Wine", "PT")}
    *_, reply = await reply_texts(harness, "wines from portugal", "By how many different producers, do you happen to know?")
    assert f"{len(producers)} different producers" in reply and "understand" not in reply, reply
