"""What the user means to do for another person, said after a question about the previous answer (“Which of
those did I rate best? I want to take her somewhere nice.”), is no pronoun to resolve and no filter: the
question is answered as if asked alone, never “Who do you mean by “her”?”."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import ParleyHarness

TODAY = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("listed", "question", "plans"),
    [
        ("dinners in Lisbon", "which of these did I rate best?", "I want to take her somewhere nice."),
        ("lunches and dinners in Florence", "Which one did I like least?", "We'll steer her away from it."),
        ("cocktails in Japan", "which of them got a 4 or more?", "There's no point sending her anywhere bad!"),
        ("dinners in Porto", "and the worst rated?", "i need to warn her off it"),
    ],
)
async def test_plans_for_someone_after_the_question_change_nothing(harness: ParleyHarness, listed: str, question: str, plans: str) -> None:
    harness.clock.now = TODAY
    alone = await harness.last_reply_text(listed, question)
    with_plans = await harness.last_reply_text(listed, f"{question} {plans}")
    assert "Who do you mean" not in with_plans
    assert with_plans == alone, (with_plans, alone)


async def test_a_companion_said_after_the_question_still_counts(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text("hikes in 2023", "Which of those did I rate best? I mean with her.")
    assert "Who do you mean by “her”" in reply, reply
