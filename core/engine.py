"""The pure heart of a turn: resets, recognition, recall and intent matching. No I/O, no clock reads."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from .model import BotModel
from .recognizer import Mention, Recognizer
from .solver import IntentMatch, solve
from .state import ConversationState, PendingSwitch
from .stm import Stm, forget, remember, topics

NONE, AUTO, EXPLICIT, TIMEOUT, UNMATCHED, API = "none", "auto", "explicit", "timeout", "unmatched", "api"
_CLAUSE_END = re.compile(r"[.!?;]+")
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


def read_part(text: str, max_chars: int = MAX_READ_CHARS, max_clauses: int = MAX_READ_CLAUSES) -> tuple[list[str], bool]:
    """The clauses of `text` that understanding reads (the first `max_clauses` of its first `max_chars`
    characters) and whether anything that holds a word was left unread."""
    head = text[:max_chars]
    clauses = _CLAUSE_END.split(head, maxsplit=max_clauses)
    cut = False
    if len(clauses) > max_clauses:
        cut = any(ch.isalnum() for ch in clauses[max_clauses])
        clauses = clauses[:max_clauses]
    if len(text) > max_chars:
        cut = cut or any(ch.isalnum() for ch in text[max_chars:])
    return clauses, cut


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

    def read(self, text: str) -> Reading:
        """Mentions in the part of the text understanding reads (see `read_part`), leaving out any clause
        that holds an explicit-switch phrase ("Enough about weather!" names the topic being left, not a new one)."""
        mentions: list[Mention] = []
        switch_phrase: str | None = None
        clauses, cut = read_part(text)
        for clause in clauses:
            phrase = self.recognizer.switch_phrase(clause)
            if phrase:
                switch_phrase = switch_phrase or phrase
                continue
            mentions.extend(self.recognizer.recognize(clause))
        return Reading(tuple(mentions), switch_phrase, len(clauses), cut)

    def understand(self, state: ConversationState, text: str, now: datetime) -> Understanding:
        number = state.turns + 1
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
        reading = self.read(text)
        mentions, phrase = list(reading.mentions), reading.switch_phrase
        if reading.cut:
            reasons.append(f"only the first {reading.clauses_read} clauses ({MAX_READ_CHARS} characters at most) were read")
        if phrase:
            stm, switch = (), EXPLICIT
            reasons.append(f"explicit switch phrase '{phrase}'")
        else:
            said_topics = {m.topic for m in mentions if m.topic}
            held_topics = topics(stm)
            if said_topics and held_topics and not said_topics & held_topics:
                stm, switch = (), AUTO
                reasons.append(
                    f"new topic {', '.join(sorted(said_topics))} shares nothing with the STM topic {', '.join(sorted(held_topics))}"
                )
        result = solve(self.model, mentions, stm, number)
        match = result.match
        unmatched = state.unmatched
        if match:
            unmatched = 0
            if match.intent.switch:
                stm, switch = (), EXPLICIT
                reasons.append(f"intent '{match.intent.id}' is an explicit switch")
            reasons.append(f"matched '{match.intent.id}' ({result.reason})")
            stm_after = remember(stm, mentions, number)
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
        )


def conclude(
    state: ConversationState,
    understanding: Understanding,
    now: datetime,
    memory: dict[str, Any],
    history_entry: dict[str, Any],
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
