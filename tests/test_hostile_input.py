"""Hostile request bodies and connections: oversized fields, deep nesting, JSON that MongoDB cannot store,
forged log lines, version banners and slow clients. Each is refused cleanly, leaves nothing stored, and
the conversation it was aimed at goes on answering."""

from __future__ import annotations

import json
import re
import secrets
import socket
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest

from parley.channels.alexa.settings import AlexaSettings
from parley.channels.json_body import nests_deeper
from parley.channels.teams.auth import TeamsSettings
from parley.storage.activity_log import ACTIVITIES

from .alexa_requests import anything
from .conftest import ParleyHarness, running_parley
from .fake_connector import FakeBotFramework
from .servers import ParleyProcess, SecantusProcess, wait_until
from .teams_activities import message

DEEP = 990


def deep_body(depth: int, key: str = "value") -> bytes:
    """An object whose `key` nests so that the whole body is `depth` levels deep, built as text (json.dumps
    itself would refuse to go that deep)."""
    inner = depth - 1
    return b'{"type": "message", "text": "hi", "' + key.encode() + b'": ' + b'{"a": ' * inner + b"1" + b"}" * inner + b"}"


@pytest.fixture(scope="module")
async def parley(secantus: SecantusProcess) -> AsyncIterator[ParleyHarness]:
    options = {"debug": False, "teams": TeamsSettings(local=True), "alexa": AlexaSettings(verify=False)}
    async with running_parley(secantus, options) as running:
        yield running


async def post_activity(harness: ParleyHarness, conversation: dict[str, Any], body: bytes) -> tuple[int, dict[str, Any]]:
    response = await harness.client.post(
        f"/v3/directline/conversations/{conversation['conversationId']}/activities",
        data=body,
        headers={"Authorization": f"Bearer {conversation['token']}", "Content-Type": "application/json"},
    )
    return response.status, await response.json()


async def stored(harness: ParleyHarness, conversation_id: str) -> tuple[int, int, int]:
    """The conversation document's version and activity sequence, and the number of its logged activities."""
    db = harness.parley.connection.db
    document = await db["conversations"].find_one({"_id": conversation_id})
    assert document is not None
    return document["v"], document["activitySeq"], await db[ACTIVITIES].count_documents({"conversation": conversation_id})


async def stored_text(harness: ParleyHarness, conversation_id: str) -> str:
    """Everything stored for a conversation (its document and its activity records), as one JSON text."""
    db = harness.parley.connection.db
    document = await db["conversations"].find_one({"_id": conversation_id})
    records = await db[ACTIVITIES].find({"conversation": conversation_id}).to_list()
    assert document is not None and records
    return json.dumps([document, records], default=str)


def message_body(**fields: Any) -> bytes:
    activity = {"type": "message", "text": "What's the weather in Tokyo?", "channelData": {"clientActivityID": secrets.token_hex(6)}}
    activity.update(fields)
    return json.dumps(activity).encode()


async def assert_refused_and_nothing_stored(harness: ParleyHarness, body: bytes, *named: str) -> str:
    """`body` posted to a fresh conversation: a 400 whose message names each of `named`, the conversation
    document unchanged, and the conversation answering normally afterwards. The message, for more checks."""
    conversation = await harness.start_conversation()
    before = await stored(harness, conversation["conversationId"])
    status, answer = await post_activity(harness, conversation, body)
    assert status == 400, answer
    error = answer["error"]
    assert error["code"] == "BadArgument"
    for name in named:
        assert name in error["message"], error
    assert await stored(harness, conversation["conversationId"]) == before
    reply = await harness.say(conversation, "What's the weather in Tokyo?")
    assert "Tokyo" in reply["text"]
    after = await stored(harness, conversation["conversationId"])
    assert after[0] > before[0] and after[2] == before[2] + 2  # the snapshot does see an accepted turn
    return str(error["message"])


