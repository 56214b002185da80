"""The coach's lessons (:mod:`pit_desktop.coach`) in the player's words, translated. GUI thread only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Coach", text, None, n)


def lesson_text(lesson: Mapping[str, Any], names: Sequence[str] = ()) -> str:
    """One lesson as a sentence; ``names`` are the seats' names (a seat number is shown without them)."""

    def name(seat: object) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else _tr("another player")

    kind = lesson.get("kind")
    if kind == "fed_cornerer":
        return _tr(
            "You gave {commodity} to {name} %n time(s), and {name} cornered it.", lesson["times"]
        ).format(commodity=lesson["commodity"], name=name(lesson.get("seat")))
    if kind == "kept_bear":
        return _tr("You kept the Bear for {seconds:.0f} s and lost {points}: pass it on early.").format(
            seconds=lesson["seconds"], points=lesson["points"]
        )
    if kind == "slow_bell":
        return _tr("You held your corner for {seconds:.1f} s before ringing: ring at once.").format(
            seconds=lesson["seconds"]
        )
    if kind == "missed_corner":
        return _tr("You held a corner for {seconds:.1f} s without ringing; {name} cornered instead.").format(
            seconds=lesson["seconds"], name=name(lesson.get("seat"))
        )
    if kind == "switched_target":
        return _tr(
            "You switched from {old} to {new} after %n trade(s), and did not corner.", lesson["trades"]
        ).format(old=lesson["from"], new=lesson["to"])
    if kind == "false_claim":
        return _tr("You rang %n time(s) without a corner.", lesson["times"])
    return _tr("A lesson this version cannot show.")
