"""A handler that fails is the bot's fault, never the user's: on every channel the user gets a polite
reply in that channel's idiom (not a 500, not Alexa's error tone), the error is logged with the
conversation, the turn is kept, and the conversation goes on."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

import pytest

from parley.channels.alexa.settings import AlexaSettings
from parley.channels.teams.auth import TeamsSettings
from parley.core.bot import HANDLER_FAILED, IntentContext
from parley.core.demo import build_demo_bot
from parley.core.turn import Reply

from .alexa_requests import anything
from .conftest import ParleyHarness, running_parley
from .fake_connector import FakeBotFramework
from .servers import SecantusProcess
from .teams_activities import message

BROKEN = "What's the weather in Tokyo?"  # its handler raises
FINE = "What's the weather in Kyoto?"


@pytest.fixture
async def parley(secantus: SecantusProcess) -> AsyncIterator[ParleyHarness]:
    bot = build_demo_bot()

    @bot.handler("weather")
    def weather(ctx: IntentContext) -> Reply:
        ctx.memory["half-written"] = True  # a handler that changes its memory, then fails
        if ctx.value("location") == "Tokyo":
            raise KeyError("forecast")
        return Reply(text=f"Sunny in {ctx.value('location')}.")

    options = {"bot_instance": bot, "debug": False, "alexa": AlexaSettings(verify=False), "teams": TeamsSettings(local=True)}
    async with running_parley(secantus, options) as running:
        yield running


async def test_on_the_web_a_failing_handler_is_a_polite_reply(parley: ParleyHarness, caplog: pytest.LogCaptureFixture) -> None:
    conversation = await parley.start_conversation()
    with caplog.at_level(logging.ERROR, logger="parley.bot"):
        reply = await parley.say(conversation, BROKEN)
    assert reply["text"] == HANDLER_FAILED
    failure = next(r for r in caplog.records if r.name == "parley.bot")
    assert conversation["conversationId"] in failure.getMessage() and failure.exc_info is not None
    after_failure = await parley.parley.store.load(conversation["conversationId"], activities=False)
    assert after_failure is not None and "half-written" not in after_failure.state.memory  # the memory as before the turn
    assert (await parley.say(conversation, FINE))["text"] == "Sunny in Kyoto."
    user_texts = [a["text"] for a in await parley.activities(conversation) if a["from"]["role"] == "user"]
    assert user_texts == [BROKEN, FINE]  # the failed turn is kept
    stored = await parley.parley.store.load(conversation["conversationId"], activities=False)
    assert stored is not None and stored.state.turns == 2


async def test_in_teams_a_failing_handler_is_a_polite_message(parley: ParleyHarness, connector: FakeBotFramework) -> None:
    before = len(connector.replies())
    response = await parley.client.post("/api/messages", json=message(connector.url, BROKEN))
    assert response.status == 200
    texts = [r.body.get("text") for r in connector.replies()[before:] if r.body.get("type") == "message"]
    assert texts == [HANDLER_FAILED]


async def test_to_alexa_a_failing_handler_is_spoken_and_the_session_stays_open(parley: ParleyHarness) -> None:
    response = await parley.client.post("/api/alexa", json=anything(BROKEN))
    assert response.status == 200
    answer = (await response.json())["response"]
    assert HANDLER_FAILED in answer["outputSpeech"]["ssml"]
    assert answer.get("shouldEndSession") is False
