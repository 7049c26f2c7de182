"""Two `parley serve` processes, one database, 500 concurrent turns to one conversation: nothing lost."""

from __future__ import annotations

import asyncio
import secrets
from pathlib import Path

import aiohttp
import pytest
import yaml

from .servers import ParleyProcess, SecantusProcess

KEYS = "abcde"
TURNS = 500


def write_model(path: Path) -> None:
    """Five entities, each in its own group, so STM keeps the latest value of each one."""
    entities = [{"id": f"key_{k}", "groups": [k], "values": [f"{k}{i}" for i in range(TURNS) if KEYS[i % len(KEYS)] == k]} for k in KEYS]
    terms = ["|".join(f"key_{k}" for k in KEYS) + "{1,5}"]
    path.write_text(
        yaml.safe_dump({"name": "counter", "entities": entities, "intents": [{"id": "note", "terms": terms, "reply": "noted"}]})
    )


@pytest.mark.slow
async def test_two_processes_500_concurrent_turns(secantus: SecantusProcess, tmp_path: Path) -> None:
    model = tmp_path / "counter.yaml"
    write_model(model)
    env = {
        "PARLEY_MONGODB_URI": secantus.uri,
        "PARLEY_MONGODB_DATABASE": "c_" + secrets.token_hex(6),
        "PARLEY_DEBUG": "1",
        "PARLEY_ADMIN_TOKEN": "adm",
        "PARLEY_ACTIVITY_LOG_SIZE": "40",
        "PARLEY_LOG_LEVEL": "WARNING",
        "PARLEY_SEED_SAMPLE": "0",
        "PARLEY_RATE_TURNS": "0",  # 500 turns in one conversation from one address, far past a person's pace
        "PARLEY_RATE_ADDRESS_TURNS": "0",
    }
    servers = [ParleyProcess(tmp_path, env, ["--model", str(model)]).start() for _ in range(2)]
    try:
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=300)) as http:
            # a conversation started on one process is served by the other: tokens are signed with a shared key
            async with http.post(f"{servers[0].url}/v3/directline/conversations", json={}) as response:
                conversation = await response.json()
            cid, auth = conversation["conversationId"], {"Authorization": f"Bearer {conversation['token']}"}

            async def post(i: int) -> tuple[str, str]:
                text = f"remember {KEYS[i % len(KEYS)]}{i}"
                url = f"{servers[i % 2].url}/v3/directline/conversations/{cid}/activities"
                async with http.post(url, json={"type": "message", "text": text}, headers=auth) as response:
                    assert response.status == 200, await response.text()
                    return (await response.json())["id"], text

            sent = dict(await asyncio.gather(*(post(i) for i in range(TURNS))))

            async with http.get(f"{servers[1].url}/v3/directline/conversations/{cid}/activities", headers=auth) as response:
                activities = (await response.json())["activities"]
            async with http.get(f"{servers[0].url}/admin/conversations/{cid}", headers={"Authorization": "Bearer adm"}) as response:
                stored = await response.json()
    finally:
        for server in servers:
            server.stop()

    # A turn's number and its activities' sequence numbers are taken in the same conditional write, so
    # turn n is the user activity with sequence 2n-1 and the answer with 2n (this model sends no greeting).
    turn_of = {echo_id: (int(echo_id.rsplit("|", 1)[1]) + 1) // 2 for echo_id in sent}
    assert len(sent) == TURNS  # every post got its own activity id
    assert sorted(turn_of.values()) == list(range(1, TURNS + 1))  # every turn numbered, none twice
    assert stored["state"]["turns"] == TURNS
    assert stored["activitySeq"] == 2 * TURNS
    replies = [a for a in activities if a["from"]["role"] == "bot"]
    assert len(replies) == 20  # the capped log keeps the last 40 activities
    for reply in replies:  # the engine's own turn number agrees with the activity sequence
        assert reply["channelData"]["interpretation"]["turn"] == turn_of[reply["replyToId"]]
        assert reply["text"] == "noted"

    # no STM update was lost: each key holds the value of the last turn (by number) that said it
    latest: dict[str, tuple[int, str]] = {}
    for echo_id, text in sent.items():
        value = text.split()[1]
        key = value[0]
        if turn_of[echo_id] > latest.get(key, (0, ""))[0]:
            latest[key] = (turn_of[echo_id], value)
    remembered = {e["id"].removeprefix("key_"): (e["turn"], e["value"]) for e in stored["state"]["stm"]}
    assert remembered == latest
