"""Six languages: every text of the window in every catalogue, finished, compiled, switchable live; a refusal
worded in each language from the error itself; and a pseudo-language 40% longer that still fits."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QTranslator
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTabBar, QWidget

from pit_desktop.core.resources import TRANSLATIONS, translation_path
from pit_desktop.games.pit.engine import GameSettings, OfferGoneError
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.ui.bell import BellButton
from pit_desktop.games.pit.ui.holding_note import HoldingNote
from pit_desktop.games.pit.ui.window import MIN_SIZE
from pit_desktop.shell.language import LANGUAGE_NAMES, current_language, system_language
from pit_desktop.shell.status_line import TwoLineLabel
from pit_desktop.shell.theme import apply_theme

REPO = Path(__file__).resolve().parents[2]
I18N = REPO / "assets" / "i18n"
sys.path.insert(0, str(REPO / "packaging"))
import translations as tools  # noqa: E402

PLURAL_FORMS = {"en": 2, "es": 2, "pt_BR": 2, "fr": 2, "it": 2, "hr": 3}
"""Qt's plural forms per language (Croatian: one, few, many)."""

PLACEHOLDER = re.compile(r"%[0-9n]|\{place\}")


def messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    """``(context, source, message)`` of every entry of ``ts``."""
    root = ET.parse(ts).getroot()
    return [
        (context.findtext("name", ""), message.findtext("source", ""), message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [f.text or "" for f in translation.iter("numerusform")]
    return [translation.text or ""]


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_entry_is_finished_with_its_placeholders_and_plural_forms(language: str) -> None:
    """No unfinished, empty or obsolete entry; each keeps the source's %1, %2, %n and {place}; a plural
    has as many forms as the language has."""
    entries = messages(tools.ts_path(language))
    assert entries
    for context, source, message in entries:
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None, (context, source)
        texts = forms(message)
        if message.get("numerus") == "yes":
            assert len(texts) == PLURAL_FORMS[language], source
        for text in texts:
            assert text.strip(), (context, source)
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), (language, text)


def _marked_texts() -> set[str]:
    """Every literal text the code hands to ``tr``, ``translate`` or ``QT_TRANSLATE_NOOP``, read with ast."""
    found: set[str] = set()
    for path in tools.sources():
        for node in ast.walk(ast.parse(Path(path).read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            index = {"tr": 0, "translate": 1, "QT_TRANSLATE_NOOP": 1}.get(name or "")
            if index is None or len(node.args) <= index:
                continue
            arg = node.args[index]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.add(arg.value)
    return found


def test_no_literal_goes_through_a_wrapper_or_a_plural_translate() -> None:
    """lupdate sees only ``tr``, ``translate`` and ``QT_TRANSLATE_NOOP``: a literal handed to a wrapper
    (``_tr("…")``) never reaches a catalogue, and a ``translate`` with a count is not marked as a plural
    (only ``self.tr(text, "", n)`` is)."""
    hidden = []
    for path in tools.sources():
        for node in ast.walk(ast.parse(Path(path).read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None) or ""
            literal = any(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:1])
            if name.startswith("_tr") and literal:
                hidden.append(f"{Path(path).name}: {name}({node.args[0].value!r})")  # type: ignore[attr-defined]
            if name == "translate" and len(node.args) >= 4:
                hidden.append(f"{Path(path).name}: plural translate at line {node.lineno}")
    assert hidden == []


@pytest.mark.slow  # runs lupdate over the whole package
def test_lupdate_finds_every_text_the_code_marks_and_each_catalogue_has_them(tmp_path: Path) -> None:
    """lupdate run afresh on the code finds exactly the texts of the committed catalogues (none new, none
    gone), and none the code marks escapes it (its Python reader skips a call it cannot parse)."""
    fresh = tmp_path / "fresh.ts"
    subprocess.run(tools.lupdate_command("es", fresh), check=True, capture_output=True)
    code = {(c, s) for c, s, _ in messages(fresh)}
    assert _marked_texts() <= {s for _, s in code}
    for language in TRANSLATIONS:
        kept = {(c, s) for c, s, m in messages(tools.ts_path(language))}
        wanted = code if language != "en" else {(c, s) for c, s, m in messages(fresh) if m.get("numerus")}
        assert kept == wanted, language


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_build_made_each_languages_qm_and_it_loads(tmp_path: Path, language: str) -> None:
    """The build (``pip install``'s ``build_qm.py``, the bundle's spec) compiled the language's ``.ts`` to a
    ``.qm`` where the game looks for it; it loads, speaks its language, and is what pyside6-lrelease makes of
    the ``.ts`` now (after editing a ``.ts``: ``pip install -e .`` again, or ``packaging/translations.py
    --release``)."""
    qm = translation_path(language)
    translator = QTranslator()
    assert translator.load(str(qm)), qm
    context, source, message = next(
        entry for entry in messages(tools.ts_path(language)) if entry[2].get("numerus")
    )
    assert translator.translate(context, source, "", 1) == forms(message)[0]
    fresh = tmp_path / "fresh.qm"
    subprocess.run(tools.lrelease_command(tools.ts_path(language), fresh), check=True, capture_output=True)
    assert fresh.read_bytes() == qm.read_bytes(), f"{qm.name} is older than its .ts: build it again"


def test_missing_catalogues_leave_english_told_once(qtbot, make_window, store, monkeypatch, caplog) -> None:
    """Run from a checkout that was never built (no ``.qm``), the game starts in English, the language the
    player chose notwithstanding, with one warning that says how to build the translations."""
    import logging

    from pit_desktop.core import resources
    from pit_desktop.shell import language as spoken

    def unbuilt(name: str) -> Path:
        raise resources.AssetMissingError(f"i18n/pit_desktop_{name}.qm", (Path("assets"),))

    monkeypatch.setattr(resources, "translation_path", unbuilt)
    monkeypatch.setattr(spoken, "_told_unbuilt", [False])
    store.set_language("es")
    with caplog.at_level(logging.DEBUG, logger=spoken.__name__):
        window = make_window()
        assert not spoken.use_language("fr")
    try:
        assert current_language() == "en"
        assert [a.text() for a in window.menuBar().actions()][1:3] == ["&Game", "&Trade"]
        told = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(told) == 1 and "translations are not built" in told[0] and "pip install" in told[0], told
    finally:
        monkeypatch.undo()
        spoken.use_language("en")  # English's own catalogue back (its plural forms), as every test has it


def test_the_system_language_is_the_first_one_spoken() -> None:
    assert system_language(["pt-PT", "en-US"]) == "pt_BR"
    assert system_language(["de-DE", "fr-CA", "es"]) == "fr"
    assert system_language(["hr-HR"]) == "hr"
    assert system_language(["de", "ja"]) == "en"
    assert system_language([]) == "en"


def _translation(language: str, source: str) -> str:
    for _context, text, message in messages(tools.ts_path(language)):
        if text == source:
            return forms(message)[0]
    raise KeyError(source)


@pytest.mark.parametrize("language", [code for code in LANGUAGE_NAMES if code != "en"])
def test_a_refusal_shows_in_each_language_with_its_rule(qtbot, window, language: str) -> None:
    """R-TRADE-7 in every language: a trade for a gone offer is refused in the player's words, worded from
    the error's class (not its English message), with the rule id beside it."""
    from ui_helpers import start_open_game

    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False)))
    window.set_language(language)
    assert current_language() == language
    assert not window.trade_cards(10_000, window.view.hand[:1])
    expected = _translation(language, "That offer is gone: someone traded for it first, or it was withdrawn.")
    assert window.status_text() == expected
    assert "R-TRADE-7" in window.status.toolTip() and "R-TRADE-7" not in window.status_text()
    words = window.words
    assert words is not None and words.refusal(OfferGoneError("gone (R-TRADE-7)")).rule == "R-TRADE-7"


