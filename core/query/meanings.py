"""Words the collection does not know, read as the nearest meaning it has: "fizz" → sparkling drinks,
"reads" → books, "voyages" → travels.

A `Meanings` is built once per collection from its terms (category and type names with their
synonyms, and the values its definition lists for a field, with theirs) and an encoder: a callable
that turns texts into normalized vectors (a sentence-embedding model, injected; nothing is loaded
here). The terms are encoded once, twice each: as written ("bubbly") and in their category
("bubbly drink"). A word is then taken as the closest term's meaning only when the match is
confident, in one of two ways:

- strong: cosine ≥ 0.62 to the term as written and ≥ 0.50 to it in its category, and ahead of the
  next other meaning by ≥ 0.02;
- clear: cosine ≥ 0.53 and ≥ 0.45 in its category, and ahead of the next other meaning by ≥ 0.11;
- in context (`assume_within`): when the rest of the question already names a category ("which vino did I
  drink": drinks) and the word alone is near no term confidently, the kinds of that category only: the word
  is taken as a kind when that kind is nearest both alone (cosine ≥ 0.35, ahead of the category's next
  meaning by ≥ 0.10) and said with the category ("vino drink": ≥ 0.55, ahead by ≥ 0.06). A word nearest the
  category itself, or whose two readings disagree ("birra", "cerveza", "grog"), is not taken;
- among all (`assume_among`): when the question names no category but says something else ("vino from tuscany":
  a place), the same reading in each category, taken only when exactly one category reads the word so.

The category check keeps out a word that only looks like a term ("physics" is near "science",
but far from "science museum"); the lead keeps out a word near several meanings at once ("purple"
is near red, white and rosé: a colour the collection does not have). Short words (3 letters or
fewer), numbers and known words are never looked at. Answers are remembered, up to a bound, and new
words are encoded within a budget (NEW_PER_TURN a message, NEW_PER_MINUTE in all); a word over the
budget is reported as not understood, never guessed.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from operator import mul
from typing import Any

from .vocabulary import Vocabulary

Encoder = Callable[[Sequence[str]], Sequence[Sequence[float]]]  # texts → normalized vectors, one each

STRONG = 0.62  # cosine to the term as written, for a strong match
STRONG_IN_CATEGORY = 0.50  # and to the term in its category
STRONG_LEAD = 0.02  # and ahead of the next other meaning
CLEAR = 0.53  # cosine for a clear match
CLEAR_IN_CATEGORY = 0.45
CLEAR_LEAD = 0.11  # how far a clear match must stand ahead of the next other meaning
WITHIN = 0.35  # in context: cosine of the word alone to the kind
WITHIN_LEAD = 0.10  # ahead of the category's next meaning
WITHIN_SAID = 0.55  # cosine of the word said with the category ("vino drink") to the kind in its category
WITHIN_SAID_LEAD = 0.06
MIN_LETTERS = 4
MEMO_SIZE = 4096
NEW_PER_TURN = 3  # words encoded for one message at most: the rest are reported as not understood
NEW_PER_MINUTE = 30  # and for all messages together: an encoding costs milliseconds of CPU, so a flood
# of made-up words costs a bounded share of a core whatever the client sends
_CONTENT_WORD = re.compile(r"^[a-zà-ÿ][a-zà-ÿ'-]*[a-zà-ÿ]$")


@dataclass(frozen=True)
class Term:
    """A word of the collection: `text` is read in place of the unknown word, `shown` names its
    meaning in a reply, `in_category` is the text encoded with its category ("bubbly drink"), and
    `meaning` tells terms of the same meaning ("bubbly" and "sparkling") apart from others."""

    text: str
    shown: str
    in_category: str
    meaning: str


@dataclass(frozen=True)
class Assumption:
    """An unknown word taken as a term's meaning, with how sure: `confidence` is the cosine to the
    term, `in_category` to the term in its category, `lead` over the next other meaning."""

    word: str
    term: Term
    confidence: float
    in_category: float
    lead: float
    runner_up: str | None

    @property
    def reason(self) -> str:
        after = f", {self.lead:.2f} ahead of {self.runner_up}" if self.runner_up else ""
        return (
            f"not a word of the collection; nearest in meaning: “{self.term.text}” ({self.term.meaning}), "
            f"similarity {self.confidence:.2f}, {self.in_category:.2f} as “{self.term.in_category}”{after}"
        )


def _plural_of(name: str, words: Iterable[str]) -> str:
    """The category's own plural when its synonyms have one ("drinks", "books"), else its name."""
    word = name.lower()
    listed = set(words)
    for plural in (word + "s", word + "es", word[:-1] + "ies"):
        if plural in listed:
            return plural
    return word


