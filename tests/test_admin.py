"""The admin API: state, (selective) STM reset, deleting a user's data, and its bearer token."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness

ADMIN = {"Authorization": "Bearer admin-secret"}


async def test_read_state_and_reset_groups(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation(user="dl_bob")
    await shared_harness.say(conversation, "What's the current weather in Tokyo?")
    cid = conversation["conversationId"]
    state = await (await shared_harness.client.get(f"/admin/conversations/{cid}", headers=ADMIN)).json()
    assert state["userId"] == "dl_bob" and state["state"]["turns"] == 1
    assert {e["id"] for e in state["state"]["stm"]} == {"weather", "location", "date"}

    reset = await shared_harness.client.post(f"/admin/conversations/{cid}/reset", json={"groups": ["location"]}, headers=ADMIN)
    assert {e["id"] for e in (await reset.json())["state"]["stm"]} == {"weather", "date"}
    reply = await shared_harness.say(conversation, "What about tomorrow?")
    interpretation = reply["channelData"]["interpretation"]
    assert interpretation["contextSwitch"] == "api" and interpretation["intent"] is None

    full = await shared_harness.client.post(f"/admin/conversations/{cid}/reset", headers=ADMIN)
    assert (await full.json())["state"]["stm"] == []


async def test_delete_user_removes_all_their_conversations(shared_harness: ParleyHarness) -> None:
    for _ in range(2):
        await shared_harness.start_conversation(user="dl_carol")
    keep = await shared_harness.start_conversation(user="dl_dave")
    response = await shared_harness.client.delete("/admin/users/dl_carol", headers=ADMIN)
    removed = {"conversations": 2, "activities": 2, "transcripts": 0, "summaries": 0, "summaryJobs": 0}  # a greeting each
    assert (await response.json()) == {"userId": "dl_carol", "deletedConversations": 2, "removed": removed}
    still = await shared_harness.client.get(f"/admin/conversations/{keep['conversationId']}", headers=ADMIN)
    assert still.status == 200


async def test_admin_needs_the_token(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    path = f"/admin/conversations/{conversation['conversationId']}"
    assert (await shared_harness.client.get(path)).status == 401
    assert (await shared_harness.client.get(path, headers={"Authorization": "Bearer wrong"})).status == 403
    assert (await shared_harness.client.get("/admin/conversations/nope", headers=ADMIN)).status == 404
    bad = await shared_harness.client.post(f"{path}/reset", json={"groups": "location"}, headers=ADMIN)
    assert bad.status == 400


@pytest.mark.parametrize("harness", [{"admin_token": None}], indirect=True)
async def test_admin_refuses_to_run_without_a_configured_token(harness: ParleyHarness) -> None:
    response = await harness.client.get("/admin/conversations/x", headers={"Authorization": "Bearer anything"})
    assert response.status == 403
    assert "PARLEY_ADMIN_TOKEN" in (await response.json())["error"]["message"]
