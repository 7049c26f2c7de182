"""Keeps botbuilder's cache of the channel's signing keys fresh from a thread (PARLEY_TEAMS_SDK=botbuilder).

botbuilder fetches the OpenID metadata and signing keys with blocking `requests` calls inside the
event loop, the first time a token is checked and again once a day: every conversation of the process
stalls meanwhile. With an app id, Parley loads the keys before the first request and refreshes them
every `every_s` (well inside botbuilder's day), always off the event loop, so botbuilder finds them
cached.
"""

from __future__ import annotations

import asyncio
import logging

from botframework.connector.auth import AuthenticationConstants
from botframework.connector.auth.jwt_token_extractor import JwtTokenExtractor

log = logging.getLogger("parley.teams")


def metadata_urls(openid_metadata_url: str | None) -> list[str]:
    """The metadata botbuilder will read: the channel's and the Emulator's."""
    if openid_metadata_url:
        return [openid_metadata_url]
    return [
        AuthenticationConstants.TO_BOT_FROM_CHANNEL_OPENID_METADATA_URL,
        AuthenticationConstants.TO_BOT_FROM_EMULATOR_OPENID_METADATA_URL,
    ]


def _refresh_blocking(url: str) -> None:
    metadata = JwtTokenExtractor.get_open_id_metadata(url)
    asyncio.run(metadata._refresh())  # its blocking requests run in this worker thread, not the server's loop


async def refresh_keys(urls: list[str]) -> bool:
    ok = True
    for url in urls:
        try:
            await asyncio.to_thread(_refresh_blocking, url)
            log.info("Bot Framework signing keys loaded from %s", url)
        except Exception as exc:  # unreachable now: botbuilder retries on the next token, and so do we later
            ok = False
            log.warning("could not load Bot Framework signing keys from %s: %s", url, exc)
    return ok


class KeyRefresher:
    def __init__(self, urls: list[str], every_s: float = 6 * 3600) -> None:
        self.urls = urls
        self.every_s = every_s
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        await refresh_keys(self.urls)
        self._task = asyncio.create_task(self._loop())

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(self.every_s)
            await refresh_keys(self.urls)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
