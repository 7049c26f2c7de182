"""Typos and word forms: "bordeax" → Bordeaux, "hihgest" → highest, "wasnt" → wasn't, "hiked" → hike.

A `Speller` is built once per collection (pure, from the words its definition, items and the engine
use) and corrects one word at a time:

- a word that is itself known is never corrected;
- a contraction written without its apostrophe ("wasnt", "dont") gets it back, and a word shortened as
  when texting ("abt", "wk") is read in full;
- an inflected form of a vocabulary word ("hiked", "museums", "visits") becomes that word;
- a common English word ("settle", "wall", "form": english.py) is never made a different word;
- otherwise the closest vocabulary word within an edit distance scaled to the word's length (1 for
  4–6 letters, 2 for longer; transpositions count once) wins, provided no other word is as close:
  an ambiguous tie is left alone. The word must also keep its first letter ("thinking" is not
  "hiking");
- a rare word that is a very common one with two neighbouring letters swapped after its first letter
  is that word, before any vocabulary word as close ("piont" is point, not pinot);
- failing that, a rare word that is a very common one with two letters swapped, or with a letter typed
  twice ("arround"), becomes it; with two letters swapped, however
  short ("teh" → the, "adn" → and); so does a rare word of 3 letters or fewer that is a very common one
  with a vowel left out after its first letter ("ths" → this, "hw" → how), and a rare word of 3 letters that
  is one of the collection's words with the letters after its first swapped ("rnu" → run); other short
  words are left alone;
- right after "all", a rare word one typo from a number word is that number ("all thre of them": three, not
  "there"), before the rest (see `number_after_all`; the reader asks it first);
- last, a rare word near no collection word is the engine's own word within the same scaled distance,
  when one alone is closest ("excatly" → exactly, "abut" → about, "evrything" → everything).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rapidfuzz import process
from rapidfuzz.distance import OSA, Indel

from .english import VERY_COMMON, is_common, zipf
from .swapped_english import english_swapped

CONTRACTIONS = {
    w.replace("'", ""): w
    for w in (
        "wasn't",
        "weren't",
        "didn't",
        "don't",
        "doesn't",
        "isn't",
        "aren't",
        "haven't",
        "hasn't",
        "hadn't",
        "couldn't",
        "wouldn't",
        "shouldn't",
        "won't",
        "can't",
        "i'm",
        "i've",
        "we've",
        "what's",
        "where's",
        "when's",
        "who's",
        "how's",
        "that's",  # "thats longer than the budapest trip right": the thing talked about, said first
    )
} | {  # a negation typed without its apostrophe and a letter: "wich ones wernt w mary" (never a word not understood)
    "wernt": "weren't",
    "wasent": "wasn't",
    "didint": "didn't",
    "dint": "didn't",
    "dident": "didn't",
}
# Words shortened as when texting, read as the word: "what abt 2025", "how many diff countries", "last wk"
# ("yr" is left alone: your or year)
ABBREVIATIONS = {"abt": "about", "diff": "different", "wk": "week", "wks": "weeks", "mth": "month", "mths": "months"}
ABBREVIATIONS |= {"wut": "what", "wat": "what", "wht": "what", "wot": "what"}  # "wut about france": as said aloud
# "wen was that", "wy not", "wich one": a question word with its h left out, as typed fast (never where a value is so named)
ABBREVIATIONS |= {"wen": "when", "wy": "why", "wich": "which", "wher": "where"}
ABBREVIATIONS |= {"fr": "for"}  # "same fr osaka": as texted
# "excl. the ones w tom", "that nite": shortened as when texting
ABBREVIATIONS |= {"excl": "excluding", "nite": "night", "tonite": "tonight"}
# "atleast 4 stars", "atmost 3": a bound typed as one word
ABBREVIATIONS |= {
    "atleast": "at least",
    "atmost": "at most",
    "morethan": "more than",
    "lessthan": "less than",
    "orless": "or less",
    "ormore": "or more",
}
TEXTED_AND = {"n": "and", "nd": "and"}  # "n in 2022?", "wines n beers": as texted (also where a title has the letter)
ABBREVIATIONS |= TEXTED_AND
TEXTED = TEXTED_AND | {"r": "are", "u": "you"}  # "how many r novels", "what can u do": as texted, even where a title has the letter
# Ordinary words that are never corrected (beside the collection's own and the engine's): words a
# question is made of that no recognizer claims.
COMMON_WORDS = frozenset(
    [
        "able",
        "about",
        "above",
        "actually",
        "after",
        "afternoon",
        "again",
        "against",
        "almost",
        "alone",
        "along",
        "already",
        "also",
        "although",
        "always",
        "among",
        "another",
        "answer",
        "anybody",
        "anyone",
        "anything",
        "anyway",
        "anywhere",
        "around",
        "asked",
        "asking",
        "away",
        "back",
        "because",
        "been",
        "before",
        "began",
        "begin",
        "being",
        "believe",
        "below",
        "best",
        "better",
        "between",
        "both",
        "bring",
        "brought",
        "came",
        "come",
        "coming",
        "could",
        "couldn't",
        "curious",
        "didn't",
        "different",
        "does",
        "doing",
        "done",
        "down",
        "during",
        "each",
        "early",
        "easy",
        "either",
        "else",
        "enough",
        "even",
        "evening",
        "ever",
        "every",
        "everybody",
        "everyone",
        "everything",
        "exactly",
        "family",
        "feel",
        "feeling",
        "felt",
        "find",
        "fine",
        "first",
        "found",
        "friend",
        "friends",
        "from",
        "gave",
        "give",
        "given",
        "glad",
        "goes",
        "going",
        "gone",
        "good",
        "got",
        "great",
        "guess",
        "happen",
        "happened",
        "happy",
        "have",
        "having",
        "hear",
        "heard",
        "hello",
        "help",
        "here",
        "hers",
        "himself",
        "hope",
        "hoping",
        "house",
        "idea",
        "into",
        "just",
        "keep",
        "kind",
        "kinds",
        "knew",
        "know",
        "known",
        "last",
        "late",
        "later",
        "least",
        "left",
        "less",
        "like",
        "liked",
        "likely",
        "little",
        "live",
        "lived",
        "living",
        "long",
        "look",
        "looked",
        "looking",
        "lots",
        "love",
        "loved",
        "made",
        "make",
        "making",
        "many",
        "maybe",
        "mean",
        "meant",
        "might",
        "mind",
        "mine",
        "minute",
        "moment",
        "more",
        "morning",
        "most",
        "mostly",
        "much",
        "must",
        "myself",
        "need",
        "needed",
        "never",
        "next",
        "nice",
        "night",
        "none",
        "nothing",
        "once",
        "only",
        "other",
        "others",
        "ours",
        "over",
        "part",
        "people",
        "perhaps",
        "person",
        "pick",
        "place",
        "places",
        "plan",
        "planning",
        "please",
        "pretty",
        "probably",
        "quite",
        "rather",
        "really",
        "recall",
        "remember",
        "right",
        "said",
        "same",
        "saying",
        "seem",
        "seemed",
        "seen",
        "should",
        "show",
        "showed",
        "since",
        "some",
        "somebody",
        "someone",
        "something",
        "sometime",
        "sometimes",
        "somewhere",
        "soon",
        "sorry",
        "still",
        "stuff",
        "such",
        "suppose",
        "sure",
        "take",
        "taken",
        "talk",
        "talking",
        "tell",
        "than",
        "thank",
        "thanks",
        "that",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "thing",
        "things",
        "think",
        "thinking",
        "those",
        "though",
        "thought",
        "through",
        "time",
        "times",
        "together",
        "told",
        "took",
        "tried",
        "trying",
        "under",
        "until",
        "usually",
        "very",
        "visit",
        "visited",
        "visits",
        "wait",
        "want",
        "wanted",
        "wanting",
        "week",
        "weeks",
        "well",
        "went",
        "were",
        "what",
        "whatever",
        "when",
        "where",
        "whether",
        "which",
        "while",
        "whole",
        "whose",
        "wife",
        "husband",
        "will",
        "wish",
        "with",
        "within",
        "without",
        "wonder",
        "wondering",
        "work",
        "would",
        "year",
        "years",
        "yours",
        "yourself",
        "month",
        "months",
        "days",
        "today",
        "tonight",
        "tomorrow",
        "ones",
        "again",
        "forget",
        "forgot",
        "forgotten",
        "everybody",
        "kids",
        "children",
        "son",
        "daughter",
        "mother",
        "father",
        "brother",
        "sister",
        "parents",
        "remind",
        "tried",
        "okay",
        "great",
        "awesome",
        "cool",
        "interesting",
        "lovely",
        "amazing",
        "nope",
        "yeah",
        "yep",
        "sure",
        "thanks",
        "split",
        "recently",
        "lately",
        "finally",
        "currently",
        "originally",
    ]
)
MEMO_SIZE = 10_000
_LETTERS = re.compile(r"^[a-z][a-z'-]*$")
_WORD = re.compile(r"[a-z0-9à-ÿ][a-z0-9à-ÿ'&.-]*")


def fold(text: str) -> str:
    """Lower case without accents: "Logroño" and "logrono" meet."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


