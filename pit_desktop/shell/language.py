"""The player's language: which ones the game speaks, the system's choice, and switching at run time.

The game's own words come from ``i18n/pit_desktop_<lang>.qm`` (see
:data:`~pit_desktop.core.resources.TRANSLATIONS`); Qt's own (standard buttons, the file dialog) from Qt's
``qtbase_<lang>.qm``. Installing a translator makes Qt send every widget a ``LanguageChange`` event, on which
each retranslates itself. GUI thread only.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from pit_desktop.core import resources

log = logging.getLogger(__name__)

ENGLISH = "en"
"""The language of the source texts, and the fallback."""

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
    "fr": "Français",
    "it": "Italiano",
    "hr": "Hrvatski",
}
"""Each language the game speaks (the keys of :data:`~pit_desktop.core.resources.TRANSLATIONS`), named in
itself: the Language menu shows these untranslated, so a player lost in a foreign language finds their own."""


def system_language(ui_languages: Sequence[str] | None = None) -> str:
    """The first of the system's preferred languages that the game speaks, else English.

    Args:
        ui_languages: BCP 47 names, most preferred first (``"pt-BR"``, ``"fr-CA"``, ``"hr"``); the system's
            (``QLocale.system().uiLanguages()``) when ``None``.

    Returns:
        A key of :data:`LANGUAGE_NAMES`; any Portuguese is Brazilian Portuguese (the only one spoken).
    """
    names = QLocale.system().uiLanguages() if ui_languages is None else ui_languages
    for name in names:
        tag = name.replace("-", "_")
        if tag in LANGUAGE_NAMES:
            return tag
        base = tag.split("_", 1)[0].lower()
        if base == "pt":
            return "pt_BR"
        if base in LANGUAGE_NAMES:
            return base
    return ENGLISH


_installed: list[QTranslator] = []
"""The translators installed now (Qt's and the game's): translators are the application's, so this is too."""

_current = [ENGLISH]

_told_unbuilt = [False]
"""Whether the missing catalogues were told (once a process: every language is missing then)."""


def _tell_unbuilt(err: resources.AssetMissingError) -> None:
    """Say once that the catalogues are not there: the game was not built (a bare checkout, not installed),
    since the build compiles them; later fallbacks say it only at debug level."""
    if _told_unbuilt[0]:
        log.debug("%s: speaking English", err)
        return
    _told_unbuilt[0] = True
    log.warning(
        "the translations are not built (%s): speaking English; pip install . (or, in a checkout, "
        "python packaging/translations.py --release) builds them",
        err,
    )


def current_language() -> str:
    """The language spoken now (a key of :data:`LANGUAGE_NAMES`)."""
    return _current[0]


def use_language(language: str) -> bool:
    """Speak ``language`` from now on: the old translators go, the new ones come, and Qt sends every widget
    a ``LanguageChange`` event. An unknown language, or a missing or unreadable file, falls back to English
    with a warning (the missing catalogues of an unbuilt checkout are told once). Needs the application.

    Returns:
        Whether ``language`` is now spoken (``False`` after a fallback).
    """
    app = QCoreApplication.instance()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    _current[0] = ENGLISH
    if language not in LANGUAGE_NAMES:
        log.warning("no such language %r: speaking English", language)
        use_language(ENGLISH)
        return False
    own = QTranslator(app)
    try:
        path = resources.translation_path(language)
    except resources.AssetMissingError as err:
        _tell_unbuilt(err)
        loaded = False
    else:
        loaded = own.load(str(path))
        if not loaded:
            log.warning("%s cannot be read: speaking English", path)
    if not loaded:
        if language != ENGLISH:
            use_language(ENGLISH)
            return False
        return True  # English reads its source texts; only its plural forms are missing
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if language != ENGLISH and qt.load(f"qtbase_{language}", qt_dir):
        _installed.append(qt)
    _installed.append(own)
    for translator in _installed:
        QCoreApplication.installTranslator(translator)
    _current[0] = language
    return True
