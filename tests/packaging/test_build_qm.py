"""The translations are compiled at build time, not kept in git: ``build_qm.py`` (pip's build step) and the
bundle's spec both run PySide6's lrelease on the ``.ts`` sources."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "packaging"))
import translations as tools  # noqa: E402

QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
"""The first bytes of every Qt ``.qm`` file."""


def _pyproject() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_build_runs_the_lrelease_of_the_pyside6_the_game_runs_on() -> None:
    """``[build-system] requires`` holds PySide6-Essentials (for its lrelease) at the version of the runtime
    dependency, and setuptools' build_py is the one that compiles first."""
    config = _pyproject()
    pins = [r for r in config["project"]["dependencies"] if r.startswith("PySide6-Essentials")]
    assert len(pins) == 1 and pins[0] in config["build-system"]["requires"]
    assert config["tool"]["setuptools"]["cmdclass"] == {"build_py": "build_qm.BuildPy"}


def test_the_build_step_is_setuptools_build_py_compiling_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """``build_qm.BuildPy`` compiles the translations into ``assets/i18n``, then builds as setuptools does."""
    build_py = pytest.importorskip(
        "setuptools.command.build_py"
    ).build_py  # pip's build has it, a venv may not
    monkeypatch.syspath_prepend(str(REPO))
    import build_qm

    assert issubclass(build_qm.BuildPy, build_py)
    assert build_qm.I18N == tools.I18N
    assert build_qm.translations().release.__code__.co_filename == tools.release.__code__.co_filename


def test_the_build_step_compiles_every_language_beside_its_ts(tmp_path: Path) -> None:
    for language in tools.LANGUAGES:
        shutil.copy(tools.ts_path(language), tmp_path)
    written = tools.release(tmp_path)
    assert [qm.name for qm in written] == [f"pit_desktop_{language}.qm" for language in tools.LANGUAGES]
    for qm in written:
        assert qm.parent == tmp_path and qm.read_bytes().startswith(QM_MAGIC), qm


def test_the_spec_compiles_the_translations_before_it_collects_the_assets() -> None:
    tree = ast.parse((REPO / "packaging" / "pit_desktop.spec").read_text(encoding="utf-8"))
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)]
    released = [c for c in calls if ast.unparse(c.func) == "translations.release"]
    analysis = [c for c in calls if ast.unparse(c.func) == "Analysis"]
    assert released and analysis and released[0].lineno < analysis[0].lineno


def test_no_qm_is_in_git() -> None:
    """Only the ``.ts`` are sources; a ``.qm`` in git would go stale beside the one the build makes."""
    assert "/assets/i18n/*.qm" in (REPO / ".gitignore").read_text(encoding="utf-8").splitlines()
    if shutil.which("git") is None or not (REPO / ".git").exists():
        pytest.skip("not a git checkout")
    listed = subprocess.run(
        ["git", "-C", str(REPO), "ls-files", "assets/i18n"], capture_output=True, text=True, check=True
    ).stdout.split()
    assert listed and all(name.endswith(".ts") for name in listed), listed
