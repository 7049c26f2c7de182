"""More than one collection: `parley import`, listing them, and switching the active one in a conversation."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import yaml

from parley.core.conversation import ConversationService
from parley.core.query.bot import QueryBot
from parley.core.turn import Turn
from parley.storage.items import MongoItemStore
from parley.storage.memory import MemoryConversationStore
from parley.storage.mongo import MongoConnection

from .servers import SecantusProcess
from .shared_sample import SampleCollection

RECORDS = {
    "name": "records",
    "title": "My records",
    "fields": [
        {"name": "title", "type": "text", "synonyms": ["title", "keyword"]},
        {"name": "rating", "type": "number", "synonyms": ["rated"], "min": 1, "max": 5},
    ],
    "categories": [
        {
            "name": "Album",
            "synonyms": ["album", "albums", "record", "records", "album covers"],
            "types": [{"name": "Vinyl", "synonyms": ["vinyl", "lp", "lps"]}, {"name": "CD", "synonyms": ["cd", "cds"]}],
            "fields": [{"name": "artist", "type": "text", "synonyms": ["artist", "by"]}],
        }
    ],
}
ALBUMS = [
    {
        "_id": "rec-1",
        "category": "Album",
        "type": "Vinyl",
        "title": "Big Hair Nights",
        "itemDate": "1984-05-01T00:00:00",
        "rating": 4,
        "who": [],
        "fields": {"artist": "The Teasers"},
    },
    {
        "_id": "rec-2",
        "category": "Album",
        "type": "CD",
        "title": "Quiet Harbor",
        "itemDate": "1992-02-01T00:00:00",
        "rating": 5,
        "who": [],
        "fields": {"artist": "Sola"},
    },
    {
        "_id": "rec-3",
        "category": "Album",
        "type": "Vinyl",
        "title": "Hair and Now",
        "itemDate": "1987-09-01T00:00:00",
        "rating": 3,
        "who": [],
        "fields": {"artist": "Big Comb"},
    },
]
NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)


def write_records(tmp_path: Path) -> tuple[Path, Path]:
    definition, items = tmp_path / "records.yaml", tmp_path / "records.jsonl"
    definition.write_text(yaml.safe_dump(RECORDS))
    items.write_text("\n".join(json.dumps(a) for a in ALBUMS) + "\n")
    return definition, items


def test_import_command_stores_a_collection(secantus: SecantusProcess, tmp_path: Path) -> None:
    definition, items = write_records(tmp_path)
    database = "imp_" + secrets.token_hex(4)
    env = {**os.environ, "PARLEY_MONGODB_URI": secantus.uri, "PARLEY_MONGODB_DATABASE": database}
    done = subprocess.run(
        [sys.executable, "-m", "parley.app.cli", "import", str(definition), str(items)], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr
    assert "collection 'records': 3 items stored" in done.stderr
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"_id": "x", "category": "Album"}\n')
    refused = subprocess.run(
        [sys.executable, "-m", "parley.app.cli", "import", str(definition), str(bad)], capture_output=True, text=True, env=env
    )
    assert refused.returncode == 2 and "bad.jsonl:1: missing itemDate" in refused.stderr and "Traceback" not in refused.stderr


async def test_switching_the_active_collection(secantus: SecantusProcess, sample: SampleCollection) -> None:
    connection = MongoConnection(secantus.uri, "col_" + secrets.token_hex(4))
    items = MongoItemStore(connection)
    try:
        await sample.copy_to(connection)  # the sample as seeded, beside a collection of this test's own
        await items.seed(RECORDS, iter(dict(a, itemDate=datetime.fromisoformat(a["itemDate"])) for a in ALBUMS))
        from parley.core.query.places import world_places

        bot = await QueryBot.create(items, "scrapbook", world_places())
        service = ConversationService(bot.bot, MemoryConversationStore())
        await service.start("c", "u", "test", NOW)

        async def say(text: str) -> tuple[str, dict]:  # type: ignore[type-arg]
            outcome = await service.handle(Turn("test", "c", "u", text, NOW), NOW)
            return outcome.reply.text, outcome.interpretation

        text, _ = await say("which collections do I have?")
        assert "My records (records, 3 items)" in text and "The active one is My scrapbook" in text
        text, it = await say("show me wines from France")
        assert it["request"]["collection"] == "scrapbook" and it["resultCount"] > 0
        text, _ = await say("switch to my records")
        assert text.startswith("OK, we're looking at My records now")
        # the seed's example: album covers from the 1980s with the keyword "hair"
        text, it = await say("show me album covers from the 1980s with hair in the title")
        assert set(it["resultIds"]) == {"rec-1", "rec-3"} and it["request"]["collection"] == "records"
        text, it = await say("which was the best rated?")
        assert it["resultIds"] == ["rec-1"]
        text, _ = await say("switch to my scrapbook")
        text, it = await say("show me hikes in 2016 near Cortina d'Ampezzo")
        assert it["request"]["collection"] == "scrapbook" and it["resultCount"] > 0
    finally:
        await connection.close()  # the database stays on the session's server, which is thrown away (a drop takes seconds)
