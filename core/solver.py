"""Intent matching over the entities said now and those recalled from short-term memory.

Each intent's terms are filled first from the utterance (an entity said now always wins), then, for
terms marked recallable, from STM, most recent first. Recalled entities weigh less the older they
are. An intent filled only from STM is rejected unless the model allows it. The best intent uses
the most entities said now, then has the highest weight, then comes first in the model; but small talk
("thanks", "hello") only wins when no other intent uses anything said now: "thanks! and the beers?" asks
about beers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .model import BotModel, IntentDef
from .recognizer import Mention
from .stm import Stm, most_recent_first, recall_weight

SAID_WEIGHT = 1.0


@dataclass(frozen=True)
class Slot:
    entity_id: str
    value: str | None
    groups: frozenset[str]
    source: str  # "utterance" | "stm"
    weight: float
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.entity_id,
            "value": self.value,
            "groups": sorted(self.groups),
            "source": self.source,
            "weight": round(self.weight, 4),
            "text": self.text,
        }


@dataclass(frozen=True)
class IntentMatch:
    intent: IntentDef
    slots: tuple[Slot, ...]
    score: float
    said: int

    def values(self, entity_id: str) -> list[str | None]:
        return [s.value for s in self.slots if s.entity_id == entity_id]

    def value(self, entity_id: str, default: str | None = None) -> str | None:
        found = self.values(entity_id)
        return found[0] if found else default

    def has(self, entity_id: str) -> bool:
        return any(s.entity_id == entity_id for s in self.slots)


@dataclass(frozen=True)
class SolveResult:
    match: IntentMatch | None
    reason: str


def _fill(intent: IntentDef, mentions: list[Mention], stm: Stm, turn: int, decay: float) -> IntentMatch | str:
    used: set[int] = set()
    recalled: set[int] = set()
    slots: list[Slot] = []
    remembered = most_recent_first(stm)
    for term in intent.terms:
        said = [i for i, m in enumerate(mentions) if m.entity_id in term.entity_ids and i not in used][: term.max]
        if said:
            used.update(said)
            slots.extend(
                Slot(mentions[i].entity_id, mentions[i].value, mentions[i].groups, "utterance", SAID_WEIGHT, mentions[i].text) for i in said
            )
            continue
        if term.from_stm:
            picked = [e for e in remembered if e.entity_id in term.entity_ids and id(e) not in recalled][: term.max]
            recalled.update(id(e) for e in picked)
            slots.extend(Slot(e.entity_id, e.value, e.groups, "stm", recall_weight(e, turn, decay), e.text) for e in picked)
            if len(picked) >= term.min:
                continue
        if term.min > 0:
            names = "|".join(sorted(term.entity_ids))
            where = "not said and not in STM" if term.from_stm else "not said"
            return f"{intent.id}: needs {names} ({where})"
    if not used and not intent.allow_stm_only:
        return f"{intent.id}: only STM entities fit, and the model does not allow STM-only matches"
    return IntentMatch(intent, tuple(slots), sum(s.weight for s in slots), len(used))


def solve(model: BotModel, mentions: list[Mention], stm: Stm, turn: int) -> SolveResult:
    """Pick the best intent for this turn, or say why none fits."""
    matches: list[tuple[int, IntentMatch]] = []
    reasons: list[str] = []
    for order, intent in enumerate(model.intents):
        filled = _fill(intent, mentions, stm, turn, model.stm.recall_decay)
        if isinstance(filled, IntentMatch):
            matches.append((order, filled))
        else:
            reasons.append(filled)
    if not matches:
        if not mentions:
            return SolveResult(None, "nothing in the utterance is known to the model")
        return SolveResult(None, "no intent fits: " + "; ".join(reasons))
    order, best = max(matches, key=lambda pair: (pair[1].said > 0 and not pair[1].intent.smalltalk, pair[1].said, pair[1].score, -pair[0]))
    rivals = len(matches) - 1
    reason = f"best of {len(matches)} candidate intent(s)" if rivals else "only candidate intent"
    return SolveResult(best, reason)
