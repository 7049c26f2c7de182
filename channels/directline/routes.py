"""Direct Line 3.0 over aiohttp: conversations, tokens, activities by watermark, and a WebSocket stream."""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
from typing import Any

from aiohttp import WSMsgType, web

from parley.core.conversation import ConversationService
from parley.core.state import Conversation
from parley.core.store import StoreUnavailable
from parley.core.turn import Turn, TurnOutcome

from ..config import ChannelConfig
from ..errors import ApiError, read_json_object
from .activities import ActivityError, greeting_record, records_for_turn, turn_from_activity
from .feed import ActivityFeed
from .tokens import TokenClaims, TokenError, TokenSigner

log = logging.getLogger("parley.directline")

PREFIX = "/v3/directline"
MAX_USER_ID = 256


class DirectLine:
    def __init__(self, service: ConversationService, config: ChannelConfig, signer: TokenSigner) -> None:
        self.service = service
        self.config = config
        self.signer = signer
        self.feed = ActivityFeed()

    def routes(self) -> list[web.AbstractRouteDef]:
        return [
            web.post(f"{PREFIX}/tokens/generate", self.generate_token),
            web.post(f"{PREFIX}/tokens/refresh", self.refresh_token),
            web.post(f"{PREFIX}/conversations", self.start_conversation),
            web.get(f"{PREFIX}/conversations/{{cid}}", self.reconnect),
            web.get(f"{PREFIX}/conversations/{{cid}}/activities", self.get_activities),
            web.post(f"{PREFIX}/conversations/{{cid}}/activities", self.post_activity),
            web.get(f"{PREFIX}/conversations/{{cid}}/stream", self.stream),
            web.post("/api/webchat/token", self.page_token),
        ]

    # --- authorization -------------------------------------------------------------------
    def _now_s(self) -> float:
        return self.config.clock().timestamp()

    @staticmethod
    def _bearer(request: web.Request) -> str:
        header = request.headers.get("Authorization", "")
        scheme, _, credential = header.partition(" ")
        if scheme.lower() != "bearer" or not credential.strip():
            token = request.query.get("t", "")
            if token:
                return token
            raise ApiError(401, "Send 'Authorization: Bearer <token or secret>'.", "MissingToken")
        return credential.strip()

    def _claims(self, request: web.Request, conversation_id: str | None = None) -> TokenClaims:
        try:
            claims = self.signer.verify(self._bearer(request), self._now_s())
        except TokenError as exc:
            raise ApiError(403, str(exc), exc.code) from None
        if conversation_id is not None and claims.conversation_id != conversation_id:
            raise ApiError(403, "This token belongs to another conversation.", "TokenConversationMismatch")
        return claims

    def _check_secret(self, request: web.Request) -> None:
        secret = self.config.directline_secret
        if secret is None:
            return  # open mode: anyone who can reach the server may start conversations
        if not hmac.compare_digest(self._bearer(request).encode(), secret.encode()):
            raise ApiError(403, "The Direct Line secret is not valid.", "BadSecret")

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
        log.info("conversation %s started for user %s", conversation_id, user_id)
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

    @staticmethod
    def _stream_url(request: web.Request, conversation_id: str, token: str) -> str:
        proto = request.headers.get("X-Forwarded-Proto", request.scheme)
        scheme = "wss" if proto == "https" else "ws"
        host = request.headers.get("X-Forwarded-Host", request.host)
        return f"{scheme}://{host}{PREFIX}/conversations/{conversation_id}/stream?t={token}"

    async def generate_token(self, request: web.Request) -> web.Response:
        self._check_secret(request)
        user_id = await self._user_from_body(request)
        conversation = await self._new_conversation(user_id)
        return web.json_response(self._token_body(request, conversation.id, user_id, stream=False))

    async def page_token(self, request: web.Request) -> web.Response:
        """The bundled web page's token endpoint (what a site's own token server does for Web Chat)."""
        user_id = await self._user_from_body(request)
        conversation = await self._new_conversation(user_id)
        return web.json_response(self._token_body(request, conversation.id, user_id, stream=True))

    async def refresh_token(self, request: web.Request) -> web.Response:
        claims = self._claims(request)
        return web.json_response(self._token_body(request, claims.conversation_id, claims.user_id, stream=False))

    async def start_conversation(self, request: web.Request) -> web.Response:
        credential = self._bearer(request) if request.headers.get("Authorization") else ""
        secret = self.config.directline_secret
        is_secret = secret is not None and hmac.compare_digest(credential.encode(), secret.encode())
        if credential and not is_secret and "." in credential:  # a token from tokens/generate: its conversation
            claims = self._claims(request)
            conversation = await self.service.get(claims.conversation_id)
            user_id = claims.user_id
        else:
            self._check_secret(request)
            user_id = await self._user_from_body(request)
            conversation = await self._new_conversation(user_id)
        return web.json_response(self._token_body(request, conversation.id, user_id, stream=True), status=201)

    async def reconnect(self, request: web.Request) -> web.Response:
        conversation_id = request.match_info["cid"]
        claims = self._claims(request, conversation_id)
        await self.service.get(conversation_id)
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
        conversation = await self.service.get(conversation_id)
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
        echo_ids: list[str] = []

        def record(_: Conversation, turn: Turn, outcome: TurnOutcome, first_seq: int) -> list[dict[str, Any]]:
            records = records_for_turn(activity, turn, outcome, first_seq, self.config.bot_id, self.config.bot_name, self.config.debug)
            echo_ids.append(records[0]["activity"]["id"])
            return records

        await self.service.handle(turn, now, record)
        self.feed.publish(conversation_id)
        return web.json_response({"id": echo_ids[-1]})

    async def stream(self, request: web.Request) -> web.StreamResponse:
        conversation_id = request.match_info["cid"]
        self._claims(request, conversation_id)
        watermark = self._watermark(request)
        await self.service.get(conversation_id)
        ws = web.WebSocketResponse(heartbeat=30.0)
        await ws.prepare(request)
        wake = self.feed.subscribe(conversation_id)
        reader = asyncio.create_task(self._drain(ws))
        try:
            while not ws.closed and not reader.done():
                wake.clear()
                try:
                    conversation = await self.service.get(conversation_id)
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
