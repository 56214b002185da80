"""The rule ids the project cites resolve to the rule books in ``docs/`` (``docs/rules-pit.md``,
``docs/rules-pitch.md``): every id cited in the package, the tests, the docs, the benchmarks, the packaging
and the README is defined there, each id once; the variants tables name every declared variant with its
default; and the books name no file the repository does not hold.

An id is defined by a line that starts with it in bold (``**R-TRADE-4** — …``), by a heading that starts
with it (``## R-TRADE: trading``, the id of a group of rules) or by a table row whose first cell it is
(``| V-BEAR-3 | off | … |``). A citation is the id anywhere in a text (``R-TRADE-4``), a range of one rule's
numbers (``R-CORNER-1..6`` cites R-CORNER-1 to R-CORNER-6), or, in a test's name, the id in snake case
ending in its number (``test_r_trade_4_…``).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from enum import Enum
from pathlib import Path

import pytest

from pit_desktop.games.pit.engine.settings import VARIANTS
from pit_desktop.games.pitch.engine.settings import SETTINGS as PITCH_SETTINGS

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
BOOKS = tuple(sorted(DOCS.glob("rules-*.md")))
"""The rule books: one per game, ``docs/rules-<game>.md``."""

CITING = (ROOT / "pit_desktop", ROOT / "tests", DOCS, ROOT / "benchmarks", ROOT / "packaging")
"""The trees whose texts cite rule ids (with the README)."""
TEXT_SUFFIXES = frozenset({".py", ".md", ".spec", ".toml", ".txt"})

ID = r"(?:R|V|P|PV)-[A-Z0-9]+(?:-[A-Z0-9]+)*"
"""A rule id: Pit's ``R-…`` and ``V-…``, Pitch's ``P-…`` and ``PV-…``. A game whose ids take another
prefix adds it here."""
CITED = re.compile(rf"\b({ID})\b(?:\.\.(\d+)\b)?")
SNAKE_CITED = re.compile(r"(?<![a-z0-9])(r|v|p|pv)_([a-z]+)_(\d+)(?![0-9])")
"""An id in a test's name: a prefix, one word and a number (``r_trade_4``, ``pv_min_2``), never longer, so
that ``test_v_short_target_250`` is read as citing no id at all."""
TEST_NAME = re.compile(r"\bdef (test_\w+)")
DEFINED = re.compile(rf"^(?:\*\*({ID})\*\*|#{{2,6}} ({ID})\b|\| ({ID}) \|)")
OLD_FILES = re.compile(r"\bRULES(?:-PITCH)?\.md\b")
"""The names the rules contracts had before they came into the repository as the rule books."""

LINK = re.compile(r"\]\(([^)\s]+)\)")
CODE = re.compile(r"`([^`\n]+)`")
ABSOLUTE = re.compile(r"(?:^|[\s(\[\"'`])((?:/|~/|[A-Za-z]:\\)[A-Za-z_.][^\s)\]\"'`]*)", re.M)
PATH_LIKE = re.compile(r"^[\w.<>-]+(?:/[\w.<>-]+)+/?$|^[\w-]+\.(?:md|py|json|txt|toml)$")


def _where(path: Path, line: int) -> str:
    return f"{path.relative_to(ROOT)}:{line}"


def citations(text: str) -> Iterator[str]:
    """Every rule id ``text`` cites, a range giving each id in it (``R-SCORE-1..3``: R-SCORE-1, 2 and 3)."""
    for m in CITED.finditer(text):
        rule, last = m.group(1), m.group(2)
        if last is None:
            yield rule
            continue
        stem, first = rule.rsplit("-", 1)
        if not first.isdigit() or int(last) < int(first):
            yield m.group(0)  # not a range of numbers: never defined, so reported as it is written
            continue
        yield from (f"{stem}-{n}" for n in range(int(first), int(last) + 1))


def named_citations(text: str) -> Iterator[str]:
    """The ids that the names of the test functions in ``text`` cite (``test_v_bear_3_…``: V-BEAR-3)."""
    for name in TEST_NAME.findall(text):
        for m in SNAKE_CITED.finditer(name):
            yield "-".join(m.groups()).upper()


def definition_lines() -> Iterator[tuple[str, str, str]]:
    """Each definition in the rule books: the id, where (``docs/rules-pit.md:42``) and the line."""
    for book in BOOKS:
        for number, line in enumerate(book.read_text(encoding="utf-8").splitlines(), 1):
            m = DEFINED.match(line)
            if m:
                yield next(g for g in m.groups() if g), _where(book, number), line


def definitions() -> dict[str, list[str]]:
    """Every id the rule books define, with where each definition is."""
    found: dict[str, list[str]] = defaultdict(list)
    for rule, where, _ in definition_lines():
        found[rule].append(where)
    return found


def citing_files() -> Iterator[Path]:
    """The README and every text file of the citing trees."""
    yield ROOT / "README.md"
    for tree in CITING:
        yield from sorted(p for p in tree.rglob("*") if p.suffix in TEXT_SUFFIXES and p.is_file())


def cited() -> dict[str, list[str]]:
    """Every id cited in the citing files, with where (``pit_desktop/games/pit/engine/market.py:12``)."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in citing_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for rule in citations(line):
                found[rule].append(_where(path, number))
            if path.suffix == ".py":
                for rule in named_citations(line):
                    found[rule].append(_where(path, number))
    return found


