"""Which certificate URL a request's SignatureCertChainUrl makes Parley fetch (pure: the URL in, the
normalized URL or the reason out), and what fetching costs: the cache of verified chains stays
bounded, and one URL asked for by many requests at once is fetched once."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from aiohttp import web

from parley.channels.alexa.cert_url import CertificateUrlRefused, certificate_url
from parley.channels.alexa.verify import (
    MAX_CACHED_CHAINS,
    NEGATIVE_TTL_S,
    AlexaRequestVerifier,
    CertificateUnavailable,
    HttpCertificateFetcher,
    VerificationFailed,
)

from .alexa_certs import AlexaPki, body_of, sign
from .alexa_requests import SKILL_ID, launch
from .loopback import LoopbackServer

GOOD = "https://s3.amazonaws.com/echo.api/echo-api-cert.pem"

ACCEPTED = {
    # Amazon's documented valid forms
    "https://s3.amazonaws.com/echo.api/echo-api-cert.pem": GOOD,
    "https://s3.amazonaws.com:443/echo.api/echo-api-cert.pem": GOOD,
    "https://s3.amazonaws.com/echo.api/../echo.api/echo-api-cert.pem": GOOD,
    # scheme and host in any case
    "HTTPS://s3.amazonaws.com/echo.api/echo-api-cert.pem": GOOD,
    "Https://S3.AmazonAWS.com/echo.api/echo-api-cert.pem": GOOD,
    "https://S3.AMAZONAWS.COM:443/echo.api/echo-api-cert.pem": GOOD,
    # dot segments and encoded unreserved characters that stay inside /echo.api/
    "https://s3.amazonaws.com/echo.api/./echo-api-cert.pem": GOOD,
    "https://s3.amazonaws.com/echo.api/sub/../echo-api-cert.pem": GOOD,
    "https://s3.amazonaws.com/echo.api/%2e%2e/echo.api/echo-api-cert.pem": GOOD,
    "https://s3.amazonaws.com/echo.api/echo-api-cert%2Epem": GOOD,
    "https://s3.amazonaws.com/%65cho.api/echo-api-cert.pem": GOOD,
    "https://s3.amazonaws.com/echo.api/echo-api-cert-12.pem": "https://s3.amazonaws.com/echo.api/echo-api-cert-12.pem",
    "https://s3.amazonaws.com/echo.api/v2/cert_~1.pem": "https://s3.amazonaws.com/echo.api/v2/cert_~1.pem",
}

REFUSED = {
    # traversal out of /echo.api/, plain or encoded
    "https://s3.amazonaws.com/echo.api/%2e%2e/evil-bucket/x.pem": "path must start with /echo.api/ (it leads to /evil-bucket/x.pem)",
    "https://s3.amazonaws.com/echo.api/%2E%2E/evil-bucket/x.pem": "path must start with /echo.api/ (it leads to /evil-bucket/x.pem)",
    "https://s3.amazonaws.com/echo.api/.%2e/evil-bucket/x.pem": "path must start with /echo.api/ (it leads to /evil-bucket/x.pem)",
    "https://s3.amazonaws.com/echo.api/../evil-bucket/x.pem": "path must start with /echo.api/ (it leads to /evil-bucket/x.pem)",
    "https://s3.amazonaws.com/echo.api/../../echo.api/x.pem": "climbs above the root",
    "https://s3.amazonaws.com/../echo.api/x.pem": "climbs above the root",
    "https://s3.amazonaws.com/echo.api/x.pem/..": "names a folder",
    "https://s3.amazonaws.com/echo.api/": "empty segment or ends with '/'",
    "https://s3.amazonaws.com/echo.api//x.pem": "empty segment",
    "https://s3.amazonaws.com//echo.api/x.pem": "empty segment",
    # encoded slashes and other reserved characters, malformed encodings
    "https://s3.amazonaws.com/echo.api/..%2fevil-bucket/x.pem": "must not encode '/' (%2f)",
    "https://s3.amazonaws.com/echo.api%2F..%2Fevil-bucket/x.pem": "must not encode '/' (%2F)",
    "https://s3.amazonaws.com/echo.api/%5c..%5cevil/x.pem": "must not encode '\\\\' (%5c)",
    "https://s3.amazonaws.com/echo.api/x.pem%3Fq=1": "must not encode '?' (%3F)",
    "https://s3.amazonaws.com/echo.api/x%00.pem": "must not encode '\\x00' (%00)",
    "https://s3.amazonaws.com/echo.api/%252e%252e/x.pem": "must not encode '%' (%25)",
    "https://s3.amazonaws.com/echo.api/x%2.pem": "malformed percent-encoding",
    "https://s3.amazonaws.com/echo.api/x;y.pem": "holds ';'",
    # backslashes, whitespace, non-ASCII
    "https://s3.amazonaws.com/echo.api\\..\\evil-bucket/x.pem": "backslash",
    "https://s3.amazonaws.com\\@evil.example/echo.api/x.pem": "backslash",
    "https://s3.amazonaws.com/echo.api/x .pem": "spaces, control or non-ASCII",
    "https://s3.amazonaws.com/echo.api/x\t.pem": "spaces, control or non-ASCII",
    " https://s3.amazonaws.com/echo.api/x.pem": "spaces, control or non-ASCII",
    "https://s3.amazonaws.com/echo.api/é.pem": "spaces, control or non-ASCII",
    # query strings and fragments
    "https://s3.amazonaws.com/echo.api/echo-api-cert.pem?x=1": "must not have a query string",
    "https://s3.amazonaws.com/echo.api/echo-api-cert.pem?": "must not have a query string",
    "https://s3.amazonaws.com/echo.api/echo-api-cert.pem#top": "must not have a fragment",
    # user info
    "https://user@s3.amazonaws.com/echo.api/echo-api-cert.pem": "user name or password",
    "https://s3.amazonaws.com:443@evil.example/echo.api/echo-api-cert.pem": "user name or password",
    "https://evil.example@s3.amazonaws.com/echo.api/echo-api-cert.pem": "user name or password",
    # ports
    "https://s3.amazonaws.com:563/echo.api/echo-api-cert.pem": "must use port 443",
    "https://s3.amazonaws.com:80/echo.api/echo-api-cert.pem": "must use port 443",
    "https://s3.amazonaws.com:0443/echo.api/echo-api-cert.pem": "must use port 443",
    "https://s3.amazonaws.com:/echo.api/echo-api-cert.pem": "must use port 443",
    "https://s3.amazonaws.com:443:443/echo.api/echo-api-cert.pem": "must use port 443",
    # schemes
    "http://s3.amazonaws.com/echo.api/echo-api-cert.pem": "must use https",
    "ftp://s3.amazonaws.com/echo.api/echo-api-cert.pem": "must use https",
    "https:/s3.amazonaws.com/echo.api/echo-api-cert.pem": "must use https",
    "//s3.amazonaws.com/echo.api/echo-api-cert.pem": "must use https",
    "/echo.api/echo-api-cert.pem": "must use https",
    # hosts
    "https://notamazon.com/echo.api/echo-api-cert.pem": "must be on s3.amazonaws.com",
    "https://s3.amazonaws.com.evil.example/echo.api/echo-api-cert.pem": "must be on s3.amazonaws.com",
    "https://s3.amazonaws.com./echo.api/echo-api-cert.pem": "must be on s3.amazonaws.com",
    "https://evil.s3.amazonaws.com/echo.api/echo-api-cert.pem": "must be on s3.amazonaws.com",
    "https://s3%2eamazonaws.com/echo.api/echo-api-cert.pem": "must be on s3.amazonaws.com",
    "https:///echo.api/echo-api-cert.pem": "must be on s3.amazonaws.com",
    # the path's case
    "https://s3.amazonaws.com/EcHo.aPi/echo-api-cert.pem": "path must start with /echo.api/",
    "https://s3.amazonaws.com/ECHO.API/echo-api-cert.pem": "path must start with /echo.api/",
    "https://s3.amazonaws.com/invalid.path/echo-api-cert.pem": "path must start with /echo.api/",
    "https://s3.amazonaws.com/echo.api.evil/x.pem": "path must start with /echo.api/",
    "https://s3.amazonaws.com": "path must start with /echo.api/",
    # length
    "https://s3.amazonaws.com/echo.api/" + "a" * 3000 + ".pem": "longer than 2048 characters",
}


@pytest.mark.parametrize("url, fetched", list(ACCEPTED.items()))
def test_a_good_certificate_url_is_fetched_in_its_normalized_form(url: str, fetched: str) -> None:
    assert certificate_url(url) == fetched


@pytest.mark.parametrize("url, reason", list(REFUSED.items()))
def test_a_certificate_url_breaking_amazons_rules_is_refused_with_its_reason(url: str, reason: str) -> None:
    with pytest.raises(CertificateUrlRefused) as refused:
        certificate_url(url)
    assert reason in str(refused.value)
    assert str(refused.value).startswith("SignatureCertChainUrl ")


# --- what fetching costs ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def pki() -> AlexaPki:
    return AlexaPki.create()


@pytest.fixture(scope="module")
def now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


class AnyChain:
    """A certificate bucket that holds the test's chain under every name, and counts the URLs fetched;
    with `hold`, each fetch waits until the test releases it."""

    def __init__(self, chain: bytes, hold: bool = False, missing: bool = False) -> None:
        self.chain = chain
        self.missing = missing
        self.fetches: Counter[str] = Counter()
        self.started = asyncio.Event()
        self.release = asyncio.Event()
        if not hold:
            self.release.set()

    async def fetch(self, url: str) -> bytes:
        self.fetches[url] += 1
        self.started.set()
        await self.release.wait()
        if self.missing:
            raise CertificateUnavailable(f"{url} answered 404")
        return self.chain


def request_naming(url: str, pki: AlexaPki, now: datetime) -> tuple[dict[str, str], bytes, dict[str, Any]]:
    body = body_of(launch(now=now))
    return {"SignatureCertChainUrl": url, "Signature-256": sign(body, pki.signer)}, body, json.loads(body)


async def test_the_certificate_cache_stays_bounded_after_2000_distinct_urls(pki: AlexaPki, now: datetime) -> None:
    bucket = AnyChain(pki.chain())
    verifier = AlexaRequestVerifier(bucket, [pki.root.cert], SKILL_ID)
    urls = [f"https://s3.amazonaws.com/echo.api/cert-{n}.pem" for n in range(2000)]
    for url in urls:
        await verifier.verify(*request_naming(url, pki, now), now)
    assert verifier.cached_chains == MAX_CACHED_CHAINS
    assert sum(bucket.fetches.values()) == 2000
    await verifier.verify(*request_naming(urls[-1], pki, now), now)  # recent: still cached
    assert bucket.fetches[urls[-1]] == 1
    await verifier.verify(*request_naming(urls[0], pki, now), now)  # long evicted: fetched again
    assert bucket.fetches[urls[0]] == 2
    assert verifier.cached_chains == MAX_CACHED_CHAINS


async def test_one_url_spelled_2000_ways_is_one_cache_entry_and_one_fetch(pki: AlexaPki, now: datetime) -> None:
    bucket = AnyChain(pki.chain())
    verifier = AlexaRequestVerifier(bucket, [pki.root.cert], SKILL_ID)
    spellings = [f"https://S3.amazonaws.com:443/echo.api/folder-{n}/../echo-api-cert.pem" for n in range(2000)]
    for url in spellings:
        await verifier.verify(*request_naming(url, pki, now), now)
    assert bucket.fetches == Counter({GOOD: 1})
    assert verifier.cached_chains == 1


async def test_2000_distinct_query_strings_are_refused_without_a_fetch(pki: AlexaPki, now: datetime) -> None:
    bucket = AnyChain(pki.chain())
    verifier = AlexaRequestVerifier(bucket, [pki.root.cert], SKILL_ID)
    for n in range(2000):
        with pytest.raises(VerificationFailed, match="must not have a query string"):
            await verifier.verify(*request_naming(f"{GOOD}?n={n}", pki, now), now)
    assert not bucket.fetches
    assert verifier.cached_chains == 0


async def test_one_url_asked_for_by_many_requests_at_once_is_fetched_once(pki: AlexaPki, now: datetime) -> None:
    bucket = AnyChain(pki.chain(), hold=True)
    verifier = AlexaRequestVerifier(bucket, [pki.root.cert], SKILL_ID)
    spellings = [GOOD, GOOD.replace("https://s3", "HTTPS://S3"), GOOD.replace("/echo-api", "/./echo-api")]
    requests = [asyncio.ensure_future(verifier.verify(*request_naming(spellings[n % 3], pki, now), now)) for n in range(50)]
    await bucket.started.wait()
    for _ in range(5):  # let every request reach its wait on the fetch in flight
        await asyncio.sleep(0)
    requests[0].cancel()  # one caller giving up does not cancel the fetch the others wait on
    bucket.release.set()
    outcomes = await asyncio.gather(*requests, return_exceptions=True)
    assert isinstance(outcomes[0], asyncio.CancelledError)
    assert outcomes[1:] == [None] * 49
    assert bucket.fetches == Counter({GOOD: 1})


async def test_a_failed_fetch_fails_every_waiting_request_and_is_remembered_briefly(pki: AlexaPki, now: datetime) -> None:
    bucket = AnyChain(pki.chain(), hold=True, missing=True)
    verifier = AlexaRequestVerifier(bucket, [pki.root.cert], SKILL_ID)
    requests = [asyncio.ensure_future(verifier.verify(*request_naming(GOOD, pki, now), now)) for _ in range(10)]
    await bucket.started.wait()
    bucket.release.set()
    outcomes = await asyncio.gather(*requests, return_exceptions=True)
    assert all(isinstance(outcome, CertificateUnavailable) for outcome in outcomes), outcomes
    assert bucket.fetches == Counter({GOOD: 1})
    bucket.missing = False
    with pytest.raises(CertificateUnavailable):  # the failure is remembered for a short while: no fetch
        await verifier.verify(*request_naming(GOOD, pki, now), now)
    assert bucket.fetches == Counter({GOOD: 1})
    later = now + timedelta(seconds=NEGATIVE_TTL_S + 1)
    await verifier.verify(*request_naming(GOOD, pki, later), later)  # the bucket answers again: fetched anew
    assert bucket.fetches == Counter({GOOD: 2})


# --- the HTTP fetcher fetches exactly the URL it is given --------------------------------------------


class Bucket(LoopbackServer):
    """Stands for s3.amazonaws.com: serves the chain at one path, redirects another elsewhere, records
    every path asked for as the server received it."""

    def __init__(self, chain: bytes) -> None:
        super().__init__()
        self.chain = chain
        self.paths: list[str] = []

    def routes(self, app: web.Application) -> None:
        app.router.add_get("/{path:.*}", self._get)

    async def _get(self, request: web.Request) -> web.Response:
        self.paths.append(request.raw_path)
        if request.raw_path == "/echo.api/echo-api-cert.pem":
            return web.Response(body=self.chain)
        if request.raw_path == "/echo.api/moved.pem":
            raise web.HTTPFound("/evil-bucket/x.pem")
        return web.Response(status=404)


@pytest.fixture(scope="module")
def bucket(pki: AlexaPki) -> Iterator[Bucket]:
    server = Bucket(pki.chain()).start()
    yield server
    server.stop()


async def test_the_http_fetcher_asks_for_the_normalized_path_and_follows_no_redirect(bucket: Bucket, pki: AlexaPki) -> None:
    fetcher = HttpCertificateFetcher(timeout_s=5, mirror=bucket.url)
    try:
        bucket.paths.clear()
        assert await fetcher.fetch(certificate_url("HTTPS://S3.amazonaws.com:443/echo.api/x/%2e%2e/echo-api-cert.pem")) == pki.chain()
        with pytest.raises(CertificateUnavailable, match="answered 302"):
            await fetcher.fetch(certificate_url("https://s3.amazonaws.com/echo.api/moved.pem"))
        assert bucket.paths == ["/echo.api/echo-api-cert.pem", "/echo.api/moved.pem"]
    finally:
        await fetcher.close()
