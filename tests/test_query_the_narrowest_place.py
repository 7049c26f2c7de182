"""Several places in one message: the one within another is meant ("my father-in-law only drinks European. Just the
italian or Spanish ones" after the five-star reds: Italy or Spain); otherwise the last said."""

from __future__ import annotations

from parley.core.query.places import Place, any_place, the_narrowest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_id_set as ids

EUROPE = Place("Europe", "continent", any_of=(Place("Italy", "country", "IT"), Place("Spain", "country", "ES")))
ITALY, SPAIN, JAPAN = Place("Italy", "country", "IT"), Place("Spain", "country", "ES"), Place("Japan", "country", "JP")


def test_a_place_within_another_is_meant() -> None:
    either = any_place([ITALY, SPAIN])
    assert the_narrowest([EUROPE, either]) is either
    assert the_narrowest([either, EUROPE]) is either
    assert the_narrowest([Place("Barcelona", "city", "ES"), SPAIN]).name == "Barcelona"


def test_places_apart_are_the_last_said() -> None:
    assert the_narrowest([ITALY, JAPAN]) is JAPAN
    assert the_narrowest([EUROPE, JAPAN]) is JAPAN


async def test_the_countries_said_after_their_continent_narrow_the_answer(sample_assistant: ParleyHarness) -> None:
    sample_assistant.clock.now = TODAY
    conversation = await sample_assistant.start_conversation()
    await sample_assistant.say(conversation, "Which red wines have I given 5 stars?")
    reply = await sample_assistant.say(
        conversation, "Hmm, my father-in-law only drinks European. Just the italian or Spanish ones, please."
    )
    wanted = {
        i["_id"]
        for i in ITEMS
        if i.get("type") == "Wine" and i["fields"].get("colour") == "red" and i["rating"] == 5 and i["place"]["countryCode"] in ("IT", "ES")
    }
    assert wanted and ids(reply) == wanted, reply["text"]
