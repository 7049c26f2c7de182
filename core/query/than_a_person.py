"""One person set against another by "than": "And James, has he come on more rides than Ben or fewer?", "did james come
on more rides than ben?", "has Anna done fewer hikes than Roberto in 2025?" compare the things done with each. Said as
the engine reads a comparison of people: "more rides with James or with Ben?" when the question asks which ("… or
fewer?", "… or not?"), a yes/no otherwise ("were there more rides with James than with Ben?") (pure)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from .people import plain

# the comparative and what is counted, up to "than" and the other person
_THAN = r"\b(?P<word>more|fewer|less)\b(?P<what>[^?.!;]*?)\bthan\s+(?:with\s+)?(?P<other>{name})\b"
# "… or fewer?", "… or less?", "… or not?": which of the two is asked, not whether
_OR_THE_OTHER = re.compile(r"^\s*,?\s*(?:or (?:fewer|less|not|the other way round|the other way around))\b\s*")
_WITH_ME = re.compile(r"\b(?:with|w) (?:me|us)\b")
_BOTH_WAYS = re.compile(r"^or (?:fewer|less)\b\s*")
# "more regions with her", "more rides with Anna": said of someone between the comparative and "than"
_SAID_OF_SOMEONE = re.compile(r"\b(?:with|w|without|her|him|them|she|he|they)\b")
# the first person said after "with": "more rides with James than with Ben"
_WITH_BEFORE = re.compile(r"\b(?:with|w/|w|together with)\s*$")
# what is said before the first person and carries nothing of the question ("and", "so", "did", "has")
_HEAD_WORDS = frozenset(["and", "so", "ok", "okay", "but", "well", "did", "does", "do", "has", "have", "had", "is", "was", "were"])
# words between the comparative and "than" that only say how ("more often", "more times"): nothing counted
_HOW = re.compile(r"^(?:often|times|frequently)?$")


def than_a_person(text: str, names: Mapping[str, str]) -> str | None:
    """The message said as a comparison of the things done with two people, when it sets one person named before a
    comparative against another after "than" (`names`: each known name as typed, plain, with how the collection spells
    it); None when it does not."""
    said = plain(text)
    if not names or not re.search(r"\bthan\b", said):
        return None
    name = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    than = re.search(_THAN.format(name=name), said)
    if than is None:
        return None
    first = next((m for m in re.finditer(rf"\b(?:{name})\b", said[: than.start("other")])), None)
    if first is None:
        return None
    one, other = names[first[0]], names[than["other"]]
    if one == other:
        return None
    what = than["what"]
    if first.start() >= than.start("what"):  # "more rides with James than with Ben": the first one said among what is counted
        before = _WITH_BEFORE.sub("", said[than.start("what") : first.start()])
        what = f"{before} {said[first.end() : than.end('what')]}"
    what = _WITH_ME.sub(" ", what).strip()  # "more often with me than Ben": the user, with either of them
    both_ways = _BOTH_WAYS.match(what)  # "more or fewer rides than Ben": which of the two is asked
    what = what[both_ways.end() :] if both_ways is not None else what
    if _SAID_OF_SOMEONE.search(what):  # "more regions with her than with Anna": the engine reads that itself
        return None
    what = "" if _HOW.match(what) else what
    rest = said[than.end() :]
    which = _OR_THE_OTHER.match(rest) or both_ways
    with_first = _WITH_BEFORE.search(said, 0, first.start()) is not None
    if with_first and which is None:  # "more rides with James than with Ben?": read as it is
        return None
    tail = rest[which.end() :] if which is not None else rest
    tail = tail.strip(" ?!.,")
    head = said[: first.start()].strip(" ,")
    head = "" if set(head.split()) <= _HEAD_WORDS else head.rsplit(",", 1)[0] if "," in head else ""
    counted = f"{than['word']} {what}".strip()
    asked = f"{counted} with {one} or with {other}" if which is not None else f"were there {counted} with {one} than with {other}"
    return " ".join(p for p in (f"{head}," if head else "", asked, tail) if p) + "?"