# --- 1. client fields are bounded -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"channelData": {"clientActivityID": "c1", "junk": "x" * 200_000}}, ("'channelData'", "8192 bytes")),
        ({"value": {"blob": "x" * 20_000}}, ("'value'", "8192 bytes")),
        ({"value": "a string"}, ("'value'", "JSON object")),
        ({"from": {"id": "u", "name": "n" * 300}}, ("'from.name'", "256 characters")),
        ({"locale": "x" * 40}, ("'locale'", "35 characters")),
        ({"locale": "en US; <script>"}, ("'locale'", "language tag")),
        ({"entities": [{"type": "clientInfo"}] * 33}, ("'entities'", "32 elements")),
        ({"attachments": [{"contentType": "text/plain", "content": "x"}] * 17}, ("'attachments'", "16 elements")),
        ({"attachments": {"contentType": "text/plain"}}, ("'attachments'", "JSON array")),
        ({"channelData": {"clientActivityID": "c" * 300}}, ("'channelData.clientActivityID'", "256 characters")),
        ({"channelData": {"clientActivityID": "c2", "postBack": "yes"}}, ("'channelData.postBack'",)),
        ({"text": "t" * 10_001}, ("'text'", "10000 characters")),
    ],
    ids=[
        "channelData-200KB",
        "value-20KB",
        "value-not-object",
        "name",
        "locale-long",
        "locale-shape",
        "entities",
        "attachments",
        "attachments-not-list",
        "clientActivityID",
        "postBack",
        "text",
    ],
)
async def test_an_oversized_field_is_refused_naming_it_and_its_limit(
    parley: ParleyHarness, fields: dict[str, Any], named: tuple[str, ...]
) -> None:
    await assert_refused_and_nothing_stored(parley, message_body(**fields), *named)


async def test_only_the_channel_data_web_chat_needs_is_stored_and_echoed(parley: ParleyHarness) -> None:
    conversation = await parley.start_conversation()
    channel_data = {"clientActivityID": "web-chat-7", "clientTimestamp": "2026-11-30T10:00:00.000Z", "tracking": {"a": [1, 2, 3]}}
    status, answer = await post_activity(parley, conversation, message_body(channelData=channel_data, value={"choice": 1}))
    assert status == 200, answer
    echo = next(a for a in await parley.activities(conversation) if a["id"] == answer["id"])
    assert echo["channelData"] == {"clientActivityID": "web-chat-7", "clientTimestamp": "2026-11-30T10:00:00.000Z"}
    assert echo["value"] == {"choice": 1}
    everything = await stored_text(parley, conversation["conversationId"])
    assert "web-chat-7" in everything and "tracking" not in everything


async def test_sixty_turns_of_large_channel_data_do_not_grow_the_conversation(parley: ParleyHarness) -> None:
    """What made one conversation unusable: the largest channelData accepted, turn after turn, stays out."""
    conversation = await parley.start_conversation()
    padding = {"clientActivityID": "", "pad": "p" * 7_000}
    for turn in range(60):
        padding["clientActivityID"] = f"turn-{turn}"
        status, answer = await post_activity(parley, conversation, message_body(channelData=padding))
        assert status == 200, answer
    everything = await stored_text(parley, conversation["conversationId"])
    assert "turn-59" in everything and len(everything) < 120_000  # the padding alone would be 420,000
    assert "Tokyo" in (await parley.say(conversation, "What's the weather in Tokyo?"))["text"]


async def test_teams_refuses_oversized_fields_and_stores_nothing(parley: ParleyHarness, connector: FakeBotFramework) -> None:
    for field, value, named in [
        ("value", {"blob": "x" * 20_000}, "'value'"),
        ("entities", [{"type": "mention"}] * 40, "'entities'"),
        ("from", {"id": "29:" + "u" * 600}, "'from.id'"),
        ("conversation", {"id": "a:line\nbreak", "conversationType": "personal"}, "'conversation.id'"),
    ]:
        activity = {**message(connector.url, "What's the weather in Tokyo?"), field: value}
        before = await parley.parley.connection.db["conversations"].count_documents({})
        response = await parley.client.post("/api/messages", json=activity)
        assert response.status == 400, await response.text()
        assert named in (await response.json())["error"]["message"]
        assert await parley.parley.connection.db["conversations"].count_documents({}) == before


async def test_alexa_refuses_an_oversized_user_id_and_a_malformed_locale(parley: ParleyHarness) -> None:
    too_long = anything("what's the weather in Tokyo", user_id="amzn1.ask.account." + "A" * 600)
    bad_locale = anything("what's the weather in Tokyo")
    bad_locale["request"]["locale"] = "en-US\nforged"
    for envelope, named in [(too_long, "'context.System.user.userId'"), (bad_locale, "'request.locale'")]:
        before = await parley.parley.connection.db["conversations"].count_documents({})
        response = await parley.client.post("/api/alexa", json=envelope)
        assert response.status == 400, await response.text()
        assert named in (await response.json())["error"]["message"]
        assert await parley.parley.connection.db["conversations"].count_documents({}) == before


async def test_alexa_refuses_an_utterance_over_the_text_limit_as_every_channel_does(parley: ParleyHarness) -> None:
    before = await parley.parley.connection.db["conversations"].count_documents({})
    response = await parley.client.post("/api/alexa", json=anything("weather in Tokyo " * 600))  # 10,200 characters
    assert response.status == 400, await response.text()
    assert "limit of 10000 characters" in (await response.json())["error"]["message"]
    assert await parley.parley.connection.db["conversations"].count_documents({}) == before


