"""The window at its smallest (a 1280×720 logical screen): nothing overlaps or is cut off, with 3 and
8 players, in the plain look and the game's theme, under each of the fonts players have (``LAYOUT_FONTS``:
DejaVu Sans, Noto Sans, Liberation Sans and a wide one); the hand's group labels fit; every text drawn has
glyphs in the font."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QWidget

from pit_desktop.games.pit.engine import BULL, Commodity, Edition, GameSettings
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.ui.hand_labels import group_label
from pit_desktop.games.pit.ui.hand_widget import HandWidget
from pit_desktop.games.pit.ui.window import MIN_SIZE, MainWindow
from pit_desktop.shell.theme import apply_theme

pytestmark = pytest.mark.usefixtures("layout_font")  # every test here, under each font (conftest.py)


def in_window(window: MainWindow, widget: QWidget) -> QRect:
    """``widget``'s rectangle in ``window`` coordinates."""
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


@pytest.fixture(
    params=[(3, False), (8, False), (3, True), (4, True), (8, True)],
    ids=["3 players", "8 players", "3 players, themed", "4 players, themed", "8 players, themed"],
)
def small_window(request, qtbot, qapp, window: MainWindow) -> MainWindow:
    """The window at its minimum size, a game of 3, 4 (seats at the sides: the narrowest trading floor) or
    8 players dealt (sorting: the market stays shut), in Qt's plain look or the game's theme (its fonts and
    paddings are larger)."""
    players, themed = request.param
    if themed:
        apply_theme(qapp)
    sized(qtbot, window, MIN_SIZE)
    window.start_game(NewGamePrefs(GameSettings(players=players, sort_time_s=60)))
    qtbot.waitUntil(lambda: window.view is not None and len(window.hand.hand()) > 0)
    return window


def sized(qtbot, window: MainWindow, size: tuple[int, int]) -> None:
    """Resize the shown ``window`` to ``size`` once the window manager has placed it, and wait until the
    size holds: on X a window manager answers the first map with the window's first size, and that answer
    may come after a resize asked for at once, undoing it."""
    qtbot.waitExposed(window)
    qtbot.waitActive(window)  # placed, framed and focused: the manager's answers to the map are in
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)


def test_the_minimum_fits_a_1280_by_720_screen(qtbot, window: MainWindow) -> None:
    """1280×720 logical (200% on 2560×1440, 150% on 1920×1080) less a panel and a title bar: the window
    may be that small, and its layouts need no more, in the plain look and the game's theme."""
    assert window.minimumSize().width() <= 1280 - 100 and window.minimumSize().height() <= 720 - 100
    hint = window.minimumSizeHint()
    assert hint.width() <= MIN_SIZE[0] and hint.height() <= MIN_SIZE[1]


@pytest.mark.xcb
def test_nothing_overlaps_at_the_minimum_size(qtbot, small_window: MainWindow) -> None:
    """Table, status line, hand, bell, buttons and side panel side by side; none squeezed below its need."""
    w = small_window
    assert (w.width(), w.height()) == MIN_SIZE
    parts = {
        name: in_window(w, getattr(w, name))
        for name in ("table", "status", "hand", "bell", "offer_button", "withdraw_button", "side")
    }
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.intersects(rb), f"{a} {ra.getRect()} overlaps {b} {rb.getRect()}"
    for name, rect in parts.items():
        assert w.rect().contains(rect), f"{name} is cut off"
    for widget in (w.table, w.hand, w.status, w.side):
        need = widget.minimumSize().expandedTo(widget.minimumSizeHint())
        assert widget.height() >= need.height() and widget.width() >= need.width(), (
            widget.objectName(),
            widget.size(),
            need,
        )


def test_seats_and_floor_fit_the_table(qtbot, small_window: MainWindow) -> None:
    """Every opponent's seat lies on the table, whole, apart from the others and from the trading floor."""
    table = small_window.table
    rects = [s.geometry() for s in table.seats] + [table.floor.geometry()]
    for rect in rects:
        assert table.rect().contains(rect)
    for ra, rb in itertools.combinations(rects, 2):
        assert not ra.intersects(rb), f"{ra.getRect()} overlaps {rb.getRect()}"
    for seat in table.seats:
        assert seat.height() >= seat.minimumSizeHint().height()
        assert seat.offer_spot.height() >= seat.offer_spot.minimumHeight()


