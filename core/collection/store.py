"""What the query engine needs from storage: collections, their definitions, and item queries."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .definition import CollectionDefinition


@dataclass(frozen=True)
class CollectionInfo:
    name: str
    title: str
    item_count: int


class ItemStore(Protocol):
    async def collections(self) -> list[CollectionInfo]: ...

    async def definition(self, name: str) -> CollectionDefinition | None: ...

    async def find(
        self,
        collection: str,
        query: dict[str, Any],
        sort: Sequence[tuple[str, int]] = (),
        limit: int = 0,
    ) -> list[dict[str, Any]]:
        """Items of `collection` matching `query` (a MongoDB filter built by the engine, never from user text)."""
        ...

    async def count(self, collection: str, query: dict[str, Any]) -> int: ...

    async def words(self, collection: str, text_fields: Sequence[str]) -> CollectionWords:
        """The people, places and text-field values the collection's items use (for recognition)."""
        ...


@dataclass(frozen=True)
class CollectionWords:
    people: tuple[str, ...]
    places: tuple[dict[str, Any], ...]  # distinct `place` sub-documents
    values: dict[str, tuple[str, ...]]  # text field name -> values used
    titles: tuple[tuple[str, str | None, str], ...] = field(default=())  # distinct (category, type, title)
