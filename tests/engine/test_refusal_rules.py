"""A refusal's ``rule`` field names the rule that refuses it, the one its message cites (issue 9).

One error class may enforce several rules (the market closed before the bell, R-DEAL-3, or after a corner,
R-CORNER-5): the field must follow the raise, not the class.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from pit_rig import THREE, THREE_BASIC, cards, rigged

from pit_desktop.games.pit import engine as engine_pkg
from pit_desktop.games.pit.engine import (
    DealHand,
    MakeOffer,
    OpenMarket,
    PitError,
    errors,
    loads_record,
    replay_record,
)

ENGINE = Path(engine_pkg.__file__).resolve().parent
RULE_ID = re.compile(r"\b[RV]-[A-Z]+(?:-[A-Z]+)*(?:-\d+)?")


def _doc_example() -> dict[str, object]:
    doc = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"
    found = re.search(r"```json\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)
    assert found
    return json.loads(found.group(1))


def test_commands_after_a_corner_name_r_corner_5_and_r_deal_3() -> None:
    """After the corner (R-CORNER-5) an offer is refused under R-CORNER-5, and a bell under R-DEAL-3 (the
    market opens only after a deal); the message and the field agree."""
    data = _doc_example()
    data["commands"] += [  # type: ignore[operator]
        {"type": "offer", "seat": 1, "cards": ["Oats"]},
        {"type": "claim", "seat": 2},
        {"type": "open"},
    ]
    refused = replay_record(loads_record(json.dumps(data))).to_dict()["refused"][-3:]
    assert [(r["reason"], r["rule"]) for r in refused] == [
        ("market_closed", "R-CORNER-5"), ("market_closed", "R-CORNER-5"), ("wrong_phase", "R-DEAL-3")
    ]  # fmt: skip
    assert all(f"({r['rule']})" in r["message"] for r in refused)


def test_the_bull_in_the_basic_game_names_v_bull_bear() -> None:
    """V-BULL-BEAR: the basic game has no Bull; the refusal says so in its field too, not V-BEAR-3."""
    table = rigged(THREE_BASIC, bull_bear=False)
    with pytest.raises(PitError) as err:
        table.submit(MakeOffer(1, cards("Bull")))
    assert (err.value.reason, err.value.rule) == ("special_card", "V-BULL-BEAR")
    bear_3 = rigged(THREE, bear_in_big_offers_only=True)
    with pytest.raises(PitError) as err:
        bear_3.submit(MakeOffer(2, cards("Bear")))
    assert (err.value.reason, err.value.rule) == ("special_card", "V-BEAR-3")


def test_dealing_mid_hand_names_r_corner_5_and_a_second_bell_r_deal_3() -> None:
    """A hand ends only with a corner (R-CORNER-5); the bell rings once, after the deal (R-DEAL-3)."""
    table = rigged(THREE)
    with pytest.raises(PitError) as err:
        table.submit(DealHand())
    assert err.value.rule == "R-CORNER-5" and "(R-CORNER-5)" in err.value.message
    with pytest.raises(PitError) as err:
        table.submit(OpenMarket())
    assert err.value.rule == "R-DEAL-3" and "(R-DEAL-3)" in err.value.message


def _raises() -> list[tuple[str, int, str, str, str | None]]:
    """Every ``raise SomeError("…")`` of a refusal in the engine (or ``return SomeError("…")``, a refusal
    handed to the caller to raise): file, line, class, the message's literal text, and the ``rule=`` given
    (or ``None``)."""
    found = []
    for path in sorted(ENGINE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            call = (
                node.exc
                if isinstance(node, ast.Raise)
                else node.value
                if isinstance(node, ast.Return)
                else None
            )
            if not isinstance(call, ast.Call):
                continue
            if not isinstance(call.func, ast.Name):
                continue
            cls = getattr(errors, call.func.id, None)
            if not (isinstance(cls, type) and issubclass(cls, PitError)) or not call.args:
                continue
            text = "".join(
                n.value
                for n in ast.walk(call.args[0])
                if isinstance(n, ast.Constant) and isinstance(n.value, str)
            )
            rule = next((k.value for k in call.keywords if k.arg == "rule"), None)
            given = rule.value if isinstance(rule, ast.Constant) else None
            found.append((path.name, node.lineno, call.func.id, text, given))
    return found


def test_every_refusal_names_a_rule_its_message_cites() -> None:
    """Read every raise of a refusal in the engine: the ``rule`` it gets (its own ``rule=``, else its
    class's) is among the rule ids its message cites, whenever it cites any."""
    raises = _raises()
    assert len(raises) > 20, "the engine's raises were not found"
    wrong = []
    for name, line, cls, text, given in raises:
        cited = RULE_ID.findall(text)
        rule = given or getattr(errors, cls).rule
        if cited and rule not in cited:
            wrong.append(f"{name}:{line} {cls} rule {rule} but the message cites {', '.join(cited)}")
    assert wrong == []


def test_every_refusal_class_has_its_own_reason_and_a_rule() -> None:
    """A subclass without its own entry must not fall back to ``"illegal"``: each names its reason."""
    classes = [c for c in vars(errors).values() if isinstance(c, type) and issubclass(c, PitError)]
    classes.remove(PitError)
    reasons = [c.reason for c in classes]
    assert "illegal" not in reasons and len(set(reasons)) == len(classes)
    assert all(RULE_ID.fullmatch(c.rule) for c in classes)
