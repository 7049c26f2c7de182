"""Another person's claim to have come along on a thing the question points back at ("My brother Tom swears he came
with me on the longest walk I did in Japan. Which walk was that?") asks which one it was, not the longest with them; the
dispute told before it asks nothing; "so he was really on it?" later checks the claim (he: the one person the story
named); what the answer will cost the user after it ("I'll never live it down") asks nothing."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _longest(kind: str, country: str) -> dict[str, Any]:
    return max(
        (i for i in ITEMS if i["type"] == kind and (i.get("place") or {}).get("countryCode") == country),
        key=lambda i: i["fields"]["distance"],
    )


STORY = "We had a big argument over dinner again. My brother Tom swears he came with me on the longest walk I did in Japan."


async def test_the_thing_of_the_claim_is_picked_among_all_not_among_the_tellers(harness: ParleyHarness) -> None:
    walk = _longest("Walk", "JP")
    *_, reply = await reply_texts(harness, f"{STORY} So which walk was that?")
    assert walk["title"] in reply and "Tom" not in reply and "dinner" not in reply.lower(), reply


async def test_the_claim_is_checked_later_with_he_the_one_person_the_story_named(harness: ParleyHarness) -> None:
    walk = _longest("Walk", "JP")
    *_, reply = await reply_texts(harness, f"{STORY} So which walk was that?", "so he was really on it?")
    assert reply.startswith("Yes" if "Tom" in walk["who"] else "No") and "Tom" in reply, reply


async def test_what_the_answer_costs_the_user_asks_nothing(harness: ParleyHarness) -> None:
    hike = _longest("Hike", "IT")
    *_, reply = await reply_texts(
        harness, "which was my longest hike in italy", "roberto was actually on it? I'll never live it down if he was."
    )
    assert reply.startswith("Yes" if "Roberto" in hike["who"] else "No") and "understand" not in reply, reply
