"""Parley's own web chat page: plain HTML, JS and CSS shipped in the package (no CDN)."""

from __future__ import annotations

from pathlib import Path

from aiohttp import web

STATIC = Path(__file__).parent / "static"


async def index(_: web.Request) -> web.FileResponse:
    return web.FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})


def routes() -> list[web.AbstractRouteDef]:
    return [web.get("/", index), web.static("/static", STATIC)]
