"""Requests built from questions and follow-ons, run on SecantusDB, checked against plain Python
predicates over the sample (never against the engine's own query builder)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.dates import year_range
from parley.core.query.mongo import build_query
from parley.core.query.places import Place
from parley.core.query.request import Request, build_request, year_talked_about
from parley.core.query.restate import summarize
from parley.storage.items import MongoItemStore

from .sample_items import ITEMS, Item
from .sample_reader import sample_reader
from .shared_sample import SampleCollection

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
DEFINITION = load_definition(DEFINITION_FILE)
READER = sample_reader(DEFINITION, ITEMS)
Predicate = Callable[[Item], bool]


@pytest.fixture
def store(sample: SampleCollection) -> MongoItemStore:
    return sample.items


def wine(i: Item) -> bool:
    return i["type"] == "Wine"


def rated(op: str, n: int) -> Predicate:
    return {">=": lambda i: i["rating"] >= n, ">": lambda i: i["rating"] > n}[op]


class Dialog:
    def __init__(self, store: MongoItemStore) -> None:
        self.store = store
        self.prior: Request | None = None
        self.previous: tuple[str, ...] | None = None

    async def ask(self, text: str, action: str = "find") -> tuple[Request, list[Item], str]:
        reading, _ = READER.read(text, NOW)
        request = build_request(reading, action, "scrapbook", self.prior, self.previous)
        query = build_query(request, DEFINITION)
        found = await self.store.find("scrapbook", query.filter, query.sort, query.limit)
        self.prior, self.previous = request, tuple(i["_id"] for i in found)
        return request, found, summarize(request, len(found), found)


def ids(predicate: Predicate, within: set[str] | None = None) -> set[str]:
    return {i["_id"] for i in ITEMS if predicate(i) and (within is None or i["_id"] in within)}


async def test_wines_then_red_then_napa(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    base = lambda i: wine(i) and rated(">", 3)(i)  # noqa: E731
    _, found, text = await dialog.ask("Show me wines rated greater than 3 from France")
    assert {i["_id"] for i in found} == ids(lambda i: base(i) and i["place"]["countryCode"] == "FR")
    assert text == f"{len(found)} French wines rated above 3."
    _, found, _ = await dialog.ask("What about red wines?")
    assert (
        {i["_id"] for i in found}
        == ids(lambda i: base(i) and i["place"]["countryCode"] == "FR" and i["fields"]["colour"] == "red")
        != set()
    )
    _, found, text = await dialog.ask("What about from Napa Valley?")
    assert (
        {i["_id"] for i in found}
        == ids(lambda i: base(i) and i["place"]["region"] == "Napa Valley" and i["fields"]["colour"] == "red")
        != set()
    )
    assert "in Napa Valley" in text and "red" in text


async def test_seed_example_sentence(store: MongoItemStore) -> None:
    _, found, text = await Dialog(store).ask("Show me wines from France between 2018 and 2019 with a rating of at least 3")
    expected = ids(lambda i: wine(i) and i["place"]["countryCode"] == "FR" and i["itemDate"].year in (2018, 2019) and i["rating"] >= 3)
    assert {i["_id"] for i in found} == expected
    assert text == f"{len(expected)} French wines between 2018 and 2019 rated 3 or more."


async def test_count_then_list(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    request, found, text = await dialog.ask("How many books did I read in 2022?", "count")
    expected = ids(lambda i: i["category"] == "Book" and i["itemDate"].year == 2022)
    assert request.action == "count" and text == f"I found {len(expected)} books in 2022."
    request, found, text = await dialog.ask("Show me a list", "list")
    assert request.action == "list" and {i["_id"] for i in found} == expected


async def test_those_intersects_and_which_ones_weren_t_differs(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    _, first, _ = await dialog.ask("show me wines")
    _request, found, text = await dialog.ask("how many of those were in Italy?", "count")
    assert {i["_id"] for i in found} == ids(lambda i: i["place"]["countryCode"] == "IT", {i["_id"] for i in first})
    assert "among the" in text
    _, hikes, _ = await Dialog(store).ask("show me hikes last year")
    dialog = Dialog(store)
    await dialog.ask("show me hikes last year")
    _, found, _ = await dialog.ask("which ones weren't with Mary?")
    assert {i["_id"] for i in found} == ids(lambda i: "Mary" not in i["who"], {i["_id"] for i in hikes})


async def test_best_rated_of_the_previous_answer(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    _, hikes, _ = await dialog.ask("show me hikes in 2016 near Cortina d'Ampezzo")
    assert hikes and {i["place"]["city"] for i in hikes} == {"Cortina d'Ampezzo"}
    _request, found, text = await dialog.ask("which was the best rated?")
    assert len(found) == 1 and found[0]["rating"] == max(i["rating"] for i in hikes)
    assert text.startswith("The best rated") and found[0]["title"] in text


async def test_copy_and_substitute(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    await dialog.ask("show me hikes last year except with Roberto")
    request, found, _ = await dialog.ask("and in 2019?")
    assert {i["_id"] for i in found} == ids(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2019 and "Roberto" not in i["who"])
    request, found, _ = await dialog.ask("show me a map", "map")
    assert request.action == "map" and request.dates and request.dates.label == "in 2019"


async def test_a_new_category_starts_afresh(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    await dialog.ask("show me wines from France rated at least 4")
    request, _found, _ = await dialog.ask("what about books?")
    assert (request.category, request.place, request.comparisons) == ("Book", None, ())


@pytest.mark.parametrize(
    ("question", "predicate"),
    [
        (
            "walks we did in Greece last summer with Mary",
            lambda i: (
                i["type"] == "Walk"
                and i["place"]["countryCode"] == "GR"
                and datetime(2026, 6, 1) <= i["itemDate"] < datetime(2026, 9, 1)
                and "Mary" in i["who"]
            ),
        ),
        (
            "show me books I read in 2015 with science in the title",
            lambda i: i["category"] == "Book" and i["itemDate"].year == 2015 and "science" in i["title"].lower(),
        ),
        ("books of type reference", lambda i: i["type"] == "Reference"),
        (
            "show me wines we had from Italy last year with the variety primitivo",
            lambda i: (
                wine(i) and i["place"]["countryCode"] == "IT" and i["itemDate"].year == 2025 and i["fields"]["variety"] == "primitivo"
            ),
        ),
        (
            "runs since March 2020 longer than 15 km",
            lambda i: i["type"] == "Run" and i["itemDate"] >= datetime(2020, 3, 1) and i["fields"]["distance"] > 15,
        ),
        ("dinners in Kyoto", lambda i: i["type"] == "Dinner" and i["place"]["city"] == "Kyoto"),
        ("italian dinners rated 5", lambda i: i["type"] == "Dinner" and i["fields"]["cuisine"] == "italian" and i["rating"] == 5),
        ("drinks that are not wine in 2019", lambda i: i["category"] == "Drink" and i["type"] != "Wine" and i["itemDate"].year == 2019),
    ],
)
async def test_direct_questions(store: MongoItemStore, question: str, predicate: Predicate) -> None:
    _, found, _ = await Dialog(store).ask(question)
    expected = ids(predicate)
    assert expected and {i["_id"] for i in found} == expected


@pytest.mark.parametrize("hostile", ['{"$gt": ""}', "$where: sleep(1000)", "wines with .* in the title", "wines with $regex in the title"])
async def test_user_text_never_becomes_an_operator(store: MongoItemStore, hostile: str) -> None:
    reading, _ = READER.read(hostile, NOW)
    query = build_query(build_request(reading, "find", "scrapbook", None, None), DEFINITION)

    def keys(value: Any) -> list[str]:
        if isinstance(value, dict):
            return [k for k, v in value.items() for k in [k, *keys(v)]]
        if isinstance(value, list):
            return [k for v in value for k in keys(v)]
        return []

    assert {k for k in keys(query.filter) if k.startswith("$")} <= {"$and", "$regex", "$options", "$gte", "$lt"}
    await store.find("scrapbook", query.filter, query.sort, 5)  # runs, whatever it finds


# --- the year and the place talked about ------------------------------------------------------------


def year_is(kind: str, *years: int) -> Predicate:
    return lambda i: i["type"] == kind and i["itemDate"].year in years


@pytest.mark.parametrize(
    ("follow_on", "years"),
    [
        ("and the year before?", (2020,)),
        ("what about the previous year", (2020,)),
        ("and the prior year", (2020,)),
        ("how many lunches did I have the same year?", (2021,)),
    ],
)
async def test_years_relative_to_the_one_talked_about(store: MongoItemStore, follow_on: str, years: tuple[int, ...]) -> None:
    dialog = Dialog(store)
    await dialog.ask("lunches in 2021")
    _, found, _ = await dialog.ask(follow_on)
    assert {i["_id"] for i in found} == ids(year_is("Lunch", *years)) != set()


async def test_that_year_after_another_question_of_the_same_year(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    await dialog.ask("breakfasts in 2017")
    _, found, _ = await dialog.ask("how many lunches did I have that year?", "count")
    assert {i["_id"] for i in found} == ids(year_is("Lunch", 2017)) != set()


async def test_that_year_is_the_year_of_the_one_item_answered(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    _, best, _ = await dialog.ask("my earliest breakfast")
    year = best[0]["itemDate"].year
    reading, _ = READER.read("how many breakfasts in that year?", NOW)
    request = build_request(reading, "count", "scrapbook", dialog.prior, dialog.previous, year)
    found = await store.find("scrapbook", build_query(request, DEFINITION).filter, (), 0)
    assert {i["_id"] for i in found} == ids(year_is("Breakfast", year))


async def test_a_bare_month_is_of_the_year_talked_about(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    await dialog.ask("runs in 2019")
    _, found, _ = await dialog.ask("and in may?")
    assert (
        {i["_id"] for i in found} == ids(lambda i: i["type"] == "Run" and (i["itemDate"].year, i["itemDate"].month) == (2019, 5)) != set()
    )


async def test_a_season_beside_a_year_narrows_it(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    await dialog.ask("walks in 2019")
    _, found, _ = await dialog.ask("and the spring ones of that year?")
    spring = ids(lambda i: i["type"] == "Walk" and i["itemDate"].year == 2019 and i["itemDate"].month in (3, 4, 5))
    assert {i["_id"] for i in found} == spring != set()
    _, found, _ = await Dialog(store).ask("spring walks in 2019")
    assert {i["_id"] for i in found} == spring


async def test_there_is_every_place_of_the_previous_question(store: MongoItemStore) -> None:
    dialog = Dialog(store)
    await dialog.ask("wines in Bari or Lecce")
    _, found, _ = await dialog.ask("and what dinners did I have there?")
    assert {i["_id"] for i in found} == ids(lambda i: i["type"] == "Dinner" and i["place"]["city"] in ("Bari", "Lecce")) != set()


def test_a_comparison_that_year_counts_within_the_year_talked_about() -> None:
    reading, _ = READER.read("did I go on more walks in summer or in winter that year?", NOW)
    request = build_request(reading, "count", "scrapbook", None, None, year_talked_about(Request("scrapbook", dates=year_range(2018))))
    assert reading.shape.contrast and reading.shape.seasons == ("summer", "winter")
    assert request.dates == year_range(2018)
    reading, _ = READER.read("did I drink more rosé or sparkling wine that year?", NOW)
    assert [v.value for v in reading.values] == ["rosé", "sparkling"]  # the options of a comparison stay apart


def test_a_question_after_a_preamble_starts_afresh() -> None:
    prior = Request("scrapbook", action="count", category="Activity", type="Hike", dates=year_range(2023))
    reading, _ = READER.read("Thanks! Another thing: how many runs with Ben?", NOW)
    assert build_request(reading, "count", "scrapbook", prior, None).dates is None


def test_which_was_the_longest_of_the_kind_talked_about_keeps_its_dates() -> None:
    prior = Request("scrapbook", action="count", category="Activity", type="Hike", dates=year_range(2022))
    reading, _ = READER.read("which was the longest hike?", NOW)
    assert build_request(reading, "find", "scrapbook", prior, None).dates == year_range(2022)
    reading, _ = READER.read("which hikes did I do with Ben?", NOW)  # a question of its own
    assert build_request(reading, "find", "scrapbook", prior, None).dates is None


def test_a_total_of_that_sums_up_what_was_talked_about() -> None:
    prior = Request("scrapbook", action="count", category="Activity", type="Walk", dates=year_range(2021))
    for text in ("Great. How many km of walking was that in total?", "how far were those all together?"):
        reading, _ = READER.read(text, NOW)
        assert build_request(reading, "find", "scrapbook", prior, None).dates == year_range(2021), text


def test_on_that_trip_is_the_place_and_dates_talked_about() -> None:
    prior = Request(
        "scrapbook", action="find", category="Culture", type="Museum", dates=year_range(2023), place=Place("Japan", "country", "JP")
    )
    reading, _ = READER.read("how many lunches did I have during that trip?", NOW)
    request = build_request(reading, "count", "scrapbook", prior, None)
    assert (request.type, request.dates, request.place) == ("Lunch", year_range(2023), prior.place)
