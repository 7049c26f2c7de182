"""Dependencies point inward: core imports no channel or storage; channels never import storage.
Relative imports count too: they are resolved against the package of the module that makes them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = {"core": "parley.core", "channels": "parley.channels", "storage": "parley.storage", "app": "parley.app"}
FORBIDDEN = {
    "core": ("parley.channels", "parley.storage", "parley.app", "aiohttp", "pymongo"),
    "channels": ("parley.storage", "parley.app", "pymongo"),
    "storage": ("parley.channels", "parley.app"),
}


class ImportOutsideTheTree(ValueError):
    """A relative import that climbs above the top-level package."""


def module_name(path: Path) -> str:
    """The import name of a source file under one of the product folders: core/query/bot.py is parley.core.query.bot."""
    relative = path.resolve().relative_to(ROOT)
    folder, *rest = relative.with_suffix("").parts
    parts = [*PACKAGES[folder].split("."), *rest]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_of(path: Path) -> str:
    """The package a module's relative imports start from (a package's __init__ is its own package)."""
    name = module_name(path)
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def imported_names(source: str, package: str) -> set[str]:
    """Every module an import statement may bring in, relative ones resolved against `package`.
    `from a import b` names both `a` and `a.b` (b may be a submodule)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = resolve(node.module, node.level, package)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names if alias.name != "*")
    return names


def resolve(module: str | None, level: int, package: str) -> str:
    """The absolute name of `from <level dots><module> import ...` written in `package`."""
    if level == 0:
        assert module is not None
        return module
    parts = package.split(".")
    if level > len(parts):
        raise ImportOutsideTheTree(f"{'.' * level}{module or ''} climbs above {package!r}")
    base = parts[: len(parts) - level + 1]
    return ".".join([*base, module] if module else base)


def is_within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


@pytest.mark.parametrize("folder", sorted(FORBIDDEN))
def test_layering(folder: str) -> None:
    offenders = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in sorted((ROOT / folder).rglob("*.py"))
        for name in sorted(imported_names(path.read_text(encoding="utf-8"), package_of(path)))
        if any(is_within(name, prefix) for prefix in FORBIDDEN[folder])
    ]
    assert offenders == []


# --- the resolver itself ------------------------------------------------------------------------------
def test_module_and_package_names_follow_the_package_map() -> None:
    assert module_name(ROOT / "core" / "query" / "bot.py") == "parley.core.query.bot"
    assert package_of(ROOT / "core" / "query" / "bot.py") == "parley.core.query"
    assert package_of(ROOT / "core" / "query" / "__init__.py") == "parley.core.query"
    assert package_of(ROOT / "channels" / "app.py") == "parley.channels"
    assert package_of(ROOT / "storage" / "__init__.py") == "parley.storage"


@pytest.mark.parametrize(
    ("source", "package", "expected"),
    [
        ("import pymongo.errors", "parley.core", {"pymongo.errors"}),
        ("from aiohttp import web", "parley.core", {"aiohttp", "aiohttp.web"}),
        ("from ..storage import mongo", "parley.core.query", {"parley.core.storage", "parley.core.storage.mongo"}),
        ("from ..storage import mongo", "parley.core", {"parley.storage", "parley.storage.mongo"}),
        ("from ...storage.mongo import X", "parley.core.query", {"parley.storage.mongo", "parley.storage.mongo.X"}),
        ("from . import model", "parley.core", {"parley.core", "parley.core.model"}),
        ("from .. import storage", "parley.core", {"parley", "parley.storage"}),
        ("from .turn import *", "parley.core", {"parley.core.turn"}),
    ],
)
def test_relative_imports_resolve_against_the_package(source: str, package: str, expected: set[str]) -> None:
    assert imported_names(source, package) == expected


def test_a_relative_import_above_the_top_level_package_is_an_error() -> None:
    with pytest.raises(ImportOutsideTheTree):
        imported_names("from ... import x", "parley.core")


def test_a_relative_import_of_a_forbidden_layer_is_caught() -> None:
    names = imported_names("from ..storage.mongo import MongoConnection", package_of(ROOT / "core" / "engine.py"))
    assert any(is_within(name, "parley.storage") for name in names)
    assert not is_within("parley.application", "parley.app")
