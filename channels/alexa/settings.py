"""How the Alexa endpoint checks its requests."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class AlexaSettings:
    verify: bool = True  # off only by an explicit setting, for local testing with hand-made requests
    skill_id: str | None = None  # when set, requests for any other skill are refused
    trust_roots: Path | None = None  # PEM bundle of trusted roots (default: certifi's)
    cert_mirror: str | None = None  # tests only: fetch certificate chains from this base URL instead
    cert_timeout_s: float = 3.0
    invocation_name: str = "parley"
