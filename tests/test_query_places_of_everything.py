""" "more in lecce or bari" after "outside the us which city do i have the most entries from": two places set against
each other with no kind said, right after questions about every kind of thing, count everything in each ("more in
lisbon or porto?", "did I log more in Kyoto or in Tokyo", "more stuff in athens or nafplio" likewise). Not so with
nothing talked about before (more of what is asked), after a question of one kind (that kind), nor of two years after a
count of countries (more of what is asked)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS

MOST_ABROAD = "outside the us which city do i have the most entries from"


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _in(city: str, kind: str | None = None) -> int:
    return sum(1 for i in ITEMS if (i.get("place") or {}).get("city") == city and kind in (None, i["type"]))


@pytest.mark.parametrize(
    ("before", "follow_up", "one", "other"),
    [
        ((MOST_ABROAD, "which country", "how many cities there"), "more in lecce or bari", "Lecce", "Bari"),
        ((MOST_ABROAD,), "more in lisbon or porto?", "Lisbon", "Porto"),
        ((MOST_ABROAD,), "did I log more in Kyoto or in Tokyo", "Kyoto", "Tokyo"),
        (("which city comes up most in 2026",), "more in athens or nafplio", "Athens", "Nafplio"),
    ],
)
async def test_every_kind_counted_in_each_place(
    harness: ParleyHarness, before: tuple[str, ...], follow_up: str, one: str, other: str
) -> None:
    *_, reply = await reply_texts(harness, *before, follow_up)
    assert f"{_in(one)} items in {one}" in reply and f"{_in(other)} items in {other}" in reply, reply


async def test_with_nothing_talked_about_more_of_what_is_asked(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "more in lecce or bari")
    assert reply.startswith("More of what"), reply


async def test_after_a_question_of_one_kind_that_kind(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "wines from italy", "more in lecce or bari")
    assert f"{_in('Lecce', 'Wine')} wines in Lecce" in reply, reply


async def test_years_after_a_count_of_countries_ask_more_of_what(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "how many different countries in 2019", "more in 2019 or 2020?")
    assert reply.startswith("More of what"), reply
