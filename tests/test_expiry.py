"""Storage expiry: the TTL index deletes conversations left idle past PARLEY_STORAGE_EXPIRY, and only those.

The server runs on a settable clock, so a conversation's last activity can be placed in the past without
waiting for it to age; the database's TTL monitor, which runs on its own schedule, then removes it."""

from __future__ import annotations

import asyncio
import secrets
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from parley.app.server import build
from parley.app.settings import Settings

from .conftest import Clock, CommandCounter, ParleyHarness
from .servers import SecantusProcess

EXPIRY = timedelta(minutes=10)
TTL_MONITOR_WAIT_S = 150  # the database's TTL monitor runs about once a minute


async def converse(harness: ParleyHarness, started: datetime, last_turn: datetime) -> dict[str, Any]:
    """A conversation started at `started`, whose last turn was at `last_turn` (the server's clock is set for each)."""
    harness.clock.now = started
    conversation = await harness.start_conversation()
    harness.clock.now = last_turn
    await harness.say(conversation, "Give me the sales data")
    return conversation


async def until_removed(collection: Any, document_id: str, timeout_s: float) -> None:
    """Wait until the document is gone, or `timeout_s` has passed (the caller then checks what is left)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if not await collection.count_documents({"_id": document_id}):
            return
        await asyncio.sleep(0.5)


@pytest.mark.slow
async def test_idle_conversations_expire_and_active_ones_stay(tmp_path: Path) -> None:
    # its own server: a TTL monitor sweeping a short-lived index stalls a shared server's other clients
    secantus = SecantusProcess(tmp_path / "db").start()
    try:
        await check_expiry(secantus)
    finally:
        secantus.stop()


async def check_expiry(secantus: SecantusProcess) -> None:
    database = "x_" + secrets.token_hex(6)
    clock = Clock()
    settings = Settings(
        mongodb_uri=secantus.uri, database=database, storage_expiry_s=int(EXPIRY.total_seconds()), seed_sample=False, bot="demo"
    )
    parley = await build(settings, clock=clock)
    client = TestClient(TestServer(parley.app))
    await client.start_server()
    harness = ParleyHarness(parley, client, clock, CommandCounter())
    try:
        now = datetime.now(UTC).replace(microsecond=0)  # the database keeps milliseconds
        idle = await converse(harness, started=now - 3 * EXPIRY, last_turn=now - 2 * EXPIRY)
        quiet = await converse(harness, started=now - 3 * EXPIRY, last_turn=now - EXPIRY / 2)  # idle for less than the expiry
        active = await converse(harness, started=now - 3 * EXPIRY, last_turn=now)  # as old as the others, but talking now
        clock.now = now
        stored = parley.store.conversations
        last_activity = {d["_id"]: d["updatedAt"] for d in await stored.find({}, {"updatedAt": 1}).to_list()}
        assert last_activity == {
            idle["conversationId"]: now - 2 * EXPIRY,
            quiet["conversationId"]: now - EXPIRY / 2,
            active["conversationId"]: now,
        }

        await until_removed(stored, idle["conversationId"], TTL_MONITOR_WAIT_S)
        kept = sorted(d["_id"] for d in await stored.find({}, {"_id": 1}).to_list())
        assert kept == sorted([quiet["conversationId"], active["conversationId"]]), "only the idle conversation expires"

        gone = await client.get(
            f"/v3/directline/conversations/{idle['conversationId']}/activities",
            headers={"Authorization": f"Bearer {idle['token']}"},
        )
        assert gone.status == 404, await gone.text()
        assert (await gone.json())["error"]["code"] == "NotFound"
        reply = await harness.say(active, "Who was the best?")  # the active conversation goes on where it was
        assert reply["text"] == "Best sellers this quarter: Alice Moore ($312K), Ben Ito ($268K), Chloé Durand ($241K)."
    finally:
        await client.close()
        await parley.close()
