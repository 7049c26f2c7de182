"""A generic JSON webhook channel for Parley: POST /api/webhook with {"user", "conversation", "text"},
signed with HMAC-SHA256 over a timestamp and the body; the bot's reply comes back in the response.

The caller signs each request with the secret it shares with the server (PARLEY_WEBHOOK_SECRET) and the
moment it sends it (Unix seconds):

    X-Parley-Timestamp: <Unix time in seconds>
    X-Parley-Signature: sha256=<hex of HMAC-SHA256(secret, "<timestamp>." + body)>

A request is taken only within 5 minutes of the server's clock (either way), and a (timestamp, signature)
pair only once: a request captured on the way cannot be sent again, then or later (401).

The order of the checks is the order of their costs: the rate limit of the caller's address, the body's
size and arrival time, the timestamp, the signature (nothing of an unsigned body is parsed), the replay
check, then the JSON and its fields, then the conversation's own rate limits; only then does the bot run.
With the database down the bot's apology comes back as the reply, with status 503.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping, Sequence
from typing import Any

from aiohttp import web

from parley.channels.kit import (
    LIMITS,
    UNAVAILABLE,
    ApiError,
    ChannelContext,
    RateLimited,
    Reply,
    TokenBuckets,
    Turn,
    answer_limits,
    client_address,
    optional_id,
    optional_text,
    parse_json_object,
    read_body,
    retry_after_s,
)
from parley.channels.kit import (
    conversation_id as scoped_conversation_id,
)

from .replay import WINDOW_S, SeenSignatures

PATH = "/api/webhook"
SECRET_VARIABLE = "PARLEY_WEBHOOK_SECRET"
SIGNATURE_HEADER = "X-Parley-Signature"
TIMESTAMP_HEADER = "X-Parley-Timestamp"
SCHEME = "sha256="
MIN_SECRET_CHARS = 16
MAX_TIMESTAMP_CHARS = 12  # Unix seconds have 10 digits until the year 2286


def signature(secret: str, body: bytes, timestamp: int | str) -> str:
    """The X-Parley-Signature a caller sends with `body` and X-Parley-Timestamp `timestamp`."""
    signed = f"{timestamp}.".encode("ascii") + body
    return SCHEME + hmac.new(secret.encode("utf-8"), signed, hashlib.sha256).hexdigest()


def render(reply: Reply, channel_data: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The reply as the webhook's response body; `channel_data` (the interpretation, when the server runs
    with debug on) under "channelData", as given."""
    rendered: dict[str, Any] = {"text": reply.text, "kind": reply.kind}
    if reply.title:
        rendered["title"] = reply.title
    if reply.items:
        rendered["items"] = list(reply.items)
    if reply.suggested_actions:
        rendered["suggestedActions"] = [{"title": a.title, "value": a.value or a.title} for a in reply.suggested_actions]
    if reply.expects_answer:
        rendered["expectsAnswer"] = True
    if reply.end_conversation:
        rendered["endConversation"] = True
    if channel_data:
        rendered["channelData"] = dict(channel_data)
    return rendered


