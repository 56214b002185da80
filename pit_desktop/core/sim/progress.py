"""The progress bar of the long commands (``simulate``, ``tournament``): games done, rate and time left.

Drawn with tqdm on standard error when that is a terminal; a pipe, a file or a test's captured output gets
no bar at all, so what the commands print stays the same wherever it goes.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:  # annotations only: tqdm loads where a bar is drawn
    from tqdm import tqdm


class Progress:
    """Games finished so far, shown on a bar (or nowhere, when the bar is off).

    Attributes:
        shown: whether a bar is drawn.
    """

    def __init__(self, bar: tqdm[Any] | None) -> None:
        self._bar = bar
        self.shown = bar is not None

    def reached(self, done: int) -> None:
        """``done`` games are finished in all (counts only go up)."""
        bar = self._bar
        if bar is not None and done > bar.n:
            bar.update(done - bar.n)

    def write(self, line: str, out: TextIO) -> None:
        """Print ``line`` to ``out`` without tearing the bar (it is cleared and drawn again below)."""
        if self._bar is None:
            print(line, file=out, flush=True)
        else:
            self._bar.write(line, file=out)


@contextmanager
def progress(total: int, what: str = "games", stream: TextIO | None = None) -> Iterator[Progress]:
    """A progress bar of ``total`` units for the duration of the ``with`` block.

    Args:
        total: units (games) to finish.
        what: the unit's name, plural (shown after the rate).
        stream: where the bar goes; standard error by default. No bar unless it is a terminal.
    """
    stream = stream if stream is not None else sys.stderr
    try:
        terminal = stream.isatty()
    except (AttributeError, ValueError):  # a closed or odd stream
        terminal = False
    if not terminal:
        yield Progress(None)
        return
    from tqdm import tqdm  # only where a bar is drawn

    class Bar(tqdm):
        monitor_interval = 0  # no monitor thread: the bar is redrawn at every game anyway

    # Redrawn at every game (a game takes milliseconds at least), so the count shown is never behind.
    with Bar(
        total=total, unit=f" {what}", file=stream, dynamic_ncols=True, leave=False, mininterval=0
    ) as bar:
        yield Progress(bar)
