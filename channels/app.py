"""The aiohttp application: the enabled channels (found through entry points), the admin API, map images and a health check."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping

from aiohttp import web, web_response

from parley.core.conversation import ConversationService

from .admin import AdminApi
from .config import ChannelConfig
from .cors import cors_middleware
from .directline.routes import PREFIX
from .errors import MAX_BODY, error_middleware
from .logsafe import quiet_client_errors
from .maps.routes import MapImages
from .plugin import ChannelContext, ChannelFactory, installed_channels, load_channels, make_channel, mount

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
    channels: Mapping[str, ChannelFactory] | None = None,
) -> web.Application:
    """The application with `channels` mounted (by default the factories of `config.channels`, found among
    the installed packages' `parley.channels` entry points); ChannelError names a channel that cannot be."""
    if channels is None:
        channels = load_channels(config.channels, installed_channels())
    cors = cors_middleware((PREFIX,), config.cors_origins)
    app = web.Application(middlewares=[cors, error_middleware], client_max_size=config.max_body)
    app[MAX_BODY] = config.max_body
    app.on_response_prepare.append(hide_server_version)
    # the HTTP parser's own refusals (a malformed request line, a header too long) never reach the app's
    # signals; they take the header from this module default
    web_response.SERVER_SOFTWARE = SERVER_HEADER  # type: ignore[attr-defined]  # imported there from aiohttp.http
    quiet_client_errors(logging.getLogger("aiohttp.server"))
    for name, factory in channels.items():
        mount(app, make_channel(name, factory, ChannelContext(name, service, config, signing_key)))
    app.add_routes(AdminApi(service, config).routes())
    app.add_routes(MapImages().routes())

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
