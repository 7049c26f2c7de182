"""Single-document updates of concurrent turns, sent to the database together.

While `IN_FLIGHT` commands are in flight, the updates that arrive meanwhile wait for one of them and
then go together, as one unordered client-level `bulkWrite` (MongoDB 8; SecantusDB has it): a group
commit with no added delay. An update that finds a command free goes at once, alone as an ordinary
`update` when nothing else waits. Each caller learns only its own update's outcome, once the command
that carried it has been answered: whether it matched a document, or its own write error; an outage
fails every update of the command and every one waiting, at once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from pymongo import UpdateOne
from pymongo.asynchronous.collection import AsyncCollection
from pymongo.errors import ClientBulkWriteException, WriteError

from parley.core.store import StoreUnavailable

if TYPE_CHECKING:
    from .mongo import MongoConnection

Update = tuple[Mapping[str, Any], Mapping[str, Any]]  # (filter, update)

MAX_GROUP = 4
"""The most updates one command carries. The database commits a command's updates one after another,
each with its own journal flush when journaled, but those of commands in flight at once together: so
fewer per command keep a turn's wait short, more save CPU. Measured on journaled SecantusDB with 32
concurrent turns, 8 commands of up to 4 gave about the most turns a second (against 4 of 8, 16 of 2
and one update a command) for a few hundredths of a CPU ms a turn more than larger groups."""
IN_FLIGHT = 8
"""Commands sent at once."""


class GroupedUpdates:
    """`update(filter, update)`: whether it matched a document; calls made while `in_flight` commands
    are in flight share the next one. `grouped` (a callable) says whether the server takes client-level
    bulkWrite; without it every update is sent on its own."""

    def __init__(
        self,
        connection: MongoConnection,
        collection: AsyncCollection[dict[str, Any]],
        grouped: Callable[[], bool],
        in_flight: int = IN_FLIGHT,
    ) -> None:
        self.connection = connection
        self.collection = collection
        self.namespace = f"{collection.database.name}.{collection.name}"
        self.grouped = grouped
        self.in_flight = in_flight
        self._waiting: list[tuple[Update, asyncio.Future[bool]]] = []
        self._senders: set[asyncio.Task[None]] = set()
        self.commands = 0  # commands sent, for tests and benchmarks
        self.updates = 0

    async def update(self, filter: Mapping[str, Any], update: Mapping[str, Any]) -> bool:
        if not self.grouped():
            self.commands += 1
            self.updates += 1
            result = await self.connection.call(self.collection.update_one(filter, update))
            return result.matched_count == 1
        outcome: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._waiting.append(((filter, update), outcome))
        if len(self._senders) < self.in_flight:
            sender = asyncio.create_task(self._send_all(), name="grouped-updates")
            self._senders.add(sender)
        return await outcome  # a caller cancelled meanwhile leaves its update to be sent all the same

    async def _send_all(self) -> None:
        group: list[tuple[Update, asyncio.Future[bool]]] = []
        try:
            while self._waiting:
                group, self._waiting = self._waiting[:MAX_GROUP], self._waiting[MAX_GROUP:]
                await self._send(group)
        except BaseException:  # cancelled (the server is stopping): nobody may wait forever
            interrupted = StoreUnavailable("database unavailable: the update was interrupted")
            for _, outcome in group:
                _settle(outcome, error=interrupted)
            if len(self._senders - {asyncio.current_task()}) == 0:  # no other sender will take the rest
                for _, outcome in self._waiting:
                    _settle(outcome, error=interrupted)
                self._waiting = []
            raise
        finally:  # at once, with no await since the queue was seen empty: a later update starts a new sender
            self._senders.discard(asyncio.current_task())

    async def _send(self, group: list[tuple[Update, asyncio.Future[bool]]]) -> None:
        self.commands += 1
        self.updates += len(group)
        try:
            if len(group) == 1:
                (filter, update), outcome = group[0]
                one = await self.connection.call(self.collection.update_one(filter, update))
                _settle(outcome, result=one.matched_count == 1)
                return
            outcomes = await self._bulk([UpdateOne(dict(f), dict(u), namespace=self.namespace) for (f, u), _ in group])
        except Exception as exc:  # an outage, or a server error for the command as a whole
            if isinstance(exc, StoreUnavailable):  # the updates waiting would only meet the same outage, one command at a time
                group, self._waiting = group + self._waiting, []
            for _, outcome in group:
                _settle(outcome, error=exc)
            return
        for index, (_, outcome) in enumerate(group):
            found = outcomes.get(index)
            if isinstance(found, Exception):
                _settle(outcome, error=found)
            elif found is None:
                _settle(outcome, error=StoreUnavailable("database unavailable: the update's outcome is unknown"))
            else:
                _settle(outcome, result=found)

    async def _bulk(self, operations: list[UpdateOne]) -> dict[int, bool | Exception]:
        """Each update's outcome by its index: matched or not, or its write error."""

        async def attempt() -> dict[int, bool | Exception]:
            try:
                result = await self.connection.client.bulk_write(operations, ordered=False, verbose_results=True)
            except ClientBulkWriteException as exc:
                if not exc.write_errors and isinstance(exc.error, Exception):
                    raise exc.error from exc  # the connection failed: StoreUnavailable
                outcomes: dict[int, bool | Exception] = {}
                partial = exc.partial_result
                if partial is not None:
                    outcomes.update({i: r.matched_count == 1 for i, r in partial.update_results.items()})
                for error in exc.write_errors or ():
                    details: dict[str, Any] = dict(error) if isinstance(error, Mapping) else {}
                    outcomes[int(details.get("idx", -1))] = WriteError(
                        str(details.get("errmsg", "write error")), details.get("code"), details
                    )
                return outcomes
            return {i: r.matched_count == 1 for i, r in result.update_results.items()}

        return await self.connection.call(attempt())


def _settle(outcome: asyncio.Future[bool], *, result: bool = False, error: BaseException | None = None) -> None:
    if outcome.done():
        return
    if error is not None:
        outcome.set_exception(error)
    else:
        outcome.set_result(result)