class WebhookChannel:
    """The channel: registered under the `parley.channels` entry-point group as `webhook`."""

    def __init__(self, context: ChannelContext) -> None:
        secret = (context.environment.get(SECRET_VARIABLE) or "").strip()
        if len(secret) < MIN_SECRET_CHARS:  # never open: without a secret nobody could be told apart from anybody
            raise ValueError(f"{SECRET_VARIABLE} must be set to a shared secret of at least {MIN_SECRET_CHARS} characters")
        self.context = context
        self.name = context.name
        self._secret = secret
        self.seen = SeenSignatures(WINDOW_S)
        limits = context.config.rate_limits
        self.turns_per_address = TokenBuckets(limits.turns_per_address, max_keys=limits.max_keys)
        self.turns_per_conversation = TokenBuckets(limits.turns_per_conversation, max_keys=limits.max_keys)
        self.text_per_conversation = TokenBuckets(limits.text_chars_per_conversation, max_keys=limits.max_keys)

    def routes(self) -> Sequence[web.AbstractRouteDef]:
        return [web.post(PATH, answer_limits(self.handle))]

    async def start(self) -> None:
        pass

    async def close(self) -> None:
        pass

    async def handle(self, request: web.Request) -> web.Response:
        config = self.context.config
        self._limit(self.turns_per_address, client_address(request, config.trusted_proxies), "messages from your address")
        body = await read_body(request)  # within the server's body size (413) and time (408)
        self._check_signature(request.headers.get(TIMESTAMP_HEADER), request.headers.get(SIGNATURE_HEADER), body)
        data = parse_json_object(body)  # a JSON object within the nesting limit, or 400
        user = self._required_id(data, "user")
        conversation = self._required_id(data, "conversation")
        text = optional_text("text", data.get("text"), LIMITS.text_chars)
        if not text or not text.strip():
            raise ApiError(400, "'text' is missing or empty: send what the user said.")
        conversation_id = scoped_conversation_id(self.name, conversation)
        self._limit(self.turns_per_conversation, conversation_id, "messages in this conversation")
        self._limit(self.text_per_conversation, conversation_id, "characters of text in this conversation", cost=len(text))
        now = self.context.now()
        turn = Turn(channel=self.name, conversation_id=conversation_id, user_id=user, text=text, timestamp=now)
        answer = await self.context.answer(turn)  # the bot's reply, or the apology with the database down
        replied = {"conversation": conversation, "replies": [render(answer.reply, answer.channel_data)]}
        if answer.apology:  # nothing was stored: the caller may show the apology, and retry
            return web.json_response({**replied, "error": {"code": "ServiceUnavailable", "message": UNAVAILABLE}}, status=503)
        return web.json_response(replied)

    def _check_signature(self, stamp: str | None, header: str | None, body: bytes) -> None:
        """The request signed with the secret, within the window of the server's clock, and not seen before (401 otherwise)."""
        how = f"send '{TIMESTAMP_HEADER}: <Unix time in seconds>' and '{SIGNATURE_HEADER}: {SCHEME}<hex HMAC-SHA256 of \"<timestamp>.<body>\">'"
        if not stamp:
            raise ApiError(401, f"Sign the request: {how}.", "MissingTimestamp")
        stamp = stamp.strip()
        if not stamp.isascii() or not stamp.isdigit() or len(stamp) > MAX_TIMESTAMP_CHARS:
            raise ApiError(401, f"'{TIMESTAMP_HEADER}' must be the Unix time in whole seconds.", "BadTimestamp")
        timestamp, now_s = int(stamp), self.context.now().timestamp()
        if abs(now_s - timestamp) > WINDOW_S:
            raise ApiError(
                401,
                f"The request was signed {abs(now_s - timestamp):.0f} s {'before' if timestamp < now_s else 'after'} the server's "
                f"time ({int(now_s)}); a signature is taken within {WINDOW_S} s of it. Sign each request as it is sent.",
                "StaleTimestamp",
            )
        if not header:
            raise ApiError(401, f"Sign the request: {how}.", "MissingSignature")
        given = header.strip()
        if not hmac.compare_digest(given.encode("utf-8", "replace"), signature(self._secret, body, stamp).encode("ascii")):
            raise ApiError(401, "The signature does not match the timestamp and the body.", "BadSignature")
        if not self.seen.first_use(timestamp, given, now_s):
            raise ApiError(
                401, "This signed request was already taken: a request is sent once, each with its own timestamp.", "ReplayedSignature"
            )

    @staticmethod
    def _required_id(data: dict[str, Any], field: str) -> str:
        value = optional_id(field, data.get(field))  # a string within the id limit, or 400
        if not value or not value.strip():
            raise ApiError(400, f"'{field}' is missing or empty: send an id as a string.")
        return value

    def _limit(self, buckets: TokenBuckets, key: str, what: str, cost: float = 1.0) -> None:
        wait_s = buckets.take(key, self.context.now().timestamp(), cost)
        if wait_s > 0:
            raise RateLimited(wait_s, f"Too many {what}: at most {buckets.capacity} a minute. Try again in {retry_after_s(wait_s)} s.")
