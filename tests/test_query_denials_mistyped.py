"""A denial mistyped is still a denial: “which ones wrent with mary” is “weren't with Mary”, the walks
without her (was: “wrent” read as went, the walks with her, the answer inverted); a rare word one typo
from an apostrophe-less denial (“wsnt”, “werrnt”, “didbt”) is read as that denial and the reading is
said, before any word that asserts (“went”, “want”); a word as near two denials is left alone."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, result_id_set
from .test_understanding import READER


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("word", "meant"),
    [("wrent", "weren't"), ("werrnt", "weren't"), ("wsnt", "wasn't"), ("wasbt", "wasn't"), ("didbt", "didn't"), ("havnt", "haven't")],
)
def test_a_denial_one_typo_away_is_that_denial(word: str, meant: str) -> None:
    correction = READER.speller.correct(word)
    assert correction is not None and correction.became == meant


@pytest.mark.parametrize("word", ["went", "want", "were", "wasp"])
def test_words_that_assert_are_never_made_denials(word: str) -> None:
    correction = READER.speller.correct(word)
    assert correction is None or "'" not in correction.became


async def _ids_after(harness: ParleyHarness, first: str, then: str) -> tuple[set[str], dict[str, Any]]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, first)
    reply = await harness.say(conversation, then)
    return result_id_set(reply), reply


async def test_which_of_them_mistyped_denial_keeps_those_without_the_person(harness: ParleyHarness) -> None:
    hikes = [i for i in ITEMS if i["category"] == "Activity" and i["type"] == "Hike" and i["itemDate"].year == 2025]
    without = {i["_id"] for i in hikes if "Anna" not in (i.get("who") or [])}
    assert 0 < len(without) < len(hikes)
    found, reply = await _ids_after(harness, "my hikes in 2025", "which of those werrnt with anna")
    assert found == without, reply["text"]
    assert "weren't" in reply["text"]


async def test_a_mistyped_wasnt_after_runs(harness: ParleyHarness) -> None:
    runs = [i for i in ITEMS if i["category"] == "Activity" and i["type"] == "Run" and i["itemDate"].year == 2024]
    without = {i["_id"] for i in runs if "Tom" not in (i.get("who") or [])}
    assert 0 < len(without) < len(runs)
    found, reply = await _ids_after(harness, "runs in 2024", "and which ones wsnt with Tom?")
    assert found == without, reply["text"]
