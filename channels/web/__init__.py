"""Parley's own web chat page: plain HTML, JS and CSS shipped in the package (no CDN).

The page is sent with a Content-Security-Policy: scripts, styles and images from this server only,
and connections to this server and its WebSocket stream only.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from aiohttp import web

from ..proxy import HOST, public_host

STATIC = Path(__file__).parent / "static"


def content_security_policy(stream_host: str | None) -> str:
    """The page's policy; `stream_host` (host[:port]) is where its WebSocket stream connects, when known."""
    streams = f" ws://{stream_host} wss://{stream_host}" if stream_host else ""
    return "; ".join(
        (
            "default-src 'none'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            f"connect-src 'self'{streams}",
            "base-uri 'none'",
            "form-action 'self'",
        )
    )


def page(trusted_proxies: int) -> Callable[[web.Request], Awaitable[web.FileResponse]]:
    async def index(request: web.Request) -> web.FileResponse:
        host = public_host(request, trusted_proxies)
        headers = {
            "Cache-Control": "no-cache",
            "Content-Security-Policy": content_security_policy(host if HOST.match(host) else None),
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
        }
        return web.FileResponse(STATIC / "index.html", headers=headers)

    return index


def routes(trusted_proxies: int = 0) -> list[web.AbstractRouteDef]:
    return [web.get("/", page(trusted_proxies)), web.static("/static", STATIC)]
