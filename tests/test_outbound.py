"""Every channel tells the same truth: a turn goes out one way (parley.channels.outbound) on Direct Line,
Teams, Alexa and a plug-in channel (the webhook example). The engine's interpretation is attached the same
way on Direct Line and Teams when the server runs with debug on, and never with it off; the database
down, each channel gives the person the same apology instead of silence or an error tone."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any

import pytest
import yaml
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from parley.channels import plugin
from parley.channels.alexa.settings import AlexaSettings
from parley.channels.app import create_app
from parley.channels.config import ChannelConfig
from parley.channels.outbound import APOLOGY, UNAVAILABLE, UNAVAILABLE_SPEECH, Outbound, answer_for
from parley.channels.ratelimit import RateLimits
from parley.channels.teams.auth import TeamsSettings
from parley.core.bot import Bot
from parley.core.conversation import ConversationService
from parley.core.model import model_from_dict
from parley.core.state import Conversation
from parley.core.store import StoreUnavailable
from parley.core.turn import Turn, TurnOutcome
from parley.storage.memory import MemoryConversationStore

from .alexa_requests import anything
from .fake_connector import FakeBotFramework
from .teams_activities import message as teams_message
from .test_plugins import SECRET, WEBHOOK, sign

TRAVEL = """
name: travel
fallback: "Sorry, I didn't get that."
entities:
  - {id: weather, synonyms: [weather, forecast]}
  - {id: location, values: {Tokyo: [], Paris: []}}
intents:
  - {id: weather, terms: ["weather~", "location~"], reply: "Weather in {location}."}
