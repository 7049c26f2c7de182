"""An aiohttp server on loopback in its own thread and event loop: it stands for a remote service, and
keeps answering while the code under test blocks its own loop (botbuilder fetches keys synchronously)."""

from __future__ import annotations

import asyncio
import mimetypes
import threading
from typing import Self

from aiohttp import web


class LoopbackServer:
    def __init__(self) -> None:
        self._loop = asyncio.new_event_loop()
        self._runner: web.AppRunner | None = None
        self.port = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def routes(self, app: web.Application) -> None:
        raise NotImplementedError

    def start(self) -> Self:
        ready = threading.Event()
        threading.Thread(target=self._serve, args=(ready,), daemon=True).start()
        if not ready.wait(10):
            raise RuntimeError("loopback server did not start")
        return self

    def stop(self) -> None:
        if self._runner is not None:
            asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)

    def _serve(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self._loop)
        app = web.Application()
        self.routes(app)
        self._runner = web.AppRunner(app, access_log=None)
        self._loop.run_until_complete(self._runner.setup())
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        self._loop.run_until_complete(site.start())
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        ready.set()
        self._loop.run_forever()


class StaticFiles(LoopbackServer):
    """Serves fixed bodies by path and counts the requests for each."""

    def __init__(self, files: dict[str, bytes] | None = None) -> None:
        super().__init__()
        self.files: dict[str, bytes] = dict(files or {})
        self.hits: dict[str, int] = {}

    def routes(self, app: web.Application) -> None:
        app.router.add_get("/{path:.*}", self._get)

    async def _get(self, request: web.Request) -> web.Response:
        self.hits[request.path] = self.hits.get(request.path, 0) + 1
        body = self.files.get(request.path)
        if body is None:
            return web.Response(status=404)
        kind = mimetypes.guess_type(request.path)[0] or "application/octet-stream"
        return web.Response(body=body, content_type=kind)