def test_the_language_menu_switches_live_and_is_remembered(qtbot, window, store) -> None:
    """Language → Français: one radio item checked, the menus, buttons, side panel and ticker say it in French
    at once, and the choice is kept for the next start; back to English the same way."""
    from ui_helpers import start_open_game

    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=3, sort_time_s=0)))
    assert window.language_actions["en"].isChecked()
    window.language_actions["fr"].trigger()
    qtbot.waitUntil(lambda: window.offer_button.text() == "Offrir")
    assert [a.isChecked() for a in window.language_actions.values()].count(True) == 1
    assert window.language_actions["fr"].isChecked() and store.language(tuple(LANGUAGE_NAMES)) == "fr"
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[:3] == ["&Fichier", "&Partie", "É&changes"]
    assert any("marché est ouvert" in line for line in window.side.ticker_lines())
    assert window.side._title.text() == "En jeu"
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.offer_button.text() == "Offer")
    assert [a.text() for a in window.menuBar().actions()][:2] == ["&File", "&Game"]
    assert any("The market is open!" in line for line in window.side.ticker_lines())


# ---------------------------------------------------------------------------------------------- pseudo


def _pseudo(text: str) -> str:
    """``text`` about 40% longer: placeholders, tags, entities and accelerators kept, letters padded. A long
    pad may break after every ten of its letters (a zero-width space, no wider for it), as a language's
    longer words do: no language has a word of a hundred letters for a wrapped paragraph to hold whole."""
    pad = "~" * max(2, round(len(re.sub(r"<[^>]+>|%[0-9n]|\{place\}", "", text)) * 0.4))
    pad = "\u200b".join(pad[i : i + 10] for i in range(0, len(pad), 10))
    if text.endswith("</p>"):
        return text[:-4] + pad + "</p>"
    return f"[{text}{pad}]" if text.strip() else text


