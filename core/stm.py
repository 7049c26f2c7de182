"""Short-term memory: the entities a conversation is currently about, and the rules that change them.

The overriding rule (NLPCraft's): a newly said entity removes every remembered entity whose group
set equals or is a superset of its own group set. A more specific (smaller) set overrides a more
generic (larger) one, never the other way round.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .recognizer import Mention


@dataclass(frozen=True)
class StmEntity:
    entity_id: str
    value: str | None
    groups: frozenset[str]
    topic: str | None
    turn: int  # number of the turn in which the user last said it
    text: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.entity_id,
            "value": self.value,
            "groups": sorted(self.groups),
            "topic": self.topic,
            "turn": self.turn,
            "text": self.text,
        }


Stm = tuple[StmEntity, ...]


def overrides(new_groups: frozenset[str], old_groups: frozenset[str]) -> bool:
    """True when an entity in `new_groups` overrides a remembered one in `old_groups`."""
    return new_groups <= old_groups


def remember(stm: Stm, mentions: Iterable[Mention], turn: int) -> Stm:
    """STM after storing the entities said in `turn`, applying the overriding rule against the old STM."""
    said = [StmEntity(m.entity_id, m.value, m.groups, m.topic, turn, m.text) for m in mentions]
    kept = tuple(old for old in stm if not any(overrides(new.groups, old.groups) for new in said))
    unique: list[StmEntity] = []
    for entity in said:
        if all((e.entity_id, e.value) != (entity.entity_id, entity.value) for e in unique):
            unique.append(entity)
    return kept + tuple(unique)


def topics(stm: Stm) -> frozenset[str]:
    """Topics of the topic-indicator entities the STM holds."""
    return frozenset(e.topic for e in stm if e.topic is not None)


def forget(stm: Stm, groups: Iterable[str] = (), entity_ids: Iterable[str] = ()) -> Stm:
    """Selective reset: drop entities in any of `groups` or with any of `entity_ids`."""
    group_set, id_set = frozenset(groups), frozenset(entity_ids)
    return tuple(e for e in stm if not (e.groups & group_set or e.entity_id in id_set))


def depth(entity: StmEntity, current_turn: int) -> int:
    """How many turns ago the entity was last said (1 = in the previous turn)."""
    return max(1, current_turn - entity.turn)


def recall_weight(entity: StmEntity, current_turn: int, decay: float) -> float:
    """Weight of a recalled entity: less than a said one (1.0), and less the older it is."""
    return decay ** depth(entity, current_turn)


def most_recent_first(stm: Stm) -> list[StmEntity]:
    return sorted(stm, key=lambda e: e.turn, reverse=True)
