"""An utterance being read by several recognizers: each claims the spans it understood, so that
"rated at least 3 in 2018" gives one comparison and one date, not a rating of 2018."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "\u201c": '"', "\u201d": '"'})


def normalize(text: str) -> str:
    """Lower case, straight quotes, single spaces; the same length as the input is not kept."""
    return re.sub(r"\s+", " ", text.translate(_QUOTES).lower()).strip()


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    kind: str
    value: Any
    text: str


@dataclass
class Utterance:
    text: str
    spans: list[Span] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.text = normalize(self.text)

    def is_free(self, start: int, end: int) -> bool:
        return all(end <= s.start or start >= s.end for s in self.spans)

    def claim(self, start: int, end: int, kind: str, value: Any) -> Span:
        span = Span(start, end, kind, value, self.text[start:end])
        self.spans.append(span)
        return span

    def matches(self, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """Matches of `pattern` that do not overlap a claimed span, in order (a span claimed while they are
        being read is taken into account for the ones after it)."""
        first = pattern.search(self.text)
        if first is None:  # most patterns a turn is read with match nothing: no generator for them
            return iter(())
        return self._free_matches(pattern, first)

    def _free_matches(self, pattern: re.Pattern[str], first: re.Match[str]) -> Iterator[re.Match[str]]:
        if self.is_free(first.start(), first.end()):
            yield first
        for match in pattern.finditer(self.text, first.end() if first.end() > first.start() else first.end() + 1):
            if self.is_free(match.start(), match.end()):
                yield match

    def of_kind(self, kind: str) -> list[Span]:
        return [s for s in self.spans if s.kind == kind]

    def unclaimed_words(self, since: int = 0) -> list[str]:
        """Words no recognizer understood (for saying plainly what was not understood), from `since` on."""
        words = []
        for match in re.finditer(r"[^\W_](?:[^\W_]|['&.-](?=[^\W_]))*", self.text):  # "please." is please
            if match.start() >= since and self.is_free(match.start(), match.end()):
                words.append(match.group())
        return words
