"""“how far did we ride together in total” after the bike rides with Ben since 2025: “we … together” is Ben again, the
person talked about, so the total is of those rides (since 2025 kept), not of every ride with him (was: 1991 km over all
38); someone new said (“with James”) still asks anew."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import Item, matching, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _km(total: float) -> str:
    return f"{round(total, 1):g} km"


def _rides(since: int, name: str) -> list[Item]:
    start = datetime(since, 1, 1)
    return matching(lambda i: i.get("type") == "Bike ride" and with_(name)(i) and i["itemDate"] >= start)


@pytest.mark.parametrize(
    "asked",
    [
        "how far did we ride togehter in total",
        "how far did we ride together in total",
        "how far did we ride together?",  # (“together” at its end is the company said with “we”, not “all together”)
    ],
)
async def test_a_total_said_with_we_together_keeps_the_question(harness: ParleyHarness, asked: str) -> None:
    rides = _rides(2025, "Ben")
    *_, reply = await reply_texts(harness, "bike rides with ben since 2025", asked)
    assert _km(sum(float(i["fields"]["distance"]) for i in rides)) in reply and f"{len(rides)} bike rides" in reply, reply


async def test_the_ones_without_someone_after_it_narrow_the_same_rides(harness: ParleyHarness) -> None:
    rides = [i for i in _rides(2025, "Ben") if not with_("James")(i)]
    *_, reply = await reply_texts(
        harness, "bike rides with ben since 2025", "how far did we ride together in total", "only the ones without james"
    )
    assert f"{len(rides)} bike rides" in reply and _km(sum(float(i["fields"]["distance"]) for i in rides)) in reply, reply


def _walks(year: int, *names: str) -> list[Item]:
    return matching(lambda i: i.get("type") == "Walk" and i["itemDate"].year == year and all(with_(n)(i) for n in names))


@pytest.mark.parametrize(
    "asked",
    ["how far did we walk togehter", "how far did we walk together in total", "so how far did we all walk together?"],
)
async def test_we_together_after_two_companions_is_both_of_them(harness: ParleyHarness, asked: str) -> None:
    walks = _walks(2019, "Mary", "Tom")
    assert walks
    *_, reply = await reply_texts(harness, "walks with mary and tom in 2019", asked)
    assert _km(sum(float(i["fields"]["distance"]) for i in walks)) in reply and "Who do you mean" not in reply, reply


async def test_we_together_after_one_of_two_companions_is_still_asked(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "walks with mary or tom in 2019", "how far did we walk together")
    assert "Mary" in reply and "Tom" in reply, reply
