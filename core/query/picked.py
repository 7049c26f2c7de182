"""The one item a conversation is on: picked from the previous answer ("the second one", "the last
one"), described, asked about by any field of its definition ("with who?", "which city was that in?",
"who's the author?"), and the items related to it."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from ..bot import IntentContext
from ..collection.definition import CollectionDefinition
from ..turn import Reply, SuggestedAction
from .answers import item_view, map_point
from .aspects import EITHER, Aspect, answer_aspect, asked_aspect
from .dialog import DialogMemory
from .focus import NOT_UNDERSTOOD, aspect_of_pick, names_focus_again, refers_to_focus, understood_now
from .its_field_asked import its_field_asked
from .library import Library
from .mongo import build_query
from .one_before import ONE_BEFORE
from .ordering import position_word
from .paging import LIST_LIMIT
from .pick_and_value import asked_of_pick
from .remembered import DAY_KEY, PICKED_KEY, dialog, remember_checked
from .request import HOW_MANY, Reading, Request

# "tell me more about the one in Peru": one of the previous answer, told by its place
THE_ONE_IN = re.compile(r"\b(?:the|that) one (?:in|from|at|to)\b")


async def last_of_answer(library: Library, context: DialogMemory, back: int = 1) -> str | None:
    """The id of the previous answer's last item (`back` 2: the one before it), found by its query in reverse order."""
    request = context.request
    if request is None or request.limit:
        return None
    query = build_query(request, library.definition(request.collection))
    found = await library.items.find(request.collection, query.filter, tuple((key, -way) for key, way in query.sort), back)
    return str(found[back - 1]["_id"]) if len(found) >= back else None


# a position said of the answer as shown: "the last of those", "the second of them", "the first on the list"
OF_THOSE = re.compile(r"\b(?:of|in|on)\s+(?:those|them|these|thsoe|thoes|the list|that list|the answer)\b", re.IGNORECASE)


async def position_said(library: Library, ctx: IntentContext, index: int) -> str:
    """ "The last of those 8 books is ", "The second of those 4 bike rides is ": which of the previous answer, as
    shown, the pick at 1-based `index` (-1: the last, -2: the second to last) is, said before it; "" when the answer is not known."""
    context = dialog(ctx)
    request, answer = context.request, context.answer or ()
    if request is None or not answer:
        return ""
    definition = library.definition(request.collection)
    count = len(answer) if context.complete else await library.items.count(request.collection, build_query(request, definition).filter)
    noun = library.wording[request.collection].noun(request.category, request.type, count)
    position = position_word(index)
    return f"The {position} of those {count} {noun} is "


async def selected(library: Library, ctx: IntentContext) -> dict[str, Any] | None:
    """The item the turn picks from the previous answer ("the second one", "the last one"), or the one the
    conversation is on; it becomes the one the conversation is on. None when there is no such item."""
    shelf = library.shelf(ctx)
    reading, _ = shelf.reader.read(ctx.turn.text, ctx.now)
    context = dialog(ctx)
    answer = context.answer or ()
    chosen = context.selected
    if reading.selections and answer:
        index = reading.selections[-1].index
        if -len(answer) <= index < 0:  # the last (or second to last) of the whole answer, also when more was found than is remembered
            chosen = answer[index] if context.complete else await last_of_answer(library, context, -index) or answer[index]
        elif 1 <= index <= len(answer):
            chosen = answer[index - 1]
        else:
            return None
    elif len(reading.places) == 1 and answer and THE_ONE_IN.search(reading.text):  # "more about the one in Peru": that one of them
        request = Request(shelf.definition.name, within=tuple(answer), place=reading.places[0])
        query = build_query(request, shelf.definition)
        found = await library.items.find(request.collection, query.filter, query.sort, 2)
        if len(found) != 1:
            return None
        chosen = str(found[0]["_id"])
    elif chosen is None and answer:
        chosen = answer[0]
    if chosen is None:
        return None
    context.selected = chosen
    ctx.memory[PICKED_KEY] = chosen  # "what did we drink on that trip?" after "the second one", also about another kind
    item = await library.one(shelf.definition.name, chosen)
    if item is not None and isinstance(item.get("itemDate"), datetime):  # "that month" asked next, also about another kind
        ctx.memory[DAY_KEY] = item["itemDate"].isoformat()
    return item


