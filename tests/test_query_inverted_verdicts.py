"""Yes/no answers that must never invert the truth, over the sample, through the whole assistant:
a companion nobody in the items is called ("did i ever go hiking with sarah") is a "No", never every hike with the
name dropped, and a group word there ("with friends") is asked about; a question asked in the negative with a remark
after its mark ("didn't I … ? pretty sure I did") still asks whether it happened; a denial behind a hedge ("I think I
never had …, is it right?") is checked, never turned into "items other than"; "all my <value> …, true?" checks every
one of them; "older than 2015" of wines is their vintage, of other kinds before 2015."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.older_than_year import said_as_field
from parley.core.query.unknown_companion import unknown_companion

from .conftest import ParleyHarness
from .conversing import last_reply, reply_texts
from .sample_items import ITEMS, ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


# --- a companion nobody is called ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "unknown", "said"),
    [
        ("did i ever go hiking with sarah", ["sarah"], ("Sarah", True)),
        ("have I been to Paris with Zoe?", ["Zoe"], ("Zoe", True)),
        ("did i go hiking with friends?", ["friends"], ("Friends", False)),
        ("ever had dinner with cousins in 2024", ["cousins"], ("Cousins", False)),
        ("did i go hiking with mary", [], None),  # understood: nothing to say of it
        ("hikes with a view", ["view"], None),  # not right after "with"
    ],
)
def test_a_word_after_with_not_understood(text: str, unknown: list[str], said: tuple[str, bool] | None) -> None:
    assert unknown_companion(text, unknown) == said


@pytest.mark.parametrize(
    "text",
    [
        "did i ever go hiking with sarah",
        "Did I ever hike with Sarah?",
        "have i been hiking with sarah this year",
        "any hikes with sarah?",
        "did i go hikng with sarah ever",
    ],
)
async def test_a_companion_nobody_is_called_is_a_no(harness: ParleyHarness, text: str) -> None:
    reply = await last_reply(harness, text)
    assert reply["text"].startswith("No") and "Sarah" in reply["text"], reply["text"]


async def test_then_a_companion_who_is_there_is_asked_the_same(harness: ParleyHarness) -> None:
    texts = await reply_texts(harness, "did i ever go hiking with sarah", "with elena")
    assert texts[-1].startswith("Yes, 3 hikes with Elena"), texts


async def test_a_group_word_after_with_is_asked_about(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "did i go hiking with friends?")
    assert reply["text"].startswith("I didn't understand") and not reply["text"].startswith("Yes"), reply["text"]


async def test_a_known_companion_is_unchanged(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "did i go hiking with mary?")
    assert reply["text"].startswith("Yes") and "Mary" in reply["text"] and "No one called" not in reply["text"]


# --- asked in the negative, a remark after it ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("didn't I drink a 5 star assyrtiko in nafplio this year? pretty sure I did", "Yes"),
        ("didnt i drink an assyrtiko in nafplio this year? i think so", "Yes"),
        ("haven't i been to peru? pretty sure", "Yes"),
        ("wasnt i in portugal in 2014? I believe I was", "Yes"),
        ("didn't I go to Portugal in 2023? I thought so", "No"),
    ],
)
async def test_a_negative_question_with_a_remark_after_it_asks_whether(harness: ParleyHarness, text: str, answer: str) -> None:
    reply = await last_reply(harness, text)
    assert reply["text"].startswith(answer) and "other than" not in reply["text"] and "outside" not in reply["text"], reply["text"]


async def test_a_question_after_the_mark_still_leaves_out(harness: ParleyHarness) -> None:
    # negative: a second question after the mark is no remark; "didn't" is not read as asking whether there
    reply = await last_reply(harness, "which hikes didn't I do with Roberto? show them")
    assert not reply["text"].startswith(("Yes", "No")), reply["text"]


# --- a denial behind a hedge ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("I think I never had a beer in Germany, is it right?", "No"),
        ("i think i never had a beer in germany, right?", "No"),
        ("I'm pretty sure I never had a beer in Germany, right?", "No"),
        ("pretty sure we never had a wine in Chile, correct?", "Yes"),
        ("I believe I never had a beer in Iceland, is that right?", "Yes"),
    ],
)
async def test_a_hedged_denial_is_checked(harness: ParleyHarness, text: str, answer: str) -> None:
    assert ids(lambda i: i["type"] == "Beer" and i["place"]["countryCode"] == "DE")
    assert not ids(lambda i: i["type"] == "Beer" and i["place"]["countryCode"] == "IS")
    reply = await last_reply(harness, text)
    assert reply["text"].startswith(answer) and "other than" not in reply["text"], reply["text"]


# --- "all my <value> …, true?" -------------------------------------------------------------------------


def pinots() -> list[dict[str, object]]:
    return [i for i in ITEMS if i["type"] == "Wine" and (i.get("fields") or {}).get("variety") == "pinot noir"]


@pytest.mark.parametrize(
    "text",
    [
        "All my pinot noir, I rated them 4 or more, true?",
        "all my pinot noir i rated 4 or more, right?",
        "all my pinot noirs were rated 4 or more, true?",
        "is it true that all my pinot noir got 4 or more?",
    ],
)
async def test_all_of_a_value_checks_every_one(harness: ParleyHarness, text: str) -> None:
    wines = pinots()
    good = [w for w in wines if w["rating"] >= 4]
    assert 0 < len(good) < len(wines)
    reply = await last_reply(harness, text)
    assert reply["text"].startswith(f"No, {len(good)} of the {len(wines)}"), reply["text"]


async def test_some_of_a_value_is_still_some(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "did I rate any pinot noir 4 or more?")  # negative: no "all", some are enough
    assert reply["text"].startswith("Yes"), reply["text"]


# --- older than a year ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "category", "said"),
    [
        ("Were any of this year's bottles older than 2015?", "Drink", "Were any of this year's bottles with vintage below 2015?"),
        ("wines newer than 2020", "Drink", "wines with vintage above 2020"),
        ("any wine younger then 2022 this year", "Drink", "any wine with vintage above 2022 this year"),
        ("hikes older than 2015", "Activity", "hikes before 2015"),
        ("wines from 2015", "Drink", None),  # negative: no age said, the year stays as it is
        ("more wines than 2015?", "Drink", None),
    ],
)
def test_older_than_a_year(text: str, category: str, said: str | None) -> None:
    definition = load_definition(DEFINITION_FILE)
    assert said_as_field(text, definition, category) == said


@pytest.mark.parametrize(
    "text",
    [
        "Were any of this year's bottles older than 2015?",
        "any wines this year older than 2015?",
        "were any of my wines this year older then 2015",
    ],
)
async def test_older_than_a_year_is_the_vintage(harness: ParleyHarness, text: str) -> None:
    this_year = [i for i in ITEMS if i["type"] == "Wine" and i["itemDate"].year == 2026]
    assert this_year and not [i for i in this_year if i["fields"]["vintage"] < 2015]
    reply = await last_reply(harness, text)
    assert reply["text"].startswith("No") and "vintage" in reply["text"], reply["text"]
