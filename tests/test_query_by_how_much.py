"""How many more: "how many more hikes than bike rides this year?" is led by the difference of the two counts, never a
yes or no; "How many more it was?", "by how much?", "how many more dinners than museums was that?" right after a
comparison ask it of that comparison (the sides in the order said); "and over all the years, since I started keeping
track?" asks it again without its time; "And in 2014, which one was more?" is the comparison again in 2014; the user's
reason said after the question ("Trying to convince myself I'm not lazy") negates nothing; "Lisbon or Porto, where did
I eat out more?" compares the two places."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from parley.core.query.by_how_much import asks_by_how_much, difference_first, said_again
from parley.core.query.chatter import without_asides
from parley.core.query.compared_all_along import over_all_time
from parley.core.query.which_was_more import asked_again

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, TODAY, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(keep: Callable[[Item], bool]) -> int:
    return sum(1 for i in ITEMS if keep(i))


def _of(kind: str, year: int | None = None) -> Callable[[Item], bool]:
    return lambda i: i["type"] == kind and (year is None or i["itemDate"].year == year)


def _city(city: str) -> Callable[[Item], bool]:
    return lambda i: i["category"] == "Food" and (i.get("place") or {}).get("city") == city


COMPARED = {
    "base": {"dates": {"label": "in 2025"}},
    "common": {"dates": {"label": "in 2025"}},
    "options": [
        ["hikes", {"category": "Activity", "type": "Hike", "dates": {"label": "in 2025"}}],
        ["bike rides", {"category": "Activity", "type": "Bike ride", "dates": {"label": "in 2025"}}],
    ],
    "byTopic": True,
    "against": True,
}


@pytest.mark.parametrize(
    "text",
    [
        "How many more hikes than bike rides?",
        "how many fewer runs than walks",
        "by how much?",
        "how much more wine than beer",
        "whats the difference",
    ],
)
def test_how_many_more_is_asked(text: str) -> None:
    assert asks_by_how_much(text.replace("whats", "what's")), text


@pytest.mark.parametrize("text", ["how many hikes did I do?", "did I hike more than I biked?", "how many bike rides, more or less?"])
def test_a_count_or_a_yes_or_no_is_no_difference(text: str) -> None:
    assert not asks_by_how_much(text), text


def test_the_difference_leads_and_never_inverts() -> None:
    assert difference_first("More hikes: 13 hikes and 4 bike rides.", [13, 4], False, True) == "9 more hikes: 13 hikes and 4 bike rides."
    assert difference_first("More bike rides: 4 hikes and 7 bike rides.", [4, 7], False, True).startswith("None — 3 more bike rides")
    assert difference_first("The same: 9 wines and 9 beers.", [9, 9], False, True).startswith("None — the same")


@pytest.mark.parametrize(
    "text", ["How many more it was?", "by how much?", "how many more was that", "and how many more then?", "so how many more"]
)
def test_how_many_more_of_the_comparison_just_made(text: str) -> None:
    again = said_again(text, COMPARED, [])
    assert again is not None and again["byHowMuch"] and again["options"] == COMPARED["options"], text


def test_the_sides_said_again_are_put_in_the_order_said() -> None:
    again = said_again("how many more bike rides than hikes was that", COMPARED, [("Activity", "Bike ride"), ("Activity", "Hike")])
    assert again is not None and [label for label, _ in again["options"]] == ["bike rides", "hikes"]


@pytest.mark.parametrize(
    ("text", "kinds"),
    [("how many more wines", [("Drink", "Wine")]), ("how many more hikes were rated 5", []), ("how many more", None)],
)
def test_another_question_of_how_many_more_is_no_follow_on(text: str, kinds: list[tuple[str, str]] | None) -> None:
    assert said_again(text, COMPARED if kinds is not None else None, kinds or []) is None, text


@pytest.mark.parametrize(
    "text",
    [
        "And over all the years, since I started keeping track?",
        "and overall?",
        "what about all time",
        "since the beginning?",
        "over all the years",
    ],
)
def test_over_all_the_years_takes_the_comparisons_time_away(text: str) -> None:
    again = over_all_time(text, COMPARED)
    assert again is not None and again["common"]["dates"] is None and all(each["dates"] is None for _, each in again["options"]), text


@pytest.mark.parametrize("text", ["and over all the years in Spain?", "overall, which did I rate higher?", "and in 2024?"])
def test_more_than_all_the_years_is_no_follow_on(text: str) -> None:
    assert over_all_time(text, COMPARED) is None, text


@pytest.mark.parametrize(
    ("text", "head"),
    [
        ("And in 2014, which one was more?", "And in 2014"),
        ("what about spain, which had more?", "what about spain"),
        ("and 2019 - who won?", "and 2019"),
        ("so in Italy, which of the two was more", "so in Italy"),
    ],
)
def test_which_one_was_more_after_a_follow_on_is_the_comparison_again(text: str, head: str) -> None:
    assert asked_again(text, COMPARED) == head, text


@pytest.mark.parametrize("text", ["which one was more?", "in 2014 which one was more?", "And in 2014, which one was rated more?"])
def test_which_one_alone_is_no_follow_on_of_a_time(text: str) -> None:
    assert asked_again(text, COMPARED) is None, text


@pytest.mark.parametrize(
    "text",
    [
        "How many more hikes than bike rides have I done this year? Trying to convince myself I'm not lazy",
        "how many runs this year? just want to prove to myself i'm not slacking",
        "How many wines did I have in 2024? I'm trying to convince myself I don't drink too much",
    ],
)
def test_the_users_reason_after_the_question_is_an_aside(text: str) -> None:
    question = text.split("?")[0] + "?"
    assert without_asides(text).strip() == question, text


def test_a_question_with_not_is_kept() -> None:
    text = "Which wines did I not rate? Trying to remember"
    assert without_asides(text) == text


async def test_how_many_more_hikes_than_bike_rides_this_year_then_every_year(harness: ParleyHarness) -> None:
    year = TODAY.year
    hikes, rides = _count(_of("Hike", year)), _count(_of("Bike ride", year))
    all_hikes, all_rides = _count(_of("Hike")), _count(_of("Bike ride"))
    assert hikes > rides and all_hikes > all_rides
    first, then = await reply_texts(
        harness,
        "How many more hikes than bike rides have I done this year? Trying to convince myself I'm not lazy",
        "And over all the years, since I started keeping track?",
    )
    assert first.startswith(f"{hikes - rides} more hikes: {hikes} hikes and {rides} bike rides"), first
    assert then.startswith(f"{all_hikes - all_rides} more hikes: {all_hikes} hikes and {all_rides} bike rides"), then


async def test_how_many_more_it_was_after_a_yes_or_no(harness: ParleyHarness) -> None:
    books = {y: _count(lambda i, y=y: i["category"] == "Book" and i["itemDate"].year == y) for y in (2024, 2025)}
    assert books[2025] > books[2024]
    _, reply = await reply_texts(harness, "Did I read more books in 2025 than in 2024?", "How many more it was?")
    assert reply.startswith(f"{books[2025] - books[2024]} more books in 2025"), reply


async def test_how_many_more_with_both_sides_said_is_of_the_time_just_compared(harness: ParleyHarness) -> None:
    dinners, museums = _count(_of("Dinner", 2026)), sum(1 for i in ITEMS if i["category"] == "Museum" and i["itemDate"].year == 2026)
    *_, reply = await reply_texts(
        harness, "did i go to more musuems or dinners out in 2025", "and in 2026", "how many more dinnres than museums was that"
    )
    assert f"{dinners - museums} more dinners: {dinners} dinners and {museums} museums in 2026" in reply, reply


async def test_and_in_another_year_which_one_was_more(harness: ParleyHarness) -> None:
    wines, beers = _count(_of("Wine", 2014)), _count(_of("Beer", 2014))
    _, reply = await reply_texts(harness, "In 2015 I drank more wine than beer, is it true?", "And in 2014, which one was more?")
    assert reply.startswith("More wine") and f"{wines} wines and {beers} beers in 2014" in reply, reply


async def test_two_places_then_where_more(harness: ParleyHarness) -> None:
    lisbon, porto = _count(_city("Lisbon")), _count(_city("Porto"))
    (reply,) = await reply_texts(
        harness, "Quick one, I'm trying to remember my Portugal trips... Lisbon or Porto, where did I eat out more?"
    )
    assert f"{lisbon} meals in Lisbon and {porto} meals in Porto" in reply, reply