def undefined(found: dict[str, list[str]], defined: dict[str, list[str]]) -> list[str]:
    """``found``'s ids that ``defined`` lacks, each with the first places citing it."""
    return [
        f"{rule} ({', '.join(where[:3])})" for rule, where in sorted(found.items()) if rule not in defined
    ]


def test_each_game_has_its_rule_book() -> None:
    """Pit's and Pitch's rules are in the repository (a book renamed or dropped fails here)."""
    assert {b.name for b in BOOKS} >= {"rules-pit.md", "rules-pitch.md"}


def test_every_cited_rule_id_is_defined_in_a_rule_book() -> None:
    """A docstring, refusal, test or doc citing an id no book defines (a typo, a rule renamed) fails."""
    missing = undefined(cited(), definitions())
    assert not missing, "rule ids cited but defined in no docs/rules-*.md: " + "; ".join(missing)


def test_every_rule_id_is_defined_once() -> None:
    """One id, one rule: the same id defined in both books, or twice in one, fails."""
    twice = {rule: places for rule, places in definitions().items() if len(places) > 1}
    assert not twice, f"rule ids defined more than once: {twice}"


def test_the_group_ids_head_their_sections() -> None:
    """R-ED, R-TRADE, R-CORNER, P-PLAY and the other groups the code cites are section headings."""
    groups = {"R-ED", "R-DEAL", "R-TRADE", "R-CORNER", "R-SCORE"}
    groups |= {"P-ED", "P-DEAL", "P-BID", "P-PLAY", "P-SCORE", "P-WIN"}
    headings = {rule for rule, _, line in definition_lines() if line.startswith("#")}
    assert groups <= headings, f"not section headings: {sorted(groups - headings)}"


def _variant_rows() -> dict[str, str]:
    """Each variant's id in the books' variants tables, with its default as the table says it."""
    rows = {}
    for book in BOOKS:
        for line in book.read_text(encoding="utf-8").splitlines():
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if re.fullmatch(r"P?V-[A-Z0-9-]+", cells[0]) and len(cells) > 1:
                rows[cells[0]] = cells[1]
    return rows


def _said(default: object) -> str:
    """A declared default as the variants tables write it: on, off, 30 s, Modern, 7."""
    if isinstance(default, bool):
        return "on" if default else "off"
    if isinstance(default, Enum):
        return str(default.value)
    if isinstance(default, float):
        return f"{default:g} s"
    return str(default)


def test_the_variants_tables_hold_every_declared_variant_with_its_default() -> None:
    """Pit's ``VARIANTS`` and Pitch's ``PV-…`` settings are the rows of the tables, with the defaults the
    game declares (a default changed in the code and not in its book fails here)."""
    declared = {v.rule: _said(v.default) for v in VARIANTS}
    declared |= {s.id: _said(s.default) for s in PITCH_SETTINGS if s.id.startswith("PV-")}
    assert _variant_rows() == declared


@pytest.mark.parametrize("book", BOOKS, ids=lambda b: b.name)
def test_the_rule_books_name_no_path_outside_the_repository(book: Path) -> None:
    """Every link and every path a book names is a file of the repository (a link's anchor a heading of
    it); none is absolute or climbs out of the repository, and none is a rules file's old name."""
    wrong = outside_paths(book)
    assert not wrong, "\n".join(wrong)


def outside_paths(book: Path) -> list[str]:
    """What ``book`` names that the repository does not hold, each with why."""
    text = book.read_text(encoding="utf-8")
    wrong = [f"absolute: {m}" for m in ABSOLUTE.findall(text)]
    wrong += [f"climbs out: {line.strip()}" for line in text.splitlines() if "../" in line]
    wrong += [f"an old name: {m}" for m in OLD_FILES.findall(text)]
    for target in LINK.findall(text):
        if re.match(r"^[a-z]+:", target):
            continue  # a web address
        file, _, anchor = target.partition("#")
        named = (book.parent / file).resolve() if file else book
        if not (named.is_relative_to(ROOT) and named.is_file()):
            wrong.append(f"a link to no file of the repository: {target}")
        elif anchor and anchor not in _anchors(named):
            wrong.append(f"a link to no heading: {target}")
    for span in CODE.findall(text):
        named = (ROOT / span).resolve()
        if PATH_LIKE.match(span) and "<" not in span and not (named.is_relative_to(ROOT) and named.exists()):
            wrong.append(f"no such file in the repository: {span}")
    return wrong


def _anchors(markdown: Path) -> set[str]:
    """The anchors of a Markdown file's headings, as GitHub makes them."""
    heads = re.findall(r"^#{1,6} (.+)$", markdown.read_text(encoding="utf-8"), re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in heads}


def test_the_rules_are_cited_by_the_rule_books_names() -> None:
    """No text of the project points at a rules file by a name it does not hold."""
    old = [
        _where(path, n)
        for path in citing_files()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if OLD_FILES.search(line)
    ]
    assert not old, f"rules named by files the repository does not hold: {old}"


def test_a_made_up_id_is_caught() -> None:
    """The check can fail: an id no book defines is reported, cited plainly, as the end of a range, or in
    a test's name."""
    made_up = "R-" + "TRADE-99"
    text = f'"""Swaps them ({made_up}), steals (P-BID-3..' + '9)."""\ndef test_v_bear_' + "7_x(): ..."
    found: dict[str, list[str]] = defaultdict(list)
    for rule in [*citations(text), *named_citations(text)]:
        found[rule].append("example")
    missing = {m.split()[0] for m in undefined(found, definitions())}
    assert missing == {made_up, *(f"P-BID-{n}" for n in range(5, 10)), "V-" + "BEAR-7"}
