"""“have I had more zinfandel or more primitivo over the years?” after the five-star reds: “over the years” compares
over everything, nothing of the question before kept."""

from __future__ import annotations

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


async def test_over_the_years_compares_over_everything(sample_assistant: ParleyHarness) -> None:
    sample_assistant.clock.now = TODAY
    conversation = await sample_assistant.start_conversation()
    await sample_assistant.say(conversation, "Which red wines have I given 5 stars?")
    reply = await sample_assistant.say(conversation, "Out of curiosity, have I had more zinfandel or more primitivo over the years?")
    zinfandel, primitivo = (
        sum(i["fields"].get("variety") == v for i in ITEMS if i["category"] == "Drink") for v in ("zinfandel", "primitivo")
    )
    assert zinfandel != primitivo and f"{zinfandel} zinfandel" in reply["text"] and f"{primitivo} primitivo" in reply["text"], reply["text"]
