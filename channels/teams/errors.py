"""What an adapter raises when an inbound request cannot be authenticated."""

from __future__ import annotations


class Unauthorized(PermissionError):
    """The request's Bot Framework token is missing, malformed, expired, or not for this bot (a 401)."""


class AuthUnavailable(RuntimeError):
    """The channel's signing keys could not be fetched, so no token can be checked right now (a 503)."""


class ActivitySchemaError(ValueError):
    """The body does not follow the SDK's Activity schema (a 400)."""
