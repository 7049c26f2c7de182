"""How conversation stores are found: packages register them under the `parley.stores` entry-point group
(Parley's own `mongo` and `memory` too), and the operator picks one by name (PARLEY_STORE).

An entry point names an async factory: awaited once with a `StoreContext` as the server starts, it returns
a ready `parley.core.store.ConversationStore` (indexes made, connections open).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import EntryPoint, entry_points
from typing import Protocol, cast

from parley.core.entry_points import PluginKind
from parley.core.store import ConversationStore

from .mongo import MongoConnection

GROUP = "parley.stores"


class StoreError(ValueError):
    """A store that cannot be used: not installed, failing to load, or refusing its settings."""


@dataclass(frozen=True)
class StoreContext:
    """What a store is given to open itself."""

    name: str  # the name it is registered and chosen under
    connection: MongoConnection  # the database Parley keeps collections and its signing key in
    expiry_s: int  # conversations idle this long may be deleted (PARLEY_STORAGE_EXPIRY)
    environment: Mapping[str, str] = field(default_factory=dict, repr=False)  # where a plug-in reads its own settings


STORES = PluginKind("store", "a StoreContext", StoreError)


class StoreFactory(Protocol):
    async def __call__(self, context: StoreContext) -> ConversationStore: ...


def installed_stores(found: Iterable[EntryPoint] | None = None) -> dict[str, EntryPoint]:
    """The stores installed packages register under GROUP, by name; `found` instead of the installed ones.
    A name registered twice with different factories is refused rather than one silently winning."""
    return STORES.registered(entry_points(group=GROUP) if found is None else found)


def load_store(name: str, installed: Mapping[str, EntryPoint]) -> StoreFactory:
    """The factory of the store called `name`, or StoreError naming what is installed."""
    factory = STORES.factory(name, installed, lambda known: f"PARLEY_STORE={name!r} is not an installed store (installed: {known})")
    return cast(StoreFactory, factory)
