"""The bundled sample items, decoded once for every test module that computes what an answer should
hold, and the small helpers those modules share to read a reply's result ids."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from parley.core.collection.sample.generate import SAMPLE_FILE, decode

TODAY = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)  # the moment the sample's tests ask at
ITEMS = list(decode(SAMPLE_FILE.read_bytes()))
Item = dict[str, Any]


def result_ids(reply: dict[str, Any]) -> list[str]:
    """The ids of the items a reply found, in its order (from the debug interpretation)."""
    return list(reply["channelData"]["interpretation"].get("resultIds", []))


def result_id_set(reply: dict[str, Any]) -> set[str]:
    return set(result_ids(reply))


def matching(predicate: Callable[[Item], bool]) -> list[Item]:
    return [i for i in ITEMS if predicate(i)]


def by_id(item_id: str) -> Item:
    return next(i for i in ITEMS if i["_id"] == item_id)


def ids(predicate: Callable[[Item], bool]) -> set[str]:
    """The ids of the sample items the predicate holds for."""
    return {i["_id"] for i in ITEMS if predicate(i)}


def with_(name: str) -> Callable[[Item], bool]:
    return lambda i: name in (i.get("who") or [])


def every(*tests: Callable[[Item], bool]) -> Callable[[Item], bool]:
    return lambda i: all(t(i) for t in tests)
