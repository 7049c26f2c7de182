"""Benchmark: what one long conversation of the collection bot costs the database.

    .venv/bin/python scripts/bench_storage.py                      # 100, 1,000 and 10,000 turns
    .venv/bin/python scripts/bench_storage.py --checkpoints 100 1000 --window 50

Parley is built as `parley serve` builds it (the embedded SecantusDB, journaled; the sample collection
seeded; the collection bot; the in-process summary worker), and one Direct Line conversation is driven
through ConversationService without HTTP: each turn is a Web Chat message with a client activity id,
recorded with the same activity records (cards included) the Direct Line channel stores.

At each checkpoint it prints, for the window of turns that ends there:
- the BSON size of the stored conversation document and the number of its activity records;
- the bytes the turn's write commands carried (their BSON size, per turn);
- the growth of the database's files on disk and the bytes the database process wrote (per turn);
- the commands on the conversation storage per turn (the turns' own, and the summary worker's reads
  and commits, which come every few turns).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import secrets
import sys
import tempfile
import time
from collections import Counter
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

import bson
from pymongo import monitoring

if TYPE_CHECKING:
    from parley.core.conversation import ConversationService
    from parley.core.state import Conversation
    from parley.core.turn import Turn, TurnOutcome

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

UTTERANCES = [
    "Show me wines from France in 2018 rated at least 3",
    "What about red ones?",
    "Show me a map",
    "the first one",
    "where was it?",
    "How many books did I read in 2022?",
    "Show me a list",
    "which was the best rated?",
    "Show me hikes last year",
    "dinners in 2022",
    "sort them by rating",
    "Show me museums in Paris",
    "how many of those were in 2019?",
    "Enough about books",
]
WRITES = {"bulkWrite", "update", "insert", "delete"}
STORAGE = {"conversations", "activities", "transcripts"}


class CommandSizes(monitoring.CommandListener):
    """Counts the commands on the conversation storage (not the collection bot's item queries) and the
    BSON bytes of the write commands."""

    def __init__(self) -> None:
        self.commands: Counter[str] = Counter()
        self.write_bytes = 0

    def started(self, event: monitoring.CommandStartedEvent) -> None:
        target = event.command.get(event.command_name)
        if event.command_name != "bulkWrite" and (not isinstance(target, str) or target not in STORAGE):
            return
        self.commands[event.command_name] += 1
        if event.command_name in WRITES:
            self.write_bytes += len(bson.encode(event.command))

    def succeeded(self, event: monitoring.CommandSucceededEvent) -> None:
        pass

    def failed(self, event: monitoring.CommandFailedEvent) -> None:
        pass


def files_bytes(directory: Path) -> int:
    return sum(path.stat().st_size for path in directory.rglob("*") if path.is_file())


def process_written(pid: int | None) -> int | None:
    """Bytes the process has caused to be written to storage (Linux /proc/<pid>/io), or None."""
    try:
        for line in Path(f"/proc/{pid}/io").read_text().splitlines():
            if line.startswith("write_bytes:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        return None
    return None


async def run(checkpoints: list[int], window: int, data_dir: Path, debug: bool) -> None:
    from parley.app.server import build
    from parley.app.settings import Settings

    sizes = CommandSizes()
    settings = Settings(data_dir=data_dir, database="bench", bot="scrapbook", seed_sample=True, debug=debug, sweep_s=0)
    parley = await build(settings, event_listeners=[sizes])
    assert parley.summaries is not None and parley.embedded is not None
    await parley.summaries.start()
    service = parley.service
    pid = parley.embedded.database.pid
    data = data_dir
    conversation_id = secrets.token_urlsafe(18)
    await service.start(conversation_id, "bench-user", "directline", datetime.now(UTC))
    start = datetime.now(UTC)
    print(f"bot scrapbook, conversation {conversation_id}, database files in {data} (journaled), debug={debug}")
    print(
        f"{'turns':>7} {'document':>10} {'records':>8} {'write BSON/turn':>16} {'files +/turn':>13} "
        f"{'db wrote/turn':>14} {'commands/turn':>14} {'ms/turn':>8}"
    )
    turn_number = 0
    for checkpoint in checkpoints:
        while turn_number < checkpoint - window:
            turn_number += 1
            await one_turn(service, conversation_id, turn_number, start, debug)
        await asyncio.sleep(1.0)  # let the summary worker catch up, so the window measures turns alone
        sizes.commands.clear()
        sizes.write_bytes = 0
        files_before, wrote_before, began = files_bytes(data), process_written(pid), time.perf_counter()
        turns_in_window = checkpoint - turn_number
        while turn_number < checkpoint:
            turn_number += 1
            await one_turn(service, conversation_id, turn_number, start, debug)
        elapsed = time.perf_counter() - began
        per_turn = sum(sizes.commands.values()) / turns_in_window
        write_bytes = sizes.write_bytes / turns_in_window
        files_growth = (files_bytes(data) - files_before) / turns_in_window
        wrote_after = process_written(pid)
        wrote = f"{(wrote_after - wrote_before) / turns_in_window:,.0f}" if wrote_after is not None and wrote_before is not None else "n/a"
        document = await parley.connection.db["conversations"].find_one({"_id": conversation_id})
        assert document is not None
        records = await parley.connection.db["activities"].count_documents({"conversation": conversation_id})
        print(
            f"{checkpoint:>7,} {len(bson.encode(document)):>10,} {records:>8,} {write_bytes:>16,.0f} {files_growth:>13,.0f} "
            f"{wrote:>14} {per_turn:>14.2f} {elapsed * 1000 / turns_in_window:>8.1f}",
            flush=True,
        )
    print(f"commands in the last window: {dict(sizes.commands)}")
    await service.settled()
    await parley.summaries.stop()
    await parley.close()


async def one_turn(service: ConversationService, conversation_id: str, number: int, start: datetime, debug: bool) -> None:
    """One Web Chat message, twenty seconds after the previous one."""
    from parley.channels.directline.activities import records_for_turn, turn_from_activity
    from parley.channels.outbound import answer_for
    from parley.core.store import CLIENT_ACTIVITY_ID

    now = start + timedelta(seconds=20 * number)
    client_id = f"web-{number}"
    activity = {
        "type": "message",
        "text": UTTERANCES[number % len(UTTERANCES)],
        "from": {"id": "bench-user"},
        "channelData": {"clientActivityID": client_id},
    }
    turn = turn_from_activity(activity, conversation_id, "bench-user", now)

    def record(_: Conversation, turn: Turn, outcome: TurnOutcome, first_seq: int) -> list[dict[str, Any]]:
        records = records_for_turn(activity, turn, answer_for(outcome, debug), first_seq, "parley", "Parley")
        records[0][CLIENT_ACTIVITY_ID] = client_id  # as the Direct Line channel marks it
        return records

    await service.handle_once(replace(turn, activity_id=client_id), now, record, client_id)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--checkpoints", type=int, nargs="+", default=[100, 1000, 10000], help="turn counts to measure at")
    parser.add_argument("--window", type=int, default=100, help="turns measured before each checkpoint")
    parser.add_argument("--data-dir", type=Path, help="where the database's files go (default: a new temporary directory)")
    parser.add_argument("--debug", action="store_true", help="store each answer's interpretation too (PARLEY_DEBUG)")
    args = parser.parse_args()
    checkpoints = sorted(set(args.checkpoints))
    if not checkpoints or checkpoints[0] < 1 or args.window < 1:
        parser.error("checkpoints and the window must be positive")
    window = min(args.window, checkpoints[0])
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.data_dir is not None:
        asyncio.run(run(checkpoints, window, args.data_dir.resolve(), args.debug))
        return
    with tempfile.TemporaryDirectory(prefix="parley-bench-storage-") as tmp:
        asyncio.run(run(checkpoints, window, Path(tmp) / "data", args.debug))


if __name__ == "__main__":
    main()