def allowed_distance(word: str) -> int:
    """0 for words of 3 letters or fewer, 1 for 4 to 6, 2 for longer."""
    return 0 if len(word) <= 3 else 1 if len(word) <= 6 else 2


@dataclass(frozen=True)
class Correction:
    """One word read as another: `became` is the vocabulary word, `shown` how to name it in a reply."""

    word: str
    became: str
    score: float  # similarity 0–100 (100: the same letters, an apostrophe or a word form apart)
    shown: str
    kind: str  # "spelling" | "form" | "accent" | "apostrophe" | "abbreviation" | "meaning" (the nearest meaning: meanings.py)
    reason: str = ""  # why, when the kind needs saying ("meaning": the term, its similarity and lead)

    def to_dict(self) -> dict[str, object]:
        said: dict[str, object] = {"word": self.word, "became": self.became, "score": self.score, "kind": self.kind}
        return {**said, "reason": self.reason} if self.reason else said


def _forms(word: str) -> set[str]:
    """Plural and verb forms of a vocabulary word: hike → hikes, hiked, hiking; activity → activities."""
    forms = {word + "s", word + "es", word + "ed", word + "ing", word + "d"}
    if word.endswith("e"):
        forms |= {word[:-1] + "ing", word + "d"}
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        forms |= {word[:-1] + "ies", word[:-1] + "ied"}
    if len(word) >= 3 and word[-1] not in "aeiouwxy" and word[-2] in "aeiou" and word[-3] not in "aeiou":
        forms |= {word + word[-1] + "ed", word + word[-1] + "ing"}  # jog → jogged, jogging
    return forms


