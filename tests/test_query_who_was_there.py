"""Follow-ups about who was there: "had Anna there" is in Anna's company (no place), "both of them" the two people just
named together, "was Roberto at too" narrows the answer before, "without him" the person named last among several,
"we … together" the person talked about, "the ones there" the kind talked about at its place, and "the flight to
Paris" when there were two (and the answer differs between them) is asked back, the year said next answering it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _where(i: Item, part: str) -> str | None:
    value = (i.get("place") or {}).get(part)
    return value if isinstance(value, str) else None


def _count(test: Callable[[Item], bool]) -> int:
    return sum(1 for i in ITEMS if test(i))


def _with(i: Item, *people: str) -> bool:
    return all(p in (i.get("who") or ()) for p in people)


async def test_had_someone_there_is_their_company_not_a_place(harness: ParleyHarness) -> None:
    italian = [i for i in ITEMS if i["type"] == "Lunch" and _where(i, "countryCode") == "IT"]
    person, lunches = Counter(p for i in italian for p in i.get("who") or ()).most_common(1)[0]
    *_, reply = await reply_texts(harness, "lunches in italy", f"and how many of those did i have {person} there")
    assert f"{lunches} " in reply and person in reply and "which place" not in reply.lower(), reply


async def test_both_of_them_after_either_of_two_people_is_with_both(harness: ParleyHarness) -> None:
    both = _count(lambda i: i["type"] == "Hike" and _with(i, "Anna", "Roberto"))
    *_, reply = await reply_texts(harness, "hikes with anna or roberto", "how many had them both")
    assert f"{both} hikes" in reply and "Anna and Roberto" in reply, reply


async def test_both_of_them_after_neither_of_two_people_is_with_both(harness: ParleyHarness) -> None:
    both = _count(lambda i: i["category"] == "Museum" and _where(i, "countryCode") == "IN" and _with(i, "Mary", "James"))
    *_, reply = await reply_texts(harness, "museums in india without mary or james", "how many had both of them there")
    assert f"{both} Indian museums" in reply and ("James and Mary" in reply or "Mary and James" in reply), reply


async def test_someone_there_too_narrows_the_answer_before(harness: ParleyHarness) -> None:
    both = _count(lambda i: i["type"] == "Hike" and _with(i, "Anna", "Roberto"))
    *_, reply = await reply_texts(harness, "hikes with anna", "which of them was roberto at too")
    assert f"{both} hikes" in reply and "Roberto" in reply and "didn't understand" not in reply, reply


async def test_a_pronoun_after_someone_added_means_the_one_named_last(harness: ParleyHarness) -> None:
    rest = _count(lambda i: i["type"] == "Hike" and _with(i, "Anna") and "Roberto" not in (i.get("who") or ()))
    *_, reply = await reply_texts(harness, "hikes with anna", "which of them was roberto at too", "and the others, without him")
    assert f"{rest} hikes" in reply and "Anna" in reply and "Roberto, named last" in reply, reply


async def test_together_means_the_person_just_left_out(harness: ParleyHarness) -> None:
    abroad = Counter(_where(i, "country") for i in ITEMS if i["type"] == "Walk" and _with(i, "Tom") and _where(i, "countryCode") != "US")
    top = abroad.most_common(1)[0][0]
    *_, reply = await reply_texts(harness, "walks without tom", "outside the us, in which country did we walk together most")
    assert f"{top}" in reply and "with Tom" in reply, reply


async def test_together_after_a_yes_or_no_about_someone_somewhere(harness: ParleyHarness) -> None:
    kyoto = _count(lambda i: _where(i, "city") == "Kyoto" and _with(i, "Priya"))
    *_, reply = await reply_texts(harness, "was priya with me in kyoto", "what did we do there together")
    assert f"{kyoto} items" in reply and "Priya" in reply, reply


async def test_together_with_no_one_talked_about_is_left_unread(harness: ParleyHarness) -> None:
    lisbon = _count(lambda i: _where(i, "city") == "Lisbon")
    reply = (await reply_texts(harness, "what did we do together in lisbon"))[-1]
    assert f"{lisbon} items" in reply and "together" in reply, reply


async def test_the_ones_there_keep_the_kind_talked_about(harness: ParleyHarness) -> None:
    hikes = _count(lambda i: i["type"] == "Hike" and _where(i, "countryCode") == "IT" and "Anna" not in (i.get("who") or ()))
    *_, reply = await reply_texts(harness, "hikes in italy with anna", "what about the ones there without her")
    assert f"{hikes} " in reply and "hike" in reply.lower() and "Anna" in reply, reply


async def test_a_question_ending_in_its_verb_is_of_the_answer_before(harness: ParleyHarness) -> None:
    cities = {_where(i, "city") for i in ITEMS if i["type"] == "Walk" and _with(i, "Kenji")}
    *_, reply = await reply_texts(harness, "walks with kenji", "in how many cities were they")
    assert f"{len(cities)} different cities" in reply and "Kenji" in reply, reply


def _paris_flights() -> list[Item]:
    return sorted((i for i in ITEMS if i["type"] == "Flight" and _where(i, "city") == "Paris"), key=lambda i: i["itemDate"])


async def test_the_one_flight_meant_is_asked_back_when_it_matters(harness: ParleyHarness) -> None:
    first, second = _paris_flights()
    assert _with(first, "Anna") != _with(second, "Anna")  # the sample: Anna was on one of the two
    *_, reply = await reply_texts(harness, "was anna on the flight to paris?")
    assert str(first["itemDate"].year) in reply and str(second["itemDate"].year) in reply and reply.endswith("?"), reply


@pytest.mark.parametrize("said", ["the earlier one", "2019"])
async def test_the_one_flight_chosen_answers_the_yes_or_no(harness: ParleyHarness, said: str) -> None:
    first, _ = _paris_flights()
    *_, reply = await reply_texts(harness, "was anna on the flight to paris?", said)
    assert reply.lower().startswith("yes" if _with(first, "Anna") else "no"), reply


async def test_the_one_flight_is_not_asked_back_when_the_answer_is_the_same(harness: ParleyHarness) -> None:
    flights = _paris_flights()
    assert all(_with(i, "Mary") for i in flights)
    reply = (await reply_texts(harness, "was mary on the flight to paris?"))[-1]
    assert reply.lower().startswith("yes"), reply
