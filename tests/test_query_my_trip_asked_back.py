"""A total asked of one thing (“my spring trip with Kenji”, “My trip to Paris, how many nights it was?”, “my summer
holiday with Mary”) when several such things are held is asked back, never summed over all of them: a few are named
(by city, by year), more are counted with their years; the answer picks one by its month or season (“the april one”,
“the one in march”), by year, by place or by position, narrows them (“2018”: the two of that year, asked again), or
names a year none of them is of (said so, asked again)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _trips(*, city: str | None = None, who: str | None = None, months: tuple[int, ...] = ()) -> list[dict[str, Any]]:
    found = [
        i
        for i in ITEMS
        if i["category"] == "Travel"
        and (city is None or (i.get("place") or {}).get("city") == city)
        and (who is None or who in (i["who"] or []))
        and (not months or i["itemDate"].month in months)
    ]
    return sorted(found, key=lambda i: i["itemDate"])


@pytest.mark.parametrize(
    "asked",
    [
        "how many nights was my spring trip with kenji",
        "my spring trip with kenji, how many nights was it?",
        "how many nights did i stay on my spring trip with kenji",
    ],
)
async def test_the_spring_trip_is_asked_back_by_city_and_picked_by_month(harness: ParleyHarness, asked: str) -> None:
    spring = _trips(who="Kenji", months=(3, 4, 5))
    assert len(spring) == 2 and len(_trips(who="Kenji")) > 2
    kyoto, tokyo = sorted(spring, key=lambda i: i["itemDate"].month)
    question, april, march = await reply_texts(harness, asked, "the april one", "and the one in march?")
    assert question.rstrip().endswith("?") and all(t["place"]["city"] in question for t in spring), question
    assert f"is {tokyo['fields']['nights']} over 1 travel" in april, april
    assert f"is {kyoto['fields']['nights']} over 1 travel" in march, march


@pytest.mark.parametrize(
    "asked",
    [
        "My trip to Paris, how many nights it was?",
        "my trip to paris - how many nights was it",
        "my trip to paris, how many nights did i stay?",
    ],
)
async def test_a_trip_said_first_then_its_nights_is_asked_back_by_year(harness: ParleyHarness, asked: str) -> None:
    paris = _trips(city="Paris")
    assert len(paris) == 2
    question, picked = await reply_texts(harness, asked, f"The one of {paris[-1]['itemDate'].year}")
    assert all(str(t["itemDate"].year) in question for t in paris) and question.rstrip().endswith("?"), question
    assert f"is {paris[-1]['fields']['nights']} over 1 travel" in picked, picked


async def test_many_such_trips_are_counted_back_never_summed(harness: ParleyHarness) -> None:
    summer = _trips(who="Mary", months=(6, 7, 8))
    assert len(summer) > 4
    years = [t["itemDate"].year for t in summer]
    twice = next(y for y in years if years.count(y) == 2)
    missing = next(y for y in range(years[0], years[-1]) if y not in years)
    question, none_then, narrowed, picked = await reply_texts(
        harness, "how many nights was my summer holiday with mary", str(missing), str(twice), "the later one"
    )
    total = str(sum(t["fields"]["nights"] for t in summer))
    assert f"There are {len(summer)}" in question and total not in question, question
    assert none_then.startswith(f"None of them was in {missing}") and none_then.rstrip().endswith("?"), none_then
    those = [t for t in summer if t["itemDate"].year == twice]
    assert narrowed.rstrip().endswith("?") and "There are" not in narrowed and str(twice) in narrowed, narrowed
    assert f"is {those[-1]['fields']['nights']} over 1 travel" in picked, picked


async def test_the_plural_is_still_every_one_of_them(harness: ParleyHarness) -> None:
    kenji = _trips(who="Kenji")
    (total,) = await reply_texts(harness, "how many nights were my trips with kenji")
    assert f"is {sum(t['fields']['nights'] for t in kenji)} over {len(kenji)} travels" in total, total
