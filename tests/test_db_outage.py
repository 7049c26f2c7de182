"""The database goes away and comes back: the channel answers 503 quickly, the server stays up and recovers."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer

from parley.app.server import build
from parley.app.settings import Settings

from .conftest import Clock, CommandCounter, ParleyHarness
from .servers import SecantusProcess


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
