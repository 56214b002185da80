"""Each rule variant, declared once in the engine, reaches the remembered choices and the new-game dialog,
in the player's language."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTranslator
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from variant_values import other_value

import pit_desktop.games.pit.engine.settings as settings_module
from pit_desktop.games.pit.engine import GameSettings
from pit_desktop.games.pit.engine.settings import VARIANTS, Choice, Seconds, Switch, Variant
from pit_desktop.games.pit.prefs import NewGamePrefs, PrefsStore
from pit_desktop.games.pit.ui.dialogs import NewGameDialog


def _tool(name: str) -> str:
    """A Qt tool installed beside this Python (``pyside6-lupdate``), or skip."""
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def _lupdate(ts: Path) -> Path:
    """The translation source ``pyside6-lupdate`` writes for the engine's settings module, at ``ts``."""
    command = [_tool("pyside6-lupdate"), settings_module.__file__, "-ts", str(ts)]
    subprocess.run(command, check=True, capture_output=True, timeout=60)
    return ts


def _texts(spec: Variant) -> list[str]:
    """Every text of ``spec`` a player reads."""
    return [spec.label, *([spec.tip] if spec.tip else []), *getattr(spec.kind, "labels", ())]


@pytest.mark.parametrize("spec", VARIANTS, ids=lambda v: v.rule)
def test_every_variant_is_remembered_under_its_key(
    store: PrefsStore, ini_settings: QSettings, spec: Variant
) -> None:
    """A choice other than the default is saved under ``game/<saved_as>`` and read back as it was."""
    chosen = NewGamePrefs(GameSettings(**{spec.field: other_value(spec)}))
    store.save(chosen)
    assert store.sync()
    assert ini_settings.contains(f"game/{spec.saved_as}")
    reread = PrefsStore(QSettings(ini_settings.fileName(), ini_settings.format())).load()
    assert getattr(reread.settings, spec.field) == other_value(spec)
    assert reread == chosen


def test_saved_values_keep_their_released_form(store: PrefsStore, ini_settings: QSettings) -> None:
    """Files written before the variants were declared in one place read the same, and are written the
    same: whole seconds, the edition's name, Qt's true/false, V-BEAR-3 under ``bear_3``."""
    for key, raw in {"edition": "Classic", "sort_time_s": "45", "bear_3": "true", "silent": "false"}.items():
        ini_settings.setValue(f"game/{key}", raw)
    chosen = store.load().settings
    assert (chosen.edition.value, chosen.sort_time_s, chosen.bear_in_big_offers_only) == (
        "Classic", 45.0, True
    )  # fmt: skip
    store.save(NewGamePrefs(chosen))
    assert store.sync()
    lines = Path(ini_settings.fileName()).read_text(encoding="utf-8").splitlines()
    assert {"edition=Classic", "sort_time_s=45", "bear_3=true", "silent=false"} <= set(lines)


@pytest.mark.parametrize("spec", VARIANTS, ids=lambda v: v.rule)
def test_every_variant_has_a_control_in_the_dialog(qtbot, store: PrefsStore, spec: Variant) -> None:
    """The dialog shows each variant with its own words and gives back what the player chose."""
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    control = dialog.controls[spec.field]
    kinds = {Switch: QCheckBox, Seconds: QSpinBox, Choice: QComboBox}
    assert isinstance(control, kinds[type(spec.kind)])
    if isinstance(control, QCheckBox):
        assert control.text() == spec.label
    assert dialog.more.isAncestorOf(control) == spec.more  # under "More rules", or with the main choices
    assert getattr(dialog.prefs().settings, spec.field) == spec.default
    dialog.set_prefs(NewGamePrefs(GameSettings(**{spec.field: other_value(spec)})))
    assert getattr(dialog.prefs().settings, spec.field) == other_value(spec)
    assert dialog.more_toggle.isChecked() == spec.more


def test_lupdate_finds_every_variants_words(tmp_path: Path) -> None:
    """Every text a variant shows is marked for translation in the "Variant" context, where the dialog
    looks it up."""
    ts = _lupdate(tmp_path / "variants.ts")
    marked = {
        message.findtext("source")
        for context in ET.parse(ts).getroot().iter("context")
        if context.findtext("name") == "Variant"
        for message in context.iter("message")
    }
    assert {text for spec in VARIANTS for text in _texts(spec)} <= marked


@pytest.fixture
def pseudo_translation(tmp_path: Path) -> Iterator[None]:
    """A translation of every "Variant" text into upper case, installed for the test."""
    ts = _lupdate(tmp_path / "upper.ts")
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        translation.text = (message.findtext("source") or "").upper()
        translation.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    qm = tmp_path / "upper.qm"
    subprocess.run(
        [_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True, timeout=60
    )
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_the_dialog_shows_the_variants_translated(qtbot, store: PrefsStore, pseudo_translation: None) -> None:
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    for spec in VARIANTS:
        control = dialog.controls[spec.field]
        if isinstance(control, QCheckBox):
            assert control.text() == spec.label.upper()
        if isinstance(control, QComboBox):
            assert control.itemText(0) == spec.kind.labels[0].upper()  # type: ignore[union-attr]
