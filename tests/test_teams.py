"""Teams through POST /api/messages: realistic msteams activities in, the exact replies a (fake, loopback)
Bot Framework connector receives out; inbound authentication against test signing keys. Every end-to-end
test runs on both SDKs the channel can use: the Microsoft 365 Agents SDK (default) and botbuilder."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from dataclasses import replace
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa

from parley.channels.teams.auth import TeamsSettings

from .conftest import ParleyHarness, running_parley
from .fake_connector import FakeBotFramework, Posted
from .servers import SecantusProcess
from .teams_activities import ANA, BEN, BOT_ID, CHANNEL, GROUP, PERSONAL, TENANT, bot_added, message

APP_ID = "6b1c9f7e-51a2-4a8f-9d6e-2f3c1e0b7a11"
LOCAL = TeamsSettings(local=True)  # the Bot Framework Emulator's mode: no app id, replies to loopback allowed
CARD = "application/vnd.microsoft.card.adaptive"
FOREIGN_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)  # a key the channel never published


@pytest.fixture(params=["agents", "botbuilder"])
def sdk(request: pytest.FixtureRequest) -> str:
    """The SDK the Teams channel runs on (PARLEY_TEAMS_SDK)."""
    return str(request.param)


@pytest.fixture(scope="module")
def bot_framework() -> Iterator[FakeBotFramework]:
    fake = FakeBotFramework().start()
    yield fake
    fake.stop()


@pytest.fixture
async def teams(secantus: SecantusProcess, bot_framework: FakeBotFramework, sdk: str) -> AsyncIterator[ParleyHarness]:
    bot_framework.clear()
    async with running_parley(secantus, {"debug": False, "teams": replace(LOCAL, sdk=sdk)}) as running:
        yield running


@pytest.fixture
async def secured(secantus: SecantusProcess, bot_framework: FakeBotFramework, sdk: str) -> AsyncIterator[ParleyHarness]:
    bot_framework.clear()
    settings = TeamsSettings(
        sdk=sdk,
        app_id=APP_ID,
        app_password=bot_framework.app_password,
        local=True,  # the fake Bot Framework is on loopback
        openid_metadata_url=f"{bot_framework.url}/openid",
        token_url=f"{bot_framework.url}/token",
    )
    async with running_parley(secantus, {"debug": False, "teams": settings}) as running:
        yield running


async def post(harness: ParleyHarness, activity: dict[str, Any], token: str | None = None) -> tuple[int, Any]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = await harness.client.post("/api/messages", json=activity, headers=headers)
    body = await response.read()
    return response.status, body


async def say(harness: ParleyHarness, fake: FakeBotFramework, activity: dict[str, Any], token: str | None = None) -> Posted:
    before = len(fake.replies())
    status, body = await post(harness, activity, token)
    assert status == 200, body
    sent = fake.replies()[before:]
    messages = [p for p in sent if p.body["type"] == "message"]
    assert len(messages) == 1, sent
    return messages[0]


def delivered(posted: Posted) -> dict[str, Any]:
    """What the connector received, as a person in Teams would see it: which conversation and message it
    answers, to whom, and what it says and shows."""
    body = posted.body
    return {
        "path": posted.path,
        "conversation": body["conversation"]["id"],
        "recipient": body["recipient"]["id"],
        "type": body["type"],
        "text": body.get("text"),
        "attachments": body.get("attachments", []),
    }


def reply_to(inbound: dict[str, Any], *, text: str | None = None, attachments: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The message that answers `inbound`, in its conversation, to its sender."""
    conversation = inbound["conversation"]["id"]
    return {
        "path": f"/v3/conversations/{conversation}/activities/{inbound['id']}",
        "conversation": conversation,
        "recipient": inbound["from"]["id"],
        "type": "message",
        "text": text,
        "attachments": attachments or [],
    }


