"""Wires storage, engine and channels into a running server."""

from __future__ import annotations

import asyncio
import logging
import signal
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from aiohttp import web
from pymongo import monitoring

from parley.channels.app import create_app
from parley.channels.config import ChannelConfig, utc_now
from parley.channels.errors import BODY_TIMEOUT_S
from parley.channels.plugin import ChannelFactory, installed_channels, load_channels
from parley.core.bot import Bot
from parley.core.conversation import ConversationService
from parley.core.history import HistoryBudget, SummaryPlan, TokenCounter
from parley.core.store import ConversationStore
from parley.storage.embedded import EmbeddedMongo, wait_for_mongo
from parley.storage.embedded_supervisor import EmbeddedSupervisor
from parley.storage.items import MongoItemStore
from parley.storage.mongo import MongoConnection, MongoTranscript
from parley.storage.plugin import StoreContext, StoreFactory, installed_stores, load_store
from parley.storage.summary_queue import SummaryQueue

from .bots import load_bot
from .settings import Settings, SettingsError
from .supervisor import STOPPED, Supervised
from .worker import SummaryWorker, Sweeper

log = logging.getLogger("parley.server")

SIGNING_KEY_NAME = "directline-signing-key"


@dataclass
class Parley:
    app: web.Application
    connection: MongoConnection
    store: ConversationStore
    items: MongoItemStore
    service: ConversationService
    embedded: EmbeddedSupervisor | None
    summaries: Summaries | None = None

    def shutting_down(self) -> None:
        """The server is stopping: an embedded database that ends now is not restarted."""
        if self.embedded is not None:
            self.embedded.stop_restarting()

    async def close(self) -> None:
        await self.connection.close()
        if self.embedded is not None:
            await self.embedded.stop()


async def build(
    settings: Settings,
    bot: Bot | None = None,
    event_listeners: Sequence[monitoring.CommandListener] = (),
    clock: Callable[[], datetime] = utc_now,
) -> Parley:
    """Start (or connect to) the database and build the application."""
    try:
        settings.teams.check(settings.host)
    except ValueError as exc:
        raise SettingsError(str(exc)) from None
    open_store, channels = plugins(settings)  # an unknown or broken plug-in stops the start before the database does
    wants_collection_bot = bot is None and settings.model_path is None and settings.bot != "demo"
    if bot is None and not wants_collection_bot:
        bot = load_bot(settings.model_path, settings.handlers)
    embedded = None
    uri = settings.mongodb_uri
    if uri is None:
        embedded = EmbeddedSupervisor(EmbeddedMongo(settings.data_dir.resolve()))  # restarts it should it die
        uri = await embedded.start()
        log.info("using the embedded database at %s (data in %s)", uri, settings.data_dir.resolve())
    else:
        log.info("using MongoDB at %s", _redact(uri))
        await wait_for_mongo(uri, 30.0, "MongoDB")
    connection = MongoConnection(uri, settings.database, timeout_s=settings.db_timeout_s, event_listeners=event_listeners)
    items = MongoItemStore(connection)
    try:
        store = await open_store(StoreContext(settings.store, connection, settings.storage_expiry_s, settings.environment))
        log.info("conversations: the %r store", settings.store)
        if settings.seed_sample:
            await seed_sample(items)
        signing_key = settings.token_secret or await connection.shared_secret(SIGNING_KEY_NAME)
        if bot is None:
            bot = await collection_bot(items, settings.bot, settings.meanings)
    except Exception:
        await connection.close()
        if embedded is not None:
            await embedded.stop()
        raise
    log.info("bot %r: %d entities, %d intents", bot.model.name, len(bot.model.entities), len(bot.model.intents))
    try:
        summaries = await start_summaries(settings, store, bot.model.history, clock)
    except Exception:
        await connection.close()
        if embedded is not None:
            await embedded.stop()
        raise
    service = ConversationService(
        bot,
        store,
        activity_limit=settings.activity_log_size,
        count_tokens=summaries.count_tokens,
        request_summary=summaries.request,
        discard_summary_jobs=summaries.queue.discard,
        transcript=MongoTranscript(connection) if settings.transcript else None,
    )
    config = ChannelConfig(
        debug=settings.debug,
        admin_token=settings.admin_token,
        directline_secret=settings.directline_secret,
        clock=clock,
        teams=settings.teams,
        alexa=settings.alexa,
        cors_origins=settings.cors_origins,
        webchat_page=settings.webchat_page,
        rate_limits=settings.rate_limits,
        trusted_proxies=settings.trusted_proxies,
        public_host=settings.public_host,
        channels=settings.channels,
        environment=settings.environment,
    )
    log.info("Alexa: POST /api/alexa, %s", settings.alexa.describe())
    log.info("Teams: POST /api/messages, %s", settings.teams.describe())
    if not settings.admin_token:
        log.info("admin API disabled (set PARLEY_ADMIN_TOKEN to enable it)")
    if not settings.directline_secret:
        log.info(
            "Direct Line is open: anyone who reaches the server may start a conversation (set PARLEY_DIRECTLINE_SECRET to require a secret)"
        )
    database_state = embedded.current_state if embedded is not None else None
    try:  # a channel's factory may refuse its settings
        app = create_app(
            service,
            config,
            signing_key,
            health=connection.ping,
            database_state=database_state,
            summaries_state=summaries.state,
            channels=channels,
        )
    except Exception:
        await summaries.stop()
        await connection.close()
        if embedded is not None:
            await embedded.stop()
        raise
    log.info("channels: %s (PARLEY_CHANNELS)", ", ".join(channels) or "none")
    app.on_startup.append(lambda _: summaries.start())
    app.on_cleanup.append(lambda _: summaries.stop())
    return Parley(app, connection, store, items, service, embedded, summaries)


