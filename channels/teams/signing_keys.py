"""The Bot Framework channel's signing keys, fetched with async HTTP and kept in memory.

The OpenID metadata document names the key set (`jwks_uri`); each key may list the channels it
endorses (`endorsements`). Keys are loaded before the first request and refreshed on a timer; a token
signed by a key not in the set triggers an early refresh, at most one per `min_refresh_s`, so a rotated
key is picked up without letting forged key ids make the server fetch on every request.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import aiohttp
from jwt import PyJWK, PyJWKError

from .errors import AuthUnavailable, Unauthorized

log = logging.getLogger("parley.teams")

BOT_FRAMEWORK_OPENID_METADATA_URL = "https://login.botframework.com/v1/.well-known/openidconfiguration"


@dataclass(frozen=True)
class SigningKey:
    key: PyJWK
    endorsements: tuple[str, ...] | None  # the channels this key signs for, None when the key set does not say


def parse_key_set(document: Any) -> dict[str, SigningKey]:
    """The usable RSA keys of a JWKS document by key id (a key Parley cannot read is skipped)."""
    keys = document.get("keys") if isinstance(document, dict) else None
    if not isinstance(keys, list):
        raise ValueError("the key set has no 'keys' list")
    found: dict[str, SigningKey] = {}
    for entry in keys:
        if not isinstance(entry, dict) or not isinstance(entry.get("kid"), str) or entry.get("kty") != "RSA":
            continue
        try:
            key = PyJWK(entry, algorithm="RS256")
        except PyJWKError:
            continue
        endorsements = entry.get("endorsements")
        listed = tuple(e for e in endorsements if isinstance(e, str)) if isinstance(endorsements, list) else None
        found[entry["kid"]] = SigningKey(key, listed)
    return found


class SigningKeys:
    def __init__(
        self,
        session: Callable[[], aiohttp.ClientSession],
        metadata_url: str = BOT_FRAMEWORK_OPENID_METADATA_URL,
        every_s: float = 6 * 3600,
        min_refresh_s: float = 300.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._session = session
        self.metadata_url = metadata_url
        self.every_s = every_s
        self.min_refresh_s = min_refresh_s
        self._clock = clock
        self._keys: dict[str, SigningKey] = {}
        self._forced_at: float | None = None  # the last refresh asked for by an unknown key id
        self._lock = asyncio.Lock()
        self._task: asyncio.Task[None] | None = None

    @property
    def key_ids(self) -> list[str]:
        return sorted(self._keys)

    async def _get_json(self, url: str) -> Any:
        async with self._session().get(url) as response:
            if response.status != 200:
                raise ValueError(f"{url} answered {response.status}")
            return await response.json(content_type=None)

    async def refresh(self) -> None:
        """Fetch the metadata and the key set now (AuthUnavailable when they cannot be read)."""
        async with self._lock:
            try:
                metadata = await self._get_json(self.metadata_url)
                jwks_uri = metadata.get("jwks_uri") if isinstance(metadata, dict) else None
                if not isinstance(jwks_uri, str) or not jwks_uri:
                    raise ValueError("the OpenID metadata has no 'jwks_uri'")
                keys = parse_key_set(await self._get_json(jwks_uri))
            except (TimeoutError, aiohttp.ClientError, ValueError) as exc:
                raise AuthUnavailable(f"could not fetch the channel's signing keys from {self.metadata_url}: {exc}") from exc
            self._keys = keys
            log.info("Bot Framework signing keys loaded from %s (%d keys)", self.metadata_url, len(keys))

    async def key(self, kid: object) -> SigningKey:
        """The key a token names (Unauthorized for an unknown one, AuthUnavailable when no keys could be loaded)."""
        if not isinstance(kid, str) or not kid:
            raise Unauthorized("the token names no signing key")
        found = self._keys.get(kid)
        if found is not None:
            return found
        now = self._clock()
        if self._forced_at is None or now - self._forced_at >= self.min_refresh_s:
            self._forced_at = now  # failed tries count too: no fetch storm while the service is down
            try:
                await self.refresh()
            except AuthUnavailable:
                if not self._keys:
                    raise
        found = self._keys.get(kid)
        if found is None:
            if not self._keys:
                raise AuthUnavailable(f"no signing keys loaded from {self.metadata_url}")
            raise Unauthorized("the token is signed by a key the channel does not publish")
        return found

    async def start(self) -> None:
        try:
            await self.refresh()
        except AuthUnavailable as exc:  # retried on the first token and on the timer
            log.warning("%s", exc)
        self._task = asyncio.create_task(self._loop())

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(self.every_s)
            try:
                await self.refresh()
            except AuthUnavailable as exc:
                log.warning("%s", exc)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
