"""The same superlative asked of another kind: "longest hike in 2023", then "runs?" (or "walks", "and the
bike rides?") is the longest run of 2023, not every run of that year.

A message that names a kind and nothing else (no time, place, person, value, number or unknown word) after a
question that picked one item by a superlative asks that superlative again, of the kind said; the rest of the
question before (its time, its place) is kept by the follow-on as usual."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .request import Reading


def only_a_kind(reading: Reading) -> bool:
    """Whether the message says a kind and nothing else ("rnus?", "walks", "beers?"): the question before, asked of
    that kind. Not when it negates the kind ("not hikes"), names several, or says anything else."""
    return (
        len(reading.topics) == 1
        and not any(t.negated for t in reading.topics[0])
        and not reading.unknown_words
        and not reading.unattached_negations
        and not any(
            (
                reading.dates,
                reading.places,
                reading.comparisons,
                reading.people,
                reading.values,
                reading.texts,
                reading.bare_numbers,
                reading.selections,
                reading.sorts,
                reading.type_choices,
                reading.kind_choices,
                reading.shape.aggregate,
                reading.shape.verify,
                reading.shape.contrast,
            )
        )
    )
