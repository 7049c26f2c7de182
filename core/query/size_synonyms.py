"""Informal size words that mean another size: a "chunky" or "hefty" book is a big one, a "lengthy" trip
a long one. Each is read as the size it stands for, whose field the collection definition names ("big"
→ pages for books); its superlative ("the chunkiest") and its comparative ("chunkier") likewise."""

from __future__ import annotations

# the informal size word and the plain one it means
SIZE_SYNONYMS: dict[str, str] = {
    "chunky": "big",
    "hefty": "big",
    "bulky": "big",
    "fat": "big",
    "huge": "big",
    "lengthy": "long",
}
# their forms, written out: "chunkiest", "heftiest", "fattest", "lengthiest"
_SUPERLATIVES: dict[str, str] = {
    "chunky": "chunkiest",
    "hefty": "heftiest",
    "bulky": "bulkiest",
    "fat": "fattest",
    "huge": "hugest",
    "lengthy": "lengthiest",
}
_COMPARATIVES: dict[str, str] = {
    "chunky": "chunkier",
    "hefty": "heftier",
    "bulky": "bulkier",
    "fat": "fatter",
    "huge": "huger",
    "lengthy": "lengthier",
}


def synonym_superlatives() -> dict[str, tuple[str, bool]]:
    """ "chunkiest" → ("big", True): each informal superlative, with the size it measures and its direction."""
    return {_SUPERLATIVES[word]: (size, True) for word, size in SIZE_SYNONYMS.items()}


def synonym_comparatives() -> dict[str, tuple[str, bool]]:
    """ "chunkier" → ("big", True): each informal comparative, with the size it measures and its direction."""
    return {_COMPARATIVES[word]: (size, True) for word, size in SIZE_SYNONYMS.items()}
