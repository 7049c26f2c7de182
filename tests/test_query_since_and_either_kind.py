"""“walks since march”, “since the spring”, “since last summer”, “since christmas”: from the latest such time begun
to now (was: “since march” not understood and all of them counted); “books or hikes in September this year”: items of
either kind, named so, and “the longest?” of them asked back (pages or km) (was: only the hikes)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, by_id, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _talk(harness: ParleyHarness, *turns: str) -> list[dict[str, Any]]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return [await harness.say(conversation, turn) for turn in turns]


def _ids(kind: str, start: datetime, without: str | None = None) -> set[str]:
    return {
        i["_id"]
        for i in ITEMS
        if i["type"] == kind and i["itemDate"].replace(tzinfo=UTC) >= start and (without is None or without not in i.get("who", []))
    }


@pytest.mark.parametrize(
    ("said", "start"),
    [
        ("show me my runs since april", datetime(2026, 4, 1, tzinfo=UTC)),
        ("runs since the summer", datetime(2026, 6, 1, tzinfo=UTC)),
        ("how many runs since last spring", datetime(2026, 3, 1, tzinfo=UTC)),
        ("runs since christmas", datetime(2025, 12, 25, tzinfo=UTC)),
        ("runs since the winter", datetime(2025, 12, 1, tzinfo=UTC)),
    ],
)
async def test_since_a_bare_month_season_or_holiday_is_from_the_latest_one(harness: ParleyHarness, said: str, start: datetime) -> None:
    (reply,) = await _talk(harness, said)
    expected = _ids("Run", start)
    assert expected and "understand" not in reply["text"]
    assert f"{len(expected)} runs" in reply["text"] and "since" in reply["text"]


async def test_since_a_month_without_someone_then_another_kind_keeps_both(harness: ParleyHarness) -> None:
    start = datetime(2026, 4, 1, tzinfo=UTC)
    first, then, pick = await _talk(harness, "runs since april but not with tom", "what about walks", "the longest one?")
    assert result_id_set(first) == _ids("Run", start, "Tom") and "understand" not in first["text"]
    walks = _ids("Walk", start, "Tom")
    assert result_id_set(then) == walks
    longest = max(walks, key=lambda i: by_id(i)["fields"]["distance"])
    assert by_id(longest)["title"] in pick["text"]


def _of_september(category: str | None = None, kind: str | None = None) -> set[str]:
    return {
        i["_id"]
        for i in ITEMS
        if i["itemDate"].year == 2026
        and i["itemDate"].month == 9
        and (category is None or i["category"] == category)
        and (kind is None or i["type"] == kind)
    }


async def test_either_of_two_kinds_of_other_categories_lists_both_and_asks_by_what(harness: ParleyHarness) -> None:
    books, hikes = _of_september("Book"), _of_september("Activity", "Hike")
    listed, asked, answered = await _talk(harness, "hikes or books from september 2026", "which was the longest", "the books")
    assert books and hikes and result_id_set(listed) == books | hikes
    assert "hikes or books" in listed["text"]
    assert asked["text"].rstrip().endswith("?") and "pages" in asked["text"] and "distance" in asked["text"]
    longest = max(books, key=lambda i: by_id(i)["fields"]["pages"])
    assert by_id(longest)["title"] in answered["text"]


async def test_either_of_an_activity_or_a_book_kind_holds_both(harness: ParleyHarness) -> None:
    (reply,) = await _talk(harness, "walks or novels in october 2026")
    walks_or_novels = {
        i["_id"] for i in ITEMS if i["type"] in ("Walk", "Novel") and i["itemDate"].year == 2026 and i["itemDate"].month == 10
    }
    assert result_id_set(reply) == walks_or_novels
