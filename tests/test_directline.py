"""The seed's conversations and the Direct Line protocol through real HTTP against SecantusDB."""

from __future__ import annotations

import asyncio
import json

import pytest

from .conftest import ParleyHarness

WEATHER = [
    ("What's the current weather in Tokyo?", "weather", "Current weather in Tokyo: 22°C and clear skies."),
    ("What about Kyoto?", "weather", "Current weather in Kyoto: 20°C and partly cloudy."),
    ("What about tomorrow?", "weather", "Tomorrow in Kyoto: 17°C with light rain."),
]
COFFEE = [
    ("How much mocha latte at Starbucks?", "price", "A mocha latte at Starbucks costs $5.45."),
    ("What about Peet's?", "price", "A mocha latte at Peet's costs $5.25."),
    ("...and croissant?", "price", "A croissant at Peet's costs $3.75."),
]
SALES = [
    ("Give me the sales data", "sale", "Sales report"),
    ("Who was the best?", "best_sale_person", "Best sellers"),
    ("OK, give me the purchasing report now.", "buy", "Purchasing report"),
    ("...and who's the best there?", "buy_best_person", "Best purchasers"),
    ("One more time - show me the general purchasing data again", "buy", "Purchasing report"),
]
SWITCH = [
    ("What the weather in Tokyo?", "weather", "Current weather in Tokyo"),
    ("Enough about weather! Let's talk about this weekend plans", "plans", "Sure, let's talk about this weekend's plans."),
    ("Let's do New York after all then!", "plan_trip", "New York this weekend it is!"),
]


@pytest.mark.parametrize("script", [WEATHER, COFFEE, SALES, SWITCH], ids=["weather", "coffee", "sales", "explicit-switch"])
async def test_seed_conversations_over_http(shared_harness: ParleyHarness, script: list[tuple[str, str, str]]) -> None:
    conversation = await shared_harness.start_conversation()
    for utterance, intent, answer in script:
        reply = await shared_harness.say(conversation, utterance)
        assert reply["channelData"]["interpretation"]["intent"] == intent, utterance
        assert reply["text"].startswith(answer), (utterance, reply["text"])
        assert reply["from"]["role"] == "bot"


