"""Questions said in the word order of a statement or of another language, put in English question order before the
engine reads them (as many non-native speakers ask): "They were all in Nafplio?" is "were they all in Nafplio?",
"Kenji came also?" is "did Kenji come too?", "Mary was with me?" is "was Mary with me?", and "Since when I don't go to
Japan?" (since when have I not been) is "when was I last in Japan?". The question mark says a statement is asked:
"they were all in Nafplio" without it is left as it is; a question word ("who came also?") asks something else (pure)."""

from __future__ import annotations

import re

_LEAD = r"(?P<lead>^\W*(?:(?:and|so|but|ok|okay)\W+)*|,\s*)"
# "they were all in Nafplio?", "and those are both from 2019?": whether every one of them is so
_ALL_OF_THEM = re.compile(_LEAD + r"(?P<who>they|those|these)\s+(?P<verb>were|are)\s+(?P<rest>(?:all|both)\b[^?]*\?\s*)$", re.IGNORECASE)
# the words that are no one's name: a question word, a pronoun of a thing or of the speaker
_NOT_A_NAME = r"(?!(?:who|whom|what|which|where|when|how|why|it|that|this|those|these|they|i|we|you|there|everyone|everybody|anyone)\b)"
# "Kenji came also?", "and Tom and Sofia came too?": whether they were there
_CAME = re.compile(
    _LEAD + _NOT_A_NAME + r"(?P<who>[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?)\s+came(?:\s+(?:also|too|as\s+well|along|with\s+(?:me|us)))*"
    r"\s*\?\s*$",
    re.IGNORECASE,
)
# "Mary was with me?", "Elena was there too?", "the Grüner Veltliner, there Mary was with me?": whether she was there
_WAS_WITH = re.compile(
    _LEAD
    + r"(?P<there>there\s+)?"
    + _NOT_A_NAME
    + r"(?P<who>[a-z]+)\s+(?P<verb>was|were)\s+(?P<rest>(?:there|with\s+(?:me|us))\b[^?]*\?\s*)$",
    re.IGNORECASE,
)
# "Since when I don't go to Japan?", "since when I haven't been in Lisbon?": the last time there asked
_SINCE_WHEN_NOT = re.compile(
    _LEAD + r"since\s+when\s+(?:(?:have|do)\s+)?(?:i|we)\s+(?:(?:have|do|did)\s*n[o']?t|not|haven'?t|don'?t|didn'?t)\s+"
    r"(?:been|go|gone|went|visit|visited|travel(?:l?ed)?)\s+(?:to\s+|in\s+|at\s+)?(?P<place>[^?]+?)\s*\?\s*$",
    re.IGNORECASE,
)


def in_native_order(text: str) -> str:
    """`text` with a statement asked as a question put in question order; any other text as it is."""
    if said := _SINCE_WHEN_NOT.search(text):
        return f"{text[: said.end('lead')]}when was I last in {said['place']}?"
    if said := _ALL_OF_THEM.search(text):
        return f"{text[: said.end('lead')]}{said['verb'].lower()} {said['who'].lower()} {said['rest']}"
    if said := _CAME.search(text):
        return f"{text[: said.end('lead')]}did {said['who']} come too?"
    if said := _WAS_WITH.search(text):
        there = " there" if said["there"] else ""
        return f"{text[: said.end('lead')]}{said['verb']} {said['who']} {said['rest'].rstrip(' ?')}{there}?"
    return text
