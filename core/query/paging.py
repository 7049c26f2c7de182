"""How much of a long answer one reply shows on each channel, and the words that ask for another part
of it ("more", "next page", "show all", "previous")."""

from __future__ import annotations

import re
from dataclasses import dataclass

LIST_LIMIT = 25


@dataclass(frozen=True)
class Paging:
    """How much of a long answer one reply shows on a channel: `size` items a page, at most `most` for
    "show all", `spoken` of them read out."""

    size: int
    most: int
    spoken: int = 3


PAGING = {"alexa": Paging(5, 10, 5), "msteams": Paging(LIST_LIMIT, 50)}  # a card on Teams stays within its message size
DEFAULT_PAGING = Paging(LIST_LIMIT, 100)
# the paging words as commonly texted or slipped: "nxt pg", "prev page", "moar"
MORE = r"(?:more|mor|moar|mroe)"
NEXT = r"(?:next|nxt|nex|nexr)"
PREVIOUS = r"(?:previous|prev|prv|previus|prevous|previos)"
PAGE = r"(?:page|pg|pge|pag)"
PLEASE = r"(?:please|pls|plz|plis|pleas|pleaze)"  # as texted: "more pls"
PAGE_WORDS = re.compile(  # the whole utterance asks for another part of the previous answer
    rf"^(?:(?:ok(?:ay)?|yes|and|now|{PLEASE}|so|prove it|go on|then|just),?\s+)*(?:"
    rf"(?P<next>(?:(?:show|give|read)(?: me)?(?: some)? )?{MORE}(?: (?:{PLEASE}|of them|of those|results|items|ones))?"
    rf"|(?:the )?{NEXT}(?: (?:{PAGE}|ones|few|results|items))?|keep going|go on|continue)"
    # "just show me everything": the whole answer (said alone, before anything is shown, it asks for nothing yet)
    r"|(?P<all>(?:show|give|list|read)(?: me)? (?:them )?all(?: of them)?|all of them|(?:show|list|give)(?: me)? everything"
    r"|(?:show|give|list|read)(?: me)? (?:them|those|these|those ones|the list)|(?:show|list) me|let me see(?: them| those)?)"  # "prove it, show me them"
    # "the rest", "show me the rest of them": what is left of the answer after the part shown (after a narrowing, "the
    # rest" is the other ones instead: see the_others)
    r"|(?P<rest>(?:(?:show|give|list|read)(?: me)? )?(?:all )?the rest(?: of (?:them|it|those|the list|the ones))?)"
    rf"|(?P<previous>(?:the )?{PREVIOUS}(?: (?:{PAGE}|ones|results|items))?|go back|back)"
    rf")(?:,?\s+{PLEASE})?[.!?]*$"
)
