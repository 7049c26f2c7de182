"""Client-supplied text made safe to put in a log line or an error message: one line, bounded, unambiguous.

Control characters (newlines, carriage returns, escape sequences, NUL), other non-printable characters,
lone surrogates and the backslash itself come out as Python escapes (`\\n`, `\\x1b`, `\\ud800`, `\\\\`), so a
client can neither start a forged log line nor make two different values look alike.
"""

from __future__ import annotations

import logging

from aiohttp.http_exceptions import HttpProcessingError

MAX_LOGGED_CHARS = 200


def _escape(char: str) -> str:
    if char == "\\":
        return "\\\\"
    if char == "\n":
        return "\\n"
    if char == "\r":
        return "\\r"
    if char == "\t":
        return "\\t"
    code = ord(char)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def _is_plain(char: str) -> bool:
    return char != "\\" and char.isprintable() and not 0xD800 <= ord(char) <= 0xDFFF


def client_text(value: object, limit: int = MAX_LOGGED_CHARS) -> str:
    """`value` as one escaped line of at most about `limit` characters (longer values end with '…(N chars)')."""
    text = value if isinstance(value, str) else str(value)
    shown = text[:limit]
    escaped = (
        shown
        if shown.isascii() and shown.isprintable() and "\\" not in shown
        else "".join(c if _is_plain(c) else _escape(c) for c in shown)
    )
    return escaped if len(text) <= limit else f"{escaped}…({len(text)} chars)"


class OneLineClientErrors(logging.Filter):
    """aiohttp's reports of a client's fault (a malformed request, a connection dropped mid-request) as one
    escaped INFO line instead of an ERROR with a traceback: anyone on the internet can cause them at will."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        if isinstance(exc, (HttpProcessingError, ConnectionError)):
            record.msg = f"{record.getMessage()}: {type(exc).__name__}: {client_text(exc)}"
            record.args = None
            record.exc_info = None
            record.exc_text = None
            record.levelno, record.levelname = logging.INFO, "INFO"
        return True


def quiet_client_errors(logger: logging.Logger) -> None:
    """Install OneLineClientErrors on `logger` (once)."""
    if not any(isinstance(f, OneLineClientErrors) for f in logger.filters):
        logger.addFilter(OneLineClientErrors())
