"""CORS for the Direct Line endpoints: Web Chat runs on the embedding site's origin, not Parley's.

Direct Line authenticates with bearer tokens in the Authorization header, never cookies, so letting
other origins call it adds no ambient authority; the allowed origins are configurable all the same.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from aiohttp import web
from aiohttp.typedefs import Middleware

ALLOW_HEADERS = "Authorization, Content-Type, x-ms-bot-agent, x-requested-with"
ALLOW_METHODS = "GET, POST, OPTIONS"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def cors_middleware(prefixes: tuple[str, ...], origins: tuple[str, ...]) -> Middleware:
    @web.middleware
    async def cors(request: web.Request, handler: Handler) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin is None or not request.path.startswith(prefixes):
            return await handler(request)
        allowed = "*" if "*" in origins else origin if origin in origins else None
        if request.method == "OPTIONS" and "Access-Control-Request-Method" in request.headers:
            if allowed is None:
                return web.Response(status=403, text="origin not allowed")
            return web.Response(
                status=204,
                headers={
                    "Access-Control-Allow-Origin": allowed,
                    "Access-Control-Allow-Methods": ALLOW_METHODS,
                    "Access-Control-Allow-Headers": ALLOW_HEADERS,
                    "Access-Control-Max-Age": "600",
                    "Vary": "Origin",
                },
            )
        response = await handler(request)
        if allowed is not None and not response.prepared:
            response.headers["Access-Control-Allow-Origin"] = allowed
            response.headers["Vary"] = "Origin"
        return response

    return cors
