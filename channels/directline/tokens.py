"""Direct Line tokens: signed, expiring, bound to one conversation (and its user), verifiable by any process."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from dataclasses import dataclass


class TokenError(Exception):
    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class TokenClaims:
    conversation_id: str
    user_id: str
    expires_at: int


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class TokenSigner:
    def __init__(self, key: str, lifetime_s: int = 3600) -> None:
        self._key = key.encode("utf-8")
        self.lifetime_s = lifetime_s

    def issue(self, conversation_id: str, user_id: str, now_s: float) -> str:
        payload = {"c": conversation_id, "u": user_id, "e": int(now_s) + self.lifetime_s}
        body = _b64(json.dumps(payload, separators=(",", ":")).encode("utf-8"))
        return f"{body}.{_b64(self._sign(body))}"

    def _sign(self, body: str) -> bytes:
        return hmac.new(self._key, b"parley-dl1." + body.encode("ascii"), hashlib.sha256).digest()

    def verify(self, token: str, now_s: float) -> TokenClaims:
        body, _, signature = token.partition(".")
        try:
            valid = hmac.compare_digest(_unb64(signature), self._sign(body))
        except (ValueError, UnicodeError):
            valid = False
        if not body or not valid:
            raise TokenError("The token is not valid.", "BadToken")
        payload = json.loads(_unb64(body))
        if int(payload["e"]) < now_s:
            raise TokenError("The token has expired; refresh it or start a new conversation.", "TokenExpired")
        return TokenClaims(payload["c"], payload["u"], int(payload["e"]))
