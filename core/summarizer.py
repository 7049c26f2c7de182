"""Summarizers behind one interface, and the offline default: the sentences that share the most words
with the rest of the conversation (pure).

A summarizer reads texts made by `history.summary_input` (the summary so far, then "User: …" /
"Bot: …" lines) and returns one summary per text. Model backends (transformers, CTranslate2) live
in `parley.app.summarizers`; this one needs no model and no download.

The extractive summarizer does a bounded amount of work whatever it is given (a conversation can hold
messages of any length and any number of sentences):
- it reads the summary so far, cut to its first `MAX_PRIOR_CHARS` characters, and the newest lines of
  the turns, each cut to its first `MAX_LINE_CHARS` characters, `MAX_TURN_CHARS` characters in all,
  found within the last `MAX_SCAN_CHARS` characters of the text. Dropped: older lines, the rest of an
  over-long line or summary, and a line cut by the start of that window;
- it ranks at most `MAX_SENTENCES` sentences: the first `MAX_PRIOR_SENTENCES` of the summary so far,
  then the newest of the turns (older ones are dropped);
- it scores each sentence against one shared table of word frequencies (how many sentences use each
  word), so the cost grows with the words kept, not with pairs of sentences, and it stops scoring
  after `MAX_OPERATIONS` word visits (a count, not a clock: the same input always gives the same summary);
- it returns at most `MAX_SUMMARY_CHARS` characters, and `max_words` words unless the one sentence it
  must keep (the newest question) is longer.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Protocol

from .history import count_words

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_WORDS = re.compile(r"[a-z0-9]+")
STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "for",
        "from",
        "had",
        "has",
        "have",
        "i",
        "in",
        "is",
        "it",
        "its",
        "me",
        "my",
        "of",
        "on",
        "or",
        "our",
        "so",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "to",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "will",
        "with",
        "you",
        "your",
        "yes",
        "no",
        "ok",
        "okay",
        "please",
        "show",
        "tell",
        "give",
        "about",
        "here",
        "there",
        "any",
        "some",
        "all",
    ]
)


PRIOR_TAG = "Summary so far: "
ASKED = "The user asked: "
MAX_PRIOR_CHARS = 2_000  # of the summary so far: its beginning
MAX_LINE_CHARS = 1_000  # of one line ("User: …"): its beginning, with who said it
MAX_TURN_CHARS = 12_000  # of the turns: the newest lines
MAX_SCAN_CHARS = 48_000  # the end of the text in which those lines are looked for
MAX_SENTENCES = 200  # ranked in all
MAX_PRIOR_SENTENCES = 50  # of them from the summary so far
MAX_OPERATIONS = 50_000  # word visits while scoring
MAX_SUMMARY_CHARS = 2_000  # of the result (no more than MAX_PRIOR_CHARS: a summary is carried forward whole)


class Summarizer(Protocol):
    name: str

    def count_tokens(self, text: str) -> int:
        """Size of `text` in this summarizer's tokens (words when it has no tokenizer)."""
        ...

    def summarize(self, texts: list[str]) -> list[str]:
        """One summary per text, computed as one batch (blocking: workers run it off the event loop)."""
        ...


@dataclass(frozen=True)
class Extract:
    """A summary and what it cost: characters read, sentences ranked, word visits made."""

    summary: str
    chars: int
    sentences: int
    operations: int


def considered(text: str) -> tuple[str, list[str]]:
    """The summary so far (cut to `MAX_PRIOR_CHARS`) and the newest lines of the turns (each cut to
    `MAX_LINE_CHARS`, `MAX_TURN_CHARS` in all): all of `text` the summarizer reads."""
    prior, start = "", 0
    if text.startswith(PRIOR_TAG):
        limit = len(PRIOR_TAG) + MAX_PRIOR_CHARS
        end = text.find("\n", 0, limit + 1)
        if end == -1:
            end = min(len(text), limit)  # a summary longer than its cap: the rest of its line is dropped below
        prior, start = text[len(PRIOR_TAG) : end].strip(), end
    window_start = max(start, len(text) - MAX_SCAN_CHARS)
    window = text[window_start:]
    if window_start > 0 and text[window_start - 1] != "\n" and "\n" in window:
        window = window[window.index("\n") + 1 :]  # a line cut by the window: who said it is unknown
    lines: list[str] = []
    size = 0
    for line in reversed(window.splitlines()):
        line = line.strip()[:MAX_LINE_CHARS]
        if not line:
            continue
        if size + len(line) > MAX_TURN_CHARS:
            break
        lines.append(line)
        size += len(line)
    lines.reverse()
    return prior, lines


