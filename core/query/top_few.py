"""The few best of what is named: "top 3 italian reds", "the 5 best napa cabs", "worst 2 beers in 2020" — a
count after "top"/"best"/"worst" and before words that all say which items (kinds, values, places), with
nothing left that could name what orders them ("top 3 cities" is the most frequent cities, not this): the
few with the highest (or lowest) rating. A relative clause after the description ("my top 2 hikes in italy that
werent with roberto") narrows the items further and leaves the reading by rating. Read after the vocabulary and the places have claimed their words."""

from __future__ import annotations

import re

from .ordering import COUNT_WORDS, Superlative
from .utterance import Utterance

_FEW = r"(?P<n>[2-9]|1\d|20|" + "|".join(COUNT_WORDS) + r")"
TOP_FEW = re.compile(
    rf"\b(?:(?:the|my|our) )?(?P<word>top|best|worst|bottom) {_FEW}(?: |(?=\W*$))|\b(?:the|my|our) {_FEW.replace('<n>', '<n2>')} (?P<word2>best|worst) "
)
_DESCRIBING = ("topic", "value", "place")
_WORD = re.compile(r"[^\W_]+")
# words after the description that point at the place or time talked about, which the reader resolves later
_TALKED_ABOUT = frozenset({"there", "then"})
# "my top 3 beers ever", "the best 5 hikes of all time": over every time, which leaves the description complete
_EVERY_TIME = re.compile(r"ever\b|overall\b|of all time\b|of all\b", re.IGNORECASE)
# a relative clause begun after the description ("top 2 hikes in italy that werent with roberto") narrows which items
# further; it cannot name what orders them, so the description is complete
_RELATIVE = frozenset({"that", "which", "who", "where", "when"})


def top_few(utterance: Utterance) -> Superlative | None:
    """The few by rating said before the items' description, claimed; None when not said so."""
    for m in utterance.matches(TOP_FEW):
        at, described = m.end(), False
        every_times: list[tuple[int, int]] = []
        for word in _WORD.finditer(utterance.text, m.end()):
            if word.start() < at:  # a word of "of all time", read with it
                continue
            if utterance.text[at : word.start()].strip():  # punctuation ends the description
                break
            spans = [s for s in utterance.spans if s.start <= word.start() < s.end]
            if not spans and word[0].lower() in _TALKED_ABOUT and described:
                at = word.end()  # "worst 2 lunches there": the place talked about says which items too
                continue
            if not spans and word[0].lower() in _RELATIVE and described:
                break
            every_time = _EVERY_TIME.match(utterance.text, word.start()) if not spans and described else None
            if every_time is not None:
                at = every_time.end()
                every_times.append((every_time.start(), every_time.end()))
                continue
            if not spans:
                described = False  # a word no one understood may say what orders them ("top 3 cities")
                break
            if spans[0].kind not in _DESCRIBING:
                break
            described, at = True, max(word.end(), spans[0].end)
        if not described and utterance.text[m.end() :].strip(" ?!."):
            continue  # "top 3?" alone describes nothing but leaves nothing to order them by either: the best rated, of what is asked back
        said = m["n"] or m["n2"]
        count = int(said) if said.isdigit() else COUNT_WORDS[said]
        highest = (m["word"] or m["word2"]) in ("top", "best")
        superlative = Superlative("rating", highest, f"the {count} {'best' if highest else 'worst'} rated", count)
        utterance.claim(m.start(), m.end() - 1 if m.group().endswith(" ") else m.end(), "superlative", superlative)
        for start, end in every_times:  # "of all time": read, no word of it left not understood
            utterance.claim(start, end, "filler", utterance.text[start:end])
        return superlative
    return None
