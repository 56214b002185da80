"""The words a player reads for the table's pace, speed matching and Auto, translated where they are shown
(the levels' names come from :mod:`~pit_desktop.games.pit.ui.names`).

The saved ids (``Level.value``, ``Pace.value``) never change with the words: a translation or a new wording
leaves remembered choices readable. GUI thread only (``QCoreApplication.translate``).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from pit_desktop.core.bots.level import Level
from pit_desktop.core.bots.pace import Pace
from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.shell.names import level_name as level_name

AUTO = QT_TRANSLATE_NOOP("Level", "Auto")
"""The bots' level when Auto chooses it (and the pace) from the player's results."""

AUTO_TIP = QT_TRANSLATE_NOOP(
    "Level",
    "Auto moves the bots' level and the pace one step at a time toward you winning your fair share.",
)
"""What Auto does, for a tooltip."""

PACE_NOW = QT_TRANSLATE_NOOP("MainWindow", "The bots now play at the {pace} pace. {what}")
"""Said when the player changes the pace: ``{pace}`` is its name, ``{what}`` what it does (``pace_tip``)."""

PACE_NAMES: dict[Pace, str] = {
    Pace.RELAXED: QT_TRANSLATE_NOOP("Pace", "Relaxed"),
    Pace.STANDARD: QT_TRANSLATE_NOOP("Pace", "Standard"),
    Pace.BRISK: QT_TRANSLATE_NOOP("Pace", "Brisk"),
}
"""Each pace's name, in English, marked for translation in the ``"Pace"`` context."""

PACE_TIPS: dict[Pace, str] = {
    Pace.RELAXED: QT_TRANSLATE_NOOP(
        "Pace",
        "The bots take about {percent}% longer over everything. Against Medium bots, a player at human "
        "speed wins about twice as often as at Standard.",
    ),
    Pace.STANDARD: QT_TRANSLATE_NOOP(
        "Pace",
        "The usual pace, at which the levels were measured. At three seats the bots play a little quicker, "
        "at five or more a little slower, so each level is about as hard at any table size.",
    ),
    Pace.BRISK: QT_TRANSLATE_NOOP(
        "Pace",
        "The bots take about {percent}% less time over everything. Against Medium bots, a player at human "
        "speed wins about half as often as at Standard.",
    ),
}
"""What each pace does, for a tooltip and when it is chosen: ``{percent}`` is how much the bots' times
change (:data:`~pit_desktop.games.pit.bots.PACE_FACTORS`); the win rates are the Human seat's rows in
``docs/bots.md`` (against three Medium: 28.2% at Standard, 64.9% at Relaxed, 12.6% at Brisk); the table's
size is :data:`~pit_desktop.games.pit.bots.levels.SIZE_TEMPO`."""

MATCH = QT_TRANSLATE_NOOP("Match", "Bots match my speed")
"""The switch of speed matching (:mod:`pit_desktop.games.pit.bots.matching`), in the new-game dialog and the
Game menu (the menu's entry adds its own access key)."""

MATCH_MENU = QT_TRANSLATE_NOOP("Match", "&Bots match my speed")
"""The Game menu's entry of speed matching, with its access key."""

MATCH_TIP = QT_TRANSLATE_NOOP(
    "Match",
    "The bots take about as long as you do to take an offer, to look at the cards they get and to ring the "
    "bell: the game measures you as you play, and remembers it. Your level decides how well they play. Off, "
    "they play at their levels' fixed speeds.",
)
"""What speed matching does, in a player's words, for a tooltip and when it is turned on."""

MATCH_ON = QT_TRANSLATE_NOOP("Match", "The bots now match your speed. {what}")
"""Said when the player turns speed matching on: ``{what}`` is :data:`MATCH_TIP` (empty in the trading
pit's log)."""

MATCH_OFF = QT_TRANSLATE_NOOP("Match", "The bots now play at their levels' fixed speeds.")
"""Said when the player turns speed matching off."""

AUTO_STARTS = QT_TRANSLATE_NOOP(
    "Auto", "Auto starts at {level}, {pace} and moves the bots after each hand toward your fair share."
)
"""Under Auto in the new-game dialog: where Auto will start (its remembered rung) and what it does."""