def terms_of(vocabulary: Vocabulary) -> list[Term]:
    """The terms an unknown word may mean: every category and type word, and every value (with its
    synonyms) that the definition lists for a text field. Names taken from the items (authors,
    producers) and places are left out: a name has no meaning to be near."""
    terms: dict[str, Term] = {}
    definition = vocabulary.definition
    for category in definition.categories:
        category_words = [w.lower() for w in (category.name, *category.synonyms)]
        plural = _plural_of(category.name, category_words)
        noun = category.name.lower()
        for word in category_words:
            meaning = " or ".join(t.label for t in vocabulary.topics[word])
            shown = plural if len(vocabulary.topics[word]) == 1 else word
            terms.setdefault(word, Term(word, shown, _in(word, noun), meaning))
        for kind in category.types:
            type_words = [w.lower() for w in (kind.name, *kind.synonyms)]
            shown_type = _plural_of(kind.name, type_words)
            for word in type_words:
                readings = vocabulary.topics[word]
                meaning = " or ".join(t.label for t in readings)
                terms.setdefault(word, Term(word, shown_type if len(readings) == 1 else word, _in(word, noun), meaning))
        for field in category.fields:
            if field.type != "text" or not field.values:
                continue
            for value, synonyms in field.values.items():
                shown = f"{value} {plural}"
                meaning = f"{field.name} {value}"
                plural_value = (f"{value}s",) if not value.endswith("s") else ()
                for word in (value.lower(), *(s.lower() for s in synonyms), *plural_value):
                    terms.setdefault(word, Term(word, shown, _in(word, noun), meaning))
    return list(terms.values())


def _in(word: str, noun: str) -> str:
    return word if noun in word.split() else f"{word} {noun}"


def _dot(a: Sequence[float], b: Sequence[float]) -> float:
    return float(sum(map(mul, a, b)))


def _matrix(vectors: list[list[float]]) -> Any:
    """The vectors as a numpy matrix when numpy is there (it comes with every sentence encoder), else None."""
    try:
        import numpy
    except ImportError:  # pragma: no cover - the plain loops below do the same, slower
        return None
    return numpy.asarray(vectors, dtype=numpy.float32) if vectors else None


