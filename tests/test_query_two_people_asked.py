"""Two people in one question: “did Mary or Anna ever come to Italy with me?” (either of them, yes or no),
“Tom and Roberto, they ever went hiking together with me?” (both at once); then “was she in Florence too?”
could mean either person, so it is asked back, offering both, and the name said next completes it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def verdict(found: list[Item]) -> str:
    return "Yes" if found else "No"


async def test_either_of_two_named_then_a_pronoun_is_asked_back_and_the_name_completes_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "Did Mary or Anna ever go to Italy with me?")
    either = matching(lambda i: i["place"]["countryCode"] == "IT" and {"Mary", "Anna"} & set(i.get("who", [])))
    assert reply["text"].startswith(verdict(either)) and "Mary or Anna" in reply["text"], reply["text"]
    reply = await harness.say(conversation, "was she in Florence too?")
    assert "?" in reply["text"] and "Mary" in reply["text"] and "Anna" in reply["text"], reply["text"]
    assert not reply["text"].startswith(("Yes", "No")), reply["text"]
    reply = await harness.say(conversation, "Anna")
    in_rome = matching(lambda i: i["place"].get("city") == "Florence" and "Anna" in i.get("who", []))
    assert reply["text"].startswith(verdict(in_rome)) and "Anna" in reply["text"] and "Mary" not in reply["text"], reply["text"]


async def test_two_named_before_they_ever_is_both_of_them_asked_yes_or_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "Tom and Roberto, they ever went hiking together with me?")
    both = matching(lambda i: i["type"] == "Hike" and {"Tom", "Roberto"} <= set(i.get("who", [])))
    assert reply["text"].startswith(verdict(both)) and "Tom and Roberto" in reply["text"], reply["text"]
    reply = await harness.say(conversation, "how many hikes did I do with him in 2020?")
    assert "Tom" in reply["text"] and "Roberto" in reply["text"] and "?" in reply["text"], reply["text"]
    reply = await harness.say(conversation, "Roberto")
    hikes = matching(lambda i: i["type"] == "Hike" and "Roberto" in i.get("who", []) and i["itemDate"].year == 2020)
    assert f"{len(hikes)} hikes" in reply["text"] and "Tom" not in reply["text"], reply["text"]


async def test_a_kind_then_two_people_after_a_comma_sets_them_against_each_other(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "wines, mary or anna?")
    mary = matching(lambda i: i["type"] == "Wine" and "Mary" in i.get("who", []))
    anna = matching(lambda i: i["type"] == "Wine" and "Anna" in i.get("who", []))
    assert f"{len(mary)} wines with Mary" in reply["text"] and f"{len(anna)} wines with Anna" in reply["text"], reply["text"]
    assert "understand" not in reply["text"], reply["text"]


async def test_a_name_opening_the_message_before_the_kind_is_done_with_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "anna hikes w/o roberto, how many")
    hikes = matching(lambda i: i["type"] == "Hike" and "Anna" in i.get("who", []) and "Roberto" not in i.get("who", []))
    assert f"{len(hikes)} hikes" in reply["text"] and "Anna" in reply["text"], reply["text"]
    assert "understand" not in reply["text"], reply["text"]


@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [
        ("runs in Spain in 2018", "In how many runs in Spain was I with Tom?", lambda i: i["type"] == "Run" and "Tom" in i.get("who", [])),
        (
            "museums in Japan with Kenji in 2023",
            "on how many museums in japan was I without him?",
            lambda i: i["category"] == "Museum" and "Kenji" not in i.get("who", []),
        ),
    ],
)
async def test_in_how_many_naming_the_kind_and_place_again_is_asked_anew_over_every_year(
    harness: ParleyHarness, first: str, then: str, expected: Callable[[Item], bool]
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, first)
    reply = await harness.say(conversation, then)
    country = "ES" if "Spain" in then else "JP"
    found = matching(lambda i: expected(i) and i["place"]["countryCode"] == country)
    assert f"{len(found)} " in reply["text"] and "20" not in reply["text"], reply["text"]