class Speller:
    """Built once per collection from its vocabulary (the words to correct to, with how to show each)
    and the words known otherwise (never corrected); `correct` is pure."""

    def __init__(
        self,
        vocabulary: Iterable[tuple[str, str]],
        known: Iterable[str] = (),
        clipped: Mapping[str, str] | None = None,
        own: Iterable[str] = (),
        uninflected: Iterable[str] = (),
    ) -> None:
        self.clipped = dict(clipped or {})  # "cab" → cabernet: a word's first letters, as said for it (vocabulary.py)
        self.shown: dict[str, str] = {}  # folded word → how to name it
        self.spelled: dict[str, str] = {}  # folded word → the word as the vocabulary spells it ("albarino" → "albariño")
        for word, shown in vocabulary:
            key = fold(word)
            if _LETTERS.match(key) and key not in self.shown:
                self.shown[key] = shown
                self.spelled[key] = word.lower()
        self.known = (
            frozenset(w.lower() for w in known) | COMMON_WORDS | frozenset(self.spelled.values()) | frozenset(CONTRACTIONS.values())
        )
        self.forms: dict[str, str] = {}
        bare = frozenset(fold(w) for w in uninflected)  # "not", "never": no "notes" or "nevers" is ever one of them
        for word in sorted(self.shown):
            if len(word) >= 3 and word not in bare:
                for form in _forms(word):
                    if form not in self.known and not _of_its_own(form):
                        self.forms.setdefault(form, word)
        self.by_start: dict[tuple[str, int], list[str]] = {}  # (first letter, length) → words: a turn compares few
        for word in sorted(self.shown):
            if len(word) >= 3:
                self.by_start.setdefault((word[0], len(word)), []).append(word)
        self.own: dict[tuple[str, int], list[str]] = {}  # the engine's own words ("exactly", "about"), by first letter and length
        for word in sorted({w.lower() for w in own if _LETTERS.match(w.lower()) and len(w) >= 4 and "'" not in w}):
            self.own.setdefault((word[0], len(word)), []).append(word)
        self._memo: dict[str, Correction | None] = {}

    def correct(self, word: str) -> Correction | None:
        """The word this one stands for, or None when it is known, short, or has no single closest word."""
        if word in self._memo:
            return self._memo[word]
        correction = self._correct(word)
        if len(self._memo) < MEMO_SIZE:  # the same answer every time: remembered, up to a bound
            self._memo[word] = correction
        return correction

    def _correct(self, word: str) -> Correction | None:
        key = word.lower()
        if key in TEXTED:
            return Correction(word, TEXTED[key], 100.0, TEXTED[key], "abbreviation")
        if key in self.known:
            return None
        if key in ABBREVIATIONS:
            return Correction(word, ABBREVIATIONS[key], 100.0, ABBREVIATIONS[key], "abbreviation")
        if key in CONTRACTIONS:  # "ive ever had" as well as "didnt"
            return Correction(word, CONTRACTIONS[key], 100.0, CONTRACTIONS[key], "apostrophe")
        clip = self.clipped.get(key) or (self.clipped.get(key[:-1]) if key.endswith("s") else None)
        if clip is not None and len(key) <= 3 and (texted := _swapped(word, key) or _vowel_dropped(word, key)) is not None:
            return texted  # "4 or mor": a very common word texted short ("more"), never the first letters of a value (Moroccan)
        if clip is not None and not is_common(key) and clip in self.shown:  # "cabs", "zin": never "cab", a word of its own
            return Correction(word, self.spelled[clip], 100.0, self.shown[clip], "abbreviation")
        if len(key) <= 3:
            return _swapped(word, key) or _vowel_dropped(word, key) or self._swapped_into_vocabulary(word, key)
        folded = fold(key)
        if folded in self.spelled:  # "albarino" for albariño
            return Correction(word, self.spelled[folded], 100.0, self.shown[folded], "accent")
        if not _LETTERS.match(folded) or folded in self.known:
            return None
        key = folded
        if key in self.forms:
            base = self.forms[key]
            return Correction(word, self.spelled[base], 100.0, self.shown[base], "form")
        if is_common(key):  # "settle" is not Seattle, "wall" not walk
            return _inflected(word, key, self)
        denials = _nearest_denials(key)
        if denials:  # "wrent" is weren't before went: a denial read as an assertion would invert the answer
            return _denial(word, key, denials[0]) if len(denials) == 1 else None  # as near two denials: left alone
        limit = allowed_distance(key)
        near = [w for size in range(len(key) - limit, len(key) + limit + 1) for w in self.by_start.get((key[0], size), ())]
        # a typo seldom changes the first letter: only words that start with it are compared
        candidates = process.extract(key, near, scorer=OSA.distance, score_cutoff=limit, limit=None)
        if not candidates:
            return _swapped(word, key) or _undoubled(word, key) or self._swapped_form(word, key) or self._into_own(word, key, limit)
        # two letters swapped ("thme") is likelier than one changed ("time"): at the same distance, a word of the same letters first
        ranked = sorted((int(c[1]), sorted(c[0]) != sorted(key), -Indel.normalized_similarity(key, c[0]), c[0]) for c in candidates)
        best = ranked[0]
        if len(ranked) > 1 and ranked[1][:3] == best[:3]:
            return None  # two words as close: not a typo to guess at
        common = _swapped(word, key) or _undoubled(word, key)
        if common is None and (english := english_swapped(key, best[3])) is not None:
            common = Correction(word, english, round(Indel.normalized_similarity(key, english) * 100, 1), english, "spelling")
        if common is not None and common.became[0] == key[0]:
            return common  # "piont" is point, a very common word two letters swapped, before pinot (as close, and rare)
        return Correction(word, self.spelled[best[3]], round(-best[2] * 100, 1), self.shown[best[3]], "spelling")

    def _into_own(self, word: str, key: str, limit: int) -> Correction | None:
        """A rare word within `limit` edits of one of the engine's own words alone ("excatly" → exactly), as it."""
        near = [w for size in range(len(key) - limit, len(key) + limit + 1) for w in self.own.get((key[0], size), ())]
        found = process.extract(key, near, scorer=OSA.distance, score_cutoff=limit, limit=None)
        if not found:
            return None
        ranked = sorted((int(c[1]), sorted(c[0]) != sorted(key), c[0]) for c in found)
        if len(ranked) > 1 and ranked[1][:2] == ranked[0][:2]:
            return None  # two words as close: not a typo to guess at
        best = ranked[0][2]
        return Correction(word, best, round(Indel.normalized_similarity(key, best) * 100, 1), best, "spelling")

    def _swapped_form(self, word: str, key: str) -> Correction | None:
        """A form of a vocabulary word typed with two letters swapped ("bikign": biking, the doing of a bike ride), as
        that word; None unless exactly one such form is."""
        found = {self.forms[s] for i in range(len(key) - 1) if (s := key[:i] + key[i + 1] + key[i] + key[i + 2 :]) in self.forms}
        if len(found) != 1:
            return None
        base = found.pop()
        return Correction(word, self.spelled[base], 90.0, self.shown[base], "spelling")

    def _swapped_into_vocabulary(self, word: str, key: str) -> Correction | None:
        """A rare short word that is one of the collection's words with two letters after the first swapped
        ("rnu" → run); None when the word is English itself or no single such word exists."""
        if not _LETTERS.match(key) or is_common(key) or len(key) < 3:
            return None
        swaps = {key[:i] + key[i + 1] + key[i] + key[i + 2 :] for i in range(1, len(key) - 1)} - {key}
        found = [w for w in sorted(swaps) if w in self.shown]
        if len(found) != 1:
            return None
        return Correction(
            word, self.spelled[found[0]], round(Indel.normalized_similarity(key, found[0]) * 100, 1), self.shown[found[0]], "spelling"
        )


