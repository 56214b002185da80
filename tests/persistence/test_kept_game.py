"""Any game's kept file: written on a thread of its own after every command, the newest data winning and
never overtaken by older data, at once at a hand boundary; read only when it is a regular file; each
command of a growing hand encoded once (issue 22, item 6 and item 8)."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from pit_desktop.core import kept_game
from pit_desktop.core.kept_game import Growing, KeptWriter, dumps_kept, json_list, read_kept


def test_the_writer_writes_the_newest_data_on_its_thread_and_ends_with_nothing_to_write(
    tmp_path: Path,
) -> None:
    path = tmp_path / "data" / "game.json"
    writer = KeptWriter(path)
    for n in range(50):
        assert writer.write_later(dumps_kept({"n": n})) is None
    writer.close()  # what waits is written, and the thread has ended
    assert read_kept(path) == {"n": 49}
    assert not any(t.name == "kept-game-writer" and t.is_alive() for t in threading.enumerate())
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]  # no temporary file left


def test_a_write_at_once_waits_for_the_one_under_way_and_drops_what_waits(
    tmp_path: Path, monkeypatch
) -> None:
    """A hand boundary written at once is never overwritten by an older save still on the thread."""
    path = tmp_path / "game.json"
    writing, release = threading.Event(), threading.Event()
    real = kept_game.write_kept_bytes

    def slow(data: bytes, target: Path) -> None:
        if json.loads(data)["n"] == 1:
            writing.set()
            release.wait()
        real(data, target)

    monkeypatch.setattr(kept_game, "write_kept_bytes", slow)
    writer = KeptWriter(path)
    writer.write_later(dumps_kept({"n": 1}))
    assert writing.wait(30)  # the thread is writing 1
    writer.write_later(dumps_kept({"n": 2}))  # waits behind it
    done = threading.Thread(target=writer.write_now, args=(dumps_kept({"n": 3}),))
    done.start()
    release.set()
    done.join()
    writer.close()
    assert read_kept(path) == {"n": 3}  # 2 was dropped, never written after 3


def test_a_failed_write_on_the_thread_is_returned_once_and_removing_drops_what_waits(tmp_path: Path) -> None:
    (tmp_path / "game.json").mkdir()  # a folder in the file's place: replacing it fails
    writer = KeptWriter(tmp_path / "game.json")
    writer.write_later(b"{}")
    writer.close()
    error = writer.take_error()
    assert isinstance(error, OSError) and writer.take_error() is None
    (tmp_path / "game.json").rmdir()
    writer.write_now(b"{}")
    writer.remove()
    assert not (tmp_path / "game.json").exists()
    writer.remove()  # nothing to remove is fine


def test_a_growing_sequence_is_made_an_item_at_a_time_and_another_starts_afresh() -> None:
    made: list[int] = []

    def make(item: int) -> str | None:
        made.append(item)
        return None if item % 3 == 0 else str(item)

    growing: Growing[int, str] = Growing()
    items = list(range(1, 6))
    assert growing(items, make) == ["1", "2", "4", "5"] and made == [1, 2, 3, 4, 5]
    items += [6, 7]
    assert growing(items, make) == ["1", "2", "4", "5", "7"] and made[5:] == [6, 7]  # the new ones only
    other = [10, 11]
    assert growing(other, make) == ["10", "11"]  # another sequence: afresh
    assert growing([], make) == [] and json_list(["1", "[2]"]) == "[1,[2]]"


def test_raw_fields_join_the_object_and_need_one(tmp_path: Path) -> None:
    assert json.loads(dumps_kept({"a": 1}, {"b": "[1,2]"})) == {"a": 1, "b": [1, 2]}
    with pytest.raises(ValueError):
        dumps_kept({}, {"b": "1"})


@pytest.mark.parametrize("kind", ["folder", "device"])
def test_only_a_regular_file_is_read(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "game.json"
    if kind == "folder":
        path.mkdir()
    else:
        path = Path("/dev/zero")  # it never ends
    with pytest.raises(kept_game.KeptGameError) as err:
        read_kept(path)
    assert err.value.kind == "unreadable"
