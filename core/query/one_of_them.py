"""“the one with chloe” after the four meals in Porto, “Which exhibition was the art one?” after the museums in Egypt:
one of the previous answer, told by what the question says of it (“the one” in the singular, with a kind, a place, a
person or a bound said of it). When a few of them fit, which one is meant is asked back, each told by its title, day
and rating, and those few become the answer talked about, so “the one I gave 5”, “the one I liked better” or “the
second” picks among them next; when one fits and a field of it is asked (“which exhibition was the art one?”), that
field is answered (pure, but for the handler at the end)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from typing import Any

from ..bot import IntentContext
from ..collection.definition import CollectionDefinition
from ..turn import Reply
from . import how_was, the_one_meant
from .answers import corrections_said
from .aspects import asked_aspect
from .library import Library
from .ordering import ORDINALS
from .picked import describe_item
from .remembered import dialog, remember, turn_number
from .request import Reading, Request, build_request

# "the one with chloe", "the art one", "that one in Cairo", "the Porto one": one thing, told by what follows or precedes "one"
THE_ONE = re.compile(r"\b(?P<determiner>the|that) (?:(?P<said>[a-z'-]+(?: [a-z'-]+)?) )?one\b(?!s\b)(?P<rest>[^?!.]*)")
# "was that one rated 5?", "is that one in Italy?": a yes/no of the item in focus, "that one" being the item itself
_YES_NO = re.compile(r"^\s*(?:and |so |but )?(?:was|is|were|are|did|does|do|has|had|have)\b")
# words before "one" that pick it by position, order or contrast, not by what it is (read elsewhere)
NOT_TOLD = frozenset(
    {"other", "same", "last", "best", "worst", "next", "previous", "only", "right", "wrong", "latest", "earliest", "newest"}
    | {"oldest", "better", "worse", "first", "final", "very", "exact", "little", "big", "main", "good", "bad", "top", "bottom"}
)
MOST_OPTIONS = 5  # more than this are listed as an answer, not offered one by one


def told_one_of_them(reading: Reading) -> bool:
    """Whether the question picks one thing by what it says of it ("the one with chloe", "the art one"), with nothing that
    picks by position or rank ("the second one", "the one I liked better": read elsewhere)."""
    if reading.selections or reading.superlatives or reading.sorts or reading.shape.contrast or reading.shape.aggregate is not None:
        return False
    said = THE_ONE.search(reading.text.lower())
    if said is None:
        return False
    before = (said["said"] or "").split()
    if any(w in NOT_TOLD or w in ORDINALS for w in before):
        return False
    if said["determiner"] == "that" and not before and _YES_NO.match(reading.text.lower()):
        return False
    return bool(before) or bool(said["rest"].strip())


def among_them(reading: Reading, collection: str, prior: Request | None, answer: tuple[str, ...]) -> Request | None:
    """What the question says of the one meant, with the previous question (`prior`), looked for among its answer;
    None when it says nothing of its own."""
    if build_request(reading, "find", collection, None, None) == Request(collection, "find"):
        return None
    said = build_request(reading, "find", collection, prior, None)
    if prior is not None:  # "the art one" after the museums in Egypt: a kind of those, still in Egypt
        said = replace(said, place=said.place or prior.place, dates=said.dates or prior.dates)
    return replace(said, action="find", within=answer)


def _day(item: dict[str, Any]) -> str:
    when = item.get("itemDate")
    return when.strftime("%B %-d, %Y") if isinstance(when, datetime) else "no date"


def question(items: list[dict[str, Any]]) -> str:
    """ "Which one do you mean: Cairo Art Museum (June 3, 2014, rated 2) or Cairo Art Museum (June 4, 2014, rated 3)?" """
    said = [
        f"{i.get('title', '')} ({_day(i)}" + (f", rated {i['rating']:g})" if isinstance(i.get("rating"), int | float) else ")")
        for i in items
    ]
    return f"{len(items)} of them fit. Which one do you mean: {', '.join(said[:-1])} or {said[-1]}?"


async def answer(
    library: Library, ctx: IntentContext, reading: Reading, prior: Request | None, answer_ids: tuple[str, ...]
) -> Reply | None:
    """The question asked back when a few of the previous answer fit what is said of the one meant (they become the
    answer talked about); the field asked of it when one fits; None otherwise (the question is answered as it is)."""
    collection = library.shelf(ctx).definition.name
    request = among_them(reading, collection, prior, answer_ids)
    if request is None or len(answer_ids) < 2:
        return None
    _, found = await library.all(request)
    definition = library.definition(collection)
    if len(found) == 1:
        item = found[0]
        category = item.get("category") if item.get("category") in {c.name for c in definition.categories} else None
        aspect = asked_aspect(reading.text, definition, category)
        bounded = {c.field for c in reading.comparisons}
        if aspect is None or aspect.kind == "kind" or (aspect.kind == "field" and aspect.field in bounded):
            return None  # "the one i gave 5": that one found, as any question over them answers it
        dialog(ctx).selected = str(item["_id"])
        return describe_item(item, reading.text, definition, aspect, now=ctx.now)
    if not 2 <= len(found) <= MOST_OPTIONS or len(found) == len(answer_ids):
        return None
    dated = sorted(found, key=lambda i: i["itemDate"] if isinstance(i.get("itemDate"), datetime) else datetime.min)
    remember(library, ctx, request, dated, len(dated))
    _keep_the_field_asked(ctx, reading, request, dated, definition)
    return Reply(text=corrections_said(reading) + question(dated), expects_answer=True)


def _keep_the_field_asked(
    ctx: IntentContext, reading: Reading, request: Request, items: list[dict[str, Any]], definition: CollectionDefinition
) -> None:
    """ "how did i rate the delphi one" asked back: the question kept with its options, so that "the nikos" then answers
    that dinner's rating (see the_one_meant), not the dinner listed again; nothing kept when no field of it is asked."""
    category = request.category if request.category in {c.name for c in definition.categories} else None
    aspect = asked_aspect(reading.text, definition, category)
    bounded = {c.field for c in reading.comparisons}
    if not how_was.asked(reading.text) and (aspect is None or aspect.kind != "field" or aspect.field in bounded):
        return
    options = the_one_meant.options_told(items)
    if len(options) == len(items):
        meant = the_one_meant.OneMeant(replace(request, within=None), options, reading.text)
        ctx.memory[the_one_meant.THE_ONE_MEANT_KEY] = {**meant.to_dict(), "turn": turn_number(ctx)}
