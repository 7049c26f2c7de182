"""The one way a turn goes out, on every channel: run it, and get either the bot's answer or the apology.

Every channel (Direct Line, Teams, Alexa, and plug-ins through `parley.channels.kit`) runs its turns here,
so that two things are decided once for all of them:

- the database is down (or a turn's writes keep conflicting): the turn is not stored, and the person gets
  `APOLOGY` (text UNAVAILABLE, spoken UNAVAILABLE_SPEECH) instead of silence, an error tone or a stack trace;
- debug is on (PARLEY_DEBUG): the answer carries the engine's interpretation in `channel_data`, under
  "interpretation"; debug off, it carries nothing. A renderer places `channel_data` where its format keeps
  such data (a Bot Framework activity's channelData) and never decides itself whether to.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from parley.core.conversation import ConversationService, StoredTurn, WriteConflict
from parley.core.state import Conversation
from parley.core.store import StoreUnavailable
from parley.core.turn import Reply, Turn, TurnOutcome

from .logsafe import client_text

log = logging.getLogger("parley.outbound")

UNAVAILABLE = "Parley is temporarily unavailable. Please try again in a moment."
UNAVAILABLE_SPEECH = "Sorry, I can't reach my memory right now. Please try again in a moment."
APOLOGY = Reply(text=UNAVAILABLE, speech=UNAVAILABLE_SPEECH, kind="error", end_conversation=True)
OUTAGES: tuple[type[Exception], ...] = (StoreUnavailable, WriteConflict)  # not the person's fault: an apology, never silence


@dataclass(frozen=True)
class Answer:
    """What a channel renders for one turn: the reply, and what its channel data carries besides."""

    reply: Reply
    channel_data: Mapping[str, Any] = field(default_factory=dict)  # {"interpretation": …} with debug on; else empty
    apology: bool = False  # the turn was not stored: `reply` is APOLOGY

    @property
    def stored(self) -> bool:
        return not self.apology


APOLOGY_ANSWER = Answer(APOLOGY, apology=True)

AnswerRecorder = Callable[[Conversation, Turn, Answer, int], list[dict[str, Any]]]
"""A channel's activity records for a turn (see parley.core.conversation.Recorder), given its Answer."""


def answer_for(outcome: TurnOutcome, debug: bool) -> Answer:
    """The answer a channel renders for `outcome`: with the interpretation only when `debug` is on (pure)."""
    return Answer(outcome.reply, {"interpretation": outcome.interpretation} if debug else {})


class Outbound:
    """Runs turns for a channel through the conversation service (a turn's conversation is created on its
    first turn), turning an outage into the apology and applying the server's debug setting."""

    def __init__(self, service: ConversationService, debug: bool) -> None:
        self.service = service
        self.debug = debug

    def answer(self, outcome: TurnOutcome) -> Answer:
        return answer_for(outcome, self.debug)

    async def run(self, turn: Turn, now: datetime) -> Answer:
        """The answer to `turn`, or APOLOGY_ANSWER when it could not be stored."""
        try:
            outcome = await self.service.handle(turn, now, create=True)
        except OUTAGES as exc:
            return self._apology(turn, exc)
        return self.answer(outcome)

    async def run_recorded(
        self, turn: Turn, now: datetime, record: AnswerRecorder, client_activity_id: str | None = None
    ) -> Answer | StoredTurn:
        """`run` for a channel that keeps its activities in the conversation's log (`record` makes them, in
        the turn's one write) in a conversation that already exists; with `client_activity_id`, a retry of
        a turn already stored gets that turn's StoredTurn and nothing runs twice."""
        answers: list[Answer] = []

        def recorder(conversation: Conversation, turn: Turn, outcome: TurnOutcome, first_seq: int) -> list[dict[str, Any]]:
            answers.append(self.answer(outcome))
            return record(conversation, turn, answers[-1], first_seq)

        try:
            if client_activity_id is None:
                await self.service.handle(turn, now, recorder)
            else:
                handled = await self.service.handle_once(turn, now, recorder, client_activity_id)
                if isinstance(handled, StoredTurn):
                    return handled
        except OUTAGES as exc:
            return self._apology(turn, exc)
        return answers[-1]

    @staticmethod
    def _apology(turn: Turn, exc: Exception) -> Answer:
        log.warning("%s turn of %s not processed: %s", client_text(turn.channel), client_text(turn.conversation_id), exc)
        return APOLOGY_ANSWER
