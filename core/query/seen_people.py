"""Seeing someone: "when did I last see Luca?", "how often have I seen Priya this year?", "I met Tom", "was
together with him", "hung out with Anna". The person seen is the user's company at an item, of any kind, so
the verb says the same as "with" (pure: the patterns only; people.py and pronouns.py read the names)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .utterance import Utterance

# the verbs of meeting someone, said right before the person met ("seen Luca", "met up with Tom")
SEEING = (
    r"(?:see|sees|seeing|seen|saw|meet|meets|meeting|met)(?:\s+up\s+with)?"
    r"|(?:hang|hangs|hanging|hung)\s+out\s+with"
    r"|(?:spend|spends|spending|spent)\s+time\s+with"
    r"|(?:go|goes|going|went|gone)\s+out\s+with"
    r"|(?:am|are|is|was|were|been|being|be)\s+(?:(?:ever|also)\s+)?together\s+with"
)


def seeing(names: str) -> re.Pattern[str]:
    """The names (a pattern of one or more, as people.py writes it) said as the ones seen or met: the company
    of the user. Not "the Louvre I saw with Mary" (her company is said by "with") nor "Mary saw it" (she is the
    one who sees)."""
    return re.compile(rf"\b(?P<seeing>{SEEING})\s+(?P<names>{names})\b")


# "have I seen her since?", "how often did I meet him": a pronoun as the one seen
SEEN_PRONOUN = re.compile(rf"\b(?P<seeing>{SEEING})\s+(?P<word>him|her)\b(?!\s+(?:own|books?|photos?|pictures?|paintings?|work)\b)")


def seen_in(utterance: Utterance, pattern: re.Pattern[str], group: str) -> Iterator[re.Match[str]]:
    """The matches of `pattern` (`seeing` or SEEN_PRONOUN) whose person (`group`) was not read already; the verb
    may have been read already ("did I see": a yes/no question's words). Its words not read yet are claimed, as said."""
    for m in pattern.finditer(utterance.text):
        if utterance.is_free(*m.span(group)):
            if utterance.is_free(*m.span("seeing")):
                utterance.claim(*m.span("seeing"), "seeing", m["seeing"])
            yield m