async def about_selected(library: Library, ctx: IntentContext, reading: Reading) -> Reply | None:
    """ "with who?", "which city was that in?", "was Sofia there with me?" about the one item the
    conversation is on; None when the question is not about one of its fields."""
    chosen = dialog(ctx).selected
    shape = reading.shape
    if not chosen or shape.contrast or reading.superlatives or reading.sorts or reading.selections:
        return None
    if ONE_BEFORE.match(reading.text):  # "and where was the trip before that": of the one before it, not of it
        return None
    only_people = not (reading.topics or reading.dates or reading.places or reading.comparisons or reading.values or reading.texts)
    definition = library.shelf(ctx).definition
    item = await library.one(definition.name, chosen)
    if item is None:
        return None
    if shape.aggregate is not None and not shape.implied and not refers_to_focus(reading.text, definition, item, there=False):
        return None  # "how many nights in total?" is over many items; "how many nights did I spend on that trip?" is not
    focus_again = names_focus_again(reading, definition, item) or did_it_with_me(reading, definition, item)
    focus_again = focus_again or its_field_asked(reading, definition, item)  # "what exhibition was on"
    if reading.has_constraints and not (only_people and reading.people) and not focus_again:
        return None
    if only_people and reading.people and shape.aggregate is None and HOW_MANY.search(reading.text.lower()):
        return None  # "how many with Anna and Tom there?": a count of the things talked about, not a yes/no of the one in focus
    category = item.get("category") if item.get("category") in {c.name for c in definition.categories} else None
    people = [n for p in reading.people for n in p.names]
    aspect = asked_aspect(reading.text, definition, category, people)
    if aspect is None or (people and aspect.kind != "with"):
        return None
    if aspect.kind == "with":
        remember_checked(ctx, list(aspect.names))  # "without her" next: the one checked
    return describe_item(item, reading.text, definition, aspect, now=ctx.now)


# "who rode with me", "who hiked with us?": who did that with me, the item in focus told by its kind's verb
WHO_DID_IT = re.compile(r"^(?:and |so |but |ok |okay )?(?:who|with whom)\b.*\bwith (?:me|us)\b")


def did_it_with_me(reading: Reading, definition: CollectionDefinition, item: dict[str, Any]) -> bool:
    """Whether “who … with me” names nothing but the focus item's kind, and that not as a plural ("who came
    on hikes with me?" is over every hike): the companions of the item in focus."""
    if not WHO_DID_IT.search(reading.text.lower().strip()) or not reading.topics:
        return False
    if reading.filters_said or reading.bare_numbers:
        return False
    for readings in reading.topics:
        if not any(not t.negated and t.category == item.get("category") and t.type in (None, item.get("type")) for t in readings):
            return False
    category = next((c for c in definition.categories if c.name == item.get("category")), None)
    if category is None:
        return False
    kinds = [category.name, *category.synonyms, *(w for k in category.types for w in (k.name, *k.synonyms))]
    plurals = {w.lower() if w.lower().endswith("s") else w.lower() + s for w in kinds for s in ("s", "es")}
    return not any(re.search(rf"\b{re.escape(p)}\b", reading.text.lower()) for p in plurals)


async def about_pick(
    library: Library, ctx: IntentContext, reply: Reply, request: Request, reading: Reading, asked: str | None = None
) -> Reply:
    """ "who wrote the longer one of the two?": the pick, then what was asked of it; `asked` is the clause
    said after the pick ("… and how far was it"), which asks its value though it is the field ranked by."""
    chosen = dialog(ctx).selected
    item = await library.one(request.collection, chosen) if chosen and request.superlative else None
    if item is None or request.superlative is None:
        return reply
    definition = library.definition(request.collection)
    if asked is not None:
        category = item.get("category") if item.get("category") in {c.name for c in definition.categories} else None
        aspect = asked_of_pick(asked, definition, category, request.superlative.field)
        return (
            reply if aspect is None else replace(reply, text=f"{reply.text} {answer_aspect(item, aspect, definition, ctx.now)}")
        )  # "… and how far was it" of the longest: the distance the answer shows already
    aspect = aspect_of_pick(reading.text, definition, item, request.superlative.field)
    if aspect is None:
        return reply
    if aspect.kind == EITHER:  # "how long was my last walk": the pick named, and which of its fields asked back
        return _field_asked_back(ctx, reply, item, aspect, definition)
    return replace(reply, text=f"{understood_now(reply.text, definition, aspect)} {answer_aspect(item, aspect, definition, ctx.now)}")


