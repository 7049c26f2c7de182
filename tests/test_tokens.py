"""Direct Line tokens: bound to a conversation, signed, expiring."""

import base64
import json

import pytest

from parley.channels.directline.tokens import TokenError, TokenSigner

SIGNER = TokenSigner("key-one", lifetime_s=60)


def test_round_trip() -> None:
    claims = SIGNER.verify(SIGNER.issue("conv-1", "user-1", 1000), 1030)
    assert (claims.conversation_id, claims.user_id, claims.expires_at) == ("conv-1", "user-1", 1060)


def test_expired() -> None:
    with pytest.raises(TokenError) as error:
        SIGNER.verify(SIGNER.issue("c", "u", 1000), 1061)
    assert error.value.code == "TokenExpired"


def test_tampered_conversation_is_refused() -> None:
    token = SIGNER.issue("mine", "u", 1000)
    _body, signature = token.split(".")
    forged = base64.urlsafe_b64encode(json.dumps({"c": "theirs", "u": "u", "e": 9999}).encode()).rstrip(b"=").decode()
    with pytest.raises(TokenError) as error:
        SIGNER.verify(f"{forged}.{signature}", 1000)
    assert error.value.code == "BadToken"


@pytest.mark.parametrize("token", ["", "nodot", "a.b", "....", "\u00e9.\u00e9"])
def test_garbage_is_refused(token: str) -> None:
    with pytest.raises(TokenError):
        SIGNER.verify(token, 0)


def test_another_key_does_not_verify() -> None:
    with pytest.raises(TokenError):
        TokenSigner("key-two").verify(SIGNER.issue("c", "u", 1000), 1000)
