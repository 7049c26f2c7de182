"""A mistyped word is read by the intents as the reader reads it: “how many of them did i rate 4 or beter” after the
Spanish breakfasts is “better” to both, so no beer is said, the topic does not switch and “of them” keeps those
breakfasts (was: every item rated 4 or more, 1336 of them: an answer that looks right and is wrong)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import Item, matching, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _spanish_breakfasts(with_tom: bool) -> list[Item]:
    return matching(lambda i: i.get("type") == "Breakfast" and i["place"].get("countryCode") == "ES" and (with_("Tom")(i) or not with_tom))


@pytest.mark.parametrize("asked", ["how many of them did i rate 4 or beter", "how many of them did i rate 4 or better"])
async def test_of_them_stays_with_the_answer_before(harness: ParleyHarness, asked: str) -> None:
    those = _spanish_breakfasts(with_tom=True)
    good = [i for i in those if float(i["rating"]) >= 4]
    *_, reply = await reply_texts(harness, "breakfasts with tom outside the us", "only the ones in spain", asked)
    assert f"I found {len(good)} Spanish breakfasts rated 4 or more" in reply and f"among the {len(those)} items" in reply, reply
