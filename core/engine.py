"""The pure heart of a turn: resets, recognition, recall and intent matching. No I/O, no clock reads.

A message may reset the context and ask something new at once ("forget it, show me trips"): the switch
phrase, what precedes it and the topic it leaves are not read, the rest is answered from a clean STM.
Small talk ("thanks", "hello") is answered without touching the context; said together with a request
("thanks! and the beers?") the request is answered, and the handler reads the message without it."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from .history import HistoryEntry
from .model import BotModel
from .recognizer import Mention, Recognizer
from .solver import IntentMatch, solve
from .state import ConversationState, PendingSwitch
from .stm import Stm, forget, remember, topics

NONE, AUTO, EXPLICIT, TIMEOUT, UNMATCHED, API = "none", "auto", "explicit", "timeout", "unmatched", "api"
_CLAUSE_END = re.compile(r"[.!?;]+")
_TRAILING = re.compile(r"[\s,.!;:\u2013\u2014-]*")  # what follows a part left out of the request (", ", "! ")
_EDGES = " \t\n,;:-\u2013\u2014"
MAX_READ_CHARS = 2_000  # understanding reads at most this much of a message...
MAX_READ_CLAUSES = 50  # ...and at most this many of its clauses: a turn costs a bounded amount of work
UNREAD_NOTE = "(Your message was long: I only read its beginning.)"


@dataclass(frozen=True)
class Reading:
    """What the engine read of a message: the mentions, any explicit-switch phrase, how many clauses it
    read and whether it left the rest of the message unread."""

    mentions: tuple[Mention, ...]
    switch_phrase: str | None
    clauses_read: int
    cut: bool
    skipped: tuple[tuple[int, int], ...] = ()  # the parts [start, end) that switch phrases take up
    resets: int = 0  # how many switch phrases the message says


def clause_spans(text: str, max_chars: int = MAX_READ_CHARS, max_clauses: int = MAX_READ_CLAUSES) -> tuple[list[tuple[int, int]], bool]:
    """Where the clauses of `text` that understanding reads are (the first `max_clauses` of its first
    `max_chars` characters), and whether anything that holds a word was left unread."""
    head = text[:max_chars]
    spans: list[tuple[int, int]] = []
    start = 0
    for mark in _CLAUSE_END.finditer(head):
        if len(spans) == max_clauses:
            break
        spans.append((start, mark.start()))
        start = mark.end()
    cut = False
    if len(spans) < max_clauses:
        spans.append((start, len(head)))
    else:
        cut = any(ch.isalnum() for ch in head[start:])
    if len(text) > max_chars:
        cut = cut or any(ch.isalnum() for ch in text[max_chars:])
    return spans, cut


def read_part(text: str, max_chars: int = MAX_READ_CHARS, max_clauses: int = MAX_READ_CLAUSES) -> tuple[list[str], bool]:
    """The clauses of `text` that understanding reads (see `clause_spans`) and whether any was left unread."""
    spans, cut = clause_spans(text, max_chars, max_clauses)
    return [text[start:end] for start, end in spans], cut


def without(text: str, parts: list[tuple[int, int]]) -> str:
    """`text` less the given parts (and the punctuation and spaces right after each), tidied at its edges."""
    if not parts:
        return text
    kept: list[str] = []
    position = 0
    for start, end in sorted(parts):
        if start >= position:
            kept.append(text[position:start])
        else:
            end = max(end, position)
        follow = _TRAILING.match(text, end)
        position = max(position, follow.end() if follow else end)
    kept.append(text[position:])
    return "".join(kept).strip(_EDGES)


@dataclass(frozen=True)
class Understanding:
    """The engine's reading of one turn, before any handler runs."""

    number: int
    mentions: tuple[Mention, ...]
    match: IntentMatch | None
    stm_used: Stm  # STM after resets, as used for recall
    stm_after: Stm  # STM to keep after this turn
    context_switch: str
    reasons: tuple[str, ...]
    unmatched: int
    clauses_read: int = 0
    cut: bool = False  # the message was longer than understanding reads: only its beginning was read
    text: str = ""  # what the handler reads: the message less its switch phrases and, beside a request, its small talk

    @property
    def smalltalk(self) -> bool:
        """Whether the turn was small talk, which leaves the conversation's context as it was."""
        return self.match is not None and self.match.intent.smalltalk

    def interpretation(self) -> dict[str, Any]:
        """The debug view (`channelData.interpretation`)."""
        entities: list[dict[str, Any]] = []
        if self.match:
            entities = [slot.to_dict() for slot in self.match.slots]
        used = {(e["id"], e["value"]) for e in entities if e["source"] == "utterance"}
        for mention in self.mentions:
            if (mention.entity_id, mention.value) not in used:
                entities.append(
                    {
                        "id": mention.entity_id,
                        "value": mention.value,
                        "groups": sorted(mention.groups),
                        "source": "utterance",
                        "weight": 0.0,
                        "text": mention.text,
                        "unused": True,
                    }
                )
        view: dict[str, Any] = {
            "turn": self.number,
            "intent": self.match.intent.id if self.match else None,
            "score": round(self.match.score, 4) if self.match else 0.0,
            "entities": entities,
            "stm": [e.to_dict() for e in self.stm_after],
            "contextSwitch": self.context_switch,
            "reason": "; ".join(self.reasons),
        }
        if self.cut:  # the rest of the message was not read
            view["readOnly"] = {"clauses": self.clauses_read, "maxClauses": MAX_READ_CLAUSES, "maxCharacters": MAX_READ_CHARS}
        return view


