"""Finds a model's entities in an utterance by their synonyms and value synonyms (longest match wins)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .model import BotModel

_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*")
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'"})


def tokenize(text: str) -> list[str]:
    """Lower-case word tokens; apostrophes inside words are kept ("peet's", "what's")."""
    return _TOKEN.findall(text.lower().translate(_QUOTES))


def token_spans(text: str) -> list[tuple[str, int, int]]:
    """The tokens of `tokenize`, each with its start and end in `text` (characters whose lower case is
    longer than themselves are left as they are, so that positions stay those of `text`)."""
    folded = "".join(ch if len(low := ch.lower()) != 1 else low for ch in text).translate(_QUOTES)
    return [(found.group(), found.start(), found.end()) for found in _TOKEN.finditer(folded)]


@dataclass(frozen=True)
class Mention:
    """An entity found in the utterance: which one, its normalized value, and where."""

    entity_id: str
    value: str | None
    groups: frozenset[str]
    topic: str | None
    text: str
    start: int
    end: int
    span: tuple[int, int] = (0, 0)  # where it was said: characters [start, end) of the text recognized


@dataclass(frozen=True)
class SwitchPhrase:
    """An explicit-switch phrase found in a clause, and the part of the clause it takes up: the phrase,
    what was said before it, and the topic it leaves when it names one ("enough about sales, ...")."""

    phrase: str
    end: int  # where the rest of the clause (a new request, if any) starts


_LEAVES_A_TOPIC = frozenset({"about", "with", "on", "of"})  # "enough about <topic>", "done with <topic>"
# a bare verb that resets only when it opens its clause, and then leaves the topic after it ("forget walks. how
# many trips…"); inside a clause it is ordinary talk ("I forget which one it was")
_OPENS_A_CLAUSE = frozenset({"forget"})
_LEAD_IN = frozenset({"ok", "okay", "so", "and", "oh", "please", "no", "well", "just", "now", "actually"})
_TOPIC_END = re.compile(r"[,:\u2013\u2014]|\s-\s|\bbut\b|\bnow\b", re.IGNORECASE)
# "never mind the running, I'm starving. Which …": a phrase that ends in what it lets go of ("never mind", "forget
# about") leaves the topic it names right after it ("the running", "my runs"), when a mark closes that topic within a
# few words; "never mind, show me trips" and "never mind show me trips" leave nothing but the phrase
_LETS_GO_OF = frozenset({"mind", "nevermind"})
_TOPIC_LET_GO = re.compile(
    r"\s+(?:the|that|this|those|these|my|all\s+the)\s+[\w'\u2019]+(?:\s+[\w'\u2019]+){0,2}?\s*(?:[,;:.!?\u2013\u2014]|\s-\s)"
)


@dataclass(frozen=True)
class _Target:
    entity_id: str
    value: str | None


class Recognizer:
    """Built once per model; `recognize` is pure and cheap. With a `speller`, a word that is in no
    synonym is first offered to it ("hieks" → "hikes"); it answers the word meant, or None."""

    def __init__(self, model: BotModel, speller: Callable[[str], str | None] | None = None) -> None:
        self._model = model
        self._speller = speller
        self._phrases: dict[tuple[str, ...], list[_Target]] = {}
        for entity in model.entities:
            for synonym in entity.synonyms:
                self._add(synonym, _Target(entity.id, None))
            for value, synonyms in entity.values.items():
                for synonym in synonyms:
                    self._add(synonym, _Target(entity.id, value))
        self._longest = max((len(p) for p in self._phrases), default=1)
        self._tokens = frozenset(t for phrase in self._phrases for t in phrase)
        self._switch_phrases = [tuple(tokenize(p)) for p in model.switch_phrases if tokenize(p)]

    def _add(self, phrase: str, target: _Target) -> None:
        tokens = tuple(tokenize(phrase))
        if not tokens:
            return
        targets = self._phrases.setdefault(tokens, [])
        if target not in targets:
            targets.append(target)

    def recognize(self, text: str) -> list[Mention]:
        spans = token_spans(text)
        tokens = [token for token, _, _ in spans]
        if self._speller is not None:
            tokens = [t if t in self._tokens else (self._speller(t) or t) for t in tokens]
        found: list[Mention] = []
        position = 0
        while position < len(tokens):
            for length in range(min(self._longest, len(tokens) - position), 0, -1):
                window = tuple(tokens[position : position + length])
                targets = self._phrases.get(window)
                if targets:
                    for target in targets:
                        entity = self._model.entity(target.entity_id)
                        found.append(
                            Mention(
                                entity_id=entity.id,
                                value=target.value,
                                groups=entity.groups,
                                topic=entity.topic,
                                text=" ".join(window),
                                start=position,
                                end=position + length,
                                span=(spans[position][1], spans[position + length - 1][2]),
                            )
                        )
                    position += length
                    break
            else:
                position += 1
        return found

    def switch_phrase(self, text: str) -> str | None:
        """The model's explicit-switch phrase contained in the text, if any."""
        found = self.find_switch(text)
        return found.phrase if found else None

    def find_switch(self, text: str) -> SwitchPhrase | None:
        """The first explicit-switch phrase in the text and where what follows it starts: right after the
        phrase ("forget it, show me trips"), or after the topic the phrase leaves ("enough about sales,
        what's a latte?"), which runs to the next comma, colon or dash (to the end when there is none)."""
        spans = token_spans(text)
        tokens = [token for token, _, _ in spans]
        best: tuple[int, tuple[str, ...]] | None = None
        for phrase in self._switch_phrases:
            opener = len(phrase) == 1 and phrase[0] in _OPENS_A_CLAUSE
            for start in range(len(tokens) - len(phrase) + 1):
                if opener and not all(t in _LEAD_IN for t in tokens[:start]):
                    break
                if tuple(tokens[start : start + len(phrase)]) == phrase:
                    if best is None or (start, -len(phrase)) < (best[0], -len(best[1])):
                        best = (start, phrase)
                    break
        if best is None:
            return None
        start, phrase = best
        end = spans[start + len(phrase) - 1][2]
        if phrase[-1] in _LEAVES_A_TOPIC or phrase[-1] in _OPENS_A_CLAUSE:
            topic_end = _TOPIC_END.search(text, end)
            end = topic_end.end() if topic_end else len(text)
        elif phrase[-1] in _LETS_GO_OF and (let_go := _TOPIC_LET_GO.match(text, end)) is not None:
            end = let_go.end()
        return SwitchPhrase(" ".join(phrase), end)
