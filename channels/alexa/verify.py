"""Checks that a request really comes from Alexa, as Amazon requires of skills hosted as web services:

1. `SignatureCertChainUrl` is https://s3.amazonaws.com/echo.api/… once normalized (see cert_url),
   and the normalized URL is the one fetched;
2. the certificate chain it names is fetched (asynchronously, with a timeout, no redirects, one fetch
   in flight per URL, cached until the leaf expires, at most `max_cached` chains kept, least recently
   used evicted first), chains to a trusted root, is valid now, and the leaf's SAN holds
   echo-api.amazon.com; the certificate host's 4xx answer fails verification (the URL names no
   certificate), a timeout, connection error or 5xx leaves the request unverifiable for now (503);
   a URL whose fetch failed is not fetched again for `negative_ttl_s` (at most `max_failed` kept), and
   at most `max_fetches` fetches run at a time: beyond that a request is refused at once (FetchesBusy);
3. `Signature-256` is an RSA PKCS#1 v1.5 SHA-256 signature of the raw body by the leaf's key;
4. the request's timestamp is within 150 seconds of now;
5. the application id is this skill's, when one is configured.

The checks that need no certificate (headers present, signature base64, timestamp, application id)
run before any fetch. Everything here runs on `cryptography` (ask-sdk-webservice-support's verifier cannot be imported on
this OpenSSL); the clock is passed in.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import warnings
from collections import OrderedDict
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import urlsplit

import aiohttp
import yarl
from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.utils import CryptographyDeprecationWarning
from cryptography.x509.verification import PolicyBuilder, Store, VerificationError

from .cert_url import CertificateUrlRefused, certificate_url

ALEXA_SAN = "echo-api.amazon.com"
MAX_SKEW_S = 150
MAX_CHAIN_BYTES = 64 * 1024
MAX_CACHED_CHAINS = 16  # Alexa signs with one certificate at a time; a few more cover a rollover
MAX_CONCURRENT_FETCHES = 4  # certificate fetches in flight at once, whatever the URLs
NEGATIVE_TTL_S = 30  # a URL whose fetch failed is answered from memory this long
MAX_FAILED_URLS = 256  # failed URLs remembered, oldest forgotten first
BUSY_RETRY_AFTER_S = 5


class VerificationFailed(ValueError):
    """The request is not provably from Alexa for this skill; the message says which check failed."""


class CertificateUnavailable(RuntimeError):
    """The certificate chain could not be fetched (network), so nothing can be verified right now."""


class FetchesBusy(CertificateUnavailable):
    """As many certificate fetches as allowed are in flight already; the request is refused without waiting."""

    retry_after_s = BUSY_RETRY_AFTER_S


def check_cert_url(url: str) -> str:
    """The normalized URL to fetch for `url`; VerificationFailed if it breaks Amazon's rules."""
    try:
        return certificate_url(url)
    except CertificateUrlRefused as exc:
        raise VerificationFailed(str(exc)) from None


class CertificateFetcher(Protocol):
    async def fetch(self, url: str) -> bytes: ...


class HttpCertificateFetcher:
    """Fetches PEM chains over HTTP, exactly at the URL given (no redirects); `mirror` (tests only)
    fetches the same path from another base URL."""

    def __init__(self, timeout_s: float = 3.0, mirror: str | None = None) -> None:
        self._timeout = aiohttp.ClientTimeout(total=timeout_s)
        self._mirror = mirror.rstrip("/") if mirror else None
        self._session: aiohttp.ClientSession | None = None
        self.fetches = 0

    async def fetch(self, url: str) -> bytes:
        if self._mirror:
            url = self._mirror + urlsplit(url).path
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(timeout=self._timeout)
        self.fetches += 1
        try:
            async with self._session.get(yarl.URL(url, encoded=True), allow_redirects=False) as response:
                if 400 <= response.status < 500:  # the URL names no certificate Amazon serves
                    raise VerificationFailed(f"the certificate URL answered {response.status}")
                if response.status != 200:
                    raise CertificateUnavailable(f"{url} answered {response.status}")
                body = await response.content.read(MAX_CHAIN_BYTES + 1)
        except (TimeoutError, aiohttp.ClientError) as exc:
            raise CertificateUnavailable(f"could not fetch {url}: {exc}") from exc
        if len(body) > MAX_CHAIN_BYTES:
            raise VerificationFailed("the certificate chain is implausibly large")
        return body

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()


