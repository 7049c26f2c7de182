"""“and is Paris one of those?”, “Is London one of them?”: whether the previous answer holds an item there, “Yes, 1
museum in Paris rated 4 or more …” / “No, …” (was: the items there listed among those, no verdict); “were both
flights?” after an answer of two: whether every one of them is of that kind, “both” understood (was: “I didn't
understand “both””); “I gave the Edinburgh one 3 stars or more, didn't I?”: a claim with a negative tag, asked of the
Edinburgh one of that kind (was: refused as a negation it could not place)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(("asking", "city"), [("and is Paris one of those?", "Paris"), ("Hm, odd. Is London one of them?", "London")])
async def test_is_a_place_one_of_them_is_a_yes_no_over_the_previous_answer(harness: ParleyHarness, asking: str, city: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums rated 4 or more")
    reply = await harness.say(conversation, asking)
    there = matching(lambda i: i["category"] == "Museum" and (i.get("rating") or 0) >= 4 and i["place"].get("city") == city)
    assert reply["text"].startswith("Yes" if there else "No"), reply["text"]
    assert city in reply["text"], reply["text"]


@pytest.mark.parametrize("kind", ["Flight", "City break"])
async def test_were_both_asks_whether_every_one_of_the_previous_answer_fits(harness: ParleyHarness, kind: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "travels in Oceania")
    reply = await harness.say(conversation, f"were both {kind.lower()}s?")
    oceania = matching(lambda i: i["category"] == "Travel" and i["place"].get("countryCode") in ("AU", "NZ", "FJ"))
    assert len(oceania) == 2, [i["place"] for i in oceania]
    verdict = "Yes" if all(i["type"] == kind for i in oceania) else "No"
    assert reply["text"].startswith(verdict), reply["text"]
    assert "both" not in reply["text"], reply["text"]


@pytest.mark.parametrize(
    "asking", ["I gave the Edinburgh one 3 stars or more, didn't I?", "so the Edinburgh one was rated 3 or better, wasn't it?"]
)
async def test_a_claim_with_a_negative_tag_asks_whether_it_holds(harness: ParleyHarness, asking: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "city breaks rated 4 or more")
    reply = await harness.say(conversation, asking)
    there = matching(lambda i: i["type"] == "City break" and i["place"].get("city") == "Edinburgh")
    assert there, "the sample has an Edinburgh city break"
    verdict = "Yes" if any((i.get("rating") or 0) >= 3 for i in there) else "No"
    assert reply["text"].startswith(verdict), reply["text"]
    assert "Edinburgh" in reply["text"], reply["text"]


async def test_the_one_with_someone_of_several_is_asked_back_then_picked_among_them(harness: ParleyHarness) -> None:
    """ "the one with chloe" when two of the Porto meals had her: which one is asked, each told by its title (was: both
    listed); "the one i gave 5" then picks among those two, and "what did we have?" is its dish."""
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    porto = matching(lambda i: i["category"] == "Food" and i["place"].get("city") == "Porto")
    with_her = [i for i in porto if "Chloé" in i["who"]]
    (five,) = [i for i in with_her if i["rating"] == 5]
    assert len(with_her) == 2
    await harness.say(conversation, "show me my meals in porto")
    reply = await harness.say(conversation, "the one with chloe")
    assert reply["text"].endswith("?") and all(i["title"] in reply["text"] for i in with_her), reply["text"]
    assert not reply["channelData"]["interpretation"].get("resultCount"), reply["text"]
    reply = await harness.say(conversation, "the one i gave 5")
    assert reply["channelData"]["interpretation"]["resultIds"] == [five["_id"]], reply["text"]
    reply = await harness.say(conversation, "what did we have?")
    assert five["fields"]["dish"] in reply["text"], reply["text"]
