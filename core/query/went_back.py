"""“Did I ever go back to Tasca Mario?”, “have I been back to Nara?”, “did we return to Lisbon?”: going back needs a
second visit, so the yes/no is whether there were two or more, not whether there was one. A visit to a venue (a
restaurant: a field one is “at”) is each thing logged there; a visit to a place is a stay there (see visits.py). One
visit only is “No, only once: …”; the answer is remembered, so “how many times was I there?” counts them next."""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any

from ..bot import IntentContext
from ..collection.definition import CollectionDefinition
from ..turn import Reply
from .answers import corrections_said
from .library import Library
from .remembered import remember, turn_number
from .request import Reading, Request
from .visits import stays
from .vocabulary import is_venue

# "go back to", "went back there", "been back to", "return to", "revisited": a second visit asked about
GONE_BACK = re.compile(
    r"\b(?:go|goes|went|gone|going|been|come|came|get|got|make it|made it)\s+back\s+(?:to|there|again)\b"
    r"|\b(?:go|went|gone|been|come|came)\s+back\s*[?!.]*$|\breturn(?:ed)?\s+(?:to|there)\b|\brevisit(?:ed)?\b"
)
WENT_BACK_KEY = "wentBackAsked"  # the turn a “did I go back to …?” was answered, for “casa yuki?” said right after it


# "after the beach holiday in Lecce I went back there one more time, yes?": a visit after another, not a second one
AFTER = re.compile(r"\b(?:after|since|before|once more|one more time)\b")


def asked(text: str) -> bool:
    """Whether the question asks about going back (a second visit), not about one after a time it says."""
    said = text.lower()
    return GONE_BACK.search(said) is not None and AFTER.search(said) is None


def asked_again(memory: dict[str, Any], turn: int) -> bool:
    """Whether the turn just before asked about going back, so that a yes/no said again ("casa yuki?") asks it too."""
    asked_at = memory.get(WENT_BACK_KEY)
    return isinstance(asked_at, int) and asked_at + 1 == turn


def where_gone_back(request: Request, definition: CollectionDefinition) -> tuple[str, bool] | None:
    """The venue ("Casa Yuki", True) or the place ("Nara", False) a yes/no about going back is about, or None when it
    names neither, or says when or with whom (then it is answered as any yes/no)."""
    if request.dates is not None or request.people or request.within is not None:
        return None  # "did we go back to Barcelona the year after?", "… after that": a visit then, as any yes/no
    venues = {f.name for f in definition.fields_of(None) if is_venue(f)}
    named = [v for v in request.values if v.field in venues and not v.negated and not v.any_of]
    if len(named) == 1:
        return named[0].value, True
    if request.place is not None and not request.place.negated and request.place.kind != "nearby" and not named:
        return request.place.name, False
    return None


def _day(moment: date) -> str:
    return moment.strftime("%B %-d, %Y")


def verdict(found: list[dict[str, Any]], where: str, at_venue: bool) -> str:
    """ "Yes, you went back: 5 visits to Casa Yuki, the first on …, the latest on …." or "No, only once: …"."""
    dated = sorted((i for i in found if isinstance(i.get("itemDate"), datetime)), key=lambda i: i["itemDate"])
    if at_venue:
        if not dated:
            return f"No, I found no visit to {where} at all."
        if len(dated) == 1:
            return f"No, you were at {where} only once: {dated[0]['title']} ({_day(dated[0]['itemDate'])})."
        return (
            f"Yes, you went back: {len(dated)} visits to {where}, the first on {_day(dated[0]['itemDate'])}"
            f" ({dated[0]['title']}) and the latest on {_day(dated[-1]['itemDate'])} ({dated[-1]['title']})."
        )
    runs = stays(i["itemDate"] for i in dated)
    if not runs:
        return f"No, I found nothing in {where} at all."
    if len(runs) == 1:
        return f"No, you were in {where} only once ({_day(runs[0][0])})."
    return f"Yes, you went back: {len(runs)} separate visits to {where}, the first on {_day(runs[0][0])} and the latest on {_day(runs[-1][0])}."


async def answer(library: Library, ctx: IntentContext, request: Request, where: str, at_venue: bool, reading: Reading) -> Reply:
    """The yes/no of going back to the venue (`at_venue`) or place `where`, over every item the request means."""
    _, found = await library.all(request)
    remember(library, ctx, request, found, len(found))
    ctx.memory[WENT_BACK_KEY] = turn_number(ctx)
    ctx.annotations.update({"request": request.to_dict(), "resultCount": len(found)})
    text = corrections_said(reading) + verdict(found, where, at_venue)
    return Reply(text=text)
