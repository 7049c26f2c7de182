"""Inbound Bot Framework authentication on the Microsoft 365 Agents SDK.

The SDK's JwtTokenValidator checks the signature (RS256), expiry and not-before (5 minutes' leeway), the
audience (the bot's app id) and, with VALIDATE_ISSUER, the issuer (Bot Framework's). It picks the key
set from the token's unverified issuer and fetches it with blocking HTTP in a thread; here its key
lookup is given Parley's SigningKeys instead, so the keys come from the configured OpenID metadata
(PARLEY_TEAMS_OPENID_METADATA_URL, Microsoft's by default), loaded ahead with async HTTP.

The SDK compares only the host of the token's `serviceurl` claim with the activity's, and only when its
host validator is on; as botbuilder did, Parley requires the claim and requires it to equal the
activity's serviceUrl, and requires the signing key to endorse the activity's channel.
"""

from __future__ import annotations

from typing import Any

from jwt import PyJWK, get_unverified_header
from microsoft_agents.hosting.core.authorization import AgentAuthConfiguration, ClaimsIdentity, JwtTokenValidator

from .errors import AuthUnavailable, Unauthorized
from .signing_keys import SigningKeys

BOT_FRAMEWORK_ISSUER = "https://api.botframework.com"


class _ConfiguredKeys:
    """Stands in for the SDK's per-URI JWKS clients: every key comes from Parley's SigningKeys."""

    def __init__(self, keys: SigningKeys) -> None:
        self.keys = keys

    async def get_signing_key(self, jwks_uri: str, header: dict[str, Any]) -> PyJWK:
        return (await self.keys.key(header.get("kid"))).key


def bearer_token(header: str | None) -> str:
    scheme, _, token = (header or "").strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("the request has no Bearer token")
    return token.strip()


class AgentsTokenCheck:
    def __init__(self, app_id: str, tenant_id: str, keys: SigningKeys) -> None:
        configuration = AgentAuthConfiguration(
            client_id=app_id,
            tenant_id=tenant_id or None,
            issuers=[BOT_FRAMEWORK_ISSUER],
            validate_issuer=True,
        )
        self.keys = keys
        self.validator = JwtTokenValidator(configuration)
        self.validator._jwk_client_manager = _ConfiguredKeys(keys)  # type: ignore[assignment]  # the SDK's one seam for key lookup

    async def authenticate(self, header: str | None, channel_id: str | None, service_url: str) -> ClaimsIdentity:
        """The token's verified claims (Unauthorized for any token that is not a valid one for this activity)."""
        token = bearer_token(header)
        try:
            identity = await self.validator.validate_token(token)
            key = await self.keys.key(get_unverified_header(token).get("kid"))
        except (Unauthorized, AuthUnavailable):
            raise
        except Exception as exc:  # PyJWT's errors, the SDK's ValueError, odd claim shapes: all a bad token
            raise Unauthorized(str(exc) or type(exc).__name__) from exc
        if key.endorsements is not None and (not channel_id or channel_id not in key.endorsements):
            raise Unauthorized(f"the signing key does not endorse the channel {channel_id!r}")
        claimed = identity.get_claim_value("serviceurl")
        if not isinstance(claimed, str) or claimed != service_url:
            raise Unauthorized("the token's serviceurl claim does not match the activity's serviceUrl")
        return identity
