"""The Teams channel on the Microsoft 365 Agents SDK (PARLEY_TEAMS_SDK=agents, the default).

An inbound activity is read with the SDK's Activity model (pydantic) and its token checked with the
SDK's JwtTokenValidator (see agents_auth.py). The SDK's CloudAdapter is not used on the request path:
it builds a connector client and a token provider for every turn; replies go through Parley's pooled
Connector with its cached client-credentials token instead, in the same Bot Framework wire format.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from microsoft_agents.activity import Activity
from pydantic import ValidationError

from .agents_auth import AgentsTokenCheck
from .auth import TeamsSettings
from .connector import Connector
from .errors import ActivitySchemaError
from .signing_keys import BOT_FRAMEWORK_OPENID_METADATA_URL, SigningKeys


class _QuietSchemaErrors(logging.Filter):
    """The SDK logs every activity its model refuses as an error with a traceback; Parley answers it
    with a 400 instead, so a client's bad body never puts a traceback in the server's log."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("Validation error for Activity")


logging.getLogger("microsoft_agents.activity.activity").addFilter(_QuietSchemaErrors())


class AgentsTeamsAdapter:
    sdk = "agents"

    def __init__(self, connector: Connector, tokens: AgentsTokenCheck | None) -> None:
        self.connector = connector
        self.tokens = tokens  # None: local mode, no inbound authentication

    @classmethod
    def from_settings(cls, settings: TeamsSettings, connector: Connector) -> AgentsTeamsAdapter:
        settings.check()
        if not settings.authenticated:
            return cls(connector, None)
        keys = SigningKeys(connector.session, settings.openid_metadata_url or BOT_FRAMEWORK_OPENID_METADATA_URL)
        return cls(connector, AgentsTokenCheck(settings.app_id, settings.tenant_id, keys))

    async def start(self) -> None:
        """Load the channel's signing keys before the first request."""
        if self.tokens is not None:
            await self.tokens.keys.start()

    async def stop(self) -> None:
        if self.tokens is not None:
            await self.tokens.keys.stop()
        await self.connector.close()

    def parse(self, body: dict[str, Any]) -> Activity:
        try:
            return Activity.model_validate(body)
        except (ValidationError, TypeError, ValueError) as exc:
            raise ActivitySchemaError(str(exc).splitlines()[0][:200]) from None

    async def process(self, auth_header: str | None, activity: Activity, logic: Callable[[], Awaitable[None]]) -> None:
        if self.tokens is not None:
            await self.tokens.authenticate(auth_header, activity.channel_id, str(activity.service_url))
        await logic()

    async def send(self, inbound: dict[str, Any], content: dict[str, Any]) -> dict[str, Any]:
        """Send one reply given as JSON (no schema objects built on the way out)."""
        conversation = inbound.get("conversation") or {}
        return await self.connector.send(str(inbound["serviceUrl"]), str(conversation["id"]), content)
