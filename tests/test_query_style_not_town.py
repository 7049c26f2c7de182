""" "what about orange wine": a colour word before the kind's noun is the kind's colour, never the town of Orange; and
none of the wines being orange is said "No" (core/query/style_not_town.py)."""

from __future__ import annotations

import pytest

from parley.core.query.style_not_town import a_style_of_the_kind, none_of_that_style, style_not_held

from .conftest import ParleyHarness
from .sample_items import TODAY

KINDS = frozenset(("wine", "wines", "beer", "beers"))


@pytest.mark.parametrize(("before", "after"), [("what about ", " wine"), ("and ", " wines?"), ("or ", " beer")])
def test_a_colour_before_the_kind(before: str, after: str) -> None:
    assert a_style_of_the_kind("orange", before, after, KINDS)


@pytest.mark.parametrize(
    ("name", "before", "after"),
    [
        ("orange", "wines from ", ""),  # "wines from Orange": the town said with its preposition
        ("orange", "what about ", "?"),  # no kind's noun after it
        ("orange", "what about ", " county"),
        ("napa", "what about ", " wines"),  # a town, no colour word
        ("orange", "in ", " wines"),
    ],
)
def test_still_the_town(name: str, before: str, after: str) -> None:
    assert not a_style_of_the_kind(name, before, after, KINDS)


def test_a_colour_none_of_the_values_is() -> None:
    fields = {"colour": ("red", "white", "rosé", "sparkling"), "variety": ("merlot",)}
    assert style_not_held("orange", fields) == ("colour", ("red", "white", "rosé", "sparkling"))
    assert style_not_held("natural", fields) is None  # no colour: not said "No"
    assert style_not_held("orange", {"colour": ("orange", "red")}) is None  # a colour held: read as a value elsewhere
    assert style_not_held("orange", {"variety": ("merlot",)}) is None  # no field of colours
    said = none_of_that_style("Orange", "270 wines", "colour", ("red", "white"))
    assert said == "No, none of your 270 wines is orange: their colour is red or white."


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_orange_wine_after_natural_wine(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text("do i have any natural wine logged", "what about orange wine")
    assert reply.startswith("No, none of your") and "Orange" not in reply, reply
    reply = await harness.last_reply_text("what about wines from Orange")  # negative: the town, said so
    assert "near Orange" in reply, reply
