"""The one URL a request's `SignatureCertChainUrl` may make Parley fetch, after Amazon's rules.

Amazon's rules: the scheme is https and the host s3.amazonaws.com (both case-insensitive), the port,
if any, is 443, and the path, once normalized, starts with /echo.api/ (case-sensitive). The URL is
normalized first (percent-encoded unreserved characters decoded, `.` and `..` segments resolved) and
the checks run on the result, which is what gets fetched: a URL whose text merely starts with
/echo.api/ cannot lead anywhere else. Anything a genuine certificate URL never holds is refused
outright: a query string, a fragment, a user name or password, an encoded slash or other reserved
character, a backslash, an empty segment, spaces, control and non-ASCII characters.
"""

from __future__ import annotations

import re
import string
from urllib.parse import urlsplit

CERT_SCHEME = "https"
CERT_HOST = "s3.amazonaws.com"
CERT_PORT = "443"
CERT_PATH_PREFIX = "/echo.api/"
MAX_URL_CHARS = 2048
UNRESERVED = frozenset(string.ascii_letters + string.digits + "-._~")  # RFC 3986: the same encoded or not
_PERCENT = re.compile(r"%([0-9A-Fa-f]{2})")


class CertificateUrlRefused(ValueError):
    """The URL breaks one of Amazon's rules; the message says which."""


def certificate_url(url: str) -> str:
    """The normalized URL to fetch, `https://s3.amazonaws.com/echo.api/…`; CertificateUrlRefused otherwise."""
    if len(url) > MAX_URL_CHARS:
        raise CertificateUrlRefused(f"SignatureCertChainUrl is longer than {MAX_URL_CHARS} characters")
    if any(not "!" <= character <= "~" for character in url):
        raise CertificateUrlRefused("SignatureCertChainUrl holds spaces, control or non-ASCII characters")
    if "\\" in url:
        raise CertificateUrlRefused("SignatureCertChainUrl holds a backslash")
    if "?" in url:
        raise CertificateUrlRefused("SignatureCertChainUrl must not have a query string")
    if "#" in url:
        raise CertificateUrlRefused("SignatureCertChainUrl must not have a fragment")
    parts = urlsplit(url)
    if parts.scheme.lower() != CERT_SCHEME or not url[len(parts.scheme) :].startswith("://"):
        raise CertificateUrlRefused("SignatureCertChainUrl must use https")
    if "@" in parts.netloc:
        raise CertificateUrlRefused("SignatureCertChainUrl must not hold a user name or password")
    host, colon, port = parts.netloc.partition(":")
    if host.lower() != CERT_HOST:
        raise CertificateUrlRefused(f"SignatureCertChainUrl must be on {CERT_HOST}")
    if colon and port != CERT_PORT:
        raise CertificateUrlRefused(f"SignatureCertChainUrl must use port {CERT_PORT}")
    path = _without_dot_segments(_decoded(parts.path))
    if not path.startswith(CERT_PATH_PREFIX):
        raise CertificateUrlRefused(f"SignatureCertChainUrl path must start with {CERT_PATH_PREFIX} (it leads to {path})")
    return f"{CERT_SCHEME}://{CERT_HOST}{path}"


def _decoded(path: str) -> str:
    """The path with its percent-encoded unreserved characters decoded; any other encoding is refused."""

    def decode(match: re.Match[str]) -> str:
        character = chr(int(match.group(1), 16))
        if character not in UNRESERVED:
            raise CertificateUrlRefused(f"SignatureCertChainUrl path must not encode {character!r} ({match.group(0)})")
        return character

    decoded = _PERCENT.sub(decode, path)
    if "%" in decoded:
        raise CertificateUrlRefused("SignatureCertChainUrl path has a malformed percent-encoding")
    stray = sorted({c for c in decoded if c not in UNRESERVED and c != "/"})
    if stray:
        raise CertificateUrlRefused(f"SignatureCertChainUrl path holds {''.join(stray)!r}, which certificate URLs never do")
    return decoded


def _without_dot_segments(path: str) -> str:
    """The path with `.` and `..` resolved (RFC 3986 §5.2.4); one that climbs above the root, has an
    empty segment or names a folder is refused."""
    if not path.startswith("/"):
        raise CertificateUrlRefused(f"SignatureCertChainUrl path must start with {CERT_PATH_PREFIX}")
    segments = path[1:].split("/")
    kept: list[str] = []
    for segment in segments:
        if segment == "":
            raise CertificateUrlRefused("SignatureCertChainUrl path has an empty segment or ends with '/'")
        if segment == ".":
            continue
        if segment == "..":
            if not kept:
                raise CertificateUrlRefused("SignatureCertChainUrl path climbs above the root")
            kept.pop()
            continue
        kept.append(segment)
    if segments[-1] in (".", "..") or not kept:
        raise CertificateUrlRefused("SignatureCertChainUrl path names a folder, not a file")
    return "/" + "/".join(kept)
