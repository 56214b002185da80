"""Settings declared once (PV-…, with PV-PARTNERS declared for later), the engine as a monitor, and the
layers: the Pitch packages never load Qt."""

from __future__ import annotations

import contextlib
import dataclasses
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from pitch_rig import Invariants

from pit_desktop.games.pitch.engine.commands import DealHand
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.errors import PitchError
from pit_desktop.games.pitch.engine.events import HandScored, HandThrownIn
from pit_desktop.games.pitch.engine.settings import SETTINGS, PitchSettings

ROOT = Path(__file__).resolve().parents[2]


def test_every_setting_is_declared_once_with_its_rule_and_metadata() -> None:
    ids = [s.id for s in SETTINGS]
    assert ids == ["P-ED-1", "PV-TARGET", "PV-LOW-TO-HOLDER", "PV-STEAL", "PV-STICK", "PV-MIN-2", "PV-MONEY",
                   "PV-PARTNERS", "PV-COUNTED"]  # fmt: skip
    defaults = PitchSettings()
    for spec in SETTINGS:
        assert getattr(defaults, spec.key) == spec.default and spec.label
    assert {f.name for f in dataclasses.fields(PitchSettings)} == {s.key for s in SETTINGS} | {"names"}
    target = next(s for s in SETTINGS if s.id == "PV-TARGET")
    assert target.choices == (7, 11, 15, 21) and target.default == 7


def test_pv_partners_is_declared_for_later_and_refused_now() -> None:
    """PV-PARTNERS: listed for the dialog as a later variant; switching it on is refused."""
    partners = next(s for s in SETTINGS if s.id == "PV-PARTNERS")
    assert partners.later and partners.default is False
    with pytest.raises(ValueError, match="PV-PARTNERS"):
        PitchSettings(partners=True).validated()


@pytest.mark.parametrize(
    "bad",
    [
        {"target": 8},
        {"steal": 1},
        {"money": "yes"},
        {"players": True},
        {"names": ("a", "b")},
        {"target": 7.0},
    ],
)
def test_bad_settings_are_refused(bad: dict) -> None:
    with pytest.raises(ValueError):
        PitchSettings(**bad).validated()


def test_names_fall_back_to_player_numbers() -> None:
    assert PitchSettings().name_of(1) == "Player 2"
    assert PitchSettings(players=3, names=("Ann", "Bo", "Cy")).name_of(2) == "Cy"


def test_threads_racing_for_one_turn_get_one_success_and_refusals() -> None:
    """The engine is a monitor: many threads submitting legal-looking commands at once never break an
    invariant; exactly the seat on turn gets through each time."""
    engine = PitchEngine(PitchSettings(players=4), seed=9)
    check = Invariants(4, [0] * 4)
    engine.subscribe(check)
    hand_over = threading.Event()
    engine.subscribe(lambda e: hand_over.set() if isinstance(e, HandScored | HandThrownIn) else None)
    stop = threading.Event()
    failures: list[BaseException] = []

    def worker(seat: int) -> None:
        rng = random.Random(seat)
        try:
            while not stop.is_set():
                legal = engine.legal_commands(seat)
                if legal:
                    with contextlib.suppress(PitchError):  # another thread moved first
                        engine.submit(rng.choice(legal))
        except BaseException as err:  # pragma: no cover - reported below
            failures.append(err)

    threads = [threading.Thread(target=worker, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    try:
        for _ in range(30):
            if engine.phase.value == "game_over":
                break
            hand_over.clear()
            engine.submit(DealHand())
            assert hand_over.wait(timeout=60), "the players did not finish the hand"
    finally:
        stop.set()
        for t in threads:
            t.join(timeout=10)
    assert not failures and not check.errors and check.hands_scored > 0


def test_last_seq_is_the_last_events_and_a_listener_sees_it_at_its_commands_last() -> None:
    """A listener told an event whose ``seq`` is ``last_seq`` has the last of its command's events."""
    engine = PitchEngine(PitchSettings(players=3), seed=4, first_dealer=0)
    assert engine.last_seq == 0
    seen: list[tuple[int, int]] = []
    engine.subscribe(lambda e: seen.append((e.seq, engine._seq)))  # under the lock: last_seq would wait
    events = engine.submit(DealHand())
    assert engine.last_seq == events[-1].seq == len(events) == 4  # the deal and three private hands
    assert seen == [(e.seq, events[-1].seq) for e in events]


def test_the_pitch_packages_import_without_pyside6() -> None:
    code = (
        "import sys, pkgutil, importlib\n"
        "import pit_desktop.games.pitch\n"
        "for info in pkgutil.walk_packages(pit_desktop.games.pitch.__path__, 'pit_desktop.games.pitch.'):\n"
        "    if info.name.split('.')[3] not in ('ui', 'prefs'):  # its window and QSettings: Qt's\n"
        "        importlib.import_module(info.name)\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "", f"Qt was loaded: {done.stdout.strip()}"
