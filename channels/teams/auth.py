"""Inbound Bot Framework authentication, configured the way Bot Framework's own samples are
(MicrosoftAppId, MicrosoftAppPassword, MicrosoftAppType, MicrosoftAppTenantId), done by botbuilder."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

from botbuilder.integration.aiohttp import ConfigurationBotFrameworkAuthentication
from botframework.connector.auth import BotFrameworkAuthentication

APP_TYPES = ("MultiTenant", "SingleTenant", "UserAssignedMSI")
BOT_FRAMEWORK_ISSUER = "https://api.botframework.com"


@dataclass(frozen=True)
class TeamsSettings:
    app_id: str = ""  # empty: local mode, inbound authentication off, no outbound token
    app_password: str = ""
    app_type: str = "MultiTenant"
    tenant_id: str = ""
    openid_metadata_url: str | None = None  # where the channel's signing keys are published (default: Microsoft's)
    token_url: str | None = None  # where the bot gets its outbound token (default: Microsoft's)
    typing_after_s: float = 1.0  # send a typing indicator when a turn takes longer than this

    @property
    def local(self) -> bool:
        return not self.app_id

    def check(self) -> None:
        if self.app_type not in APP_TYPES:
            raise ValueError(f"MicrosoftAppType must be one of {', '.join(APP_TYPES)}, not {self.app_type!r}")
        if self.app_type == "UserAssignedMSI":
            raise ValueError("MicrosoftAppType UserAssignedMSI is not supported: use MultiTenant or SingleTenant")
        if self.app_id and not self.app_password:
            raise ValueError("MicrosoftAppId is set but MicrosoftAppPassword is empty")
        if self.app_type == "SingleTenant" and self.app_id and not self.tenant_id:
            raise ValueError("MicrosoftAppType SingleTenant needs MicrosoftAppTenantId")

    def outbound_token_url(self) -> str:
        if self.token_url:
            return self.token_url
        tenant = self.tenant_id if self.app_type == "SingleTenant" else "botframework.com"
        return f"https://login.microsoftonline.com/{tenant}/oauth2/v2.0/token"


def bot_framework_authentication(settings: TeamsSettings) -> BotFrameworkAuthentication:
    """botbuilder's authentication from the settings; only the key-metadata URL can be pointed elsewhere."""
    settings.check()
    configuration = SimpleNamespace(
        APP_ID=settings.app_id,
        APP_PASSWORD=settings.app_password,
        APP_TYPE=settings.app_type,
        APP_TENANTID=settings.tenant_id,
    )
    if settings.openid_metadata_url:
        configuration.TO_BOT_FROM_CHANNEL_OPENID_METADATA_URL = settings.openid_metadata_url
        configuration.TO_BOT_FROM_CHANNEL_TOKEN_ISSUER = BOT_FRAMEWORK_ISSUER
        configuration.TO_CHANNEL_FROM_BOT_OAUTH_SCOPE = BOT_FRAMEWORK_ISSUER
        configuration.TO_CHANNEL_FROM_BOT_LOGIN_URL = settings.outbound_token_url()
        configuration.TO_BOT_FROM_EMULATOR_OPENID_METADATA_URL = settings.openid_metadata_url
    return ConfigurationBotFrameworkAuthentication(configuration)
