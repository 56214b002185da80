"""Windows and dialogs that fit the screen they open on: the room a window has (the screen's available
geometry less its frame), a scroll area that scrolls only what does not fit, and the sizing of a dialog or
a window to its contents within that room. GUI thread only.

Every window of the game (both games' main windows, their dialogs, Statistics, History, the replay viewers)
fits any available screen of :data:`SMALLEST_SCREEN` or more: its minimum size gives way to the screen, a
long dialog scrolls its body while its buttons stay in view, and a main window smaller than its layout needs
scrolls its contents rather than spill over the screen's edge.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QPalette, QResizeEvent, QScreen
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QSizePolicy, QStyle, QVBoxLayout, QWidget

SMALLEST_SCREEN = (900, 540)
"""The smallest available screen every window fits, logical pixels (1920×1080 at 200 % less a panel, 1600×1000
at 175 %, 1366×768 at 140 %)."""

FRAME_ALLOWANCE = QSize(16, 40)
"""What a window manager's frame takes (title bar and borders), logical pixels, reckoned for a window not
shown yet, whose frame is not known: a shown window's own frame counts instead."""


def screen_of(widget: QWidget) -> QScreen | None:
    """The screen ``widget`` is on or will open on: its own, its window's parent's, or the primary screen."""
    window = widget.window()
    for candidate in (window, window.parentWidget()):
        if candidate is not None and candidate.screen() is not None:
            return candidate.screen()
    return QGuiApplication.primaryScreen()


def frame_margins(widget: QWidget) -> QSize:
    """How much larger than its inside ``widget``'s window is with its frame, logical pixels: measured on the
    window itself once shown, else on its parent's window, else :data:`FRAME_ALLOWANCE`."""
    for window in (widget.window(), widget.window().parentWidget()):
        if window is not None and window.isVisible():
            extra = window.frameGeometry().size() - window.geometry().size()
            if extra.width() > 0 or extra.height() > 0:
                return extra.expandedTo(QSize(0, 0))
    return QSize(FRAME_ALLOWANCE)


def room_for(widget: QWidget) -> QRect:
    """Where ``widget``'s window may lie, its inside (frame excluded), logical pixels: the available geometry
    of its screen (panels and docks left out) less the window's frame. The whole screen when none is known."""
    screen = screen_of(widget)
    if screen is None:
        return QRect(0, 0, 10_000, 10_000)
    area = screen.availableGeometry()
    frame = frame_margins(widget)
    top = frame.height() - frame.width() // 2  # a title bar above, a border on each other side
    return QRect(
        area.x() + frame.width() // 2,
        area.y() + max(0, top),
        max(1, area.width() - frame.width()),
        max(1, area.height() - frame.height()),
    )


class _Holder(QWidget):
    """Holds one widget, filling it in; unlike a layout around it, it asks for no height for its width, so a
    scroll area around it gives the widget the viewport's height (never its preferred height for the width,
    which is taller) and scrolls only below the widget's minimum size."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.held = widget
        widget.setParent(self)

    def sizeHint(self) -> QSize:  # Qt override
        """The held widget's."""
        return self.held.sizeHint()

    def minimumSizeHint(self) -> QSize:  # Qt override
        """The held widget's minimum size (or hint)."""
        return self.held.minimumSize().expandedTo(self.held.minimumSizeHint())

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        """The held widget fills the holder."""
        self.held.setGeometry(self.rect())
        super().resizeEvent(event)


