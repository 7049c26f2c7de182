"""Plug-ins found by name among the entry points installed packages register (pure: given the entry points).

Channels (`parley.channels`) and conversation stores (`parley.stores`) are both found this way, each
layer with its own group, its own word for what it finds and its own error; the rules are the same: a
name registered twice with different factories is refused rather than one of them silently winning, and
a name nothing registers, a factory that does not load or cannot be called is refused, naming it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from importlib.metadata import EntryPoint


@dataclass(frozen=True)
class PluginKind:
    """One kind of plug-in: what it is called in messages, what its factory is called with, and the error
    that says it cannot be used."""

    noun: str  # "channel", "store"
    takes: str  # what the factory is called with: "a ChannelContext"
    error: type[ValueError]
    names: re.Pattern[str] | None = None  # the names a plug-in may be registered under; None: any

    def registered(self, found: Iterable[EntryPoint]) -> dict[str, EntryPoint]:
        """The entry points `found`, by name; a name outside `names`, or one registered twice differently, is refused."""
        registered: dict[str, EntryPoint] = {}
        for point in found:
            name = point.name
            if self.names is not None and not self.names.fullmatch(name):
                raise self.error(
                    f"a package registers a {self.noun} named {name!r} ({point.value}); a name is lower-case letters, digits, '-', '_'"
                )
            other = registered.get(name)
            if other is not None and other.value != point.value:
                raise self.error(
                    f"two installed packages register a {self.noun} named {name!r}: {other.value} and {point.value}; uninstall one"
                )
            registered[name] = point
        return registered

    def factory(self, name: str, installed: Mapping[str, EntryPoint], unknown: Callable[[str], str]) -> Callable[..., object]:
        """The loaded factory registered as `name`; a name not installed is refused with `unknown(installed
        names)`, a factory that fails to load or cannot be called with its own message."""
        point = installed.get(name)
        if point is None:
            raise self.error(unknown(", ".join(sorted(installed)) or "none"))
        try:
            factory = point.load()
        except Exception as exc:
            raise self.error(f"the {self.noun} {name!r} ({point.value}) failed to load: {type(exc).__name__}: {exc}") from exc
        if not callable(factory):
            raise self.error(f"the {self.noun} {name!r} ({point.value}) is not a factory: it cannot be called with {self.takes}")
        return factory  # type: ignore[no-any-return]