def _pseudo_translator(tmp_path: Path) -> QTranslator:
    """A translator where every text of the game is :func:`_pseudo` of itself."""
    ts = tmp_path / "pseudo.ts"
    subprocess.run(tools.lupdate_command("es", ts), check=True, capture_output=True)
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        source = message.findtext("source", "")
        if message.get("numerus") == "yes":
            for form in translation.iter("numerusform"):
                form.text = _pseudo(source)
        else:
            translation.text = _pseudo(source)
    tree.write(ts, encoding="utf-8")
    qm = tmp_path / "pseudo.qm"
    subprocess.run(tools.lrelease_command(ts, qm), check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    return translator


def clipped(root: QWidget) -> list[str]:
    """The visible labels and buttons under ``root`` whose text does not fit them: one that sticks out of its
    parent's contents, a one-line label or a button narrower than its text needs (its size hint), a wrapped
    label shorter than its text at its width, the bell's word wider than its disc's chord, the Bull and Bear
    note (a :class:`TwoLineLabel` that grows) shorter than its text as it computes it or as ``QLabel`` lays it
    out, a tab's name cut ("…") or pushed behind the tab bar's scroll arrows. The status line is the one
    :class:`TwoLineLabel` allowed to cut (its whole text in the tooltip)."""
    out = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        parent = widget.parentWidget()
        if (
            isinstance(widget, QLabel | QAbstractButton)
            and widget.text()
            and parent is not None
            and not parent.contentsRect().contains(widget.geometry())
        ):
            out.append(f"outside {type(parent).__name__}: {widget.text()!r} {widget.geometry().getRect()}")
            continue
        if isinstance(widget, HoldingNote):
            laid_out = QLabel.heightForWidth(widget, widget.width())  # as QLabel wraps it, margins in
            if (
                max(widget.needs_height(), laid_out - widget.contentsMargins().top() * 2)
                > widget.contentsRect().height()
            ):
                out.append(f"note {widget.text()!r} {widget.size().toTuple()}")
            continue
        if isinstance(widget, TwoLineLabel):
            continue  # the status line: two lines by design, whole in its tooltip (shell/status_line.py)
        if isinstance(widget, QTabBar):
            for i in range(widget.count()):
                if widget.tabRect(i).width() < widget.tabSizeHint(i).width() or not widget.rect().contains(
                    widget.tabRect(i)
                ):
                    out.append(f"tab {widget.tabText(i)!r} {widget.tabRect(i).getRect()}")
            continue
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            if widget.wordWrap():
                short = widget.heightForWidth(widget.width()) > widget.height()
            else:
                short = widget.fontMetrics().horizontalAdvance(widget.text()) > widget.contentsRect().width()
            if short:
                out.append(f"label {widget.text()!r} {widget.size().toTuple()}")
        elif isinstance(widget, BellButton):
            if QFontMetrics(widget.label_font()).horizontalAdvance(widget.text()) > widget.label_room():
                out.append(f"bell {widget.text()!r}")
        elif (
            isinstance(widget, QAbstractButton)
            and widget.text()
            and widget.sizeHint().width() > widget.width()
        ):
            out.append(f"button {widget.text()!r} {widget.width()} < {widget.sizeHint().width()}")
    return out


def new_screens_cut(qtbot, window, folder: Path) -> list[str]:
    """What :func:`clipped` finds on the screens besides the table: the note on holding the Bull and the
    Bear, the pause's veil, the new-game dialog under Auto, Statistics with figures and the rating, and an
    empty History."""
    from pit_desktop.core.stats_db import GameRow, StatsDb
    from pit_desktop.games.pit.engine import BEAR, BULL
    from pit_desktop.games.pit.ui.dialogs import AUTO_ID, NewGameDialog
    from pit_desktop.games.pit.ui.history_window import HistoryWindow
    from pit_desktop.games.pit.ui.stats_window import StatsWindow

    window.holding.show_hand((BULL, BEAR), True)
    QApplication.processEvents()
    cut = clipped(window)
    assert window.set_paused(True)
    qtbot.waitUntil(window.paused_overlay.isVisible)
    QApplication.processEvents()
    cut += clipped(window.paused_overlay)
    window.set_paused(False)
    dialog = NewGameDialog(window.store, window)
    dialog.all_levels.setCurrentIndex(dialog.all_levels.findData(AUTO_ID))
    dialog.all_levels.activated.emit(dialog.all_levels.currentIndex())
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    cut += clipped(dialog)
    dialog.reject()
    dialog.deleteLater()
    db = StatsDb(folder / "stats.sqlite3")
    for i, winner in enumerate((0, 1, 0)):  # enough finished games for the rating's chart and words
        db.start_game(GameRow(f"g{i}", float(i), "{}", 3, (None, "Hard", "Hard"), "Hard", "Normal"))
        db.end_game(f"g{i}", (500 if winner == 0 else 0, 500 if winner == 1 else 0, 0), winner, i + 0.5)
    for screen in (StatsWindow(db, window), HistoryWindow(StatsDb(folder / "none.sqlite3"), print, window)):
        screen.show()
        qtbot.waitExposed(screen)
        QApplication.processEvents()
        cut += clipped(screen)
        screen.close()
        screen.deleteLater()
    return cut


def test_a_language_forty_percent_longer_fits_the_smallest_window(
    qtbot, layout_font: str, window, tmp_path: Path
) -> None:
    """Every text 40% longer (a pseudo-language), the window at its minimum size, a full table mid-hand and
    after a corner: no label or button of the window is cut (see :func:`clipped`), under each of the layout
    tests' fonts (``LAYOUT_FONTS``)."""
    from ui_helpers import start_open_game

    apply_theme(QApplication.instance())  # the game's fonts and borders (put back after the test)
    translator = _pseudo_translator(tmp_path)
    QApplication.installTranslator(translator)
    try:
        start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=8, sort_time_s=0)))
        window.resize(*MIN_SIZE)
        qtbot.waitUntil(lambda: window.size().toTuple() == MIN_SIZE)
        qtbot.waitUntil(lambda: window.offer_button.text().startswith("[Offer~"))
        assert window.side._title.text().startswith("[In play~")
        QApplication.processEvents()
        cut = clipped(window)
        assert cut == [], "\n".join(cut)
        from test_ui_layout import _corner

        window.result.show_corner(*_corner(8, seed=3))
        qtbot.waitUntil(window.result.isVisible)
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the rows replaced go first
        QApplication.processEvents()
        cut = clipped(window.result)
        assert cut == [], "\n".join(cut)
        from pit_desktop.games.pit.ui.dialogs import NewGameDialog

        dialog = NewGameDialog(window.store, window)
        dialog.more_toggle.setChecked(True)
        dialog.show()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        cut = clipped(dialog)
        dialog.reject()
        dialog.deleteLater()
        assert cut == [], "\n".join(cut)
        cut = new_screens_cut(qtbot, window, tmp_path)
        assert cut == [], "\n".join(cut)
    finally:
        QApplication.removeTranslator(translator)


