"""Keep the translations in step with the code: ``python packaging/translations.py``.

1. ``pyside6-lupdate`` reads every module of ``pit_desktop`` and updates
   ``assets/i18n/pit_desktop_<lang>.ts`` (new texts come in unfinished; texts gone from the code are dropped).
   English keeps only its plural forms.
2. A translator fills the unfinished entries (Qt Linguist: ``pyside6-linguist assets/i18n/<file>.ts``).
3. ``python packaging/translations.py --release`` compiles every ``.ts`` to the ``.qm`` beside it with
   ``pyside6-lrelease``; the ``.qm`` are committed, so that a checkout, ``pip install .`` and the bundle all
   ship them without Qt's tools at build time. ``tests/ui/test_ui_translations.py`` fails when a ``.qm`` is
   older than its ``.ts``, or a ``.ts`` is missing a text of the code or has one unfinished.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
I18N = REPO / "assets" / "i18n"
LANGUAGES = ("en", "es", "pt_BR", "fr", "it", "hr")
"""As :data:`pit_desktop.resources.TRANSLATIONS` (this script runs without the package installed)."""


def tool(name: str) -> str:
    """The path of a Qt tool (``pyside6-lupdate``) beside this Python, else on ``PATH``."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def sources(repo: Path = REPO) -> list[str]:
    """Every Python module of the game, sorted: where lupdate looks for texts."""
    return sorted(str(p) for p in (repo / "pit_desktop").rglob("*.py"))


def ts_path(language: str, folder: Path = I18N) -> Path:
    """Where the translation source of ``language`` lives."""
    return folder / f"pit_desktop_{language}.ts"


def lupdate_command(language: str, ts: Path, repo: Path = REPO) -> list[str]:
    """The lupdate call that brings ``ts`` in step with the code (no line numbers: small diffs)."""
    extra = ["-pluralonly"] if language == "en" else []
    return [
        tool("pyside6-lupdate"),
        "-locations",
        "none",
        "-no-obsolete",
        "-source-language",
        "en",
        "-target-language",
        language,
        *extra,
        *sources(repo),
        "-ts",
        str(ts),
    ]


def lrelease_command(ts: Path, qm: Path) -> list[str]:
    """The lrelease call that compiles ``ts`` to ``qm``."""
    return [tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="compile every .ts to .qm instead")
    args = parser.parse_args(argv)
    for language in LANGUAGES:
        ts = ts_path(language)
        command = (
            lrelease_command(ts, ts.with_suffix(".qm")) if args.release else lupdate_command(language, ts)
        )
        subprocess.run(command, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
