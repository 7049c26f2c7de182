"""One turn, top to bottom: load (1 read) → understand → handler → conclude → conditional save (1 write).

The read is skipped when this process wrote the conversation last (`RecentConversations`): the turn
starts from that copy. A write that loses a race with another process (version changed) is retried
from a fresh read. Inside one process, turns of one conversation wait for each other.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from . import engine
from .bot import Bot, IntentContext
from .history import (
    HistoryBudget,
    HistoryEntry,
    SummaryPlan,
    TokenCounter,
    count_words,
    history_size,
    plan_summary,
    remaining,
    turn_text,
    with_tokens,
)
from .recent_conversations import DEFAULT_SIZE, RecentConversations
from .state import Conversation, ConversationState
from .store import CLIENT_ACTIVITY_ID, ConversationStore, Removed
from .turn import Turn, TurnOutcome

log = logging.getLogger("parley.conversation")

SummaryRequest = Callable[[SummaryPlan], Awaitable[None]]
SummaryJobsDiscard = Callable[[frozenset[str]], Awaitable[int]]
"""Removes the queued and dead-lettered summary jobs naming these conversations; how many it removed."""
"""Asked (after the turn is stored, never on its critical path) to have a summary computed."""
Transcript = Callable[[Turn, TurnOutcome, datetime], Awaitable[None]]
"""Told every stored turn (an append-only record that summaries never touch), after the turn's write."""
ENQUEUE_TIMEOUT_S = 1.0

Recorder = Callable[[Conversation, Turn, TurnOutcome, int], list[dict[str, Any]]]
"""Given the conversation as loaded, the turn, its outcome and the next free activity sequence
number, the channel's activity records to append to the conversation's log in the same write."""


CONTEXT_KEY = "context"
"""Handlers keep dialog context (previous request, answer...) under memory["context"]; it is
dropped whenever the STM is reset (timeout, switch, unmatched run, API). Other keys persist."""


def should_ask(state: ConversationState, plan: SummaryPlan, budget: HistoryBudget) -> bool:
    """Whether a turn that leaves the history over budget (`plan`) asks for a summary: once per cutoff,
    and while the summary asked for last is still to be committed, only once the turns to fold have
    grown by a budget's worth (`max_turns - keep_recent`) since. A conversation faster than its
    summarizer asks once per that many turns, never on every turn; a lost job is asked again by then
    (and by the sweep)."""
    if plan.up_to <= state.summary_requested:
        return False
    pending = state.summary_requested > state.summary.up_to
    return not pending or plan.up_to >= state.summary_requested + (budget.max_turns - budget.keep_recent)


class UnknownConversation(LookupError):
    pass


@dataclass(frozen=True)
class StoredTurn:
    """A turn an earlier attempt already stored under the same client activity id: its user activity's
    log record. Nothing was run or written again."""

    record: dict[str, Any]


class WriteConflict(RuntimeError):
    pass


class _KeyedLocks:
    """One asyncio.Lock per key, dropped when nobody holds or waits for it."""

    def __init__(self) -> None:
        self._locks: dict[str, tuple[asyncio.Lock, int]] = {}

    async def __call__(self, key: str) -> _Held:
        lock, users = self._locks.get(key, (asyncio.Lock(), 0))
        self._locks[key] = (lock, users + 1)
        await lock.acquire()
        return _Held(self, key, lock)

    def release(self, key: str, lock: asyncio.Lock) -> None:
        lock.release()
        _, users = self._locks[key]
        if users <= 1:
            del self._locks[key]
        else:
            self._locks[key] = (lock, users - 1)


class _Held:
    def __init__(self, owner: _KeyedLocks, key: str, lock: asyncio.Lock) -> None:
        self._owner, self._key, self._lock = owner, key, lock

    async def __aenter__(self) -> None:
        return None

    async def __aexit__(self, *exc: object) -> None:
        self._owner.release(self._key, self._lock)


