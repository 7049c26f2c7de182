"""The seam between the Teams channel and the SDK it runs on (PARLEY_TEAMS_SDK).

- `agents` (default): the Microsoft 365 Agents SDK, see agents_adapter.py.
- `botbuilder`: the Bot Framework SDK 4.17, no longer serviced by Microsoft, see botbuilder_adapter.py.

Either way an inbound activity is checked and read by the SDK, and replies go through Parley's pooled
Connector. Only the chosen SDK is imported.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from .auth import TeamsSettings
from .connector import Connector
from .errors import ActivitySchemaError, AuthUnavailable, Unauthorized

__all__ = ["ActivitySchemaError", "AuthUnavailable", "TeamsAdapter", "Unauthorized", "teams_adapter"]


class TeamsAdapter(Protocol):
    sdk: str
    connector: Connector

    async def start(self) -> None:
        """Get ready to authenticate requests (load signing keys)."""

    async def stop(self) -> None:
        """Stop refreshing keys and close the connector."""

    def parse(self, body: dict[str, Any]) -> Any:
        """The body as the SDK's Activity (ActivitySchemaError when it does not fit the schema)."""

    async def process(self, auth_header: str | None, activity: Any, logic: Callable[[], Awaitable[None]]) -> None:
        """Authenticate the request (Unauthorized, AuthUnavailable), then run `logic`."""

    async def send(self, inbound: dict[str, Any], content: dict[str, Any]) -> dict[str, Any]:
        """Post one reply to the conversation `inbound` came from."""


def teams_adapter(settings: TeamsSettings, connector: Connector) -> TeamsAdapter:
    if settings.sdk == "botbuilder":
        from .botbuilder_adapter import BotbuilderTeamsAdapter

        return BotbuilderTeamsAdapter.from_settings(settings, connector)
    from .agents_adapter import AgentsTeamsAdapter

    return AgentsTeamsAdapter.from_settings(settings, connector)
