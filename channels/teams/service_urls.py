"""Which `serviceUrl`s the bot may post replies to (pure).

An activity names the URL its reply goes to; without a check, anyone who can post an activity makes the
server connect wherever they like. Replies go only to URLs an allow-list accepts, matched on the parsed
URL, never on the raw string:

- An entry is a host pattern (`smba.trafficmanager.net`, `*.botframework.com`) or a URL prefix
  (`https://smba.trafficmanager.net/amer/`, `http://127.0.0.1:3979`). A host pattern means https on
  the default port, any path. `*.` matches any subdomain, at a dot boundary, not the domain itself.
- A URL prefix's path matches whole segments (`/amer` admits `/amer/...`, not `/americas`); without a
  port it admits only the scheme's default port, `:*` admits any port (loopback hosts only).
- `http` is for loopback hosts only (the Bot Framework Emulator): `localhost`, `127.0.0.0/8`, `::1`.
- A service URL with user information, a query, a fragment, dot segments, a backslash, white space,
  non-ASCII characters or an invalid port is refused whatever the list says.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from urllib.parse import SplitResult, urlsplit

from yarl import URL

# Bot Framework's documented channel hosts: Teams (public cloud, GCC, GCC High, DoD) and the Bot
# Framework Service's channels in the public and the US Government clouds.
BOT_FRAMEWORK_SERVICE_URLS = (
    "smba.trafficmanager.net",
    "smba.infra.gcc.teams.microsoft.com",
    "smba.infra.gov.teams.microsoft.us",
    "smba.infra.dod.teams.microsoft.us",
    "*.botframework.com",
    "*.botframework.azure.us",
)
# Local mode (the Bot Framework Emulator runs on loopback, on a port of its choosing).
LOOPBACK_SERVICE_URLS = ("http://localhost:*", "http://127.0.0.1:*", "http://[::1]:*")

MAX_URL_LENGTH = 2048
DEFAULT_PORTS = {"http": 80, "https": 443}
ANY_PORT = -1
_HOST_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")
_FORBIDDEN_CHARACTERS = re.compile(r"[\s\\\x00-\x1f\x7f]")


class ServiceUrlError(ValueError):
    """An allow-list entry that cannot be used, with the reason."""


def is_loopback_host(host: str) -> bool:
    """`localhost` or a loopback IP literal (`127.0.0.0/8`, `::1`); names are not resolved."""
    host = host.strip().lower().removeprefix("[").removesuffix("]")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _valid_host(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        labels = host.split(".")
        return all(_HOST_LABEL.match(label) for label in labels)


@dataclass(frozen=True)
class ServiceUrlRule:
    scheme: str  # "https", or "http" for a loopback host
    host: str  # an exact host, lower-case, or "*.domain" for any subdomain of domain
    port: int  # the only port admitted, or ANY_PORT
    path: str  # a path prefix of whole segments, "" for any path

    @classmethod
    def parse(cls, entry: str) -> ServiceUrlRule:
        text = entry.strip()
        if not text:
            raise ServiceUrlError("an empty entry")
        if _FORBIDDEN_CHARACTERS.search(text) or not text.isascii():
            raise ServiceUrlError(f"{entry!r} has white space, a backslash or non-ASCII characters")
        if "://" not in text:
            text = "https://" + text
        any_port = False
        parts = urlsplit(text)
        netloc = parts.netloc
        if netloc.endswith(":*"):
            any_port, netloc = True, netloc[:-2]
            parts = urlsplit(f"{parts.scheme}://{netloc}{parts.path}")
        scheme = parts.scheme.lower()
        if scheme not in DEFAULT_PORTS:
            raise ServiceUrlError(f"{entry!r} is not http(s)")
        if "@" in netloc or parts.query or parts.fragment or "?" in text or "#" in text:
            raise ServiceUrlError(f"{entry!r} must be a host or a URL prefix without user, query or fragment")
        host = (parts.hostname or "").lower()
        wildcard = host.startswith("*.")
        bare = host[2:] if wildcard else host
        if not bare or not _valid_host(bare) or (wildcard and "." not in bare):
            raise ServiceUrlError(f"{entry!r} has no valid host (a wildcard is '*.' followed by a domain)")
        try:
            port = parts.port
        except ValueError:
            raise ServiceUrlError(f"{entry!r} has an invalid port") from None
        loopback = not wildcard and is_loopback_host(bare)
        if scheme == "http" and not loopback:
            raise ServiceUrlError(f"{entry!r}: http is allowed for loopback hosts only")
        if any_port and not loopback:
            raise ServiceUrlError(f"{entry!r}: any port (':*') is allowed for loopback hosts only")
        if _has_dot_segment(parts.path):
            raise ServiceUrlError(f"{entry!r} has '.' or '..' in its path")
        return cls(
            scheme=scheme,
            host=host,
            port=ANY_PORT if any_port else (port if port is not None else DEFAULT_PORTS[scheme]),
            path=parts.path.rstrip("/"),
        )

    @property
    def loopback(self) -> bool:
        return not self.host.startswith("*.") and is_loopback_host(self.host)

    def admits(self, scheme: str, host: str, port: int, path: str) -> bool:
        if scheme != self.scheme:
            return False
        if self.host.startswith("*."):
            if not host.endswith(self.host[1:]):  # ".domain": a dot boundary, and at least one label before it
                return False
        elif host != self.host:
            return False
        if self.port != ANY_PORT and port != self.port:
            return False
        return not self.path or path == self.path or path.startswith(self.path + "/")


def _has_dot_segment(path: str) -> bool:
    segments = path.lower().replace("%2e", ".").split("/")
    return any(segment in (".", "..") for segment in segments)


@dataclass(frozen=True)
class ParsedServiceUrl:
    scheme: str
    host: str
    port: int
    path: str


def parse_service_url(url: object) -> ParsedServiceUrl | None:
    """The parts of a serviceUrl a rule looks at, or None for one Parley never posts to.

    It is parsed twice, by the standard library and by yarl (which aiohttp connects with), and both
    must name the same scheme, host and port, so no parser quirk can make the check and the
    connection disagree about where the reply goes.
    """
    if not isinstance(url, str) or not url or len(url) > MAX_URL_LENGTH:
        return None
    if not url.isascii() or _FORBIDDEN_CHARACTERS.search(url):
        return None
    try:
        parts: SplitResult = urlsplit(url)
        port = parts.port
        target = URL(url)
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower()
    if scheme not in DEFAULT_PORTS or not host or "@" in parts.netloc or parts.query or parts.fragment or "?" in url or "#" in url:
        return None
    if not _valid_host(host) or _has_dot_segment(parts.path):
        return None
    port = port if port is not None else DEFAULT_PORTS[scheme]
    if target.scheme != scheme or (target.host or "").lower() != host or target.port != port or target.user is not None:
        return None
    return ParsedServiceUrl(scheme, host, port, parts.path)


@dataclass(frozen=True)
class ServiceUrlPolicy:
    rules: tuple[ServiceUrlRule, ...]

    @classmethod
    def parse(cls, entries: tuple[str, ...] | list[str]) -> ServiceUrlPolicy:
        return cls(tuple(ServiceUrlRule.parse(entry) for entry in entries))

    @property
    def admits_loopback(self) -> bool:
        return any(rule.loopback for rule in self.rules)

    def allows(self, url: object) -> bool:
        parsed = parse_service_url(url)
        if parsed is None:
            return False
        return any(rule.admits(parsed.scheme, parsed.host, parsed.port, parsed.path) for rule in self.rules)
