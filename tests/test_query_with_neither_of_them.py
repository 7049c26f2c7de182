""" "with neither of them" after a question that named two people (with_neither_of_them.py): "and the hikes last year
with niether of them" after the hikes with Anna or Roberto is the hikes without either; with one person named before,
or none, the text is left as said (its "neither" then asked about, never guessed)."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.with_neither_of_them import neither_said_by_name

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import matching


def _asked(*people: list[str]) -> list[dict[str, Any]]:
    return [{"request": {"people": [{"names": names, "exclude": False}]}} for names in people]


TWO = _asked(["Anna", "Roberto"])


@pytest.mark.parametrize(
    "text",
    [
        "and the hikes last year with neither of them",
        "the ones without either of them",
        "hikes w/ none of them",
        "which ones had neither of them there",
        "and with neither of the two?",
    ],
)
def test_neither_of_them_is_without_the_people_named_before(text: str) -> None:
    said = neither_said_by_name(text, TWO)
    assert said is not None and "without Anna and Roberto" in said and "neither" not in said, said


def test_one_person_named_before_is_not_them() -> None:
    assert neither_said_by_name("and the hikes with neither of them", _asked(["Anna"])) is None


@pytest.mark.parametrize("text", ["and the 2021 ones that were neither", "neither", "hikes with anna"])
def test_neither_said_of_no_people_is_left_alone(text: str) -> None:
    assert neither_said_by_name(text, TWO) is None


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_hikes_with_neither_of_them_after_anna_or_roberto(harness: ParleyHarness) -> None:
    reply = await last_reply(
        harness, "hikes with anna or roberto last year", "which of those had both of them", "and the hikes last year with niether of them"
    )
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2025)
    assert count_of(reply) == len([h for h in hikes if not {"Anna", "Roberto"} & set(h["who"])]) > 0, reply["text"]