class Meanings:
    """Built once per collection (its terms encoded once); `assume` is pure but for its memory of the
    words already looked up (the least recently asked forgotten first, past MEMO_SIZE)."""

    def __init__(
        self,
        terms: Iterable[Term],
        encoder: Encoder,
        known: Iterable[str] = (),
        *,
        per_turn: int | None = NEW_PER_TURN,
        per_minute: int | None = NEW_PER_MINUTE,
    ) -> None:
        """`per_turn` and `per_minute` bound the words encoded (None: no bound, for offline measurements)."""
        self.per_turn = per_turn
        self.per_minute = per_minute
        self.terms = list(terms)
        self.encoder = encoder
        self.known = frozenset(w.lower() for w in known) | frozenset(t.text for t in self.terms)
        self.vectors = [[float(x) for x in v] for v in encoder([t.text for t in self.terms])] if self.terms else []
        self.in_category = [[float(x) for x in v] for v in encoder([t.in_category for t in self.terms])] if self.terms else []
        self._matrix = _matrix(self.vectors)
        self._memo: OrderedDict[str, Assumption | None] = OrderedDict()
        self._budget = float(per_minute or 0)  # new encodings allowed now; refills at per_minute a minute
        self._budget_at: float | None = None

    def considers(self, word: str) -> bool:
        """Whether the word is one to look up: a content word of 4 letters or more that nothing knows."""
        key = word.lower()
        return bool(self.terms) and len(key) >= MIN_LETTERS and bool(_CONTENT_WORD.match(key)) and key not in self.known

    def assume(self, word: str, now_s: float = 0.0) -> Assumption | None:
        """The meaning the word is taken in, or None when it is not a word to look up, no meaning is
        near enough (and clear enough) to take, or the encoding budget is spent (`now_s`: the time in
        seconds, for the budget)."""
        return self.assume_all([word], now_s)[0]

    def assume_all(self, words: Sequence[str], now_s: float = 0.0) -> list[Assumption | None]:
        """`assume` for several words, those not looked up before encoded together, within the budget."""
        keys = [w.lower() for w in words]
        new = self._within_budget(list(dict.fromkeys(k for k in keys if self.considers(k) and k not in self._memo)), now_s)
        found = {
            key: self._assume(key, [float(x) for x in vector]) for key, vector in zip(new, self.encoder(new) if new else [], strict=True)
        }
        answers: list[Assumption | None] = []
        for key in keys:
            if key in found:
                answers.append(found[key])
                self._memo[key] = found[key]
                if len(self._memo) > MEMO_SIZE:
                    self._memo.popitem(last=False)
            elif key in self._memo:
                self._memo.move_to_end(key)
                answers.append(self._memo[key])
            else:
                answers.append(None)
        return answers

    def assume_within(self, word: str, category: str, now_s: float = 0.0) -> Assumption | None:
        """The kind of `category` (a category's name, which the rest of the question names) the word is taken
        as, in context (see the module's doc), or None."""
        key = word.lower()
        noun = category.lower()
        memo = f"{key}\n{category}"
        if memo in self._memo:
            self._memo.move_to_end(memo)
            return self._memo[memo]
        own = f"in category {category}"
        kinds = [
            i for i, t in enumerate(self.terms) if t.meaning == own or (t.meaning.startswith(f"{own} of type ") and " or " not in t.meaning)
        ]
        if not kinds or not self.considers(key):
            return None
        said = f"{key} {noun}"
        if len(self._within_budget([key, said], now_s)) < 2:
            return None
        alone, with_category = ([float(x) for x in v] for v in self.encoder([key, said]))
        found = self._within(word, kinds, alone, with_category, own)
        self._memo[memo] = found
        if len(self._memo) > MEMO_SIZE:
            self._memo.popitem(last=False)
        return found

    def assume_among(self, word: str, categories: Sequence[str], now_s: float = 0.0) -> Assumption | None:
        """With no category named ("vino from tuscany", "more italian or french vino?"): the kind the word is taken
        as when, of every category, exactly one reads it in context (as `assume_within` does); None when none
        does, or several do (a word near kinds of two categories says neither). The word alone and said with each
        category are encoded together, and count as one word looked up in context (two, as `assume_within`'s)."""
        key = word.lower()
        memo = f"{key}\n*"
        if memo in self._memo:
            self._memo.move_to_end(memo)
            return self._memo[memo]
        if not self.considers(key) or not categories:
            return None
        if len(self._within_budget([key, f"{key} *"], now_s)) < 2:
            return None
        vectors = [[float(x) for x in v] for v in self.encoder([key, *(f"{key} {c.lower()}" for c in categories)])]
        found: list[Assumption] = []
        for category, said in zip(categories, vectors[1:], strict=True):
            own = f"in category {category}"
            kinds = [
                i
                for i, t in enumerate(self.terms)
                if t.meaning == own or (t.meaning.startswith(f"{own} of type ") and " or " not in t.meaning)
            ]
            if kinds and (reading := self._within(word, kinds, vectors[0], said, own)) is not None:
                found.append(reading)
        answer = found[0] if len(found) == 1 else None
        self._memo[memo] = answer
        if len(self._memo) > MEMO_SIZE:
            self._memo.popitem(last=False)
        return answer

    def _within(self, word: str, kinds: list[int], alone: list[float], said: list[float], own: str) -> Assumption | None:
        def nearest(vector: list[float], vectors: list[list[float]]) -> list[tuple[float, str, int]]:
            best: dict[str, tuple[float, str, int]] = {}
            for i in kinds:
                score = _dot(vector, vectors[i])
                meaning = self.terms[i].meaning
                if meaning not in best or score > best[meaning][0]:
                    best[meaning] = (score, meaning, i)
            return sorted(best.values(), reverse=True)

        by_word = nearest(alone, self.vectors)
        by_said = nearest(said, self.in_category)
        if len(by_word) < 2 or by_word[0][1] != by_said[0][1] or by_word[0][1] == own:
            return None
        lead = by_word[0][0] - by_word[1][0]
        said_lead = by_said[0][0] - by_said[1][0]
        if by_word[0][0] < WITHIN or lead < WITHIN_LEAD or by_said[0][0] < WITHIN_SAID or said_lead < WITHIN_SAID_LEAD:
            return None
        term = self.terms[by_said[0][2]]
        return Assumption(word, term, round(by_word[0][0], 3), round(by_said[0][0], 3), round(lead, 3), by_word[1][1])

    def _within_budget(self, new: list[str], now_s: float) -> list[str]:
        """The first of `new` that the budget allows encoding now, the budget taken for them."""
        allowed = new if self.per_turn is None else new[: self.per_turn]
        if self.per_minute is None:
            return allowed
        if self._budget_at is not None and now_s > self._budget_at:
            self._budget = min(float(self.per_minute), self._budget + (now_s - self._budget_at) * self.per_minute / 60.0)
        self._budget_at = now_s if self._budget_at is None else max(self._budget_at, now_s)
        allowed = allowed[: int(self._budget)]
        self._budget -= len(allowed)
        return allowed

    def _scores(self, vector: list[float]) -> list[float]:
        """The cosine of the word's vector to every term's (the vectors are normalized)."""
        if self._matrix is not None:
            import numpy

            scores: list[float] = (self._matrix @ numpy.asarray(vector, dtype=numpy.float32)).tolist()
            return scores
        return [_dot(vector, v) for v in self.vectors]

    def _assume(self, word: str, vector: list[float]) -> Assumption | None:
        scores = self._scores(vector)
        best = max(range(len(scores)), key=scores.__getitem__)
        term = self.terms[best]
        others = [(s, t.meaning) for s, t in zip(scores, self.terms, strict=True) if t.meaning != term.meaning]
        runner_up, second = max(others) if others else (-1.0, None)
        confidence = scores[best]
        in_category = _dot(vector, self.in_category[best])
        lead = confidence - runner_up
        strong = confidence >= STRONG and in_category >= STRONG_IN_CATEGORY and lead >= STRONG_LEAD
        clear = confidence >= CLEAR and in_category >= CLEAR_IN_CATEGORY and lead >= CLEAR_LEAD
        if not (strong or clear):
            return None
        return Assumption(word, term, round(confidence, 3), round(in_category, 3), round(lead, 3), second)
