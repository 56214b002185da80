"""Trick Toy as the shell runs it: a one-label window that starts a game, and a one-label replay viewer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from trick_toy.engine import ToyRecord
from trick_toy.play import Harness


class ToyStore:
    """Remembered choices: none."""

    def load(self) -> None:
        return None


class ToySession:
    """The game under way: all bots, played at once (no threads)."""

    engine: Any = None

    def bot_threads_running(self) -> int:
        return 0


class ToyWindow(QWidget):
    def __init__(self, game: ToyGame) -> None:
        super().__init__()
        self.setWindowTitle(game.title())
        self.store, self.controller = ToyStore(), ToySession()
        self.label = QLabel("Trick Toy", self)
        QVBoxLayout(self).addWidget(self.label)

    def start_game(self, prefs: object) -> None:
        harness = Harness(1)
        self.controller.engine = harness.engine
        harness.play_hand()
        self.label.setText(f"Scores: {harness.scores()}")

    def leave(self) -> None:
        self.close()


class ToyGame:
    name = "toy"

    def title(self) -> str:
        return "Trick Toy"

    def sounds(self) -> tuple[str, ...]:
        return ("card_played",)

    def make_window(self, sound: Any, data_folder: Path | None) -> ToyWindow:
        return ToyWindow(self)


TOY_GAME = ToyGame()


def viewer(record: ToyRecord, parent: QWidget, title: str | None, lessons: tuple[str, ...]) -> QDialog:
    dialog = QDialog(parent)
    dialog.setWindowTitle(title or "Trick Toy")
    QVBoxLayout(dialog).addWidget(QLabel(str(record.deal), dialog))
    return dialog
