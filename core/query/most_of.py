"""“was Tom there for most of them?”, “was Mary on most of those?”: a yes/no over the previous answer that
holds when more than half of it fits (“No, 5 of the 12: …”); not “the most of them” (a superlative)."""

from __future__ import annotations

import re

# "most of them", "for most of those", "on most of the runs"; not "the most of", "at most"
MOST_OF = re.compile(r"(?<!\bthe )(?<!\bat )\b(?:for |on |at |in )?most of (?:them|those|these|em|'em|the|my)\b")
_VERDICT = re.compile(r"^(?P<verdict>Yes|No)(?P<then>, | — .*? — )")


def majority(summary: str, count: int, of: int) -> str:
    """The verdict `summary` gives for some, turned into one for more than half of the `of` items."""
    said = _VERDICT.match(summary)
    if said is None or not of:
        return summary
    verdict = "Yes" if 2 * count > of else "No"
    rest = summary[said.end() :]
    if rest.startswith("I found no "):
        return f"{verdict}{said['then']}none of the {of}: {rest}"
    return f"{verdict}{said['then']}{count} of the {of}: {rest}"
