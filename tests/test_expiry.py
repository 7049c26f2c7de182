"""Storage expiry: the TTL index deletes conversations left idle past PARLEY_STORAGE_EXPIRY, and only those."""

from __future__ import annotations

import asyncio
import secrets
import time
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer

from parley.app.server import build
from parley.app.settings import Settings

from .conftest import Clock, CommandCounter, ParleyHarness
from .servers import SecantusProcess

EXPIRY_S = 15


@pytest.mark.slow
async def test_idle_conversations_expire_and_active_ones_stay(tmp_path: Path) -> None:
    # its own server: a TTL monitor sweeping a short-lived index stalls a shared server's other clients
    secantus = SecantusProcess(tmp_path / "db").start()
    database = "x_" + secrets.token_hex(6)
    parley = await build(Settings(mongodb_uri=secantus.uri, database=database, storage_expiry_s=EXPIRY_S, seed_sample=False, bot="demo"))
    client = TestClient(TestServer(parley.app))
    await client.start_server()
    harness = ParleyHarness(parley, client, Clock(), CommandCounter())
    try:
        idle = await harness.start_conversation()
        active = await harness.start_conversation()
        admin_view = parley.store.conversations
        deadline = time.monotonic() + 150  # the server's TTL monitor runs about once a minute
        while await admin_view.count_documents({"_id": idle["conversationId"]}) and time.monotonic() < deadline:
            harness.clock.advance(5)
            await harness.say(active, "Give me the sales data")  # keeps `active` fresh
            await asyncio.sleep(5)
        assert await admin_view.count_documents({"_id": idle["conversationId"]}) == 0, "idle conversation was not expired"
        assert await admin_view.count_documents({"_id": active["conversationId"]}) == 1
        gone = await client.get(
            f"/v3/directline/conversations/{idle['conversationId']}/activities",
            headers={"Authorization": f"Bearer {idle['token']}"},
        )
        assert gone.status == 404
    finally:
        await client.close()
        await parley.close()
        secantus.stop()
