"""Which trip is meant: the things of "that trip to <place>" (its meals, its museums) when the user has been there
on several separate stays are asked back by trip, then answered over the days of the one chosen; "the other one" after
one of two trips was chosen is set against it ("was it longer?"); "which trip was it?" after what was done somewhere
asks of the trips there and then ("the second time" is no second item of the answer); "which trips did we make" with a
time of its own asks where we went then, not only at the place talked about before."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _city(item: dict[str, Any]) -> str | None:
    return (item.get("place") or {}).get("city")


def _of(category: str, city: str | None = None, year: int | None = None, kind: str | None = None) -> list[dict[str, Any]]:
    return [
        i
        for i in ITEMS
        if i["category"] == category
        and (kind is None or i["type"] == kind)
        and (city is None or _city(i) == city)
        and (year is None or i["itemDate"].year == year)
    ]


def _years(items: list[dict[str, Any]]) -> list[int]:
    return sorted({i["itemDate"].year for i in items})


async def test_the_dinners_of_that_trip_ask_which_trip_then_answer_over_the_one_chosen(harness: ParleyHarness) -> None:
    years = _years([i for i in ITEMS if _city(i) == "Lisbon"])
    assert len(years) == 3 and len(_years(_of("Food", "Lisbon", kind="Dinner"))) > 1  # dinners on more than one trip
    asked, chosen = await reply_texts(harness, "Which dinners did we have during our visit to Lisbon?", f"the {years[0]} one")
    assert "Which trip to Lisbon do you mean" in asked and all(str(y) in asked for y in years), asked
    dinners = _of("Food", "Lisbon", years[0], "Dinner")
    assert f"{len(dinners)} dinners in Lisbon on that trip" in chosen, chosen


async def test_the_first_time_picks_the_earliest_trip_there(harness: ParleyHarness) -> None:
    years = _years([i for i in ITEMS if _city(i) == "Santa Fe"])
    asked, chosen = await reply_texts(harness, "Which restaurants did we go to on our trip to Santa Fe?", "Oh, the first time.")
    assert "Which trip to Santa Fe do you mean" in asked and all(str(y) in asked for y in years), asked
    meals = _of("Food", "Santa Fe", years[0])
    assert f"{len(meals)} meals in Santa Fe on that trip" in chosen, chosen


async def test_the_trip_itself_is_still_asked_as_one_of_those_trips(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "How many nights was our trip to Tokyo?")
    assert "Which travel in Tokyo do you mean" in reply, reply


async def test_the_other_one_is_set_against_the_one_chosen(harness: ParleyHarness) -> None:
    first, second = sorted(_of("Travel", "Tokyo"), key=lambda i: i["itemDate"])
    a, b = first["fields"]["nights"], second["fields"]["nights"]
    assert a != b
    *_, reply = await reply_texts(
        harness, "how many nights was our holiday in Tokyo?", "the first one", "and the other one, was it shorter?"
    )
    assert reply.startswith("Yes" if b < a else "No"), reply
    assert f"{b} nights" in reply and f"{a} nights" in reply, reply


async def test_which_kind_was_it_asks_of_that_kind_there_and_then(harness: ParleyHarness) -> None:
    assert len(_of("Travel", "Barcelona", 2017)) == 1 and len(_of("Travel", "Barcelona", 2018)) == 1
    *_, reply = await reply_texts(harness, "everything we did in Barcelona in 2017", "what holiday was that?")
    assert "1 travel in Barcelona in 2017" in reply, reply
    *_, second = await reply_texts(harness, "Did we go to Barcelona in 2018?", "Which trip it was, the second time?")
    assert second.startswith("1 travel in Barcelona in 2018"), second  # not the second item of the answer before


async def test_which_trips_with_a_time_of_their_own_leave_the_place_before(harness: ParleyHarness) -> None:
    trips = _of("Travel", year=2011)
    assert {_city(i) for i in trips} != {"Lisbon"}
    *_, reply = await reply_texts(harness, "what did we do in Lisbon in 2010?", "And the following year, what trips did we take?")
    assert f"{len(trips)} travels in 2011" in reply and "Lisbon" not in reply, reply


async def test_the_other_one_is_what_a_yes_no_of_company_is_asked_of(harness: ParleyHarness) -> None:
    first, second = sorted(_of("Travel", "Tokyo"), key=lambda i: i["itemDate"])
    only_first = next(n for n in first["who"] if n not in second["who"])  # on the other trip, not on the one chosen
    *_, asked = await reply_texts(
        harness, "how many nights was our holiday in Tokyo?", "the second one", f"And on the other one, {only_first} was coming too?"
    )
    assert asked.startswith("Yes") and first["title"] in asked, asked
    *_, plain = await reply_texts(
        harness, "how many nights was our holiday in Tokyo?", "the second one", f"was {only_first} on the other one?"
    )
    assert plain.startswith("Yes") and first["title"] in plain, plain  # that trip, not every trip but Tokyo's


@pytest.mark.parametrize(
    ("text", "names"),
    [("did i ever go somewhere with both tom and anna", ("Tom", "Anna")), ("have I been anywhere with Roberto?", ("Roberto",))],
)
async def test_going_somewhere_asks_of_the_trips(harness: ParleyHarness, text: str, names: tuple[str, ...]) -> None:
    trips = [i for i in _of("Travel") if all(n in i["who"] for n in names)]
    assert any(all(n in i["who"] for n in names) for i in ITEMS if i["category"] != "Travel")  # not any of their things
    *_, reply = await reply_texts(harness, text)
    assert reply.startswith("Yes" if trips else "No") and "travel" in reply, reply
