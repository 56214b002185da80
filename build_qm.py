"""The build step that compiles the translations, run by ``pip install .`` and ``pip install -e .``.

Only the ``.ts`` sources of ``assets/i18n`` are in the repository. This ``build_py`` (declared in
``pyproject.toml`` under ``[tool.setuptools.cmdclass]``) first has PySide6's ``lrelease`` compile each one to
the ``.qm`` beside it (``packaging/translations.py``'s :func:`release`), then builds as setuptools does: a
wheel copies the ``.qm`` as package data of ``pit_desktop.assets.i18n``, and an editable install reads them
where they were written, in the source tree's ``assets/i18n``. Either way
``pit_desktop.core.resources.translation_path`` finds them. The ``lrelease`` is that of the
``PySide6-Essentials`` in ``[build-system] requires``, pinned to the game's own, so the build needs no Qt
tool installed beforehand.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
I18N = ROOT / "assets" / "i18n"


def translations() -> ModuleType:
    """``packaging/translations.py``, loaded by its path: ``packaging`` is also the name of a package that
    setuptools itself imports, so it cannot be imported by name."""
    spec = importlib.util.spec_from_file_location(
        "pit_desktop_translations", ROOT / "packaging" / "translations.py"
    )
    if spec is None or spec.loader is None:  # pragma: no cover - the file is part of the source tree
        raise ModuleNotFoundError("packaging/translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildPy(build_py):
    """setuptools' ``build_py``, compiling the translations first."""

    def run(self) -> None:
        written = translations().release(I18N)
        self.announce(f"compiled {len(written)} translations into {I18N}", level=2)
        self.__dict__.pop("data_files", None)  # listed afresh, so that a wheel gets the .qm just written
        super().run()
