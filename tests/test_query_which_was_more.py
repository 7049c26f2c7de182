"""“and which got more 5 star ratings” right after “puglia or tuscany … which one did i drink more of”: the same
comparison asked again of what follows “more” (those rated 5), the winner its answer (was: every wine rated 5, no
comparison). Only a follow-on (“and …”) right after a comparison, and only when what follows narrows what was compared:
a number field (“which had more pages”) or another kind is no narrowing."""

from __future__ import annotations

import pytest

from parley.core.query.which_was_more import narrowed_again, narrows

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS
from .test_understanding import read

COMPARED = {"options": [["Puglia", {}], ["Tuscany", {}]]}


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("and which got more 5 star ratings", "and 5 star ratings"),
        ("so which one had more with Mary?", "and with Mary"),
        ("and which of the two had more in 2024", "and in 2024"),
    ],
)
def test_the_winner_asked_of_what_follows_more(text: str, said: str) -> None:
    assert narrowed_again(text, COMPARED) == said


@pytest.mark.parametrize(
    "text",
    ["which had more 5 star ratings", "and which got more", "and which one was more?", "and which had more, puglia or tuscany?"],
)
def test_not_the_winner_asked_of_a_narrowing(text: str) -> None:
    assert narrowed_again(text, COMPARED) is None


def test_nothing_narrowed_without_a_comparison() -> None:
    assert narrowed_again("and which got more 5 star ratings", None) is None


@pytest.mark.parametrize(
    ("text", "narrowing"),
    [("and 5 star ratings", True), ("and with Mary", True), ("and pages", False), ("and km", False), ("and dinners", False)],
)
def test_only_a_narrowing_is_kept(text: str, narrowing: bool) -> None:
    assert narrows(read(text)[0]) is narrowing


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_which_got_more_five_stars_of_the_two_regions(harness: ParleyHarness) -> None:
    def fives(region: str) -> int:
        return sum(1 for i in ITEMS if i["type"] == "Wine" and (i.get("place") or {}).get("region") == region and i.get("rating") == 5)

    *_, reply = await reply_texts(harness, "more wines from puglia or tuscany?", "and which got more 5 star ratings")
    winner = "Puglia" if fives("Puglia") > fives("Tuscany") else "Tuscany"
    assert reply.startswith(f"More wines in {winner}"), reply
    assert f"{fives('Puglia')} wines in Puglia" in reply and f"{fives('Tuscany')} wines in Tuscany" in reply, reply
