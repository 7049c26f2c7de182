"""Parley's own channels as channel factories: pyproject.toml registers each under the `parley.channels`
entry-point group, so they are found and mounted exactly as a plug-in's channel is."""

from __future__ import annotations

from collections.abc import Sequence

from aiohttp import web

from . import web as web_page
from .alexa.routes import AlexaSkill
from .directline.routes import DirectLine
from .directline.tokens import TokenSigner
from .plugin import ChannelContext
from .teams.adapter import teams_adapter
from .teams.connector import ClientCredentialsToken, Connector
from .teams.routes import TeamsChannel


class Routes:
    """A channel that is only routes: nothing to start or close."""

    def __init__(self, routes: Sequence[web.AbstractRouteDef]) -> None:
        self._routes = list(routes)

    def routes(self) -> Sequence[web.AbstractRouteDef]:
        return self._routes

    async def start(self) -> None:
        pass

    async def close(self) -> None:
        pass


def directline(context: ChannelContext) -> Routes:
    """Direct Line 3.0 (`/v3/directline/...`) and the page's token endpoint."""
    config = context.config
    return Routes(DirectLine(context.service, config, TokenSigner(context.signing_key, config.token_lifetime_s)).routes())


def page(context: ChannelContext) -> Routes:
    """Parley's own chat page (`GET /`), which talks Direct Line."""
    return Routes(web_page.routes(context.config.trusted_proxies))


class Teams:
    """Microsoft Teams (`POST /api/messages`): loads its signing keys as the server starts."""

    def __init__(self, context: ChannelContext) -> None:
        config = context.config
        settings = config.teams
        connector = Connector(service_urls=settings.service_url_policy())
        if settings.authenticated:
            connector.tokens = ClientCredentialsToken(
                connector.session, settings.app_id, settings.app_password, settings.outbound_token_url()
            )
        self.channel = TeamsChannel(context.service, config, settings, teams_adapter(settings, connector))

    def routes(self) -> Sequence[web.AbstractRouteDef]:
        return self.channel.routes()

    async def start(self) -> None:
        await self.channel.adapter.start()

    async def close(self) -> None:
        await self.channel.adapter.stop()


class Alexa:
    """An Alexa custom skill (`POST /api/alexa`)."""

    def __init__(self, context: ChannelContext) -> None:
        self.skill = AlexaSkill.from_config(context.service, context.config)

    def routes(self) -> Sequence[web.AbstractRouteDef]:
        return self.skill.routes()

    async def start(self) -> None:
        pass

    async def close(self) -> None:
        await self.skill.close()
