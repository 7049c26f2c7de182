"""Claims checked, over the sample, through the whole assistant: a claim that none of something happened, asked
with "is it true that …" before it ("is it true that not a single dinner this spring was rated 5?") or a tag after
it, is answered No with them when some did (never read as the items other than those); a story's "never" before a
question of "we … together" ("Elena and I never eat out anymore. Did we have any dinners together …?") negates
nothing asked; "both of them" is every one of the previous answer; a yes/no of its own said with the name asked
for ("I meant Luca. Was he at every one of the Florence museums?") is answered as asked; a count claimed without a
verb ("over 20 walks in 2026?") is checked; a ranking of another kind ("top 3 longest bike rides") starts anew."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import ITEMS, Item, every, ids, result_id_set, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == name


def between(start: datetime, end: datetime) -> Callable[[Item], bool]:
    return lambda i: start <= i["itemDate"].replace(tzinfo=None) < end


def of_year(year: int) -> Callable[[Item], bool]:
    return between(datetime(year, 1, 1), datetime(year + 1, 1, 1))


SPRING = between(datetime(2026, 3, 1), datetime(2026, 6, 1))
SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
AUTUMN = between(datetime(2026, 9, 1), datetime(2026, 12, 1))


# --- a claim that none did ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("is it true that not a single dinner this spring was rated 5?", every(kind("Dinner"), SPRING, lambda i: i.get("rating") == 5)),
        ("Is it true that none of my ski days in 2026 were with Mary?", every(kind("Ski"), of_year(2026), with_("Mary"))),
        ("is it true that no dinner in 2026 was rated 5?", every(kind("Dinner"), of_year(2026), lambda i: i.get("rating") == 5)),
        ("not one of my hikes in 2025 was with Roberto, right?", every(kind("Hike"), of_year(2025), with_("Roberto"))),
        ("is it true that I never went skiing with Sofia?", every(kind("Ski"), with_("Sofia"))),
    ],
)
async def test_a_claim_that_none_did_is_answered_whether_any_did(
    harness: ParleyHarness, text: str, claimed: Callable[[Item], bool]
) -> None:
    reply = await last_reply(harness, text)
    found = ids(claimed)
    assert reply["text"].startswith("No" if found else "Yes"), reply["text"]
    assert count_of(reply) == len(found) and "other than" not in reply["text"]


# --- a story's "never" before a question of "we" --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        (
            "My friends joke that Elena and I never eat out anymore. Did we have any dinners together this summer?",
            every(kind("Dinner"), SUMMER, with_("Elena")),
        ),
        (
            "My sister teases me that Mary and I never go walking anymore. Did we do any walks together this autumn?",
            every(kind("Walk"), AUTUMN, with_("Mary")),
        ),
    ],
)
async def test_a_storys_never_before_a_question_of_we_negates_nothing(
    harness: ParleyHarness, text: str, asked: Callable[[Item], bool]
) -> None:
    reply = await last_reply(harness, text)
    found = ids(asked)
    assert found and reply["text"].startswith("Yes") and count_of(reply) == len(found) and "other than" not in reply["text"]


# --- every one of them ----------------------------------------------------------------------------------


async def test_both_of_them_is_every_one_of_the_previous_answer(harness: ParleyHarness) -> None:
    museums = ids(every(lambda i: i["category"] == "Museum", SUMMER, lambda i: i["place"]["city"] == "Athens"))
    with_elena = {i for i in museums if i in ids(with_("Elena"))}
    reply = await last_reply(harness, "museums in Athens this summer", "Was Elena there for both of them?")
    assert len(museums) == 2 and len(with_elena) == 1
    assert reply["text"].startswith("No") and "1 of the 2" in reply["text"]


async def test_both_of_a_kind_named_is_every_one_of_them(harness: ParleyHarness) -> None:
    skiing = ids(every(kind("Ski"), of_year(2026)))
    with_mary = skiing & ids(with_("Mary"))
    reply = await last_reply(harness, "was Mary with me on both of my ski days in 2026?")
    assert len(skiing) == 2 and len(with_mary) == 1 and reply["text"].startswith("No")


@pytest.mark.parametrize(
    "answer",
    ["Oh sorry, I meant Luca! Was he at all of the Florence museums?", "I meant Luca. Was he at every one of the Florence museums?"],
)
async def test_a_yes_no_of_its_own_said_with_the_name_asked_for_is_answered(harness: ParleyHarness, answer: str) -> None:
    florence = ids(every(lambda i: i["category"] == "Museum", lambda i: i["place"]["city"] == "Florence"))
    reply = await last_reply(harness, "Quick one: was she with me when I went to Florence?", answer)
    verdict = "Yes" if florence <= ids(with_("Luca")) else "No"
    assert florence and reply["text"].startswith(verdict) and count_of(reply) == len(florence & ids(with_("Luca")))


async def test_a_question_after_a_colon_still_asks_whether(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "Quick one: was she with me when I went to Florence?", "Luca")
    assert reply["text"].startswith(("Yes", "No")), reply["text"]


# --- counts claimed ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "counted", "holds"),
    [
        ("over 20 walks in 2026?", every(kind("Walk"), of_year(2026)), lambda n: n > 20),
        ("more than 10 walks in 2026?", every(kind("Walk"), of_year(2026)), lambda n: n > 10),
        ("fewer than 5 ski days with Mary in 2026?", every(kind("Ski"), of_year(2026), with_("Mary")), lambda n: n < 5),
        ("at least 4 hikes with Roberto in 2025?", every(kind("Hike"), of_year(2025), with_("Roberto")), lambda n: n >= 4),
    ],
)
async def test_a_count_claimed_without_a_verb_is_checked(
    harness: ParleyHarness, text: str, counted: Callable[[Item], bool], holds: Callable[[int], bool]
) -> None:
    reply = await last_reply(harness, text)
    n = len(ids(counted))
    assert reply["text"].startswith("Yes" if holds(n) else "No") and str(n) in reply["text"], reply["text"]


async def test_a_count_said_without_a_question_mark_is_a_request(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "over 20 walks in 2026")
    assert not reply["text"].startswith(("Yes", "No"))


# --- a ranking of another kind ---------------------------------------------------------------------------


def _longest(kind_name: str, n: int) -> set[str]:
    rides = sorted((i for i in ITEMS if i.get("type") == kind_name), key=lambda i: -float(i["fields"].get("distance") or 0))
    return {i["_id"] for i in rides[:n]}


@pytest.mark.parametrize(
    ("before", "ranking", "n"),
    [
        ("any skiing wiht mary 2026?", "top 3 longest bike rides", 3),
        ("walks with Mary in 2025", "my longest bike ride", 1),
        ("skiing with mary in 2026", "my 3 longest bike rides", 3),
    ],
)
async def test_a_ranking_of_another_kind_starts_anew(harness: ParleyHarness, before: str, ranking: str, n: int) -> None:
    reply = await last_reply(harness, before, ranking)
    assert result_id_set(reply) == _longest("Bike ride", n)


async def test_a_ranking_said_as_a_follow_on_keeps_the_time(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "hikes in 2025", "and the longest walk?")
    assert "2025" in reply["text"]