@pytest.mark.parametrize("language", [code for code in LANGUAGE_NAMES if code != "en"])
def test_each_language_fits_the_smallest_window_at_a_full_table(
    qtbot, window, language: str, tmp_path: Path
) -> None:
    """The real translations too (a short English word may be long in Croatian): nothing of the window is
    cut at its minimum size, eight players trading."""
    from ui_helpers import start_open_game

    apply_theme(QApplication.instance())  # the game's fonts and borders (put back after the test)
    window.set_language(language)
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=8, sort_time_s=0)))
    window.resize(*MIN_SIZE)
    qtbot.waitUntil(lambda: window.size().toTuple() == MIN_SIZE)
    for seat in window.table.seats:
        seat.flash(60_000)  # a lit seat's border is the widest: the least room for its words
    QApplication.processEvents()
    cut = clipped(window) + new_screens_cut(qtbot, window, tmp_path)
    assert cut == [], "\n".join(cut)


def test_the_pause_veil_speaks_the_new_language(qtbot, window) -> None:
    """A language chosen after the window was built reaches the pause's veil: its button and its text."""
    from ui_helpers import start_open_game

    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=3, sort_time_s=0)))
    assert window.set_paused(True)
    window.set_language("es")
    qtbot.waitUntil(lambda: window.paused_overlay.go_on.text() == "Seguir (P)")
    assert window.paused_overlay.text() == "En pausa — pulsa P para seguir"
    window.set_paused(False)


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 720), (1320, 860)])
@pytest.mark.parametrize("language", list(LANGUAGE_NAMES))
def test_names_on_a_full_table_are_shown_whole_or_sensibly(
    qtbot, qapp, window, language: str, size: tuple[int, int]
) -> None:
    """Eight players, a card of every commodity and the Bull and the Bear in hand, scores of −20 and 100:
    every seat's name, level and card count show whole, and every group's label names its commodity whole
    and counts it (the points left to the tooltip where the hand is narrow); at the smallest window a long
    name may be elided, keeping three letters at least ("Soyb… ×1"), never dropped for "×1 · 55", and the
    count is never dropped for the name."""
    from pit_desktop.games.pit.engine import BEAR, BULL
    from pit_desktop.games.pit.ui.names import card_name

    apply_theme(qapp)
    window.set_language(language)
    window.resize(*size)
    scores = (0, -20, 100, 0, -20, 0, 100, 0)
    window.start_game(NewGamePrefs(GameSettings(players=8, sort_time_s=60)), scores=scores, first_dealer=1)
    qtbot.waitUntil(lambda: window.view is not None and len(window.hand.hand()) > 0)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    QApplication.processEvents()
    for seat in window.table.seats:
        for label in (seat.name, seat.badge, seat.info):
            assert label.text() == label.full_text(), f"{label.full_text()!r} shown as {label.text()!r}"
    window.hand.set_hand((*window.controller.engine.commodities, BULL, BEAR))
    for face, (text, _) in window.hand.labels().items():
        name = card_name(face)
        assert text.split(" · ")[0].endswith("×1"), text
        shown = text.split(" ×")[0]
        if size == MIN_SIZE and name != shown:
            assert shown.endswith("…") and len(shown) >= 4 and name.startswith(shown[:-1]), text
        else:
            assert shown == name, text


