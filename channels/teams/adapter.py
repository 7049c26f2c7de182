"""botbuilder's CloudAdapter with inbound authentication kept and the outbound path replaced:
replies go through one shared Connector (pooled async HTTP, cached token) instead of a new
connector client per turn posting with blocking HTTP."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import requests
from botbuilder.core import TurnContext
from botbuilder.integration.aiohttp import CloudAdapter
from botbuilder.schema import Activity, ResourceResponse
from botframework.connector.auth import AuthenticateRequestResult, BotFrameworkAuthentication

from .connector import Connector

log = logging.getLogger("parley.teams")


class Unauthorized(PermissionError):
    """The request's Bot Framework token is missing, malformed, expired, or not for this bot."""


class AuthUnavailable(RuntimeError):
    """The channel's signing keys could not be fetched, so no token can be checked right now."""


class TeamsAdapter(CloudAdapter):  # type: ignore[misc]  # botbuilder ships no type information
    def __init__(self, authentication: BotFrameworkAuthentication, connector: Connector) -> None:
        super().__init__(authentication)
        self.connector = connector

    async def authenticate(self, activity: Activity, auth_header: str | None) -> AuthenticateRequestResult:
        try:
            return await self.bot_framework_authentication.authenticate_request(activity, auth_header)
        except requests.RequestException as exc:
            raise AuthUnavailable(f"could not fetch the channel's signing keys: {exc}") from exc
        except Exception as exc:  # botbuilder raises PermissionError, jwt errors, IndexError, bare Exception
            raise Unauthorized(str(exc) or type(exc).__name__) from exc

    async def process_activity(
        self,
        auth_header_or_authenticate_request_result: str | AuthenticateRequestResult | None,
        activity: Activity,
        logic: Callable[[TurnContext], Awaitable[Any]],
    ) -> None:
        given = auth_header_or_authenticate_request_result
        result = given if isinstance(given, AuthenticateRequestResult) else await self.authenticate(activity, given)
        activity.caller_id = result.caller_id
        context = TurnContext(self, activity)
        context.turn_state[self.BOT_IDENTITY_KEY] = result.claims_identity
        context.turn_state[self.BOT_OAUTH_SCOPE_KEY] = result.audience
        context.turn_state[self.BOT_CALLBACK_HANDLER_KEY] = logic
        await self.run_pipeline(context, logic)

    async def send_activities(self, context: TurnContext, activities: list[Activity]) -> list[ResourceResponse]:
        """What TurnContext.send_activity ends in, for botbuilder middleware and handlers."""
        responses = []
        for activity in activities:
            body = await self.connector.send(activity.service_url, activity.conversation.id, activity.serialize())
            responses.append(ResourceResponse(id=str(body.get("id", ""))))
        return responses

    async def send(self, inbound: dict[str, Any], content: dict[str, Any]) -> dict[str, Any]:
        """Send one reply given as JSON (Parley's own path: no schema objects built on the way out)."""
        conversation = inbound.get("conversation") or {}
        return await self.connector.send(str(inbound["serviceUrl"]), str(conversation["id"]), content)
