"""A company set against its absence, named once: "so shes kinda right, more lunches with her than without, yeah?" after
the lunches of this year with and without Mary is "… with her than without her", within this year (was: "I couldn't
tell what “without” leaves out"). Also "more hikes without tom than with?", "with Ben than without, right?". A
"than without" with nothing before it to take the company from is left as it was."""

from __future__ import annotations

import pytest

from parley.core.query.than_without import said_in_full

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def test_the_company_said_again() -> None:
    assert said_in_full("more lunches with her than without, yeah?") == "more lunches with her than without her, yeah?"
    assert said_in_full("more hikes without tom than with?") == "more hikes without tom than with tom?"
    assert said_in_full("dinners with ben than without in 2023") == "dinners with ben than without ben in 2023"
    assert said_in_full("more lunches with her than without her?") is None  # said in full already
    assert said_in_full("more hikes than without") is None  # no company to take
    assert said_in_full("with mary than with tom") is None  # two companies, no absence


async def test_more_lunches_with_her_than_without_this_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many lunches did i have without mary this year?")
    await harness.say(conversation, "and how many with her?")
    reply = str((await harness.say(conversation, "so shes kinda right, more lunches with her than without, yeah?"))["text"])
    lunches = [i for i in ITEMS if i["type"] == "Lunch" and i["itemDate"].year == 2026]
    with_her = sum(1 for i in lunches if "Mary" in i["who"])
    assert with_her > len(lunches) - with_her
    assert reply.startswith("Yes") and f"{with_her} lunches with Mary" in reply and f"{len(lunches) - with_her} lunches without" in reply, (
        reply
    )