def _texts(files: list[str], ts: Path) -> set[tuple[str, str]]:
    """The ``(context, source)`` pairs lupdate finds in ``files`` (written to ``ts``)."""
    lupdate = [tools.tool("pyside6-lupdate"), "-locations", "none", "-source-language", "en", *files]
    subprocess.run([*lupdate, "-ts", str(ts)], check=True, capture_output=True)
    return {(context, source) for context, source, _ in messages(ts)}


INHERITED_CONTEXTS = frozenset(
    {
        *("Names", "Level", "Pace", "PitchPace", "Match", "Auto", "MainWindow", "Hint", "HowToPlay"),
        *("Presenter", "WindowRecords", "GameChoice", "PauseOverlay"),
    }
)
"""The contexts of the shell's helpers that were Pit's modules before the shell took them (level and pace
names, hint words, the About box, a record's problems, the pause veil): kept, so their translations stay."""


def test_the_shell_translates_in_contexts_of_its_own(tmp_path: Path) -> None:
    """The frame's contexts (a lesson's callout's in ``Lesson``) hold the shell's texts only: none is one of
    Pit's (``WindowLayout``, ``MarketHint``, …) or Pitch's, so a second game's catalogue gets the shell's
    words without a game's contexts, and the shell's words reach every game's window. (A game may still show
    one of the shell's texts, as Pitch's new-game switches say the shell's "Rule %1".) The shell's helpers
    speak in the frame's contexts or in those they had before the shell took them, and in no other."""
    shell_folder = REPO / "pit_desktop" / "shell"
    shell_files = [path for path in tools.sources() if Path(path).is_relative_to(shell_folder)]
    shell = _texts(shell_files, tmp_path / "shell.ts")
    everything = _texts(tools.sources(), tmp_path / "all.ts")
    contexts = {context for context, _ in shell}
    shells = {"FrameMenus", "ShellWindow", "ShellKeeper", "FileProblem", "Pause", "LeaveGame", "Lesson"}
    assert shells <= contexts
    assert contexts - shells <= INHERITED_CONTEXTS
    assert {(c, s) for c, s in everything if c in shells} == {(c, s) for c, s in shell if c in shells}


