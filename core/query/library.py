"""The collections the assistant answers about: each one's definition, the reader built from its
words and the wording of its replies, the store their items are in, and which one a conversation is
on (the first until the user switches)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..bot import IntentContext
from ..collection.definition import CollectionDefinition
from ..collection.store import ItemStore
from .ambiguity import AmbiguousWords
from .assistant_model import ENGINE_WORDS
from .meanings import Encoder
from .mongo import MongoQuery, build_query
from .name_words import NameWords
from .ordering import Sort
from .places import PlaceName
from .reader import QueryReader
from .request import Request
from .restate import Wording

ACTIVE_KEY = "collection"  # memory key of the conversation's active collection (kept across context resets)
AGGREGATE_LIMIT = 100_000  # items an aggregate is computed over


@dataclass(frozen=True)
class Shelf:
    """One collection as the assistant knows it: its definition and a reader built from its words."""

    definition: CollectionDefinition
    reader: QueryReader
    item_count: int = 0


class Library:
    """The shelves of a store of collections, by name; the first is where conversations start."""

    def __init__(self, items: ItemStore, shelves: list[Shelf]) -> None:
        if not shelves:
            raise LookupError("there is no collection to answer questions about")
        self.items = items
        self.shelves = {shelf.definition.name: shelf for shelf in shelves}
        self.default = shelves[0].definition.name
        self.wording = {name: Wording.of(shelf.definition) for name, shelf in self.shelves.items()}
        self.ambiguous = {name: AmbiguousWords(shelf.definition) for name, shelf in self.shelves.items()}
        self.name_words = {name: NameWords(shelf.definition, shelf.reader.vocabulary.values) for name, shelf in self.shelves.items()}

    @classmethod
    async def open(cls, items: ItemStore, first: str, world: list[PlaceName], encoder: Encoder | None = None) -> Library:
        """Every stored collection, `first` first, each with a reader of its stored words; `encoder` (a
        sentence encoder) lets words outside a collection's vocabulary be read as its nearest meaning."""
        infos = await items.collections()
        names = [c.name for c in infos]
        if first not in names:
            raise LookupError(f"collection {first!r} does not exist (stored: {', '.join(names) or 'none'})")
        shelves = []
        for info in sorted(infos, key=lambda c: c.name != first):
            definition = await items.definition(info.name)
            if definition is None:
                continue
            text_fields = sorted(
                {f.name for f in definition.fields_of(None) if f.type == "text" and not f.values and f.path.startswith("fields.")}
            )
            words = await items.words(info.name, text_fields)
            reader = QueryReader(
                definition, words.people, words.places, words.values, world, known_words=ENGINE_WORDS, encoder=encoder, titles=words.titles
            )
            shelves.append(Shelf(definition, reader, info.item_count))
        return cls(items, shelves)

    def shelf(self, ctx: IntentContext) -> Shelf:
        """The collection the conversation is on."""
        return self.shelves.get(ctx.memory.get(ACTIVE_KEY, self.default)) or self.shelves[self.default]

    def definition(self, collection: str) -> CollectionDefinition:
        return self.shelves[collection].definition

    async def one(self, collection: str, item_id: str) -> dict[str, Any] | None:
        """One stored item by its id, or None when it is gone."""
        found = await self.items.find(collection, {"_id": item_id}, (), 1)
        return found[0] if found else None

    async def all(self, request: Request) -> tuple[MongoQuery, list[dict[str, Any]]]:
        """Every item a request means (no limit, no pick), to compute over."""
        query = build_query(replace(request, limit=0, superlative=None), self.definition(request.collection))
        return query, await self.items.find(request.collection, query.filter, query.sort, AGGREGATE_LIMIT)

    async def latest(self, request: Request, latest: bool = True) -> dict[str, Any] | None:
        """The latest (`latest` False: the earliest) item a request means, by one sorted query of one item; None when none."""
        dated = replace(request, limit=1, superlative=None, sort=Sort("itemDate", latest), aggregate=None)
        query = build_query(dated, self.definition(request.collection))
        found = await self.items.find(request.collection, query.filter, query.sort, 1)
        return found[0] if found else None
