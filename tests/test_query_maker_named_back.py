"""A maker's name said back to “Who do you mean by “her”?”: “anything by her i gave less than 3?”, then “Helen Park.”
is the question asked, of her books (was: all 17 of her books, the question dropped), and “how many pages is that
altogether” totals those; a bound given (“i gave less than 3”, “i gave her more than 4”) is a bound on the rating."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def by(author: str, below: float | None = None, above: float | None = None) -> list[Item]:
    return matching(
        lambda i: (
            i["fields"].get("author") == author
            and (below is None or i.get("rating", below) < below)
            and (above is None or i.get("rating", above) > above)
        )
    )


@pytest.mark.parametrize(
    ("asked", "below", "above"),
    [("anything by her i gave less than 3?", 3.0, None), ("which of hers did i rate above 4?", None, 4.0)],
)
async def test_a_makers_name_said_back_completes_the_question_asked(
    harness: ParleyHarness, asked: str, below: float | None, above: float | None
) -> None:
    books, every_one = by("Helen Park", below, above), by("Helen Park")
    assert 0 < len(books) < len(every_one)
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, asked)
    assert "Who do you mean" in reply["text"]
    reply = await harness.say(conversation, "Helen Park.")
    assert f"{len(books)} " in reply["text"] and "Helen Park" in reply["text"] and f"{len(every_one)} " not in reply["text"]
    reply = await harness.say(conversation, "how many pages is that altogther")
    assert f"is {sum(i['fields']['pages'] for i in books)} over {len(books)} books" in reply["text"]


async def test_a_bound_given_is_a_bound_on_the_rating(harness: ParleyHarness) -> None:
    books = by("Helen Park", below=3.0)
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "anything by Helen Park i gave less than 3?")
    assert reply["text"].startswith("Yes") and f"{len(books)} books rated below 3" in reply["text"]
