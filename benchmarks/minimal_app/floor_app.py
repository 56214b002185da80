"""The memory floor of what Pit Desktop needs from Qt: a window, nine SVG cards drawn, one sound played.

One process does it all, then prints ``PIT_FLOOR <peak resident memory, MiB>`` (``ru_maxrss`` of the
process) and exits 0; ``benchmarks/bench_memory.py`` sets the game's peak over its start, first frame and
one whole hand beside it. The nine cards are nine of the game's faces as ``QSvgWidget`` (QtSvg), the
sound is the game's bell played from memory on a ``QAudioSink`` (QtMultimedia), as the game's sound player
plays its clips. Where this computer has no audio output the sink stops at once with an error; the
modules and the sink were loaded all the same, which is what the memory counts. Usage::

    python benchmarks/minimal_app/floor_app.py
"""

import resource
import sys
import wave
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QTimer
from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices, QtAudio
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import QApplication, QGridLayout, QWidget

ASSETS = Path(__file__).resolve().parents[2] / "assets"
FACES = ("wheat", "barley", "corn", "oats", "rye", "flax", "hay", "bull", "bear")
"""Nine of the game's card faces (``assets/cards/*.svg``)."""

SOUND = "bell"
"""The sound played (``assets/sounds/bell.wav``)."""

LONGEST_MS = 5000
"""The floor gives up waiting for the sound after this long (milliseconds) and exits all the same."""


def peak_mib() -> float:
    """This process's peak resident memory so far, MiB."""
    scale = 1 / 1048576 if sys.platform == "darwin" else 1 / 1024  # bytes on macOS, KiB on Linux
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale


def cards_window() -> QWidget:
    """A window of nine card widgets, three by three."""
    window = QWidget()
    grid = QGridLayout(window)
    for i, face in enumerate(FACES):
        card = QSvgWidget(str(ASSETS / "cards" / f"{face}.svg"))
        card.setFixedSize(90, 126)
        grid.addWidget(card, i // 3, i % 3)
    return window


def play(app: QApplication) -> QAudioSink:
    """Start the bell on the default output; the application quits when it has played (or failed)."""
    with wave.open(str(ASSETS / "sounds" / f"{SOUND}.wav"), "rb") as clip:
        rate, channels, width = clip.getframerate(), clip.getnchannels(), clip.getsampwidth()
        frames = clip.readframes(clip.getnframes())
    fmt = QAudioFormat()
    fmt.setSampleRate(rate)
    fmt.setChannelCount(channels)
    fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16 if width == 2 else QAudioFormat.SampleFormat.UInt8)
    buffer = QBuffer(app)
    buffer.setData(QByteArray(frames))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    sink = QAudioSink(QMediaDevices.defaultAudioOutput(), fmt, app)

    def changed(state: QtAudio.State) -> None:
        if state in (QtAudio.State.IdleState, QtAudio.State.StoppedState):
            QTimer.singleShot(0, QCoreApplication.quit)

    sink.stateChanged.connect(changed)
    sink.start(buffer)
    if sink.state() == QtAudio.State.StoppedState:  # no output here: it never started
        QTimer.singleShot(0, QCoreApplication.quit)
    return sink


def main() -> int:
    """Draw the cards, play the sound, print the peak; returns the exit code."""
    app = QApplication(sys.argv)
    window = cards_window()
    window.show()
    holder: list[QAudioSink] = []
    QTimer.singleShot(0, lambda: holder.append(play(app)))
    QTimer.singleShot(LONGEST_MS, QCoreApplication.quit)
    app.exec()
    print(f"PIT_FLOOR {peak_mib():.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
