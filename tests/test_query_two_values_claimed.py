"""A claim about the two values just given ("So I rate Omar Said a bit higher than Ada Winter, right?" after the average
rating of each; "so longer walks this year?" after the average walk of this year and last): "Yes"/"No" with both values,
never a new question."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.two_values_claimed import two_values_claimed

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY

AVERAGE = {"op": "avg", "field": "rating"}


def kept(first: tuple[str, float], second: tuple[str, float], turn: int = 3) -> dict[str, Any]:
    def entry(said: str, value: float, at: int) -> dict[str, Any]:
        return {"aggregate": AVERAGE, "turn": at, "value": value, "unit": None, "mean": True, "said": said, "word": "average rating"}

    return {**entry(*second, turn), "before": entry(*first, turn - 1)}


TWO = kept(("books by Omar Said", 3.53), ("books by Ada Winter", 3.5))


@pytest.mark.parametrize(
    ("said", "holds"),
    [
        ("So I rate Omar Said a bit higher than Ada Winter, right?", True),
        ("so ada winter is rated higher?", False),
        ("Ada Winter lower then, correct?", True),
        ("so omar said worse", False),
        ("So Ada Winter is rated lower than Omar Said, true?", True),
        ("so omar said is rated lower than ada winter, true?", False),
    ],
)
def test_the_claim_is_checked_against_both_values(said: str, holds: bool) -> None:
    claim = two_values_claimed(said, TWO, 4, 2026)
    assert claim is not None and claim.holds is holds
    assert claim.reply.startswith("Yes" if holds else "No") and "3.53" in claim.reply and "3.50" in claim.reply


@pytest.mark.parametrize(
    "said",
    [
        "which one is higher?",  # a question of its own
        "and for Grace Obi?",  # no comparative
        "so Omar Said or Ada Winter, higher?",  # options again
        "so higher?",  # names neither
        "did I rate omar said higher in total?",  # a measure of its own
        "any book by omar said rated higher than 4?",  # a question of things, with a bound
    ],
)
def test_other_messages_claim_nothing(said: str) -> None:
    assert two_values_claimed(said, TWO, 4, 2026) is None


def test_a_side_named_by_what_the_other_leaves_out() -> None:
    rest = kept(("books other than novels this year (2026)", 3.4), ("novels this year (2026)", 4.1))
    claim = two_values_claimed("so novels did better than the rest this year", rest, 4, 2026)
    assert claim is not None and claim.named.said.startswith("novels") and claim.holds


def test_this_year_names_the_side_of_its_number() -> None:
    years = kept(("walks in 2026", 6.2), ("walks in 2025", 6.7))
    claim = two_values_claimed("so longer walks this year?", years, 4, 2026)
    assert claim is not None and claim.named.said == "walks in 2026" and not claim.holds


def test_the_side_after_than_is_the_other() -> None:
    books = kept(("novels", 365.4), ("poems", 375.7))
    claim = two_values_claimed("So the poetry books are shorter than the novels, true?", books, 4, 2026)
    assert claim is not None and claim.named.said == "poems" and not claim.holds
    years = kept(("bike rides this year (2026)", 230.8), ("bike rides in 2025", 257.4))
    claim = two_values_claimed("so more km last year than this year right", years, 4, 2026)
    assert claim is not None and claim.named.said == "bike rides in 2025" and claim.holds


def test_a_side_named_by_its_verb() -> None:
    month = kept(("walks in October 2026", 52.3), ("runs in October 2026", 48.1))
    claim = two_values_claimed("so i ran more than i walked, right", month, 4, 2026)
    assert claim is not None and claim.named.said.startswith("runs") and not claim.holds


def test_a_year_of_neither_is_a_question_of_its_own() -> None:
    years = kept(("travels in 2024", 40), ("travels in 2023", 35))
    assert two_values_claimed("so 2025 was more nights away than 2024 yes", years, 4, 2026) is None


def test_only_right_after_the_two() -> None:
    assert two_values_claimed("so omar said higher, right?", TWO, 6, 2026) is None
    assert two_values_claimed("so omar said higher, right?", {k: v for k, v in TWO.items() if k != "before"}, 4, 2026) is None


async def test_so_longer_walks_this_year(sample_assistant: ParleyHarness) -> None:
    sample_assistant.clock.now = TODAY
    conversation = await sample_assistant.start_conversation()

    def average(year: int) -> float:
        walks = [i["fields"]["distance"] for i in ITEMS if i.get("type") == "Walk" and i["itemDate"].year == year]
        return sum(walks) / len(walks)

    await sample_assistant.say(conversation, "average distance of my walks this year")
    await sample_assistant.say(conversation, "and last year?")
    reply = await sample_assistant.say(conversation, "so longer walks this year?")
    assert reply["text"].startswith("Yes" if average(2026) > average(2025) else "No"), reply["text"]
    assert f"{average(2026):.1f} km" in reply["text"] and f"{average(2025):.1f} km" in reply["text"], reply["text"]


async def test_the_value_just_given_against_another_year(sample_assistant: ParleyHarness) -> None:
    sample_assistant.clock.now = TODAY

    def average_nights(year: int) -> float:
        trips = [i["fields"]["nights"] for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == year]
        return sum(trips) / len(trips)

    conversation = await sample_assistant.start_conversation()
    await sample_assistant.say(conversation, "where did i travel this year")
    await sample_assistant.say(conversation, "whats the average number of nights")
    reply = await sample_assistant.say(conversation, "was that more than last years average")
    assert reply["text"].startswith("Yes" if average_nights(2026) > average_nights(2025) else "No"), reply["text"]
    assert f"{average_nights(2025):.1f}" in reply["text"], reply["text"]


async def test_last_spring_after_this_spring_is_the_one_before(sample_assistant: ParleyHarness) -> None:
    sample_assistant.clock.now = TODAY

    def spring_runs(year: int) -> float:
        runs = [
            i["fields"]["distance"]
            for i in ITEMS
            if i.get("type") == "Run" and i["itemDate"].year == year and i["itemDate"].month in (3, 4, 5)
        ]
        return sum(runs) / len(runs)

    conversation = await sample_assistant.start_conversation()
    await sample_assistant.say(conversation, "runs this spring")
    await sample_assistant.say(conversation, "avg distance of those")
    reply = await sample_assistant.say(conversation, "was that more than last spring")
    assert reply["text"].startswith("Yes" if spring_runs(2026) > spring_runs(2025) else "No"), reply["text"]
    assert f"{spring_runs(2025):.1f} km" in reply["text"] and "2025" in reply["text"], reply["text"]
