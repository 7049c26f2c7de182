"""GET /maps/<name>.png: the PNG map of the places a name packs (see key.py), drawn once and kept a while."""

from __future__ import annotations

import asyncio
import hashlib
from collections import OrderedDict

from aiohttp import web

from .image import render_map
from .key import MapNameError, places

PATH = "/maps"
CACHE_SIZE = 256  # images kept in memory (a few KB each)


class MapImages:
    """Draws map images on request, off the event loop, and keeps the most recent CACHE_SIZE by content hash."""

    def __init__(self, cache_size: int = CACHE_SIZE) -> None:
        self.cache_size = cache_size
        self.cache: OrderedDict[str, bytes] = OrderedDict()

    async def image(self, name: str) -> tuple[str, bytes]:
        """The image's content hash and its PNG; MapNameError for a name that is not a map."""
        found = places(name)
        digest = hashlib.sha256(name.encode("ascii")).hexdigest()[:32]
        png = self.cache.get(digest)
        if png is None:
            png = await asyncio.to_thread(render_map, found)
            self.cache[digest] = png
            while len(self.cache) > self.cache_size:
                self.cache.popitem(last=False)
        else:
            self.cache.move_to_end(digest)
        return digest, png

    async def handle(self, request: web.Request) -> web.Response:
        try:
            digest, png = await self.image(request.match_info["name"])
        except MapNameError as exc:
            return web.json_response({"error": {"code": "NotFound", "message": f"No such map: {exc}."}}, status=404)
        etag = f'"{digest}"'
        headers = {"Cache-Control": "public, max-age=31536000, immutable", "ETag": etag, "X-Content-Type-Options": "nosniff"}
        if request.headers.get("If-None-Match") == etag:
            return web.Response(status=304, headers=headers)
        return web.Response(body=png, content_type="image/png", headers=headers)

    def routes(self) -> list[web.AbstractRouteDef]:
        return [web.get(PATH + "/{name}.png", self.handle)]