def weather_card(place: str, said: str) -> list[dict[str, Any]]:
    return [
        {
            "contentType": CARD,
            "content": {
                "type": "AdaptiveCard",
                "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
                "version": "1.5",
                "fallbackText": said,
                "body": [
                    {"type": "TextBlock", "text": f"Weather in {place}", "wrap": True, "size": "Medium", "weight": "Bolder"},
                    {"type": "TextBlock", "text": said, "wrap": True},
                ],
            },
        }
    ]


def weather_reply(inbound: dict[str, Any], place: str, said: str) -> dict[str, Any]:
    return reply_to(inbound, attachments=weather_card(place, said))


NOT_UNDERSTOOD = "Sorry, I didn't get that. Try “What's the weather in Tokyo?” or “Give me the sales data”."


async def stored_conversations(harness: ParleyHarness) -> int:
    return await harness.parley.store.conversations.count_documents({})


async def test_a_personal_message_gets_this_exact_reply(teams: ParleyHarness, bot_framework: FakeBotFramework) -> None:
    inbound = message(bot_framework.url, "What's the current weather in Tokyo?")
    posted = await say(teams, bot_framework, inbound)
    said = "Current weather in Tokyo: 22°C and clear skies."
    assert posted.path == f"/v3/conversations/{PERSONAL['id']}/activities/{inbound['id']}"
    assert posted.authorization is None  # local mode: no app id, no outbound token
    assert posted.body == {
        "channelId": "msteams",
        "serviceUrl": bot_framework.url,
        "conversation": {"id": PERSONAL["id"], "conversationType": "personal", "tenantId": TENANT},
        "from": {"id": BOT_ID, "name": "Parley"},
        "recipient": {"id": ANA["id"], "name": "Ana Lima", "aadObjectId": ANA["aadObjectId"]},
        "replyToId": inbound["id"],
        "locale": "en-US",
        "type": "message",
        "speak": said,
        "inputHint": "acceptingInput",
        "summary": said,
        "attachments": weather_card("Tokyo", said),
    }


async def test_follow_ups_use_the_same_short_term_memory(teams: ParleyHarness, bot_framework: FakeBotFramework) -> None:
    await say(teams, bot_framework, message(bot_framework.url, "What's the current weather in Tokyo?"))
    inbound = message(bot_framework.url, "What about Kyoto?")
    kyoto = await say(teams, bot_framework, inbound)
    assert delivered(kyoto) == weather_reply(inbound, "Kyoto", "Current weather in Kyoto: 20°C and partly cloudy.")
    inbound = message(bot_framework.url, "What about tomorrow?")
    tomorrow = await say(teams, bot_framework, inbound)
    assert delivered(tomorrow) == weather_reply(inbound, "Kyoto", "Tomorrow in Kyoto: 17°C with light rain.")
    stored = await teams.parley.store.conversations.find_one({"_id": f"msteams:{PERSONAL['id']}"})
    assert stored is not None and stored["userId"] == ANA["aadObjectId"]


async def test_in_a_channel_the_mention_is_stripped_and_each_person_has_their_own_context(
    teams: ParleyHarness, bot_framework: FakeBotFramework
) -> None:
    inbound = message(bot_framework.url, "What's the current weather in Tokyo?", conversation=CHANNEL, mention=True)
    ana = await say(teams, bot_framework, inbound)
    assert delivered(ana) == weather_reply(inbound, "Tokyo", "Current weather in Tokyo: 22°C and clear skies.")
    inbound = message(bot_framework.url, "What about tomorrow?", user=BEN, conversation=CHANNEL, mention=True)
    ben = await say(teams, bot_framework, inbound)
    assert delivered(ben) == reply_to(inbound, text=NOT_UNDERSTOOD)  # Ben never asked about any place
    inbound = message(bot_framework.url, "What about tomorrow?", conversation=CHANNEL, mention=True)
    again = await say(teams, bot_framework, inbound)
    assert delivered(again) == weather_reply(inbound, "Tokyo", "Tomorrow in Tokyo: 19°C with scattered showers.")
    keys = sorted(d["_id"] for d in await teams.parley.store.conversations.find({}, {"_id": 1}).to_list())
    assert keys == sorted(f"msteams:{CHANNEL['id']}:{user['aadObjectId']}" for user in (ANA, BEN))


