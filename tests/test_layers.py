"""Dependencies point inward: core imports no channel or storage; channels never import storage."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = {
    "core": ("parley.channels", "parley.storage", "parley.app", "aiohttp", "pymongo"),
    "channels": ("parley.storage", "parley.app", "pymongo"),
    "storage": ("parley.channels", "parley.app"),
}


def imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("folder", sorted(FORBIDDEN))
def test_layering(folder: str) -> None:
    offenders = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in sorted((ROOT / folder).rglob("*.py"))
        for name in imports(path)
        if name.startswith(FORBIDDEN[folder])
    ]
    assert offenders == []
