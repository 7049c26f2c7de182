"""Who is asking, and at which address the server was reached: the peer and Host header by default;
the X-Forwarded-* headers only when the operator says a reverse proxy sets them (PARLEY_TRUST_PROXY).
"""

from __future__ import annotations

import re

from aiohttp import web

HOST = re.compile(r"^[A-Za-z0-9.\-]+(:[0-9]{1,5})?$|^\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$")


def client_address(request: web.Request, trusted_proxies: int) -> str:
    """The peer's address; behind `trusted_proxies` proxies, the address the outermost of them saw
    (that many entries from the right of X-Forwarded-For; entries further left are the client's own claims)."""
    peer = request.remote or "unknown"
    if trusted_proxies <= 0:
        return peer
    hops = [hop.strip() for header in request.headers.getall("X-Forwarded-For", []) for hop in header.split(",") if hop.strip()]
    if not hops:
        return peer
    return hops[-min(trusted_proxies, len(hops))]


def public_host(request: web.Request, trusted_proxies: int) -> str:
    forwarded = request.headers.get("X-Forwarded-Host", "").split(",")[0].strip() if trusted_proxies > 0 else ""
    return forwarded or request.host


def public_scheme(request: web.Request, trusted_proxies: int) -> str:
    forwarded = request.headers.get("X-Forwarded-Proto", "").split(",")[0].strip().lower() if trusted_proxies > 0 else ""
    return forwarded if forwarded in ("http", "https") else request.scheme
