"""A fake Bot Framework service on loopback, in its own thread: the connector replies are posted to,
the token endpoint the bot gets its outbound token from, and the OpenID metadata + signing keys that
inbound tokens are checked against. It stands for Microsoft's remote services."""

from __future__ import annotations

import asyncio
import json
import threading
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import jwt
from aiohttp import web
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

from .loopback import LoopbackServer

ISSUER = "https://api.botframework.com"


@dataclass
class Posted:
    path: str
    authorization: str | None
    body: dict[str, Any]


@dataclass
class FakeBotFramework(LoopbackServer):
    app_password: str = "s3cret"
    posted: list[Posted] = field(default_factory=list)
    token_requests: list[dict[str, str]] = field(default_factory=list)
    key_requests: int = 0
    fail_replies: bool = False
    reply_delay_s: float = 0.0

    def __post_init__(self) -> None:
        self.signing_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.kid = "test-key-1"
        self._original = (self.signing_key, self.kid)
        self.unendorsed_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.unendorsed_kid = "webchat-only-key"  # published, but not for msteams
        self.issued_token = "outbound-" + uuid.uuid4().hex
        self._lock = threading.Lock()
        LoopbackServer.__init__(self)

    # --- tokens the channel would sign ------------------------------------------------------------
    @staticmethod
    def claims(app_id: str, service_url: str | None, *, issuer: str = ISSUER, expires_in: int = 3600) -> dict[str, Any]:
        now = int(time.time())
        claims: dict[str, Any] = {"iss": issuer, "aud": app_id, "nbf": now - 10, "exp": now + expires_in}
        if service_url is not None:
            claims["serviceurl"] = service_url
        return claims

    def channel_token(
        self,
        app_id: str,
        service_url: str | None,
        *,
        key: rsa.RSAPrivateKey | None = None,
        issuer: str = ISSUER,
        expires_in: int = 3600,
        kid: str | None = None,
    ) -> str:
        claims = self.claims(app_id, service_url, issuer=issuer, expires_in=expires_in)
        return jwt.encode(claims, key or self.signing_key, algorithm="RS256", headers={"kid": kid or self.kid})

    def rotate_key(self) -> None:
        """Sign with a new key from now on, and publish it instead of the old one."""
        self.signing_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.kid = "test-key-" + uuid.uuid4().hex[:8]

    def restore_key(self) -> None:
        self.signing_key, self.kid = self._original

    def clear(self) -> None:
        with self._lock:
            self.posted.clear()
            self.token_requests.clear()

    def replies(self) -> list[Posted]:
        with self._lock:
            return list(self.posted)

    def routes(self, app: web.Application) -> None:
        app.router.add_post("/v3/conversations/{conversation}/activities", self._activity)
        app.router.add_post("/v3/conversations/{conversation}/activities/{reply_to}", self._activity)
        app.router.add_post("/token", self._token)
        app.router.add_get("/openid", self._openid)
        app.router.add_get("/keys", self._keys)

    async def _activity(self, request: web.Request) -> web.Response:
        body = await request.json()
        if self.reply_delay_s:
            await asyncio.sleep(self.reply_delay_s)
        if self.fail_replies:
            return web.json_response({"error": {"code": "ServiceError"}}, status=500)
        with self._lock:
            self.posted.append(Posted(request.path, request.headers.get("Authorization"), body))
        return web.json_response({"id": uuid.uuid4().hex})

    async def _token(self, request: web.Request) -> web.Response:
        form = dict(await request.post())
        with self._lock:
            self.token_requests.append({k: str(v) for k, v in form.items()})
        if form.get("client_secret") != self.app_password:
            return web.json_response({"error": "invalid_client"}, status=401)
        return web.json_response({"token_type": "Bearer", "expires_in": 3600, "access_token": self.issued_token})

    async def _openid(self, _: web.Request) -> web.Response:
        return web.json_response({"issuer": ISSUER, "jwks_uri": f"{self.url}/keys", "id_token_signing_alg_values_supported": ["RS256"]})

    async def _keys(self, _: web.Request) -> web.Response:
        with self._lock:
            self.key_requests += 1
        jwk = json.loads(RSAAlgorithm.to_jwk(self.signing_key.public_key()))
        jwk.update(kid=self.kid, use="sig", endorsements=["msteams", "directline", "webchat", "emulator"])
        other = json.loads(RSAAlgorithm.to_jwk(self.unendorsed_key.public_key()))
        other.update(kid=self.unendorsed_kid, use="sig", endorsements=["webchat"])
        return web.json_response({"keys": [jwk, other]})
