"""Every failure becomes a JSON error a client can read; no stack trace ever leaves the server."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from parley.core.conversation import UnknownConversation

from .json_body import parse_json_document
from .limits import InputRejected
from .logsafe import client_text
from .outbound import OUTAGES, UNAVAILABLE

log = logging.getLogger("parley.http")

MAX_BODY: web.AppKey[int] = web.AppKey("max_body", int)
BODY_TIMEOUT_S: web.AppKey[float] = web.AppKey("body_timeout_s", float)
DEFAULT_BODY_TIMEOUT_S = 20.0  # how long a client may take to send a request body, once its headers are in
_CODES = {
    400: "BadArgument",
    401: "MissingToken",
    403: "Forbidden",
    404: "NotFound",
    405: "MethodNotAllowed",
    408: "RequestTimeout",
    413: "PayloadTooLarge",
    415: "UnsupportedMediaType",
    503: "ServiceUnavailable",
}


class SlowBody(Exception):
    """The request body did not arrive within the time allowed."""

    def __init__(self, timeout_s: float) -> None:
        super().__init__(f"The request body did not arrive within {timeout_s:g} seconds.")
        self.timeout_s = timeout_s


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
    except InputRejected as exc:
        return json_error(400, str(exc))
    except SlowBody as exc:  # answered, then the connection is closed: the rest of the body is not waited for
        log.info("%s %s: %s", request.method, client_text(request.path), exc)
        response = json_error(408, str(exc))
        response.force_close()
        return response
    except ConnectionResetError:  # the client went away while sending: one line, and nothing to answer it with
        log.info("%s %s: the client closed the connection before its request was read", request.method, client_text(request.path))
        return json_error(400, "The connection closed before the request was complete.")
    except web.RequestPayloadError as exc:  # a malformed chunked or compressed body
        log.info("%s %s: unreadable request body: %s", request.method, client_text(request.path), client_text(exc))
        return json_error(400, "The request body could not be read (malformed chunked or compressed data).")
    except web.HTTPRequestEntityTooLarge:
        return json_error(413, f"The request body is larger than the limit of {request.app[MAX_BODY]} bytes.")
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        return json_error(exc.status, exc.reason)
    except UnknownConversation as exc:
        return json_error(404, f"Conversation {exc.args[0]!r} does not exist (it may have expired or been deleted).")
    except OUTAGES as exc:  # outside a turn (a turn gets its apology from parley.channels.outbound)
        log.warning("%s %s: %s", request.method, client_text(request.path), exc)
        return json_error(503, UNAVAILABLE)
    except asyncio.CancelledError:
        raise
    except Exception:
        log.exception("unexpected error on %s %s", request.method, client_text(request.path))
        return json_error(500, "Something went wrong on our side; the error has been logged.", "InternalError")


def parse_json_object(body: bytes) -> dict[str, Any]:
    """`body` as a JSON object, or a 400 that says what is wrong (see json_body: nesting, Unicode, numbers)."""
    try:
        return parse_json_document(body)
    except InputRejected as exc:
        raise ApiError(400, str(exc)) from None


async def read_body(request: web.Request) -> bytes:
    """The request body, read within the app's BODY_TIMEOUT_S (SlowBody otherwise) and its size limit (413)."""
    timeout_s = request.app.get(BODY_TIMEOUT_S, DEFAULT_BODY_TIMEOUT_S)
    try:
        async with asyncio.timeout(timeout_s):
            return await request.read()
    except TimeoutError:
        raise SlowBody(timeout_s) from None


async def read_json_object(request: web.Request) -> dict[str, Any]:
    """The request body as a JSON object, or a 400/408/413 that says what is wrong."""
    return parse_json_object(await read_body(request))
