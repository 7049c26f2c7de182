"""Configuration from environment variables (flags override them), with safe defaults."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from parley.channels.alexa.settings import AlexaSettings
from parley.channels.config import BUILT_IN_CHANNELS
from parley.channels.ratelimit import RateLimits
from parley.channels.teams.auth import TeamsSettings
from parley.core.model import parse_duration

from .worker import WorkerSettings

TRUE = {"1", "true", "yes", "on"}


class SettingsError(ValueError):
    """A configuration value that cannot be used, naming the variable."""


def _number(env: dict[str, str], name: str, default: float, kind: type[int] | type[float] = int) -> float:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = kind(raw)
    except ValueError:
        raise SettingsError(f"{name}={raw!r} is not a {'whole ' if kind is int else ''}number") from None
    if value <= 0:
        raise SettingsError(f"{name} must be greater than 0")
    return value


def _count(env: dict[str, str], name: str, default: int) -> int:
    """A whole number of 0 or more (0: off)."""
    raw = env.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit():
        raise SettingsError(f"{name}={raw!r} is not a whole number of 0 or more")
    return int(raw)


PLUGIN_NAME = re.compile(r"[a-z][a-z0-9_-]{0,39}")  # a channel's or a store's entry-point name (as parley.channels.plugin.NAME)


def _channels(raw: str | None) -> tuple[str, ...]:
    """PARLEY_CHANNELS: the channels to mount, comma-separated; unset: Parley's own."""
    if raw is None:
        return BUILT_IN_CHANNELS
    names = tuple(dict.fromkeys(name.strip().lower() for name in raw.split(",") if name.strip()))
    if not names:
        raise SettingsError("PARLEY_CHANNELS names no channel; leave it unset for Parley's own channels")
    for name in names:
        if not PLUGIN_NAME.fullmatch(name):
            raise SettingsError(f"PARLEY_CHANNELS: {name!r} is not a channel name (lower-case letters, digits, '-', '_')")
    return names


def _store(raw: str | None) -> str:
    name = (raw or "mongo").lower()
    if not PLUGIN_NAME.fullmatch(name):
        raise SettingsError(f"PARLEY_STORE={raw!r} is not a store name (lower-case letters, digits, '-', '_')")
    return name


WEBCHAT_PAGE_MODES = ("open", "off")
ALEXA_SSL_CERTIFICATE_TYPES = ("SelfSigned", "Wildcard", "Trusted")  # the skill endpoint's certificate, as Alexa names them


def _certificate_type(raw: str | None) -> str:
    if raw is None:
        return "Wildcard"
    for known in ALEXA_SSL_CERTIFICATE_TYPES:
        if raw.lower() == known.lower():
            return known
    raise SettingsError(f"PARLEY_ALEXA_SSL_CERTIFICATE_TYPE={raw!r} is not one of {', '.join(ALEXA_SSL_CERTIFICATE_TYPES)}")


