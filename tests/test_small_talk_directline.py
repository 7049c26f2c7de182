"""What a user sees over Direct Line, on the demo bot and on the collection assistant: small talk that
keeps the conversation's context, small talk beside a request, a reset and a request in one message,
resets said again and again, and the demo's superlative questions answered from its data."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from parley.core.demo import FORECASTS, PRICES, SAVED, SOLD

from .conftest import ParleyHarness
from .sample_items import TODAY, Item
from .sample_items import ids as expected

SMALL_TALK = [
    ("hello", "greeting"),
    ("Hi!", "greeting"),
    ("good morning", "greeting"),
    ("thanks", "thanks"),
    ("Thank you!", "thanks"),
    ("cheers", "thanks"),
    ("bye", "goodbye"),
    ("Goodbye.", "goodbye"),
    ("what can you do?", "help"),
    ("help", "help"),
    ("you're stupid", "insult"),
    ("this is useless", "insult"),
]
DEMO_REPLIES = {
    "greeting": "Hello! Ask me about the weather, coffee prices, or the sales and purchasing reports.",
    "thanks": "You're welcome!",
    "goodbye": "Goodbye! Come back any time.",
    "insult": "Sorry I didn't help. Try “What's the weather in Tokyo?” or “Who sold the most?”, or say “help”.",
}
DEMO_SWITCH = "Sure, let's change the subject."
ASSISTANT_SWITCH = "Sure, let's start over. What would you like to look at?"


def intent_of(reply: dict[str, Any]) -> str | None:
    intent: str | None = reply["channelData"]["interpretation"]["intent"]
    return intent


def switch_of(reply: dict[str, Any]) -> str:
    switch: str = reply["channelData"]["interpretation"]["contextSwitch"]
    return switch


# --- the demo bot ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "kind"), SMALL_TALK)
async def test_demo_small_talk_is_answered_and_keeps_the_context(shared_harness: ParleyHarness, text: str, kind: str) -> None:
    conversation = await shared_harness.start_conversation()
    await shared_harness.say(conversation, "What's the current weather in Tokyo?")
    reply = await shared_harness.say(conversation, text)
    assert (intent_of(reply), switch_of(reply)) == (kind, "none")
    if kind in DEMO_REPLIES:
        assert reply["text"] == DEMO_REPLIES[kind]
    assert len(reply["text"]) < 250 and "°C" not in reply["text"]
    reply = await shared_harness.say(conversation, "What about Kyoto?")  # the weather question goes on
    assert reply["text"] == "Current weather in Kyoto: 20°C and partly cloudy."


async def test_demo_small_talk_beside_a_request_answers_the_request(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    reply = await shared_harness.say(conversation, "Hi, what's the weather in Paris?")
    assert reply["text"] == "Current weather in Paris: 13°C and sunny."
    reply = await shared_harness.say(conversation, "thanks! and tomorrow?")
    assert reply["text"] == "Tomorrow in Paris: 15°C and mild."
    reply = await shared_harness.say(conversation, "Thank you. How much is a croissant at Peet's?")
    assert reply["text"] == "A croissant at Peet's costs $3.75."
    reply = await shared_harness.say(conversation, "cheers! and who sold the most?")
    assert reply["text"].startswith("Best sellers this quarter:")


async def test_demo_reset_and_request_in_one_message(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    await shared_harness.say(conversation, "What's the current weather in Tokyo?")
    reply = await shared_harness.say(conversation, "forget it, how much is a latte at Starbucks?")
    assert (reply["text"], switch_of(reply)) == ("A latte at Starbucks costs $4.65.", "explicit")
    reply = await shared_harness.say(conversation, "enough about coffee, give me the sales data")
    assert reply["text"].startswith("Sales report") and switch_of(reply) == "explicit"
    reply = await shared_harness.say(conversation, "enough about sales, what's a croissant at Starbucks")
    assert reply["text"] == "A croissant at Starbucks costs $3.95."
    reply = await shared_harness.say(conversation, "never mind. What's the weather in London?")
    assert reply["text"] == "Current weather in London: 9°C and overcast."
    reply = await shared_harness.say(conversation, "What about Peet's?")  # the coffee context went with the reset
    assert intent_of(reply) is None


async def test_demo_resets_said_again_and_again(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    for text in ["start over", "forget it", "forget it", "Forget it!", "never mind", "start over"]:
        reply = await shared_harness.say(conversation, text)
        assert (reply["text"], switch_of(reply)) == (DEMO_SWITCH, "explicit"), text
    reply = await shared_harness.say(conversation, "What's the weather in Kyoto tomorrow?")
    assert reply["text"] == "Tomorrow in Kyoto: 17°C with light rain."
    for _ in range(3):
        reply = await shared_harness.say(conversation, "forget it")
        assert reply["text"] == DEMO_SWITCH
    reply = await shared_harness.say(conversation, "What about Paris?")
    assert intent_of(reply) is None  # Kyoto's weather was forgotten


def ranked(amounts: dict[str, int]) -> list[str]:
    return [name for name, _ in sorted(amounts.items(), key=lambda pair: pair[1], reverse=True)]


@pytest.mark.parametrize(
    "question", ["who sold the most?", "Top seller", "best seller", "Who are the top sellers?", "hello! who sold the most"]
)
async def test_demo_names_the_best_sellers_from_its_figures(shared_harness: ParleyHarness, question: str) -> None:
    conversation = await shared_harness.start_conversation()
    reply = await shared_harness.say(conversation, question)
    best = ranked(SOLD)
    assert intent_of(reply) == "best_sale_person"
    assert reply["text"].startswith(f"Best sellers this quarter: {best[0]} (${SOLD[best[0]] // 1000}K), {best[1]}")
    assert best[-1] not in reply["text"]  # the best three, not everyone


async def test_demo_superlatives_over_purchases_prices_and_weather(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    reply = await shared_harness.say(conversation, "who bought the most?")
    assert reply["text"].startswith(f"Best purchasers this quarter: {ranked(SAVED)[0]}")
    reply = await shared_harness.say(conversation, "What's the cheapest latte?")
    shop = min((s for s, p in PRICES if p == "latte"), key=lambda s: PRICES[(s, "latte")])
    assert reply["text"].startswith(f"A latte is cheapest at {shop}: ${PRICES[(shop, 'latte')]:.2f}")
    reply = await shared_harness.say(conversation, "and the most expensive at Starbucks?")
    product = max((p for s, p in PRICES if s == "Starbucks"), key=lambda p: PRICES[("Starbucks", p)])
    assert reply["text"] == f"The most expensive at Starbucks is a {product}: ${PRICES[('Starbucks', product)]:.2f}."
    reply = await shared_harness.say(conversation, "Where is it warmest tomorrow?")
    place = max((p for p, day in FORECASTS if day == "tomorrow"), key=lambda p: int(FORECASTS[(p, "tomorrow")].split("°")[0]))
    assert reply["text"] == f"Warmest tomorrow: {place}, {FORECASTS[(place, 'tomorrow')]}."


# --- the collection assistant -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def assistant(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def found(reply: dict[str, Any]) -> tuple[set[str], int]:
    interpretation = reply["channelData"]["interpretation"]
    return set(interpretation.get("resultIds", [])), interpretation.get("resultCount", -1)


def wine_from(country: str) -> Callable[[Item], bool]:
    return lambda i: i["type"] == "Wine" and i["place"]["countryCode"] == country


async def test_assistant_small_talk_is_answered_and_keeps_the_context(assistant: ParleyHarness) -> None:
    assistant.clock.now = TODAY
    conversation = await assistant.start_conversation()
    await assistant.say(conversation, "Show me wines from Italy")
    france = expected(wine_from("FR"))
    for text, kind in SMALL_TALK:
        reply = await assistant.say(conversation, text)
        assert (intent_of(reply), switch_of(reply)) == (kind, "none"), text
        assert "didn't" not in reply["text"] or kind == "insult", reply["text"]
        assert not reply.get("attachments") and len(reply["text"]) < 300
    reply = await assistant.say(conversation, "and in France?")  # still about wines
    ids, count = found(reply)
    assert count == len(france) and ids <= france


async def test_assistant_small_talk_beside_a_request_answers_the_request(assistant: ParleyHarness) -> None:
    assistant.clock.now = TODAY
    conversation = await assistant.start_conversation()
    reply = await assistant.say(conversation, "hi, show me my wines from 2019")
    wines_2019 = expected(lambda i: i["type"] == "Wine" and i["itemDate"].year == 2019)
    assert intent_of(reply) == "find" and found(reply) == (wines_2019, len(wines_2019))
    await assistant.say(conversation, "Show me wines from France")
    reply = await assistant.say(conversation, "thanks! and the beers?")
    beers = expected(lambda i: i["type"] == "Beer" and i["place"]["countryCode"] == "FR")
    assert found(reply) == (beers, len(beers)) and beers
    assert "thanks" not in reply["text"].lower() and "welcome" not in reply["text"].lower()


async def test_assistant_reset_and_request_in_one_message(assistant: ParleyHarness) -> None:
    assistant.clock.now = TODAY
    conversation = await assistant.start_conversation()
    await assistant.say(conversation, "Show me wines from Italy in 2018")
    reply = await assistant.say(conversation, "forget it, show me hikes")
    hikes = expected(lambda i: i["type"] == "Hike")
    ids, count = found(reply)
    assert switch_of(reply) == "explicit" and count == len(hikes) and ids <= hikes
    reply = await assistant.say(conversation, "never mind. books in 2022")
    books = expected(lambda i: i["category"] == "Book" and i["itemDate"].year == 2022)
    assert switch_of(reply) == "explicit" and found(reply) == (books, len(books))
    reply = await assistant.say(conversation, "enough about books, what about red wines?")
    red = expected(lambda i: i["type"] == "Wine" and i.get("fields", {}).get("colour") == "red")
    ids, count = found(reply)
    assert switch_of(reply) == "explicit" and count == len(red) and ids <= red  # not only those of 2022


async def test_assistant_resets_said_again_and_again(assistant: ParleyHarness) -> None:
    assistant.clock.now = TODAY
    conversation = await assistant.start_conversation()
    for text in ["reset", "start over", "forget it", "forget it", "never mind", "Start over!"]:
        reply = await assistant.say(conversation, text)
        assert (reply["text"], switch_of(reply)) == (ASSISTANT_SWITCH, "explicit"), text
    reply = await assistant.say(conversation, "How many books did I read in 2022?")
    books = expected(lambda i: i["category"] == "Book" and i["itemDate"].year == 2022)
    assert intent_of(reply) == "count" and str(len(books)) in reply["text"]
    for _ in range(3):
        reply = await assistant.say(conversation, "forget it")
        assert reply["text"] == ASSISTANT_SWITCH
    reply = await assistant.say(conversation, "and in 2021?")  # the books were forgotten: not books of 2021
    assert found(reply)[0] != expected(lambda i: i["category"] == "Book" and i["itemDate"].year == 2021)
