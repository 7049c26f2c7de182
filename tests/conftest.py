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
from parley.channels.ratelimit import RateLimits

from .fake_connector import FakeBotFramework
from .servers import RedisProcess, SecantusProcess
from .shared_sample import SAMPLE, SampleCollection

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


@pytest.fixture(scope="module")
def connector() -> Iterator[FakeBotFramework]:
    """A fake Bot Framework connector on loopback, where the Teams channel sends its replies."""
    fake = FakeBotFramework().start()
    yield fake
    fake.stop()


class Clock:
    """A settable clock, so tests can jump past the STM timeout without waiting."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)

    def reset(self) -> None:
        self.now = datetime.now(UTC)


class CommandCounter(monitoring.CommandListener):
    def __init__(self) -> None:
        self.commands: list[str] = []
        self.targets: list[tuple[str, object]] = []  # (command, the collection it names)

    def started(self, event: monitoring.CommandStartedEvent) -> None:
        self.commands.append(event.command_name)
        self.targets.append((event.command_name, event.command.get(event.command_name)))

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

    async def reply_texts(self, *texts: str) -> list[str]:
        """Say each text in a new conversation at the harness clock's moment; the text of each reply."""
        conversation = await self.start_conversation()
        return [str((await self.say(conversation, text))["text"]) for text in texts]

    async def last_reply_text(self, *texts: str) -> str:
        """Say each text in a new conversation at the harness clock's moment; the text of the last reply."""
        replies = await self.reply_texts(*texts)
        return replies[-1] if replies else ""

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
    """An in-process Parley on a fresh database; `options` override the test defaults. With
    `"sample": SampleCollection` it answers about the shared sample collection (read, never written)
    and keeps its conversations in its own database."""
    sample: SampleCollection | None = options.get("sample")
    settings = Settings(
        mongodb_uri=secantus.uri,
        database="t_" + secrets.token_hex(6),
        debug=options.get("debug", True),
        admin_token=options.get("admin_token", "admin-secret"),
        directline_secret=options.get("directline_secret"),
        rate_limits=options.get("rate_limits", RateLimits.off()),  # tests of the limits set their own
        # the shared loopback SecantusDB can stall for seconds while a loaded two-core CI machine runs other tests;
        # the outage tests (test_db_outage.py) keep the 2 s default on a database of their own
        db_timeout_s=options.get("db_timeout_s", 10.0),
        seed_sample=options.get("seed_sample", False) and sample is None,
        bot=SAMPLE if sample is not None else options.get("bot", "demo"),
        **{
            key: options[key]
            for key in ("teams", "alexa", "transcript", "redis_url", "sweep_s", "webchat_page", "trusted_proxies", "storage_expiry_s")
            if key in options
        },
    )
    counter = CommandCounter()
    clock = Clock()
    bot = sample.bot if sample is not None else options.get("bot_instance")
    parley = await build(settings, bot=bot, event_listeners=[counter], clock=clock)
    client = TestClient(TestServer(parley.app))
    await client.start_server()
    try:
        yield ParleyHarness(parley, client, clock, counter)
    finally:
        await client.close()
        await parley.connection.client.drop_database(settings.database)
        await parley.close()


class LazySample:
    """The shared sample collection, seeded the first time a test asks for it (then kept for the session)."""

    def __init__(self, uri: str) -> None:
        self.uri = uri
        self._sample: SampleCollection | None = None
        self._seeded: dict[str, Any] = {}

    async def get(self) -> SampleCollection:
        if self._sample is None:
            self._sample = await SampleCollection.seed(self.uri)
            self._seeded = await self._sample.fingerprint()
        return self._sample

    async def close(self) -> None:
        if self._sample is None:
            return
        try:
            assert await self._sample.fingerprint() == self._seeded, "a test wrote into the shared sample collection"
        finally:
            await self._sample.close()


@pytest.fixture(scope="module")
async def sample_assistant(secantus: SecantusProcess, sample: SampleCollection) -> AsyncIterator[ParleyHarness]:
    """One assistant over the shared sample for a test module; each test talks in a conversation of its own.
    Its clock stands at the tests' fixed date, which the database's TTL monitor (on the real clock) would one
    day find too old: the storage expiry is a century."""
    async with running_parley(secantus, {"sample": sample, "storage_expiry_s": 100 * 365 * 24 * 3600}) as running:
        yield running


@pytest.fixture(scope="session")
async def samples(secantus: SecantusProcess) -> AsyncIterator[LazySample]:
    lazy = LazySample(secantus.uri)
    yield lazy
    await lazy.close()


@pytest.fixture(scope="session")
async def sample(samples: LazySample) -> SampleCollection:
    """The 2,463-item sample collection, seeded once per session: read its items, never write them."""
    return await samples.get()


@pytest.fixture
async def harness(secantus: SecantusProcess, samples: LazySample, request: pytest.FixtureRequest) -> AsyncIterator[ParleyHarness]:
    """A fresh Parley for one test; `{"bot": "scrapbook", "seed_sample": True}` answers about the shared sample."""
    options = dict(getattr(request, "param", {}) or {})
    if options.get("seed_sample") and options.get("bot") == SAMPLE:
        options["sample"] = await samples.get()
    async with running_parley(secantus, options) as running:
        yield running


@pytest.fixture(scope="module")
async def module_harness(secantus: SecantusProcess) -> AsyncIterator[ParleyHarness]:
    async with running_parley(secantus, {}) as running:
        yield running


@pytest.fixture
def shared_harness(module_harness: ParleyHarness) -> ParleyHarness:
    """One Parley (demo bot, test defaults) for the whole module, its clock back at the present and its
    command count empty for each test; the tests that share it start conversations of their own."""
    module_harness.clock.reset()
    module_harness.counter.commands.clear()
    return module_harness
