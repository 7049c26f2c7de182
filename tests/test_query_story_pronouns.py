"""A person named in a story before the question ("Anna drags me along to most of them. How many hikes did I do
without her?", "gift for tom. hikes w him?") is who the question's pronoun means, never asked back about; a
negation cue in a story sentence that names nothing but what the question asks about again ("my nephew says I
never go hiking anymore. Did I do more hikes in 2025 or in 2026?") leaves nothing out."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _ask(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    return await harness.last_reply_text(*texts)


def _hikes(keep: Callable[[list[str]], bool]) -> int:
    return sum(1 for i in ITEMS if i["type"] == "Hike" and keep(i.get("who") or []))


async def test_the_person_named_in_the_story_is_whom_without_her_leaves_out(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "Anna drags me along to most of them, honestly. How many hikes did I do without her?")
    assert f"{_hikes(lambda who: 'Anna' not in who)} hikes without Anna" in reply, reply
    assert "Who do you mean" not in reply, reply


async def test_a_texted_name_then_w_him(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "present for roberto. hikes i did w him?")
    assert f"{_hikes(lambda who: 'Roberto' in who)} hikes with Roberto" in reply, reply
    reply = await _ask(harness, "present for roberto. hikes i did w him?", "and without him?")
    assert f"{_hikes(lambda who: 'Roberto' not in who)} hikes without Roberto" in reply, reply


async def test_two_people_named_before_the_pronoun_are_asked_about(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "Roberto keeps teasing Sofia about it. How many hikes did I do without her?")
    assert "Who do you mean" in reply, reply


async def test_never_in_the_story_before_a_comparison_leaves_nothing_out(harness: ParleyHarness) -> None:
    counts = {y: sum(1 for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == y) for y in (2025, 2026)}
    reply = await _ask(harness, "I keep telling everyone that I never go on hikes anymore, haha. Did I do more hikes in 2025 or in 2026?")
    assert f"{counts[2025]} hikes in 2025" in reply and f"{counts[2026]} hikes in 2026" in reply, reply
    assert "leaves out" not in reply, reply
