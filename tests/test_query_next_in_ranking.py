"""The next one in a ranking just answered: "and after her?", "who comes second?", "the runner-up?", "leaving Mary out of
it, who's next?" after the most frequent companion (or city) leave the ones named out of the answer, over the same
items; an ordinal that is not the next place, or a question of its own, is not read so."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _ranking(keep: Callable[[Item], bool] = lambda i: True) -> list[str]:
    return [name for name, _ in Counter(p for i in ITEMS if keep(i) for p in i.get("who") or []).most_common()]


@pytest.mark.parametrize(
    "asked",
    [
        "and after her",
        "and after her?",
        "who comes second?",
        "who's next?",
        "and the runner-up?",
        "Leaving Mary out of it, who comes second?",
    ],
)
async def test_the_next_one_after_the_most_frequent_companion(harness: ParleyHarness, asked: str) -> None:
    harness.clock.now = TODAY
    first, second = _ranking()[:2]
    replies = await harness.reply_texts("who do i see most", asked)
    assert first in replies[0], replies
    assert f"Apart from {first}, " in replies[1] and second in replies[1], replies


async def test_after_him_again_goes_one_place_further(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    ranked = _ranking()
    replies = await harness.reply_texts("who do I see the most?", "and after her?", "and after him?", "who comes fourth?")
    for place, reply in enumerate(replies):
        assert ranked[place] in reply.split(" is ")[-1], replies


async def test_the_runner_up_of_a_city(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    cities = Counter(i["place"]["city"] for i in ITEMS if i["category"] == "Food" and (i.get("place") or {}).get("city")).most_common()
    reply = await harness.last_reply_text("which city did i eat in the most?", "and the runner-up?")
    assert f"Apart from {cities[0][0]}, " in reply and cities[1][0] in reply, reply


async def test_an_ordinal_that_is_not_the_next_place_is_not_read_as_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    third = _ranking()[2]
    reply = await harness.last_reply_text("who do i see most", "who's third?")
    assert "Apart from" not in reply and third not in reply, reply


async def test_after_her_with_a_question_of_its_own_is_not_the_ranking(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text("who do i see most", "and hikes after her birthday in 2024?")
    assert "Apart from" not in reply, reply
