""" "all dinners with them" right after "who was with me there?" answered "with James, Tom and Sofia": "them" are those
people, all of them together, and "all" asks every one of that kind with them, not only among the ones talked about
before (pure)."""

from __future__ import annotations

import re
from typing import Any

from .filler_lead import filler_lead

COMPANY_TOLD_KEY = "companyTold"  # the companions of the one item the last "who was with me?" answered, and its turn

# "with them", "with all of them", "with them all", "with all three of them", "with those people", "w/ them"
_WITH_THEM = re.compile(
    r"\b(?P<with>together with|with|w/|w)\s*(?<=\s|/)(?:all (?:two |three |four |five |[2-5] )?of them|them all|them"
    r"|those (?:people|guys|friends|folks)|the (?:two|three|four|five|[2-5]) of them|both of them|them both)\b",
    re.IGNORECASE,
)
# "all dinners with them", "show me all the meals with them", "every trip with them": every one of the kind
_ALL = re.compile(filler_lead("and|so|ok|okay|now|then") + r"(?:(?:show|give|list|find)(?: me)?\s+)?(?:all|every|each)\b", re.IGNORECASE)


def keep_the_company_told(memory: dict[str, Any], aspect_kind: str | None, item: dict[str, Any] | None, turn: int) -> None:
    """Keep the companions a "who was with me?" about one item answered (forget them after any other answer)."""
    names = [str(n) for n in (item or {}).get("who") or [] if str(n).strip()]
    if aspect_kind in ("who", "with") and len(names) >= 2:
        memory[COMPANY_TOLD_KEY] = {"names": names, "turn": turn}
    else:
        memory.pop(COMPANY_TOLD_KEY, None)


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def with_the_company_told(text: str, kept: Any, turn: int) -> tuple[str, bool] | None:
    """The message with "them" said as the companions the turn before told ("with James, Tom and Sofia"), and whether it
    asks all of its kind afresh ("all dinners with them"); None when it says no "with them", or no one was told of the
    turn before."""
    if not isinstance(kept, dict) or kept.get("turn", -2) + 1 != turn:
        return None
    names = [str(n) for n in kept.get("names") or []]
    said = _WITH_THEM.search(text)
    if said is None or len(names) < 2:
        return None
    if re.search(r"\b(?:both|two|2)\b", said[0]) and len(names) != 2:
        return None
    in_full = f"{text[: said.start()]}{said['with']} {_listed(names)}{text[said.end() :]}"
    return in_full, _ALL.match(text) is not None