def plugins(settings: Settings) -> tuple[StoreFactory, dict[str, ChannelFactory]]:
    """The store PARLEY_STORE names and the channels PARLEY_CHANNELS names, loaded from the installed
    packages' entry points; SettingsError when one is not installed, does not load, or does not fit."""
    try:
        open_store = load_store(settings.store, installed_stores())
        channels = load_channels(settings.channels, installed_channels())
    except ValueError as exc:
        raise SettingsError(str(exc)) from None
    if settings.store != "mongo" and settings.transcript:  # the mongo store indexes and deletes transcript lines
        raise SettingsError(f"PARLEY_TRANSCRIPT needs PARLEY_STORE=mongo (not {settings.store!r}): only that store deletes them")
    if settings.store == "memory" and settings.redis_url:
        raise SettingsError(
            "PARLEY_STORE=memory keeps conversations inside this process: `parley worker` (PARLEY_REDIS_URL) cannot reach them"
        )
    return open_store, channels


@dataclass
class Summaries:
    """Where summary jobs go (a Redis Stream, or an in-process queue with a worker in this process)."""

    queue: SummaryQueue
    count_tokens: TokenCounter
    worker: SummaryWorker | None = None
    sweeper: Sweeper | None = None
    supervisor: Supervised | None = None  # restarts the worker (or sweep) should it die
    _stop: asyncio.Event = field(default_factory=asyncio.Event)
    _task: asyncio.Task[None] | None = None

    async def request(self, plan: SummaryPlan) -> None:
        await self.queue.enqueue(plan.conversation_id, plan.up_to)

    def state(self) -> str:
        """The summary worker's state: running, restarting (it died and waits out its backoff) or stopped."""
        return self.supervisor.state if self.supervisor is not None else STOPPED

    async def start(self) -> None:
        runner = self.worker or self.sweeper
        if runner is not None and self._task is None:
            self._stop.clear()
            self.supervisor = Supervised("the summary worker" if self.worker else "the summary sweep", runner.run)
            self._task = asyncio.create_task(self.supervisor.run(self._stop))

    async def stop(self) -> None:
        """Stop at once: a job taken but not committed is simply asked for again (next turn or sweep)."""
        if self._task is not None:
            self._stop.set()
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        await self.queue.close()


