"""POST /api/messages: Teams (and any Bot Framework channel) talking to the bot.

Closed unless configured: without an app id and without local mode it answers 503 and reads nothing.
An activity whose serviceUrl is not on the allow-list is refused with 403 before anything is stored or
any connection is made.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web

from parley.core.conversation import ConversationService

from ..config import ChannelConfig
from ..errors import ApiError, read_json_object
from ..logsafe import client_text
from ..outbound import Outbound
from .activity import ActivityError, reply_addressing, turn_from_activity
from .adapter import ActivitySchemaError, AuthUnavailable, TeamsAdapter, Unauthorized
from .auth import TeamsSettings
from .cards import message_activity
from .connector import DeliveryError

log = logging.getLogger("parley.teams")

NOT_CONFIGURED = "Teams is not configured on this server."
SERVICE_URL_REFUSED = "The activity's serviceUrl is not a Bot Framework service this bot replies to."


def _check(body: dict[str, Any]) -> None:
    """The checks a reply needs, whichever SDK reads the activity (400 otherwise)."""
    if not isinstance(body.get("type"), str) or not body["type"]:
        raise ApiError(400, "The activity has no 'type'.")
    service_url = body.get("serviceUrl")
    if not isinstance(service_url, str) or urlsplit(service_url).scheme not in ("http", "https") or not urlsplit(service_url).netloc:
        raise ApiError(400, "The activity needs an http(s) 'serviceUrl' to reply to.")
    conversation = body.get("conversation")
    if not isinstance(conversation, dict) or not isinstance(conversation.get("id"), str) or not conversation["id"]:
        raise ApiError(400, "The activity has no 'conversation.id'.")
    for key in ("from", "recipient"):
        if not isinstance(body.get(key), dict):
            raise ApiError(400, f"The activity has no '{key}' object.")


class TeamsChannel:
    def __init__(self, service: ConversationService, config: ChannelConfig, settings: TeamsSettings, adapter: TeamsAdapter) -> None:
        self.service = service
        self.config = config
        self.settings = settings
        self.adapter = adapter
        self.service_urls = settings.service_url_policy()
        self.outbound = Outbound(service, config.debug)

    def routes(self) -> list[web.RouteDef]:
        return [web.post("/api/messages", self.messages)]

    async def messages(self, request: web.Request) -> web.Response:
        if not self.settings.enabled:
            raise ApiError(503, NOT_CONFIGURED, "TeamsNotConfigured")
        body = await read_json_object(request)
        _check(body)
        try:
            activity = self.adapter.parse(body)
        except ActivitySchemaError as exc:
            raise ApiError(400, f"The activity does not follow the Bot Framework schema: {exc}") from None
        if not self.service_urls.allows(body["serviceUrl"]):
            log.warning("refused an activity whose serviceUrl is not allowed: %s", client_text(body["serviceUrl"]))
            raise ApiError(403, SERVICE_URL_REFUSED, "ServiceUrlNotAllowed")
        try:
            base_url = self._public_base_url(request)
            await self.adapter.process(request.headers.get("Authorization"), activity, lambda: self._answer(body, base_url))
        except Unauthorized as exc:
            log.warning("rejected a Bot Framework request: %s", client_text(exc))
            raise ApiError(401, "The request's Bot Framework token is missing or not valid for this bot.", "Unauthorized") from None
        except AuthUnavailable as exc:
            log.warning("%s", client_text(exc))
            raise ApiError(503, "Parley cannot check Bot Framework tokens right now; please retry.") from None
        except DeliveryError as exc:
            log.warning("reply not delivered: %s", client_text(exc))
            raise ApiError(502, "The answer could not be delivered to the channel's connector.", "BadGateway") from None
        return web.Response(status=200)

    def _public_base_url(self, request: web.Request) -> str:
        """Where Teams fetches the images a card names (maps): PARLEY_PUBLIC_HOST over https, else the host the
        request came to (Bot Framework reaches the bot at its public address)."""
        if self.config.public_host:
            return f"https://{self.config.public_host}"
        return f"{request.scheme}://{request.host}"

    async def _answer(self, inbound: dict[str, Any], base_url: str) -> None:
        kind = inbound["type"]
        if kind == "conversationUpdate":
            await self._greet(inbound)
            return
        if kind != "message":
            return  # typing, reactions, installation updates…: nothing to answer
        try:
            turn = turn_from_activity(inbound, self.config.clock())
        except ActivityError as exc:
            raise ApiError(400, str(exc)) from None
        handling = asyncio.ensure_future(self.outbound.run(turn, turn.timestamp))  # the answer, or the apology
        done, _ = await asyncio.wait({handling}, timeout=self.settings.typing_after_s)
        if not done:
            await self.adapter.send(inbound, {**reply_addressing(inbound), "type": "typing"})
        answer = await handling
        content = message_activity(answer.reply, base_url, answer.channel_data)
        await self.adapter.send(inbound, {**reply_addressing(inbound), **content})

    async def _greet(self, inbound: dict[str, Any]) -> None:
        greeting = self.service.bot.model.greeting
        bot = (inbound.get("recipient") or {}).get("id")
        added = inbound.get("membersAdded")
        if not greeting or not isinstance(added, list):
            return
        if any(isinstance(member, dict) and member.get("id") == bot for member in added):
            addressing = reply_addressing(inbound)
            addressing.pop("replyToId", None)
            await self.adapter.send(inbound, {**addressing, "type": "message", "text": greeting, "textFormat": "plain"})
