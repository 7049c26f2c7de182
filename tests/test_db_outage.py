"""The database goes away and comes back: the channel answers 503 quickly, the server stays up and recovers."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer

from parley.app.server import build
from parley.app.settings import Settings
from parley.channels.teams.auth import TeamsSettings

from .conftest import Clock, CommandCounter, ParleyHarness
from .fake_connector import FakeBotFramework
from .servers import SecantusProcess
from .teams_activities import message


@pytest.fixture
async def fragile(tmp_path: Path) -> AsyncIterator[tuple[ParleyHarness, SecantusProcess]]:
    database = SecantusProcess(tmp_path / "db", durable=True).start()  # journaled, like a real mongod
    parley = await build(Settings(mongodb_uri=database.uri, database="outage", debug=True, seed_sample=False, bot="demo"))
    client = TestClient(TestServer(parley.app))
    await client.start_server()
    try:
        yield ParleyHarness(parley, client, Clock(), CommandCounter()), database
    finally:
        await client.close()
        await parley.close()
        database.stop()


async def test_database_down_gives_503_quickly_and_recovers(fragile: tuple[ParleyHarness, SecantusProcess]) -> None:
    harness, database = fragile
    conversation = await harness.start_conversation()
    await harness.say(conversation, "What's the current weather in Tokyo?")

    database.kill()
    path = f"/v3/directline/conversations/{conversation['conversationId']}/activities"
    headers = {"Authorization": f"Bearer {conversation['token']}"}
    within_3s = aiohttp.ClientTimeout(total=3)
    for _ in range(2):
        response = await harness.client.post(
            path, json={"type": "message", "text": "What about Kyoto?"}, headers=headers, timeout=within_3s
        )
        assert response.status == 503
        body = await response.json()
        assert body["error"]["message"] == "Parley is temporarily unavailable. Please try again in a moment."
    read = await harness.client.get(path, headers=headers, timeout=within_3s)
    assert read.status == 503
    health = await harness.client.get("/healthz", timeout=within_3s)
    assert health.status == 503

    database.start()  # same port, same data
    reply = await harness.say(conversation, "What about Kyoto?")
    assert reply["text"] == "Current weather in Kyoto: 20°C and partly cloudy."  # the STM from before the outage survived
    assert reply["channelData"]["interpretation"]["turn"] == 2
    assert (await harness.client.get("/healthz")).status == 200


@pytest.fixture
async def fragile_teams(tmp_path: Path) -> AsyncIterator[tuple[ParleyHarness, SecantusProcess, FakeBotFramework]]:
    database = SecantusProcess(tmp_path / "db", durable=True).start()
    connector = FakeBotFramework().start()
    settings = Settings(
        mongodb_uri=database.uri, database="outage", debug=False, seed_sample=False, bot="demo", teams=TeamsSettings(local=True)
    )
    parley = await build(settings)
    client = TestClient(TestServer(parley.app))
    await client.start_server()
    try:
        yield ParleyHarness(parley, client, Clock(), CommandCounter()), database, connector
    finally:
        await client.close()
        await parley.close()
        connector.stop()
        database.stop()


async def test_in_teams_the_database_down_is_an_apology_in_the_chat(
    fragile_teams: tuple[ParleyHarness, SecantusProcess, FakeBotFramework],
) -> None:
    harness, database, connector = fragile_teams
    assert (await harness.client.post("/api/messages", json=message(connector.url, "What's the weather in Tokyo?"))).status == 200
    database.kill()
    before = len(connector.replies())
    response = await harness.client.post(
        "/api/messages", json=message(connector.url, "What about Kyoto?"), timeout=aiohttp.ClientTimeout(total=5)
    )
    assert response.status == 200
    said = [r.body.get("text") for r in connector.replies()[before:] if r.body.get("type") == "message"]
    assert said == ["Parley is temporarily unavailable. Please try again in a moment."]
    database.start()
    before = len(connector.replies())
    assert (await harness.client.post("/api/messages", json=message(connector.url, "What about Kyoto?"))).status == 200
    answer = [r.body for r in connector.replies()[before:] if r.body.get("type") == "message"]
    assert len(answer) == 1 and "Kyoto" in str(answer[0])  # the conversation goes on, its memory intact
