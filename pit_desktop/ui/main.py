"""Start the game window: ``pit-desktop`` with no arguments."""

from __future__ import annotations

import contextlib
import sys

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from pit_desktop import resources
from pit_desktop.persistence.prefs import APPLICATION, DOMAIN, ORGANISATION


def name_application() -> None:
    """Set the organisation, domain and application names (``QSettings`` needs them first)."""
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setOrganizationDomain(DOMAIN)
    QCoreApplication.setApplicationName(APPLICATION)


def make_application(argv: list[str]) -> QApplication:
    """The ``QApplication`` (or the existing one), named, themed and with its icon."""
    from pit_desktop.ui.theme import apply_theme

    name_application()
    app = QApplication.instance() or QApplication(argv)
    assert isinstance(app, QApplication)
    apply_theme(app)
    with contextlib.suppress(resources.AssetMissingError):
        app.setWindowIcon(QIcon(str(resources.icon_path("png"))))
    return app


def run_gui(argv: list[str]) -> int:
    """Open the game window and run until it closes.

    Args:
        argv: the process arguments for ``QApplication`` (``sys.argv[:1]`` usually).

    Returns:
        The process exit code.
    """
    app = make_application(argv)
    from pit_desktop.ui.sound import make_sound_service
    from pit_desktop.ui.window import MainWindow

    sound = make_sound_service(app)
    window = MainWindow(sound=sound)
    app.aboutToQuit.connect(window.controller.shutdown)
    window.show()
    QTimer.singleShot(0, window.new_game_dialog)
    return app.exec()


if __name__ == "__main__":
    sys.exit(run_gui(sys.argv))
