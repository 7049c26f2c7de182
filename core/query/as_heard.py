"""Words a speech recognizer wrote for the collection's own words, read as meant before anything reads the message (pure).

A voice assistant hears names and kinds it was never taught, and the recognizer writes what they sound like:

- a place of the collection split or merged into other words, right after "in", "from", "to", "at", "near" or
  "around": "in san fran sisco" (San Francisco), "in key oto" (Kyoto), "than in amster dam" (Amsterdam), "my trip to
  santa fay" (Santa Fe): the words said, with their spaces removed, are that one place's name within a letter or two
  (one for a short name), starting with its letter; one of the words is rare in English and none is a place of the
  collection on its own ("in bari a" stays as said). A single word is taken only when it is the place's name with two
  neighbouring letters swapped ("museums in pairs": Paris);
- a companion's name with a doubled letter heard once, right after "with", "without", "and", "except":
  "hikes with ana" (Anna), when no one of the collection is called so and the name is the only one it can be;
- a homophone of a word of the collection, only where the word as heard means nothing there: "read" before a kind
  of the collection that has red ones ("the read wines": red; "did I read books" stays), "bears" joined by "or" or
  "and" to a kind, or before "in", "from" … ("bears or cocktails": beers), when no kind, value or title of the
  collection is so called.

Each word so read is said in the reply ("I took “read” as red", "I read “key oto” as Kyoto"). The homophones
known are listed in `HOMOPHONES`; anything else stays as said."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from itertools import pairwise

from rapidfuzz.distance import OSA

from .english import zipf
from .spelling import Correction

# a word as a recognizer writes it → the word meant (each a word of the collection only where the collection has it)
HOMOPHONES = {"read": "red", "bears": "beers", "bear": "beer", "stake": "steak", "stakes": "steaks"}
_RARE = 3.5  # a word rarer than this in English (zipf) is no word the user chose over the name
_PLACE_BEFORE = re.compile(r"\b(?:in|from|to|at|near|around)\s+$", re.IGNORECASE)
_COMPANY_BEFORE = re.compile(r"\b(?:with|without|and|except|excluding)\s+$", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]+")
# what may follow a kind's name said alone: "bears in san francisco", "bears from last year"
_AFTER_A_KIND = re.compile(r"\s+(?:in|from|at|with|during|since|last|this|i|that|near)\b", re.IGNORECASE)


def _key(name: str) -> str:
    """A name with its accents, spaces and punctuation removed, lowercased: "San Francisco" → sanfrancisco."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z]", "", plain.lower())


@dataclass(frozen=True)
class _Read:
    start: int
    end: int
    correction: Correction


