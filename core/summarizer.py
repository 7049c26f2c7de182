"""Summarizers behind one interface, and the offline default: a graph ranking over the turns (pure).

A summarizer reads texts made by `history.summary_input` (the summary so far, then "User: …" /
"Bot: …" lines) and returns one summary per text. Model backends (transformers, CTranslate2) live
in `parley.app.summarizers`; this one needs no model and no download.
"""

from __future__ import annotations

import math
import re
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


class Summarizer(Protocol):
    name: str

    def count_tokens(self, text: str) -> int:
        """Size of `text` in this summarizer's tokens (words when it has no tokenizer)."""
        ...

    def summarize(self, texts: list[str]) -> list[str]:
        """One summary per text, computed as one batch (blocking: workers run it off the event loop)."""
        ...


def _units(text: str) -> list[str]:
    """Sentences, each tagged with who said it ("User asked …", "Bot: …"); the prior summary as is."""
    units: list[str] = []
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        speaker, _, said = line.partition(": ")
        if speaker not in ("User", "Bot", "Summary so far") or not said:
            speaker, said = "", line
        for sentence in _SENTENCE.split(said):
            sentence = sentence.strip()
            if not sentence:
                continue
            if speaker == "User":
                units.append(f"The user asked: {sentence.rstrip('?.!')}.")
            elif speaker == "Bot":
                units.append(sentence if sentence[-1] in ".!?" else sentence + ".")
            else:
                units.append(sentence)
    return units


def _content(unit: str) -> set[str]:
    return {w for w in _WORDS.findall(unit.lower()) if w not in STOP and len(w) > 1}


def rank(units: list[str], damping: float = 0.85, iterations: int = 40) -> list[float]:
    """TextRank: sentences that share words with many others are central."""
    words = [_content(u) for u in units]
    n = len(units)
    weights = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            shared = len(words[i] & words[j])
            if shared and len(words[i]) > 1 and len(words[j]) > 1:
                weight = shared / (math.log(len(words[i])) + math.log(len(words[j])))
                weights[i][j] = weights[j][i] = weight
    totals = [sum(row) or 1.0 for row in weights]
    scores = [1.0] * n
    for _ in range(iterations):
        scores = [(1 - damping) + damping * sum(weights[j][i] / totals[j] * scores[j] for j in range(n)) for i in range(n)]
    return scores


class ExtractiveSummarizer:
    """Keeps the most central sentences (and the newest question, so the thread is not lost) within
    `max_words`, in the order they were said."""

    name = "extractive"

    def __init__(self, max_words: int = 120) -> None:
        self.max_words = max_words

    def count_tokens(self, text: str) -> int:
        return count_words(text)

    def summarize_one(self, text: str) -> str:
        units = list(dict.fromkeys(_units(text)))
        if not units:
            return ""
        scores = rank(units)
        chosen: set[int] = set()
        words = 0
        last_question = max((i for i, u in enumerate(units) if u.startswith("The user asked")), default=None)
        order = ([last_question] if last_question is not None else []) + sorted(range(len(units)), key=lambda i: -scores[i])
        for i in order:
            size = count_words(units[i])
            if i in chosen or (words + size > self.max_words and chosen) or (len(_content(units[i])) < 2 and i != last_question):
                continue  # small talk ("Hi!") carries nothing worth remembering
            chosen.add(i)
            words += size
        return " ".join(units[i] for i in sorted(chosen))

    def summarize(self, texts: list[str]) -> list[str]:
        return [self.summarize_one(text) for text in texts]
