"""Yes/no claims checked against the collection, comparisons across years and seasons, and places named
after a question back: "I read over 20 books in 2022, right?" counts the books against the number. Checked
over Direct Line on SecantusDB against plain-Python predicates over the sample."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.quantities import read_shape
from parley.core.query.utterance import Utterance

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item

DEFINITION = load_definition(DEFINITION_FILE)
Predicate = Callable[[Item], bool]


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def chosen(predicate: Predicate) -> list[Item]:
    return [i for i in ITEMS if predicate(i)]


def of(kind: str, year: int) -> Predicate:
    return lambda i: i["type"] == kind and i["itemDate"].year == year


async def talk(harness: ParleyHarness, *texts: str) -> list[dict[str, Any]]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return [await harness.say(conversation, text) for text in texts]


def test_a_claimed_count_of_a_kind_of_item_is_read_as_the_number_to_check() -> None:
    def times(text: str) -> tuple[str, int] | None:
        return read_shape(Utterance(text), DEFINITION).times  # type: ignore[no-any-return]

    assert times("did I drink over 30 wines in 2021?") == (">", 30)
    assert times("we had at least five dinners in Rome, correct?") == (">=", 5)
    assert times("I've been on fewer than 3 road trips, right?") == ("<", 3)
    assert times("did I read books with more than 300 pages?") is None  # a field's bound
    assert times("did I hike more than 10 km in 2023?") is None
    assert times("show me more than 20 books") is None  # no yes/no question


@pytest.mark.parametrize(
    ("claim", "op"),
    [("I'm pretty sure I drank over {} wines in {}, right?", ">"), ("did I drink fewer than {} wines in {}?", "<")],
)
async def test_a_claimed_count_is_answered_yes_or_no_by_the_count(harness: ParleyHarness, claim: str, op: str) -> None:
    wines = len(chosen(of("Wine", 2021)))
    for number in (wines - 1, wines, wines + 1):
        (reply,) = await talk(harness, claim.format(number, 2021))
        holds = wines > number if op == ">" else wines < number
        assert reply["text"].startswith(("Yes" if holds else "No") + f", {wines} wines in 2021"), reply["text"]


async def test_ther_at_the_end_is_there_the_place_talked_about(harness: ParleyHarness) -> None:
    lunches = chosen(lambda i: i["type"] == "Lunch" and i["place"]["countryCode"] == "JP")
    _, reply = await talk(harness, "have I ever been to Japan?", "how many lunches did I eat ther?")
    assert reply["channelData"]["interpretation"].get("resultCount") == len(lunches), reply["text"]


def city_of(kind: str, city: str) -> Predicate:
    return lambda i: (i["category"] == kind or i["type"] == kind) and i["place"].get("city") == city


async def test_the_place_named_after_which_place_do_you_mean_is_that_place_not_a_radius(harness: ParleyHarness) -> None:
    museums = chosen(city_of("Museum", "Paris"))
    asked, named, narrowed = await talk(harness, "which museums did I go to there?", "Paris.", "just the ones with Mary")
    assert asked["text"].endswith("Which place do you mean?")
    assert named["channelData"]["interpretation"].get("resultCount") == len(museums), named["text"]
    with_mary = [i for i in museums if "Mary" in i.get("who", [])]
    assert narrowed["channelData"]["interpretation"].get("resultCount") == len(with_mary), narrowed["text"]
    _, near = await talk(harness, "which museums did I go to there?", "near Paris")  # a radius only when asked
    assert "museums near Paris" in near["text"], near["text"]
    _, location = await talk(harness, "museums nearby", "Paris")  # "which city are you in?": around it
    assert "near Paris" in location["text"]


def in_months(kind: str, months: tuple[int, ...], year: int) -> int:
    return len(chosen(lambda i: i["type"] == kind and i["itemDate"].year == year and i["itemDate"].month in months))


async def test_two_seasons_of_one_year_said_once_are_compared_in_that_year_and_again_for_another(harness: ParleyHarness) -> None:
    summer, winter = (6, 7, 8), (12, 1, 2)
    first, again = await talk(harness, "were there more hikes in summer or during winter of 2022?", "what about 2021?")
    for reply, year in ((first, 2022), (again, 2021)):
        hikes = [in_months("Hike", summer, year), in_months("Hike", winter, year)]
        assert f"in summer and {hikes[1]} " in reply["text"] and f"{hikes[0]} hike" in reply["text"], reply["text"]
        assert f"in {year}" in reply["text"]


async def test_that_year_after_one_item_found_in_a_place_is_that_items_year(harness: ParleyHarness) -> None:
    (trip,) = chosen(lambda i: i["type"] == "City break" and i["place"].get("city") == "Istanbul")
    year = trip["itemDate"].year
    _, lunches, compared = await talk(
        harness,
        "show me my city break in Istanbul",
        "how many lunches did I have that year altogether?",
        "more lunches or breakfasts that year?",
    )
    assert lunches["channelData"]["interpretation"].get("resultCount") == len(chosen(of("Lunch", year))), lunches["text"]
    assert f"{len(chosen(of('Breakfast', year)))} breakfast" in compared["text"] and f"in {year}" in compared["text"]


@pytest.mark.parametrize("total", ["in total", "altogether", "all told"])
async def test_how_many_in_total_is_a_count_unless_a_field_is_named(harness: ParleyHarness, total: str) -> None:
    (count,) = await talk(harness, f"how many hikes did I do in 2023 {total}?")
    assert count["text"].startswith(f"I found {len(chosen(of('Hike', 2023)))} hikes in 2023"), count["text"]
    (km,) = await talk(harness, f"how many km did I hike in 2023 {total}?")
    assert km["text"].startswith("The total distance is"), km["text"]


def total(name: str, items: list[Item]) -> float:
    return round(sum(i["fields"][name] for i in items), 1)


async def test_a_year_beating_another_on_a_field_is_checked_by_the_totals(harness: ParleyHarness) -> None:
    walks = {y: total("distance", chosen(of("Walk", y))) for y in (2022, 2023)}
    for first, second in ((2023, 2022), (2022, 2023)):
        (reply,) = await talk(harness, f"my walks in {first} beat {second} on distance, yeah?")
        verdict = "Yes" if walks[first] > walks[second] else "No"
        assert reply["text"].startswith(f"{verdict}, more in {max(walks, key=walks.__getitem__)}"), reply["text"]


async def test_that_total_set_against_another_group_is_the_same_total_of_that_group(harness: ParleyHarness) -> None:
    hikes, bikes = total("distance", chosen(of("Hike", 2023))), total("distance", chosen(of("Bike ride", 2023)))
    _, reply = await talk(harness, "how far did I hike in 2023?", "is that more than my bike rides that year?")
    assert reply["text"].startswith("Yes" if hikes > bikes else "No"), reply["text"]
    assert f"{hikes:g} km" in reply["text"] and f"{bikes:g} km" in reply["text"]
    _, fewer = await talk(harness, "how far did I hike in 2023?", "and was it less than in 2022?")
    hikes_2022 = total("distance", chosen(of("Hike", 2022)))
    assert fewer["text"].startswith("Yes" if hikes < hikes_2022 else "No"), fewer["text"]


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [("so autumn wins", "No, the same"), ("so more in autumn, right?", "No, the same"), ("spring won then?", "No, the same")],
)
async def test_an_option_claimed_to_win_a_tie_is_no(harness: ParleyHarness, claim: str, verdict: str) -> None:
    """ "so autumn wins" after a tie of spring and autumn hikes: no, with both counts (the claimed option named first)."""
    spring = len(chosen(lambda i: i["type"] == "Hike" and i["itemDate"].month in (3, 4, 5)))
    autumn = len(chosen(lambda i: i["type"] == "Hike" and i["itemDate"].month in (9, 10, 11)))
    assert spring == autumn
    replies = await talk(harness, "did i hike more in spring or in autumn", claim)
    assert replies[1]["text"].startswith(verdict) and f"{autumn} hikes in autumn" in replies[1]["text"], replies[1]["text"]


@pytest.mark.parametrize(("claim", "verdict"), [("so wine wins", "Yes"), ("beer won?", "No")])
async def test_an_option_claimed_to_win_is_checked_against_the_counts(harness: ParleyHarness, claim: str, verdict: str) -> None:
    wine = len(chosen(lambda i: i["type"] == "Wine" and i["itemDate"].year == 2021))
    beer = len(chosen(lambda i: i["type"] == "Beer" and i["itemDate"].year == 2021))
    assert wine > beer
    replies = await talk(harness, "did i drink more wine or beer in 2021", claim)
    assert replies[1]["text"].startswith(f"{verdict}, more wine") and f"{wine} wines" in replies[1]["text"], replies[1]["text"]