async def test_group_chat_personal_chat_and_channel_keep_separate_states(teams: ParleyHarness, bot_framework: FakeBotFramework) -> None:
    await say(teams, bot_framework, message(bot_framework.url, "What's the current weather in Tokyo?", conversation=GROUP, mention=True))
    inbound = message(bot_framework.url, "What about tomorrow?")
    personal = await say(teams, bot_framework, inbound)
    assert delivered(personal) == reply_to(inbound, text=NOT_UNDERSTOOD)
    inbound = message(bot_framework.url, "What about tomorrow?", conversation=GROUP, mention=True)
    group = await say(teams, bot_framework, inbound)
    assert delivered(group) == weather_reply(inbound, "Tokyo", "Tomorrow in Tokyo: 19°C with scattered showers.")


async def test_a_card_button_arrives_as_a_value_and_is_answered(teams: ParleyHarness, bot_framework: FakeBotFramework) -> None:
    await say(teams, bot_framework, message(bot_framework.url, "Give me the sales data"))
    inbound = message(bot_framework.url, "", value={"text": "Who was the best?"})
    pressed = await say(teams, bot_framework, inbound)
    best = "Best sellers this quarter: Alice Moore ($312K), Ben Ito ($268K), Chloé Durand ($241K)."
    assert delivered(pressed) == reply_to(inbound, text=best)


async def test_a_slow_turn_is_preceded_by_a_typing_indicator(secantus: SecantusProcess, bot_framework: FakeBotFramework, sdk: str) -> None:
    bot_framework.clear()
    async with running_parley(secantus, {"debug": False, "teams": TeamsSettings(local=True, typing_after_s=1e-6, sdk=sdk)}) as slow:
        inbound = message(bot_framework.url, "Give me the sales data")
        status, _ = await post(slow, inbound)
        assert status == 200
        typing, answer = bot_framework.replies()
        sales = "Sales report: 342 deals closed this quarter for $1.27M, up 8% on last quarter."
        assert delivered(typing) == {**reply_to(inbound), "type": "typing"}
        assert delivered(answer) == reply_to(inbound, text=sales)


async def test_the_bot_greets_when_it_is_added(teams: ParleyHarness, bot_framework: FakeBotFramework) -> None:
    status, _ = await post(teams, bot_added(bot_framework.url))
    assert status == 200
    [greeting] = bot_framework.replies()
    assert delivered(greeting) == {
        "path": f"/v3/conversations/{PERSONAL['id']}/activities",  # a new message, not an answer to one
        "conversation": PERSONAL["id"],
        "recipient": ANA["id"],
        "type": "message",
        "text": teams.parley.service.bot.model.greeting,
        "attachments": [],
    }


async def test_other_activity_types_are_acknowledged_without_a_reply(teams: ParleyHarness, bot_framework: FakeBotFramework) -> None:
    typing = {**message(bot_framework.url, ""), "type": "typing"}
    status, _ = await post(teams, typing)
    assert status == 200 and bot_framework.replies() == []
    assert await stored_conversations(teams) == 0


async def test_an_activity_off_the_schema_is_a_400_without_a_traceback(
    teams: ParleyHarness, bot_framework: FakeBotFramework, caplog: pytest.LogCaptureFixture
) -> None:
    odd = {**message(bot_framework.url, "Give me the sales data"), "timestamp": {"not": "a date"}}
    status, body = await post(teams, odd)
    assert status == 400, body
    assert json.loads(body)["error"]["message"].startswith("The activity does not follow the Bot Framework schema")
    assert bot_framework.replies() == [] and await stored_conversations(teams) == 0
    assert not [record for record in caplog.records if record.exc_info], "a client's bad body logged a traceback"


