"""The collection assistant's reader over the sample's own words (its people, places and authors), as
QueryBot builds it from the stored items, but from the bundled file: for pure reading tests and the
understanding benchmark."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from parley.core.collection.definition import CollectionDefinition
from parley.core.query.meanings import Encoder
from parley.core.query.places import world_places
from parley.core.query.reader import QueryReader


def sample_reader(
    definition: CollectionDefinition, items: Sequence[dict[str, Any]], known_words: Iterable[str] = (), encoder: Encoder | None = None
) -> QueryReader:
    return QueryReader(
        definition,
        people=sorted({p for i in items for p in i["who"]}),
        places=[i["place"] for i in items],
        known_values={"author": sorted({i["fields"]["author"] for i in items if "author" in i["fields"]})},
        world=world_places(),
        known_words=list(known_words),
        encoder=encoder,
    )
