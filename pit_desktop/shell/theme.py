"""The look: Fusion with an explicit palette and style sheet, so the table looks the same on every desktop.
Two schemes: dark wood (the default) and light parchment, chosen by the player (View → Appearance) or
following the system's (``QStyleHints.colorScheme``); the felt table and its seats are the same in both.
GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from pit_desktop.core import resources
from pit_desktop.shell.prefs import Appearance

STYLE_SHEET = """
QMainWindow, QWidget#central { background: #3b2a1c; }
QFrame#side { background: #2a1e14; border-left: 2px solid #5a3a1e; }
QFrame#side[leftHanded="true"] { border-left: none; border-right: 2px solid #5a3a1e; }
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
QRadioButton { border: 2px solid transparent; border-radius: 6px; padding: 2px 4px; }
QRadioButton:focus { border-color: #6fd3ff; }
QRadioButton::indicator { width: 14px; height: 14px; border: 2px solid #c9a45c; border-radius: 9px;
                          background: #fff8e1; }
QRadioButton::indicator:hover { border-color: #ffd54a; }
QRadioButton::indicator:checked { border-color: #ffe39a;
    background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5, fx: 0.5, fy: 0.5,
                                stop: 0 #2f8a4f, stop: 0.55 #2f8a4f, stop: 0.62 #fff8e1, stop: 1 #fff8e1); }
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


LIGHT_SHEET = """
QMainWindow, QWidget#central { background: #efe4cc; }
QFrame#side { background: #f8f0dd; border-left: 2px solid #b89a6a; }
QFrame#side[leftHanded="true"] { border-left: none; border-right: 2px solid #b89a6a; }
QLabel { color: #2a1e14; }
QLabel:disabled { color: #6e5f48; }
QLabel#sideTitle { color: #6b3a06; }
QLabel#hint { color: #4a3b26; }
QLabel#you { color: #6b3a06; }
QListWidget#ticker { background: #fffaf0; color: #2a1e14; border: 1px solid #b89a6a; }
QLabel#status { background: rgba(255, 255, 255, 170); color: #2a1e14; }
QLabel#status[error="true"] { background: #8e2a1d; color: #fff2ee; }
QLabel#holding { background: #fff3da; color: #5a2e00; border-color: #c9771a; }
QFrame#floor QLabel#hint { color: #cdbf9e; }
QFrame#result QLabel, QFrame#paused QLabel { color: #f5ecd6; }
QFrame#result QLabel#resultTitle, QFrame#paused QLabel#pausedTitle { color: #ffd54a; }
QFrame#result QLabel#you { color: #ffd77a; }
QFrame#result QLabel#gain { color: #8ff0a4; }
QFrame#result QLabel#loss { color: #ff9b8a; }
QDialog, QMessageBox { background: #f8f0dd; }
QGroupBox { color: #6b3a06; border-color: #b89a6a; }
QCheckBox, QRadioButton, QToolButton { color: #2a1e14; }
QCheckBox:disabled, QRadioButton:disabled, QToolButton:disabled { color: #6e5f48; }
QMenuBar { background: #f8f0dd; color: #2a1e14; }
QMenuBar::item:selected { background: #e3d1a9; }
QMenu { background: #fffaf0; color: #2a1e14; border: 1px solid #b89a6a; }
QMenu::item:selected { background: #e8d6ae; }
QMenu::item:disabled { color: #6e5f48; }
"""
"""The light scheme: what differs from :data:`STYLE_SHEET`, laid over it. Parchment around the table and
dark ink on it; the felt table, its seats, the trading floor and the panels over the felt keep the dark
scheme's light ink."""

MARK = {False: "#ffb74a", True: "#8a4b00"}
"""The Bull and Bear lines of the log, dark scheme and light scheme (``True``)."""


def palette(light: bool = False) -> QPalette:
    """A warm palette: dark wood and felt, or (``light``) parchment around the same felt. ``Accent`` is the
    colour of a selected card's ring."""
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
        QPalette.ColorRole.Accent: "#ffd54a",
    }
    if light:
        colours |= {
            QPalette.ColorRole.Window: "#efe4cc",
            QPalette.ColorRole.WindowText: "#2a1e14",
            QPalette.ColorRole.Base: "#fffaf0",
            QPalette.ColorRole.Link: "#6b3a06",
            QPalette.ColorRole.Accent: "#9a4a00",
        }
    for role, colour in colours.items():
        p.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6e5f48" if light else "#8c7a60"))
    return p


GLYPHS: dict[str, str] = dict(zip(("__TICK__", "__ARROW__", "__UP__"), resources.GLYPH_FILES, strict=True))
"""The small SVG glyphs the style sheet draws (the tick of a checked box, combo and spin arrows): file names
under the assets' ``icons/``, keyed by their placeholder in :data:`STYLE_SHEET`."""


def style_sheet(light: bool = False) -> str:
    """:data:`STYLE_SHEET` (and :data:`LIGHT_SHEET` over it when ``light``) with its glyph placeholders
    pointing at the glyph files shipped with the game. A glyph that is missing is left out (Fusion draws its
    own)."""
    sheet = STYLE_SHEET + (LIGHT_SHEET if light else "")
    for key, name in GLYPHS.items():
        try:
            url = f'"{resources.asset_path("icons", name).as_posix()}"'
        except resources.AssetMissingError:
            url = ""
        sheet = sheet.replace(f"url({key})", f"url({url})" if url else "none")
    return sheet


THEMED = "pitTheme"
"""The application's property naming the scheme applied (``"light"`` or ``"dark"``), unset before."""


def apply_theme(app: QApplication, keep_style: bool = False, light: bool = False) -> None:
    """Fusion style (unless ``keep_style``: the player chose one with ``-style``), the palette and the
    style sheet, dark or ``light``."""
    app.setProperty(THEMED, "light" if light else "dark")  # first: widgets asking on the change see it
    if not keep_style:
        app.setStyle("Fusion")
    app.setPalette(palette(light))
    app.setStyleSheet(style_sheet(light))


def themed() -> bool:
    """Whether the game's theme is on the application (:func:`apply_theme`); a plain Qt look otherwise."""
    app = QApplication.instance()
    return isinstance(app, QApplication) and app.property(THEMED) in ("light", "dark")


def is_light(appearance: Appearance) -> bool:
    """Whether ``appearance`` means the light scheme: chosen, or the system's when it says light (an
    unknown system scheme keeps the game's dark wood)."""
    if appearance is Appearance.SYSTEM:
        return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Light
    return appearance is Appearance.LIGHT


def restyle(appearance: Appearance) -> None:
    """Put ``appearance``'s scheme on the application (its style kept); nothing when that scheme is on it
    already, its style sheet unchanged (the window's first frame chose it at start: a second palette and
    style sheet cost 15-25 ms of it)."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        light = is_light(appearance)
        if app.property(THEMED) == ("light" if light else "dark") and app.styleSheet() == style_sheet(light):
            return
        apply_theme(app, keep_style=True, light=light)


def mark_colour() -> str:
    """The colour of the log's Bull and Bear lines in the scheme applied."""
    app = QApplication.instance()
    return MARK[app is not None and app.property(THEMED) == "light"]
