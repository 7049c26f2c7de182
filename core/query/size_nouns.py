"""The noun of a size word: a walk's "length" is what makes it long (its distance, by the collection definition's
`sizes`), a mountain's "height" what makes it high. English words, not the collection's: the definition says which
field each size measures for each kind of item."""

from __future__ import annotations

from collections.abc import Iterable

SIZE_NOUNS: dict[str, tuple[str, ...]] = {
    "long": ("length", "lengths"),
    "high": ("height", "heights"),
    "tall": ("height", "heights"),
    "big": ("size", "sizes"),
    "large": ("size", "sizes"),
    "thick": ("thickness",),
    "wide": ("width", "widths"),
    "deep": ("depth", "depths"),
    "steep": ("steepness",),
    "heavy": ("weight", "weights"),
}


def size_nouns(sizes: Iterable[str]) -> tuple[str, ...]:
    """The nouns of these size words ("long" → length, lengths), in order, each once."""
    return tuple(dict.fromkeys(noun for size in sizes for noun in SIZE_NOUNS.get(size.lower(), ())))
