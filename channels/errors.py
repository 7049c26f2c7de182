"""Every failure becomes a JSON error a client can read; no stack trace ever leaves the server."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from parley.core.conversation import UnknownConversation, WriteConflict
from parley.core.store import StoreUnavailable

log = logging.getLogger("parley.http")

MAX_BODY: web.AppKey[int] = web.AppKey("max_body", int)
UNAVAILABLE = "Parley is temporarily unavailable. Please try again in a moment."
_CODES = {
    400: "BadArgument",
    401: "MissingToken",
    403: "Forbidden",
    404: "NotFound",
    405: "MethodNotAllowed",
    413: "PayloadTooLarge",
    415: "UnsupportedMediaType",
    503: "ServiceUnavailable",
}


class ApiError(Exception):
    def __init__(self, status: int, message: str, code: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.code = code or _CODES.get(status, "Error")


def json_error(status: int, message: str, code: str | None = None) -> web.Response:
    return web.json_response({"error": {"code": code or _CODES.get(status, "Error"), "message": message}}, status=status)


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@web.middleware
async def error_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        return await handler(request)
    except ApiError as exc:
        return json_error(exc.status, exc.message, exc.code)
    except web.HTTPRequestEntityTooLarge:
        return json_error(413, f"The request body is larger than the limit of {request.app[MAX_BODY]} bytes.")
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        return json_error(exc.status, exc.reason)
    except UnknownConversation as exc:
        return json_error(404, f"Conversation {exc.args[0]!r} does not exist (it may have expired or been deleted).")
    except (StoreUnavailable, WriteConflict) as exc:
        log.warning("%s %s: %s", request.method, request.path, exc)
        return json_error(503, UNAVAILABLE)
    except asyncio.CancelledError:
        raise
    except Exception:
        log.exception("unexpected error on %s %s", request.method, request.path)
        return json_error(500, "Something went wrong on our side; the error has been logged.", "InternalError")


def parse_json_object(body: bytes) -> dict[str, Any]:
    """`body` as a JSON object, or a 400 that says what is wrong (hostile nesting included)."""
    if not body:
        raise ApiError(400, "The request body is empty; a JSON object is expected.")
    try:
        data = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ApiError(400, f"The request body is not valid JSON: {exc}.") from None
    except RecursionError:
        raise ApiError(400, "The request body is nested too deeply.") from None
    if not isinstance(data, dict):
        raise ApiError(400, "The request body must be a JSON object.")
    return data


async def read_json_object(request: web.Request) -> dict[str, Any]:
    """The request body as a JSON object, or a 400/413 that says what is wrong."""
    return parse_json_object(await request.read())
