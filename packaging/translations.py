"""Keep the translations in step with the code: ``python packaging/translations.py``.

1. ``pyside6-lupdate`` reads every module of ``pit_desktop`` and updates
   ``assets/i18n/pit_desktop_<lang>.ts`` (new texts come in unfinished; texts gone from the code are dropped).
   English keeps only its plural forms.
2. A translator fills the unfinished entries (Qt Linguist: ``pyside6-linguist assets/i18n/<file>.ts``).
   When texts move to another class (their lupdate context changes), ``--carry`` instead keeps their
   translations: each new unfinished entry takes the translation of the same English text (and plural
   kind) found elsewhere in the catalogue or among the entries just gone.
3. ``python packaging/translations.py --release`` compiles every ``.ts`` to the ``.qm`` beside it with
   PySide6's ``lrelease``. Only the ``.ts`` are in the repository: the build compiles the ``.qm`` the same
   way (:func:`release`), ``pip install`` by the build hook of ``build_qm.py`` and the bundle by
   ``pit_desktop.spec``. ``tests/ui/test_ui_translations.py`` fails when a ``.qm`` is missing or older
   than its ``.ts``, or a ``.ts`` is missing a text of the code or has one unfinished.
"""

from __future__ import annotations

import argparse
import copy
import importlib.util
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
I18N = REPO / "assets" / "i18n"
LANGUAGES = ("en", "es", "pt_BR", "fr", "it", "hr")
"""As :data:`pit_desktop.core.resources.TRANSLATIONS` (this script runs without the package installed)."""


def tool(name: str) -> str:
    """The path of a Qt tool (``pyside6-lupdate``) beside this Python, else on ``PATH``."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def lrelease() -> str:
    """The path of PySide6's ``lrelease``, found without importing Qt (where its ``pyside6-lrelease``
    script finds it: beside the ``PySide6`` package's modules), else ``pyside6-lrelease`` as :func:`tool`
    finds it. The build hook runs this in pip's build environment, where no script is beside Python."""
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        for name in ("lrelease.exe", "lrelease") if sys.platform == "win32" else ("lrelease",):
            binary = Path(folder) / name
            if binary.is_file():
                return str(binary)
    return tool("pyside6-lrelease")


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


def carry_translations(ts: Path) -> int:
    """Fill each unfinished entry of ``ts`` with the translation of an entry of the same English text and
    plural kind in another context, finished or just gone (obsolete, vanished): what lupdate leaves when a
    text's class is renamed or moved. The file is rewritten; lupdate then puts it back in its own layout.

    Returns:
        How many entries were filled.
    """
    tree = ET.parse(ts)
    known: dict[tuple[str | None, str | None], ET.Element] = {}
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        done = translation is not None and translation.get("type") in (None, "obsolete", "vanished")
        if done and (translation.text or len(translation)):
            known.setdefault((message.findtext("source"), message.get("numerus")), translation)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        found = known.get((message.findtext("source"), message.get("numerus")))
        if translation is None or translation.get("type") != "unfinished" or found is None:
            continue
        carried = copy.deepcopy(found)
        carried.attrib.pop("type", None)
        message[list(message).index(translation)] = carried
        filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def lrelease_command(ts: Path, qm: Path) -> list[str]:
    """The lrelease call that compiles ``ts`` to ``qm``."""
    return [lrelease(), "-silent", str(ts), "-qm", str(qm)]


def qm_path(language: str, folder: Path = I18N) -> Path:
    """Where the compiled translation of ``language`` goes: beside its ``.ts``, where
    ``pit_desktop.core.resources.translation_path`` looks (in a checkout, an editable install and, copied as
    package data, a wheel)."""
    return folder / f"pit_desktop_{language}.qm"


def release(folder: Path = I18N) -> list[Path]:
    """Compile every language's ``.ts`` in ``folder`` to the ``.qm`` beside it.

    Returns:
        The ``.qm`` written, one per language of :data:`LANGUAGES`.

    Raises:
        subprocess.CalledProcessError: lrelease failed (its output says why).
    """
    written = []
    for language in LANGUAGES:
        qm = qm_path(language, folder)
        subprocess.run(lrelease_command(ts_path(language, folder), qm), check=True)
        written.append(qm)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="compile every .ts to .qm instead")
    parser.add_argument(
        "--carry", action="store_true", help="update, keeping the translations of texts whose class moved"
    )
    args = parser.parse_args(argv)
    if args.release:
        release()
        return 0
    for language in LANGUAGES:
        ts = ts_path(language)
        if args.carry:
            keep_gone = [part for part in lupdate_command(language, ts) if part != "-no-obsolete"]
            subprocess.run(keep_gone, check=True)
            print(f"{ts.name}: {carry_translations(ts)} translation(s) carried to a new context")
        subprocess.run(lupdate_command(language, ts), check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
