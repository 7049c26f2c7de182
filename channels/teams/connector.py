"""Replies to the Bot Framework connector over one pooled async HTTP session, with the bot's outbound
token fetched once and reused until shortly before it expires.

botbuilder's own CloudAdapter builds a new connector client and token client for every turn and
posts with blocking HTTP from a thread pool; this keeps its wire format and drops that cost.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from typing import Any, Protocol
from urllib.parse import quote

import aiohttp

from .service_urls import BOT_FRAMEWORK_SERVICE_URLS, ServiceUrlPolicy

log = logging.getLogger("parley.teams")

BOT_FRAMEWORK_SCOPE = "https://api.botframework.com/.default"
MULTI_TENANT_TOKEN_URL = "https://login.microsoftonline.com/botframework.com/oauth2/v2.0/token"
REFRESH_MARGIN_S = 300.0


class DeliveryError(RuntimeError):
    """The connector did not take a reply (unreachable, refused the token, or answered an error)."""


class ServiceUrlRefused(DeliveryError):
    """The reply's serviceUrl is not on the allow-list: nothing was sent."""


class TokenSource(Protocol):
    async def authorization(self) -> str | None:
        """The Authorization header for outbound calls, or None when none is needed (local mode)."""
        ...


class NoToken:
    async def authorization(self) -> str | None:
        return None


class ClientCredentialsToken:
    """An OAuth client-credentials token for the bot's app id, cached until REFRESH_MARGIN_S before expiry."""

    def __init__(
        self,
        session: Callable[[], aiohttp.ClientSession],
        app_id: str,
        password: str,
        token_url: str = MULTI_TENANT_TOKEN_URL,
        scope: str = BOT_FRAMEWORK_SCOPE,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._session = session
        self._form = {"grant_type": "client_credentials", "client_id": app_id, "client_secret": password, "scope": scope}
        self.token_url = token_url
        self._clock = clock
        self._token: str | None = None
        self._expires_at = 0.0
        self._lock = asyncio.Lock()
        self.fetches = 0

    async def authorization(self) -> str | None:
        if self._token is None or self._clock() >= self._expires_at:
            async with self._lock:
                if self._token is None or self._clock() >= self._expires_at:
                    await self._fetch()
        return f"Bearer {self._token}"

    async def _fetch(self) -> None:
        try:
            async with self._session().post(self.token_url, data=self._form) as response:
                body = await response.json(content_type=None)
                if response.status != 200 or not isinstance(body, dict) or "access_token" not in body:
                    raise DeliveryError(f"token endpoint answered {response.status}: {str(body)[:200]}")
        except (TimeoutError, aiohttp.ClientError, ValueError) as exc:
            raise DeliveryError(f"could not get a Bot Framework token from {self.token_url}: {exc}") from exc
        lifetime = float(body.get("expires_in", 3600))
        self._token = str(body["access_token"])
        self._expires_at = self._clock() + max(lifetime - REFRESH_MARGIN_S, lifetime / 2)
        self.fetches += 1
        log.info("fetched a Bot Framework token (valid %.0f s)", lifetime)

    def forget(self) -> None:
        """Drop the cached token (the connector said 401: it was revoked or rotated)."""
        self._token = None


class Connector:
    """Posts activities to conversations at a channel's serviceUrl, when the allow-list admits it."""

    def __init__(
        self,
        tokens: TokenSource | None = None,
        timeout_s: float = 10.0,
        pool_size: int = 100,
        service_urls: ServiceUrlPolicy | None = None,
    ) -> None:
        self.tokens: TokenSource = tokens or NoToken()
        self.service_urls = service_urls or ServiceUrlPolicy.parse(BOT_FRAMEWORK_SERVICE_URLS)
        self._timeout = aiohttp.ClientTimeout(total=timeout_s)
        self._pool_size = pool_size
        self._session: aiohttp.ClientSession | None = None

    def session(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            connector = aiohttp.TCPConnector(limit=self._pool_size, limit_per_host=self._pool_size)
            self._session = aiohttp.ClientSession(connector=connector, timeout=self._timeout)
        return self._session

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()

    async def send(self, service_url: str, conversation_id: str, activity: dict[str, Any]) -> dict[str, Any]:
        """POST the activity as a reply (to `replyToId` when set) and return the connector's resource response."""
        base = service_url.rstrip("/")
        path = f"/v3/conversations/{quote(conversation_id, safe='')}/activities"
        if activity.get("replyToId"):
            path += f"/{quote(str(activity['replyToId']), safe='')}"
        if not self.service_urls.allows(service_url):  # the path is quoted whole segments: it cannot change the host
            raise ServiceUrlRefused(f"{service_url[:200]!r} is not an allowed service URL")
        for attempt in (1, 2):
            headers = {}
            authorization = await self.tokens.authorization()
            if authorization:
                headers["Authorization"] = authorization
            try:
                async with self.session().post(base + path, json=activity, headers=headers, allow_redirects=False) as response:
                    if response.status == 401 and attempt == 1 and isinstance(self.tokens, ClientCredentialsToken):
                        self.tokens.forget()
                        continue
                    if response.status >= 300:
                        raise DeliveryError(f"{base} answered {response.status} to a reply")
                    raw = await response.read()
                    body = json.loads(raw) if raw.strip() else {}
                    return body if isinstance(body, dict) else {}
            except (TimeoutError, aiohttp.ClientError, ValueError) as exc:
                raise DeliveryError(f"could not reach the connector at {base}: {exc}") from exc
        raise DeliveryError(f"{base} refused the bot's token twice")
