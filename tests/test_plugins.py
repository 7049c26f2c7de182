"""Channels and conversation stores are plug-ins found through entry points: Parley's own are registered in
its pyproject.toml and found like anyone else's; a package outside Parley (examples/webhook_channel) adds a
channel that the operator turns on by name; PARLEY_STORE picks the conversation store."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import AsyncIterator, Iterable
from dataclasses import replace
from datetime import UTC, datetime
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from typing import Any

import pytest
import yaml
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from parley.app.server import build
from parley.app.settings import Settings, SettingsError
from parley.channels import plugin
from parley.channels.app import create_app
from parley.channels.builtin import Alexa, Teams
from parley.channels.config import BUILT_IN_CHANNELS, ChannelConfig
from parley.channels.plugin import Channel, ChannelContext, ChannelError, installed_channels, load_channels, make_channel
from parley.channels.ratelimit import RateLimits
from parley.core.bot import Bot
from parley.core.conversation import ConversationService
from parley.core.model import model_from_dict
from parley.core.store import ConversationStore
from parley.core.turn import Turn
from parley.storage import plugin as store_plugin
from parley.storage.memory import MemoryConversationStore
from parley.storage.mongo import MongoConversationStore
from parley.storage.plugin import StoreContext, StoreError, installed_stores, load_store

from .conftest import Clock
from .servers import ParleyProcess, SecantusProcess

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "webhook_channel"
SECRET = "a-shared-secret-of-some-length"
WEBHOOK = EntryPoint(name="webhook", value="parley_webhook:WebhookChannel", group="parley.channels")
TRAVEL = """
name: travel
fallback: "Sorry, I didn't get that."
entities:
  - {id: weather, synonyms: [weather, forecast]}
  - {id: location, values: {Tokyo: [], Paris: []}}
intents:
  - {id: weather, terms: ["weather~", "location~"], reply: "Weather in {location}."}
"""


def travel_bot() -> Bot:
    bot = Bot(model_from_dict(yaml.safe_load(TRAVEL), "travel"))
    bot.check()
    return bot


@pytest.fixture
def example_on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """The example plug-in importable, as if its package were installed (its own pyproject declares WEBHOOK)."""
    monkeypatch.syspath_prepend(str(EXAMPLE))


@pytest.fixture
def webhook_installed(example_on_path: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The installed entry points, plus the example's, as importlib.metadata reports them once it is installed."""
    installed = list(entry_points(group=plugin.GROUP))

    def with_webhook(*, group: str) -> list[EntryPoint]:
        return [*installed, WEBHOOK] if group == plugin.GROUP else list(entry_points(group=group))

    monkeypatch.setattr(plugin, "entry_points", with_webhook)


def sign(body: bytes, secret: str = SECRET, stamp: int | str | None = None) -> str:
    """The signature of `body` sent at `stamp` (now, by default: the time the request goes)."""
    from parley_webhook import signature

    return signature(secret, body, int(time.time()) if stamp is None else stamp)


def travel_service() -> ConversationService:
    return ConversationService(travel_bot(), MemoryConversationStore())


def config(**overrides: Any) -> ChannelConfig:
    return ChannelConfig(rate_limits=RateLimits.off(), environment={"PARLEY_WEBHOOK_SECRET": SECRET}, **overrides)


async def expected_replies(*said: str) -> list[str]:
    """What the bot answers to `said`, one turn after another, asked directly (no channel)."""
    service = travel_service()
    now = datetime.now(UTC)
    replies = []
    for text in said:
        outcome = await service.handle(Turn("webhook", "webhook:c1", "u1", text, now), now, create=True)
        replies.append(outcome.reply.text)
    return replies


# --- discovery through the installed package's entry points -------------------------------------------


def test_the_installed_parley_registers_its_own_channels_and_stores_as_entry_points() -> None:
    channels = installed_channels()
    assert set(BUILT_IN_CHANNELS) <= set(channels)
    assert all(channels[name].value.startswith("parley.channels.builtin:") for name in BUILT_IN_CHANNELS)
    stores = installed_stores()
    assert {"mongo", "memory"} <= set(stores)
    assert stores["memory"].load() is not None and callable(stores["mongo"].load())


