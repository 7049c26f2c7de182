"""The collection assistant's dialog memory is read and written through a typed view that records its
format: what it writes reads back the same, and memory written before the format was recorded (live
conversations stored by an earlier Parley) reads alike."""

from __future__ import annotations

import json
from typing import Any

from parley.core.query.dialog import SCHEMA, DialogMemory
from parley.core.query.request import Request

WINES = Request("scrapbook", category="Drink", type="Wine")


def test_what_is_written_reads_back_and_is_stored_as_json_with_its_format() -> None:
    data: dict[str, Any] = {}
    memory = DialogMemory(data)
    memory.request, memory.answer, memory.complete, memory.selected, memory.shown = WINES, ["a", "b"], False, "b", (0, 2)
    stored = json.loads(json.dumps(data))  # what the store keeps is plain JSON
    assert stored["schema"] == SCHEMA
    again = DialogMemory(stored)
    assert (again.request, again.answer, again.complete, again.selected, again.shown) == (WINES, ("a", "b"), False, "b", (0, 2))


def test_memory_an_earlier_parley_stored_reads_alike() -> None:
    earlier = {"request": WINES.to_dict(), "answer": ["a", "b"], "complete": True, "selected": None, "shown": [0, 2]}
    memory = DialogMemory(earlier)
    assert (memory.request, memory.answer, memory.selected, memory.shown) == (WINES, ("a", "b"), None, (0, 2))


def test_a_new_conversation_has_nothing_to_refer_to() -> None:
    memory = DialogMemory({})
    assert (memory.request, memory.answer, memory.selected, memory.shown) == (None, None, None, None)
    assert memory.complete


def test_a_question_asked_back_is_answered_once() -> None:
    memory = DialogMemory({})
    memory.ask_where(WINES)
    assert memory.take_where() == WINES
    assert memory.take_where() is None
    memory.ask_which_field(WINES)
    assert memory.take_which_field() == WINES and memory.take_which_field() is None
