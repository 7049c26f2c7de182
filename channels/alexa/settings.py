"""How the Alexa endpoint checks its requests, and whether it is on at all."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

NOT_CONFIGURED_HINT = (
    "set PARLEY_ALEXA_SKILL_ID to the skill's id to turn it on "
    "(or PARLEY_ALEXA_ANY_SKILL=1 to answer any skill's verified requests, "
    "or PARLEY_ALEXA_VERIFY=0 for local testing with hand-made requests)"
)


@dataclass(frozen=True)
class AlexaSettings:
    verify: bool = True  # off only by an explicit setting, for local testing with hand-made requests
    skill_id: str | None = None  # the skill whose requests are answered; requests for any other are refused
    any_skill: bool = False  # answer verified requests for any skill (an explicit choice: no skill id needed)
    trust_roots: Path | None = None  # PEM bundle of trusted roots (default: certifi's)
    cert_mirror: str | None = None  # tests only: fetch certificate chains from this base URL instead
    cert_timeout_s: float = 3.0
    invocation_name: str = "parley"

    def __post_init__(self) -> None:
        if self.skill_id and self.any_skill:
            raise ValueError("PARLEY_ALEXA_SKILL_ID and PARLEY_ALEXA_ANY_SKILL=1 contradict each other: set one of them")

    @property
    def enabled(self) -> bool:
        """Whether /api/alexa takes requests: for one skill, for any skill on purpose, or unverified on purpose."""
        return bool(self.skill_id) or self.any_skill or not self.verify

    def describe(self) -> str:
        """How the Alexa endpoint is configured, for the start-up log."""
        if not self.verify:
            return "request verification OFF (PARLEY_ALEXA_VERIFY=0: local testing only)"
        if self.skill_id:
            return f"requests verified, for skill {self.skill_id} only"
        if self.any_skill:
            return "requests verified, for any skill (PARLEY_ALEXA_ANY_SKILL=1; set PARLEY_ALEXA_SKILL_ID to answer one skill only)"
        return f"off (answers 503): {NOT_CONFIGURED_HINT}"