def test_every_built_in_channel_loads_through_its_entry_point_and_is_a_channel() -> None:
    service = travel_service()
    factories = load_channels(BUILT_IN_CHANNELS, installed_channels())
    assert list(factories) == list(BUILT_IN_CHANNELS)
    made = {name: make_channel(name, factory, ChannelContext(name, service, ChannelConfig(), "key")) for name, factory in factories.items()}
    assert all(isinstance(channel, Channel) for channel in made.values())
    assert isinstance(made["teams"], Teams) and isinstance(made["alexa"], Alexa)
    paths = {name: {route.path for route in channel.routes() if isinstance(route, web.RouteDef)} for name, channel in made.items()}
    assert (
        "/v3/directline/conversations" in paths["directline"] and paths["teams"] == {"/api/messages"} and paths["alexa"] == {"/api/alexa"}
    )


async def test_only_the_channels_the_configuration_names_are_mounted() -> None:
    app = create_app(travel_service(), config(channels=("alexa",)), "key")
    async with TestClient(TestServer(app)) as client:
        assert (await client.post("/v3/directline/conversations", json={})).status == 404
        assert (await client.post("/api/messages", json={})).status == 404
        alexa = await client.post("/api/alexa", json={})
        assert alexa.status == 503 and (await alexa.json())["error"]["code"] == "AlexaNotConfigured"
        assert (await client.get("/healthz")).status == 200


def test_a_channel_nothing_registers_is_refused_naming_what_is_installed() -> None:
    with pytest.raises(
        ChannelError, match=r"PARLEY_CHANNELS names the channel 'webhook', which no installed package provides \(installed: "
    ):
        create_app(travel_service(), config(channels=("directline", "webhook")), "key")


def test_two_packages_registering_one_name_differently_are_refused() -> None:
    impostor = EntryPoint(name="directline", value="somebody_else:DirectLine", group=plugin.GROUP)
    with pytest.raises(ChannelError, match="two installed packages register a channel named 'directline'"):
        installed_channels([*entry_points(group=plugin.GROUP), impostor])


def test_a_channel_that_fails_to_load_or_is_not_a_channel_is_named() -> None:
    broken = EntryPoint(name="broken", value="no_such_module_anywhere:Channel", group=plugin.GROUP)
    with pytest.raises(ChannelError, match=r"the channel 'broken' \(no_such_module_anywhere:Channel\) failed to load: ModuleNotFoundError"):
        load_channels(["broken"], {"broken": broken})
    context = ChannelContext("odd", travel_service(), ChannelConfig(), "key")
    with pytest.raises(ChannelError, match="which has no routes"):
        make_channel("odd", lambda _: object(), context)  # type: ignore[arg-type, return-value]


# --- a plug-in outside Parley: the example webhook channel ----------------------------------------------


