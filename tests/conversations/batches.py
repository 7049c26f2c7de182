"""The batches of conversations written blind (see BATCHES.md), by name, with the tags their report counts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import (
    batch01,
    batch02,
    batch03,
    batch04,
    batch05,
    batch06,
    batch07,
    batch08,
    batch09,
    batch10,
    batch11,
    batch12,
    batch13,
    batch14,
    batch15,
    batch16,
    batch17,
    batch18,
    batch19,
    batch20,
    batch21,
    batch22,
    batch23,
    batch24,
    batch25,
    batch26,
    batch27,
    batch28,
    batch29,
    batch30,
    batch31,
    batch32,
    batch33,
    batch34,
    batch35,
    batch36,
    batch37,
    batch38,
    batch39,
    batch40,
    batch41,
    batch42,
    batch43,
)
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
    Batch("batch04", batch04.CONVERSATIONS, batch04.TAGS),
    Batch("batch05", batch05.CONVERSATIONS, batch05.TAGS),
    Batch("batch06", batch06.CONVERSATIONS, batch06.TAGS),
    Batch("batch07", batch07.CONVERSATIONS, batch07.TAGS),
    Batch("batch08", batch08.CONVERSATIONS, batch08.TAGS),
    Batch("batch09", batch09.CONVERSATIONS, batch09.TAGS),
    Batch("batch10", batch10.CONVERSATIONS, batch10.TAGS),
    Batch("batch11", batch11.CONVERSATIONS, batch11.TAGS),
    Batch("batch12", batch12.CONVERSATIONS, batch12.TAGS),
    Batch("batch13", batch13.CONVERSATIONS, batch13.TAGS),
    Batch("batch14", batch14.CONVERSATIONS, batch14.TAGS),
    Batch("batch15", batch15.CONVERSATIONS, batch15.TAGS),
    Batch("batch16", batch16.CONVERSATIONS, batch16.TAGS),
    Batch("batch17", batch17.CONVERSATIONS, batch17.TAGS),
    Batch("batch18", batch18.CONVERSATIONS, batch18.TAGS),
    Batch("batch19", batch19.CONVERSATIONS, batch19.TAGS),
    Batch("batch20", batch20.CONVERSATIONS, batch20.TAGS),
    Batch("batch21", batch21.CONVERSATIONS, batch21.TAGS),
    Batch("batch22", batch22.CONVERSATIONS, batch22.TAGS),
    Batch("batch23", batch23.CONVERSATIONS, batch23.TAGS),
    Batch("batch24", batch24.CONVERSATIONS, batch24.TAGS),
    Batch("batch25", batch25.CONVERSATIONS, batch25.TAGS),
    Batch("batch26", batch26.CONVERSATIONS, batch26.TAGS),
    Batch("batch27", batch27.CONVERSATIONS, batch27.TAGS),
    Batch("batch28", batch28.CONVERSATIONS, batch28.TAGS),
    Batch("batch29", batch29.CONVERSATIONS, batch29.TAGS),
    Batch("batch30", batch30.CONVERSATIONS, batch30.TAGS),
    Batch("batch31", batch31.CONVERSATIONS, batch31.TAGS),
    Batch("batch32", batch32.CONVERSATIONS, batch32.TAGS),
    Batch("batch33", batch33.CONVERSATIONS, batch33.TAGS),
    Batch("batch34", batch34.CONVERSATIONS, batch34.TAGS),
    Batch("batch35", batch35.CONVERSATIONS, batch35.TAGS),
    Batch("batch36", batch36.CONVERSATIONS, batch36.TAGS),
    Batch("batch37", batch37.CONVERSATIONS, batch37.TAGS),
    Batch("batch38", batch38.CONVERSATIONS, batch38.TAGS),
    Batch("batch39", batch39.CONVERSATIONS, batch39.TAGS),
    Batch("batch40", batch40.CONVERSATIONS, batch40.TAGS),
    Batch("batch41", batch41.CONVERSATIONS, batch41.TAGS),
    Batch("batch42", batch42.CONVERSATIONS, batch42.TAGS),
    Batch("batch43", batch43.CONVERSATIONS, batch43.TAGS),
)