@pytest.mark.parametrize("silent", [False, True])
def test_the_floor_holds_an_offer_without_overlap(qtbot, small_window: MainWindow, silent: bool) -> None:
    """The player's offer shown on the floor: banner, then hint and Withdraw side by side, then the cards;
    nothing overlaps or is cut ("Your offer: Three! Three! Three!" whole in its lines, "Withdraw offer"
    whole on its button), in the plain look and the game's theme (larger fonts and paddings). A floor too
    narrow for both (how narrow depends on the font) leaves Withdraw to the button under the bell."""
    floor = small_window.floor
    floor.set_own_offer((Commodity.WHEAT,) * 3, silent=silent)
    floor.layout().activate()
    hint = floor.hint
    text = hint.text()
    assert text.startswith("Your offer: ") and ("Three!" in text or "3 fingers up" in text), text
    metrics = QFontMetrics(hint.font())
    room = hint.contentsRect()
    wrapped = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, text)
    assert all(metrics.horizontalAdvance(word) <= room.width() for word in text.split()), text
    assert wrapped.height() <= room.height(), f"{text!r} needs {wrapped.height()} px of {room.height()}"
    if floor.withdraw.isVisible():
        assert floor.withdraw.width() >= floor.withdraw.sizeHint().width(), "Withdraw's text is cut"
    narrow = not floor.withdraw.isVisible()  # where the hint and Withdraw do not fit side by side
    if floor.contentsRect().width() >= 400:  # three players: a wide floor always has room for both
        assert not narrow
    assert small_window.withdraw_button.isVisible()  # always there, and W
    names = ("banner", "hint", "withdraw", "cards") if not narrow else ("banner", "hint", "cards")
    parts = {name: getattr(floor, name).geometry() for name in names}
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.intersects(rb), f"{a} {ra.getRect()} overlaps {b} {rb.getRect()}"
    assert parts["banner"].bottom() < min(r.top() for n, r in parts.items() if n in ("hint", "withdraw"))
    assert max(r.bottom() for n, r in parts.items() if n in ("hint", "withdraw")) < parts["cards"].top()
    assert parts["cards"].height() >= floor.cards.minimumHeight()
    for name, rect in parts.items():
        assert floor.contentsRect().contains(rect), f"{name} is cut off"


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 720)])
@pytest.mark.parametrize("offered", [4, 2, 1])
def test_offered_tags_fit_the_cards_they_are_on(qtbot, window: MainWindow, qapp, size, offered: int) -> None:
    """The "offered" tag lies on the part of the offered cards that shows, one tag for the cards offered
    side by side, its word whole or none at all: never cut ("offerec") nor elided ("offer…"). Two cards
    offered under two others still say "offered" at 1280×720."""
    apply_theme(qapp)
    sized(qtbot, window, size)
    window.start_game(NewGamePrefs(GameSettings(players=4, sort_time_s=60)))
    qtbot.waitUntil(lambda: window.view is not None and len(window.hand.hand()) > 0)
    hand = window.hand
    cards = (Commodity.WHEAT,) * 4 + (Commodity.CORN,) * 3 + (Commodity.OATS,) * 2
    hand.set_hand(cards, offered=(Commodity.WHEAT,) * offered)
    run = [(Commodity.WHEAT, i) for i in range(offered)]
    for key in run:
        assert hand.offered_run(key) == run
        assert hand.offered_tag(key) == hand.offered_tag(run[0])  # one tag for the run
    tag, text, font = hand.offered_tag(run[0])
    if offered < 4:
        assert tag.right() < hand.card_rect((Commodity.WHEAT, offered)).left(), "the tag lies under a card"
    assert text in ("offered", ""), text
    if text:
        assert QFontMetrics(font).horizontalAdvance(text) <= tag.width(), text
    if offered == 4 or (offered == 2 and size == (1280, 720)):
        assert text == "offered"


def test_hand_labels_fit_their_groups(qtbot, small_window: MainWindow) -> None:
    """Each group's label fits over its group (no running together), in one format for every group
    ("Wheat ×2 · 100", a name elided at most) and one font."""
    hand = small_window.hand
    labels = hand.labels()
    assert len({font.pixelSize() for _, font in labels.values()}) == 1  # alike for every group
    forms = set()
    for face, (text, font) in labels.items():
        assert QFontMetrics(font).horizontalAdvance(text) <= hand.label_room(face), text
        k = hand.hand().count(face)
        full = f"×{k} · {face.points}" if type(face) is Commodity else f"×{k}"
        for form, tail in (("full", full), ("short", f"×{k}"), ("name", "")):
            name = text.removesuffix(f" {tail}") if tail else text
            if (tail == "" or text.endswith(tail)) and (name == face.value or name.endswith("…")):
                forms.add(form if type(face) is Commodity else "any")
                break
        else:
            raise AssertionError(f"{text!r} is in no form")
    assert len(forms - {"any"}) <= 1, forms  # one form for every group


