"""A pronoun right after two people, or two pairs, were compared: "ok and what was the last thing I did with her"
after "who do I have dinner with more often, Priya or Sofia?" could mean either of them, so it is asked back
("Who do you mean by “her”: Priya or Sofia?"), and so is "them" after "more meals with Tom and James together, or
with Priya and Chloé together?". The answer ("sofia", "tom and jmaes": one name is enough to tell the pair) completes
the question kept (pure)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace
from typing import Any

from .people import People
from .pronouns import Pronoun
from .request import Reading, Request

PENDING = "pendingComparedPronoun"  # memory key of the question asked back, its turn and the groups offered


def compared_groups(compared: dict[str, Any] | None) -> tuple[tuple[str, ...], ...]:
    """The company that sets each compared option apart ("Priya", "Sofia"; "Tom and James", "Priya and Chloé"); ()
    when the options were not told apart by one group of people each."""
    groups: list[tuple[str, ...]] = []
    for _, each in (compared or {}).get("options", ()):
        people = [p for p in Request.from_dict(each).people if not p.exclude and not p.any_of]
        if len(people) != 1 or not people[0].names:
            return ()
        groups.append(people[0].names)
    # (not "more walks with Mary in 2024 or in 2025?": the same company in each, which "her" means)
    return tuple(groups) if len(groups) >= 2 and len(set(groups)) == len(groups) else ()


def _companions(reading: Reading) -> list[Pronoun]:
    """The pronouns that say company (not "hers", "my parents", nor "together")."""
    return [p for p in reading.pronouns if not p.possessive and not p.relation and not p.together]


def _listed(groups: tuple[tuple[str, ...], ...]) -> str:
    """ "Priya or Sofia"; "Tom and James, or Priya and Chloé"."""
    said = [" and ".join(g) for g in groups]
    joiner = ", or " if any(len(g) > 1 for g in groups) else " or "
    return ", ".join(said[:-1]) + joiner + said[-1]


def ask_which(reading: Reading, kept: dict[str, Any] | None, turn: int, memory: dict[str, Any]) -> str | None:
    """The question asked back when the reading's pronoun may mean any of the people the turn just before compared
    (`kept`: the comparison kept and its turn): "her" or "him" after single people, "them" after groups of people; kept
    in `memory` for the answer. None when the message names its company itself, or the turn before compared no people."""
    pronouns = _companions(reading)
    if not pronouns or reading.people or not isinstance(kept, dict) or kept.get("turn", -2) + 1 != turn:
        return None
    groups = compared_groups(kept.get("compared"))
    several = any(p.several for p in pronouns)
    if not groups or any((len(g) > 1) != several for g in groups):
        return None
    memory[PENDING] = {"text": reading.text, "turn": turn, "groups": [list(g) for g in groups]}
    words = " or ".join(f"“{w}”" for w in dict.fromkeys(p.word for p in pronouns))
    return f"Who do you mean by {words}: {_listed(groups)}?"


def answered(
    reading: Reading, named: Collection[str], memory: dict[str, Any], turn: int, again: Callable[[str], Reading]
) -> Reading | None:
    """The question asked back the turn before (see `ask_which`) with its pronoun as the group the answer names
    (`named`: the people the message names; one name of a pair tells it); None when nothing was asked back, or the answer
    names no one group of those offered. The question is asked back once only: it is forgotten either way."""
    pending = memory.pop(PENDING, None)
    if not isinstance(pending, dict) or pending.get("turn", -2) + 1 != turn or reading.pronouns:
        return None
    said = set(named) | {n for p in reading.people if not p.exclude for n in p.names}
    groups = [tuple(g) for g in pending.get("groups", ())]
    meant = [g for g in groups if said and said <= set(g)]
    if len(meant) != 1:
        return None
    question = again(str(pending["text"]))
    pronouns = _companions(question)
    if not pronouns:
        return None
    people = tuple(dict.fromkeys(People(meant[0], exclude=p.exclude, any_of=p.exclude) for p in pronouns))
    return replace(
        question,
        people=(*question.people, *people),
        pronouns=tuple(p for p in question.pronouns if p not in pronouns),
        places=reading.places or question.places,
        dates=reading.dates or question.dates,
    )
