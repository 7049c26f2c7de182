"""Which bot to run: the bundled demo, or a model file plus its Python handlers."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from parley.core.bot import Bot
from parley.core.demo import build_demo_bot
from parley.core.model import ModelError, load_model


class HandlersError(ModelError):
    """A handlers module that cannot be loaded or whose register(bot) fails, in one line naming the module."""


def _failure(exc: BaseException) -> str:
    """An exception as one line: its type (unless it is our own error) and its message."""
    message = " ".join(str(exc).split())
    if isinstance(exc, ModelError):
        return message
    return f"{type(exc).__name__}: {message}" if message else type(exc).__name__


def _load_handlers(spec: str, base: Path) -> ModuleType:
    """A handlers module by dotted name, or by file path (relative to the model file)."""
    if spec.endswith(".py"):
        path = Path(spec)
        if not path.is_absolute():
            path = base / path
        if not path.exists():
            raise HandlersError(f"handlers file {path} does not exist")
        name = f"parley_handlers_{abs(hash(str(path)))}"
        module_spec = importlib.util.spec_from_file_location(name, path)
        if module_spec is None or module_spec.loader is None:
            raise HandlersError(f"handlers file {path} cannot be loaded as a Python module")
        module = importlib.util.module_from_spec(module_spec)
        sys.modules[name] = module
        try:
            module_spec.loader.exec_module(module)
        except Exception as exc:  # a syntax error, a failing import, ...: the author's code, reported in one line
            del sys.modules[name]
            raise HandlersError(f"handlers file {path} failed to load: {_failure(exc)}") from exc
        return module
    try:
        return importlib.import_module(spec)
    except ImportError as exc:
        raise HandlersError(f"cannot import handlers module {spec!r}: {exc}") from exc
    except Exception as exc:
        raise HandlersError(f"handlers module {spec!r} failed to load: {_failure(exc)}") from exc


def load_bot(model_path: Path | None, handlers: str | None = None) -> Bot:
    """The demo bot when no model is given; otherwise the model with handlers from `handlers`
    or from the model's own `handlers:` key. A handlers module defines `register(bot)`."""
    if model_path is None:
        return build_demo_bot()
    model = load_model(model_path)
    bot = Bot(model)
    spec = handlers or model.handlers
    if spec:
        module = _load_handlers(spec, model_path.parent)
        register = getattr(module, "register", None)
        if not callable(register):
            raise HandlersError(f"handlers module {spec!r} has no register(bot) function")
        try:
            register(bot)
        except Exception as exc:  # the author's code: one line naming the module, no traceback
            raise HandlersError(f"handlers module {spec!r}: register(bot) failed: {_failure(exc)}") from exc
    bot.check()
    return bot
