"""The few at the other end of a ranking: “bottom 3” (or “botom 3”) said alone after “top 3 longest hikes 2026”
is the 3 shortest of the same hikes, after a ranking by elevation the lowest by elevation, after none the worst
rated; a size said as learners say it (“the 2 most short walks”) is that superlative, and a field it is
measured in said after it (“…, in nights”) is understood."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import ParleyHarness

TODAY = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("ranked", "other_end", "meant"),
    [
        ("top 2 longest walks in 2025", "and the bottom two?", "the 2 shortest walks in 2025"),
        ("the 3 longest hikes in 2023", "botom 3", "the 3 shortest hikes in 2023"),
        ("top 2 hikes in 2023 by elevation", "bottom 2 pls", "bottom 2 hikes in 2023 by elevation"),
        ("hikes in 2023", "bottom 2", "hikes in 2023, worst 2"),
    ],
)
async def test_bottom_few_is_the_other_end_of_the_ranking_before(harness: ParleyHarness, ranked: str, other_end: str, meant: str) -> None:
    harness.clock.now = TODAY
    top, bottom = await harness.reply_texts(ranked, other_end)
    expected = (await harness.reply_texts(meant))[-1] if "," not in meant else (await harness.reply_texts(*meant.split(", ")))[-1]
    said = bottom.split(". ", 1)[-1] if bottom.startswith("I read") else bottom  # "I read “botom” as bottom. The 3 …"
    assert said == expected, (bottom, expected)
    assert bottom != top


async def test_a_size_as_learners_say_it_and_its_field_after_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    learner = await harness.last_reply_text("the 2 most short walks in 2025")
    assert learner == await harness.last_reply_text("the 2 shortest walks in 2025"), learner
    measured = await harness.last_reply_text("the 3 shortest trips since 2024, in nights")
    assert "nights)" in measured and "understand" not in measured, measured
