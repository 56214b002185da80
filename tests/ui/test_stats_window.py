"""The Statistics window in a player's words (issue 25, item 5): the rating drawn only from enough finished
games and said so before, the Bull's and the Bear's costs both told, the win rates and the last hands as
charts whose data are the figures', and no formula in any language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QGroupBox, QLabel, QTableWidget

from pit_desktop.core.resources import TRANSLATIONS
from pit_desktop.core.stats_db import GameRow, HandRow, StatsDb
from pit_desktop.games.pit.figures import RATING_GAMES, rating_history, win_rates
from pit_desktop.games.pit.ui.stats_window import RECENT_HANDS, StatsWindow
from pit_desktop.shell.language import use_language

LEVELS = (None, "Hard", "Hard")


def hand(game: str, n: int, points: int, corner: int, bull: int, bear: int) -> HandRow:
    """Hand ``n`` of ``game``: seat ``corner`` cornered, the player (seat 0) scored ``points``."""
    bear_cost = 20 if bear == 0 and corner != 0 else 0
    return HandRow(game, n, float(n), 0, (0, 0, 0), (points, 0, 0), corner, "Wheat", "Corner", 100, 5.0, 3, 1,
                   bull, bear, points, bear_cost)  # fmt: skip


def twelve_hands(db: StatsDb) -> list[HandRow]:
    """One unfinished game of twelve hands: the player cornered four, held the Bull at three of the others'
    corners and the Bear at two (one of them with the Bull)."""
    db.start_game(GameRow("g", 0.0, "{}", 3, LEVELS, "Hard", "Normal"))
    plan = [(0, 1, 2)] * 4 + [(1, 0, 2), (2, 0, 1), (1, 0, 0), (2, 1, 0)] + [(1, 2, 1)] * 4
    hands = []
    for n, (corner, bull, bear) in enumerate(plan, 1):
        points = 100 if corner == 0 else -20 * ((bull == 0) + (bear == 0))
        hands.append(hand("g", n, points, corner, bull, bear))
        db.add_hand(hands[-1])
    return hands


def finish_games(db: StatsDb, winners: tuple[int, ...]) -> None:
    for i, winner in enumerate(winners):
        db.start_game(GameRow(f"f{i}", 10.0 + i, "{}", 3, LEVELS, "Hard", "Normal"))
        db.end_game(f"f{i}", tuple(500 if s == winner else 0 for s in range(3)), winner, 10.5 + i)


@pytest.fixture
def db(tmp_path: Path):
    kept = StatsDb(tmp_path / "stats.sqlite3")
    yield kept
    kept.close()


def test_after_twelve_hands_no_box_is_empty_and_the_rating_says_when(qtbot, db: StatsDb) -> None:
    hands = twelve_hands(db)
    window = StatsWindow(db)
    qtbot.addWidget(window)
    assert window.chart is None
    assert (
        window.rating_note.text() == f"Finish {RATING_GAMES} more games to see how you rate against the bots."
    )
    assert window.hands_chart.bars and [b.value for b in window.hands_chart.bars] == [
        h.your_points for h in hands
    ]
    assert [n.text() for n in window.empty_notes] == ["Finish a game to see how often you win."]
    finish_games(db, (0,))
    again = StatsWindow(db)
    qtbot.addWidget(again)
    assert again.rating_note.text() == "Finish 2 more games to see how you rate against the bots."


def test_the_bull_and_the_bear_are_both_counted(qtbot, db: StatsDb) -> None:
    """R-SCORE-2: the Bull held at another's corner three times (60 points), the Bear twice (40)."""
    twelve_hands(db)
    window = StatsWindow(db)
    qtbot.addWidget(window)
    text = window.summary.text()
    assert "Holding the Bull at someone else's corner cost you 60 points in 3 hands." in text
    assert "Holding the Bear at someone else's corner cost you 40 points in 2 hands." in text


def test_the_rating_is_drawn_with_the_bots_from_enough_games(qtbot, db: StatsDb) -> None:
    winners = (0, 1, 0, 0)
    finish_games(db, winners)
    window = StatsWindow(db)
    qtbot.addWidget(window)
    assert window.chart is not None
    expected = rating_history(db.games())
    assert window.chart.points == [(p.game, p.ordinal) for p in expected]
    assert window.chart.levels == [("Hard", expected[-1].bots[0][1])]
    ordinal, hard = expected[-1].ordinal, expected[-1].bots[0][1]
    assert ("You rate above: Hard." if ordinal > hard else "You rate below or level with: Hard.") in (
        window.rating_note.text()
    )
    assert window.chart.grab().width() > 0  # it paints