# At or above: a verb form so common that it has a meaning of its own ("training" is no train)
OWN_MEANING = 5.0


def _of_its_own(form: str) -> bool:
    """Whether a verb form of a vocabulary word is an English word of its own, never read as that word."""
    return form.endswith(("ing", "ed")) and zipf(form) >= OWN_MEANING


def _inflected(word: str, key: str, speller: Speller) -> Correction | None:
    """A common word that is another form of a vocabulary word ("rate" for rated), as that word."""
    for base in sorted(_forms(key)):
        if base in speller.shown:
            return Correction(word, speller.spelled[base], 100.0, speller.shown[base], "form")
    return None


# The denials a filter turns on, written without their apostrophe: a rare word one typo away from one of
# them ("wrent", "wasbt", "dindt") is that denial, before any word that asserts ("went", "want").
DENIALS = tuple(
    w.replace("'", "") for w in ("wasn't", "weren't", "didn't", "don't", "doesn't", "isn't", "aren't", "haven't", "hasn't", "hadn't")
)


# "were al of them with sofia", "al my hikes": "all" with its doubled letter typed once, said where "all" goes (before "of
# them", "the", "my"); "al" on its own is too common a word (a name, "al dente") to be read so anywhere else
_WHERE_ALL_GOES = re.compile(r"\s+(?:of\s+)?(?:them|those|these|the|my|our|em|'em)\b")