@pytest.mark.parametrize("room", [400, 120, 90, 70, 50, 20])
def test_group_labels_shorten_step_by_step(qtbot, room: int) -> None:
    """Whole, name elided, bare: the most that fits, always in the one format; count and points stay."""
    metrics = QFontMetrics(HandWidget().font())
    text = group_label(Commodity.SOYBEANS, 1, room, metrics)
    assert text.endswith("×1 · 55")
    if metrics.horizontalAdvance("×1 · 55") <= room:
        assert metrics.horizontalAdvance(text) <= room
    assert group_label(Commodity.SOYBEANS, 1, 400, metrics) == "Soybeans ×1 · 55"
    assert group_label(BULL, 1, 400, metrics) == "Bull ×1"


def test_labels_keep_one_format_at_every_table_size(qtbot) -> None:
    """Eight groups on a narrow hand and three on a wide one: one format for every group of a hand
    ("Barley ×2 · 85" beside "Wheat ×2 · 100"; narrow, "Barley ×2" beside "Wheat ×2", or the names alone;
    never "Barley 2·85"), the commodity's name whole, the whole label in the tooltip."""
    hand = HandWidget()
    qtbot.addWidget(hand)
    crowded = tuple(c for c in Commodity)[:8]
    for width, cards, tails in (
        (700, (*crowded, crowded[0], crowded[1]), (" ×{count}", "")),
        (1200, (crowded[0],) * 3, (" ×{count} · {points}",)),
    ):
        hand.resize(width, 240)
        hand.set_hand(cards)
        forms = set()
        for face, (text, _) in hand.labels().items():
            made = [
                t for t in tails if text == face.value + t.format(count=cards.count(face), points=face.points)
            ]
            assert made, text
            forms.add(made[0])
        assert len(forms) == 1
        tip = hand.label_tip(hand.card_rect((crowded[0], 0)).center())
        assert tip == f"{crowded[0].value} ×{cards.count(crowded[0])} · {crowded[0].points}"


def test_shouts_fit_the_smallest_offer_spot(qtbot, small_window: MainWindow) -> None:
    """R-TRADE-3: a bot's shouted count fits its bubble even on the narrowest seat (said fewer times)."""
    from pit_desktop.games.pit.ui.offer_spot import fitted_shout

    spot = small_window.table.seats[0].offer_spot
    room = spot.width() - 24
    for count in (1, 2, 3, 4):
        text, font = fitted_shout(count, room, spot.font())
        assert QFontMetrics(font).horizontalAdvance(text) <= room and text.endswith("!")


def test_silent_offers_use_glyphs_the_font_has(qtbot, window: MainWindow) -> None:
    """V-SILENT: the floor names the player's offer with characters the font can draw (no missing-glyph
    boxes, as an emoji hand would give)."""
    floor = window.floor
    floor.set_own_offer((Commodity.WHEAT,) * 3, silent=True)
    text = floor.hint.text()
    metrics = QFontMetrics(floor.hint.font())
    assert "3" in text and all(metrics.inFontUcs4(ord(ch)) for ch in text), text


@pytest.mark.parametrize("text", ["The market is open!", "Sort your cards… 28", "Welcome to the Pit!"])
def test_the_banner_fits_the_floor(qtbot, small_window: MainWindow, text: str) -> None:
    """A narrow floor (the smallest window) shrinks the banner's font rather than cut its line."""
    floor = small_window.floor
    floor.set_banner(text)
    floor.banner.ensurePolished()
    assert QFontMetrics(floor.banner.font()).horizontalAdvance(text) <= floor.banner.contentsRect().width()
    small_window.resize(1400, 900)
    qtbot.waitUntil(lambda: floor.banner.font().pixelSize() == 24)  # room again: back to full size


def _strips(panel) -> list:
    from PySide6.QtWidgets import QLabel

    shown = [panel._grid.itemAt(i).widget() for i in range(panel._grid.count())]
    return [w for w in shown if isinstance(w, QLabel) and not w.pixmap().isNull()]


def _rows_laid_out(panel) -> bool:
    return all(s.height() >= s.pixmap().height() / s.pixmap().devicePixelRatio() for s in _strips(panel))


def _assert_whole(panel, players: int) -> None:
    """The panel lies within the table it covers and no laid-down hand is cut."""
    table = panel.parentWidget()
    assert panel.geometry().top() >= 0 and panel.geometry().bottom() <= table.height()
    assert panel.geometry().left() >= 0 and panel.geometry().right() <= table.width()
    strips = _strips(panel)
    assert len(strips) == players
    for strip in strips:
        pix = strip.pixmap()
        assert pix.height() / pix.devicePixelRatio() <= strip.height(), "a laid-down hand is cut"
        assert pix.width() / pix.devicePixelRatio() <= strip.width(), "a laid-down hand is cut"


