"""The look: Fusion with an explicit palette and style sheet, so the table looks the same on every desktop,
light or dark. GUI thread only."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from pit_desktop import resources

STYLE_SHEET = """
QMainWindow, QWidget#central { background: #3b2a1c; }
QFrame#side { background: #2a1e14; border-left: 2px solid #5a3a1e; }
QLabel { color: #f5ecd6; }
QLabel:disabled { color: #8c7a60; }
QLabel#sideTitle { color: #ffd77a; font-weight: bold; font-size: 15px; margin-top: 6px; }
QLabel#hint { color: #cdbf9e; }
QLabel#you { color: #ffd77a; font-weight: bold; }
QLabel#gain { color: #8ff0a4; font-weight: bold; }
QLabel#loss { color: #ff9b8a; font-weight: bold; }
QListWidget#ticker { background: #1f160f; color: #f0e6cc; border: 1px solid #5a3a1e; border-radius: 6px; }
QFrame#seat { background: rgba(20, 45, 28, 215); border: 2px solid #c9a45c; border-radius: 14px; }
QFrame#seat[active="true"] { border-color: #ffd54a; background: rgba(60, 80, 30, 230); }
QLabel#seatName { font-weight: bold; font-size: 16px; color: #fff3d0; }
QLabel#seatBadge { color: #ffd77a; font-size: 12px; }
QLabel#seatScore { color: #ffe9a8; font-weight: bold; font-size: 14px; }
QLabel#seatInfo { color: #d9ceb0; font-size: 13px; }
QFrame#floor { background: rgba(10, 40, 20, 150); border: 2px solid rgba(255, 230, 160, 90);
               border-radius: 18px; }
QLabel#banner { font-size: 24px; font-weight: bold; color: #ffe9a8; }
QFrame#result { background: #21180f; border: 3px solid #d9b45a; border-radius: 18px; }
QLabel#resultTitle { font-size: 26px; font-weight: bold; color: #ffd54a; }
QLabel#resultDetail { font-size: 15px; color: #f5ecd6; }
QFrame#paused { background: rgba(20, 14, 8, 242); border: 3px solid #d9b45a; border-radius: 18px; }
QLabel#pausedTitle { font-size: 28px; font-weight: bold; color: #ffd54a; padding: 12px; }
QLabel#status { padding: 6px 12px; border-radius: 8px; font-size: 15px;
                background: rgba(0, 0, 0, 90); color: #f5ecd6; }
QLabel#holding { padding: 4px 10px; border: 2px solid #ffb74a; border-radius: 8px; font-size: 13px;
                 background: #2a1e14; color: #ffe3b0; font-weight: bold; }
QLabel#status[error="true"] { background: #8e2a1d; color: #fff2ee; font-weight: bold; }
QPushButton { background: #6b4b2a; color: #fff4dc; border: 1px solid #c9a45c; border-radius: 8px;
              padding: 7px 14px; font-size: 14px; }
QPushButton:hover { background: #80603a; }
QPushButton:pressed { background: #4f3520; }
QPushButton:focus { border: 3px solid #6fd3ff; padding: 5px 12px; }
QComboBox:focus, QSpinBox:focus { border: 2px solid #6fd3ff; }
QPushButton:disabled { background: #4a3a2c; color: #9c8d78; border-color: #6d5a40; }
QPushButton#primary { background: #c9962e; color: #2a1a08; font-weight: bold; border-color: #ffe39a; }
QPushButton#primary:hover { background: #ddb04a; }
QPushButton#primary:focus { border: 3px solid #6fd3ff; padding: 5px 12px; }
QDialog, QMessageBox { background: #2f2419; }
QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }
QGroupBox { color: #ffd77a; border: 1px solid #6d5a40; border-radius: 8px; margin-top: 12px; padding: 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; }
QCheckBox, QRadioButton, QToolButton { color: #f5ecd6; spacing: 8px; }
QCheckBox:disabled, QRadioButton:disabled, QToolButton:disabled { color: #8c7a60; }
QCheckBox::indicator { width: 16px; height: 16px; border: 2px solid #c9a45c; border-radius: 4px;
                       background: #fff8e1; }
QCheckBox::indicator:hover { border-color: #ffd54a; }
QCheckBox::indicator:checked { background: #2f8a4f; border-color: #ffe39a; image: url(__TICK__); }
QCheckBox::indicator:disabled { background: #6d5a40; border-color: #8c7a60; }
QCheckBox::indicator:checked:disabled { background: #5a6a4a; }
QComboBox, QSpinBox { background: #fff8e1; color: #2a1e14; border: 1px solid #c9a45c; border-radius: 6px;
                      padding: 3px 8px; min-height: 20px; }
QComboBox:disabled, QSpinBox:disabled { background: #6d5a40; color: #b5a58a; border-color: #8c7a60; }
QComboBox::drop-down { border: none; width: 22px; }
QComboBox::down-arrow { image: url(__ARROW__); width: 12px; height: 8px; }
QComboBox QAbstractItemView { background: #fff8e1; color: #2a1e14; border: 1px solid #c9a45c;
                              selection-background-color: #c9962e; selection-color: #1c1208;
                              outline: 0; }
QComboBox QAbstractItemView::item { min-height: 24px; padding: 0 6px; }
QSpinBox::up-button, QSpinBox::down-button { width: 18px; border: none; }
QSpinBox::up-arrow { image: url(__UP__); width: 10px; height: 7px; }
QSpinBox::down-arrow { image: url(__ARROW__); width: 10px; height: 7px; }
QToolButton { border: none; font-weight: bold; }
QMenuBar { background: #2a1e14; color: #f5ecd6; }
QMenuBar::item:selected { background: #5a3a1e; }
QMenu { background: #2f2419; color: #f5ecd6; border: 1px solid #6d5a40; }
QMenu::item:selected { background: #6b4b2a; }
QMenu::item:disabled { color: #8c7a60; }
QToolTip { background: #fff8e1; color: #2a1e14; border: 1px solid #c9a45c; }
"""


def palette() -> QPalette:
    """A warm dark palette (wood and felt) used whatever the desktop's colour scheme."""
    p = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#3b2a1c",
        QPalette.ColorRole.WindowText: "#f5ecd6",
        QPalette.ColorRole.Base: "#f5ecd6",
        QPalette.ColorRole.AlternateBase: "#e9dcc0",
        QPalette.ColorRole.Text: "#2a1e14",
        QPalette.ColorRole.Button: "#6b4b2a",
        QPalette.ColorRole.ButtonText: "#fff4dc",
        QPalette.ColorRole.Highlight: "#c9962e",
        QPalette.ColorRole.HighlightedText: "#1c1208",
        QPalette.ColorRole.ToolTipBase: "#fff8e1",
        QPalette.ColorRole.ToolTipText: "#2a1e14",
        QPalette.ColorRole.PlaceholderText: "#8c7a60",
        QPalette.ColorRole.Link: "#ffd77a",
    }
    for role, colour in colours.items():
        p.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8c7a60"))
    return p


GLYPHS: dict[str, str] = dict(zip(("__TICK__", "__ARROW__", "__UP__"), resources.GLYPH_FILES, strict=True))
"""The small SVG glyphs the style sheet draws (the tick of a checked box, combo and spin arrows): file names
under the assets' ``icons/``, keyed by their placeholder in :data:`STYLE_SHEET`."""


def style_sheet() -> str:
    """:data:`STYLE_SHEET` with its glyph placeholders pointing at the glyph files shipped with the game. A
    glyph that is missing is left out (Fusion draws its own)."""
    sheet = STYLE_SHEET
    for key, name in GLYPHS.items():
        try:
            url = f'"{resources.asset_path("icons", name).as_posix()}"'
        except resources.AssetMissingError:
            url = ""
        sheet = sheet.replace(f"url({key})", f"url({url})" if url else "none")
    return sheet


def apply_theme(app: QApplication, keep_style: bool = False) -> None:
    """Fusion style (unless ``keep_style``: the player chose one with ``-style``), the palette and the
    style sheet."""
    if not keep_style:
        app.setStyle("Fusion")
    app.setPalette(palette())
    app.setStyleSheet(style_sheet())
