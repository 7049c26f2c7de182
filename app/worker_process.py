"""`parley worker`: one summarizer process (one per GPU), fed by the Redis Stream."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from dataclasses import replace

from parley.channels.config import utc_now
from parley.core.store import ConversationStore
from parley.storage.mongo import MongoConnection, MongoConversationStore
from parley.storage.plugin import StoreContext, StoreError, installed_stores, load_store
from parley.storage.summary_queue import RedisSummaryQueue

from .settings import Settings
from .summarizers import load_summarizer
from .summary_runner import lower_priority
from .supervisor import Supervised
from .worker import SummaryWorker

log = logging.getLogger("parley.worker")


async def run_worker(settings: Settings) -> int:
    if not settings.redis_url or not settings.mongodb_uri:
        log.error(
            "a worker needs PARLEY_REDIS_URL (the job stream) and PARLEY_MONGODB_URI (the conversations); "
            "without Redis, `parley serve` summarizes in process"
        )
        return 2
    if settings.store == "memory":
        log.error("PARLEY_STORE=memory keeps conversations inside `parley serve`: a worker cannot reach them")
        return 2
    try:
        open_store = load_store(settings.store, installed_stores())  # the same store the bot servers use
    except StoreError as exc:
        log.error("%s", exc)
        return 2
    if settings.worker_nice:
        lower_priority(settings.worker_nice)  # a worker sharing CPUs with a bot server yields to the replies
        log.info("worker running at nice %d (PARLEY_WORKER_NICE)", os.nice(0))
    log.info("loading the %s summarizer %s ...", settings.summarizer, settings.summarizer_model or "")
    summarizer = await asyncio.to_thread(
        load_summarizer, settings.summarizer, settings.summarizer_model, settings.summarizer_device, settings.worker_batch
    )
    connection = MongoConnection(settings.mongodb_uri, settings.database, timeout_s=settings.db_timeout_s)
    store: ConversationStore
    if settings.store == "mongo":
        store = MongoConversationStore(connection)  # the bot servers made its indexes
    else:
        try:
            store = await open_store(StoreContext(settings.store, connection, settings.storage_expiry_s, settings.environment))
        except Exception:
            await connection.close()
            raise
    queue = RedisSummaryQueue(settings.redis_url)
    # the bot servers sweep and name each job's cutoff (they know each bot's budget): a worker folds what it is asked
    worker = SummaryWorker(store, queue, summarizer, None, utc_now, replace(settings.worker_settings(), sweep_s=0))
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await Supervised("the summary worker", worker.run).run(stop)  # restarted should it die, never an exit
    finally:
        await queue.close()
        await connection.close()
    return 0
