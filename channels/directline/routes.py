"""Direct Line 3.0 over aiohttp: conversations, tokens, activities by watermark, and a WebSocket stream."""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import WSMsgType, web

from parley.core.conversation import ConversationService, StoredTurn
from parley.core.state import Conversation
from parley.core.store import CLIENT_ACTIVITY_ID, StoreUnavailable
from parley.core.turn import Turn

from ..config import ChannelConfig
from ..errors import ApiError, json_error, read_json_object
from ..logsafe import client_text
from ..outbound import Answer, Outbound
from ..proxy import client_address, public_host, public_scheme
from ..ratelimit import TokenBuckets, retry_after_s
from .activities import ActivityError, greeting_record, records_for_turn, turn_from_activity
from .feed import ActivityFeed
from .tokens import TokenClaims, TokenError, TokenSigner

log = logging.getLogger("parley.directline")
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

PREFIX = "/v3/directline"
MAX_USER_ID = 256
MAX_CLIENT_ACTIVITY_ID = 256
PAGE_CLOSED = (
    "This server requires a Direct Line secret, so the page's token endpoint is off. A site's token server "
    "gets a token with POST /v3/directline/tokens/generate and 'Authorization: Bearer <secret>'; "
    "an operator who wants anyone who opens this page to chat sets PARLEY_WEBCHAT_PAGE=open."
)