class Heard:
    """Built once per collection from its places, people, kinds and values; `read` is pure."""

    def __init__(
        self,
        places: Iterable[str],
        people: Iterable[str],
        kinds: Mapping[str, Iterable[str]],
        values: Mapping[str, Iterable[str]],
        means_something: Callable[[str], bool],
    ) -> None:
        self.places = {_key(p): p for p in places if len(_key(p)) >= 4}
        self.people = {n.lower(): n for n in people if " " not in n}
        self.kinds = {w.lower(): frozenset(c) for w, c in kinds.items()}  # "wines" → {"Drink"}
        self.values = {w.lower(): frozenset(c) for w, c in values.items()}  # "red" → {"Drink"}
        self.means_something = means_something  # a word the collection has (a kind, value, title, name, place)

    def read(self, text: str) -> tuple[str, list[Correction]]:
        """The text with each word heard for another of the collection replaced, and what was so read."""
        found: list[_Read] = []
        words = list(_WORD.finditer(text))
        i = 0
        while i < len(words):
            taken = self._place(text, words, i) or self._companion(text, words[i]) or self._homophone(text, words, i)
            if taken is None:
                i += 1
                continue
            found.append(taken)
            while i < len(words) and words[i].start() < taken.end:
                i += 1
        pieces: list[str] = []
        at = 0
        for one in found:
            pieces += [text[at : one.start], one.correction.became]
            at = one.end
        pieces.append(text[at:])
        return "".join(pieces), [one.correction for one in found]

    def _place(self, text: str, words: list[re.Match[str]], i: int) -> _Read | None:
        """ "in key oto": Kyoto; "in pairs": Paris (see the module's docstring)."""
        if _PLACE_BEFORE.search(text[: words[i].start()]) is None:
            return None
        if _key(words[i].group()) in self.places:  # "in bari a": a place of the collection, said as it is
            return None
        best: list[tuple[int, int, str]] = []  # (distance, -words, place)
        for count in (1, 2, 3):
            span = words[i : i + count]
            if len(span) < count or any(text[a.end() : b.start()] != " " for a, b in pairwise(span)):
                break
            said = [w.group().lower() for w in span]
            heard = "".join(said)
            if count > 1 and all(zipf(w) >= _RARE or self.means_something(w) for w in said):
                continue
            if count > 1 and any(self.means_something(w) and _key(w) in self.places for w in said):
                continue
            limit = 1 if len(heard) <= 7 else 2
            for key, name in self.places.items():
                if key[0] != heard[0] or (_key(name) == _key(" ".join(said)) and count == 1) or name.lower() == " ".join(said):
                    continue
                if count == 1 and not (sorted(key) == sorted(heard) and OSA.distance(key, heard) == 1):
                    continue  # one word: only two neighbouring letters swapped ("pairs": Paris)
                if count == 1 and self.means_something(heard):
                    continue
                distance = OSA.distance(key, heard)
                if distance <= limit:
                    best.append((distance, -count, name))
        if not best:
            return None
        best.sort()
        if len(best) > 1 and best[0][:2] == best[1][:2] and best[0][2] != best[1][2]:
            return None  # as near two places: left as said
        distance, negative, name = best[0]
        end = words[i - negative - 1].end()
        said_words = text[words[i].start() : end]
        return _Read(words[i].start(), end, Correction(said_words, name, 100.0 - 10 * distance, name, "spelling"))

    def _companion(self, text: str, word: re.Match[str]) -> _Read | None:
        """ "with ana": Anna, a name's doubled letter heard once."""
        said = word.group().lower()
        if len(said) < 3 or said in self.people or _COMPANY_BEFORE.search(text[: word.start()]) is None:
            return None
        meant = {
            name
            for key, name in self.people.items()
            if any(key[j] == key[j + 1] and key[:j] + key[j + 1 :] == said for j in range(len(key) - 1))
        }
        if len(meant) != 1:
            return None
        name = next(iter(meant))
        return _Read(word.start(), word.end(), Correction(word.group(), name.lower(), 90.0, name, "spelling"))

    def _homophone(self, text: str, words: list[re.Match[str]], i: int) -> _Read | None:
        """ "the read wines": red; "bears or cocktails": beers (see the module's docstring)."""
        word = words[i]
        said = word.group().lower()
        meant = HOMOPHONES.get(said)
        if meant is None:
            return None
        after = words[i + 1].group().lower() if i + 1 < len(words) else ""
        if meant in self.values:  # a value said before a kind that has it: "read wines"
            of_the_kind = self.kinds.get(after, frozenset())
            if not of_the_kind & self.values[meant] or self.values.get(said, frozenset()) & of_the_kind:
                return None
            return _Read(word.start(), word.end(), Correction(word.group(), meant, 80.0, meant, "meaning"))
        if meant not in self.kinds or self.means_something(said):
            return None
        before = words[i - 1].group().lower() if i > 0 else ""
        joined = (after in ("or", "and") and i + 2 < len(words) and words[i + 2].group().lower() in self.kinds) or (
            before in ("or", "and") and i > 1 and words[i - 2].group().lower() in self.kinds
        )
        if not joined and _AFTER_A_KIND.match(text, word.end()) is None:
            return None
        return _Read(word.start(), word.end(), Correction(word.group(), meant, 80.0, meant, "meaning"))