class ConversationService:
    def __init__(
        self,
        bot: Bot,
        store: ConversationStore,
        *,
        history_limit: int | None = None,
        activity_limit: int = 200,
        max_attempts: int = 100,
        budget: HistoryBudget | None = None,
        count_tokens: TokenCounter = count_words,
        request_summary: SummaryRequest | None = None,
        discard_summary_jobs: SummaryJobsDiscard | None = None,
        transcript: Transcript | None = None,
        recent: int = DEFAULT_SIZE,
    ) -> None:
        self.bot = bot
        self.store = store
        self.history_limit = history_limit
        self.budget = budget or bot.model.history
        self.count_tokens = count_tokens
        self.request_summary = request_summary
        self.discard_summary_jobs = discard_summary_jobs
        self.transcript = transcript
        self._background: set[asyncio.Future[None]] = set()
        self.activity_limit = activity_limit
        self.max_attempts = max_attempts
        self._locks = _KeyedLocks()
        self._recent = RecentConversations(recent)
        """The conversations this process wrote last: their next turn starts without a read."""

    async def start(
        self,
        conversation_id: str,
        user_id: str,
        channel: str,
        now: datetime,
        activities: tuple[dict[str, Any], ...] = (),
    ) -> Conversation:
        """Create a conversation (one insert), optionally with its first activities; an existing one is returned as is."""
        seq = max((record["seq"] for record in activities), default=0)
        conversation = Conversation(
            conversation_id, user_id, channel, created_at=now, updated_at=now, activities=activities, activity_seq=seq
        )
        if not await self.store.create(conversation):
            existing = await self.store.load(conversation_id)
            if existing is None:
                raise UnknownConversation(conversation_id)
            return existing
        self._recent.remember(conversation)
        return conversation

    async def get(self, conversation_id: str, after: int = 0, activities: bool = True) -> Conversation:
        """The conversation with its activity records numbered above `after` (the watermark), or without any."""
        conversation = await self.store.load(conversation_id, activities=activities, after=after)
        if conversation is None:
            raise UnknownConversation(conversation_id)
        return conversation

    async def handle(self, turn: Turn, now: datetime, record: Recorder | None = None, create: bool = False) -> TurnOutcome:
        """Process one turn of a conversation and store everything it changed in one write."""
        outcome = await self._handle(turn, now, record, create, None)
        assert isinstance(outcome, TurnOutcome)
        return outcome

    async def handle_once(self, turn: Turn, now: datetime, record: Recorder, client_activity_id: str) -> TurnOutcome | StoredTurn:
        """`handle`, unless a turn with this client activity id is already stored (a client's retry after
        an answer it never got): then that turn's stored record, and nothing runs twice. `record` must mark
        the user's activity record with the id (under CLIENT_ACTIVITY_ID)."""
        return await self._handle(turn, now, record, False, client_activity_id)

    async def _load_for_turn(
        self, conversation_id: str, client_activity_id: str | None
    ) -> tuple[Conversation | None, dict[str, Any] | None]:
        """The turn's one read: the conversation without its activity log and, when a client activity id
        is given, the log's record of the activity stored under it (None if there is none)."""
        if client_activity_id is None:
            return await self.store.load(conversation_id, activities=False), None
        conversation = await self.store.load(conversation_id, activities=False, client_activity_id=client_activity_id)
        if conversation is None:
            return None, None
        stored = next((r for r in conversation.activities if r.get(CLIENT_ACTIVITY_ID) == client_activity_id), None)
        return conversation.evolve(activities=()), stored

    async def _handle(
        self, turn: Turn, now: datetime, record: Recorder | None, create: bool, client_activity_id: str | None
    ) -> TurnOutcome | StoredTurn:
        async with await self._locks(turn.conversation_id):
            for attempt in range(1, self.max_attempts + 1):
                remembered = self._recent.get(turn.conversation_id) if attempt == 1 and client_activity_id is None else None
                conversation: Conversation | None = remembered
                stored: dict[str, Any] | None = None
                if conversation is None:
                    conversation, stored = await self._load_for_turn(turn.conversation_id, client_activity_id)
                if stored is not None:
                    log.info("turn %r of %s was stored before: answered from the log", client_activity_id, turn.conversation_id)
                    return StoredTurn(stored)
                new = conversation is None
                if conversation is None:  # started by its first turn, stored with it in one write
                    if not create:
                        raise UnknownConversation(turn.conversation_id)
                    conversation = Conversation(turn.conversation_id, turn.user_id, turn.channel, created_at=now, updated_at=now)
                outcome, updated, records = await self._run(conversation, turn, now, record)
                plan = plan_summary(updated.id, updated.state.history, updated.state.summary, self.budget, self.count_tokens)
                ask = plan is not None and self.request_summary is not None and should_ask(conversation.state, plan, self.budget)
                if ask and plan is not None:
                    updated = updated.evolve(state=replace(updated.state, summary_requested=plan.up_to))
                try:
                    if new:  # False when another turn started it meanwhile: this one is computed again from it
                        saved = await self.store.create(updated.evolve(activities=tuple(records)))
                    else:
                        saved = await self.store.save(updated, conversation.version, records, self.activity_limit)
                except BaseException:
                    self._recent.forget(turn.conversation_id)  # written or not: the next turn reads
                    raise
                if saved:
                    self._recent.remember(updated, was_remembered=remembered is not None)
                    if ask and plan is not None:  # in the background: the reply never waits for the queue
                        task = asyncio.ensure_future(self._ask_for_summary(plan))
                        self._background.add(task)
                        task.add_done_callback(self._background.discard)
                    if self.transcript is not None:
                        try:
                            await self.transcript(turn, outcome, now)
                        except Exception as exc:  # the turn is stored; its transcript line is best effort
                            log.warning("transcript of %s turn %d not written: %s", turn.conversation_id, outcome.number, exc)
                    interpretation = outcome.interpretation
                    log.info(
                        "turn %d of %s: intent=%s switch=%s%s",
                        outcome.number,
                        turn.conversation_id,
                        interpretation.get("intent"),
                        interpretation.get("contextSwitch"),
                        f" (stored after {attempt} attempts)" if attempt > 1 else "",
                    )
                    return outcome
                if remembered is not None:
                    self._recent.out_of_date(turn.conversation_id)
                    continue  # another process moved it on: read it now, no need to wait
                await asyncio.sleep(random.uniform(0, 0.002 * min(attempt, 20)))
            raise WriteConflict(f"conversation {turn.conversation_id}: gave up after {self.max_attempts} conflicting writes")

    async def settled(self) -> None:
        """Wait for summary requests still in flight (tests, shutdown)."""
        while self._background:
            await asyncio.gather(*list(self._background), return_exceptions=True)

    async def _ask_for_summary(self, plan: SummaryPlan) -> None:
        """Hand the job over; a failure (queue down) only delays the summary: the sweep asks again."""
        assert self.request_summary is not None
        try:
            await asyncio.wait_for(self.request_summary(plan), ENQUEUE_TIMEOUT_S)
            log.info("summary of %s requested (turns up to %d)", plan.conversation_id, plan.up_to)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.warning("could not request a summary of %s (the sweep will retry): %s", plan.conversation_id, exc)

    async def _run(
        self, conversation: Conversation, turn: Turn, now: datetime, record: Recorder | None
    ) -> tuple[TurnOutcome, Conversation, list[dict[str, Any]]]:
        state = conversation.state
        understanding = self.bot.engine.understand(state, turn.text, now)
        memory = copy.deepcopy(state.memory)
        if understanding.context_switch != engine.NONE:
            memory.pop(CONTEXT_KEY, None)  # dialog context is forgotten together with the STM
        context = None
        if understanding.match is not None:
            asked = replace(turn, text=understanding.text) if understanding.text not in ("", turn.text) else turn  # less resets, asides
            context = IntentContext(
                asked,
                now,
                understanding.match,
                self.bot.model,
                understanding,
                memory,
                summary=state.summary.text,
                recent=remaining(state.history, state.summary),
            )
        reply = await self.bot.respond(context, understanding)
        if understanding.cut:  # the reply owns up to having read only the beginning of a long message
            reply = replace(
                reply,
                text=f"{reply.text} {engine.UNREAD_NOTE}",
                speech=f"{reply.speech} {engine.UNREAD_NOTE}" if reply.speech else reply.speech,
            )
        entry: HistoryEntry = {"n": understanding.number, "at": now, "user": turn.text, "bot": reply.text}
        entry["tokens"] = self.count_tokens(turn_text(entry))
        state = replace(state, history=tuple(with_tokens(kept, self.count_tokens) for kept in state.history))
        new_state = engine.conclude(
            state,
            understanding,
            now,
            memory=memory,
            history_entry=entry,
            history_limit=self.history_limit,
            forget_groups=tuple(context.forget_groups) if context else (),
            forget_ids=tuple(context.forget_ids) if context else (),
        )
        new_state = replace(
            new_state, history_tokens=history_size(remaining(new_state.history, new_state.summary), new_state.summary, self.count_tokens)
        )
        interpretation = understanding.interpretation()
        interpretation["stm"] = [e.to_dict() for e in new_state.stm]  # after any reset the handler asked for
        if context is not None:
            interpretation.update(context.annotations)
        outcome = TurnOutcome(understanding.number, reply, interpretation)
        records = record(conversation, turn, outcome, conversation.activity_seq + 1) if record is not None else []
        updated = conversation.evolve(
            version=conversation.version + 1,
            state=new_state,
            updated_at=now,
            activity_seq=conversation.activity_seq + len(records),
        )
        return outcome, updated, records

    async def reset(
        self, conversation_id: str, now: datetime, groups: tuple[str, ...] = (), entity_ids: tuple[str, ...] = ()
    ) -> Conversation:
        """Explicit reset through the API: the whole STM, or only some groups/entity ids."""
        what = f"groups {list(groups)} entities {list(entity_ids)}" if groups or entity_ids else "whole STM"
        async with await self._locks(conversation_id):
            for _ in range(self.max_attempts):
                conversation = await self.store.load(conversation_id, activities=False)
                if conversation is None:
                    raise UnknownConversation(conversation_id)
                state = engine.reset(conversation.state, f"reset through the admin API ({what})", groups, entity_ids)
                updated = conversation.evolve(version=conversation.version + 1, state=state, updated_at=now)
                self._recent.forget(conversation_id)
                if await self.store.save(updated, conversation.version):
                    self._recent.remember(updated)
                    return updated
            raise WriteConflict(f"conversation {conversation_id}: reset kept conflicting")

    async def forget_user(self, user_id: str) -> Removed:
        """Every trace of a user: their conversations with everything stored in and beside them, then the
        summary jobs still queued for those conversations (a job names its conversation, and an Alexa or
        Teams conversation id carries the user's id)."""
        try:
            removed = await self.store.delete_user(user_id)
        finally:
            self._recent.forget_user(user_id)  # nothing of theirs stays in memory either
        if self.discard_summary_jobs is not None and removed.conversation_ids:
            removed += Removed(summary_jobs=await self.discard_summary_jobs(removed.conversation_ids))
        return removed