async def start_summaries(settings: Settings, store: ConversationStore, budget: HistoryBudget, clock: Callable[[], datetime]) -> Summaries:
    """Jobs through Redis to `parley worker` processes when PARLEY_REDIS_URL is set; otherwise the same
    worker logic runs inside this process on an in-memory queue, and the summarizer in a child process
    at a lower CPU priority (PARLEY_WORKER_NICE), so a long summary never holds up the replies."""
    from .summarizers import summarizer_process, token_counter

    if settings.redis_url:
        from parley.storage.summary_queue import RedisSummaryQueue

        log.info("summaries: jobs go to the Redis Stream at %s (run `parley worker`)", _redact(settings.redis_url))
        counter = await asyncio.to_thread(token_counter, settings.summarizer, settings.summarizer_model)
        redis_queue = RedisSummaryQueue(settings.redis_url)
        return Summaries(redis_queue, counter, sweeper=Sweeper(store, redis_queue, budget, counter, settings.sweep_s))
    from parley.storage.summary_queue import MemorySummaryQueue

    runner = await asyncio.to_thread(
        summarizer_process,
        settings.summarizer,
        settings.summarizer_model,
        settings.summarizer_device,
        settings.worker_batch,
        settings.worker_nice,
    )
    queue = MemorySummaryQueue()
    worker = SummaryWorker(store, queue, runner, budget, clock, settings.worker_settings(), consumer="in-process")
    log.info("summaries: in-process worker, the %s summarizer in a child process (set PARLEY_REDIS_URL to use workers)", runner.name)
    return Summaries(queue, runner.count_tokens, worker)


async def collection_bot(items: MongoItemStore, collection: str, meanings: bool = True) -> Bot:
    """The collection assistant for `collection`, with its words read from the stored items (and, with
    `meanings`, unknown words read as their nearest meaning when the sentence encoder is installed)."""
    from parley.core.query.bot import QueryBot
    from parley.core.query.places import world_places

    from .meanings import meanings_encoder

    encoder = await asyncio.to_thread(meanings_encoder, meanings)  # loaded once per process; None when off or not installed
    log.info("loading the place gazetteer and the words of collection %r ...", collection)
    query_bot = await QueryBot.create(items, collection, world_places(), encoder)
    return query_bot.bot


async def seed_sample(items: MongoItemStore) -> None:
    """Store the bundled sample collection the first time a database is used."""
    import yaml

    from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode

    definition = yaml.safe_load(DEFINITION_FILE.read_text(encoding="utf-8"))
    if any(c.name == definition["name"] for c in await items.collections()):
        return
    log.info("seeding the sample collection %r ...", definition["name"])
    stored = await items.seed(definition, decode(SAMPLE_FILE.read_bytes()), progress=lambda n: log.info("  %d items stored", n))
    log.info("sample collection %r ready (%d items)", definition["name"], stored)


def _redact(uri: str) -> str:
    if "@" not in uri:
        return uri
    scheme, _, rest = uri.partition("://")
    return f"{scheme}://***@{rest.split('@', 1)[1]}"


async def serve(settings: Settings) -> None:
    parley = await build(settings)
    parley.app[BODY_TIMEOUT_S] = settings.body_timeout_s
    # keepalive_timeout also runs from the moment a client connects: headers that do not arrive within it
    # (a slow or silent client) close the connection, as an idle keep-alive connection is closed
    runner = web.AppRunner(parley.app, access_log=None, keepalive_timeout=settings.header_timeout_s)
    await runner.setup()
    try:
        site = web.TCPSite(runner, settings.host, settings.port)
        await site.start()
        log.info("Parley is listening on http://%s:%d/ (web chat at /, Direct Line at /v3/directline)", settings.host, settings.port)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()

        def shut_down() -> None:
            parley.shutting_down()
            stop.set()

        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, shut_down)
        await stop.wait()
        log.info("shutting down")
    finally:
        await runner.cleanup()
        await parley.close()