def _catalogue(language: str) -> dict[tuple[str, str], str]:
    """``(context, source) -> translation`` of every entry of ``language``'s catalogue but its plurals."""
    return {(c, s): forms(m)[0] for c, s, m in messages(tools.ts_path(language)) if m.get("numerus") != "yes"}


def _menus_not_speaking(window: QWidget, language: str) -> list[str]:
    """Every menu title and entry of ``window`` marked for translation that does not show its translation
    in ``language`` (tooltips too); English shows its source texts."""
    from PySide6.QtWidgets import QMenu

    catalogue = _catalogue(language)
    actions = [*window.actions(), *(menu.menuAction() for menu in window.menuBar().findChildren(QMenu))]
    marked = [action for action in actions if isinstance(action.property("source"), str)]
    assert len(marked) >= 20
    wrong = []
    for action in marked:
        context = action.property("context")
        for text, shown in ((action.property("source"), action.text()), (action.property("tip"), None)):
            if not isinstance(text, str):
                continue
            wanted = text if language == "en" else catalogue.get((context, text))
            shown = action.toolTip() if shown is None else shown
            if wanted is None:
                wrong.append(f"{context}/{text!r}: not in the catalogue")
            elif shown != wanted:
                wrong.append(f"{context}/{text!r}: shown as {shown!r}")
    return wrong


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_menu_of_both_games_speaks_each_language(
    qtbot, window, ini_settings, sound, language: str
) -> None:
    """Pit's window switched to ``language`` and Pitch's built in it show every menu title and entry, the
    frame's and the game's, translated in the context it is marked in; and the frame's own words reach
    Pitch's window too (they once sat in Pit's ``MainWindow`` context)."""
    from pit_desktop.games.pitch.prefs import PitchPrefsStore
    from pit_desktop.games.pitch.ui.game import PITCH
    from pit_desktop.games.pitch.ui.session import PitchSession
    from pit_desktop.games.pitch.ui.window import PitchWindow
    from pit_desktop.shell.frame import SETTINGS_RESET

    window.set_language(language)
    assert current_language() == language
    QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # the menus retranslate on this event
    assert _menus_not_speaking(window, language) == []
    session = PitchSession(PITCH, sound)
    pitch = PitchWindow(PITCH, session, PitchPrefsStore(ini_settings), sound)
    qtbot.addWidget(pitch)
    try:
        assert current_language() == language
        assert _menus_not_speaking(pitch, language) == []
        reset = _catalogue(language).get(("ShellWindow", SETTINGS_RESET), SETTINGS_RESET)
        assert pitch.tr(SETTINGS_RESET) == reset == window.tr(SETTINGS_RESET)
    finally:
        session.shutdown()


