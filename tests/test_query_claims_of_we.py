"""A claim told by someone about "we", checked, over the sample, through the whole assistant: "Mary says we never
went to Peru. Is that true?" checks whether Mary and the user went to Peru (never read as the items outside Peru);
"Tom and I have never been to a museum in Paris, right?" is a denial of the two of them, answered No with the museum."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import Item, every, ids, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def country(code: str) -> Callable[[Item], bool]:
    return lambda i: i["place"]["countryCode"] == code


def city(name: str) -> Callable[[Item], bool]:
    return lambda i: i["place"].get("city") == name


def category(name: str) -> Callable[[Item], bool]:
    return lambda i: i["category"] == name


@pytest.mark.parametrize(
    ("text", "happened"),
    [
        ("Mary says we never went to Peru. Is that true?", every(country("PE"), with_("Mary"))),
        ("my sister Mary keeps saying we've never been to Peru, right?", every(country("PE"), with_("Mary"))),
        ("mary says we never went to peru is that true", every(country("PE"), with_("Mary"))),  # spoken, to Alexa
        ("Tom thinks we have never been to a museum in Paris, right?", every(category("Museum"), city("Paris"), with_("Tom"))),
        ("Tom and I have never been to a museum in Paris, right?", every(category("Museum"), city("Paris"), with_("Tom"))),
        ("is it true that Tom and I have never been to a museum in Paris?", every(category("Museum"), city("Paris"), with_("Tom"))),
    ],
)
async def test_a_denial_of_us_is_answered_no_with_what_we_did(harness: ParleyHarness, text: str, happened: Callable[[Item], bool]) -> None:
    expected = ids(happened)
    assert expected  # the sample holds some: the claim is false
    reply = await last_reply(harness, text)
    assert reply["text"].startswith("No"), reply["text"]
    assert count_of(reply) == len(expected), reply["text"]


async def test_a_claim_of_us_that_holds_is_answered_yes(harness: ParleyHarness) -> None:
    expected = ids(every(lambda i: i.get("type") == "Hike", country("IT"), with_("Roberto")))
    reply = await last_reply(harness, "Roberto swears we hiked together in Italy. Is he right?")
    assert reply["text"].startswith("Yes"), reply["text"]
    assert count_of(reply) == len(expected), reply["text"]
