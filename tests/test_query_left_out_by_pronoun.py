""" "drop the ones with him": an order to leave out, before one companion said as a pronoun, leaves that person out once
who is meant is told (asked back when no one was talked about; the name answers it); "alone from Tom" is without Tom."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS
from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)


@pytest.mark.parametrize("said", ["drop the ones with him", "ok skip the ones with her", "and remove those with him"])
def test_an_order_leaves_out_the_companion_said_as_a_pronoun(said: str) -> None:
    reading, _ = READER.read(said, NOW)
    assert [p.exclude for p in reading.pronouns] == [True] and not reading.unattached_negations


@pytest.mark.parametrize(
    "said",
    [
        "did he drop the ones with him",  # no order
        "which hikes did i skip with him",  # the verb tells what happened
    ],
)
def test_no_order_leaves_no_pronoun_out(said: str) -> None:
    reading, _ = READER.read(said, NOW)
    assert not any(p.exclude for p in reading.pronouns)


def test_them_after_an_order_is_still_not_read() -> None:
    reading, _ = READER.read("drop the ones with them", NOW)  # "them": the things talked about as often as people
    assert reading.unattached_negations == ("drop",)


@pytest.mark.parametrize("said", ["runs alone from Tom", "runs away from tom"])
def test_alone_from_a_person_is_without_them(said: str) -> None:
    reading, _ = READER.read(said, NOW)
    assert [(p.names, p.exclude) for p in reading.people] == [(("Tom",), True)]


def test_alone_said_by_itself_is_no_company() -> None:
    reading, _ = READER.read("runs alone in 2025", NOW)
    assert [(p.names, p.exclude) for p in reading.people] == [((), False)]


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_name_told_leaves_that_person_out(harness: ParleyHarness) -> None:
    hikes = [i for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2026]
    _, asked, told = await reply_texts(harness, "show me my hikes from this year", "drop the ones with him", "roberto")
    without = [i for i in hikes if "Roberto" not in i["who"]]
    assert asked.startswith("Who do you mean by “him”?"), asked
    assert told.startswith(f"{len(without)} hikes this year (2026) without Roberto"), told