def _sentences(text: str) -> list[str]:
    return [s for s in (part.strip() for part in _SENTENCE.split(text)) if s]


def _units(lines: list[str]) -> list[str]:
    """Sentences, each tagged with who said it ("The user asked …", "Bot: …"); the prior summary as is."""
    units: list[str] = []
    for line in lines:
        speaker, _, said = line.partition(": ")
        if speaker not in ("User", "Bot", "Summary so far") or not said:
            speaker, said = "", line
        for sentence in _sentences(said):
            if speaker == "User":
                units.append(f"{ASKED}{sentence.rstrip('?.!')}.")
            elif speaker == "Bot":
                units.append(sentence if sentence[-1] in ".!?" else sentence + ".")
            else:
                units.append(sentence)
    return units


def _content(unit: str) -> frozenset[str]:
    """The words a sentence is about (not those of the tag it was given: every question has them)."""
    return frozenset(w for w in _WORDS.findall(unit.removeprefix(ASKED).lower()) if w not in STOP and len(w) > 1)


def centrality(words: list[frozenset[str]], budget: int = MAX_OPERATIONS) -> tuple[list[float], int]:
    """How much each sentence shares with all the others, and the word visits it took.

    TextRank weighs each pair of sentences by the words they share; summed over the other sentences,
    that is, for each of a sentence's words, how many other sentences use it. One table of those
    counts gives every sentence's sum in one pass over its words instead of one per pair. Sentences
    of fewer than two content words share nothing (as in TextRank). Past `budget` word visits the
    remaining sentences score 0."""
    operations = 0
    used = [w if len(w) > 1 else frozenset[str]() for w in words]
    frequency: Counter[str] = Counter()
    for sentence in used:
        if operations + len(sentence) > budget:
            break
        frequency.update(sentence)
        operations += len(sentence)
    logs = [math.log(len(w)) for w in used if w]
    mean_log = sum(logs) / len(logs) if logs else 0.0
    scores: list[float] = []
    for sentence in used:
        if not sentence or operations + len(sentence) > budget:
            scores.append(0.0)
            continue
        shared = sum(frequency[w] - 1 for w in sentence)
        operations += len(sentence)
        scores.append(shared / (math.log(len(sentence)) + mean_log))
    return scores, operations


class ExtractiveSummarizer:
    """Keeps the most central sentences (and the newest question, so the thread is not lost) within
    `max_words`, in the order they were said."""

    name = "extractive"

    def __init__(self, max_words: int = 120) -> None:
        self.max_words = max_words

    def count_tokens(self, text: str) -> int:
        return count_words(text)

    def extract(self, text: str) -> Extract:
        """The summary of `text` and what computing it cost."""
        prior, lines = considered(text)
        chars = len(prior) + sum(len(line) for line in lines)
        prior_units = _sentences(prior)[:MAX_PRIOR_SENTENCES]
        turn_units = _units(lines)[-(MAX_SENTENCES - len(prior_units)) :]
        units = list(dict.fromkeys(prior_units + turn_units))
        if not units:
            return Extract("", chars, 0, 0)
        words = [_content(u) for u in units]
        read = sum(len(w) for w in words)
        scores, operations = centrality(words, max(MAX_OPERATIONS - read, 0))
        operations += read
        chosen: set[int] = set()
        size = length = 0
        last_question = max((i for i, u in enumerate(units) if u.startswith(ASKED)), default=None)
        order = ([last_question] if last_question is not None else []) + sorted(range(len(units)), key=lambda i: -scores[i])
        for i in order:
            if i in chosen or (len(words[i]) < 2 and i != last_question):
                continue  # small talk ("Hi!") carries nothing worth remembering
            unit_size = count_words(units[i])
            if chosen and (size + unit_size > self.max_words or length + 1 + len(units[i]) > MAX_SUMMARY_CHARS):
                continue
            chosen.add(i)
            size += unit_size
            length += len(units[i]) + 1
        return Extract(" ".join(units[i] for i in sorted(chosen)), chars, len(units), operations)

    def summarize_one(self, text: str) -> str:
        return self.extract(text).summary

    def summarize(self, texts: list[str]) -> list[str]:
        return [self.summarize_one(text) for text in texts]
