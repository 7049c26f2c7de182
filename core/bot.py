"""A bot: a model plus Python handlers registered by intent id."""

from __future__ import annotations

import asyncio
import copy
import inspect
import logging
import string
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from .engine import Engine, Understanding
from .history import HistoryEntry, Summary, context_text
from .model import BotModel, ModelError
from .solver import IntentMatch
from .store import StoreUnavailable
from .turn import Reply, Turn

log = logging.getLogger("parley.bot")
HANDLER_FAILED = "Sorry, something went wrong on my side while answering that. Please try again, or ask me something else."


class _Blank(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return ""


def render_template(template: str, values: dict[str, Any]) -> str:
    """Fill `{name}` placeholders; unknown names become empty rather than failing mid-conversation."""
    return string.Formatter().vformat(template, (), _Blank(values)).strip()


@dataclass
class IntentContext:
    """What a handler sees: the turn, the matched intent with its entities, the time, and its own memory."""

    turn: Turn
    now: datetime
    match: IntentMatch
    model: BotModel
    understanding: Understanding
    memory: dict[str, Any]
    forget_groups: list[str] = field(default_factory=list)
    forget_ids: list[str] = field(default_factory=list)
    annotations: dict[str, Any] = field(default_factory=dict)  # added to the debug interpretation
    summary: str = ""  # the rolling summary of the turns no longer kept verbatim
    recent: tuple[HistoryEntry, ...] = ()  # the verbatim turns after it

    def history_context(self) -> str:
        """The conversation so far as one text (summary, then recent turns): a language model's context."""
        return context_text(self.recent, Summary(self.summary))

    @property
    def intent(self) -> str:
        return self.match.intent.id

    def value(self, entity_id: str, default: str | None = None) -> str | None:
        return self.match.value(entity_id, default)

    def values(self) -> dict[str, Any]:
        """Entity id -> value (or the matched text for indicator entities)."""
        found: dict[str, Any] = {}
        for slot in self.match.slots:
            found.setdefault(slot.entity_id, slot.value if slot.value is not None else slot.text)
        return found

    def template(self, name: str | None = None, **extra: Any) -> str:
        """Render a named template from the model, or the intent's own reply template."""
        source = self.model.templates.get(name) if name else self.match.intent.reply
        if source is None:
            raise KeyError(f"no template {name or self.intent!r} in model {self.model.name!r}")
        return render_template(source, {**self.values(), **extra})

    def forget(self, *, groups: tuple[str, ...] = (), entity_ids: tuple[str, ...] = ()) -> None:
        """Ask for a selective STM reset once this turn is done."""
        self.forget_groups.extend(groups)
        self.forget_ids.extend(entity_ids)


HandlerResult = Reply | str
Handler = Callable[[IntentContext], HandlerResult | Awaitable[HandlerResult]]


class Bot:
    def __init__(self, model: BotModel) -> None:
        self.model = model
        self.engine = Engine(model)
        self._handlers: dict[str, Handler] = {}

    def handler(self, intent_id: str) -> Callable[[Handler], Handler]:
        """Decorator: `@bot.handler("weather")`."""
        try:
            self.model.intent(intent_id)
        except KeyError:
            raise ModelError(f"handler registered for unknown intent {intent_id!r}") from None

        def register(function: Handler) -> Handler:
            self._handlers[intent_id] = function
            return function

        return register

    def check(self) -> None:
        """Every intent must be answerable: a handler or a reply template."""
        missing = [i.id for i in self.model.intents if i.id not in self._handlers and i.reply is None]
        if missing:
            raise ModelError(f"intent(s) {missing} have neither a handler nor a 'reply' template")

    async def respond(self, context: IntentContext | None, understanding: Understanding) -> Reply:
        if context is None:
            if understanding.context_switch == "explicit":
                return Reply(text=self.model.switch_reply, kind="switch")
            return Reply(text=self.model.fallback, kind="fallback", expects_answer=True)
        handler = self._handlers.get(context.intent)
        if handler is None:
            return Reply(text=context.template())
        memory = copy.deepcopy(context.memory)
        try:
            result = handler(context)
            if inspect.isawaitable(result):
                result = await result
        except (StoreUnavailable, asyncio.CancelledError):
            raise  # an outage is the channel's to apologise for; a cancelled turn is not a failure
        except Exception:
            # A failing handler is the bot's fault, not the user's: a polite reply, the error logged with the
            # conversation, and the handler's memory as it was before the turn
            log.exception("the handler of intent %r failed in conversation %s", context.intent, context.turn.conversation_id)
            context.memory.clear()
            context.memory.update(memory)
            context.forget_groups.clear()
            context.forget_ids.clear()
            return Reply(text=HANDLER_FAILED, kind="error")
        return Reply(text=result) if isinstance(result, str) else result