async def test_an_unreachable_connector_is_a_502_not_a_500(teams: ParleyHarness, bot_framework: FakeBotFramework) -> None:
    status, body = await post(teams, message("http://127.0.0.1:9", "Give me the sales data"))
    assert status == 502
    assert json.loads(body) == {"error": {"code": "BadGateway", "message": "The answer could not be delivered to the channel's connector."}}


# --- inbound authentication (app id set) ------------------------------------------------------------
async def test_with_an_app_id_a_signed_request_is_answered_with_a_cached_outbound_token(
    secured: ParleyHarness, bot_framework: FakeBotFramework
) -> None:
    token = bot_framework.channel_token(APP_ID, bot_framework.url)
    for text in ("What's the current weather in Tokyo?", "What about Kyoto?", "What about tomorrow?"):
        inbound = message(bot_framework.url, text)
        posted = await say(secured, bot_framework, inbound, token)
        assert posted.authorization == f"Bearer {bot_framework.issued_token}"
    assert delivered(posted) == weather_reply(inbound, "Kyoto", "Tomorrow in Kyoto: 17°C with light rain.")
    assert len(bot_framework.token_requests) == 1  # fetched once, reused
    assert bot_framework.token_requests[0]["client_id"] == APP_ID


async def test_with_an_app_id_the_signing_keys_are_loaded_before_the_first_request(secantus: SecantusProcess, sdk: str) -> None:
    """Loaded at start-up, off the event loop, then kept: checking tokens fetches nothing more."""
    fake = FakeBotFramework().start()
    try:
        settings = TeamsSettings(
            sdk=sdk,
            app_id=APP_ID,
            app_password=fake.app_password,
            local=True,
            openid_metadata_url=f"{fake.url}/openid",
            token_url=f"{fake.url}/token",
        )
        async with running_parley(secantus, {"debug": False, "teams": settings}) as parley:
            assert fake.key_requests == 1  # before any request
            token = fake.channel_token(APP_ID, fake.url)
            for text in ("What's the current weather in Tokyo?", "What about Kyoto?"):
                await say(parley, fake, message(fake.url, text), token)
            assert fake.key_requests == 1
    finally:
        fake.stop()


async def test_with_an_app_id_a_rotated_signing_key_is_picked_up(secured: ParleyHarness, bot_framework: FakeBotFramework, sdk: str) -> None:
    """A token signed by a key published after start-up is checked against the refreshed key set."""
    if sdk == "botbuilder":
        pytest.skip("botbuilder refreshes its keys on its own daily schedule")
    bot_framework.rotate_key()
    try:
        token = bot_framework.channel_token(APP_ID, bot_framework.url)
        posted = await say(secured, bot_framework, message(bot_framework.url, "Give me the sales data"), token)
        assert posted.body["text"].startswith("Sales report")
    finally:
        bot_framework.restore_key()


async def test_forged_key_ids_do_not_make_the_server_fetch_keys_on_every_request(
    secured: ParleyHarness, bot_framework: FakeBotFramework, sdk: str
) -> None:
    if sdk == "botbuilder":
        pytest.skip("botbuilder refreshes its keys on its own daily schedule")
    before = bot_framework.key_requests
    for n in range(5):
        token = bot_framework.channel_token(APP_ID, bot_framework.url, key=FOREIGN_KEY, kid=f"forged-{n}")
        status, _ = await post(secured, message(bot_framework.url, "Give me the sales data"), token)
        assert status == 401
    assert bot_framework.key_requests - before <= 1
    assert bot_framework.replies() == []


