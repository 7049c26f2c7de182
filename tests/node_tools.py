"""Runs tests/js/validate.mjs: Microsoft's own npm packages judge Parley's cards and manifests."""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path
from typing import Any

JS = Path(__file__).parent / "js"


def node_check(kind: str, payload: Any) -> Any:
    if not (JS / "node_modules" / "adaptivecards").is_dir():
        raise RuntimeError("tests/js/node_modules is missing: run ./dev test (it runs npm ci in tests/js)")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(payload, handle)
    try:
        done = subprocess.run(["node", str(JS / "validate.mjs"), kind, handle.name], capture_output=True, text=True, timeout=120)
    finally:
        Path(handle.name).unlink()
    if done.returncode != 0:
        raise RuntimeError(f"validate.mjs failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])
