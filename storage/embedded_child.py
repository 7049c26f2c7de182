"""Runs inside the embedded database's own process: it ends when the process that started it ends, then
runs SecantusDB.

A `parley serve` killed with SIGKILL gets no chance to stop its database; without this, the database
would live on, orphaned, holding the data directory's lock, and the next `parley serve` there would fail.
On Linux the kernel sends SIGTERM when the parent dies (PR_SET_PDEATHSIG); everywhere, a thread watches
the parent's pid and sends the same SIGTERM when it changes. SecantusDB stops cleanly on SIGTERM.

Kept free of heavy imports: it is the first thing the child runs.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
import time

_PR_SET_PDEATHSIG = 1


def die_with_parent(parent: int) -> None:
    """Get SIGTERM when `parent` ends; exit at once when it already has."""
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
        except (OSError, AttributeError):
            pass  # the watching thread below still covers it
    if os.getppid() != parent:  # the parent ended before the kernel was told to watch it
        sys.exit(f"the process that started this database ({parent}) has ended")
    threading.Thread(target=_watch_parent, args=(parent,), name="watch-parent", daemon=True).start()


def _watch_parent(parent: int, interval_s: float = 0.5) -> None:
    while os.getppid() == parent:
        time.sleep(interval_s)
    print(f"the process that started this database ({parent}) has ended; stopping", file=sys.stderr, flush=True)
    os.kill(os.getpid(), signal.SIGTERM)


def main(parent: int) -> None:
    """The child's program: the guard above, then SecantusDB with this process's arguments."""
    die_with_parent(parent)
    from secantus.cli import main as secantus_main

    sys.argv[0] = "secantusd"
    sys.exit(secantus_main())
