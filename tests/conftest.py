from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer
from hypothesis import settings as hypothesis_settings
from pymongo import monitoring

from parley.app.server import Parley, build
from parley.app.settings import Settings

from .servers import RedisProcess, SecantusProcess

# Property tests are reproducible by default: the same examples on every machine and every run. A longer
# random search is a separate, documented command: PARLEY_HYPOTHESIS=random ./dev test tests/test_fuzz.py
hypothesis_settings.register_profile("reproducible", derandomize=True, database=None, print_blob=True)
hypothesis_settings.register_profile("random", derandomize=False, database=None, max_examples=1000, print_blob=True)
hypothesis_settings.load_profile(os.environ.get("PARLEY_HYPOTHESIS", "reproducible"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", help="rewrite tests/golden/* from the renderers (refused when CI is set)")


@pytest.fixture(scope="session")
def secantus(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SecantusProcess]:
    server = SecantusProcess(tmp_path_factory.mktemp("secantus")).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisProcess]:
    server = RedisProcess(tmp_path_factory.mktemp("redis")).start()
    yield server
    server.stop()


class Clock:
    """A settable clock, so tests can jump past the STM timeout without waiting."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


class CommandCounter(monitoring.CommandListener):
    def __init__(self) -> None:
        self.commands: list[str] = []

    def started(self, event: monitoring.CommandStartedEvent) -> None:
        self.commands.append(event.command_name)

    def succeeded(self, event: monitoring.CommandSucceededEvent) -> None:
        pass

    def failed(self, event: monitoring.CommandFailedEvent) -> None:
        pass


class ParleyHarness:
    """An in-process Parley (real aiohttp server, real SecantusDB) and a client for it."""

    def __init__(self, parley: Parley, client: TestClient, clock: Clock, counter: CommandCounter) -> None:
        self.parley = parley
        self.client = client
        self.clock = clock
        self.counter = counter

    async def start_conversation(self, user: str | None = None) -> dict[str, Any]:
        body = {"user": {"id": user}} if user else {}
        response = await self.client.post("/v3/directline/conversations", json=body)
        assert response.status == 201, await response.text()
        return await response.json()

    async def say(self, conversation: dict[str, Any], text: str, **extra: Any) -> dict[str, Any]:
        """Post a message and return the bot's reply activity."""
        client_id = secrets.token_hex(4)
        activity = {"type": "message", "text": text, "from": {"id": "tester"}, "channelData": {"clientActivityID": client_id}, **extra}
        response = await self.client.post(
            f"/v3/directline/conversations/{conversation['conversationId']}/activities",
            json=activity,
            headers={"Authorization": f"Bearer {conversation['token']}"},
        )
        assert response.status == 200, await response.text()
        posted_id = (await response.json())["id"]
        activities = await self.activities(conversation)
        replies = [a for a in activities if a.get("replyToId") == posted_id]
        assert len(replies) == 1, activities
        return replies[0]

    async def activities(self, conversation: dict[str, Any], watermark: int = 0) -> list[dict[str, Any]]:
        response = await self.client.get(
            f"/v3/directline/conversations/{conversation['conversationId']}/activities",
            params={"watermark": str(watermark)},
            headers={"Authorization": f"Bearer {conversation['token']}"},
        )
        assert response.status == 200, await response.text()
        return (await response.json())["activities"]


@contextlib.asynccontextmanager
async def running_parley(secantus: SecantusProcess, options: dict[str, Any]) -> AsyncIterator[ParleyHarness]:
    """An in-process Parley on a fresh database; `options` override the test defaults."""
    settings = Settings(
        mongodb_uri=secantus.uri,
        database="t_" + secrets.token_hex(6),
        debug=options.get("debug", True),
        admin_token=options.get("admin_token", "admin-secret"),
        directline_secret=options.get("directline_secret"),
        seed_sample=options.get("seed_sample", False),
        bot=options.get("bot", "demo"),
        **{key: options[key] for key in ("teams", "alexa", "transcript", "redis_url", "sweep_s") if key in options},
    )
    counter = CommandCounter()
    clock = Clock()
    parley = await build(settings, event_listeners=[counter], clock=clock)
    client = TestClient(TestServer(parley.app))
    await client.start_server()
    try:
        yield ParleyHarness(parley, client, clock, counter)
    finally:
        await client.close()
        await parley.connection.client.drop_database(settings.database)
        await parley.close()


@pytest.fixture
async def harness(secantus: SecantusProcess, request: pytest.FixtureRequest) -> AsyncIterator[ParleyHarness]:
    async with running_parley(secantus, getattr(request, "param", {}) or {}) as running:
        yield running
