"""“was Tom there for most of them?”, “was Mary on most of those?”: a yes/no over the previous answer that
holds when more than half of it fits (“No, 5 of the 12: …”); not “the most of them” (a superlative)."""

from __future__ import annotations

import re

# "most of them", "for most of those", "on most of the runs"; not "the most of", "at most"
MOST_OF = re.compile(r"(?<!\bthe )(?<!\bat )\b(?:for |on |at |in )?most of (?:them|those|these|em|'em|the|my)\b")
