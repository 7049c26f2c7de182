"""The Teams channel on botbuilder 4.17 (PARLEY_TEAMS_SDK=botbuilder), the Bot Framework SDK Microsoft
stopped servicing at the end of 2025: its CloudAdapter with inbound authentication kept and the outbound
path replaced, so replies go through Parley's pooled Connector instead of a new connector client per
turn posting with blocking HTTP. botbuilder is imported only when this adapter is chosen."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from types import SimpleNamespace
from typing import Any

import requests
from botbuilder.core import TurnContext
from botbuilder.integration.aiohttp import CloudAdapter, ConfigurationBotFrameworkAuthentication
from botbuilder.schema import Activity, ResourceResponse
from botframework.connector.auth import AuthenticateRequestResult, BotFrameworkAuthentication

from .auth import TeamsSettings
from .connector import Connector
from .errors import ActivitySchemaError, AuthUnavailable, Unauthorized
from .keys import KeyRefresher, metadata_urls

log = logging.getLogger("parley.teams")

BOT_FRAMEWORK_ISSUER = "https://api.botframework.com"


def bot_framework_authentication(settings: TeamsSettings) -> BotFrameworkAuthentication:
    """botbuilder's authentication from the settings; only the key-metadata URL can be pointed elsewhere."""
    settings.check()
    configuration = SimpleNamespace(
        APP_ID=settings.app_id,
        APP_PASSWORD=settings.app_password,
        APP_TYPE=settings.app_type,
        APP_TENANTID=settings.tenant_id,
    )
    if settings.openid_metadata_url:
        configuration.TO_BOT_FROM_CHANNEL_OPENID_METADATA_URL = settings.openid_metadata_url
        configuration.TO_BOT_FROM_CHANNEL_TOKEN_ISSUER = BOT_FRAMEWORK_ISSUER
        configuration.TO_CHANNEL_FROM_BOT_OAUTH_SCOPE = BOT_FRAMEWORK_ISSUER
        configuration.TO_CHANNEL_FROM_BOT_LOGIN_URL = settings.outbound_token_url()
        configuration.TO_BOT_FROM_EMULATOR_OPENID_METADATA_URL = settings.openid_metadata_url
    return ConfigurationBotFrameworkAuthentication(configuration)


class BotbuilderTeamsAdapter(CloudAdapter):  # type: ignore[misc]  # botbuilder ships no type information
    sdk = "botbuilder"

    def __init__(self, authentication: BotFrameworkAuthentication, connector: Connector, keys: KeyRefresher | None = None) -> None:
        super().__init__(authentication)
        self.connector = connector
        self.keys = keys

    @classmethod
    def from_settings(cls, settings: TeamsSettings, connector: Connector) -> BotbuilderTeamsAdapter:
        keys = KeyRefresher(metadata_urls(settings.openid_metadata_url)) if settings.authenticated else None
        return cls(bot_framework_authentication(settings), connector, keys)

    async def start(self) -> None:
        """Load the channel's signing keys off the event loop (see keys.py)."""
        if self.keys is not None:
            await self.keys.start()

    async def stop(self) -> None:
        if self.keys is not None:
            await self.keys.stop()
        await self.connector.close()

    def parse(self, body: dict[str, Any]) -> Activity:
        try:
            return Activity().deserialize(body)
        except Exception as exc:  # msrest raises its own DeserializationError, or TypeError/ValueError on odd shapes
            raise ActivitySchemaError(str(exc)[:200]) from None

    async def process(self, auth_header: str | None, activity: Activity, logic: Callable[[], Awaitable[None]]) -> None:
        await self.process_activity(auth_header, activity, lambda _: logic())

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
