"""The one who did it, named by the noun of the doer: "who is the writer of it?" asks the field said "written by" (the
author), as "who wrote it?" does; so "the director" of "directed by", "the painter" of "painted by". The noun is the
participle's stem (four letters or more) with "-er" or "-or" ("writ-er": "writ-ten"; "direct-or": "direct-ed"); "reader"
is no doer of "written by", nor "order" (too short a stem) of anything. Pure.
"""

from __future__ import annotations

import re

_DOER = re.compile(r"^(?P<stem>[a-z]{4,})(?:er|or)$")


def doer_of(word: str, participle: str) -> bool:
    """Whether `word` is the noun of the one who did what `participle` says ("writer" of "written")."""
    said = _DOER.match(word.lower())
    return said is not None and participle.lower().startswith(said["stem"]) and word.lower() != participle.lower()
