"""`./dev`'s install steps, run as on a fresh machine: a PATH on which the programs are missing and an `apt-get`
that only records what it was asked to do (and, when asked to install, drops a stand-in program in place)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FAKE_APT_GET = """#!/bin/sh
echo "$*" >> "$APT_LOG"
if [ "$1" = install ] && [ -z "$APT_INSTALLS_NOTHING" ]; then
  for package in "$@"; do
    case "$package" in -*|install) ;; *) printf '#!/bin/sh\\n' > "$FAKE_BIN/$package"; chmod +x "$FAKE_BIN/$package" ;; esac
  done
fi
"""


def fake_machine(tmp_path: Path, uid: int, present: tuple[str, ...] = ()) -> tuple[dict[str, str], Path]:
    """An environment whose PATH holds only what `./dev` needs besides the programs under test, an `id` that
    says `uid`, the recording apt-get, and stand-ins for the programs in `present`."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("dirname", "touch", "cat", "chmod"):
        found = shutil.which(tool)
        assert found, tool
        os.symlink(found, bin_dir / tool)
    (bin_dir / "id").write_text(f"#!/bin/sh\necho {uid}\n")
    (bin_dir / "apt-get").write_text(FAKE_APT_GET)
    for program in present:
        (bin_dir / program).write_text("#!/bin/sh\n")
    for script in bin_dir.iterdir():
        if not script.is_symlink():
            script.chmod(0o755)
    log = tmp_path / "apt.log"
    env = {"PATH": str(bin_dir), "APT_LOG": str(log), "FAKE_BIN": str(bin_dir), "HOME": str(tmp_path)}
    return env, log


def run_install_step(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    bash = shutil.which("bash") or "/bin/bash"
    return subprocess.run([bash, str(ROOT / "dev"), "system-packages"], env=env, capture_output=True, text=True, timeout=60, check=False)


def recorded(log: Path) -> list[str]:
    return log.read_text().splitlines() if log.exists() else []


def test_missing_chromium_and_redis_are_installed_from_debian(tmp_path: Path) -> None:
    env, log = fake_machine(tmp_path, uid=0)
    result = run_install_step(env)
    assert result.returncode == 0, result.stderr
    calls = recorded(log)
    assert "install -y -qq chromium" in calls, calls
    assert "install -y -qq redis-server" in calls, calls
    assert calls.count("update -qq") == 2
    assert "installing chromium for the browser tests" in result.stdout


def test_programs_already_there_are_not_installed_again(tmp_path: Path) -> None:
    env, log = fake_machine(tmp_path, uid=0, present=("chromium", "redis-server"))
    result = run_install_step(env)
    assert result.returncode == 0, result.stderr
    assert recorded(log) == []


def test_an_install_that_provides_no_program_fails(tmp_path: Path) -> None:
    env, log = fake_machine(tmp_path, uid=0)
    result = run_install_step({**env, "APT_INSTALLS_NOTHING": "1"})
    assert result.returncode == 1
    assert "install -y -qq chromium" in recorded(log)
    assert "did not provide 'chromium'" in result.stderr


def test_without_root_it_says_what_to_install(tmp_path: Path) -> None:
    env, log = fake_machine(tmp_path, uid=1000)
    result = run_install_step(env)
    assert result.returncode == 1
    assert recorded(log) == []
    assert "install the 'chromium' package" in result.stderr