AUTO_STARTED = QT_TRANSLATE_NOOP("Auto", "Auto: the bots start at {level}, {pace}.")
"""Said when a game under Auto begins."""

AUTO_TAG = QT_TRANSLATE_NOOP("Auto", "{level} · Auto")
"""A bot's level tag at the table when Auto chose it."""

AUTO_PACE = QT_TRANSLATE_NOOP("Auto", "Auto sets the pace")
"""Why the pace cannot be chosen under Auto (a tooltip)."""


def pace_name(pace: Pace) -> str:
    """``pace``'s name in the player's language."""
    return QCoreApplication.translate("Pace", PACE_NAMES[pace])


def pace_tip(pace: Pace) -> str:
    """What ``pace`` does, in plain terms, in the player's language."""
    percent = round(abs(pace.factor - 1.0) * 100)
    return QCoreApplication.translate("Pace", PACE_TIPS[pace]).format(percent=percent)


def auto_name() -> str:
    """ "Auto" in the player's language."""
    return QCoreApplication.translate("Level", AUTO)


def match_tip() -> str:
    """What speed matching does (:data:`MATCH_TIP`), in the player's language."""
    return QCoreApplication.translate("Match", MATCH_TIP)


def match_tooltip() -> str:
    """:func:`match_tip` as a tooltip: rich text, so Qt wraps it (a plain tooltip is one line, and this one
    is wider than a small screen in some languages)."""
    return f"<p>{html.escape(match_tip(), quote=False)}</p>"


def match_now(on: bool, explain: bool = True) -> str:
    """What the status line says when the player turns speed matching on or off (``on``), with what it does
    when ``explain`` (the trading pit's log keeps it without), in the player's language."""
    if not on:
        return QCoreApplication.translate("Match", MATCH_OFF)
    what = match_tip() if explain else ""
    return QCoreApplication.translate("Match", MATCH_ON).format(what=what).strip()


def auto_words(text: str, level: Level, pace: Pace) -> str:
    """:data:`AUTO_STARTS` or :data:`AUTO_STARTED` for ``level`` and ``pace``, in the player's language."""
    return QCoreApplication.translate("Auto", text).format(level=level_name(level), pace=pace_name(pace))


def level_tag(level: Level, auto: bool) -> str:
    """A bot's level as its seat shows it: ``"Medium"``, or ``"Medium · Auto"`` when Auto chose it."""
    name = level_name(level)
    return QCoreApplication.translate("Auto", AUTO_TAG).format(level=name) if auto else name


def auto_pace_tip() -> str:
    """ "Auto sets the pace" in the player's language."""
    return QCoreApplication.translate("Auto", AUTO_PACE)


PITCH_PACE_TIPS: dict[Pace, str] = {
    Pace.RELAXED: QT_TRANSLATE_NOOP(
        "PitchPace",
        "The bots take about {percent}% longer over each card and call, more time to follow the play. They "
        "play no differently.",
    ),
    Pace.STANDARD: QT_TRANSLATE_NOOP(
        "PitchPace", "The usual pace: about a second a card and two or three a call, as a person plays."
    ),
    Pace.BRISK: QT_TRANSLATE_NOOP(
        "PitchPace",
        "The bots take about {percent}% less time over each card and call. They play no differently.",
    ),
}
"""What each pace does in Pitch, a game of turns: only how long the bots take, never how well they play
(Pit's tips speak of its race for offers, :data:`PACE_TIPS`)."""


def pitch_pace_tip(pace: Pace) -> str:
    """What ``pace`` does in Pitch, in the player's language (:data:`PITCH_PACE_TIPS`)."""
    percent = round(abs(pace.factor - 1.0) * 100)
    return QCoreApplication.translate("PitchPace", PITCH_PACE_TIPS[pace]).format(percent=percent)


def pace_now(pace: Pace, explain: bool = True, pitch: bool = False) -> str:
    """:data:`PACE_NOW` for ``pace`` in the player's language: what the status line says when the player
    changes the pace, with what it does when ``explain`` (a log keeps it without), in Pitch's words when
    ``pitch``."""
    what = (pitch_pace_tip(pace) if pitch else pace_tip(pace)) if explain else ""
    return QCoreApplication.translate("MainWindow", PACE_NOW).format(pace=pace_name(pace), what=what).strip()
