"""A share of the items: “what percentage of my trips in 2024 were with Mary?”, “which procent …”, “what share of my
wines are red?”, “how many percent of the hikes of 2025 did I do with Roberto?” — the part before the verb says what
the share is of (the trips in 2024), the whole question what it is (those with Mary): “75%: 3 travels in 2024 with
Mary, of 4 travels in 2024.” Without a verb to tell the two apart, or with a part that is not understood, it asks
back rather than give a share of the wrong thing."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..bot import IntentContext
from ..turn import Reply
from .answers import corrections_said, unclear_said
from .assistant_model import QUIET_WORDS
from .library import Library
from .remembered import dialog, remember, turn_number
from .request import Reading, Request, build_request, follows_on
from .restate import describe, phrase

# "what percentage of", "which procent of" (the Dutch, Polish and Scandinavian word), "how many percent of", "what % of"
SHARE = re.compile(
    r"\b(?:(?:what|which|wat|wht)(?: (?:is|was|'s) the)? (?:percentage|percent|per cent|procent|pct|%|share|proportion|fraction|part)"
    r"|how (?:many|much) (?:percent|per cent|procent|%)|(?:percentage|share|proportion|fraction) (?:is|was)"
    # "percentage of trips with Mary?": what it is of and what part of them cannot be told apart (asked back)
    r"|^(?:(?:and|so|ok|okay),? )?(?:the |my )?(?:percentage|percent|procent|share|proportion|fraction))"
    r"\s+of\s+(?P<of>.+)$"
)
# the verb after what the share is of: "… of my trips in 2024 were with Mary", "… of my 2024 trips did I take with Mary"
VERB = re.compile(r"\b(?:was|were|is|are|did|do|does|had|have|has|got|involved|included|came|went)\b")
THOSE = re.compile(r"^(?:them|those|these|'?em|the ones?)\b")
WORDS = frozenset(("percentage", "percent", "per", "cent", "procent", "pct", "share", "proportion", "fraction", "part"))


@dataclass(frozen=True)
class ShareAsked:
    """What a share question says: the text of what it is of ("my trips in 2024", or "" for "of those": the previous
    answer) and the text of the part of them asked ("with Mary")."""

    whole: str
    part: str


# "how many of my trips in 2024 were with Mary, in percent?": the share asked after the count
IN_PERCENT = re.compile(
    r"\bhow many of\s+(?P<of>.+?),?\s+(?:in|as an?) (?:percent(?:age)?|per cent|procent|%|share|proportion|fraction)\b\W*$"
)


def share_asked(text: str) -> ShareAsked | None:
    """The two parts of a share question, or None when the text asks no share."""
    said = SHARE.search(text.lower()) or IN_PERCENT.search(text.lower())
    if said is None:
        return None
    of = said["of"].strip(" ?!.")
    verb = next(reversed(list(VERB.finditer(of))), None)  # the last: "… of the trips I did in 2024 were with Mary"
    if verb is None:
        return ShareAsked(of, "")
    whole, part = of[: verb.start()].strip(" ,"), of[verb.end() :].strip(" ,?!.")
    return ShareAsked("" if THOSE.match(whole) else whole, part)


def _understood(text: str, read: Callable[[str], Reading]) -> Reading | None:
    """The reading of a part of the question ("with Mary", "my trips in 2024") when it names something to look for
    and every word of it is read, else None."""
    if not text:
        return None
    reading = read(text)
    unknown = [w for w in reading.unknown_words if w not in QUIET_WORDS and w not in WORDS and not w.isdigit()]
    return reading if reading.has_constraints and not unknown and not reading.unattached_negations else None


def percent(part: int, whole: int) -> str:
    """ "75%", "33.3%" """
    value = round(100 * part / whole, 1)
    return f"{value:.0f}%" if value.is_integer() else f"{value:.1f}%"


SHARE_KEY = "shareAsked"  # the last share answered and its turn, for "and in 2025?" right after it


def share_again(reading: Reading, kept: Any, turn: int, collection: str) -> tuple[Request, Request] | None:
    """ "and in 2025?" right after "what percentage of my trips in 2024 were with Mary?": the same share at another time
    or place (what it is of, and the part of them), or None. Only dates and places are taken as said of both."""
    if not isinstance(kept, dict) or kept.get("turn", -2) + 1 != turn or not follows_on(reading):
        return None
    others = (reading.topics, reading.people, reading.values, reading.texts, reading.comparisons, reading.superlatives)
    shape = reading.shape
    if any(others) or not (reading.dates or reading.places) or shape.aggregate or shape.verify or shape.contrast:
        return None
    whole, part = Request.from_dict(kept["whole"]), Request.from_dict(kept["part"])
    if whole.collection != collection:
        return None
    return build_request(reading, "count", collection, whole, None), build_request(reading, "count", collection, part, None)


ASK = "A share of what? Say it like “what percentage of my trips in 2024 were with Mary?”."


async def reply(
    library: Library,
    ctx: IntentContext,
    asked: ShareAsked,
    request: Request,
    reading: Reading,
    unknown: list[str],
    answer: tuple[str, ...] | None,
    read: Callable[[str], Reading],
) -> Reply:
    """The answer to a share question (`request`: the whole question read, the part asked; `answer`: the ids of the
    previous answer, for "of those"), or the question asked back when either part cannot be told."""
    part = _understood(asked.part, read)
    of = _understood(asked.whole, read) if asked.whole else None
    if part is None or (asked.whole and of is None) or (not asked.whole and not answer):
        return Reply(text=corrections_said(reading) + ASK, kind="fallback", expects_answer=True)
    whole = build_request(of, "count", request.collection, None, None) if of is not None else tuple(answer or ())
    before = dialog(ctx).request if of is None else None  # "of those": what the previous answer found, to name them
    return await answer_share(library, ctx, replace(request, action="count"), whole, reading, unknown, before)


async def answer_share(
    library: Library,
    ctx: IntentContext,
    part: Request,
    whole: Request | tuple[str, ...],
    reading: Reading,
    unknown: list[str],
    before: Request | None = None,
) -> Reply:
    """The share of `whole` (a request, or the ids of the previous answer, found by `before`) that `part` finds, in
    percent, with both counts."""
    words = library.wording[part.collection]
    _, found = await library.all(part)
    if isinstance(whole, tuple):
        ids = set(whole)
        kind = phrase(before, words, len(ids)) if before is not None and before.category else f"the {len(ids)} items before"
    else:
        _, every = await library.all(whole)
        ids, kind = {str(i["_id"]) for i in every}, phrase(whole, words, len(every))
    inside = [i for i in found if str(i["_id"]) in ids]
    if not ids:
        text = f"I found no {describe(whole, words) if isinstance(whole, Request) else 'items'}, so there is no share to give."
    elif len(inside) == len(ids) and len(found) == len(inside) and isinstance(whole, Request) and whole == part:
        return Reply(text=corrections_said(reading) + ASK, kind="fallback", expects_answer=True)
    else:
        text = f"{percent(len(inside), len(ids))}: {phrase(part, words, len(inside))}, of {kind}."
    remember(library, ctx, part, inside, len(inside))
    if isinstance(whole, Request):
        ctx.memory[SHARE_KEY] = {"turn": turn_number(ctx), "whole": whole.to_dict(), "part": part.to_dict()}
    ctx.annotations.update({"request": part.to_dict(), "resultCount": len(inside), "share": {"part": len(inside), "of": len(ids)}})
    summary = corrections_said(reading) + text
    return Reply(text=summary + unclear_said(reading, [w for w in unknown if w not in WORDS]), speech=summary)
