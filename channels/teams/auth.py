"""The Teams channel's settings, named the way Bot Framework's own samples name them (MicrosoftAppId,
MicrosoftAppPassword, MicrosoftAppType, MicrosoftAppTenantId), and the SDK the channel runs on."""

from __future__ import annotations

from dataclasses import dataclass

from .service_urls import BOT_FRAMEWORK_SERVICE_URLS, LOOPBACK_SERVICE_URLS, ServiceUrlError, ServiceUrlPolicy, is_loopback_host

APP_TYPES = ("MultiTenant", "SingleTenant", "UserAssignedMSI")
SDKS = ("agents", "botbuilder")  # the Microsoft 365 Agents SDK (default), or the Bot Framework SDK 4.17


@dataclass(frozen=True)
class TeamsSettings:
    app_id: str = ""  # empty and not local: the Teams endpoint is off
    app_password: str = ""
    app_type: str = "MultiTenant"
    tenant_id: str = ""
    local: bool = False  # the Bot Framework Emulator on loopback: no authentication without an app id
    service_urls: tuple[str, ...] | None = None  # where replies may go (None: Bot Framework's hosts, and loopback in local mode)
    openid_metadata_url: str | None = None  # where the channel's signing keys are published (default: Microsoft's)
    token_url: str | None = None  # where the bot gets its outbound token (default: Microsoft's)
    typing_after_s: float = 1.0  # send a typing indicator when a turn takes longer than this
    sdk: str = "agents"  # the SDK that reads and authenticates inbound activities (PARLEY_TEAMS_SDK)

    @property
    def enabled(self) -> bool:
        """Whether /api/messages takes activities: with an app id, or in local mode."""
        return bool(self.app_id) or self.local

    @property
    def authenticated(self) -> bool:
        """Whether inbound requests need a Bot Framework token (and replies carry one)."""
        return bool(self.app_id)

    def service_url_policy(self) -> ServiceUrlPolicy:
        """The allow-list replies are checked against (ServiceUrlError for an unusable entry)."""
        if self.service_urls is not None:
            return ServiceUrlPolicy.parse(self.service_urls)
        defaults = BOT_FRAMEWORK_SERVICE_URLS + (LOOPBACK_SERVICE_URLS if self.local else ())
        return ServiceUrlPolicy.parse(defaults)

    def check(self, host: str | None = None) -> None:
        """Refuse settings that cannot work or would be unsafe; `host` is the address the server listens on."""
        if self.sdk not in SDKS:
            raise ValueError(f"PARLEY_TEAMS_SDK must be one of {', '.join(SDKS)}, not {self.sdk!r}")
        if self.app_type not in APP_TYPES:
            raise ValueError(f"MicrosoftAppType must be one of {', '.join(APP_TYPES)}, not {self.app_type!r}")
        if self.app_type == "UserAssignedMSI":
            raise ValueError("MicrosoftAppType UserAssignedMSI is not supported: use MultiTenant or SingleTenant")
        if self.app_id and not self.app_password:
            raise ValueError("MicrosoftAppId is set but MicrosoftAppPassword is empty")
        if self.app_type == "SingleTenant" and self.app_id and not self.tenant_id:
            raise ValueError("MicrosoftAppType SingleTenant needs MicrosoftAppTenantId")
        try:
            policy = self.service_url_policy()
        except ServiceUrlError as exc:
            raise ValueError(f"PARLEY_TEAMS_SERVICE_URLS: {exc}") from None
        if not policy.rules:
            raise ValueError("PARLEY_TEAMS_SERVICE_URLS lists no service URL: replies could go nowhere")
        if policy.admits_loopback and not self.local:
            raise ValueError("PARLEY_TEAMS_SERVICE_URLS names a loopback host: that is for local mode only (PARLEY_TEAMS_LOCAL=1)")
        if self.local and host is not None and not is_loopback_host(host):
            raise ValueError(
                f"PARLEY_TEAMS_LOCAL=1 is for the Bot Framework Emulator on this machine, but the server listens on {host!r}: "
                "listen on 127.0.0.1 (PARLEY_HOST) or set MicrosoftAppId and MicrosoftAppPassword instead"
            )

    def describe(self) -> str:
        """How the Teams endpoint is configured, for the start-up log."""
        if not self.enabled:
            return (
                "off (POST /api/messages answers 503): set MicrosoftAppId and MicrosoftAppPassword to turn it on, "
                "or PARLEY_TEAMS_LOCAL=1 for the Bot Framework Emulator on loopback"
            )
        mode = f"app id {self.app_id} ({self.app_type})" if self.authenticated else "local mode (no Bot Framework authentication)"
        urls = (
            "Bot Framework's hosts" + (" and loopback" if self.local else "") if self.service_urls is None else ", ".join(self.service_urls)
        )
        sdk = "the Microsoft 365 Agents SDK" if self.sdk == "agents" else "botbuilder 4.17 (no longer serviced by Microsoft)"
        return f"{mode} on {sdk}, replies only to {urls}"

    def outbound_token_url(self) -> str:
        if self.token_url:
            return self.token_url
        tenant = self.tenant_id if self.app_type == "SingleTenant" else "botframework.com"
        return f"https://login.microsoftonline.com/{tenant}/oauth2/v2.0/token"