def _corner(players: int, seed: int | None):
    from pit_desktop.games.pit.engine import CornerClaimed, CornerKind, GameSettings
    from pit_desktop.games.pit.ui.table_setup import TableSetup, seat_names

    commodities = tuple(Commodity)[:players]
    setup = TableSetup(
        GameSettings(players=players, names=seat_names(players)), (None,) * players, 0, commodities
    )
    deck = [c for c in commodities for _ in range(9)]
    if seed is not None:  # mixed hands: the widest strips; else each holds nine of one: the narrowest
        random.Random(seed).shuffle(deck)
    hands = tuple(
        tuple(deck[i::players] if seed is not None else deck[9 * i : 9 * i + 9]) for i in range(players)
    )
    scores = (100,) + (0,) * (players - 1)
    from pit_desktop.games.pit.ui.presenter import Presenter

    event = CornerClaimed(1, 0.0, 1, 0, commodities[0], CornerKind.PLAIN, 100, (), scores, hands)
    return event, Presenter(setup)


def test_a_full_tables_end_of_hand_rows_fit_the_panel(qtbot, window: MainWindow) -> None:
    """Eight laid-down hands at the smallest window: the card strips shrink so no row is cut; a later hand
    with wider hands resizes the panel; resizing the window fits and centres it again."""
    panel = window.result
    panel.show_corner(*_corner(8, seed=None))  # narrow hands
    _assert_whole(panel, 8)
    panel.hide()
    panel.show_corner(*_corner(8, seed=3))  # the next hand, wider, on the same panel
    _assert_whole(panel, 8)
    window.resize(*MIN_SIZE)  # while the panel is up
    qtbot.waitUntil(lambda: panel.width() <= window.table.width() and _rows_laid_out(panel))
    _assert_whole(panel, 8)
    window.resize(1400, 900)
    qtbot.waitUntil(lambda: _strips(panel)[0].height() >= 52)
    _assert_whole(panel, 8)
    left, right = panel.x(), window.table.width() - panel.geometry().right()
    assert abs(left - right) <= 2  # centred again


def test_a_seat_below_zero_shows_its_score(qtbot) -> None:
    """R-SCORE-2: a seat that paid for the Bull and the Bear shows "−40 pts", not Qt's unfilled "%n"
    (Qt fills a plural's count only when it is zero or more)."""
    from pit_desktop.games.pit.ui.table_widget import SeatWidget

    seat = SeatWidget(1)
    qtbot.addWidget(seat)
    seat.show_state("Bob", "Medium", 9, -40, False, None, False)
    assert "%n" not in seat.score.text() and "−40" in seat.score.text()
    assert "%n" not in seat.accessibleName() and "−40" in seat.accessibleName()


def test_the_status_line_grows_with_the_note_beside_it(qtbot, qapp, window: MainWindow) -> None:
    """At the smallest window the note on holding the Bull and the Bear takes two lines or three (in Noto
    Sans and DejaVu Sans, three): it shows whole, as QLabel lays it out, and the status line beside it is as
    tall at least, so a long refusal shows whole there too."""
    from PySide6.QtWidgets import QLabel

    from pit_desktop.games.pit.engine import BEAR, BULL

    apply_theme(qapp)
    window.resize(*MIN_SIZE)
    commodities = Edition.MODERN.commodities
    wheat, barley, *others = commodities
    deal = ((wheat,) * 8 + (BULL, BEAR), (wheat, *(barley,) * 8, others[0]))  # the player holds both
    for i, face in enumerate(others):  # eight of one and one of the next: no one holds a corner
        deal += ((face,) * 8 + ([*others, barley][i + 1],),)
    prefs = NewGamePrefs(GameSettings(players=8, sort_time_s=60))
    window.start_game(prefs, commodities=commodities, first_dealer=7, deal=deal)
    assert window.set_paused(True)  # still sorting: the clock stops before the market opens
    qtbot.waitUntil(lambda: window.view is not None and window.size().toTuple() == MIN_SIZE)
    two_lines = window.status.sizeHint().height()
    note = window.holding
    qtbot.waitUntil(lambda: "Bull and the Bear" in note.text())
    margins = note.contentsMargins()
    qtbot.waitUntil(lambda: note.height() >= QLabel.heightForWidth(note, note.width()) > 0)
    assert note.contentsRect().height() >= note.needs_height()
    if (
        QLabel.heightForWidth(note, note.width()) - margins.top() - margins.bottom()
        > 2 * note.fontMetrics().lineSpacing()
    ):
        assert note.height() > two_lines  # three lines: the row grew
    qtbot.waitUntil(lambda: window.status.height() >= note.height())  # the row is the taller one's