class Engine:
    """Understands turns for one bot model."""

    def __init__(self, model: BotModel) -> None:
        self.model = model
        self.recognizer = Recognizer(model)
        asides = {e for intent in model.intents if intent.smalltalk for term in intent.terms for e in term.entity_ids}
        requests = {e for intent in model.intents if not intent.smalltalk for term in intent.terms for e in term.entity_ids}
        self.smalltalk_entities = frozenset(asides - requests)  # said only in small talk: never remembered
        # the text with the asides around its question blanked (same length), as a bot tells them: what is said only
        # there ("… for a huge lasagne dinner, so which reds …", "… I love an aged bottle.") neither switches nor is
        # remembered, unless nothing else is said
        self.asides: Callable[[str], str] | None = None
        # whether a message that opens with a switch phrase only drops a part of the question before ("forget the
        # year, just the italian ones"), as a bot tells it from the conversation's memory: then it switches nothing
        self.keeps_context: Callable[[str, dict[str, Any]], bool] | None = None
        # where the text names something only to leave it out ("everything except food"): a topic said there is no topic of the
        # conversation, neither switching to it nor remembered
        self.left_out: Callable[[str], list[tuple[int, int]]] | None = None
        # the message as the bot reads it, when a bot writes some of what is said otherwise ("hikes in twenty twenty
        # four": in 2024): every step of the turn and the handler read it so, the history keeps what was said
        self.as_written: Callable[[str], str] | None = None

    def _said_as_topics(self, text: str, mentions: list[Mention]) -> list[Mention]:
        """The mentions less the topics the text names only to leave them out."""
        spans = self.left_out(text) if self.left_out is not None else []
        return [m for m in mentions if m.topic is None or not any(s <= m.span[0] and m.span[1] <= e for s, e in spans)]

    def read(self, text: str, switches: bool = True) -> Reading:
        """Mentions in the part of the text understanding reads (see `clause_spans`). In a clause with an
        explicit-switch phrase only what follows the phrase is read, and not the topic it leaves: "Enough
        about weather!" names the topic being left, "forget it, show me trips" asks something new."""
        mentions: list[Mention] = []
        switch_phrase: str | None = None
        skipped: list[tuple[int, int]] = []
        spans, cut = clause_spans(text)
        for start, end in spans:
            while switches and (found := self.recognizer.find_switch(text[start:end])) is not None:
                switch_phrase = switch_phrase or found.phrase
                skipped.append((start, start + found.end))
                start += found.end
            for mention in self.recognizer.recognize(text[start:end]):
                mentions.append(replace(mention, span=(mention.span[0] + start, mention.span[1] + start)))
        if self.asides is not None and mentions:
            blanked = self.asides(text)
            asked = [m for m in mentions if len(blanked) != len(text) or blanked[m.span[0] : m.span[1]].strip()]
            mentions = asked or mentions
        return Reading(tuple(mentions), switch_phrase, len(spans), cut, tuple(skipped), len(skipped))

    def understand(self, state: ConversationState, text: str, now: datetime) -> Understanding:
        number = state.turns + 1
        text = self.as_written(text) if self.as_written is not None else text
        stm = state.stm
        switch, reasons = NONE, []
        if state.pending_switch:
            switch = state.pending_switch.kind
            reasons.append(state.pending_switch.reason)
        if stm and state.last_active is not None:
            idle = (now - state.last_active).total_seconds()
            if idle > self.model.stm.timeout_s:
                stm, switch = (), TIMEOUT
                reasons.append(f"idle for {idle:.0f}s, longer than the STM timeout of {self.model.stm.timeout_s:.0f}s")
        kept = self.keeps_context is not None and self.keeps_context(text, state.memory)
        reading = self.read(text, switches=not kept)
        mentions, phrase = list(reading.mentions), reading.switch_phrase
        if reading.cut:
            reasons.append(f"only the first {reading.clauses_read} clauses ({MAX_READ_CHARS} characters at most) were read")
        if phrase:
            stm, switch = (), EXPLICIT
            reasons.append(f"explicit switch phrase '{phrase}'" + (f" (said {reading.resets} times)" if reading.resets > 1 else ""))
        else:
            said_topics = {m.topic for m in self._said_as_topics(text, mentions) if m.topic}
            held_topics = topics(stm)
            if said_topics and held_topics and not said_topics & held_topics and not kept:
                stm, switch = (), AUTO
                reasons.append(
                    f"new topic {', '.join(sorted(said_topics))} shares nothing with the STM topic {', '.join(sorted(held_topics))}"
                )
        result = solve(self.model, mentions, stm, number)
        match = result.match
        unmatched = state.unmatched
        asides = [m for m in mentions if m.entity_id in self.smalltalk_entities]
        if match and match.intent.smalltalk:
            reasons.append(f"matched '{match.intent.id}' ({result.reason}): small talk, the context stays as it was")
            stm_after = stm
        elif match:
            unmatched = 0
            if match.intent.switch:
                stm, switch = (), EXPLICIT
                reasons.append(f"intent '{match.intent.id}' is an explicit switch")
            reasons.append(f"matched '{match.intent.id}' ({result.reason})")
            stm_after = remember(stm, (m for m in self._said_as_topics(text, mentions) if m not in asides), number)
        elif phrase:  # only a switch: the reset is the answer, and no turn went unanswered
            unmatched = 0
            reasons.append("nothing asked after the switch")
            stm_after = stm
        else:
            unmatched += 1
            reasons.append(f"unmatched: {result.reason}")
            stm_after = stm
            if unmatched >= self.model.stm.max_unmatched:
                stm_after, switch = (), UNMATCHED
                reasons.append(f"{unmatched} unmatched turns in a row reset the STM")
                unmatched = 0
        return Understanding(
            number=number,
            mentions=tuple(mentions),
            match=match,
            stm_used=stm,
            stm_after=stm_after,
            context_switch=switch,
            reasons=tuple(reasons),
            unmatched=unmatched,
            clauses_read=reading.clauses_read,
            cut=reading.cut,
            text=without(text, [*reading.skipped, *(m.span for m in asides if match and not match.intent.smalltalk)]),
        )


def conclude(
    state: ConversationState,
    understanding: Understanding,
    now: datetime,
    memory: dict[str, Any],
    history_entry: HistoryEntry,
    history_limit: int | None,
    forget_groups: tuple[str, ...] = (),
    forget_ids: tuple[str, ...] = (),
) -> ConversationState:
    """The state to store after a turn."""
    stm = understanding.stm_after
    if forget_groups or forget_ids:
        stm = forget(stm, forget_groups, forget_ids)
    history = (*state.history, history_entry)
    if history_limit is not None:  # None: keep every turn (summaries keep the history small)
        history = history[-history_limit:] if history_limit > 0 else ()
    return replace(
        state,
        stm=stm,
        turns=understanding.number,
        unmatched=understanding.unmatched,
        last_active=now,
        pending_switch=None,
        memory=memory,
        history=history,
    )


def reset(state: ConversationState, reason: str, groups: tuple[str, ...] = (), entity_ids: tuple[str, ...] = ()) -> ConversationState:
    """An explicit reset requested through the API: everything, or only some groups/entities."""
    selective = bool(groups or entity_ids)
    stm = forget(state.stm, groups, entity_ids) if selective else ()
    return replace(state, stm=stm, unmatched=0, pending_switch=PendingSwitch(API, reason))