def test_the_example_declares_its_entry_point_in_its_own_pyproject() -> None:
    import tomllib

    project = tomllib.loads((EXAMPLE / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = project["entry-points"]["parley.channels"]
    assert declared == {WEBHOOK.name: WEBHOOK.value} and "parley" in project["dependencies"]


async def test_a_plugin_registered_by_an_entry_point_is_found_and_mounted(webhook_installed: None) -> None:
    assert installed_channels()["webhook"] == WEBHOOK
    app = create_app(travel_service(), config(channels=(*BUILT_IN_CHANNELS, "webhook")), "key")
    body = json.dumps({"user": "u1", "conversation": "c1", "text": "hello"}).encode()
    async with TestClient(TestServer(app)) as client:
        stamp = str(int(time.time()))
        response = await client.post(
            "/api/webhook", data=body, headers={"X-Parley-Timestamp": stamp, "X-Parley-Signature": sign(body, stamp=stamp)}
        )
        assert response.status == 200, await response.text()
        assert (await response.json())["replies"][0]["text"] == (await expected_replies("hello"))[0]
        assert (await client.post("/v3/directline/conversations", json={})).status == 201  # the built-ins still there


async def test_an_installed_plugin_channel_is_closed_until_the_operator_enables_it(webhook_installed: None) -> None:
    assert "webhook" in installed_channels()
    app = create_app(travel_service(), config(), "key")  # the default channels
    body = json.dumps({"user": "u1", "conversation": "c1", "text": "hello"}).encode()
    async with TestClient(TestServer(app)) as client:
        stamp = str(int(time.time()))
        response = await client.post(
            "/api/webhook", data=body, headers={"X-Parley-Timestamp": stamp, "X-Parley-Signature": sign(body, stamp=stamp)}
        )
        assert response.status == 404


def test_the_webhook_will_not_start_without_its_secret(webhook_installed: None) -> None:
    for environment in ({}, {"PARLEY_WEBHOOK_SECRET": "short"}):
        with pytest.raises(ChannelError, match="the channel 'webhook' cannot start: PARLEY_WEBHOOK_SECRET must be set"):
            create_app(travel_service(), replace(config(channels=("webhook",)), environment=environment), "key")


@pytest.fixture
async def webhook(webhook_installed: None) -> AsyncIterator[TestClient[web.Request, web.Application]]:
    limits = RateLimits(turns_per_conversation=3, turns_per_address=100, text_chars_per_conversation=100_000)
    app = create_app(travel_service(), replace(config(channels=("webhook",)), rate_limits=limits, max_body=16_384), "key")
    async with TestClient(TestServer(app)) as client:
        yield client


async def post(
    client: TestClient[web.Request, web.Application], body: bytes, signature: str | None = "sign", stamp: int | str | None = None
) -> tuple[int, Any]:
    """Post `body` signed now (or at `stamp`), or with the `signature` given (None: unsigned)."""
    stamp = int(time.time()) if stamp is None else stamp
    headers = {"Content-Type": "application/json", "X-Parley-Timestamp": str(stamp)}
    if signature is not None:
        headers["X-Parley-Signature"] = sign(body, stamp=stamp) if signature == "sign" else signature
    response = await client.post("/api/webhook", data=body, headers=headers)
    return response.status, await response.json()


def message(text: str = "hello", **fields: Any) -> bytes:
    return json.dumps({"user": "u1", "conversation": "c1", "text": text, **fields}).encode()


async def test_a_signed_message_gets_the_bots_replies_and_the_conversation_is_remembered(
    webhook: TestClient[web.Request, web.Application],
) -> None:
    said = ("hello", "what's the weather in Paris", "and Tokyo?")
    answers = []
    for text in said:
        status, body = await post(webhook, message(text))
        assert status == 200, body
        assert body["conversation"] == "c1" and len(body["replies"]) == 1
        answers.append(body["replies"][0]["text"])
    assert answers == await expected_replies(*said)
    assert answers[2] == "Weather in Tokyo." != (await expected_replies("and Tokyo?"))[0]  # the weather was remembered


async def test_a_missing_or_wrong_signature_is_401_and_nothing_is_parsed(webhook: TestClient[web.Request, web.Application]) -> None:
    status, body = await post(webhook, message(), signature=None)
    assert status == 401 and body["error"]["code"] == "MissingSignature"
    status, body = await post(webhook, message(), signature=sign(message(), "another-secret-entirely"))
    assert status == 401 and body["error"]["code"] == "BadSignature"
    status, body = await post(webhook, message("hello!"), signature=sign(message("hello")))  # the body changed after signing
    assert status == 401 and body["error"]["code"] == "BadSignature"
    status, body = await post(webhook, b"{not json", signature="sha256=00")  # checked before the body is read as JSON
    assert status == 401 and body["error"]["code"] == "BadSignature"
    stamp = int(time.time())
    status, body = await post(webhook, message(), signature=sign(message(), stamp=stamp - 1), stamp=stamp)  # another moment's
    assert status == 401 and body["error"]["code"] == "BadSignature"


async def test_a_signature_over_the_body_alone_is_refused(webhook: TestClient[web.Request, web.Application]) -> None:
    body_only = "sha256=" + hmac.new(SECRET.encode(), message(), hashlib.sha256).hexdigest()
    response = await webhook.post("/api/webhook", data=message(), headers={"X-Parley-Signature": body_only})
    assert response.status == 401
    refused = await response.json()
    assert refused["error"]["code"] == "MissingTimestamp" and "X-Parley-Timestamp" in refused["error"]["message"]
    status, body = await post(webhook, message(), signature=body_only)
    assert status == 401 and body["error"]["code"] == "BadSignature"


# The server reads its clock after the test does: the offsets that must be taken or refused keep a margin of seconds on
# the side that delay moves them towards (a future stamp comes nearer, a past one goes further), so a loaded machine
# cannot turn the answer round.
@pytest.mark.parametrize(("offset_s", "taken"), [(-301, False), (-290, True), (299, True), (310, False)])
async def test_a_request_signed_more_than_five_minutes_from_the_servers_clock_is_refused(
    webhook: TestClient[web.Request, web.Application], offset_s: int, taken: bool
) -> None:
    status, body = await post(webhook, message(), stamp=int(time.time()) + offset_s)
    if taken:
        assert status == 200, body
    else:
        assert status == 401 and body["error"]["code"] == "StaleTimestamp"
        assert "within 300 s" in body["error"]["message"]


@pytest.mark.parametrize("stamp", ["soon", "-5", "1e9", "1732900000.5", "9" * 20])
async def test_a_timestamp_that_is_not_unix_seconds_is_refused(webhook: TestClient[web.Request, web.Application], stamp: str) -> None:
    status, body = await post(webhook, message(), signature=sign(message(), stamp=stamp), stamp=stamp)
    assert status == 401 and body["error"]["code"] == "BadTimestamp"


async def test_a_captured_request_sent_again_is_refused(webhook: TestClient[web.Request, web.Application]) -> None:
    stamp = int(time.time())
    assert (await post(webhook, message("hello"), stamp=stamp))[0] == 200
    status, body = await post(webhook, message("hello"), stamp=stamp)  # the same bytes, the same headers
    assert status == 401 and body["error"]["code"] == "ReplayedSignature"
    assert (await post(webhook, message("hello"), stamp=stamp + 1))[0] == 200  # the same words, signed anew: taken


def test_the_signatures_remembered_expire_and_are_bounded() -> None:
    from parley_webhook import SeenSignatures

    seen = SeenSignatures(window_s=300, max_entries=3)
    assert seen.first_use(1000, "a", now_s=1000) and not seen.first_use(1000, "a", now_s=1200)
    assert seen.first_use(1000, "b", now_s=1000)
    assert len(seen) == 2
    assert seen.first_use(1400, "c", now_s=1400) and len(seen) == 1  # a and b expired with their timestamps' window
    for n in range(10):
        seen.first_use(1400 + n, f"d{n}", now_s=1400)
    assert len(seen) == 3  # never more than the cap


@pytest.mark.parametrize(
    ("body", "status", "says"),
    [
        (b"{not json", 400, "not valid JSON"),
        (b"[1, 2]", 400, "must be a JSON object"),
        (b"", 400, "empty"),
        (b"[" * 40 + b"]" * 40, 400, "deeper than the limit"),
        (json.dumps({"user": "u1", "conversation": "c1"}).encode(), 400, "'text' is missing"),
        (json.dumps({"user": 7, "conversation": "c1", "text": "hi"}).encode(), 400, "'user' must be a string"),
        (json.dumps({"user": "u1", "text": "hi"}).encode(), 400, "'conversation' is missing"),
        (json.dumps({"user": "u\x00", "conversation": "c1", "text": "hi"}).encode(), 400, "non-printable"),
        (json.dumps({"user": "u1", "conversation": "c1", "text": "x" * 10_001}).encode(), 400, "longer than the limit of 10000"),
        (
            json.dumps({"user": "u1", "conversation": "c1", "text": "hi", "pad": "x" * 20_000}).encode(),
            413,
            "larger than the limit of 16384",
        ),
    ],
    ids=["malformed", "array", "empty", "deep", "no-text", "user-not-string", "no-conversation", "control-char", "long-text", "oversized"],
)
async def test_what_a_client_gets_wrong_is_a_clear_4xx(
    webhook: TestClient[web.Request, web.Application], body: bytes, status: int, says: str
) -> None:
    got, answer = await post(webhook, body)
    assert got == status, answer
    assert says in answer["error"]["message"]


async def test_other_methods_and_the_rate_limit_are_refused_as_for_any_channel(webhook: TestClient[web.Request, web.Application]) -> None:
    assert (await webhook.get("/api/webhook")).status == 405
    now = int(time.time())
    statuses = [(await post(webhook, message("hello"), stamp=now + n))[0] for n in range(4)]  # each signed as it is sent
    assert statuses == [200, 200, 200, 429]
    stamp = str(now + 4)
    response = await webhook.post(
        "/api/webhook", data=message(), headers={"X-Parley-Timestamp": stamp, "X-Parley-Signature": sign(message(), stamp=stamp)}
    )
    assert response.status == 429 and int(response.headers["Retry-After"]) >= 1
    assert (await post(webhook, message("hello", conversation="c2")))[0] == 200  # another conversation has its own limit


# --- the server: PARLEY_CHANNELS and PARLEY_STORE -------------------------------------------------------


def test_the_settings_read_the_channels_and_the_store() -> None:
    defaults = Settings.from_env({})
    assert (defaults.channels, defaults.store) == (BUILT_IN_CHANNELS, "mongo")
    chosen = Settings.from_env({"PARLEY_CHANNELS": " directline, Webhook ,directline", "PARLEY_STORE": "Memory", "X": "y"})
    assert (chosen.channels, chosen.store, chosen.environment["X"]) == (("directline", "webhook"), "memory", "y")
    assert "PARLEY_WEBHOOK_SECRET" not in repr(Settings.from_env({"PARLEY_WEBHOOK_SECRET": SECRET}))
    for env, says in [
        ({"PARLEY_CHANNELS": " , "}, "PARLEY_CHANNELS names no channel"),
        ({"PARLEY_CHANNELS": "direct line"}, "is not a channel name"),
        ({"PARLEY_STORE": "../mongo"}, "is not a store name"),
    ]:
        with pytest.raises(SettingsError, match=says):
            Settings.from_env(env)


def unreachable_database() -> Settings:
    return Settings(mongodb_uri="mongodb://127.0.0.1:9/", bot="demo", seed_sample=False)


async def test_an_unknown_store_or_channel_stops_the_start_before_the_database_is_tried() -> None:
    started = time.monotonic()
    with pytest.raises(SettingsError, match=r"PARLEY_STORE='nosuch' is not an installed store \(installed: .*memory, mongo"):
        await build(replace(unreachable_database(), store="nosuch"))
    with pytest.raises(SettingsError, match="PARLEY_CHANNELS names the channel 'nosuch'"):
        await build(replace(unreachable_database(), channels=("directline", "nosuch")))
    assert time.monotonic() - started < 5  # the database (which would be waited for 30 s) was never tried


async def test_a_memory_store_does_not_take_transcripts_or_remote_workers() -> None:
    with pytest.raises(SettingsError, match="PARLEY_TRANSCRIPT needs PARLEY_STORE=mongo"):
        await build(replace(unreachable_database(), store="memory", transcript=True))
    with pytest.raises(SettingsError, match="parley worker"):
        await build(replace(unreachable_database(), store="memory", redis_url="redis://127.0.0.1:9"))


@pytest.mark.parametrize(
    ("found", "says"),
    [
        ([("x", "a_pkg:open"), ("x", "b_pkg:open")], r"two installed packages register a store named 'x': a_pkg:open and b_pkg:open"),
        ([("x", "no_such_module_anywhere:open")], r"the store 'x' \(no_such_module_anywhere:open\) failed to load: ModuleNotFoundError"),
        ([("x", "json:__doc__")], r"the store 'x' \(json:__doc__\) is not a factory: it cannot be called with a StoreContext"),
    ],
    ids=["registered-twice", "fails-to-load", "not-a-factory"],
)
def test_a_store_plugin_is_refused_by_the_same_rules_as_a_channel(found: list[tuple[str, str]], says: str) -> None:
    points = [EntryPoint(name, value, store_plugin.GROUP) for name, value in found]
    with pytest.raises(StoreError, match=says):
        load_store("x", installed_stores(points))
    channels = [EntryPoint(name, value, plugin.GROUP) for name, value in found]
    with pytest.raises(ChannelError, match=says.replace("store", "channel").replace("StoreContext", "ChannelContext")):
        load_channels(["x"], installed_channels(channels))


def test_load_store_names_the_installed_stores() -> None:
    with pytest.raises(StoreError, match=r"\(installed: memory, mongo\)"):
        load_store("nosuch", installed_stores([p for p in entry_points(group=store_plugin.GROUP) if p.name in ("memory", "mongo")]))


class CountingStore(MemoryConversationStore):
    """A store from 'another package': counts the conversations it is asked to create."""

    created = 0

    async def create(self, conversation: Any) -> bool:
        CountingStore.created += 1
        return await super().create(conversation)


async def open_counting_store(context: StoreContext) -> ConversationStore:
    assert context.name == "counting" and context.environment.get("COUNTING") == "on"
    return CountingStore()


async def say_over_directline(client: TestClient[web.Request, web.Application], text: str) -> list[dict[str, Any]]:
    started = await client.post("/v3/directline/conversations", json={})
    assert started.status == 201, await started.text()
    conversation = await started.json()
    headers = {"Authorization": f"Bearer {conversation['token']}"}
    url = f"/v3/directline/conversations/{conversation['conversationId']}/activities"
    assert (await client.post(url, json={"type": "message", "text": text, "from": {"id": "u"}}, headers=headers)).status == 200
    return (await (await client.get(url, headers=headers)).json())["activities"]  # type: ignore[no-any-return]


def database_settings(secantus: SecantusProcess, **overrides: Any) -> Settings:
    base = Settings(mongodb_uri=secantus.uri, database="t_" + secrets.token_hex(6), seed_sample=False)
    return replace(base, rate_limits=RateLimits.off(), **overrides)


@pytest.mark.parametrize(("name", "kind"), [("mongo", MongoConversationStore), ("memory", MemoryConversationStore)])
async def test_parley_store_picks_where_conversations_are_kept(secantus: SecantusProcess, name: str, kind: type) -> None:
    settings = database_settings(secantus, store=name)
    parley = await build(settings, bot=travel_bot(), clock=Clock())
    try:
        assert type(parley.store) is kind
        async with TestClient(TestServer(parley.app)) as client:
            activities = await say_over_directline(client, "hello")
            assert len(activities) == 2 and activities[1]["from"]["role"] == "bot"
        in_database = await parley.connection.db["conversations"].count_documents({})
        assert in_database == (1 if name == "mongo" else 0)
    finally:
        await parley.connection.client.drop_database(settings.database)
        await parley.close()


async def test_a_plugin_store_is_chosen_by_its_entry_point_name(secantus: SecantusProcess, monkeypatch: pytest.MonkeyPatch) -> None:
    counting = EntryPoint(name="counting", value=f"{__name__}:open_counting_store", group=store_plugin.GROUP)
    real = list(entry_points(group=store_plugin.GROUP))

    def with_counting(*, group: str) -> Iterable[EntryPoint]:
        return [*real, counting] if group == store_plugin.GROUP else entry_points(group=group)

    monkeypatch.setattr(store_plugin, "entry_points", with_counting)
    settings = database_settings(secantus, store="counting", environment={"COUNTING": "on"})
    parley = await build(settings, bot=travel_bot(), clock=Clock())
    try:
        before = CountingStore.created
        async with TestClient(TestServer(parley.app)) as client:
            await say_over_directline(client, "hello")
        assert isinstance(parley.store, CountingStore) and CountingStore.created == before + 1
    finally:
        await parley.connection.client.drop_database(settings.database)
        await parley.close()


async def test_the_server_mounts_an_enabled_plugin_channel(secantus: SecantusProcess, webhook_installed: None) -> None:
    settings = database_settings(secantus, channels=("webhook",), environment={"PARLEY_WEBHOOK_SECRET": SECRET})
    parley = await build(settings, bot=travel_bot(), clock=Clock())
    try:
        async with TestClient(TestServer(parley.app)) as client:
            status, body = await post(client, message("hello"))
            assert status == 200 and body["replies"][0]["text"] == (await expected_replies("hello"))[0]
            assert (await client.post("/v3/directline/conversations", json={})).status == 404  # not enabled
        stored = await parley.connection.db["conversations"].find_one({"_id": "webhook:c1"})
        assert stored is not None and stored["userId"] == "u1"
    finally:
        await parley.connection.client.drop_database(settings.database)
        await parley.close()


def test_parley_serve_names_an_unknown_store_as_a_configuration_error(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PARLEY_")}
    env["PARLEY_STORE"] = "nosuch"
    result = subprocess.run(
        [sys.executable, "-m", "parley.app.cli", "serve", "--port", "0"], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "configuration error: PARLEY_STORE='nosuch' is not an installed store (installed: memory, mongo)" in result.stderr
    assert not (tmp_path / ".parley").exists()  # no embedded database was started


async def test_parley_worker_uses_the_store_the_servers_use_and_refuses_one_it_cannot_reach(caplog: pytest.LogCaptureFixture) -> None:
    from parley.app.worker_process import run_worker

    queue_and_database = Settings(redis_url="redis://127.0.0.1:9", mongodb_uri="mongodb://127.0.0.1:9/")
    assert await run_worker(replace(queue_and_database, store="memory")) == 2
    assert await run_worker(replace(queue_and_database, store="nosuch")) == 2
    assert "a worker cannot reach them" in caplog.text and "PARLEY_STORE='nosuch' is not an installed store" in caplog.text


def test_the_example_installed_with_pip_is_found_through_its_entry_point_alone(tmp_path: Path, secantus: SecantusProcess) -> None:
    """As a third party ships it: the example built and installed by pip (into a folder of its own, on the
    server's PYTHONPATH), then `parley serve` with only configuration naming it."""
    source = tmp_path / "source"
    shutil.copytree(EXAMPLE, source, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
    site = tmp_path / "site"
    pip = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation", "--target", str(site), str(source)]
    subprocess.run(pip, check=True, timeout=300, capture_output=True)
    assert (site / "parley_webhook").is_dir() and list(site.glob("parley_webhook_channel-*.dist-info/entry_points.txt"))
    environment = {
        "PYTHONPATH": str(site),
        "PARLEY_MONGODB_URI": secantus.uri,
        "PARLEY_MONGODB_DATABASE": "t_" + secrets.token_hex(6),
        "PARLEY_BOT": "demo",
        "PARLEY_SEED_SAMPLE": "0",
        "PARLEY_CHANNELS": "directline,webhook",
        "PARLEY_WEBHOOK_SECRET": SECRET,
    }
    server = ParleyProcess(tmp_path / "run", environment).start()
    try:
        body = json.dumps({"user": "u1", "conversation": "c1", "text": "What's the weather in Tokyo?"}).encode()
        stamp = str(int(time.time()))  # what a caller signs: "<timestamp>." and the body
        signed = "sha256=" + hmac.new(SECRET.encode(), stamp.encode() + b"." + body, hashlib.sha256).hexdigest()
        headers = {"Content-Type": "application/json", "X-Parley-Timestamp": stamp, "X-Parley-Signature": signed}
        request = urllib.request.Request(server.url + "/api/webhook", data=body, headers=headers)
        with urllib.request.urlopen(request, timeout=30) as response:
            replies = json.loads(response.read())["replies"]
        assert response.status == 200 and "Tokyo" in replies[0]["text"]
    finally:
        server.stop()