def load_roots(path: Path | None = None) -> list[x509.Certificate]:
    """Trusted roots from a PEM bundle: the given one, else certifi's (Mozilla's) bundle."""
    if path is None:
        import certifi

        path = Path(certifi.where())
    with warnings.catch_warnings():  # one of Mozilla's old roots has a non-positive serial number
        warnings.simplefilter("ignore", CryptographyDeprecationWarning)
        return x509.load_pem_x509_certificates(path.read_bytes())


@dataclass(frozen=True)
class _Cached:
    leaf: x509.Certificate
    not_after: datetime


@dataclass(frozen=True)
class _Failed:
    kind: type[VerificationFailed] | type[CertificateUnavailable]
    message: str
    until: datetime


class AlexaRequestVerifier:
    def __init__(
        self,
        fetcher: CertificateFetcher,
        roots: list[x509.Certificate],
        application_id: str | None = None,
        max_skew_s: int = MAX_SKEW_S,
        max_cached: int = MAX_CACHED_CHAINS,
        max_fetches: int = MAX_CONCURRENT_FETCHES,
        negative_ttl_s: float = NEGATIVE_TTL_S,
        max_failed: int = MAX_FAILED_URLS,
    ) -> None:
        self._fetcher = fetcher
        self._store = Store(roots)
        self.application_id = application_id  # None: any skill (the settings decide whether that is allowed)
        self.max_skew = timedelta(seconds=max_skew_s)
        self.max_cached = max_cached
        self._cache: OrderedDict[str, _Cached] = OrderedDict()  # by normalized URL, least recently used first
        self._in_flight: dict[str, asyncio.Task[x509.Certificate]] = {}
        self.max_fetches = max_fetches
        self.negative_ttl = timedelta(seconds=negative_ttl_s)
        self.max_failed = max_failed
        self._failed: OrderedDict[str, _Failed] = OrderedDict()  # by normalized URL, oldest first

    @property
    def failed_urls(self) -> int:
        """How many failed URLs are remembered."""
        return len(self._failed)

    @property
    def fetches_in_flight(self) -> int:
        return len(self._in_flight)

    @property
    def cached_chains(self) -> int:
        """How many verified chains are kept."""
        return len(self._cache)

    async def close(self) -> None:
        for task in list(self._in_flight.values()):
            task.cancel()
        close = getattr(self._fetcher, "close", None)
        if close is not None:
            await close()

    async def verify(self, headers: dict[str, str] | Any, body: bytes, envelope: dict[str, Any], now: datetime) -> None:
        url = headers.get("SignatureCertChainUrl")
        signature = headers.get("Signature-256")
        if not url:
            raise VerificationFailed("the SignatureCertChainUrl header is missing")
        if not signature:
            raise VerificationFailed("the Signature-256 header is missing")
        cert_url = check_cert_url(url)
        try:
            raw_signature = base64.b64decode(signature, validate=True)
        except (binascii.Error, ValueError):
            raise VerificationFailed("Signature-256 is not base64") from None
        self.check_timestamp(envelope, now)  # the checks that need no certificate come before any fetch
        self.check_application(envelope)
        leaf = await self._leaf(cert_url, now)
        key = leaf.public_key()
        if not isinstance(key, rsa.RSAPublicKey):
            raise VerificationFailed("the signing certificate does not hold an RSA key")
        try:
            key.verify(raw_signature, body, padding.PKCS1v15(), hashes.SHA256())
        except InvalidSignature:
            raise VerificationFailed("Signature-256 does not match the request body") from None

    def check_timestamp(self, envelope: dict[str, Any], now: datetime) -> None:
        request = envelope.get("request")
        stamp = request.get("timestamp") if isinstance(request, dict) else None
        if not isinstance(stamp, str):
            raise VerificationFailed("the request has no timestamp")
        try:
            when = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
        except ValueError:
            raise VerificationFailed("the request timestamp is not ISO 8601") from None
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        if abs(now - when) > self.max_skew:
            raise VerificationFailed(f"the request timestamp is more than {self.max_skew.seconds} s from now")

    def check_application(self, envelope: dict[str, Any]) -> None:
        if not self.application_id:
            return
        said = application_id_of(envelope)
        if said != self.application_id:
            raise VerificationFailed("the request is for another skill")

    async def _leaf(self, url: str, now: datetime) -> x509.Certificate:
        """The verified leaf for the normalized `url`: cached, else fetched once however many ask at a time
        (and not again for a while if that failed); FetchesBusy when `max_fetches` are in flight already."""
        cached = self._cache.get(url)
        if cached is not None and now < cached.not_after:
            self._cache.move_to_end(url)
            return cached.leaf
        failed = self._failed.get(url)
        if failed is not None:
            if now < failed.until:
                raise failed.kind(failed.message)  # a new exception each time: a kept one would grow its traceback
            del self._failed[url]
        task = self._in_flight.get(url)
        if task is None:
            if len(self._in_flight) >= self.max_fetches:
                raise FetchesBusy(f"{len(self._in_flight)} certificate fetches are in flight already")
            task = asyncio.ensure_future(self._fetch_leaf(url, now))
            self._in_flight[url] = task
            task.add_done_callback(lambda done: self._settled(url, done, now))
        return await asyncio.shield(task)  # a caller that gives up does not cancel the fetch for the others

    def _settled(self, url: str, task: asyncio.Task[x509.Certificate], now: datetime) -> None:
        if self._in_flight.get(url) is task:
            del self._in_flight[url]
        if task.cancelled():
            return
        error = task.exception()  # retrieved here too, for when every caller has gone
        kind = VerificationFailed if isinstance(error, VerificationFailed) else CertificateUnavailable
        if isinstance(error, (VerificationFailed, CertificateUnavailable)) and self.max_failed > 0:
            self._failed[url] = _Failed(kind, str(error), now + self.negative_ttl)
            self._failed.move_to_end(url)
            while len(self._failed) > self.max_failed:
                self._failed.popitem(last=False)

    async def _fetch_leaf(self, url: str, now: datetime) -> x509.Certificate:
        pem = await self._fetcher.fetch(url)
        try:
            chain = x509.load_pem_x509_certificates(pem)
        except ValueError:
            raise VerificationFailed("the certificate chain is not PEM") from None
        leaf, intermediates = chain[0], chain[1:]
        if not (leaf.not_valid_before_utc <= now <= leaf.not_valid_after_utc):
            raise VerificationFailed("the signing certificate is not valid now")
        try:
            names = leaf.extensions.get_extension_for_class(x509.SubjectAlternativeName).value.get_values_for_type(x509.DNSName)
        except x509.ExtensionNotFound:
            names = []
        if ALEXA_SAN not in names:
            raise VerificationFailed(f"the signing certificate is not for {ALEXA_SAN}")
        verifier = PolicyBuilder().store(self._store).time(now).build_server_verifier(x509.DNSName(ALEXA_SAN))
        try:
            verifier.verify(leaf, intermediates)
        except VerificationError as exc:
            raise VerificationFailed(f"the certificate chain does not lead to a trusted root: {exc}") from None
        self._cache[url] = _Cached(leaf, leaf.not_valid_after_utc)
        self._cache.move_to_end(url)
        while len(self._cache) > self.max_cached:
            self._cache.popitem(last=False)
        return leaf


def application_id_of(envelope: dict[str, Any]) -> str | None:
    for container in (envelope.get("context"), envelope.get("session")):
        if not isinstance(container, dict):
            continue
        holder = container.get("System", container) if "System" in container else container
        application = holder.get("application") if isinstance(holder, dict) else None
        application_id = application.get("applicationId") if isinstance(application, dict) else None
        if isinstance(application_id, str):
            return application_id
    return None
