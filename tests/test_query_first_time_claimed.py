"""“And Australia, it was also the first time this year?” claims nothing was in Australia before this year: said as the
denial “I never went to Australia before this year, right?”, a yes when nothing was, and asked again of the next place
(“And Japan?”). A first time with no time said, or no place said, is not read so."""

from __future__ import annotations

import pytest

from parley.core.query.first_time_claimed import first_time_claimed

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, TODAY


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("And Australia, it was also the first time this year?", "I never went to Australia before this year, right?"),
        ("was it also my first time in Australia this year?", "I never went to Australia before this year, right?"),
        ("Japan, that was my first time in 2025, right?", "I never went to Japan before 2025, right?"),
        ("what about Peru, it was the first time last year?", "I never went to Peru before last year, right?"),
    ],
)
def test_a_first_time_claimed_is_a_denial_before_that_time(text: str, said: str) -> None:
    assert first_time_claimed(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "was it the first time?",  # before what: no time said
        "it was the first time this year?",  # no place said
        "so that was the first time this year?",
        "And Japan?",
        "when was the first time I went to Japan?",
        "show me the first time this year I went to Japan",
    ],
)
def test_not_a_first_time_claimed(text: str) -> None:
    assert first_time_claimed(text) is None


def _before_this_year(country: str) -> bool:
    return any((i.get("place") or {}).get("countryCode") == country and i["itemDate"].year < TODAY.year for i in ITEMS)


async def test_first_time_this_year_asked_of_one_place_then_another(sample_assistant: ParleyHarness) -> None:
    assert not _before_this_year("AU") and _before_this_year("JP")
    _, australia, japan = await reply_texts(
        sample_assistant,
        "This year I went to Denmark. Before this year I was ever there?",
        "And Australia, it was also the first time this year?",
        "And Japan?",
    )
    assert australia.startswith("Yes") and "Australia" in australia, australia
    assert japan.startswith("No") and "Japan" in japan, japan
