"""What is left out said as "anything but", "everything but", "all but", "besides" (every drink in Italy but the wines,
never the wines alone), and its double negation "nothing but", "none other than", "nothing except" (only the wines);
"besides" said as "also", or "all but" before nothing to leave out, leaves nothing out."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import last_reply
from .sample_items import ITEMS, result_id_set
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


ITALIAN_DRINKS = {i["_id"]: i["type"] for i in ITEMS if i["category"] == "Drink" and i["place"]["countryCode"] == "IT"}


# --- the reader ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "drinks in italy anything but wine",
        "drinks in italy everything but wines",
        "drinks in italy all but wine",
        "drinks in italy anything except wine",
        "drinks in italy besides wine",
        "italian drinks, anything but the wines",
    ],
)
def test_anything_but_a_kind_leaves_it_out(text: str) -> None:
    reading, request = read(text)
    assert request.category == "Drink" and request.type is None and request.not_types == ("Wine",), request
    assert not reading.unknown_words and not reading.unattached_negations


@pytest.mark.parametrize(
    "text",
    ["drinks in italy nothing but wine", "drinks in italy, none other than wine", "drinks in italy nothing except wine"],
)
def test_nothing_but_a_kind_is_only_that_kind(text: str) -> None:
    reading, request = read(text)
    assert request.type == "Wine" and not request.not_types, request
    assert not reading.unattached_negations


def test_besides_said_as_also_leaves_nothing_out() -> None:
    reading, request = read("besides, how many hikes did i do in 2023?")
    assert request.type == "Hike" and not request.not_types and not reading.unattached_negations


def test_all_but_before_nothing_to_leave_out_is_a_conjunction() -> None:
    reading, request = read("i liked the hikes all but which was the best")
    assert request.type == "Hike" and not request.not_types and not reading.unattached_negations


# --- whole conversations -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "drinks in italy anything but wine",
        "drinks in italy everything but wine",
        "drinks in italy besides wine",
        "drinks in italy all but wine",
    ],
)
async def test_every_drink_but_the_wines(harness: ParleyHarness, text: str) -> None:
    reply = await last_reply(harness, text)
    found = result_id_set(reply)
    assert found == {i for i, kind in ITALIAN_DRINKS.items() if kind != "Wine"}, reply["text"]
    assert not any(ITALIAN_DRINKS[i] == "Wine" for i in found)  # never the kind left out


async def test_nothing_but_the_wines(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "drinks in italy nothing but wine")
    assert reply["text"].startswith(f"{sum(k == 'Wine' for k in ITALIAN_DRINKS.values())} Italian wines"), reply["text"]


async def test_more_of_which_kind_after_anything_but_is_of_the_place_talked_about(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "drinks in italy anything but wine", "more beers or cocktails")
    beers, cocktails = (sum(k == kind for k in ITALIAN_DRINKS.values()) for kind in ("Beer", "Cocktail"))
    assert f"{beers} beers" in reply["text"] and f"{cocktails} cocktails" in reply["text"] and "Italy" in reply["text"], reply["text"]
