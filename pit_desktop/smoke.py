"""``pit-desktop --smoke-test``: prove a build works without a person in front of it.

Builds the main window, resolves every asset, decodes every sound of every game and asks the sound player
whether the audio output takes them, and plays one short all-bot hand at high speed (bots in every seat,
sorting time 0) to a corner. Prints one summary line and exits 0; anything missing or broken exits non-zero
and says what. A computer that plays no sound now (no server, no output, no audio libraries) is said in the
line ("sound: unavailable (why)") and passes: the game is silent there, as it should be. Works with
``QT_QPA_PLATFORM=offscreen``.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time

SMOKE_TIME_SCALE = 200.0
"""Game seconds per real second during the smoke hand."""

SMOKE_TIMEOUT_MS = 60_000
"""Give up on the smoke hand after this long, real milliseconds."""

SMOKE_SEED = 7
"""The smoke hand's seed."""


def _check_assets() -> list[str]:
    from pit_desktop.core import resources

    return [f"missing asset: {a}" for a in resources.missing_assets()]


def _check_sounds() -> tuple[int, str, list[str]]:
    """Decode every sound every game plays (and the shell's own); then ask a sound player whether the audio
    output takes each (``pit_desktop.shell.sound_player.check_output``).

    Returns:
        How many sounds decode, what the player found (``"on Null Output"``, or ``"unavailable (why)"`` where
        this computer plays no sound now: no server, no output device, no audio libraries; the game is then
        silent, which is no fault of the build), and the problems (a sound that does not decode, or that an
        output there is cannot play).
    """
    from pit_desktop.core import resources
    from pit_desktop.shell.games import every_sound
    from pit_desktop.shell.sound import check_wav
    from pit_desktop.shell.sound_player import check_output

    names = every_sound()
    problems: list[str] = []
    ok = 0
    for name in names:
        try:
            path = resources.sound_path(name)
        except resources.AssetMissingError as err:
            problems.append(f"sound {name}: {err}")
            continue
        problem = check_wav(str(path))
        if problem:
            problems.append(f"sound {name}: {problem}")
        else:
            ok += 1
    verdict, detail = check_output(names)
    if verdict == "unplayable":
        problems += [f"sound {name}: the audio output cannot play it" for name in detail.split()]
    return ok, (f"on {detail}" if verdict == "ok" else f"unavailable ({detail})"), problems


def _check_card_art() -> list[str]:
    from pit_desktop.core import resources
    from pit_desktop.games.pit.ui.card_art import shared_art

    art = shared_art()
    return [
        f"card art {face}: not a valid SVG" for face in resources.CARD_FACES if art.renderer(face) is None
    ]


def run_smoke_test() -> int:
    """Run the smoke test (see the module docstring).

    Returns:
        0 when everything works; 1 when something is missing or the hand did not end in a corner.
    """
    from PySide6.QtCore import QEventLoop, QTimer

    from pit_desktop.games.pit.bots import Level
    from pit_desktop.games.pit.engine import CornerClaimed, GameSettings, TradeCompleted
    from pit_desktop.games.pit.prefs import PrefsStore
    from pit_desktop.games.pit.ui.controller import GameController, seat_names
    from pit_desktop.games.pit.ui.window import MainWindow
    from pit_desktop.shell.main import make_application
    from pit_desktop.shell.sound import SilentSound

    started = time.monotonic()
    app = make_application(sys.argv[:1])
    problems = _check_assets()
    sounds_ok, output, sound_problems = _check_sounds()
    problems += sound_problems + _check_card_art()

    from PySide6.QtCore import QSettings

    scratch = tempfile.TemporaryDirectory(prefix="pit-smoke-")
    settings_file = QSettings(os.path.join(scratch.name, "smoke.ini"), QSettings.Format.IniFormat)
    sound = SilentSound()
    controller = GameController(sound, time_scale=SMOKE_TIME_SCALE)
    window = MainWindow(controller, PrefsStore(settings_file), sound)
    window.show()
    app.processEvents()

    trades = 0
    corner: CornerClaimed | None = None
    loop = QEventLoop()

    def on_event(event: object) -> None:
        nonlocal trades, corner
        match event:
            case TradeCompleted():
                trades += 1
            case CornerClaimed():
                corner = event
                loop.quit()

    controller.event_received.connect(on_event)
    give_up = QTimer(loop)  # the loop's own: it goes with the loop, never firing after the smoke test
    give_up.setSingleShot(True)
    give_up.timeout.connect(loop.quit)
    give_up.start(SMOKE_TIMEOUT_MS)
    settings = GameSettings(players=3, sort_time_s=0.0, names=("Bot 1", *seat_names(3)[1:]))
    hand_started = time.monotonic()
    controller.new_game(settings, [Level.MEDIUM] * 3, seed=SMOKE_SEED, autoplay=True)
    loop.exec()
    hand_s = time.monotonic() - hand_started
    found = corner  # as it stood when the loop ended, before the window closes
    window.close()
    window.deleteLater()  # its timers go with it (run inside a test suite, nothing may outlive the test)
    controller.shutdown()
    del settings_file
    scratch.cleanup()
    if controller.bot_threads_running():
        problems.append(f"{controller.bot_threads_running()} bot threads still running after shutdown")
    if not isinstance(found, CornerClaimed):
        problems.append(f"the all-bot hand did not reach a corner in {SMOKE_TIMEOUT_MS / 1000:.0f} s")
    if problems:
        for p in problems:
            print(f"smoke test: {p}", file=sys.stderr)
        print(f"smoke test FAILED: {len(problems)} problem(s)")
        return 1
    assert isinstance(found, CornerClaimed)
    print(
        f"smoke test ok: {len(_expected_assets())} assets, {sounds_ok} sounds, sound: {output}, "
        f"hand 1 cornered by {settings.name_of(found.seat)} ({found.commodity.value}, {found.kind.value}, "
        f"+{found.points}) after {trades} trades in {hand_s:.2f} s; "
        f"total {time.monotonic() - started:.2f} s"
    )
    return 0


def _expected_assets() -> tuple[str, ...]:
    from pit_desktop.core import resources

    return resources.EXPECTED_ASSETS
