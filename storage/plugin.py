"""How conversation stores are found: packages register them under the `parley.stores` entry-point group
(Parley's own `mongo` and `memory` too), and the operator picks one by name (PARLEY_STORE).

An entry point names an async factory: awaited once with a `StoreContext` as the server starts, it returns
a ready `parley.core.store.ConversationStore` (indexes made, connections open).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import EntryPoint, entry_points
from typing import Protocol

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


class StoreFactory(Protocol):
    async def __call__(self, context: StoreContext) -> ConversationStore: ...


def installed_stores(found: Iterable[EntryPoint] | None = None) -> dict[str, EntryPoint]:
    """The stores installed packages register under GROUP, by name; `found` instead of the installed ones.
    A name registered twice with different factories is refused rather than one silently winning."""
    registered: dict[str, EntryPoint] = {}
    for point in entry_points(group=GROUP) if found is None else found:
        other = registered.get(point.name)
        if other is not None and other.value != point.value:
            raise StoreError(
                f"two installed packages register a store named {point.name!r}: {other.value} and {point.value}; uninstall one"
            )
        registered[point.name] = point
    return registered


def load_store(name: str, installed: Mapping[str, EntryPoint]) -> StoreFactory:
    """The factory of the store called `name`, or StoreError naming what is installed."""
    point = installed.get(name)
    if point is None:
        known = ", ".join(sorted(installed)) or "none"
        raise StoreError(f"PARLEY_STORE={name!r} is not an installed store (installed: {known})")
    try:
        factory = point.load()
    except Exception as exc:
        raise StoreError(f"the store {name!r} ({point.value}) failed to load: {type(exc).__name__}: {exc}") from exc
    if not callable(factory):
        raise StoreError(f"the store {name!r} ({point.value}) is not a factory: it cannot be called with a StoreContext")
    return factory  # type: ignore[no-any-return]
