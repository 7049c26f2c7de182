"""The batches of conversations written blind (see BATCHES.md), by name, with the tags their report counts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import batch01, batch02, batch03
from .suite import Conversation


@dataclass(frozen=True)
class Batch:
    name: str
    conversations: Sequence[Conversation]
    tags: Sequence[str]


BATCHES: tuple[Batch, ...] = (
    Batch("batch01", batch01.CONVERSATIONS, batch01.TAGS),
    Batch("batch02", batch02.CONVERSATIONS, batch02.TAGS),
    Batch("batch03", batch03.CONVERSATIONS, batch03.TAGS),
)
