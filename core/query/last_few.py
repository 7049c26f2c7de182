"""The last or first few of what is named: "my last 3 hikes", "the latest four dinners", "first 2 runs of 2025" —
"last"/"latest"/"first"/"earliest" and a count said before the items' description: the few most recent (or
earliest) of them, newest (or earliest) first. Not a time ("in the last 3 months" is a period, claimed by the
dates before this), nor a position in the previous answer ("the last 3", "the first two of them").

Read after the vocabulary and the places, since only what follows the count tells a pick of items ("hikes",
"italian dinners", "flights to Rome") from anything else; the word before the count may have been read alone
already ("latest" as the one most recent, "first" as the first of a list): that reading gives way to the few."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .ordering import COUNT_WORDS, Selection, Superlative
from .utterance import Utterance

_FEW = r"(?P<n>[2-9]|1\d|20|" + "|".join(COUNT_WORDS) + r")"
LAST_FEW = re.compile(
    rf"\b(?:(?:the|my|our) )?(?:very )?(?P<word>last|latest|newest|most recent|first|earliest|oldest) {_FEW}(?= [^\W\d_])"
)
_EARLIEST = frozenset({"first", "earliest", "oldest"})
_READ_ALONE = ("superlative", "selection")  # what the word before the count may have been read as
_DESCRIBING = ("topic", "value", "place")
_WORD = re.compile(r"[^\W_]+")


def last_few(
    utterance: Utterance, superlatives: Sequence[Superlative], selections: Sequence[Selection]
) -> tuple[list[Superlative], list[Selection]]:
    """`superlatives` and `selections` with "my last 3 <items>" as the 3 most recent, claimed, in place of what
    its words were read as alone."""
    found, picked = list(superlatives), list(selections)
    for m in LAST_FEW.finditer(utterance.text):
        inside = [s for s in utterance.spans if s.start < m.end() and s.end > m.start()]
        if not utterance.is_free(m.start("n"), m.end("n")) or any(s.kind not in _READ_ALONE for s in inside):
            continue
        word = _WORD.search(utterance.text, m.end())
        after = [s for s in utterance.spans if word is not None and s.start <= word.start() < s.end]
        if not after or after[0].kind not in _DESCRIBING:
            continue  # "in the last 3 months", "the first two of them"
        for span in inside:
            utterance.spans.remove(span)
            found = [s for s in found if s is not span.value]
            picked = [s for s in picked if s is not span.value]
        count = int(m["n"]) if m["n"].isdigit() else COUNT_WORDS[m["n"]]
        latest = m["word"] not in _EARLIEST
        superlative = Superlative("itemDate", latest, f"the {count} {'most recent' if latest else 'earliest'}", count)
        utterance.claim(m.start(), m.end(), "superlative", superlative)
        found.append(superlative)
    return found, picked
