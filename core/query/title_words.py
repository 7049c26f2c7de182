"""Words found only in the items' titles that say what kind of thing an item is: the beer styles of
"San Francisco Brewing Stout" or "Kyoto Brewing Pilsner", where no field holds the style. A word is
one of them when it is distinctive of one type (or category) of the collection: in at least two of its
titles, in no title of any other, not in most of them ("Brewing"), and not a common English word, a
place, a person or a word the collection already knows (a field's value, a kind) — so "stouts" finds
the items whose title says Stout (pure)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import pairwise

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


Kind = tuple[str, str | None]  # (category, type)


@dataclass
class _TitleCounts:
    """What the titles say, counted in one pass: how many titles each kind has, in how many titles of each kind a word
    (and two words one after the other) is said, and how the titles write each word."""

    kinds: dict[Kind, int] = field(default_factory=dict)
    found: dict[str, dict[Kind, int]] = field(default_factory=dict)
    pairs: dict[tuple[str, str], dict[Kind, int]] = field(default_factory=dict)
    shown: dict[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, titles: Iterable[tuple[str, str | None, str]]) -> _TitleCounts:
        counts = cls()
        for category, kind, title in titles:
            key = (category, kind)
            counts.kinds[key] = counts.kinds.get(key, 0) + 1
            said = words_of(title)
            for word in set(said):
                where = counts.found.setdefault(word, {})
                where[key] = where.get(key, 0) + 1
            for pair in set(pairwise(said)):
                where = counts.pairs.setdefault(pair, {})
                where[key] = where.get(key, 0) + 1
            for raw in title.split():
                counts.shown.setdefault(raw.strip(".,;:!?()\"'").lower(), raw.strip(".,;:!?()\"'"))
        return counts


def title_words(
    titles: Iterable[tuple[str, str | None, str]], excluded: Callable[[str], bool], name_excluded: Callable[[str], bool] | None = None
) -> dict[str, TitleWord]:
    """The distinctive words of (category, type, title) triples; `excluded` tells the words the collection
    or the language already gives a meaning to, `name_excluded` the names of two words ("lake tahoe": part of a place's
    name; "winery koshu": a word of the collection's), by default those with a word `excluded`."""
    counts = _TitleCounts.of(titles)
    words: dict[str, TitleWord] = {}
    for word, where in counts.found.items():
        if len(where) != 1 or len(word) < 3 or not word.isalpha() or word not in counts.shown:  # not "glasss" of "Glass's"
            continue
        (category, kind), count = next(iter(where.items()))
        if count < 2 or count > MOST * counts.kinds[(category, kind)] or zipf(word) >= RARE_ZIPF:
            continue
        singular = word[:-1] if word.endswith("s") else word  # "memorys" of "Memorys": the common "memory"
        if zipf(singular) >= RARE_ZIPF or excluded(word) or excluded(singular) or excluded(f"{word}s"):
            continue
        words[word] = TitleWord(word, counts.shown[word], category, kind)
    named = name_excluded or (lambda name: any(excluded(w) for w in name.split()))
    return {**words, **_names_of_two_words(counts, named, words)}


def _names_of_two_words(counts: _TitleCounts, excluded: Callable[[str], bool], single: dict[str, TitleWord]) -> dict[str, TitleWord]:
    """The names of two words the titles only ever write together ("Mai Tai"), distinctive of one kind as a word is,
    their last word rare, neither of them a title word alone, the name itself no place or person (`excluded`): "mai tais"
    finds the items whose title says Mai Tai, though "mai" and "tai" alone may name nothing (Chiang Mai, Tai Po)."""
    names: dict[str, TitleWord] = {}
    for (first, last), where in counts.pairs.items():
        name = f"{first} {last}"
        if len(where) != 1 or not (first.isalpha() and last.isalpha()) or first == last or first in single or last in single:
            continue
        (category, kind), count = next(iter(where.items()))
        # "mai" only before "tai", "tai" only after it
        together = sum(counts.found[first].values()) == count == sum(counts.found[last].values())
        if not together or count < 2 or count > MOST * counts.kinds[(category, kind)] or zipf(last) >= RARE_ZIPF or excluded(name):
            continue
        if first in counts.shown and last in counts.shown:
            names[name] = TitleWord(name, f"{counts.shown[first]} {counts.shown[last]}", category, kind)
    return names