async def test_explicit_switch_never_answers_with_weather(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    for utterance, _, _ in SWITCH[:2]:
        await shared_harness.say(conversation, utterance)
    reply = await shared_harness.say(conversation, "Let's do New York after all then!")
    assert "weather" not in reply["text"].lower() and "°C" not in reply["text"]
    assert reply["channelData"]["interpretation"]["stm"][0]["id"] == "plans"


async def test_user_activity_is_echoed_with_its_client_id(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    response = await shared_harness.client.post(
        f"/v3/directline/conversations/{conversation['conversationId']}/activities",
        json={"type": "message", "text": "Give me the sales data", "from": {"id": "u"}, "channelData": {"clientActivityID": "abc-1"}},
        headers={"Authorization": f"Bearer {conversation['token']}"},
    )
    posted = await response.json()
    activities = await shared_harness.activities(conversation)
    echo = next(a for a in activities if a["id"] == posted["id"])
    assert echo["channelData"]["clientActivityID"] == "abc-1"
    assert echo["from"]["role"] == "user" and echo["text"] == "Give me the sales data"
    reply = next(a for a in activities if a.get("replyToId") == posted["id"])
    assert reply["text"].startswith("Sales report")


async def test_greeting_and_watermarks(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    first = await shared_harness.client.get(
        f"/v3/directline/conversations/{conversation['conversationId']}/activities",
        headers={"Authorization": f"Bearer {conversation['token']}"},
    )
    body = await first.json()
    assert [a["channelData"]["kind"] for a in body["activities"]] == ["greeting"]
    assert body["watermark"] == "1"
    await shared_harness.say(conversation, "Give me the sales data")
    newer = await shared_harness.activities(conversation, watermark=int(body["watermark"]))
    assert [a["from"]["role"] for a in newer] == ["user", "bot"]
    assert await shared_harness.activities(conversation, watermark=3) == []


async def test_websocket_stream_delivers_new_activities(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    stream_path = conversation["streamUrl"].split(str(shared_harness.client.port), 1)[1]
    async with shared_harness.client.ws_connect(stream_path) as ws:
        first = await asyncio.wait_for(ws.receive_json(), 5)
        assert first["activities"][0]["channelData"]["kind"] == "greeting"
        await shared_harness.say(conversation, "What's the current weather in Tokyo?")
        update = await asyncio.wait_for(ws.receive_json(), 5)
        assert [a["from"]["role"] for a in update["activities"]] == ["user", "bot"]
        assert update["activities"][1]["text"].startswith("Current weather in Tokyo")
        assert update["watermark"] == "3"


async def test_token_generate_then_start_and_refresh(shared_harness: ParleyHarness) -> None:
    generated = await (await shared_harness.client.post("/v3/directline/tokens/generate", json={"user": {"id": "dl_alice"}})).json()
    started = await shared_harness.client.post("/v3/directline/conversations", headers={"Authorization": f"Bearer {generated['token']}"})
    assert started.status == 201
    body = await started.json()
    assert body["conversationId"] == generated["conversationId"] and "streamUrl" in body
    refreshed = await shared_harness.client.post("/v3/directline/tokens/refresh", headers={"Authorization": f"Bearer {generated['token']}"})
    new = await refreshed.json()
    assert new["conversationId"] == generated["conversationId"]
    reply = await shared_harness.say({**body, "token": new["token"]}, "Give me the sales data")
    assert reply["recipient"]["id"] == "dl_alice"


async def test_a_token_cannot_touch_another_conversation(shared_harness: ParleyHarness) -> None:
    mine, theirs = await shared_harness.start_conversation(), await shared_harness.start_conversation()
    headers = {"Authorization": f"Bearer {mine['token']}"}
    read = await shared_harness.client.get(f"/v3/directline/conversations/{theirs['conversationId']}/activities", headers=headers)
    post = await shared_harness.client.post(
        f"/v3/directline/conversations/{theirs['conversationId']}/activities", json={"type": "message", "text": "hi"}, headers=headers
    )
    stream = await shared_harness.client.get(f"/v3/directline/conversations/{theirs['conversationId']}/stream", headers=headers)
    for response in (read, post, stream):
        assert response.status == 403
        assert (await response.json())["error"]["code"] == "TokenConversationMismatch"


async def test_bad_requests_get_clear_errors(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    path = f"/v3/directline/conversations/{conversation['conversationId']}/activities"
    auth = {"Authorization": f"Bearer {conversation['token']}"}
    cases = [
        (dict(data="{not json", headers=auth), 400, "not valid JSON"),
        (dict(data="[1, 2]", headers=auth), 400, "JSON object"),
        (dict(json={"text": "hi"}, headers=auth), 400, "'type'"),
        (dict(json={"type": "message", "text": "   "}, headers=auth), 400, "needs 'text' or a 'value'"),
        (dict(json={"type": "message", "text": 5}, headers=auth), 400, "'text' must be a string"),
        (dict(data="x" * (300 * 1024), headers=auth), 413, "larger than the limit"),
        (dict(json={"type": "message", "text": "hi"}), 401, "Authorization"),
        (dict(json={"type": "message", "text": "hi"}, headers={"Authorization": "Bearer forged.token"}), 403, "not valid"),
    ]
    for kwargs, status, message in cases:
        response = await shared_harness.client.post(path, **kwargs)
        body = await response.json()
        assert response.status == status, (kwargs, body)
        assert message in body["error"]["message"]
        assert "Traceback" not in json.dumps(body)
    # nothing of the conversation was lost or added by the bad requests
    assert [a["channelData"]["kind"] for a in await shared_harness.activities(conversation)] == ["greeting"]


async def test_expired_token_is_refused(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    shared_harness.clock.advance(3601)
    response = await shared_harness.client.get(
        f"/v3/directline/conversations/{conversation['conversationId']}/activities",
        headers={"Authorization": f"Bearer {conversation['token']}"},
    )
    assert response.status == 403 and (await response.json())["error"]["code"] == "TokenExpired"


async def test_unknown_conversation_is_404(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation(user="dl_gone")
    deleted = await shared_harness.client.delete("/admin/users/dl_gone", headers={"Authorization": "Bearer admin-secret"})
    assert (await deleted.json())["deletedConversations"] == 1
    response = await shared_harness.client.post(
        f"/v3/directline/conversations/{conversation['conversationId']}/activities",
        json={"type": "message", "text": "hello?"},
        headers={"Authorization": f"Bearer {conversation['token']}"},
    )
    assert response.status == 404
    assert "does not exist" in (await response.json())["error"]["message"]


async def test_an_ordinary_turn_costs_one_database_command(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    await shared_harness.say(conversation, "What's the current weather in Tokyo?")
    per_turn = []
    for utterance in ("What about Kyoto?", "What about tomorrow?", "blah"):
        shared_harness.counter.commands.clear()
        response = await shared_harness.client.post(
            f"/v3/directline/conversations/{conversation['conversationId']}/activities",
            json={"type": "message", "text": utterance},
            headers={"Authorization": f"Bearer {conversation['token']}"},
        )
        assert response.status == 200
        per_turn.append(list(shared_harness.counter.commands))
    # no read: the process wrote the conversation last; its update and activity records in one command
    assert per_turn == [["bulkWrite"]] * 3


async def test_storage_expiry_index(shared_harness: ParleyHarness) -> None:
    indexes = await shared_harness.parley.store.conversations.index_information()
    assert indexes["updatedAt_1"]["expireAfterSeconds"] == 30 * 24 * 3600


async def test_idle_timeout_over_http(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    await shared_harness.say(conversation, "What's the current weather in Tokyo?")
    shared_harness.clock.advance(6 * 60)
    reply = await shared_harness.say(conversation, "What about Kyoto?")
    interpretation = reply["channelData"]["interpretation"]
    assert interpretation["contextSwitch"] == "timeout" and interpretation["intent"] is None


async def test_interpretation_is_only_attached_in_debug_mode(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    reply = await shared_harness.say(conversation, "Give me the sales data")
    assert set(reply["channelData"]["interpretation"]) >= {"intent", "score", "entities", "stm", "contextSwitch", "reason"}


@pytest.mark.parametrize("harness", [{"debug": False}], indirect=True)
async def test_no_interpretation_without_debug(harness: ParleyHarness) -> None:
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "Give me the sales data")
    assert "interpretation" not in reply["channelData"]


@pytest.mark.parametrize("harness", [{"directline_secret": "s3cret"}], indirect=True)
async def test_secret_is_required_when_configured(harness: ParleyHarness) -> None:
    refused = await harness.client.post("/v3/directline/conversations", json={})
    assert refused.status == 401
    wrong = await harness.client.post("/v3/directline/conversations", headers={"Authorization": "Bearer nope"})
    assert wrong.status == 403
    started = await harness.client.post("/v3/directline/conversations", headers={"Authorization": "Bearer s3cret"})
    assert started.status == 201


async def test_concurrent_turns_in_one_process_wait_for_each_other(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    path = f"/v3/directline/conversations/{conversation['conversationId']}/activities"
    headers = {"Authorization": f"Bearer {conversation['token']}"}
    shared_harness.counter.commands.clear()

    async def post(i: int) -> int:
        response = await shared_harness.client.post(path, json={"type": "message", "text": f"blah {i}"}, headers=headers)
        return response.status

    assert await asyncio.gather(*(post(i) for i in range(20))) == [200] * 20
    # serialized inside the process: no write ever conflicted, so no turn was read or written twice
    assert shared_harness.counter.commands == ["bulkWrite"] * 20
    turns = [
        a["channelData"]["interpretation"]["turn"]
        for a in await shared_harness.activities(conversation)
        if a["from"]["role"] == "bot" and "interpretation" in a["channelData"]
    ]
    assert sorted(turns) == list(range(1, 21))


async def test_reconnect_gives_a_stream_url_for_the_same_token(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    shared_harness.clock.advance(600)
    response = await shared_harness.client.get(
        f"/v3/directline/conversations/{conversation['conversationId']}",
        params={"watermark": "1"},
        headers={"Authorization": f"Bearer {conversation['token']}"},
    )
    body = await response.json()
    assert response.status == 200 and body["token"] == conversation["token"]
    assert body["expires_in"] == 3000
    assert body["streamUrl"].endswith(f"/v3/directline/conversations/{conversation['conversationId']}/stream?t={conversation['token']}")


async def test_restarting_with_another_expiry_updates_the_ttl_index(harness: ParleyHarness) -> None:
    from parley.storage.mongo import MongoConversationStore

    store = MongoConversationStore(harness.parley.connection, expiry_s=3600)
    await store.prepare()  # what a second server start with PARLEY_STORAGE_EXPIRY=1h does
    indexes = await harness.parley.store.conversations.index_information()
    assert indexes["updatedAt_1"]["expireAfterSeconds"] == 3600


@pytest.mark.parametrize("harness", [{"directline_secret": "s3cret"}], indirect=True)
async def test_with_a_secret_the_page_token_endpoint_is_closed(harness: ParleyHarness) -> None:
    for headers in ({}, {"Authorization": "Bearer not-the-secret"}, {"Authorization": "Bearer s3cret"}):
        response = await harness.client.post("/api/webchat/token", json={}, headers=headers)
        body = await response.json()
        assert response.status == 403, body
        assert body["error"]["code"] == "WebChatPageClosed"
        assert "POST /v3/directline/tokens/generate" in body["error"]["message"]  # how a site's token server gets one
    anonymous = await harness.client.post("/v3/directline/tokens/generate", json={})
    assert anonymous.status == 401
    generated = await harness.client.post("/v3/directline/tokens/generate", json={}, headers={"Authorization": "Bearer s3cret"})
    assert generated.status == 200 and "token" in await generated.json()


@pytest.mark.parametrize("harness", [{"directline_secret": "s3cret", "webchat_page": "open"}], indirect=True)
async def test_the_operator_may_open_the_page_token_endpoint_despite_the_secret(harness: ParleyHarness) -> None:
    response = await harness.client.post("/api/webchat/token", json={})
    assert response.status == 200
    conversation = await response.json()
    reply = await harness.say(conversation, "Give me the sales data")
    assert reply["text"].startswith("Sales report")


@pytest.mark.parametrize("harness", [{"webchat_page": "off"}], indirect=True)
async def test_the_operator_may_close_the_page_token_endpoint_without_a_secret(harness: ParleyHarness) -> None:
    response = await harness.client.post("/api/webchat/token", json={})
    assert response.status == 403 and (await response.json())["error"]["code"] == "WebChatPageClosed"


async def test_without_a_secret_the_page_token_endpoint_is_open(shared_harness: ParleyHarness) -> None:
    response = await shared_harness.client.post("/api/webchat/token", json={})
    assert response.status == 200 and {"conversationId", "token", "streamUrl"} <= set(await response.json())


def test_a_webchat_page_mode_that_does_not_exist_names_the_variable() -> None:
    from parley.app.settings import Settings, SettingsError

    assert Settings.from_env({"PARLEY_WEBCHAT_PAGE": "Open"}).webchat_page == "open"
    with pytest.raises(SettingsError, match="PARLEY_WEBCHAT_PAGE"):
        Settings.from_env({"PARLEY_WEBCHAT_PAGE": "yes"})


FORWARDED = {"X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https"}


async def test_forwarded_host_and_proto_are_ignored_without_a_trusted_proxy(shared_harness: ParleyHarness) -> None:
    started = await shared_harness.client.post("/v3/directline/conversations", json={}, headers=FORWARDED)
    stream_url = (await started.json())["streamUrl"]
    assert stream_url.startswith(f"ws://{shared_harness.client.host}:{shared_harness.client.port}/v3/directline/"), stream_url


@pytest.mark.parametrize("harness", [{"trusted_proxies": 1}], indirect=True)
async def test_forwarded_host_and_proto_are_read_behind_a_trusted_proxy(harness: ParleyHarness) -> None:
    started = await harness.client.post("/v3/directline/conversations", json={}, headers=FORWARDED)
    assert (await started.json())["streamUrl"].startswith("wss://evil.example/v3/directline/conversations/")


async def test_a_token_in_the_query_string_is_only_accepted_by_the_stream(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    path = f"/v3/directline/conversations/{conversation['conversationId']}"
    token = {"t": conversation["token"]}
    for method, url in (
        ("GET", path),
        ("GET", f"{path}/activities"),
        ("POST", f"{path}/activities"),
        ("POST", "/v3/directline/tokens/refresh"),
    ):
        response = await shared_harness.client.request(method, url, params=token, json={"type": "message", "text": "hi"})
        body = await response.json()
        assert response.status == 401, (url, body)
        assert "only accepted by the stream" in body["error"]["message"]
    assert [a["channelData"]["kind"] for a in await shared_harness.activities(conversation)] == ["greeting"]
    async with shared_harness.client.ws_connect(f"{path}/stream", params=token) as ws:
        assert (await asyncio.wait_for(ws.receive_json(), 5))["activities"][0]["channelData"]["kind"] == "greeting"


async def test_the_page_is_sent_with_a_content_security_policy(shared_harness: ParleyHarness) -> None:
    response = await shared_harness.client.get("/")
    assert response.status == 200
    policy = dict(directive.strip().split(" ", 1) for directive in response.headers["Content-Security-Policy"].split(";"))
    host = f"{shared_harness.client.host}:{shared_harness.client.port}"
    assert policy["default-src"] == "'none'"
    assert policy["script-src"] == "'self'" and policy["style-src"] == "'self'"
    assert policy["connect-src"] == f"'self' ws://{host} wss://{host}"
    assert response.headers["X-Content-Type-Options"] == "nosniff"


async def test_a_malformed_host_is_left_out_of_the_page_policy(shared_harness: ParleyHarness) -> None:
    response = await shared_harness.client.get("/", headers={"Host": "a; script-src *"})
    assert "script-src *" not in response.headers["Content-Security-Policy"]
    assert "connect-src 'self';" in response.headers["Content-Security-Policy"]