def all_typed_short(word: str, after: str) -> Correction | None:
    """ "all" for `word` when it is "al" said right before what "all" opens (`after`: the text after the word)."""
    if word.lower() != "al" or _WHERE_ALL_GOES.match(after.lower()) is None:
        return None
    return Correction(word, "all", round(Indel.normalized_similarity("al", "all") * 100, 1), "all", "spelling")


# "was mary on all thre of them", "all fuor hikes": right after "all", a word one typo from a number word counts what "all"
# covers ("all three of them"), before any other word as near ("there", "tree"); a common word is left as typed ("all
# tree", "all tow"), as is a word near two number words
COUNTED_BY_ALL = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
_ALL_BEFORE = re.compile(r"\ball\s+$")


def number_after_all(word: str, before: str) -> Correction | None:
    """The number word `word` is typed for when it follows "all" (`before`: the text before the word); None elsewhere,
    for a known or common word, or for one as near two number words."""
    key = word.lower()
    if _ALL_BEFORE.search(before.lower()) is None or not _LETTERS.match(key) or key in COUNTED_BY_ALL or is_common(key):
        return None
    near = [n for n in COUNTED_BY_ALL if OSA.distance(key, n) == 1]
    if len(near) != 1:
        return None
    return Correction(word, near[0], round(Indel.normalized_similarity(key, near[0]) * 100, 1), near[0], "spelling")