# ---------------------------------------------------------------------------------------------- wording


@pytest.mark.parametrize("language", list(LANGUAGE_NAMES))
def test_how_to_play_names_no_fixed_sorting_time(qapp, language: str) -> None:
    """The sorting time is the player's choice (R-DEAL-3): Help does not promise 30 seconds."""
    from pit_desktop.games.pit.ui.dialogs import how_to_play_text
    from pit_desktop.shell.language import use_language

    assert use_language(language)
    assert not re.search(r"\b30\b", how_to_play_text())


def test_words_agree_with_what_they_follow(qapp) -> None:
    """Croatian gives the Bear in the accusative ("Daješ Medvjeda"); Italian never writes "a" before a name
    that may start with a vowel ("a Arance", "a Ann"); the Portuguese floor hint speaks Portuguese and has no
    hyphenated pronoun to break ("oferecê-/las")."""
    from pit_desktop.games.pit.engine import BEAR, CardsReceived, Commodity
    from pit_desktop.games.pit.ui.presenter import Presenter
    from pit_desktop.games.pit.ui.table_setup import TableSetup, seat_names
    from pit_desktop.shell.language import use_language

    words = Presenter(TableSetup(GameSettings(players=4, names=seat_names(4)), (None,) * 4, 0, ()))
    trade = CardsReceived(1, 0.0, 0, 1, (Commodity.ORANGES,), (BEAR,))
    switched = {"kind": "switched_target", "from": "Barley", "to": "Oranges", "trades": 3}
    assert use_language("hr")
    assert words.own_trade(trade).startswith("Daješ Medvjeda igraču Ann")
    assert use_language("it")
    for text in (words.own_trade(trade), words.lesson(switched, seat_names(4))):
        assert not re.search(r"\ba [AEIOU]", text), text
    assert use_language("pt_BR")
    hint = _translation("pt_BR", "Drag 1–4 cards of one commodity here to offer them")
    assert "commodity" not in hint and "-" not in hint


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_the_note_under_auto_shows_whole_in_new_game(qtbot, layout_font: str, window, language: str) -> None:
    """New game as the window opens it, the choice of game at its top (wider than the rest) and Auto
    remembered: the note under Auto ("Auto starts at Medium, Standard and moves …") shows whole, as does
    everything else of the dialog (the dialog was sized before the choice of game widened it)."""
    import dataclasses

    from pit_desktop.shell.games import CHOOSER

    apply_theme(QApplication.instance())
    window.set_language(language)
    window.store.save(dataclasses.replace(window.store.load(), auto=True))
    dialog = CHOOSER.new_game_dialog(window, "pit")
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    note = dialog.auto_note
    cut = clipped(dialog)
    whole = note.height() >= note.heightForWidth(note.width()) and note.isVisible()
    dialog.reject()
    dialog.deleteLater()
    assert whole and cut == [], "\n".join(cut)
