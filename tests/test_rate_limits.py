"""Rate limits: the token buckets given the time, then Direct Line refusing with 429 and Retry-After past them."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import make_mocked_request
from multidict import CIMultiDict

from parley.app.settings import Settings, SettingsError
from parley.channels.proxy import client_address
from parley.channels.ratelimit import RateLimits, TokenBuckets, retry_after_s

from .conftest import ParleyHarness

# --- the buckets, pure -------------------------------------------------------------------------


def test_a_full_bucket_allows_its_capacity_at_once_then_refuses_with_the_wait() -> None:
    buckets = TokenBuckets(3, period_s=60)
    assert [buckets.take("a", 100.0) for _ in range(3)] == [0.0, 0.0, 0.0]
    assert buckets.take("a", 100.0) == pytest.approx(20.0)  # one token comes back every 60/3 s
    assert buckets.take("a", 110.0) == pytest.approx(10.0)
    assert buckets.take("a", 120.0) == 0.0
    assert buckets.take("a", 120.0) == pytest.approx(20.0)


def test_keys_have_their_own_buckets() -> None:
    buckets = TokenBuckets(1)
    assert buckets.take("a", 0.0) == 0.0
    assert buckets.take("a", 0.0) > 0
    assert buckets.take("b", 0.0) == 0.0


def test_a_clock_that_goes_back_gives_no_tokens() -> None:
    buckets = TokenBuckets(1)
    assert buckets.take("a", 1000.0) == 0.0
    assert buckets.take("a", 900.0) == pytest.approx(60.0)


def test_capacity_zero_is_no_limit() -> None:
    buckets = TokenBuckets(0)
    assert not buckets.enabled
    assert all(buckets.take("a", 0.0) == 0.0 for _ in range(1000))
    assert len(buckets) == 0


def test_buckets_that_have_refilled_are_forgotten() -> None:
    buckets = TokenBuckets(2, period_s=60)
    for key in ("a", "b", "c"):
        buckets.take(key, 0.0)
    assert len(buckets) == 3
    buckets.take("d", 30.0)  # a, b and c are full again after 30 s (half the capacity refills in 30 s)
    assert len(buckets) == 1


def test_tracked_keys_are_capped_least_recently_used_first() -> None:
    buckets = TokenBuckets(1, period_s=60, max_keys=100)
    for i in range(10_000):  # many addresses at one moment: none of their buckets has refilled
        buckets.take(f"10.0.{i // 256}.{i % 256}", 5.0)
    assert len(buckets) == 100
    assert buckets.take("10.0.39.15", 5.0) > 0  # among the last 100: still remembered, still empty
    assert buckets.take("10.0.0.0", 5.0) == 0.0  # the first was forgotten to make room


def test_bad_parameters_are_refused() -> None:
    with pytest.raises(ValueError):
        TokenBuckets(-1)
    with pytest.raises(ValueError):
        TokenBuckets(1, period_s=0)


@pytest.mark.parametrize(("wait", "header"), [(0.01, 1), (1.0, 1), (1.2, 2), (20.0, 20)])
def test_retry_after_is_whole_seconds_and_at_least_one(wait: float, header: int) -> None:
    assert retry_after_s(wait) == header


# --- the client's address ----------------------------------------------------------------------


def request_from(peer: str, *forwarded_for: str) -> Any:
    headers = CIMultiDict(("X-Forwarded-For", value) for value in forwarded_for)
    request = make_mocked_request("POST", "/api/webchat/token", headers=headers)
    return request.clone(remote=peer)


@pytest.mark.parametrize(
    ("forwarded_for", "proxies", "address"),
    [
        ((), 0, "10.0.0.5"),
        (("198.51.100.7",), 0, "10.0.0.5"),  # no proxy trusted: the header is anybody's claim
        ((), 1, "10.0.0.5"),  # a trusted proxy that sent no header: its own address
        (("198.51.100.7",), 1, "198.51.100.7"),
        (("203.0.113.66, 198.51.100.7",), 1, "198.51.100.7"),  # the client's own claim (left) is not believed
        (("203.0.113.66", "198.51.100.7"), 1, "198.51.100.7"),  # the header sent twice reads as one list
        (("203.0.113.66, 198.51.100.7, 10.1.1.1",), 2, "198.51.100.7"),  # two proxies: the second from the right
        (("198.51.100.7",), 3, "198.51.100.7"),  # fewer entries than proxies: the leftmost there is
    ],
)
def test_client_address(forwarded_for: tuple[str, ...], proxies: int, address: str) -> None:
    assert client_address(request_from("10.0.0.5", *forwarded_for), proxies) == address


# --- configuration -----------------------------------------------------------------------------


def test_limits_are_on_by_default_and_configurable() -> None:
    assert Settings.from_env({}).rate_limits == RateLimits(
        conversations_per_address=20, turns_per_conversation=60, turns_per_address=600, text_chars_per_conversation=20_000
    )
    configured = Settings.from_env(
        {"PARLEY_RATE_CONVERSATIONS": "5", "PARLEY_RATE_TURNS": "0", "PARLEY_RATE_ADDRESS_TURNS": "100", "PARLEY_RATE_TEXT": "0"}
    )
    assert configured.rate_limits == RateLimits(
        conversations_per_address=5, turns_per_conversation=0, turns_per_address=100, text_chars_per_conversation=0
    )


@pytest.mark.parametrize("value", ["-1", "many", "1.5"])
def test_a_bad_limit_names_the_variable(value: str) -> None:
    with pytest.raises(SettingsError, match="PARLEY_RATE_TURNS"):
        Settings.from_env({"PARLEY_RATE_TURNS": value})


def test_trusted_proxies_are_configured() -> None:
    assert Settings.from_env({}).trusted_proxies == 0
    assert Settings.from_env({"PARLEY_TRUST_PROXY": "1"}).trusted_proxies == 1
    with pytest.raises(SettingsError, match="PARLEY_TRUST_PROXY"):
        Settings.from_env({"PARLEY_TRUST_PROXY": "yes"})


# --- end to end through Direct Line ------------------------------------------------------------

LIMITS = RateLimits(conversations_per_address=3, turns_per_conversation=4, turns_per_address=100)


async def post_turn(harness: ParleyHarness, conversation: dict[str, Any], text: str, headers: dict[str, str] | None = None) -> Any:
    return await harness.client.post(
        f"/v3/directline/conversations/{conversation['conversationId']}/activities",
        json={"type": "message", "text": text},
        headers={"Authorization": f"Bearer {conversation['token']}", **(headers or {})},
    )


async def assert_refused(response: Any, retry_after: int) -> None:
    body = await response.json()
    assert response.status == 429, body
    assert response.headers["Retry-After"] == str(retry_after)
    assert body["error"]["code"] == "TooManyRequests"
    assert "a minute" in body["error"]["message"]


@pytest.mark.parametrize("harness", [{"rate_limits": LIMITS}], indirect=True)
async def test_new_conversations_per_address_are_limited_and_recover(harness: ParleyHarness) -> None:
    for path in ("/v3/directline/conversations", "/api/webchat/token", "/v3/directline/tokens/generate"):
        response = await harness.client.post(path, json={})
        assert response.status in (200, 201), await response.text()
    for path in ("/v3/directline/conversations", "/api/webchat/token", "/v3/directline/tokens/generate"):
        await assert_refused(await harness.client.post(path, json={}), retry_after=20)  # 3 a minute: one every 20 s
    harness.clock.advance(19)
    await assert_refused(await harness.client.post("/api/webchat/token", json={}), retry_after=1)
    harness.clock.advance(1)
    assert (await harness.client.post("/api/webchat/token", json={})).status == 200
    await assert_refused(await harness.client.post("/api/webchat/token", json={}), retry_after=20)


@pytest.mark.parametrize("harness", [{"rate_limits": LIMITS}], indirect=True)
async def test_turns_per_conversation_are_limited_and_recover(harness: ParleyHarness) -> None:
    busy, other = await harness.start_conversation(), await harness.start_conversation()
    for i in range(4):
        assert (await post_turn(harness, busy, f"blah {i}")).status == 200
    await assert_refused(await post_turn(harness, busy, "one too many"), retry_after=15)
    assert (await post_turn(harness, other, "another conversation has its own limit")).status == 200
    texts = [a["text"] for a in await harness.activities(busy) if a["from"]["role"] == "user"]
    assert texts == [f"blah {i}" for i in range(4)]  # the refused turn was not stored
    harness.clock.advance(15)
    assert (await post_turn(harness, busy, "later")).status == 200


@pytest.mark.parametrize("harness", [{"rate_limits": LIMITS}], indirect=True)
async def test_a_flood_past_the_limit_is_refused_before_its_body_is_read(harness: ParleyHarness) -> None:
    """Past the limit, a post costs a header check: its body (here not even JSON) is never parsed."""
    busy = await harness.start_conversation()
    for i in range(4):
        assert (await post_turn(harness, busy, f"blah {i}")).status == 200
    response = await harness.client.post(
        f"/v3/directline/conversations/{busy['conversationId']}/activities",
        data=b"{not json" + b"[" * 5000,
        headers={"Authorization": f"Bearer {busy['token']}", "Content-Type": "application/json"},
    )
    await assert_refused(response, retry_after=15)


@pytest.mark.parametrize(
    "harness", [{"rate_limits": RateLimits(conversations_per_address=0, turns_per_conversation=0, turns_per_address=3)}], indirect=True
)
async def test_turns_per_address_are_limited_across_conversations(harness: ParleyHarness) -> None:
    conversations = [await harness.start_conversation() for _ in range(4)]  # no limit on new conversations here
    for conversation in conversations[:3]:
        assert (await post_turn(harness, conversation, "hello")).status == 200
    await assert_refused(await post_turn(harness, conversations[3], "hello"), retry_after=20)


@pytest.mark.parametrize("harness", [{"rate_limits": LIMITS, "directline_secret": "s3cret"}], indirect=True)
async def test_a_token_server_holding_the_secret_is_not_limited_by_its_address(harness: ParleyHarness) -> None:
    """A site's token server makes every visitor's conversation from one address; the secret vouches for it."""
    for _ in range(10):
        response = await harness.client.post("/v3/directline/tokens/generate", json={}, headers={"Authorization": "Bearer s3cret"})
        assert response.status == 200


@pytest.mark.parametrize("harness", [{"rate_limits": LIMITS}], indirect=True)
async def test_forwarded_for_is_ignored_without_a_trusted_proxy(harness: ParleyHarness) -> None:
    for i in range(3):
        response = await harness.client.post("/api/webchat/token", json={}, headers={"X-Forwarded-For": f"198.51.100.{i}"})
        assert response.status == 200
    await assert_refused(await harness.client.post("/api/webchat/token", json={}, headers={"X-Forwarded-For": "198.51.100.9"}), 20)


@pytest.mark.parametrize("harness", [{"rate_limits": LIMITS, "trusted_proxies": 1}], indirect=True)
async def test_behind_a_trusted_proxy_the_forwarded_address_is_the_client(harness: ParleyHarness) -> None:
    def via_proxy(client: str) -> dict[str, str]:  # the client's own claim, then the address the proxy saw
        return {"X-Forwarded-For": f"203.0.113.66, {client}"}

    for _ in range(3):
        assert (await harness.client.post("/api/webchat/token", json={}, headers=via_proxy("198.51.100.1"))).status == 200
    await assert_refused(await harness.client.post("/api/webchat/token", json={}, headers=via_proxy("198.51.100.1")), 20)
    assert (await harness.client.post("/api/webchat/token", json={}, headers=via_proxy("198.51.100.2"))).status == 200