def test_the_win_chart_draws_the_tables_rates(qtbot, db: StatsDb) -> None:
    finish_games(db, (0, 1, 0))
    db.start_game(GameRow("e", 20.0, "{}", 4, (None, "Easy", "Easy", "Easy"), "Easy", "Brisk"))
    db.end_game("e", (500, 0, 0, 0), 0, 20.5)
    window = StatsWindow(db)
    qtbot.addWidget(window)
    rates = win_rates(db.games())
    bars = window.wins_chart.bars
    assert [(b.value, b.low, b.high, b.mark) for b in bars] == [
        (r.rate, r.low, r.high, r.fair) for r in rates
    ]
    assert [b.label for b in bars] == ["Easy\nBrisk", "Hard\nNormal"]
    assert [b.mark for b in bars] == [pytest.approx(1 / 4), pytest.approx(1 / 3)]
    assert window.rates_table.rowCount() == 2 and window.rates_table.item(1, 4).text() == "67%"
    assert window.wins_chart.grab().width() > 0 and window.hands_chart.grab().width() > 0


def test_the_points_chart_shows_the_latest_hands(qtbot, db: StatsDb) -> None:
    db.start_game(GameRow("g", 0.0, "{}", 3, LEVELS, "Hard", "Normal"))
    for n in range(RECENT_HANDS + 5):
        db.add_hand(hand("g", n, n - 10, 1, 2, 2))
    window = StatsWindow(db)
    qtbot.addWidget(window)
    assert [b.value for b in window.hands_chart.bars] == [n - 10 for n in range(5, RECENT_HANDS + 5)]
    assert window.hands_chart.low == -100 and window.hands_chart.high == 100


def words(window: StatsWindow) -> list[str]:
    """Every heading, label and column title of the window."""
    out = [window.windowTitle()]
    out += [box.title() for box in window.findChildren(QGroupBox)]
    out += [label.text() for label in window.findChildren(QLabel) if label.text()]
    for table in window.findChildren(QTableWidget):
        out += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    return out


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_word_is_plain_and_in_the_players_language(qtbot, db: StatsDb, language: str) -> None:
    """No formula ("openskill", "mu", "sigma") in any language, and every heading and label translated:
    none is left in English outside English."""
    twelve_hands(db)
    finish_games(db, (0, 1, 0))
    assert use_language("en")
    english = StatsWindow(db)
    qtbot.addWidget(english)
    try:
        assert use_language(language)
        window = StatsWindow(db)
        qtbot.addWidget(window)
        said = words(window)
    finally:
        use_language("en")
    for text in said:
        assert not {"openskill", "mu", "sigma", "ordinal"} & set(text.lower().replace(",", " ").split()), text
    if language != "en":
        # the saved ids shown as they are, and "Commodity", the word Brazilian Portuguese uses too
        same = set(said) & set(words(english)) - {"Hard", "Normal", "Wheat", "Corner", "Commodity"}
        assert not {t for t in same if any(c.isalpha() for c in t)}, same


def test_the_lines_inside_a_chart_take_the_colour_of_text_on_its_base(qtbot) -> None:
    """In the dark theme the window's text is light and so is a chart's base: the range's line is drawn in
    the text-on-base colour, or it would not show."""
    from PySide6.QtGui import QColor, QPalette

    from pit_desktop.shell.stats_charts import Bar, BarChart

    chart = BarChart([Bar("Easy", 0.2, "20%", 0.1, 0.9, 0.5)], 0.0, 1.0)
    qtbot.addWidget(chart)
    palette = chart.palette()
    palette.setColor(QPalette.ColorRole.Base, QColor("white"))
    palette.setColor(QPalette.ColorRole.Text, QColor("black"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("white"))
    chart.setPalette(palette)
    chart.resize(300, 200)
    image = chart.grab().toImage()
    left, top, right, bottom = chart.MARGIN
    plot_height = 200 - top - bottom
    centre = left + (300 - left - right) / 2
    y = round(top + plot_height * (1 - 0.7))  # on the range's line, above the bar
    darkest = min(QColor(image.pixel(round(centre) + dx, y)).lightness() for dx in (-1, 0, 1))
    assert darkest < 128


def test_level_names_beside_the_rating_are_moved_apart_not_over_each_other() -> None:
    from pit_desktop.shell.stats_charts import spread

    assert spread([50.0, 10.0, 55.0], 14) == [50.0, 10.0, 64.0]
    assert spread([10.0, 40.0], 14) == [10.0, 40.0]
    assert spread([], 14) == []
