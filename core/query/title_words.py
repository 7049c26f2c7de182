"""Words found only in the items' titles that say what kind of thing an item is: the beer styles of
"San Francisco Brewing Stout" or "Kyoto Brewing Pilsner", where no field holds the style. A word is
one of them when it is distinctive of one type (or category) of the collection: in at least two of its
titles, in no title of any other, not in most of them ("Brewing"), and not a common English word, a
place, a person or a word the collection already knows (a field's value, a kind) — so "stouts" finds
the items whose title says Stout (pure)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .english import zipf
from .spelling import words_of

RARE_ZIPF = 4.0  # "stout" (3.5), "lager" (3.2) are rare enough; "blend" (4.0) or "house" are not
MOST = 0.6  # a word in more than this share of its type's titles is their common part ("Brewing")


@dataclass(frozen=True)
class TitleWord:
    """A distinctive title word, as the titles write it, and the kind of items it is found in."""

    word: str  # lower case, as the user types it
    shown: str  # as the titles write it: "IPA", "Stout"
    category: str
    type: str | None


def title_words(titles: Iterable[tuple[str, str | None, str]], excluded: Callable[[str], bool]) -> dict[str, TitleWord]:
    """The distinctive words of (category, type, title) triples; `excluded` tells the words the collection
    or the language already gives a meaning to."""
    kinds: dict[tuple[str, str | None], int] = {}
    found: dict[str, dict[tuple[str, str | None], int]] = {}
    shown: dict[str, str] = {}
    for category, kind, title in titles:
        key = (category, kind)
        kinds[key] = kinds.get(key, 0) + 1
        for word in set(words_of(title)):
            found.setdefault(word, {})
            found[word][key] = found[word].get(key, 0) + 1
        for raw in title.split():
            shown.setdefault(raw.strip(".,;:!?()\"'").lower(), raw.strip(".,;:!?()\"'"))
    words: dict[str, TitleWord] = {}
    for word, where in found.items():
        if len(where) != 1 or len(word) < 3 or not word.isalpha() or word not in shown:  # not "glasss" of "Glass's"
            continue
        (category, kind), count = next(iter(where.items()))
        if count < 2 or count > MOST * kinds[(category, kind)] or zipf(word) >= RARE_ZIPF:
            continue
        singular = word[:-1] if word.endswith("s") else word  # "memorys" of "Memorys": the common "memory"
        if zipf(singular) >= RARE_ZIPF or excluded(word) or excluded(singular) or excluded(f"{word}s"):
            continue
        words[word] = TitleWord(word, shown[word], category, kind)
    return words