def _field_asked_back(ctx: IntentContext, reply: Reply, item: dict[str, Any], aspect: Aspect, definition: CollectionDefinition) -> Reply:
    """The pick said, and which of its fields is meant asked back (“How long do you mean for Walk in Mill Valley: its
    distance or its duration?”); it stays the one talked about, so that “in minutes” answers its duration. Nothing is
    answered yet, so no count of results is reported."""
    for key in ("resultCount", "resultIds"):
        ctx.annotations.pop(key, None)
    ctx.annotations["askedBack"] = {"item": str(item["_id"]), "fields": list(aspect.names)}
    said = NOT_UNDERSTOOD.sub(lambda m: _left_unread(m["words"], {"how", "long"}), reply.text)
    return replace(reply, text=f"{said} {answer_aspect(item, aspect, definition, ctx.now)}", expects_answer=True, suggested_actions=())


def _left_unread(words: str, read: set[str]) -> str:
    """The note of the words not understood, less those now read (`read`), or none when none is left."""
    left = [w for w in words.split() if w.lower() not in read]
    return f" (I didn't understand “{' '.join(left)}”.)" if left else ""


def describe_item(
    item: dict[str, Any],
    question: str,
    definition: CollectionDefinition,
    aspect: Aspect | None = None,
    picked_as: str = "",
    now: datetime | None = None,
) -> Reply:
    """The item, or the one thing asked about it ("with who?", "which city?", "who's the author?", "how long ago?",
    counted back from `now`); `picked_as` says which of the previous answer it is ("The last of those 8 books is ")."""
    view = item_view(item)
    category = item.get("category") if item.get("category") in {c.name for c in definition.categories} else None
    aspect = aspect or asked_aspect(question, definition, category)
    where = aspect is not None and aspect.kind in ("where", "city", "region", "country")
    if aspect is not None:
        text = answer_aspect(item, aspect, definition, now)
    else:
        listed = ", ".join(f"{k} {v}" for k, v in (item.get("fields") or {}).items())
        text = f"{picked_as}{item['title']} — {view['subtitle']}. {view['text']}{'. ' + listed if listed else ''}."
    point = map_point(view)
    points = (point,) if point is not None else ()
    return Reply(
        text=text,
        title=item["title"],
        items=(view,),
        expects_answer=aspect is not None and aspect.kind == EITHER,  # "how long was it" of a walk: asked back which
        map_points=points if where else (),
        suggested_actions=(SuggestedAction("Where was it?"), SuggestedAction("Who was with me?"), SuggestedAction("Anything related?")),
    )


async def related(library: Library, ctx: IntentContext) -> Reply:
    """The items sharing a place, a person or the day with the one the conversation is on."""
    item = await selected(library, ctx)
    if item is None:
        return Reply(text="Related to which item? Pick one first, e.g. “the first one”.", kind="fallback", expects_answer=True)
    day = item["itemDate"].replace(hour=0, minute=0, second=0, microsecond=0)
    shares = [{"place.city": item["place"]["city"]}, {"itemDate": {"$gte": day, "$lt": day + timedelta(days=1)}}]
    if item.get("who"):
        shares.append({"who": {"$in": list(item["who"])}})
    found = await library.items.find(
        library.shelf(ctx).definition.name, {"$and": [{"_id": {"$ne": item["_id"]}}, {"$or": shares}]}, (("itemDate", -1),), LIST_LIMIT
    )
    dialog(ctx).answer = [str(i["_id"]) for i in found]
    text = (
        f"Here are {len(found)} items sharing a place, a person or the day with {item['title']}."
        if found
        else f"Nothing else shares a place, a person or the day with {item['title']}."
    )
    return Reply(text=text, items=tuple(item_view(i) for i in found))
