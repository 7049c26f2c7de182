"""Answers about the conversation itself rather than the items: the collections there are and switching
between them, a recap of what the user looked at, and what the assistant can do."""

from __future__ import annotations

import re

from ..bot import IntentContext
from ..conversation import CONTEXT_KEY
from ..turn import Reply, SuggestedAction
from .library import ACTIVE_KEY, Library
from .remembered import LOOKED_KEY
from .restate import joined


def collections(library: Library, ctx: IntentContext) -> Reply:
    """List the collections, or switch the active one ("switch to my records")."""
    text = ctx.turn.text.lower()
    active = library.shelf(ctx).definition
    for name, shelf in library.shelves.items():
        if re.search(rf"\b(?:{re.escape(name.lower())}|{re.escape(shelf.definition.title.lower())})\b", text):
            if name != active.name:
                ctx.memory[ACTIVE_KEY] = name
                ctx.memory.pop(CONTEXT_KEY, None)  # questions about the other collection do not carry over
                ctx.forget(groups=("topic",))
            return Reply(
                text=f"OK, we're looking at {shelf.definition.title} now ({shelf.item_count} items).",
                suggested_actions=tuple(SuggestedAction(f"Show me {c.name.lower()}") for c in shelf.definition.categories[:3]),
            )
    names = ", ".join(f"{s.definition.title} ({s.definition.name}, {s.item_count} items)" for s in library.shelves.values())
    return Reply(
        text=f"Your collections: {names}. The active one is {active.title}."
        + (" Say “switch to …” to change." if len(library.shelves) > 1 else "")
    )


def recap(ctx: IntentContext) -> Reply:
    """What the user looked at in the whole conversation (kept across context resets), or what they
    asked when nothing was looked up, and the rolling summary of the older turns."""
    looked = [str(x) for x in ctx.memory.get(LOOKED_KEY) or []]
    parts = []
    if looked:
        listed = joined(looked) if len(looked) < 3 else "; ".join(looked[:-1]) + "; and " + looked[-1]  # their own commas stay readable
        parts.append(f"So far you looked at {listed}.")
    elif ctx.recent:
        said = [f"“{t['user']}”" for t in ctx.recent[-5:]]
        parts.append(f"So far you asked me {joined(said)}.")
    if ctx.summary:
        parts.append(f"{'Before that' if parts else 'Earlier'}, in short: {ctx.summary.rstrip('.')}.")
    return Reply(text=" ".join(parts) or "We haven't looked at anything yet.")


def help_reply() -> Reply:
    """What the assistant can do, with questions to try."""
    return Reply(
        text="Ask about your collection in plain words, then follow up: “Show me wines from France rated at least 3”, "
        "“What about red ones?”, “Show me a map”, “the first one”, “Where was it?”, “How many of those were in 2018?”.",
        suggested_actions=(SuggestedAction("Show me hikes last year"), SuggestedAction("How many books did I read in 2022?")),
    )