# --- 2. nesting is bounded on every endpoint ------------------------------------------------------


@pytest.mark.parametrize("depth", [100, 500, DEEP])
async def test_a_deep_value_or_channel_data_is_refused_and_the_conversation_goes_on(parley: ParleyHarness, depth: int) -> None:
    for key in ("value", "channelData"):
        text = await assert_refused_and_nothing_stored(parley, deep_body(depth, key), "32 levels")
        assert "nests" in text


async def test_nesting_is_allowed_up_to_32_levels_and_refused_at_33(parley: ParleyHarness) -> None:
    conversation = await parley.start_conversation()
    status, answer = await post_activity(parley, conversation, deep_body(32))
    assert status == 200, answer
    await assert_refused_and_nothing_stored(parley, deep_body(33), "32 levels")


@pytest.mark.parametrize(
    ("body", "deeper"),
    [
        (b'{"a": ' + b"[" * 31 + b"]" * 31 + b"}", False),  # 32 levels, 32 brackets: the quick count says it
        (b'{"a": ' + b"[" * 32 + b"]" * 32 + b"}", True),
        (b'{"a": [' + b"[], " * 200 + b"[]]}", False),  # wide, not deep: more brackets than the limit, 3 levels
        (b'{"a": "' + b"[{" * 100 + b'"}', False),  # brackets inside a string
        (b'{"a": "\\"' + b", " + b'"b": ' + b"[" * 40 + b"]" * 40 + b"}", True),  # an escaped backslash ends the string
        (b"[" * 40, False),  # unpaired: the parser reports it
    ],
)
def test_nesting_is_measured_on_the_bytes(body: bytes, deeper: bool) -> None:
    assert nests_deeper(body, 32) is deeper


async def test_brackets_inside_strings_do_not_count_as_nesting(parley: ParleyHarness) -> None:
    conversation = await parley.start_conversation()
    status, answer = await post_activity(parley, conversation, message_body(text="[[[[{{{{" * 40 + ' \\" ]]} weather in Tokyo'))
    assert status == 200, answer


@pytest.mark.parametrize(
    "path",
    [
        "/v3/directline/conversations",
        "/v3/directline/tokens/generate",
        "/api/webchat/token",
        "/api/messages",
        "/api/alexa",
        "/admin/conversations/any/reset",
    ],
)
async def test_every_endpoint_refuses_a_990_deep_body(parley: ParleyHarness, path: str) -> None:
    before = await parley.parley.connection.db["conversations"].count_documents({})
    body = b'{"user": ' + b"[" * DEEP + b"]" * DEEP + b"}"
    response = await parley.client.post(
        path, data=body, headers={"Content-Type": "application/json", "Authorization": "Bearer admin-secret"}
    )
    assert response.status == 400, await response.text()
    assert "32 levels" in (await response.json())["error"]["message"]
    assert await parley.parley.connection.db["conversations"].count_documents({}) == before


# --- 3. JSON that MongoDB cannot store --------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "named"),
    [
        (b'{"type": "message", "text": "\\ud800 hi"}', ("'text'", "surrogate")),
        (b'{"type": "message", "text": "hi", "value": {"\\udfff": 1}}', ("'value.\\udfff'", "surrogate")),
        (b'{"type": "message", "text": "hi", "value": {"a\\u0000b": 1}}', ("'value.a\\x00b'", "NUL")),
        (b'{"type": "message", "text": "hi", "value": {"n": 9223372036854775808}}', ("'value.n'", "64-bit")),
        (b'{"type": "message", "text": "hi", "value": {"n": [-9223372036854775809]}}', ("'value.n[0]'", "64-bit")),
        (b'{"type": "message", "text": "hi", "value": {"n": 1e999}}', ("'value.n'", "not finite")),
        (b'{"type": "message", "text": "hi", "value": {"n": NaN}}', ("'value.n'", "not finite")),
        (b'{"type": "message", "text": "hi", "value": {"n": ' + b"9" * 5000 + b"}}", ("number",)),
    ],
    ids=["surrogate-text", "surrogate-key", "nul-key", "int-2^63", "int-below", "infinity", "nan", "5000-digits"],
)
async def test_json_mongodb_cannot_store_is_a_clean_400(parley: ParleyHarness, body: bytes, named: tuple[str, ...]) -> None:
    await assert_refused_and_nothing_stored(parley, body, *named)


async def test_the_largest_64_bit_integers_are_accepted(parley: ParleyHarness) -> None:
    conversation = await parley.start_conversation()
    body = message_body(value={"high": 2**63 - 1, "low": -(2**63)})
    status, answer = await post_activity(parley, conversation, body)
    assert status == 200, answer


