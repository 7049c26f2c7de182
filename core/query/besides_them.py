"""“apart from Mary, who did I drink cocktails with most often?”, “who did I hike with most, other than Tom?”: the
most frequent companion other than the people left out, over all the items asked about, not only those without them
(“without Mary” still means the items without her) (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .cues import LEAVING_OUT, OTHER_THEN
from .derived import alternation
from .people import People, plain
from .request import Request

# the words before a name that leave the person out of the answer, said right before it (not "besides": "did anyone
# besides Tom come?" asks whether someone else came, see people.py)
_LEFT_OUT = re.compile(rf"\b(?:{alternation((*LEAVING_OUT, OTHER_THEN))})\s+$")
# "who else came most often?": someone other than the people asked about before
_ELSE = re.compile(r"\belse\b")


def left_out_of_the_answer(request: Request, text: str) -> tuple[Request, tuple[str, ...]]:
    """The request for the most frequent companion with the people left out of the answer no longer leaving out
    their items, and those people; the request itself and none when it asks something else or says "without"."""
    asked = request.aggregate
    if asked is None or asked.op != "mode" or asked.field != "who":
        return request, ()
    said = plain(text)
    left = [
        p
        for p in request.people
        if p.exclude and p.names and not p.besides and (at := said.find(plain(p.names[0]))) >= 0 and _LEFT_OUT.search(said, 0, at)
    ]
    if not left:
        return request, ()
    kept = tuple(p for p in request.people if p not in left)
    return replace(request, people=kept), tuple(dict.fromkeys(n for p in left for n in p.names))


def company_kept_from_before(request: Request, said_now: tuple[People, ...], text: str) -> tuple[Request, tuple[str, ...]]:
    """The request for the most frequent companion without the company the question before asked about (“any Italian
    dinners with Tom?” then “with who I had them most?”: of all the Italian dinners, not only Tom's, where he would come
    up every time), unless the question says it again; with “else” (“who else came most often?”), the items kept and
    those people left out of the answer instead. The request itself and none when it asks something else."""
    asked = request.aggregate
    if asked is None or asked.op != "mode" or asked.field != "who":
        return request, ()
    before = [p for p in request.people if p.names and not p.exclude and not p.besides and p not in said_now]
    if not before:
        return request, ()
    if _ELSE.search(text.lower()):
        return request, tuple(dict.fromkeys(n for p in before for n in p.names))
    return replace(request, people=tuple(p for p in request.people if p not in before)), ()
