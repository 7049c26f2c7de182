"""`parley import`: store a user's collection (definition + items) in Parley's database."""

from __future__ import annotations

import asyncio
import gzip
import json
import logging
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import yaml

from parley.core.collection.definition import definition_from_dict
from parley.storage.embedded import EmbeddedMongo
from parley.storage.items import MongoItemStore
from parley.storage.mongo import MongoConnection

from .settings import Settings

log = logging.getLogger("parley.import")
REQUIRED = ("_id", "category", "itemDate")


def read_items(path: Path) -> Iterator[dict[str, Any]]:
    """Items from JSON lines (gzipped when the name ends in .gz); each needs _id, category and an
    ISO 8601 itemDate. A bad line stops the import with its line number."""
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                item = json.loads(line)
                missing = [k for k in REQUIRED if k not in item]
                if missing:
                    raise ValueError(f"missing {', '.join(missing)}")
                item["itemDate"] = datetime.fromisoformat(item["itemDate"])
            except (ValueError, TypeError) as exc:
                raise ValueError(f"{path}:{number}: {exc}") from None
            yield item


async def import_collection(settings: Settings, definition_path: Path, items_path: Path) -> int:
    raw = yaml.safe_load(await asyncio.to_thread(definition_path.read_text, encoding="utf-8"))  # JSON is YAML too
    definition = definition_from_dict(raw, str(definition_path))
    embedded = None
    uri = settings.mongodb_uri
    if uri is None:
        embedded = EmbeddedMongo(settings.data_dir.resolve())
        uri = await embedded.start()
    connection = MongoConnection(uri, settings.database)
    try:
        store = MongoItemStore(connection)
        items = list(read_items(items_path))
        for item in items:
            definition.category(item["category"])  # KeyError below names the unknown category
        log.info("importing %d items into collection %r ...", len(items), definition.name)
        stored = await store.seed(raw, iter(items), progress=lambda n: log.info("  %d items stored", n))
        log.info("collection %r: %d items stored", definition.name, stored)
        return 0
    except KeyError as exc:
        raise ValueError(f"an item's category {exc.args[0]!r} is not in the definition") from None
    finally:
        await connection.close()
        if embedded is not None:
            embedded.stop()
