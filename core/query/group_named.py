"""A group of people left out, which the items know by no such name: "how many trips werent with family", "hikes not
with my friends". Which people the group is cannot be told, and leaving out nobody would answer about every trip, so the
question is asked back ("Who do you count as your family? …"); the answer that names them ("family is mary and tom",
"mary and tom", "it's Mary and Tom") asks the question again with the names in the group's place ("how many trips werent
with mary and tom"). A group said without a cue ("trips with family") is not this module's (pure)."""

from __future__ import annotations

import re
from typing import Any

from .relations import MANY_RELATIONS

GROUP_ASKED_KEY = "groupAsked"

# a cue of leaving out, then the group: "werent with family", "not with my friends", "without the kids", "except my parents"
_LEFT_OUT_GROUP = re.compile(
    r"\b(?:not|never|without|w/o|weren't|werent|wernt|wasn't|wasnt|except(?: for)?|excluding|other than|apart from)\s+"
    r"(?:(?:with|w/)\s+)?(?:(?:my|our|the|any of my|any of the)\s+)?(?P<group>" + MANY_RELATIONS + r")\b",
    re.IGNORECASE,
)
# the answer naming them: "family is mary and tom", "my family = Mary, Tom", "it's mary and tom", "mary and tom"
_NAMED = re.compile(
    r"^\W*(?:(?:ok|okay|oh|well|sorry|so)\W+)*(?:(?:my|our|the)\s+)?(?:(?P<group>\w+)\s+(?:is|are|=|means|meaning)|it'?s|they'?re|they are)?"
    r"\s*(?P<names>[^\W\d_][^.?!]*?)\W*$",
    re.IGNORECASE,
)


def group_left_out(text: str) -> re.Match[str] | None:
    """The group a question leaves out ("werent with family"), if it says one."""
    return _LEFT_OUT_GROUP.search(text)


def ask_who(group: str) -> str:
    return (
        f"Who do you count as your {group}? The items know people by name, not as “{group}”. "
        f"Tell me their names, e.g. “{group} is Mary and Tom”, and I'll leave them out."
    )


def keep(memory: dict[str, Any], text: str, group: str, turn: int) -> None:
    memory[GROUP_ASKED_KEY] = {"question": text, "group": group, "turn": turn}


def asked_again(text: str, memory: dict[str, Any], turn: int, known: frozenset[str]) -> str | None:
    """The question asked back just before, with the names this message gives for its group in the group's place;
    None when nothing was asked back, or the message names nobody the items know (`known`: names, lowercased)."""
    asked = memory.get(GROUP_ASKED_KEY)
    if not isinstance(asked, dict) or asked.get("turn") != turn - 1:
        return None
    said = _NAMED.match(text.strip())
    if said is None or (said["group"] and said["group"].lower() != str(asked["group"]).lower()):
        return None
    names = [n for n in re.split(r"\s*(?:,|\band\b|&|\+)\s*", said["names"].strip()) if n]
    if not names or any(n.lower() not in known and n.lower().split()[0] not in known for n in names):
        return None
    question = str(asked["question"])
    left_out = group_left_out(question)
    if left_out is None:
        return None
    start, end = left_out.span("group")
    # ("with my family": "my" goes with the group)
    opening = re.search(r"(?:(?:my|our|the|any of my|any of the)\s+)$", question[:start], re.IGNORECASE)
    start = opening.start() if opening is not None else start
    return question[:start] + " and ".join(names) + question[end:]
