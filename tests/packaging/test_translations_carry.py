"""``packaging/translations.py --carry``: a text whose class moved keeps its translation in its new
context."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "packaging"))
import translations as tools  # noqa: E402

MOVED = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>Sound on.</source>
        <translation type="vanished">Son activé.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="vanished">
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShellWindow</name>
    <message>
        <source>Sound on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <source>Never translated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
"""


def test_a_moved_text_keeps_its_translation_plurals_included(tmp_path: Path) -> None:
    ts = tmp_path / "pit_desktop_fr.ts"
    ts.write_text(MOVED, encoding="utf-8")
    assert tools.carry_translations(ts) == 2
    shell = next(c for c in ET.parse(ts).getroot() if c.findtext("name") == "ShellWindow")
    translated = {m.findtext("source"): m.find("translation") for m in shell.iter("message")}
    assert translated["Sound on."].text == "Son activé." and "type" not in translated["Sound on."].attrib
    forms = [f.text for f in translated["%n card(s)"].iter("numerusform")]
    assert forms == ["%n carte", "%n cartes"]
    assert translated["Never translated."].get("type") == "unfinished"  # nothing to carry: a translator's