class FitScrollArea(QScrollArea):
    """A frameless scroll area around one widget that shows it whole whenever the room allows: its size hint
    is the widget's, with no cap, and it scrolls only when its window is smaller than the widget's minimum
    size, or, when ``wrapped``, than the height its words need at the width given.

    Args:
        widget: the contents; it is resized with the area, never below its minimum size.
        wrapped: the widget's height follows its width (a dialog of wrapped words); else (a game's table)
            the widget takes the area's height whenever that is at least its minimum.
        parent: the parent widget.
    """

    def __init__(self, widget: QWidget, wrapped: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fitScroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the controls inside, Tab too
        # a viewport of our own: asking Qt for its own (viewport()) hands PySide a widget of a type it has not
        # seen, and finding its class made the enums of 52 classes (10-20 ms under cProfile)
        viewport = QWidget()
        viewport.setObjectName("qt_scrollarea_viewport")  # as Qt's own is named, and with its role
        viewport.setBackgroundRole(QPalette.ColorRole.NoRole)
        viewport.setAutoFillBackground(False)
        self.setViewport(viewport)
        self.contents = widget
        """The widget shown (inside a holder when not ``wrapped``)."""
        shown = widget if wrapped else _Holder(widget)
        self.setWidget(shown)
        shown.setAutoFillBackground(False)

    def sizeHint(self) -> QSize:  # Qt override
        """The contents' size hint, its height for its width when its words wrap, and room for a vertical
        scroll bar when that is what it would take; Qt's own hint caps both at a few dozen lines."""
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        hint = widget.sizeHint().expandedTo(widget.minimumSizeHint()).expandedTo(widget.minimumSize())
        if widget.hasHeightForWidth():
            hint.setHeight(max(hint.height(), widget.heightForWidth(hint.width())))
        return hint

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        """The contents' layout changed (a note came, rules were shown): the area's size hint changes with
        it, which the layout around the area must hear of (QScrollArea tells it nothing)."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def minimumSizeHint(self) -> QSize:  # Qt override
        """A few lines: below its contents' own size the area scrolls."""
        line = self.fontMetrics().lineSpacing()
        return QSize(8 * line, 4 * line)

    def needs_scrolling(self) -> bool:
        """Whether part of the contents is out of view (a scroll bar shows)."""
        return self.horizontalScrollBar().maximum() > 0 or self.verticalScrollBar().maximum() > 0


def scrolling_body(dialog: QWidget, wrapped: bool = True) -> tuple[QVBoxLayout, QVBoxLayout]:
    """Give ``dialog`` a body that scrolls when the screen is too short for it, above a part that never
    scrolls (its buttons, which so stay on the screen).

    Args:
        dialog: the dialog or window, without a layout yet.
        wrapped: the body is words and questions, as tall as its words need (a new-game dialog); else it
            fills the window (tables, a chart, a replayed table) and scrolls only below its minimum size.

    Returns:
        The body's layout (the dialog's questions go there) and the dialog's own layout, which holds the body
        and, after it, whatever the caller adds (the buttons).
    """
    body = QWidget()
    body.setObjectName("dialogBody")
    inner = QVBoxLayout(body)
    inner.setContentsMargins(0, 0, 0, 0)
    outer = QVBoxLayout(dialog)
    outer.addWidget(FitScrollArea(body, wrapped=wrapped), 1)
    return inner, outer


def body_layout(dialog: QWidget) -> QLayout | None:
    """The layout of ``dialog``'s scrolling body (:func:`scrolling_body`), else its own layout: where a
    question added from outside (the choice of game) goes."""
    body = dialog.findChild(QWidget, "dialogBody")
    return body.layout() if body is not None else dialog.layout()


def _settle(widget: QWidget) -> None:
    """Lay out what changed in ``widget`` now (its scrolling bodies first), not when the posted layout
    requests arrive: its size hint must be its contents' before it is sized."""
    for area in widget.findChildren(FitScrollArea):
        inside = area.widget()
        inner = inside.layout() if inside is not None else None
        if inner is not None:
            inner.activate()
        area.updateGeometry()
    layout = widget.layout()
    if layout is not None:
        layout.activate()


def fitted_size(widget: QWidget, wanted: QSize | None = None) -> QSize:
    """The size ``widget``'s window should take: ``wanted`` (its size hint when ``None``, as tall as its words
    need at that width) within :func:`room_for`, and never below its minimum within that room."""
    _settle(widget)
    room = room_for(widget).size()
    size = QSize(wanted) if wanted is not None else widget.sizeHint()
    layout = widget.layout()
    if wanted is None and layout is not None and layout.hasHeightForWidth():
        width = min(size.width(), room.width())
        size = QSize(width, max(size.height(), layout.totalHeightForWidth(width)))
    if size.height() > room.height() and widget.findChild(FitScrollArea) is not None:
        size.setWidth(size.width() + widget.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 4)
        # the body scrolls: room for its scroll bar beside it, not a second one under it
    return size.boundedTo(room).expandedTo(widget.minimumSize().boundedTo(room))


def give_way(widget: QWidget, minimum: QSize) -> QSize:
    """Set ``widget``'s minimum size to ``minimum`` or, on a screen too small for it, to the room there is
    (:func:`room_for`). Returns the minimum set."""
    given = minimum.boundedTo(room_for(widget).size())
    widget.setMinimumSize(given)
    return given


def keep_on_screen(widget: QWidget) -> None:
    """Make ``widget``'s window no larger than :func:`room_for` and move it, frame and all, onto its screen's
    available area (its top left corner first, when it cannot lie whole there)."""
    room = room_for(widget).size()
    if widget.width() > room.width() or widget.height() > room.height():
        widget.resize(widget.size().boundedTo(room))
    screen = screen_of(widget)
    if screen is None:
        return
    area = screen.availableGeometry()
    frame = frame_margins(widget)
    width, height = widget.width() + frame.width(), widget.height() + frame.height()
    corner = widget.pos()  # a window's position is its frame's
    x = min(max(corner.x(), area.left()), max(area.left(), area.right() + 1 - width))
    y = min(max(corner.y(), area.top()), max(area.top(), area.bottom() + 1 - height))
    if QPoint(x, y) != corner:
        widget.move(x, y)


def refit(window: QWidget, wanted: QSize | None = None) -> None:
    """Size ``window`` to :func:`fitted_size` now (its contents grew or shrank) and keep it on the screen."""
    window.setMinimumSize(window.minimumSize().boundedTo(room_for(window).size()))
    window.resize(fitted_size(window, wanted))
    keep_on_screen(window)


class ScreenFit(QObject):
    """Sizes a window to its contents within its screen each time it is shown (:func:`fitted_size`), centred
    over its parent window unless it was placed, and keeps it on the screen: installed by
    :func:`fit_on_show`.

    Args:
        window: the window (a dialog) to fit; the filter is its child.
        wanted: the size the window takes when there is room (its size hint, as tall as its words need,
            when ``None``).
    """

    def __init__(self, window: QWidget, wanted: QSize | None = None) -> None:
        super().__init__(window)
        self._window = window
        self._wanted = wanted
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        """On show (before the window is mapped): give way to the screen, take the fitted size, centre over
        the parent as Qt placed it for the old size, and stay on the screen."""
        # read with a default: PySide can hand the filter an event while its wrapper is being made again
        # (seen once, opening Statistics after other windows), before __init__ has set the attribute
        window: QWidget | None = getattr(self, "_window", None)
        if window is not None and watched is window and event.type() == QEvent.Type.Show:
            parent = window.parentWidget()
            placed = window.testAttribute(Qt.WidgetAttribute.WA_Moved)
            window.setMinimumSize(window.minimumSize().boundedTo(room_for(window).size()))
            window.resize(fitted_size(window, self._wanted))
            if parent is not None and not placed:
                centre = parent.window().frameGeometry().center()
                window.move(centre - QPoint(window.width() // 2, window.height() // 2))
                window.setAttribute(Qt.WidgetAttribute.WA_Moved, False)
            keep_on_screen(window)
        return False


def fit_on_show(window: QWidget, wanted: QSize | None = None) -> ScreenFit:
    """Fit ``window`` to its screen whenever it is shown (see :class:`ScreenFit`): ``wanted`` when there is
    room, else as much as there is; its body scrolls for the rest."""
    return ScreenFit(window, wanted)


def widget_on_screen(widget: QWidget) -> bool:
    """Whether all of ``widget`` (a button, say) lies on its window's screen's available area, as shown."""
    screen = screen_of(widget)
    if screen is None:
        return True
    top_left = widget.mapToGlobal(QPoint(0, 0))
    return screen.availableGeometry().contains(QRect(top_left, widget.size()))
