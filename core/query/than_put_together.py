""" "I went to more museums this year than in 2024 and 2025 put together, didn't I?", "fewer hikes in 2023 than in
2021 and 2022 combined?": the first option set against the sum of the others, never against each one. The verdict is
a yes only when the first option's count is larger (smaller, for "fewer") than the others' counts added up:
"No: 12 museums this year (2026), against 13 put together: 7 museums in 2024 and 6 museums in 2025." Read only when
"than" comes before a list joined by "and" that ends with "put together", "combined", "taken together" or
"added together" (pure)."""

from __future__ import annotations

import re

from .restate import joined

PUT_TOGETHER_KEY = "thanPutTogether"  # the first option is asked against the others added up
_PUT_TOGETHER = re.compile(
    r"\bthan\b[^.?!;:]*?\band\b[^.?!;:]*?\b(?P<sum>put\s+together|combined|taken\s+together|added\s+(?:together|up)|together)\b",
    re.IGNORECASE,
)


def than_put_together(text: str) -> tuple[int, int] | None:
    """Where the words that add the options up are (start, end), when the message sets something against other options
    added up ("… than A and B put together"); else None."""
    said = _PUT_TOGETHER.search(text)
    return said.span("sum") if said is not None else None


def put_together_text(labels: list[str], counts: list[int], fewer: bool) -> str:
    """The verdict on the first option against the others added up, with every count said; `labels` are the options'
    labels with their noun ("museums in 2024"), in the order of `counts`."""
    first, rest = counts[0], sum(counts[1:])
    holds = first < rest if fewer else first > rest
    parts = [f"{n} {label}" for label, n in zip(labels[1:], counts[1:], strict=True)]
    return f"{'Yes' if holds else 'No'}: {first} {labels[0]}, against {rest} put together: {joined(parts)}."
