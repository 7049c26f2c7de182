"""The aiohttp application: Direct Line, the admin API, the web page and a health check."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from aiohttp import web, web_response

from parley.core.conversation import ConversationService

from . import web as web_page
from .admin import AdminApi
from .alexa.routes import AlexaSkill
from .config import ChannelConfig
from .cors import cors_middleware
from .directline.routes import PREFIX, DirectLine
from .directline.tokens import TokenSigner
from .errors import MAX_BODY, error_middleware
from .logsafe import quiet_client_errors
from .maps.routes import MapImages
from .teams.adapter import teams_adapter
from .teams.connector import ClientCredentialsToken, Connector
from .teams.routes import TeamsChannel

SERVER_HEADER = "Parley"  # instead of aiohttp's "Python/3.x aiohttp/x.y": no versions for a scanner to match
HealthCheck = Callable[[], Awaitable[bool]]
DatabaseState = Callable[[], str]  # "running", "restarting", "stopped": the embedded database's supervisor
SummariesState = Callable[[], str]  # "running", "restarting", "stopped": the summary worker's supervisor


def create_app(
    service: ConversationService,
    config: ChannelConfig,
    signing_key: str,
    health: HealthCheck | None = None,
    database_state: DatabaseState | None = None,
    summaries_state: SummariesState | None = None,
) -> web.Application:
    cors = cors_middleware((PREFIX,), config.cors_origins)
    app = web.Application(middlewares=[cors, error_middleware], client_max_size=config.max_body)
    app[MAX_BODY] = config.max_body
    app.on_response_prepare.append(hide_server_version)
    # the HTTP parser's own refusals (a malformed request line, a header too long) never reach the app's
    # signals; they take the header from this module default
    web_response.SERVER_SOFTWARE = SERVER_HEADER  # type: ignore[attr-defined]  # imported there from aiohttp.http
    quiet_client_errors(logging.getLogger("aiohttp.server"))
    directline = DirectLine(service, config, TokenSigner(signing_key, config.token_lifetime_s))
    app.add_routes(directline.routes())
    app.add_routes(AdminApi(service, config).routes())
    app.add_routes(web_page.routes(config.trusted_proxies))
    app.add_routes(MapImages().routes())
    teams = teams_channel(service, config)
    app.add_routes(teams.routes())

    alexa = AlexaSkill.from_config(service, config)
    app.add_routes(alexa.routes())

    async def start_teams(_: web.Application) -> None:  # loads the channel's signing keys before the first request
        await teams.adapter.start()

    app.on_startup.append(start_teams)

    async def close_connector(_: web.Application) -> None:
        await teams.adapter.stop()
        await alexa.close()

    app.on_cleanup.append(close_connector)

    def summaries() -> dict[str, str]:  # summaries that lag do not stop the replies: shown, never a 503
        return {"summaries": summaries_state()} if summaries_state is not None else {}

    async def healthz(_: web.Request) -> web.Response:
        state = database_state() if database_state is not None else "running"
        if state != "running":
            return degraded(state, f"The embedded database is {state}.")
        if health is not None and not await health():
            return degraded("unreachable", "The database is unreachable.")
        return web.json_response({"status": "ok", "bot": service.bot.model.name, **summaries()})

    def degraded(database: str, message: str) -> web.Response:
        error = {"code": "ServiceUnavailable", "message": message}
        return web.json_response({"status": "degraded", "database": database, **summaries(), "error": error}, status=503)

    app.router.add_get("/healthz", healthz)
    return app


async def hide_server_version(_: web.Request, response: web.StreamResponse) -> None:
    response.headers["Server"] = SERVER_HEADER


def teams_channel(service: ConversationService, config: ChannelConfig) -> TeamsChannel:
    settings = config.teams
    connector = Connector(service_urls=settings.service_url_policy())
    if settings.authenticated:
        connector.tokens = ClientCredentialsToken(connector.session, settings.app_id, settings.app_password, settings.outbound_token_url())
    adapter = teams_adapter(settings, connector)
    return TeamsChannel(service, config, settings, adapter)