def _vowels_dropped(key: str, full: str) -> bool:
    """Whether `key` is `full` with one or more of its vowels after the first letter left out, as texted ("wrnt": werent)."""
    if len(key) >= len(full) or key[0] != full[0]:
        return False
    at = 1
    for letter in full[1:]:
        if at < len(key) and key[at] == letter:
            at += 1
        elif letter not in "aeiou":
            return False
    return at == len(key)


def _nearest_denials(key: str) -> list[str]:
    """The apostrophe-less denials one typo from `key` (same first letter, an n kept or a t ending it), closest first by the
    speller's order (letters swapped, then fewest letters changed), or the one denial it is with vowels left out, as texted
    ("wrnt", "wsnt", "hvnt": the "nt" kept); [] when none is."""
    if len(key) >= 4 and key.endswith("nt"):
        texted = [d for d in DENIALS if _vowels_dropped(key, d)]
        if texted:
            return texted
    if len(key) < 4 or ("n" not in key and not (len(key) >= 5 and key.endswith("t"))):  # "wasbt": the n mistyped
        return []
    near = [(key != d and sorted(d) != sorted(key), -Indel.normalized_similarity(key, d), d) for d in DENIALS]
    ranked = sorted(r for r in near if r[2][0] == key[0] and r[2] != key and OSA.distance(key, r[2]) == 1)
    return [r[2] for r in ranked if r[:2] == ranked[0][:2]]


def _denial(word: str, key: str, form: str) -> Correction:
    meant = CONTRACTIONS[form]
    return Correction(word, meant, round(Indel.normalized_similarity(key, form) * 100, 1), meant, "spelling")


def _swapped(word: str, key: str) -> Correction | None:
    """A rare word that is a very common one with two neighbouring letters swapped ("teh", "adn",
    "hte"), as that word; None when the word is common itself or no single such word exists."""
    if not _LETTERS.match(key) or is_common(key):
        return None
    swaps = {key[:i] + key[i + 1] + key[i] + key[i + 2 :] for i in range(len(key) - 1)} - {key}
    common = [w for w in sorted(swaps) if zipf(w) >= VERY_COMMON]
    if len(common) != 1:
        return None
    return Correction(word, common[0], round(Indel.normalized_similarity(key, common[0]) * 100, 1), common[0], "spelling")


def _undoubled(word: str, key: str) -> Correction | None:
    """A rare word that is a very common one with a letter typed twice ("arround" → around, "untill" → until),
    as that word; None when the word is common itself or no single such word exists."""
    if not _LETTERS.match(key) or is_common(key):
        return None
    singles = {key[:i] + key[i + 1 :] for i in range(1, len(key)) if key[i] == key[i - 1]}
    common = [w for w in sorted(singles) if zipf(w) >= VERY_COMMON]
    if len(common) != 1:
        return None
    return Correction(word, common[0], round(Indel.normalized_similarity(key, common[0]) * 100, 1), common[0], "spelling")


def _vowel_dropped(word: str, key: str) -> Correction | None:
    """A rare short word that is a very common one with a vowel left out after its first letter, as texted
    ("ths" → this, "hw" → how, "frm" → from); None when the word is common itself or no single such word exists."""
    if not _LETTERS.match(key) or is_common(key):
        return None
    fuller = {key[:i] + vowel + key[i:] for i in range(1, len(key) + 1) for vowel in "aeiou"}
    common = [w for w in sorted(fuller) if zipf(w) >= VERY_COMMON]
    if len(common) != 1:
        return None
    return Correction(word, common[0], round(Indel.normalized_similarity(key, common[0]) * 100, 1), common[0], "spelling")


def words_of(text: str) -> list[str]:
    """The word tokens of a text (lower case), as the spelling index keeps them."""
    return _WORD.findall(text.lower())
