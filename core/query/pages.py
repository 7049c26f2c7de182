"""Another part of a long answer: "more", "next page", "show all", "previous", found again by the
previous question's query from the part shown before (both in dialog memory, so paging outlives a
restart)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace

from ..bot import IntentContext
from ..jsonable import jsonable
from ..turn import Reply, SuggestedAction
from .answers import item_view, plainly
from .found import paging
from .library import Library
from .mongo import build_query
from .paging import PAGE_WORDS
from .remembered import dialog
from .restate import describe, page_hint, page_note, phrase, speak

Ask = Callable[[IntentContext, str], Awaitable[Reply]]


async def page(library: Library, ctx: IntentContext, ask: Ask) -> Reply:
    """The part of the previous answer the turn asks for; a turn that only looks like paging ("more
    wines from Italy", "next year") is a question of its own, answered by `ask`. "The first one" and
    "the last one" keep meaning the first and last of the whole answer."""
    said = PAGE_WORDS.match(plainly(ctx.turn.text))
    if said is None:
        return await ask(ctx, "find")
    context = dialog(ctx)
    asked_before, part = context.request, context.shown
    if asked_before is None or part is None:
        return Reply(text="Ask me for something first, then say “more” to see the next ones.", kind="fallback", expects_answer=True)
    request = replace(asked_before, aggregate=None)
    words = library.wording[request.collection]
    pages = paging(ctx)
    query = build_query(request, library.definition(request.collection))
    count = await library.items.count(request.collection, query.filter)
    count = min(count, request.limit) if request.limit else count
    start, end = part
    kind = next(name for name, value in said.groupdict().items() if value)
    summary = phrase(request, words, count) + "."
    if count == 0:
        return Reply(text=f"I found no {describe(request, words)}, so there is nothing more to show.")
    # "show me more" after an answer shown whole: no more, and the answer shown again (not an empty reply); after its last
    # page of several, only that there are no more
    no_more = kind in ("next", "rest") and end >= count and start <= 0
    if kind in ("next", "rest") and end >= count and not no_more:
        return Reply(
            text=f"There are no more: that was all {count}{' of them' if count > 1 else ''}. {summary}",
            suggested_actions=(SuggestedAction("Previous", "previous"),),
        )
    if kind == "previous" and start <= 0:
        return Reply(
            text=f"There is nothing before: you are at the start of the answer. {summary}",
            suggested_actions=(SuggestedAction("Show more", "show me more"),) if end < count else (),
        )
    if no_more:
        first, last = 0, min(end, count)
    elif kind == "next":
        first, last = end, min(end + pages.size, count)
    elif kind == "rest":  # all that is left after the part shown, as much as "show all" shows at once
        first, last = end, min(count, end + pages.most)
    elif kind == "previous":
        first, last = max(0, start - pages.size), start
    else:
        first, last = 0, min(count, pages.most)
    found = await library.items.find(request.collection, query.filter, query.sort, last)
    shown = found[first:last]
    last = first + len(shown)
    context.shown = (first, last)
    if no_more:
        summary, note, hint = f"There are no more: that was all {count}{' of them' if count > 1 else ''}.", summary, ""
    elif kind == "all" and last == count:
        note, hint = (f"Here are all {count}." if count > 1 else ""), ""
    elif kind == "rest" and last == count:
        note, hint = (f"Here are the other {last - first} of {count}." if last - first > 1 else f"Here is the last of {count}."), ""
    elif kind == "all":
        note, hint = f"Here are the first {last} of {count}: I show at most {pages.most} at once.", "Say “more” for the next ones."
    else:
        note, hint = page_note(first + 1, last, count), page_hint(first + 1, last, count)
    ctx.annotations.update(
        {
            "request": request.to_dict(),
            "query": jsonable(query.filter),
            "resultCount": count,
            "resultIds": [i["_id"] for i in shown[:50]],
            "page": {"first": first + 1, "last": last, "of": count, "ids": [i["_id"] for i in shown]},
        }
    )
    suggestions = [SuggestedAction("Show more", "show me more")] if last < count else []
    suggestions += [SuggestedAction("Previous", "previous")] if first > 0 else []
    suggestions.append(SuggestedAction("Show me a map"))
    spoken = len(shown) if pages.spoken >= pages.size else pages.spoken  # a voice channel reads its whole page
    return Reply(
        text=" ".join(x for x in (summary, note, hint) if x),
        speech=speak(" ".join(x for x in (summary, note) if x), shown, spoken, hint),
        title=describe(request, words) or None,
        items=tuple(item_view(i) for i in shown),
        suggested_actions=tuple(suggestions),
    )