async def test_when_the_signing_keys_cannot_be_fetched_a_signed_request_gets_503(
    secantus: SecantusProcess, bot_framework: FakeBotFramework, sdk: str
) -> None:
    bot_framework.clear()
    settings = TeamsSettings(
        sdk=sdk,
        app_id=APP_ID,
        app_password=bot_framework.app_password,
        local=True,
        openid_metadata_url="http://127.0.0.1:9/openid",  # nothing listens there
        token_url=f"{bot_framework.url}/token",
    )
    async with running_parley(secantus, {"debug": False, "teams": settings}) as parley:
        token = bot_framework.channel_token(APP_ID, bot_framework.url)
        status, body = await post(parley, message(bot_framework.url, "Give me the sales data"), token)
        assert status == 503, body
        assert json.loads(body)["error"]["message"] == "Parley cannot check Bot Framework tokens right now; please retry."
        assert bot_framework.replies() == []
        assert await stored_conversations(parley) == 0


@pytest.mark.parametrize(
    "case",
    [
        "missing",
        "malformed",
        "not-a-jwt",
        "foreign-key",
        "unknown-kid",
        "other-app",
        "other-issuer",
        "expired",
        "other-service-url",
        "basic-scheme",
        "bearer-empty",
        "none-algorithm",
        "no-service-url-claim",
        "not-endorsed",
    ],
)
async def test_with_an_app_id_a_bad_token_gets_401_and_nothing_is_stored(
    secured: ParleyHarness, bot_framework: FakeBotFramework, case: str
) -> None:
    url = bot_framework.url
    tokens = {
        "missing": None,
        "malformed": "eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln",
        "not-a-jwt": "hello",
        "foreign-key": bot_framework.channel_token(APP_ID, url, key=FOREIGN_KEY),
        "unknown-kid": bot_framework.channel_token(APP_ID, url, key=FOREIGN_KEY, kid="someone-else"),
        "other-app": bot_framework.channel_token("another-app-id", url),
        "other-issuer": bot_framework.channel_token(APP_ID, url, issuer="https://evil.example"),
        "expired": bot_framework.channel_token(APP_ID, url, expires_in=-3600),
        "other-service-url": bot_framework.channel_token(APP_ID, "https://smba.trafficmanager.net/emea/"),
        "basic-scheme": None,
        "bearer-empty": None,
        "none-algorithm": jwt.encode(bot_framework.claims(APP_ID, url), key=None, algorithm="none", headers={"kid": bot_framework.kid}),
        "no-service-url-claim": bot_framework.channel_token(APP_ID, None),
        "not-endorsed": bot_framework.channel_token(APP_ID, url, kid=bot_framework.unendorsed_kid, key=bot_framework.unendorsed_key),
    }
    headers = (
        {"Authorization": "Basic dXNlcjpwYXNz"}
        if case == "basic-scheme"
        else {"Authorization": "Bearer "}
        if case == "bearer-empty"
        else ({"Authorization": f"Bearer {tokens[case]}"} if tokens[case] else {})
    )
    response = await secured.client.post("/api/messages", json=message(url, "Give me the sales data"), headers=headers)
    assert response.status == 401, await response.text()
    assert (await response.json())["error"]["code"] == "Unauthorized"
    assert bot_framework.replies() == []
    assert await stored_conversations(secured) == 0


async def test_botbuilder_handlers_send_through_the_pooled_connector(bot_framework: FakeBotFramework) -> None:
    """On botbuilder, middleware or handlers written for it (TurnContext.send_activity) reach the same connector."""
    from botbuilder.schema import Activity

    from parley.channels.teams.botbuilder_adapter import BotbuilderTeamsAdapter, bot_framework_authentication
    from parley.channels.teams.connector import Connector

    bot_framework.clear()
    adapter = BotbuilderTeamsAdapter(bot_framework_authentication(LOCAL), Connector(service_urls=LOCAL.service_url_policy()))
    raw = message(bot_framework.url, "hi")
    inbound = Activity().deserialize(raw)
    try:
        await adapter.process_activity(None, inbound, lambda context: context.send_activity("hello from a botbuilder handler"))
    finally:
        await adapter.connector.close()
    [posted] = bot_framework.replies()
    assert delivered(posted) == reply_to(raw, text="hello from a botbuilder handler")