"""
ASKED = "what's the weather in Paris"


class FragileStore(MemoryConversationStore):
    """The in-memory store, with a switch that takes its database away."""

    down = False

    async def load(self, *args: Any, **kwargs: Any) -> Conversation | None:
        if self.down:
            raise StoreUnavailable("the database is down")
        return await super().load(*args, **kwargs)

    async def create(self, conversation: Conversation) -> bool:
        if self.down:
            raise StoreUnavailable("the database is down")
        return await super().create(conversation)

    async def save(self, conversation: Conversation, expected_version: int, append: Sequence[dict[str, Any]] = (), keep: int = 500) -> bool:
        if self.down:  # a turn that needs no read (its conversation was written here last) still cannot write
            raise StoreUnavailable("the database is down")
        return await super().save(conversation, expected_version, append, keep)


def travel_service(store: MemoryConversationStore) -> ConversationService:
    bot = Bot(model_from_dict(yaml.safe_load(TRAVEL), "travel"))
    bot.check()
    return ConversationService(bot, store)


@pytest.fixture(scope="module")
def connector() -> Iterator[FakeBotFramework]:
    fake = FakeBotFramework().start()
    yield fake
    fake.stop()


@pytest.fixture
def with_webhook(monkeypatch: pytest.MonkeyPatch) -> None:
    from .test_plugins import EXAMPLE

    monkeypatch.syspath_prepend(str(EXAMPLE))
    installed = list(plugin.entry_points(group=plugin.GROUP))
    monkeypatch.setattr(plugin, "entry_points", lambda *, group: [*installed, WEBHOOK] if group == plugin.GROUP else [])


class Server:
    def __init__(self, client: TestClient[web.Request, web.Application], store: FragileStore, connector: FakeBotFramework) -> None:
        self.client = client
        self.store = store
        self.connector = connector
        self.sent = 0

    async def directline(self, text: str) -> tuple[int, dict[str, Any]]:
        """Post `text` in a new Direct Line conversation: the post's status, and the bot's activity (or the post's error)."""
        self.store.down, down = False, self.store.down
        started = await (await self.client.post("/v3/directline/conversations")).json()
        self.store.down = down
        path = f"/v3/directline/conversations/{started['conversationId']}/activities"
        headers = {"Authorization": f"Bearer {started['token']}"}
        posted = await self.client.post(path, json={"type": "message", "text": text, "from": {"id": "u1"}}, headers=headers)
        if posted.status != 200:
            return posted.status, await posted.json()
        activities = (await (await self.client.get(path, headers=headers)).json())["activities"]
        return posted.status, [a for a in activities if a["from"]["role"] == "bot"][-1]

    async def teams(self, text: str) -> tuple[int, dict[str, Any]]:
        """Post `text` as a Teams message: the status, and the message the bot sent back to the connector."""
        before = len(self.connector.replies())
        response = await self.client.post("/api/messages", json=teams_message(self.connector.url, text))
        said = [r.body for r in self.connector.replies()[before:] if r.body.get("type") == "message"]
        assert len(said) == 1, said
        return response.status, said[0]

    async def alexa(self, text: str) -> tuple[int, dict[str, Any]]:
        response = await self.client.post("/api/alexa", json=anything(text))
        return response.status, await response.json()

    async def webhook(self, text: str) -> tuple[int, dict[str, Any]]:
        body = json.dumps({"user": "u1", "conversation": "c1", "text": text}).encode()
        self.sent += 1  # each request signed anew, as a caller retrying must (a signature is taken once)
        stamp = str(int(time.time()) + self.sent)
        headers = {"X-Parley-Timestamp": stamp, "X-Parley-Signature": sign(body, stamp=stamp)}
        response = await self.client.post("/api/webhook", data=body, headers=headers)
        return response.status, await response.json()


@pytest.fixture
async def server(request: pytest.FixtureRequest, connector: FakeBotFramework, with_webhook: None) -> AsyncIterator[Server]:
    store = FragileStore()
    config = ChannelConfig(
        debug=getattr(request, "param", False),
        rate_limits=RateLimits.off(),
        teams=TeamsSettings(local=True),
        alexa=AlexaSettings(verify=False),
        channels=("directline", "teams", "alexa", "webhook"),
        environment={"PARLEY_WEBHOOK_SECRET": SECRET},
    )
    async with TestClient(TestServer(create_app(travel_service(store), config, "key"))) as client:
        yield Server(client, store, connector)


# --- debug: the interpretation, decided once -------------------------------------------------------------


@pytest.mark.parametrize("server", [True], indirect=True)
async def test_with_debug_on_direct_line_and_teams_carry_the_same_interpretation(server: Server) -> None:
    _, on_the_web = await server.directline(ASKED)
    _, in_teams = await server.teams(ASKED)
    assert on_the_web["text"] == in_teams["text"] == "Weather in Paris."
    web_seen, teams_seen = on_the_web["channelData"]["interpretation"], in_teams["channelData"]["interpretation"]
    assert web_seen["intent"] == teams_seen["intent"] == "weather"
    assert web_seen.keys() == teams_seen.keys()


@pytest.mark.parametrize("server", [False], indirect=True)
async def test_with_debug_off_no_channel_carries_the_interpretation(server: Server) -> None:
    _, on_the_web = await server.directline(ASKED)
    _, in_teams = await server.teams(ASKED)
    _, by_webhook = await server.webhook(ASKED)
    assert on_the_web["text"] == in_teams["text"] == by_webhook["replies"][0]["text"] == "Weather in Paris."
    assert "interpretation" not in on_the_web["channelData"]
    assert "channelData" not in in_teams
    assert "interpretation" not in json.dumps(by_webhook)


@pytest.mark.parametrize("server", [True], indirect=True)
async def test_a_plugin_channel_gets_the_interpretation_from_the_kit_with_debug_on(server: Server) -> None:
    status, body = await server.webhook(ASKED)
    assert status == 200 and body["replies"][0]["channelData"]["interpretation"]["intent"] == "weather"


def test_the_debug_attachment_is_decided_in_one_place() -> None:
    outcome = TurnOutcome(1, APOLOGY, {"intent": "weather"})
    assert dict(answer_for(outcome, debug=True).channel_data) == {"interpretation": {"intent": "weather"}}
    assert dict(answer_for(outcome, debug=False).channel_data) == {}


# --- the database down: the same apology on every channel --------------------------------------------------


@pytest.mark.parametrize("server", [True, False], indirect=True)
async def test_the_database_down_is_the_same_apology_on_every_channel(server: Server) -> None:
    server.store.down = True
    status, web_error = await server.directline(ASKED)  # nothing stored, nothing to fetch: the post's answer
    assert status == 503 and web_error["error"] == {"code": "ServiceUnavailable", "message": UNAVAILABLE}
    status, in_teams = await server.teams(ASKED)
    assert status == 200 and in_teams["text"] == UNAVAILABLE and "channelData" not in in_teams
    status, from_alexa = await server.alexa(ASKED)
    assert (
        status == 200
        and from_alexa["response"]["outputSpeech"]["ssml"] == "<speak>" + UNAVAILABLE_SPEECH.replace("'", "&apos;") + "</speak>"
    )
    assert from_alexa["response"]["shouldEndSession"] is True
    status, by_webhook = await server.webhook(ASKED)
    assert status == 503 and by_webhook["replies"][0]["text"] == UNAVAILABLE
    assert by_webhook["error"] == {"code": "ServiceUnavailable", "message": UNAVAILABLE}

    server.store.down = False  # back: every channel answers again
    assert (await server.teams(ASKED))[1]["text"] == "Weather in Paris."
    assert (await server.webhook(ASKED))[1]["replies"][0]["text"] == "Weather in Paris."


async def test_a_turn_the_store_cannot_take_is_the_apology_and_nothing_else() -> None:
    store = FragileStore()
    store.down = True
    answer = await Outbound(travel_service(store), debug=True).run(Turn("test", "test:c1", "u1", ASKED, _now()), _now())
    assert answer.apology and answer.reply == APOLOGY and not answer.channel_data


def _now() -> Any:
    from datetime import UTC, datetime

    return datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
