"""Collections and items in SecantusDB: seeding (once, resumable), definitions, filters, places (read from the
sample collection the session seeds with the same `seed`)."""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from datetime import datetime
from itertools import islice

import pytest
import yaml

from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.storage.items import BATCH, MongoItemStore
from parley.storage.mongo import MongoConnection

from .sample_items import ITEMS
from .servers import SecantusProcess
from .shared_sample import SampleCollection

DEFINITION = yaml.safe_load(DEFINITION_FILE.read_text())


@pytest.fixture
async def items(secantus: SecantusProcess) -> AsyncIterator[MongoItemStore]:
    connection = MongoConnection(secantus.uri, "i_" + secrets.token_hex(6))
    store = MongoItemStore(connection)
    yield store
    await connection.close()  # the database stays on the session's server, which is thrown away (a drop takes seconds)


async def test_seeding_is_once_and_resumable(items: MongoItemStore) -> None:
    # an earlier start stopped after 700 items: the next one completes the collection (here the first
    # 1,000 items of the sample, more than one batch; the whole sample is seeded by the session's fixture)
    part = ITEMS[:1000]
    await items.items("scrapbook").insert_many([dict(i, collection="scrapbook") for i in islice(part, 700)])
    assert await items.collections() == []  # not complete, so not offered
    seen: list[int] = []
    stored = await items.seed(DEFINITION, iter(part), progress=seen.append)
    assert stored == len(part) - 700 > BATCH and seen[-1] == stored
    [info] = await items.collections()
    assert (info.name, info.title, info.item_count) == ("scrapbook", "My scrapbook", len(part))
    assert await items.seed(DEFINITION, iter(part)) == 0  # already complete: nothing happens
    definition = await items.definition("scrapbook")
    assert definition is not None and definition.category("Drink").type("Wine").name == "Wine"


async def test_the_whole_sample_is_stored_and_offered(sample: SampleCollection) -> None:
    [info] = await sample.items.collections()
    assert (info.name, info.title, info.item_count) == ("scrapbook", "My scrapbook", len(ITEMS))
    assert await sample.items.count("scrapbook", {}) == len(ITEMS)


async def test_queries_match_plain_python(sample: SampleCollection) -> None:
    items = sample.items
    query = {
        "type": "Wine",
        "place.countryCode": "FR",
        "rating": {"$gte": 3},
        "itemDate": {"$gte": datetime(2018, 1, 1), "$lt": datetime(2019, 1, 1)},
    }
    expected = {
        i["_id"]
        for i in ITEMS
        if i["type"] == "Wine" and i["place"]["countryCode"] == "FR" and i["rating"] >= 3 and i["itemDate"].year == 2018
    }
    found = await items.find("scrapbook", query, sort=[("itemDate", -1)])
    assert {i["_id"] for i in found} == expected and expected
    assert [i["itemDate"] for i in found] == sorted((i["itemDate"] for i in found), reverse=True)
    assert await items.count("scrapbook", query) == len(expected)
    assert await items.count("other", query) == 0  # collections do not mix (each has its own MongoDB collection)


async def test_places_near_a_point(sample: SampleCollection) -> None:
    items = sample.items
    near_sf = {"place.location": {"$geoWithin": {"$centerSphere": [[-122.4194, 37.7749], 30 / 6378.1]}}}
    found = await items.find("scrapbook", near_sf)
    assert found and {i["place"]["city"] for i in found} <= {"San Francisco", "Oakland", "Berkeley", "Mill Valley", "Palo Alto"}
