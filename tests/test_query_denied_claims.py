"""A claim that something did not happen, offered to be confirmed: "none of my hikes were in Peru, right?",
"I never had a wine in Chile, correct?", "we didn't ski in 2019, right?", "Anna never came hiking with me, right?".
What is checked is whether it happened, and the verdict is turned round: "Yes" when nothing was found, "No" with the
items that were; never an answer over the items other than those."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching

EUROPE_SOME = {"FR", "IT", "ES", "PT", "DE", "AT", "GR", "HU", "CH", "GB", "BE", "HR", "SI", "CZ", "NL", "IE"}


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _ask(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    return await harness.last_reply_text(*texts)


async def test_none_of_a_kind_in_a_country_that_has_some(harness: ParleyHarness) -> None:
    found = matching(lambda i: i["type"] == "Hike" and i["place"]["countryCode"] == "PE")
    reply = await _ask(harness, "so none of my hikes were in Peru, right?")
    assert found and reply.startswith(f"No, {len(found)} ") and "other than" not in reply, reply


async def test_never_in_a_country_that_has_none(harness: ParleyHarness) -> None:
    assert not matching(lambda i: i["type"] == "Wine" and i["place"]["countryCode"] == "CL")
    reply = await _ask(harness, "I never had a wine in Chile, correct?")
    assert reply.startswith("Yes, I found no") and "other than" not in reply, reply


async def test_did_not_in_a_year(harness: ParleyHarness) -> None:
    found = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2021)
    reply = await _ask(harness, "we didn't go hiking in 2021, right?")
    assert found and reply.startswith(f"No, {len(found)} hikes in 2021"), reply


async def test_none_in_a_continent_after_another_claim(harness: ParleyHarness) -> None:
    found = matching(lambda i: i["type"] == "Ski" and i["place"]["countryCode"] in EUROPE_SOME)
    reply = await _ask(harness, "ski days in 2025", "and none of my ski days were in Europe, right?")
    assert found and reply.startswith("No, ") and "ski days in Europe" in reply, reply
    assert int(reply.split()[1]) >= len(found), reply


async def test_a_person_who_never_came(harness: ParleyHarness) -> None:
    found = matching(lambda i: i["type"] == "Hike" and "Anna" in i.get("who", []))
    reply = await _ask(harness, "Anna never came hiking with me, right?")
    assert found and reply.startswith(f"No, {len(found)} hikes with Anna"), reply


async def test_the_claim_told_then_checked_there(harness: ParleyHarness) -> None:
    found = matching(lambda i: i["type"] == "Wine" and i["place"]["countryCode"] == "FR")
    reply = await _ask(harness, "My sister insists I never had a wine in France. Never had one there, right?")
    assert found and reply.startswith(f"No, {len(found)} "), reply


async def test_a_question_asked_in_the_negative_is_not_turned_round(harness: ParleyHarness) -> None:
    found = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2021)
    reply = await _ask(harness, "didn't I hike in 2021?")
    assert reply.startswith(f"Yes, {len(found)} hikes in 2021"), reply


async def test_never_there_before_a_time_asked_whether_true(harness: ParleyHarness) -> None:
    """ "is it true I was never in Australia before this year?": whether anything was there then, turned round (never
    "Yes, 2300 items outside Australia")."""
    before = TODAY.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0)
    assert not matching(lambda i: i["place"]["countryCode"] == "AU" and i["itemDate"].year < before.year)
    reply = await _ask(harness, "is it true I was never in Australia before this year?")
    assert reply.startswith("Yes, I found no items in Australia"), reply
    found = matching(lambda i: i["place"]["countryCode"] == "JP")
    reply = await _ask(harness, "we were never in Japan, right?")
    assert found and reply.startswith(f"No, {len(found)} items in Japan"), reply


async def test_a_place_read_with_its_denying_cue(harness: ParleyHarness) -> None:
    """ "I wasn't in Australia in 2026, right?": the place the recognizer read negated with "wasn't in", checked
    whether I was there."""
    found = matching(lambda i: i["place"]["countryCode"] == "AU" and i["itemDate"].year == 2026)
    for text in ("I wasn't in Australia in 2026, right?", "is it true I was not in Australia in 2026?"):
        reply = await _ask(harness, text)
        assert found and reply.startswith(f"No, {len(found)} items in Australia in 2026"), (text, reply)


async def test_a_place_left_out_is_no_denial(harness: ParleyHarness) -> None:
    """Negative: the places other than one, asked or claimed without a denial of the user's own, stay left out."""
    reply = await _ask(harness, "which hikes weren't in Spain?")
    assert "outside Spain" in reply, reply
    reply = await _ask(harness, "I had wines not from France, right?")
    assert reply.startswith("Yes, ") and "outside France" in reply, reply
