"""An average asked per group of any field of the definition, not only per place or year: “which cuisine do i rate
highest on avrage”, then “and lowest”; “my best rated country on average”, “which author do I rate highest on
average”, “which kind of food …”, “average rating by cuisine” (a grouping, not books by an author “Cuisine”). Each
names the end group with its average, how many items it is over, and the group next to it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aggregate import Aggregate
from parley.core.query.average_by import AverageBy, Group, field_implied, group_said, text_of
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item

DEFINITION = load_definition(DEFINITION_FILE)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    harness = sample_assistant
    harness.clock.now = TODAY
    return harness


def ranked(among: Callable[[Item], bool], key: Callable[[Item], str | None]) -> list[tuple[float, str]]:
    """Each group's average rating, highest first; no tie at either end nor next to it."""
    groups: dict[str, list[int]] = {}
    for item in ITEMS:
        name = key(item) if among(item) else None
        if name:
            groups.setdefault(name, []).append(item["rating"])
    out = sorted(((sum(r) / len(r), name) for name, r in groups.items()), reverse=True)
    assert out[0][0] > out[1][0] > out[2][0] and out[-1][0] < out[-2][0] < out[-3][0]
    return out


def cuisines() -> list[tuple[float, str]]:
    return ranked(lambda i: i["category"] == "Food", lambda i: i["fields"].get("cuisine"))


@pytest.mark.parametrize(
    "question",
    [
        "which cuisine do i rate highest on avrage",
        "Which cuisine do I rate highest on average?",
        "whats my highest rated cuisine on avg",
        "wich cuisine i rate best in average",
        "what cuisine has my best average rating",
        "which kind of food do i rate highest on average",
    ],
)
async def test_the_cuisine_rated_highest_on_average_is_named_with_the_one_next_then_the_lowest(
    harness: ParleyHarness, question: str
) -> None:
    (_, top), (_, second), *_, (_, next_lowest), (_, bottom) = cuisines()
    highest, lowest = await harness.reply_texts(question, "and lowest")
    assert f"highest average rating by cuisine is {top.title()}:" in highest, highest
    assert f"next highest is {second.title()}" in highest and "understand" not in highest, highest
    assert f"lowest average rating by cuisine is {bottom.title()}:" in lowest and f"next lowest is {next_lowest.title()}" in lowest, lowest


async def test_the_worst_right_after_is_the_other_end_and_the_lowest_asked_first_is_the_lowest(harness: ParleyHarness) -> None:
    (_, top), *_, (_, bottom) = cuisines()
    lowest, worst_then_best = await harness.reply_texts("which cuisine do i rate lowest on average", "and the best?")
    assert f"is {bottom.title()}:" in lowest and f"is {top.title()}:" in worst_then_best, (lowest, worst_then_best)


@pytest.mark.parametrize(
    ("question", "among", "key", "highest"),
    [
        ("which author do i rate highest on average", lambda i: i["category"] == "Book", lambda i: i["fields"].get("author"), True),
        ("my best rated country on average", lambda i: True, lambda i: i["place"].get("country"), True),
        ("which country do I rate lowest on average?", lambda i: True, lambda i: i["place"].get("country"), False),
    ],
)
async def test_any_field_or_place_part_groups_the_average(
    harness: ParleyHarness, question: str, among: Callable[[Item], bool], key: Callable[[Item], str | None], highest: bool
) -> None:
    means = ranked(among, key)
    (_, end), (_, beside) = (means[0], means[1]) if highest else (means[-1], means[-2])
    (reply,) = await harness.reply_texts(question)
    assert f"is {end}:" in reply and f"is {beside} (" in reply and "understand" not in reply, reply


async def test_average_rating_by_cuisine_groups_every_cuisine_rather_than_books_by_an_author_cuisine(harness: ParleyHarness) -> None:
    (_, top), (_, second), *_ = cuisines()
    every, books = await harness.reply_texts("average rating by cuisine", "books by cuisine")
    assert "by cuisine, highest first" in every and every.index(top.title()) < every.index(second.title()), every
    assert "Cuisine" not in books.replace("“cuisine”", ""), books  # no author "Cuisine" looked for


async def test_a_cuisine_said_without_an_average_or_an_average_of_one_cuisine_is_no_grouping(harness: ParleyHarness) -> None:
    best, one = await harness.reply_texts("which cuisine do i rate highest", "whats my average rating for vietnamese food")
    assert "by cuisine" not in best and "by cuisine" not in one, (best, one)


def test_a_field_group_is_read_only_from_a_word_left_unread_or_said_as_the_kind() -> None:
    cuisine = group_said("which cuisine do i rate highest on average", ["cuisine"], DEFINITION, None)
    assert cuisine is not None and (cuisine.name, cuisine.path, cuisine.category) == ("cuisine", "fields.cuisine", "Food")
    grape = group_said("which grapes do i score best on average", ["grapes"], DEFINITION, None)
    assert grape is not None and grape.name == "variety"
    assert group_said("which cuisine do i rate highest on average", [], DEFINITION, None) is None  # "cuisine" read as something
    assert group_said("which wine do i rate highest on average", ["wine"], DEFINITION, None) is None  # no field
    assert group_said("what had i rated highest on average", ["had"], DEFINITION, None) is None  # a dish's verb, no group
    food = group_said("which kind of food do i rate highest on average", ["kind"], DEFINITION, "Food", frozenset({"food"}))
    assert food is not None and food.name == "cuisine"


def test_the_rating_a_superlative_ranks_by_is_the_number_averaged_of_the_groups_kind() -> None:
    asked = Request("scrapbook", "find", aggregate=Aggregate("avg", ""))
    request = field_implied(asked, ("rating",), DEFINITION, Group("cuisine", "fields.cuisine", "Food"))
    assert request.category == "Food" and request.aggregate is not None and request.aggregate.field == "rating"
    unranked = field_implied(asked, (), DEFINITION, Group("country", "place.country"))
    assert unranked.aggregate is not None and unranked.aggregate.field == ""  # nothing said: asked back later


def test_a_tie_of_many_at_an_end_is_counted_not_listed_and_close_averages_are_told_apart() -> None:
    asked = AverageBy(Request("scrapbook", "find"), "rating", "rating", "producer", "high", "fields.producer")
    groups = [(f"p{n}", 5.0, 1) for n in range(5)] + [("q", 4.6, 3)]
    text = text_of(asked, groups, None, lambda n: f"{n} drink{'s' if n != 1 else ''}")
    assert text.startswith("The highest average rating by producer is 5, shared by 5 producers: P0, P1, P2 and 2 more"), text
    assert "next highest is Q (4.6)" in text, text
    close = text_of(replace_end(asked, "high"), [("a", 3.81, 21), ("b", 3.75, 20), ("c", 3.1, 4)], None, str)
    assert "3.81" in close and "(3.75)" in close, close


def replace_end(asked: AverageBy, end: str) -> AverageBy:
    return AverageBy(asked.request, asked.field, asked.path, asked.group, end, asked.group_path)
