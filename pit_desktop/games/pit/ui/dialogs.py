"""The new-game dialog (players, edition, variants, bot levels or Auto, the pace, speed matching), How to
play, and About.
GUI thread only."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pit.bots import PACES, PLAYER_LEVELS, Level, Pace
from pit_desktop.games.pit.bots.auto import AUTO_LADDER
from pit_desktop.games.pit.engine import Edition, GameSettings
from pit_desktop.games.pit.engine.settings import VARIANTS, Choice, Seconds, Switch, Variant
from pit_desktop.games.pit.prefs import MAX_OPPONENTS, NewGamePrefs, PrefsStore
from pit_desktop.games.pit.ui.keys import keys_html
from pit_desktop.games.pit.ui.table_setup import BOT_NAMES
from pit_desktop.shell.about import show_about as show_about
from pit_desktop.shell.bot_words import (
    AUTO_STARTS,
    AUTO_TIP,
    MATCH,
    auto_name,
    auto_pace_tip,
    auto_words,
    level_name,
    match_tooltip,
    pace_name,
    pace_tip,
)
from pit_desktop.shell.fit import fit_on_show, refit, scrolling_body
from pit_desktop.shell.text_page import show_text_page

MIXED = QT_TRANSLATE_NOOP("NewGameDialog", "Mixed")
"""The "set all" control's text when the bots' levels differ."""

AUTO_ID = "auto"
"""The "set all" control's item for Auto (its data; the levels' items hold a :class:`Level`)."""

MIXED_ID = "mixed"
"""The "set all" control's item while the bots' levels differ (its data)."""


class NewGameDialog(QDialog):
    """Asks for a new game's settings, starting from (and saving to) the remembered choices.

    Args:
        store: where choices are remembered; read now, written on accept.
        parent: the owning window.
        confirm: asked when Deal is pressed (e.g. "Abandon the game in progress?"); ``False`` closes the
            dialog as cancelled, saving nothing. ``None``: no question.
    """

    def __init__(
        self,
        store: PrefsStore,
        parent: QWidget | None = None,
        confirm: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.store = store
        self._confirm = confirm
        self.players = QSpinBox()
        self.players.setSuffix(self.tr(" players"))
        form = QFormLayout()
        form.addRow(self.tr("Table:"), self.players)
        self.edition_note = QLabel()
        self.edition_note.setObjectName("hint")
        self.edition_note.setWordWrap(True)
        self.more = QWidget()
        self.controls = self._variant_controls(form, self.more)
        """Each rule variant's control, by its :class:`GameSettings` field (see :data:`VARIANTS`)."""
        edition = self.controls["edition"]
        assert isinstance(edition, QComboBox)  # V-EDITION is a choice
        self.edition = edition

        self._auto = False
        self._manual: tuple[tuple[Level, ...], Pace] | None = None  # the player's own, kept under Auto
        self.all_levels = QComboBox()
        for level in PLAYER_LEVELS:
            self.all_levels.addItem(level_name(level), level)
        self.all_levels.addItem(auto_name(), AUTO_ID)
        self.all_levels.setItemData(
            self.all_levels.count() - 1,
            QCoreApplication.translate("Level", AUTO_TIP),
            Qt.ItemDataRole.ToolTipRole,
        )
        self.all_levels.activated.connect(self._set_all_levels)
        self.pace = QComboBox()
        for pace in PACES:
            self.pace.addItem(pace_name(pace), pace)
            self.pace.setItemData(self.pace.count() - 1, pace_tip(pace), Qt.ItemDataRole.ToolTipRole)
        self._pace_label = QLabel(self.tr("Pace:"))
        self.match = QCheckBox(QCoreApplication.translate("Match", MATCH))
        """Speed matching: the bots match the player's measured speed (the pace is a step on top)."""
        self.match.setToolTip(match_tooltip())
        self.level_boxes: list[QComboBox] = []
        self._level_labels: list[QLabel] = []
        bots = QGroupBox(self.tr("Opponents"))
        grid = QGridLayout(bots)
        grid.addWidget(QLabel(self.tr("All bots:")), 0, 0)
        grid.addWidget(self.all_levels, 0, 1)
        for i in range(MAX_OPPONENTS):
            label = QLabel(BOT_NAMES[i])
            box = QComboBox()
            for level in PLAYER_LEVELS:
                box.addItem(level_name(level), level)
            box.currentIndexChanged.connect(self._sync_all_levels)
            grid.addWidget(label, 1 + i // 2, 2 * (i % 2))
            grid.addWidget(box, 1 + i // 2, 2 * (i % 2) + 1)
            self.level_boxes.append(box)
            self._level_labels.append(label)
        rows = 1 + (MAX_OPPONENTS + 1) // 2
        grid.addWidget(self._pace_label, rows, 0)
        grid.addWidget(self.pace, rows, 1)
        grid.addWidget(self.match, rows, 2, 1, 2)
        self.auto_note = QLabel()
        """Under Auto: where it starts and what it does."""
        self.auto_note.setObjectName("hint")
        self.auto_note.setWordWrap(True)
        self.auto_note.setVisible(False)
        grid.addWidget(self.auto_note, rows + 1, 0, 1, 4)

        self.more_toggle = QToolButton()
        self.more_toggle.setText(self.tr("More rules"))
        self.more_toggle.setCheckable(True)
        self.more_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.more.setVisible(False)
        self.more_toggle.toggled.connect(self._toggle_more)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column, outer = scrolling_body(self)  # a short screen scrolls the questions, never Deal and Cancel
        column.addLayout(form)
        column.addWidget(self.edition_note)
        column.addWidget(bots)
        column.addWidget(self.more_toggle)
        column.addWidget(self.more)
        column.addStretch(1)
        outer.addWidget(buttons)
        fit_on_show(self)  # as tall as its words need at the width it opens at, within the screen

        self.edition.currentIndexChanged.connect(self._edition_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.set_prefs(store.load())

    @staticmethod
    def _variant_controls(form: QFormLayout, more: QWidget) -> dict[str, VariantControl]:
        """A control for every rule variant, in :data:`VARIANTS` order: the main ones in ``form``, the
        others in ``more`` (under "More rules"). A variant that requires a switch is enabled with it."""
        more_box = QVBoxLayout(more)
        more_box.setContentsMargins(18, 0, 0, 0)
        controls: dict[str, VariantControl] = {}
        for spec in VARIANTS:
            control = controls[spec.field] = variant_control(spec)
            label = "" if isinstance(control, QCheckBox) else _tr(spec.label)
            if not spec.more:
                form.addRow(label, control)
            elif label:
                more_box.addLayout(_row(label, control))
            else:
                more_box.addWidget(control)
            switch = controls.get(spec.requires) if spec.requires else None
            if isinstance(switch, QCheckBox):
                switch.toggled.connect(control.setEnabled)
        return controls

    # ------------------------------------------------------------------ values

    def set_prefs(self, prefs: NewGamePrefs) -> None:
        """Show ``prefs`` in the controls."""
        chosen = prefs.settings
        self.edition.setCurrentIndex(max(0, self.edition.findData(chosen.edition)))
        self._edition_changed()
        self.players.setValue(prefs.players)
        for spec in VARIANTS:
            show_variant(self.controls[spec.field], getattr(chosen, spec.field))
            if spec.requires is not None:
                self.controls[spec.field].setEnabled(getattr(chosen, spec.requires))
        self._auto, self._manual = False, None  # the controls show the player's own choices first
        for box, level in zip(self.level_boxes, prefs.levels, strict=False):
            box.setCurrentIndex(max(0, box.findData(level)))
        self.pace.setCurrentIndex(max(0, self.pace.findData(prefs.pace)))
        self.match.setChecked(prefs.match)
        self._set_auto(prefs.auto)
        if any(getattr(chosen, spec.field) != spec.default for spec in VARIANTS if spec.more):
            self.more_toggle.setChecked(True)

    def prefs(self) -> NewGamePrefs:
        """The choices shown; a variant whose switch it requires is off counts as off."""
        chosen = {spec.field: variant_value(spec, self.controls[spec.field]) for spec in VARIANTS}
        for spec in VARIANTS:
            if spec.requires is not None and not chosen[spec.requires]:
                chosen[spec.field] = spec.default
        levels, pace = self._manual or self._shown_levels_and_pace()
        settings = GameSettings(players=self.players.value(), **chosen)
        return NewGamePrefs(settings, levels, pace, self._auto, self.match.isChecked())

    def _shown_levels_and_pace(self) -> tuple[tuple[Level, ...], Pace]:
        return tuple(box.currentData() for box in self.level_boxes), self.pace.currentData()

    def accept(self) -> None:
        """Remember the choices, then close; if the confirmation says no, close as cancelled instead."""
        if self._confirm is not None and not self._confirm():
            self.reject()
            return
        self.store.save(self.prefs())
        self.store.sync()
        super().accept()

    # ------------------------------------------------------------------ reactions

    def _edition_changed(self) -> None:
        edition: Edition = self.edition.currentData()
        cut = self.players.value() > edition.max_players
        self.players.setRange(edition.min_players, edition.max_players)  # may call _players_changed
        self._show_edition_note(cut)

    def _show_edition_note(self, cut: bool) -> None:
        self.edition_note.setText(self._edition_note(self.edition.currentData(), cut))
        self.edition_note.setVisible(bool(self.edition_note.text()))

    def _edition_note(self, edition: Edition, cut: bool) -> str:
        """Why an edition limits the table (R-ED-1: one commodity per player), and whether the table was just
        cut to fit; ``""`` for the edition that allows the most players."""
        if edition.max_players >= max(e.max_players for e in Edition):
            return ""
        n = len(edition.commodities)
        text = self.tr("This edition has %n commodities, one for each player: at most %n players.", "", n)
        if cut:
            text += " " + self.tr("The table was cut to %n players.", "", edition.max_players)
        return text

    def _players_changed(self) -> None:
        self._show_edition_note(cut=False)  # the player chose the table's size: "cut" is no longer true
        opponents = self.players.value() - 1
        for i, (label, box) in enumerate(zip(self._level_labels, self.level_boxes, strict=True)):
            label.setEnabled(i < opponents and not self._auto)
            box.setEnabled(i < opponents and not self._auto)
        self._sync_all_levels()

    def _set_all_levels(self) -> None:
        chosen = self.all_levels.currentData()
        if chosen == AUTO_ID:
            self._set_auto(True)
        elif isinstance(chosen, Level):  # not "Mixed"
            self._set_auto(False)
            for box in self.level_boxes:
                box.setCurrentIndex(box.findData(chosen))

    def _set_auto(self, auto: bool) -> None:
        """Auto chooses every bot's level and the pace: their controls show where Auto starts, disabled, and
        the player's own choices wait to come back when Auto is left."""
        if auto and self._manual is None:
            self._manual = self._shown_levels_and_pace()
        elif not auto and self._manual is not None:
            self._show_levels_and_pace(*self._manual)
            self._manual = None
        self._auto = auto
        if auto:
            start = AUTO_LADDER[self.store.auto_rung()]
            self._show_levels_and_pace((start.level,) * len(self.level_boxes), start.pace)
            self.auto_note.setText(auto_words(AUTO_STARTS, start.level, start.pace))
        self.auto_note.setVisible(auto)
        self.pace.setEnabled(not auto)
        self._pace_label.setEnabled(not auto)
        self.pace.setToolTip(auto_pace_tip() if auto else "")
        self._players_changed()
        for holder in (self.auto_note.parentWidget(), self.findChild(QWidget, "dialogBody"), self):
            holder.layout().activate()  # the note came or went: size to it now, leaving no gap where it stood
        refit(self)

    def _show_levels_and_pace(self, levels: tuple[Level, ...], pace: Pace) -> None:
        for box, level in zip(self.level_boxes, levels, strict=False):
            box.setCurrentIndex(max(0, box.findData(level)))
        self.pace.setCurrentIndex(max(0, self.pace.findData(pace)))

    def _sync_all_levels(self) -> None:
        mixed = self.all_levels.findData(MIXED_ID)
        if mixed >= 0:
            self.all_levels.removeItem(mixed)
        used = {box.currentData() for box in self.level_boxes[: self.players.value() - 1]}
        if self._auto:
            self.all_levels.setCurrentIndex(self.all_levels.findData(AUTO_ID))
        elif len(used) == 1:
            self.all_levels.setCurrentIndex(self.all_levels.findData(next(iter(used))))
        else:
            self.all_levels.addItem(self.tr(MIXED), MIXED_ID)
            self.all_levels.setCurrentIndex(self.all_levels.count() - 1)

    def _toggle_more(self, shown: bool) -> None:
        self.more.setVisible(shown)
        self.more_toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        refit(self)


VariantControl = QCheckBox | QSpinBox | QComboBox
"""The control of one rule variant: a check box for a switch, a spin box for a time, a list for a choice."""


def variant_control(spec: Variant) -> VariantControl:
    """A new control for ``spec``, its words translated (``"Variant"`` context)."""
    control: VariantControl
    match spec.kind:
        case Switch():
            control = QCheckBox(_tr(spec.label))
        case Seconds(lo, hi):
            control = QSpinBox()
            control.setRange(math.ceil(lo), math.floor(hi))
            control.setSuffix(QCoreApplication.translate("Variant", " s"))
        case Choice(enum, _, labels):
            control = QComboBox()
            for member, label in zip(enum, labels, strict=True):
                control.addItem(_tr(label), member)
    tip = _tr(spec.tip) if spec.tip else ""
    if isinstance(spec.kind, Seconds):
        span = QCoreApplication.translate("Variant", "(%1–%2 s)")
        tip = f"{tip} {span.replace('%1', f'{spec.kind.lo:g}').replace('%2', f'{spec.kind.hi:g}')}".strip()
    control.setToolTip(tip)
    return control


def show_variant(control: VariantControl, value: Any) -> None:
    """Show ``value`` in a control made by :func:`variant_control`."""
    match control:
        case QCheckBox():
            control.setChecked(value)
        case QSpinBox():
            control.setValue(round(value))
        case QComboBox():
            control.setCurrentIndex(max(0, control.findData(value)))


def variant_value(spec: Variant, control: VariantControl) -> Any:
    """The value a control made by :func:`variant_control` shows, as :class:`GameSettings` takes it."""
    match control:
        case QCheckBox():
            return control.isChecked()
        case QSpinBox():
            return float(control.value())
        case QComboBox():
            return control.currentData()


def _tr(text: str) -> str:
    """``text`` translated in the ``"Variant"`` context, where :mod:`pit_desktop.games.pit.engine.settings`
    marks it."""
    return QCoreApplication.translate("Variant", text)


def _row(label: str, control: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addWidget(QLabel(label))
    row.addWidget(control)
    return row


HOW_TO_PLAY: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("HowToPlay", "<h2>How to play Pit</h2>"),
    QT_TRANSLATE_NOOP(
        "HowToPlay",
        "<p>Each commodity in play has nine cards. <b>Corner</b> a commodity — hold all nine — and ring the "
        "bell to win the hand and score its points (Wheat 100, Barley 85, …).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlay",
        "<p><b>Sorting.</b> After the deal you have time to sort your cards (as long as the sorting time you "
        "chose). Then the dealer rings the bell: <i>The market is open!</i> There are no turns: everyone "
        "trades at once.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlay",
        "<p><b>Offer.</b> Select 1–4 cards of <i>one</i> commodity (click them, or double-click a group) and "
        "drag them onto the trading floor in the middle, or press <b>O</b>. Everyone sees only how many "
        "you offer.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlay",
        "<p><b>Trade.</b> Drop the same number of your own cards on another player's offer (or select them "
        "and click the offer). You swap blind: you learn what you got when it arrives (it glows in your "
        "hand).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlay",
        "<p><b>The bell.</b> When you hold all nine of a commodity, press the bell (or <b>B</b>).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlay",
        "<p><b>Bull and Bear.</b> The Bull is wild: 8 of a commodity plus the Bull is a Bull Corner; all 9 "
        "plus the Bull scores double. Whoever holds the Bear cannot corner. When someone corners, every "
        "other holder of the Bull or the Bear loses 20 points for each. Pass them on fast, inside offers of "
        "one commodity.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlay",
        "<p>The first player to reach the target score (500, or 250 in a short game) wins.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlay",
        "<p><b>The bots.</b> They match your speed: they take about as long as you do to take an offer, to "
        "look at the cards they get and to ring the bell. The game measures you as you play and remembers "
        "it for the next game. Your level decides how well they play, and the pace makes them a step "
        "slower or quicker. Game → Bots match my speed turns it off, for the levels' fixed speeds.</p>",
    ),
)
"""How to play, paragraph by paragraph (rich text), each translated on its own in the ``"HowToPlay"``
context: the short rules of the rule book (``docs/rules-pit.md``) in every language the game speaks."""


def how_to_play_text() -> str:
    """The help text in the player's language."""
    return "\n".join(QCoreApplication.translate("HowToPlay", part) for part in HOW_TO_PLAY) + keys_html()


def show_how_to_play(parent: QWidget | None) -> None:
    """Show the short rules (a page that scrolls on a short screen, its OK button in view)."""
    show_text_page(parent, QCoreApplication.translate("HowToPlay", "How to play"), how_to_play_text())