# --- 4. a real `parley serve`: banner, timeouts, logs ---------------------------------------------


@pytest.fixture(scope="module")
def server(secantus: SecantusProcess, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ParleyProcess]:
    process = ParleyProcess(
        tmp_path_factory.mktemp("hostile"),
        {
            "PARLEY_MONGODB_URI": secantus.uri,
            "PARLEY_MONGODB_DATABASE": "hostile_" + secrets.token_hex(4),
            "PARLEY_BOT": "demo",
            "PARLEY_SEED_SAMPLE": "0",
            "PARLEY_LOG_LEVEL": "INFO",
            "PARLEY_HEADER_TIMEOUT": "2",
            "PARLEY_BODY_TIMEOUT": "2",
        },
    ).start()
    yield process
    process.stop()


def raw_exchange(port: int, first: bytes, trickle: bytes, limit_s: float = 60.0) -> bytes:
    """Send `first`, then `trickle` one byte every 0.2 s, and return everything the server sends until it
    closes the connection (AssertionError when it is still open after `limit_s`, a generous bound)."""
    received = b""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(first)
        connection.settimeout(0.2)
        deadline = time.monotonic() + limit_s
        position = 0
        while time.monotonic() < deadline:
            try:
                chunk = connection.recv(65536)
            except TimeoutError:
                chunk = None
            except ConnectionResetError:
                return received
            if chunk == b"":
                return received
            if chunk:
                received += chunk
            if position < len(trickle):
                try:
                    connection.sendall(trickle[position : position + 1])
                except (BrokenPipeError, ConnectionResetError):
                    return received
                position += 1
    raise AssertionError(f"the server kept a slow connection open for {limit_s} s; received {received[:200]!r}")


def test_the_server_header_names_no_version(server: ParleyProcess) -> None:
    answers = [
        raw_exchange(server.port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", b""),
        raw_exchange(
            server.port, b"POST /v3/directline/conversations HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]", b""
        ),
        raw_exchange(server.port, b"GET /nowhere HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", b""),
        raw_exchange(server.port, b"GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n", b""),  # refused by the HTTP parser itself
        raw_exchange(server.port, b"GET / HTTP/1.1\r\nX: " + b"a" * 9_000 + b"\r\n\r\n", b""),  # a header over the size limit
    ]
    for answer in answers:
        head = answer.split(b"\r\n\r\n", 1)[0].decode()
        servers = [value.strip() for value in re.findall(r"(?im)^server:(.*)$", head)]
        assert servers == ["Parley"], head
        assert "aiohttp" not in head.lower() and "python" not in head.lower(), head
    wait_until(lambda: "Error handling request" in server.log(), 30, "the malformed requests to be logged")
    assert "Traceback" not in server.log()  # a client's malformed request is one line, not a stack trace


def test_a_body_sent_too_slowly_is_cut_off(server: ParleyProcess) -> None:
    head = b"POST /v3/directline/conversations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"
    answer = raw_exchange(server.port, head, b" " * 3_000)
    assert answer.startswith(b"HTTP/1.1 408"), answer[:300]
    assert b"RequestTimeout" in answer


def test_headers_sent_too_slowly_are_cut_off(server: ParleyProcess) -> None:
    answer = raw_exchange(server.port, b"POST /v3/directline/conversations HTTP/1.1\r\nHost: x\r\n", b"X-Slow: " + b"a" * 3_000)
    assert b"201" not in answer


def test_a_client_that_disconnects_mid_body_is_one_log_line(server: ParleyProcess) -> None:
    path = f"/v3/directline/conversations?gone={secrets.token_hex(4)}"
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as connection:
        connection.sendall(f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{{".encode())
        time.sleep(0.3)
    wait_until(lambda: "closed the connection before its request was read" in server.log(), 30, "the disconnect to be logged")
    assert "Traceback" not in server.log()


def test_a_user_id_with_a_newline_is_logged_as_one_escaped_line(server: ParleyProcess) -> None:
    forged = "2026-11-30 10:00:00,000 WARNING parley.admin: all conversations deleted"
    body = json.dumps({"user": {"id": f"eve\n{forged}"}}).encode()
    head = f"POST /v3/directline/conversations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    answer = raw_exchange(server.port, head.encode() + body, b"")
    assert answer.startswith(b"HTTP/1.1 201"), answer[:300]
    wait_until(lambda: "for user eve\\n" in server.log(), 30, "the conversation to be logged")
    lines = server.log().splitlines()
    assert not any(line.startswith(forged) for line in lines)
    [logged] = [line for line in lines if "for user eve" in line]
    assert logged.endswith(f"for user eve\\n{forged}")
