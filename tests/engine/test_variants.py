"""Each rule variant is declared once (``games/pit/engine/settings.py``) and reaches the settings class, its
checks and hand records from that declaration alone."""

from __future__ import annotations

import dataclasses
import json
import re
from enum import Enum
from pathlib import Path

import pytest
from variant_values import other_value, wrong_value

from pit_desktop.games.pit.engine import GameSettings, RecordError, loads_record
from pit_desktop.games.pit.engine.record import settings_to_dict
from pit_desktop.games.pit.engine.record_checks import parse_settings
from pit_desktop.games.pit.engine.settings import VARIANTS, Choice, SettingError, Switch, Variant

RULES = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"

RELEASED = {
    "V-EDITION": ("edition", "edition"),
    "V-BULL-BEAR": ("bull_bear", "bull_bear"),
    "V-SHORT": ("short_game", "short_game"),
    "V-BEAR-3": ("bear_in_big_offers_only", "bear_3"),
    "V-FALSE-CLAIM": ("false_claim_fine", "false_claim_fine"),
    "V-SORT-TIME": ("sort_time_s", "sort_time_s"),
    "V-SILENT": ("silent", "silent"),
}
"""The variants of the first release: rule id → (hand record field, remembered-choices key). Files written
since hold these names, so they never change."""


def test_the_released_variants_keep_their_ids_and_names() -> None:
    """Saved choices and hand records keep reading as before: no variant was renamed or dropped (new ones
    may join), and no two share a name."""
    declared = {v.rule: (v.field, v.saved_as) for v in VARIANTS}
    assert {rule: declared.get(rule) for rule in RELEASED} == RELEASED
    assert len({v.field for v in VARIANTS}) == len({v.saved_as for v in VARIANTS}) == len(VARIANTS)


def test_every_variant_is_a_settings_field_with_its_default() -> None:
    fields = {f.name: f.default for f in dataclasses.fields(GameSettings)}
    for spec in VARIANTS:
        assert fields[spec.field] == spec.default == getattr(GameSettings(), spec.field)
        assert re.fullmatch(r"V-[A-Z0-9]+(-[A-Z0-9]+)*", spec.rule)
        assert spec.label and spec.saved_as
        if spec.requires is not None:
            assert isinstance(next(v for v in VARIANTS if v.field == spec.requires).kind, Switch)
        if isinstance(spec.kind, Choice):
            assert len(spec.kind.labels) == len(spec.kind.enum)


def test_the_edition_labels_count_its_commodities() -> None:
    """V-EDITION, R-ED: the words "Modern (8 commodities)" agree with the edition."""
    (edition,) = [v for v in VARIANTS if v.field == "edition"]
    assert isinstance(edition.kind, Choice)
    for member, label in zip(edition.kind.enum, edition.kind.labels, strict=True):
        assert label == f"{member.value} ({len(member.commodities)} commodities)"


@pytest.mark.parametrize("spec", VARIANTS, ids=lambda v: v.rule)
def test_every_variant_is_checked(spec: Variant) -> None:
    """A value of the wrong type is refused, naming the variant's field; another good value is taken."""
    with pytest.raises(SettingError) as err:
        GameSettings(**{spec.field: wrong_value(spec)}).validated()
    assert err.value.field == spec.field
    settings = GameSettings(**{spec.field: other_value(spec)})
    assert settings.validated() is settings


@pytest.mark.parametrize("spec", VARIANTS, ids=lambda v: v.rule)
def test_every_variant_goes_through_a_hand_record(spec: Variant) -> None:
    """A record writes every variant by its field name and reads it back; a wrong type is refused at
    ``settings.<field>``."""
    settings = GameSettings(players=3, **{spec.field: other_value(spec)})
    written = json.loads(json.dumps(settings_to_dict(settings)))
    assert list(written) == ["players", *(v.field for v in VARIANTS)]
    assert parse_settings(written, 3) == settings
    written[spec.field] = wrong_value(spec)
    with pytest.raises(RecordError) as err:
        parse_settings(written, 3)
    assert err.value.path == f"settings.{spec.field}"


def test_a_sorting_time_out_of_range_names_its_field_and_the_limit() -> None:
    """V-SORT-TIME: the limit in the message is the declared one (no number written twice)."""
    with pytest.raises(RecordError, match=r"settings.sort_time_s: sorting time must be 0 to 60 s"):
        parse_settings({"sort_time_s": 61}, 3)


def test_the_documented_record_still_reads() -> None:
    """The example of ``docs/hand-record.md``, written before the variants were declared in one place."""
    text = re.search(r"```json\n(.*?)```", RULES.read_text(encoding="utf-8"), re.S)
    assert text
    record = loads_record(text.group(1))
    assert isinstance(record.settings.edition, Enum)
