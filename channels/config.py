"""What the HTTP channels need to know, gathered in one place by the application wiring."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime

from .alexa.settings import AlexaSettings
from .ratelimit import RateLimits
from .teams.auth import TeamsSettings

MAX_BODY_BYTES = 256 * 1024
BUILT_IN_CHANNELS = ("directline", "web", "teams", "alexa")  # mounted unless PARLEY_CHANNELS says otherwise


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class ChannelConfig:
    bot_id: str = "parley"
    bot_name: str = "Parley"
    debug: bool = False
    admin_token: str | None = None
    directline_secret: str | None = None
    token_lifetime_s: int = 3600
    max_body: int = MAX_BODY_BYTES
    stream_poll_s: float = 1.0
    clock: Callable[[], datetime] = field(default=utc_now)
    cors_origins: tuple[str, ...] = ("*",)  # origins that may call Direct Line from a browser (Web Chat)
    webchat_page: str | None = None  # "open" | "off"; unset: the page's token endpoint is open only without a secret
    rate_limits: RateLimits = field(default_factory=RateLimits)
    trusted_proxies: int = 0  # reverse proxies whose X-Forwarded-For/-Host/-Proto are believed
    public_host: str | None = None  # the host users reach the bot at: map images in Teams cards are https://<it>/maps/…
    teams: TeamsSettings = field(default_factory=TeamsSettings)
    alexa: AlexaSettings = field(default_factory=AlexaSettings)
    channels: tuple[str, ...] = BUILT_IN_CHANNELS  # the channels to mount, by the name they are registered under
    environment: Mapping[str, str] = field(default_factory=dict, repr=False)  # where plug-in channels read their own settings
