"""Bounds said again and bounds with a tail, over the sample, through the whole assistant: "not the 5 star ones"
after the wines rated 5 are the others (never "rated 5 and not rated 5", which holds for nothing), "except the ones
of 15 km or more" after the hikes over 10 km keeps the 10 km; "hikes of 10 km or more", "books of 300 pages or
fewer": "of" with a tail is the bound the tail says, never exactly that number."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import Item, every, ids, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == name


def field(name: str, test: Callable[[float], bool]) -> Callable[[Item], bool]:
    return lambda i: (i.get("fields") or {}).get(name) is not None and test(i["fields"][name])


def rating(test: Callable[[float], bool]) -> Callable[[Item], bool]:
    return lambda i: test(i["rating"])


ITALIAN = lambda i: i["place"]["countryCode"] == "IT"  # noqa: E731


@pytest.mark.parametrize(
    ("texts", "meant", "said"),
    [
        (("italian wines I rated 5", "not the 5 star ones"), every(kind("Wine"), ITALIAN, rating(lambda r: r != 5)), "not rated 5"),
        (
            ("which books got 4 stars?", "and the ones not rated 4?"),
            every(lambda i: i["category"] == "Book", rating(lambda r: r != 4)),
            "not rated 4",
        ),
        (
            ("hikes over 10 km", "except the ones of 15 km or more"),
            every(kind("Hike"), field("distance", lambda d: 10 < d < 15)),
            "under 15 km",
        ),
        (("hikes of 10 km or more",), every(kind("Hike"), field("distance", lambda d: d >= 10)), "10 km or more"),
        (
            ("books of 300 pages or fewer",),
            every(lambda i: i["category"] == "Book", field("pages", lambda p: p <= 300)),
            "300 pages or less",
        ),
        (("walks except the ones of 5 km or less",), every(kind("Walk"), field("distance", lambda d: d > 5)), "over 5 km"),
    ],
)
async def test_a_bound_turned_round_or_given_a_tail_finds_what_was_meant(
    harness: ParleyHarness, texts: tuple[str, ...], meant: Callable[[Item], bool], said: str
) -> None:
    reply = await last_reply(harness, *texts)
    expected = ids(meant)
    assert count_of(reply) == len(expected), reply["text"]
    assert result_id_set(reply) <= expected, reply["text"]
    assert said in reply["text"], reply["text"]


async def test_a_bound_said_with_a_number_alone_is_the_bound_before_with_its_own_operator(harness: ParleyHarness) -> None:
    """ "what about under 10?" after the runs over 20 km: under 10 km (the operator said, not the one before)."""
    reply = await last_reply(harness, "runs over 20 km", "what about under 10?")
    expected = ids(every(kind("Run"), field("distance", lambda d: d < 10)))
    assert count_of(reply) == len(expected) and "under 10 km" in reply["text"] and "understand" not in reply["text"], reply["text"]


@pytest.mark.parametrize("then", ["Ever over 25?", "ever over 15?"])
async def test_ever_with_another_number_asks_yes_or_no_of_the_same_kind_ever(harness: ParleyHarness, then: str) -> None:
    """ "Ever over 25?" after the runs over 20 km without Tom: whether any run at all was over 25 km."""
    bound = float(then.split()[-1].rstrip("?"))
    reply = await last_reply(harness, "did i ever run more than 20 km", "and the ones without tom", then)
    any_run = ids(every(kind("Run"), field("distance", lambda d: d > bound)))
    assert reply["text"].startswith("Yes" if any_run else "No"), reply["text"]
    assert "Tom" not in reply["text"] and f"over {bound:.0f} km" in reply["text"], reply["text"]
