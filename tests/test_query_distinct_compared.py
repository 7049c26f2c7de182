"""A comparison by a part of the place or a text field ("more countries with Tom than with James", "more different
grapes in 2024 than in 2023") compares how many different values each group has, not how many items; "True?" said
after a claim asks its verdict."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _distinct(path: tuple[str, str], keep: Callable[[Item], bool]) -> int:
    part, key = path
    return len({(i.get(part) or {}).get(key) for i in ITEMS if keep(i) and (i.get(part) or {}).get(key)})


def _with(name: str) -> Callable[[Item], bool]:
    return lambda i: name in (i.get("who") or [])


def _in_year(year: int) -> Callable[[Item], bool]:
    return lambda i: i["itemDate"].year == year


@pytest.mark.parametrize(
    ("question", "word", "path", "first", "second"),
    [
        (
            "Mary says I've seen more regions with her than with Anna. True?",
            "regions",
            ("place", "region"),
            _with("Mary"),
            _with("Anna"),
        ),
        ("were there more countries in 2019 than in 2023, right?", "countries", ("place", "country"), _in_year(2019), _in_year(2023)),
        ("did I have more different grapes with Sofia than with Tom?", "grapes", ("fields", "variety"), _with("Sofia"), _with("Tom")),
    ],
)
async def test_a_claim_of_more_places_or_values_counts_the_different_ones_of_each_group(
    harness: ParleyHarness,
    question: str,
    word: str,
    path: tuple[str, str],
    first: Callable[[Item], bool],
    second: Callable[[Item], bool],
) -> None:
    harness.clock.now = TODAY
    mine, theirs = _distinct(path, first), _distinct(path, second)
    assert mine != theirs
    reply = await harness.last_reply_text(question)
    assert reply.startswith("Yes" if mine > theirs else "No"), reply
    assert f"{mine} {word}" in reply and f"{theirs} {word}" in reply, reply
    assert "items" not in reply and "understand" not in reply, reply


async def test_the_same_comparison_again_elsewhere_keeps_counting_the_different_ones(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    cities = [_distinct(("place", "city"), lambda i, n=n: _with(n)(i) and _in_year(2024)(i)) for n in ("Anna", "Tom")]
    *_, again = await harness.reply_texts("more cities with Anna than with Tom?", "and in 2024?")
    assert f"{cities[0]} cities with Anna" in again and f"{cities[1]} cities with Tom" in again, again


async def test_more_items_said_by_their_kind_are_still_counted(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    lunches = [sum(1 for i in ITEMS if i["type"] == "Lunch" and _with(n)(i)) for n in ("Mary", "James")]
    reply = await harness.last_reply_text("Mary thinks I had more lunches with her than with James. True?")
    assert f"{lunches[0]} lunches with Mary" in reply and f"{lunches[1]} lunches with James" in reply, reply
    assert "understand" not in reply, reply
