""" "I had also other wines from Quinta do Belair?" after the best rated Portuguese red (a Quinta do Belair) and its
producer: the wines of that producer other than the one in focus, a yes (was: “No, I found no wines outside Portugal
with producer Quinta do Belair.”, the place of the list before left out as if “other” were said of it). “Other” with no
value of its own after a question of one place still leaves that place out (test_query_other_than_there.py)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


BELAIR = matching(lambda i: i["fields"].get("producer") == "Quinta do Belair")
BEST_PORTUGUESE_RED = max(
    matching(lambda i: i["type"] == "Wine" and i["fields"].get("colour") == "red" and (i.get("place") or {}).get("countryCode") == "PT"),
    key=lambda i: i["rating"],
)


@pytest.mark.parametrize(
    "asked",
    ["I had also other wines from Quinta do Belair?", "any other wines from quinta do belair?", "did I have other Quinta do Belair wines?"],
)
async def test_other_of_the_value_named_leaves_out_the_one_in_focus_not_the_place(harness: ParleyHarness, asked: str) -> None:
    assert BEST_PORTUGUESE_RED["fields"]["producer"] == "Quinta do Belair"
    others = [i for i in BELAIR if i["_id"] != BEST_PORTUGUESE_RED["_id"]]
    *_, reply = await reply_texts(
        harness, "Which red wines from Portugal have I tasted?", "Which one I liked the most?", "Who is the producer of it?", asked
    )
    assert reply.startswith("Yes, ") if others else reply.startswith("No, ")
    assert "outside Portugal" not in reply
    assert f"{len(others)} wine" in reply
    assert BEST_PORTUGUESE_RED["title"] not in reply
