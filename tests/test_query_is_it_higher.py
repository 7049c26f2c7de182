"""“was my total more then last yr” after the total and then the average distance of this year's runs: the value asked
by its kind (“my total”, “the average”) is that aggregate of the field just answered, this year's against the year said
(“then” the slip for “than” when a year follows), a yes or no with both values (was: last year's total of everything).
“then” said alone, a bound with a number, or another kind set against it is not it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from parley.core.query.aggregate import Aggregate
from parley.core.query.is_it_higher import is_it_higher
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _prior_average() -> Request:
    return replace(read("runs this year")[1], aggregate=Aggregate("avg", "distance", "distance"))


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("was my total more then last yr", "is the total distance higher in 2026 than in 2025?"),
        ("was my total more than last year?", "is the total distance higher in 2026 than in 2025?"),
        ("is the total lower than 2024?", "is the total distance lower in 2026 than in 2024?"),
        ("was my average more then last yr", "is the average distance higher in 2026 than in 2025?"),
        ("was it more then last year", "is the average distance higher in 2026 than in 2025?"),
    ],
)
def test_the_value_by_its_kind_against_the_year_said(text: str, said: str) -> None:
    assert TODAY.year == 2026
    assert is_it_higher(read(text)[0], _prior_average()) == said


@pytest.mark.parametrize(
    "text",
    [
        "was it more then?",  # "then": at that time, no other year
        "was my total more then 100 km?",  # a bound, not another year
        "was my total more than my walks?",  # another kind, not another year
        "was my total more than this year?",  # the same year
        "my total was more then",
    ],
)
def test_not_the_value_against_another_year(text: str) -> None:
    assert is_it_higher(read(text)[0], _prior_average()) is None


async def test_the_total_after_the_average_is_compared_with_last_year(harness: ParleyHarness) -> None:
    def total(year: int) -> float:
        return sum(i["fields"]["distance"] for i in ITEMS if i["type"] == "Run" and i["itemDate"].year == year)

    *_, reply = await reply_texts(harness, "total distance of my runs this yr", "and the average per run", "was my total more then last yr")
    expected = "Yes" if total(2026) > total(2025) else "No"
    assert reply.startswith(expected) and "2025" in reply and "2026" in reply and "total" in reply, reply
