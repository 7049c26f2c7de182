"""Which bot to run: the bundled demo, or a model file plus its Python handlers."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path

import yaml

from parley.core.bot import Bot
from parley.core.demo import build_demo_bot
from parley.core.model import ModelError, load_model


def _load_handlers(spec: str, base: Path) -> object:
    """A handlers module by dotted name, or by file path (relative to the model file)."""
    if spec.endswith(".py"):
        path = Path(spec)
        if not path.is_absolute():
            path = base / path
        if not path.exists():
            raise ModelError(f"handlers file {path} does not exist")
        name = f"parley_handlers_{abs(hash(str(path)))}"
        module_spec = importlib.util.spec_from_file_location(name, path)
        assert module_spec is not None and module_spec.loader is not None
        module = importlib.util.module_from_spec(module_spec)
        sys.modules[name] = module
        module_spec.loader.exec_module(module)
        return module
    try:
        return importlib.import_module(spec)
    except ImportError as exc:
        raise ModelError(f"cannot import handlers module {spec!r}: {exc}") from exc


def load_bot(model_path: Path | None, handlers: str | None = None) -> Bot:
    """The demo bot when no model is given; otherwise the model with handlers from `handlers`
    or from the model's own `handlers:` key. A handlers module defines `register(bot)`."""
    if model_path is None:
        return build_demo_bot()
    model = load_model(model_path)
    bot = Bot(model)
    if handlers is None:
        raw = yaml.safe_load(model_path.read_text(encoding="utf-8"))
        handlers = raw.get("handlers") if isinstance(raw, dict) else None
    if handlers:
        module = _load_handlers(str(handlers), model_path.parent)
        register = getattr(module, "register", None)
        if not callable(register):
            raise ModelError(f"handlers module {handlers!r} has no register(bot) function")
        register(bot)
    bot.check()
    return bot