@dataclass(frozen=True)
class Settings:
    host: str = "127.0.0.1"
    port: int = 3978
    mongodb_uri: str | None = None
    database: str = "parley"
    data_dir: Path = Path(".parley/data")
    model_path: Path | None = None
    handlers: str | None = None
    bot: str = "scrapbook"  # a collection to answer questions about, or "demo" for the STM demo bot
    debug: bool = False
    meanings: bool = True  # read words outside a collection's vocabulary as its nearest meaning (a sentence encoder)
    admin_token: str | None = None
    directline_secret: str | None = None
    token_secret: str | None = None
    storage_expiry_s: int = 30 * 24 * 3600
    activity_log_size: int = 200
    db_timeout_s: float = 2.0
    header_timeout_s: float = 15.0  # to send a request's headers; also how long an idle connection is kept
    body_timeout_s: float = 20.0  # to send a request's body, once its headers are in
    seed_sample: bool = True
    log_level: str = "INFO"
    redis_url: str | None = None  # summary jobs through a Redis Stream; unset: an in-process worker
    summarizer: str = "extractive"  # extractive | transformers | ctranslate2
    summarizer_model: str | None = None
    summarizer_device: str | None = None
    worker_batch: int = 32
    worker_batch_ms: int = 50
    worker_claim_idle_ms: int = 30_000
    worker_max_attempts: int = 3
    sweep_s: float = 60.0
    worker_nice: int = 10  # CPU priority of `parley worker` below the bot server's (0: same)
    transcript: bool = False  # also append every turn to the `transcripts` collection
    cors_origins: tuple[str, ...] = ("*",)
    webchat_page: str | None = None  # "open" | "off"; unset: open without a Direct Line secret, off with one
    rate_limits: RateLimits = field(default_factory=RateLimits)
    trusted_proxies: int = 0
    public_host: str | None = None  # the host name users reach the bot at (Teams manifest, Alexa endpoint)
    teams: TeamsSettings = field(default_factory=TeamsSettings)
    alexa: AlexaSettings = field(default_factory=AlexaSettings)
    alexa_ssl_certificate_type: str = "Wildcard"  # skill.json's sslCertificateType for the endpoint (`parley package alexa`)
    channels: tuple[str, ...] = BUILT_IN_CHANNELS  # the channels to mount (entry points of the `parley.channels` group)
    store: str = "mongo"  # where conversations are kept: mongo | memory | a plug-in's (`parley.stores` group)
    environment: Mapping[str, str] = field(default_factory=dict, repr=False)  # every variable: plug-ins read their own

    def worker_settings(self) -> WorkerSettings:
        return WorkerSettings(
            batch_size=self.worker_batch,
            batch_ms=self.worker_batch_ms,
            claim_idle_ms=self.worker_claim_idle_ms,
            max_attempts=self.worker_max_attempts,
            sweep_s=self.sweep_s,
        )

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Settings:
        env = dict(os.environ if env is None else env)

        def text(name: str) -> str | None:
            value = env.get(name, "").strip()
            return value or None

        model = text("PARLEY_MODEL")
        webchat_page = (text("PARLEY_WEBCHAT_PAGE") or "").lower() or None
        if webchat_page is not None and webchat_page not in WEBCHAT_PAGE_MODES:
            raise SettingsError(f"PARLEY_WEBCHAT_PAGE={webchat_page!r} is not one of {', '.join(WEBCHAT_PAGE_MODES)}")
        return cls(
            host=text("PARLEY_HOST") or cls.host,
            port=int(_number(env, "PARLEY_PORT", cls.port)),
            mongodb_uri=text("PARLEY_MONGODB_URI"),
            database=text("PARLEY_MONGODB_DATABASE") or cls.database,
            data_dir=Path(text("PARLEY_DATA_DIR") or cls.data_dir),
            model_path=Path(model) if model else None,
            handlers=text("PARLEY_HANDLERS"),
            bot=text("PARLEY_BOT") or cls.bot,
            debug=(text("PARLEY_DEBUG") or "").lower() in TRUE,
            meanings=(text("PARLEY_MEANINGS") or "on").lower() in TRUE,
            admin_token=text("PARLEY_ADMIN_TOKEN"),
            directline_secret=text("PARLEY_DIRECTLINE_SECRET"),
            token_secret=text("PARLEY_TOKEN_SECRET"),
            storage_expiry_s=int(parse_duration(text("PARLEY_STORAGE_EXPIRY") or cls.storage_expiry_s, "PARLEY_STORAGE_EXPIRY")),
            activity_log_size=int(_number(env, "PARLEY_ACTIVITY_LOG_SIZE", cls.activity_log_size)),
            db_timeout_s=float(_number(env, "PARLEY_DB_TIMEOUT", cls.db_timeout_s, float)),
            header_timeout_s=float(_number(env, "PARLEY_HEADER_TIMEOUT", cls.header_timeout_s, float)),
            body_timeout_s=float(_number(env, "PARLEY_BODY_TIMEOUT", cls.body_timeout_s, float)),
            seed_sample=(text("PARLEY_SEED_SAMPLE") or "1").lower() in TRUE,
            log_level=(text("PARLEY_LOG_LEVEL") or cls.log_level).upper(),
            public_host=text("PARLEY_PUBLIC_HOST"),
            redis_url=text("PARLEY_REDIS_URL"),
            summarizer=(text("PARLEY_SUMMARIZER") or cls.summarizer).lower(),
            summarizer_model=text("PARLEY_SUMMARIZER_MODEL"),
            summarizer_device=text("PARLEY_SUMMARIZER_DEVICE"),
            worker_batch=int(_number(env, "PARLEY_WORKER_BATCH", cls.worker_batch)),
            worker_batch_ms=int(_number(env, "PARLEY_WORKER_BATCH_MS", cls.worker_batch_ms)),
            worker_claim_idle_ms=int(_number(env, "PARLEY_WORKER_CLAIM_IDLE_MS", cls.worker_claim_idle_ms)),
            worker_max_attempts=int(_number(env, "PARLEY_WORKER_MAX_ATTEMPTS", cls.worker_max_attempts)),
            sweep_s=_number(env, "PARLEY_SWEEP_INTERVAL", cls.sweep_s, float),
            worker_nice=int(raw_nice) if (raw_nice := text("PARLEY_WORKER_NICE")) and raw_nice.lstrip("-").isdigit() else cls.worker_nice,
            transcript=(text("PARLEY_TRANSCRIPT") or "0").lower() in TRUE,
            cors_origins=tuple(o.strip() for o in (text("PARLEY_CORS_ORIGINS") or "*").split(",") if o.strip()),
            webchat_page=webchat_page,
            rate_limits=RateLimits(
                conversations_per_address=_count(env, "PARLEY_RATE_CONVERSATIONS", RateLimits.conversations_per_address),
                turns_per_conversation=_count(env, "PARLEY_RATE_TURNS", RateLimits.turns_per_conversation),
                turns_per_address=_count(env, "PARLEY_RATE_ADDRESS_TURNS", RateLimits.turns_per_address),
                text_chars_per_conversation=_count(env, "PARLEY_RATE_TEXT", RateLimits.text_chars_per_conversation),
            ),
            trusted_proxies=_count(env, "PARLEY_TRUST_PROXY", 0),
            teams=TeamsSettings(  # the variable names Bot Framework's own samples use
                app_id=text("MicrosoftAppId") or "",
                app_password=text("MicrosoftAppPassword") or "",
                app_type=text("MicrosoftAppType") or "MultiTenant",
                tenant_id=text("MicrosoftAppTenantId") or "",
                local=(text("PARLEY_TEAMS_LOCAL") or "0").lower() in TRUE,
                service_urls=tuple(u.strip() for u in urls.split(",") if u.strip())
                if (urls := text("PARLEY_TEAMS_SERVICE_URLS"))
                else None,
                openid_metadata_url=text("PARLEY_TEAMS_OPENID_METADATA_URL"),
                token_url=text("PARLEY_TEAMS_TOKEN_URL"),
                typing_after_s=_number(env, "PARLEY_TEAMS_TYPING_AFTER", 1.0, float),
                sdk=(text("PARLEY_TEAMS_SDK") or "agents").lower(),
            ),
            alexa=AlexaSettings(
                verify=(text("PARLEY_ALEXA_VERIFY") or "1").lower() in TRUE,
                skill_id=text("PARLEY_ALEXA_SKILL_ID"),
                any_skill=(text("PARLEY_ALEXA_ANY_SKILL") or "0").lower() in TRUE,
                trust_roots=Path(roots) if (roots := text("PARLEY_ALEXA_TRUST_ROOTS")) else None,
                cert_mirror=text("PARLEY_ALEXA_CERT_MIRROR"),
                invocation_name=text("PARLEY_ALEXA_INVOCATION_NAME") or AlexaSettings.invocation_name,
            ),
            alexa_ssl_certificate_type=_certificate_type(text("PARLEY_ALEXA_SSL_CERTIFICATE_TYPE")),
            channels=_channels(text("PARLEY_CHANNELS")),
            store=_store(text("PARLEY_STORE")),
            environment=env,
        )
