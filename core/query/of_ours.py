"""“Which of our trips was the most recent?” after the trips with Anna: "our" is the user and the company just talked
about, so the trips of the answer before, not every trip. Only when that answer was of the kind said and was about
someone's company; with no one talked about, "our trips" are simply the user's."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .request import Request

# "which of our trips", "what of our dinners", "which one of our hikes": a pick among ours
OF_OURS = re.compile(r"\b(?:which|what)(?: one| ones)? of our [a-z]+")


def of_ours_talked_about(text: str, prior: Request | None, said_categories: set[str]) -> bool:
    """Whether `text` asks which of "our" things, the things of the answer before (`prior` asked of a company, of the
    one kind said)."""
    if prior is None or OF_OURS.search(text.lower()) is None:
        return False
    with_company = any(p.names and not p.exclude for p in prior.people)
    return with_company and prior.category is not None and said_categories <= {prior.category}
