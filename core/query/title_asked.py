"""A question naming a title that several items bear, asked back, and the answers that pick one ("the one by lena
fisher", "and bellni's?", "so the Sam Carter one was the better of the two?"): the fetching and the memory around
titled_several.py, which holds the rules. An answer may pick by the time it says ("the one I read in October": of the
October the engine reads, the last one), and the one picked stays set against the others: "is it longer than the
other one?" (the other of two; which one is asked back of more)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from typing import Any

from ..bot import IntentContext
from ..turn import Reply
from .aspects import answer_aspect, asked_aspect
from .library import Library, Shelf
from .remembered import dialog, turn_number
from .request import Reading, Request
from .the_other_one import THE_ONE_CHOSEN_KEY, Chosen
from .titled_several import (
    KEPT_TURNS,
    TITLE_ASKED_KEY,
    Option,
    options_of,
    picked,
    question,
    rated_claim,
    titled,
    verdict,
)
from .vocabulary import TextMatch

# "the one I read in October", "the october one", "in october": an answer that picks one of the options by a time said
_ONE_SAID = re.compile(r"\bones?\b")
_FEW_WORDS = 3  # an answer of this many words or fewer says nothing but what picks


def _picks_by_time(reading: Reading, text: str) -> bool:
    """Whether the message picks among the options by the time it says: "one" said, or a time said alone ("October")."""
    if not reading.dates or reading.people or reading.values or reading.comparisons or reading.texts:
        return False
    return _ONE_SAID.search(text.lower()) is not None or len(text.split()) <= _FEW_WORDS


def of_their_kind(reading: Reading, items: list[dict[str, Any]]) -> bool:
    """Whether the kinds the message names (if any) are the kind of the items, said again ("the book I read in October")."""
    categories = {str(i.get("category")) for i in items}
    types = {str(i.get("type")) for i in items}
    said = [t for ts in reading.topics for t in ts]
    return all(not t.negated and t.category in categories and t.type in (None, *types) for t in said)


def dated_within(reading: Reading, items: list[dict[str, Any]]) -> list[str]:
    """The ids of the items of the time the message says ("the one I read in October": of the October it means)."""
    return [
        str(i["_id"]) for i in items if isinstance(i.get("itemDate"), datetime) and all(d.contains(i["itemDate"]) for d in reading.dates)
    ]


def _options(kept: dict[str, Any]) -> list[Option]:
    return [Option(str(i), str(s), tuple(map(str, n)), float(r) if r is not None else None) for i, s, n, r in kept["options"]]


async def _of_the_picked(library: Library, ctx: IntentContext, shelf: Shelf, reading: Reading, kept: dict[str, Any]) -> Reply | None:
    """The question kept, answered of the options the message picks; None when it picks none or asks of something else."""
    options = _options(kept)
    ids = picked(options, ctx.turn.text)
    if not ids and not reading.places and _picks_by_time(reading, ctx.turn.text):
        # "the one I read in October": the one of them read then (of the October the engine means: the last one)
        _, items = await library.all(Request(shelf.definition.name, within=tuple(o.id for o in options)))
        if of_their_kind(reading, items):  # ("read" says a book, the kind of them all: no other kind asked)
            dated = set(dated_within(reading, items))
            ids = [o.id for o in options if o.id in dated]
            ids = ids if len(ids) < len(options) else []
            reading = replace(reading, topics=())
    if not ids or reading.topics or reading.places:
        return None
    title, turn = str(kept["title"]), turn_number(ctx)
    higher = rated_claim(ctx.turn.text)
    before = [str(i) for i in kept.get("picked") or ()]
    if higher is not None:
        if len(ids) != 1:
            return None
        one = next(o for o in options if o.id == ids[0])
        others = [o for o in options if o.id in before and o.id != one.id] or [o for o in options if o.id != one.id]
        text = verdict(title, one, others, higher)
    else:
        definition = shelf.definition
        lines = []
        for option in options:
            if option.id not in ids:
                continue
            item = await library.one(definition.name, option.id)
            if item is None:
                return None
            aspect = asked_aspect(str(kept["asked"]), definition, str(item.get("category") or "") or None)
            if aspect is None:
                lines.append(f"“{title}” {option.said}.")
                continue
            said = answer_aspect(item, aspect, definition, ctx.now)
            lines.append(said.replace(str(item.get("title")), f"“{title}” {option.said}", 1))
        lead = f"{len(ids)} of them fit: " if len(ids) > 1 else ""
        text = lead + " ".join(lines)
    ctx.memory[TITLE_ASKED_KEY] = {**kept, "picked": ids, "turn": turn}
    context = dialog(ctx)
    context.answer, context.complete = tuple(ids), True
    context.selected = ids[0] if len(ids) == 1 else None
    if len(ids) == 1:  # "is it longer than the other one?": the options told, the one chosen (see the_other_one.py)
        told = tuple((o.id, f"the one {o.said}") for o in options)
        ctx.memory[THE_ONE_CHOSEN_KEY] = {**Chosen(told, ids[0]).to_dict(), "turn": turn}
    return Reply(text=text, speech=text)


def _of_the_one_dated(ctx: IntentContext, shelf: Shelf, title: str, item: dict[str, Any]) -> Reply:
    """What the message asks of the one item of that title its time tells ("who wrote …": its author), or the item."""
    definition = shelf.definition
    aspect = asked_aspect(ctx.turn.text, definition, str(item.get("category") or "") or None)
    year = f"({item['itemDate'].year})" if isinstance(item.get("itemDate"), datetime) else ""
    named = f"“{title}” {year}".strip()
    text = answer_aspect(item, aspect, definition, ctx.now).replace(str(item.get("title")), named, 1) if aspect else f"{named}."
    context = dialog(ctx)
    context.answer, context.complete, context.selected = (str(item["_id"]),), True, str(item["_id"])
    return Reply(text=text, speech=text)


async def answer(library: Library, ctx: IntentContext, shelf: Shelf, reading: Reading) -> Reply | None:
    """The answer to a pick among the items of a title asked back about, or the question which one when the message names
    a title several items bear; None otherwise."""
    kept = ctx.memory.get(TITLE_ASKED_KEY)
    if isinstance(kept, dict) and 0 < turn_number(ctx) - int(kept.get("turn", -99)) <= KEPT_TURNS:
        reply = await _of_the_picked(library, ctx, shelf, reading, kept)
        if reply is not None:
            return reply
    title = shelf.reader.title_index.said(ctx.turn.text)
    if title is None:
        return None
    collection = shelf.definition.name
    _, found = await library.all(Request(collection, texts=(TextMatch("title", title),)))
    items = titled(title, found)
    if len(items) < 2:
        return None
    dated = [i for i in items if reading.dates and all(d.contains(i["itemDate"]) for d in reading.dates)]
    if len(dated) == 1:  # "who wrote the history of sleep book i read this year": the one of them read then
        return _of_the_one_dated(ctx, shelf, title, dated[0])
    items = dated if len(dated) > 1 else items
    options = options_of(items)
    noun = library.wording[collection].noun(str(items[0].get("category")), None, len(items))
    ctx.memory[TITLE_ASKED_KEY] = {
        "title": title,
        "options": [[o.id, o.said, list(o.names), o.rating] for o in options],
        "asked": ctx.turn.text,
        "picked": [],
        "turn": turn_number(ctx),
    }
    return Reply(text=question(title, noun, options), expects_answer=True)
