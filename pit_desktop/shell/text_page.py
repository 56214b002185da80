"""A page of rich text in a dialog of its own (Help → How to play, Help → Keys): as tall as its text where
the screen has room, else as tall as the screen allows, the text scrolling and the OK button always in
view. GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from pit_desktop.shell.fit import fit_on_show

PAGE_WIDTH = 540
"""The width of a page's text, logical pixels, where the screen has room for it."""


class TextPage(QDialog):
    """A modal page of ``html`` titled ``title``, closed with OK (Enter, Escape).

    Args:
        title: the window's title, in the player's words.
        html: the page (Qt rich text).
        parent: the window it is shown over.

    Attributes:
        browser: the text (read-only; it scrolls when the page is taller than the room).
        buttons: the OK button's box.
    """

    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("textPage")
        self.setWindowTitle(title)
        self._html = html
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.setHtml(html)
        self.browser.setFrameShape(QTextBrowser.Shape.NoFrame)  # a page of the palette's base, its ink
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        box = QVBoxLayout(self)
        box.addWidget(self.browser, 1)
        box.addWidget(buttons)
        fit_on_show(self, self.wanted_size())
        buttons.button(QDialogButtonBox.StandardButton.Ok).setFocus(Qt.FocusReason.OtherFocusReason)

    def text(self) -> str:
        """The page's rich text, as given."""
        return self._html

    def wanted_size(self) -> QSize:
        """:data:`PAGE_WIDTH` wide and as tall as the text there, with the OK button and the margins."""
        document = self.browser.document().clone(self)
        document.setTextWidth(PAGE_WIDTH)
        layout = self.layout()
        assert layout is not None  # made with the page
        margins = layout.contentsMargins()
        frame = 2 * self.browser.frameWidth() + 4  # a little slack: no scroll bar for a page that fits
        rest = layout.spacing() + self.buttons.sizeHint().height()
        height = round(document.size().height()) + frame + rest + margins.top() + margins.bottom()
        document.deleteLater()
        return QSize(PAGE_WIDTH + frame + margins.left() + margins.right(), height)


def show_text_page(parent: QWidget | None, title: str, html: str) -> None:
    """Show ``html`` titled ``title`` over ``parent`` until the player closes it (modal)."""
    page = TextPage(title, html, parent)
    page.exec()
    page.deleteLater()
