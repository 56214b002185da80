"""Help → About Pit Desktop: the program's About box, any game's Help menu shows it. GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from pit_desktop import __version__


def show_about(parent: QWidget | None) -> None:
    """Show the About box."""
    about = QCoreApplication.translate(
        "HowToPlay",
        "<h3>Pit Desktop %1</h3><p>Pit, the fast and noisy commodity-trading card game, against bots.</p>"
        "<p>Corner the market, ring the bell!</p>",
    )
    QMessageBox.about(
        parent, QCoreApplication.translate("HowToPlay", "About Pit Desktop"), about.replace("%1", __version__)
    )
