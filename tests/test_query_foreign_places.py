""" "which foriegn city did i go running in most often" after "i live in the us": "foreign" before a word for a place
is abroad, outside the home country; "foreign" before anything else ("foreign food") is not read so."""

from __future__ import annotations

from collections import Counter

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def top(part: str, kind: str | None = None) -> str:
    counted = Counter(i["place"][part] for i in ITEMS if i["place"]["country"] != "United States" and (kind is None or i["type"] == kind))
    return counted.most_common(1)[0][0]


async def test_the_foreign_city_run_in_most_after_home_is_said(harness: ParleyHarness) -> None:
    replies = await reply_texts(
        harness,
        "i live in the us. how far have i run outside the us altogehter",
        "and inside the us",
        "which foriegn city did i go running in most often",
    )
    assert top("city", "Run") in replies[-1], replies


@pytest.mark.parametrize(
    ("said", "part", "kind"),
    [
        ("which foreign city did i go running in most often", "city", "Run"),
        ("Which foreign country did I hike in most?", "country", "Hike"),
        ("what foreign city do I have the most entries from", "city", None),
        ("in which foreign country did I run most often?", "country", "Run"),
    ],
)
async def test_foreign_before_a_place_word_is_abroad(harness: ParleyHarness, said: str, part: str, kind: str | None) -> None:
    reply = (await reply_texts(harness, said))[-1]
    assert top(part, kind) in reply and "outside the United States" in reply and "foreign" not in reply, reply


async def test_foreign_before_other_words_is_not_abroad(harness: ParleyHarness) -> None:
    reply = (await reply_texts(harness, "foreign food in 2024"))[-1]
    assert "outside the United States" not in reply, reply
