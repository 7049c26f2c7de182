"""What a channel is to Parley, and how channels are found: packages register them under the `parley.channels`
entry-point group (Parley's own channels too), and the operator names the ones to mount (PARLEY_CHANNELS).

A channel is a small object with HTTP routes and a start and a close: its handlers turn a request into a
channel-neutral `parley.core.turn.Turn`, hand it to the conversation service, and render the `Reply` in the
channel's own format. An entry point names a factory: called once with a `ChannelContext`, it returns the
channel. Names are lower case; a name registered twice, with different factories, is refused rather than
one of them silently winning.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from importlib.metadata import EntryPoint, entry_points
from typing import Protocol, cast, runtime_checkable

from aiohttp import web

from parley.core.conversation import ConversationService
from parley.core.entry_points import PluginKind
from parley.core.turn import Reply, Turn

from .config import ChannelConfig
from .outbound import Answer, Outbound

GROUP = "parley.channels"
NAME = re.compile(r"[a-z][a-z0-9_-]{0,39}")


class ChannelError(ValueError):
    """A channel that cannot be mounted: not installed, failing to load or to set up, or misconfigured."""


CHANNELS = PluginKind("channel", "a ChannelContext", ChannelError, NAME)


@dataclass(frozen=True)
class ChannelContext:
    """What a channel is given to set itself up."""

    name: str  # the name it is registered and enabled under
    service: ConversationService  # process a Turn: `await context.answer(turn)` (or `respond`), or the service's own methods
    config: ChannelConfig  # the server's settings every channel shares: limits, clock, proxies, rate limits
    signing_key: str  # the key that signs Direct Line tokens

    @property
    def environment(self) -> Mapping[str, str]:
        """The server's environment variables, where a plug-in reads its own settings."""
        return self.config.environment

    def now(self) -> datetime:
        return self.config.clock()

    async def answer(self, turn: Turn) -> Answer:
        """Process `turn` (its conversation is created on its first turn) as every channel does: the bot's
        reply with what its channel data carries (the interpretation when the server runs with debug on),
        or, when the database is down, the apology (`answer.apology` is then true and nothing was stored)."""
        return await Outbound(self.service, self.config.debug).run(turn, self.now())

    async def respond(self, turn: Turn) -> Reply:
        """The reply of `answer(turn)`: the bot's, or the apology when the database is down."""
        return (await self.answer(turn)).reply


@runtime_checkable
class Channel(Protocol):
    """A channel mounted on Parley's aiohttp application."""

    def routes(self) -> Sequence[web.AbstractRouteDef]:
        """The channel's HTTP routes (its paths must not clash with another channel's)."""
        ...

    async def start(self) -> None:
        """Called once as the server starts, before the first request (fetch keys, open sessions...)."""
        ...

    async def close(self) -> None:
        """Called once as the server stops: release what `start` or the channel opened."""
        ...


ChannelFactory = Callable[[ChannelContext], Channel]


def installed_channels(found: Iterable[EntryPoint] | None = None) -> dict[str, EntryPoint]:
    """The channels installed packages register under GROUP, by name; `found` instead of the installed ones."""
    return CHANNELS.registered(entry_points(group=GROUP) if found is None else found)


def load_channels(enabled: Sequence[str], installed: Mapping[str, EntryPoint]) -> dict[str, ChannelFactory]:
    """The factories of the `enabled` channels, in order; a name nothing registers, or a factory that does not
    load, is refused naming it."""

    def unknown(name: str) -> Callable[[str], str]:
        return lambda known: f"PARLEY_CHANNELS names the channel {name!r}, which no installed package provides (installed: {known})"

    return {name: cast(ChannelFactory, CHANNELS.factory(name, installed, unknown(name))) for name in enabled}


def make_channel(name: str, factory: ChannelFactory, context: ChannelContext) -> Channel:
    """The channel `factory` makes, checked to be one; a factory that refuses its settings is named."""
    try:
        channel = factory(context)
    except ChannelError:
        raise
    except ValueError as exc:  # a plug-in's own settings, refused
        raise ChannelError(f"the channel {name!r} cannot start: {exc}") from exc
    if not isinstance(channel, Channel):
        raise ChannelError(f"the channel {name!r} made a {type(channel).__name__}, which has no routes(), start() and close()")
    return channel


def mount(app: web.Application, channel: Channel) -> None:
    """Add `channel`'s routes to `app`, and its start and close to the app's startup and cleanup."""
    app.add_routes(channel.routes())

    async def start(_: web.Application) -> None:
        await channel.start()

    async def close(_: web.Application) -> None:
        await channel.close()

    app.on_startup.append(start)
    app.on_cleanup.append(close)