class DirectLine:
    def __init__(self, service: ConversationService, config: ChannelConfig, signer: TokenSigner) -> None:
        self.service = service
        self.config = config
        self.signer = signer
        self.feed = ActivityFeed()
        self.outbound = Outbound(service, config.debug)
        limits = config.rate_limits
        self.conversations_per_address = TokenBuckets(limits.conversations_per_address, max_keys=limits.max_keys)
        self.turns_per_conversation = TokenBuckets(limits.turns_per_conversation, max_keys=limits.max_keys)
        self.turns_per_address = TokenBuckets(limits.turns_per_address, max_keys=limits.max_keys)
        self.text_per_conversation = TokenBuckets(limits.text_chars_per_conversation, max_keys=limits.max_keys)

    def routes(self) -> list[web.AbstractRouteDef]:
        return [
            web.post(f"{PREFIX}/tokens/generate", answer_limits(self.generate_token)),
            web.post(f"{PREFIX}/tokens/refresh", self.refresh_token),
            web.post(f"{PREFIX}/conversations", answer_limits(self.start_conversation)),
            web.get(f"{PREFIX}/conversations/{{cid}}", self.reconnect),
            web.get(f"{PREFIX}/conversations/{{cid}}/activities", self.get_activities),
            web.post(f"{PREFIX}/conversations/{{cid}}/activities", answer_limits(self.post_activity)),
            web.get(f"{PREFIX}/conversations/{{cid}}/stream", self.stream),
            web.post("/api/webchat/token", answer_limits(self.page_token)),
        ]

    # --- authorization -------------------------------------------------------------------
    def _now_s(self) -> float:
        return self.config.clock().timestamp()

    @staticmethod
    def _bearer(request: web.Request, in_query: bool = False) -> str:
        """The Authorization header's credential; `?t=` too where `in_query` (the WebSocket stream, which a browser cannot give headers)."""
        header = request.headers.get("Authorization", "")
        scheme, _, credential = header.partition(" ")
        if scheme.lower() != "bearer" or not credential.strip():
            token = request.query.get("t", "") if in_query else ""
            if token:
                return token
            if "t" in request.query:
                raise ApiError(
                    401,
                    "A token in the query string ('?t=') is only accepted by the stream; send 'Authorization: Bearer <token>'.",
                    "MissingToken",
                )
            raise ApiError(401, "Send 'Authorization: Bearer <token or secret>'.", "MissingToken")
        return credential.strip()

    def _claims(self, request: web.Request, conversation_id: str | None = None, in_query: bool = False) -> TokenClaims:
        try:
            claims = self.signer.verify(self._bearer(request, in_query), self._now_s())
        except TokenError as exc:
            raise ApiError(403, str(exc), exc.code) from None
        if conversation_id is not None and claims.conversation_id != conversation_id:
            raise ApiError(403, "This token belongs to another conversation.", "TokenConversationMismatch")
        return claims

    def _admit_new_conversation(self, request: web.Request) -> None:
        """Who may start a conversation without a token: with a secret set, whoever presents it (a site's token
        server, which starts every visitor's conversation from its one address, so no limit per address);
        without one (open mode), anyone who reaches the server, within the limit per client address."""
        secret = self.config.directline_secret
        if secret is None:
            self._limit_new_conversations(request)
            return
        if not hmac.compare_digest(self._bearer(request).encode(), secret.encode()):
            raise ApiError(403, "The Direct Line secret is not valid.", "BadSecret")

    @property
    def page_open(self) -> bool:
        """Whether the bundled page's token endpoint answers: PARLEY_WEBCHAT_PAGE, else only without a secret."""
        mode = self.config.webchat_page
        return mode == "open" or (mode is None and self.config.directline_secret is None)

    # --- rate limits ---------------------------------------------------------------------
    def _address(self, request: web.Request) -> str:
        return client_address(request, self.config.trusted_proxies)

    def _limit_new_conversations(self, request: web.Request) -> None:
        self._limit(self.conversations_per_address, self._address(request), "new conversations from your address")

    def _limit(self, buckets: TokenBuckets, key: str, what: str, cost: float = 1.0) -> None:
        wait_s = buckets.take(key, self._now_s(), cost)
        if wait_s > 0:
            raise RateLimited(wait_s, f"Too many {what}: at most {buckets.capacity} a minute. Try again in {retry_after_s(wait_s)} s.")

    # --- conversations and tokens --------------------------------------------------------
    async def _user_from_body(self, request: web.Request) -> str:
        if not request.can_read_body:
            return "dl_" + secrets.token_hex(8)
        body = await read_json_object(request)
        user = body.get("user")
        if user is None:
            return "dl_" + secrets.token_hex(8)
        user_id = user.get("id") if isinstance(user, dict) else None
        if not isinstance(user_id, str) or not user_id.strip():
            raise ApiError(400, "'user' must be an object with a non-empty string 'id'.")
        if len(user_id) > MAX_USER_ID:
            raise ApiError(400, f"'user.id' is longer than {MAX_USER_ID} characters.")
        return user_id.strip()

    async def _new_conversation(self, user_id: str) -> Conversation:
        conversation_id = secrets.token_urlsafe(18)
        now = self.config.clock()
        greeting = self.service.bot.model.greeting
        first = (greeting_record(greeting, conversation_id, 1, now, self.config.bot_id, self.config.bot_name),) if greeting else ()
        conversation = await self.service.start(conversation_id, user_id, "directline", now, first)
        log.info("conversation %s started for user %s", conversation_id, client_text(user_id))
        return conversation

    def _token_body(self, request: web.Request, conversation_id: str, user_id: str, stream: bool) -> dict[str, Any]:
        body: dict[str, Any] = {
            "conversationId": conversation_id,
            "token": self.signer.issue(conversation_id, user_id, self._now_s()),
            "expires_in": self.signer.lifetime_s,
        }
        if stream:
            body["streamUrl"] = self._stream_url(request, conversation_id, body["token"])
        return body

    def _stream_url(self, request: web.Request, conversation_id: str, token: str) -> str:
        proxies = self.config.trusted_proxies
        scheme = "wss" if public_scheme(request, proxies) == "https" else "ws"
        return f"{scheme}://{public_host(request, proxies)}{PREFIX}/conversations/{conversation_id}/stream?t={token}"

    async def generate_token(self, request: web.Request) -> web.Response:
        self._admit_new_conversation(request)
        user_id = await self._user_from_body(request)
        conversation = await self._new_conversation(user_id)
        return web.json_response(self._token_body(request, conversation.id, user_id, stream=False))

    async def page_token(self, request: web.Request) -> web.Response:
        """The bundled web page's token endpoint (what a site's own token server does for Web Chat): open
        without a Direct Line secret, off with one unless the operator opens it (PARLEY_WEBCHAT_PAGE=open)."""
        if not self.page_open:
            raise ApiError(403, PAGE_CLOSED, "WebChatPageClosed")
        self._limit_new_conversations(request)
        user_id = await self._user_from_body(request)
        conversation = await self._new_conversation(user_id)
        return web.json_response(self._token_body(request, conversation.id, user_id, stream=True))

    async def refresh_token(self, request: web.Request) -> web.Response:
        claims = self._claims(request)
        await self.service.get(claims.conversation_id, activities=False)  # a deleted conversation's token is not renewed
        return web.json_response(self._token_body(request, claims.conversation_id, claims.user_id, stream=False))

    async def start_conversation(self, request: web.Request) -> web.Response:
        credential = self._bearer(request) if request.headers.get("Authorization") else ""
        secret = self.config.directline_secret
        is_secret = secret is not None and hmac.compare_digest(credential.encode(), secret.encode())
        if credential and not is_secret and "." in credential:  # a token from tokens/generate: its conversation
            claims = self._claims(request)
            conversation = await self.service.get(claims.conversation_id, activities=False)
            user_id = claims.user_id
        else:
            self._admit_new_conversation(request)
            user_id = await self._user_from_body(request)
            conversation = await self._new_conversation(user_id)
        return web.json_response(self._token_body(request, conversation.id, user_id, stream=True), status=201)

    async def reconnect(self, request: web.Request) -> web.Response:
        conversation_id = request.match_info["cid"]
        claims = self._claims(request, conversation_id)
        await self.service.get(conversation_id, activities=False)
        token = self._bearer(request)  # reconnecting keeps the token the client holds
        return web.json_response(
            {
                "conversationId": conversation_id,
                "token": token,
                "expires_in": max(0, claims.expires_at - int(self._now_s())),
                "streamUrl": self._stream_url(request, conversation_id, token),
            }
        )

    # --- activities ----------------------------------------------------------------------
    @staticmethod
    def _watermark(request: web.Request) -> int:
        raw = request.query.get("watermark", "") or "0"
        try:
            value = int(raw)
        except ValueError:
            raise ApiError(400, f"'watermark' must be a whole number, not {raw!r}.") from None
        return max(value, 0)

    async def get_activities(self, request: web.Request) -> web.Response:
        conversation_id = request.match_info["cid"]
        self._claims(request, conversation_id)
        watermark = self._watermark(request)
        conversation = await self.service.get(conversation_id, after=watermark)
        records = conversation.activities_after(watermark)
        return web.json_response(
            {
                "activities": [r["activity"] for r in records],
                "watermark": str(records[-1]["seq"] if records else max(watermark, 0)),
            }
        )

    async def post_activity(self, request: web.Request) -> web.Response:
        conversation_id = request.match_info["cid"]
        claims = self._claims(request, conversation_id)
        # The request limits before the body is read: a flood is refused at the cost of a header check
        self._limit(self.turns_per_address, self._address(request), "messages from your address")
        self._limit(self.turns_per_conversation, conversation_id, "messages in this conversation")
        activity = await read_json_object(request)
        kind = activity.get("type")
        if not isinstance(kind, str) or not kind:
            raise ApiError(400, "An activity needs a 'type' (for a user's message: \"message\").")
        if kind != "message":
            # typing indicators, events and the like are accepted and not stored
            return web.json_response({"id": f"{conversation_id}|{kind}-{secrets.token_hex(4)}"})
        now = self.config.clock()
        try:
            turn = turn_from_activity(activity, conversation_id, claims.user_id, now)
        except ActivityError as exc:
            raise ApiError(400, str(exc)) from None
        client_id = self._client_activity_id(activity)
        self._limit(self.text_per_conversation, conversation_id, "characters of text in this conversation", len(turn.text))
        echo_ids: list[str] = []

        def record(_: Conversation, turn: Turn, answer: Answer, first_seq: int) -> list[dict[str, Any]]:
            records = records_for_turn(activity, turn, answer, first_seq, self.config.bot_id, self.config.bot_name)
            if client_id is not None:
                records[0][CLIENT_ACTIVITY_ID] = client_id  # a retry of this post finds its turn by it
            echo_ids.append(records[0]["activity"]["id"])
            return records

        handled = await self.outbound.run_recorded(turn, now, record, client_id)
        if isinstance(handled, StoredTurn):  # a retry: the answer the first attempt stored
            return web.json_response({"id": handled.record["activity"]["id"]})
        if handled.apology:  # nothing was stored, so nothing can be fetched: the apology is the post's answer
            raise ApiError(503, handled.reply.text)
        self.feed.publish(conversation_id)
        return web.json_response({"id": echo_ids[-1]})

    @staticmethod
    def _client_activity_id(activity: dict[str, Any]) -> str | None:
        """The id the client gave its activity (Web Chat: channelData.clientActivityID; else the activity's
        own `id`): posting the same id again answers with the turn already stored, and runs nothing twice."""
        channel_data = activity.get("channelData")
        given = channel_data.get("clientActivityID") if isinstance(channel_data, dict) else None
        if given is None:
            given = activity.get("id")
        if given is None:
            return None
        if not isinstance(given, str) or not given.strip() or len(given) > MAX_CLIENT_ACTIVITY_ID:
            raise ApiError(
                400,
                f"An activity's client id ('channelData.clientActivityID' or 'id') must be a string of 1 to {MAX_CLIENT_ACTIVITY_ID} characters.",
            )
        return given

    async def stream(self, request: web.Request) -> web.StreamResponse:
        conversation_id = request.match_info["cid"]
        self._claims(request, conversation_id, in_query=True)
        watermark = self._watermark(request)
        await self.service.get(conversation_id, activities=False)
        ws = web.WebSocketResponse(heartbeat=30.0)
        await ws.prepare(request)
        wake = self.feed.subscribe(conversation_id)
        reader = asyncio.create_task(self._drain(ws))
        try:
            while not ws.closed and not reader.done():
                wake.clear()
                try:
                    conversation = await self.service.get(conversation_id, after=watermark)
                except StoreUnavailable:
                    conversation = None
                if conversation is not None:
                    records = conversation.activities_after(watermark)
                    if records:
                        watermark = records[-1]["seq"]
                        await ws.send_json({"activities": [r["activity"] for r in records], "watermark": str(watermark)})
                waiter = asyncio.create_task(wake.wait())
                await asyncio.wait({waiter, reader}, timeout=self.config.stream_poll_s, return_when=asyncio.FIRST_COMPLETED)
                waiter.cancel()
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        except Exception as exc:  # a conversation deleted meanwhile, and the like: end the stream cleanly
            log.info("stream of %s ended: %s", conversation_id, exc)
        finally:
            self.feed.unsubscribe(conversation_id, wake)
            reader.cancel()
            await ws.close()
        return ws

    @staticmethod
    async def _drain(ws: web.WebSocketResponse) -> None:
        async for message in ws:
            if message.type == WSMsgType.ERROR:
                break


class RateLimited(ApiError):
    """429 with Retry-After: a client over one of its limits."""

    def __init__(self, wait_s: float, message: str) -> None:
        super().__init__(429, message, "TooManyRequests")
        self.retry_after = retry_after_s(wait_s)

    def response(self) -> web.Response:
        response = json_error(self.status, self.message, self.code)
        response.headers["Retry-After"] = str(self.retry_after)
        return response


def answer_limits(handler: Handler) -> Handler:
    """`handler`, a refusal for being over a limit answered as 429 with its Retry-After header."""

    async def limited(request: web.Request) -> web.StreamResponse:
        try:
            return await handler(request)
        except RateLimited as refusal:
            return refusal.response()

    return limited
