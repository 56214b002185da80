"""The look at the sound server (``sound_server.check_server``): where libpulse would look, a socket that
answers, one left by a server that died, a server started again, and places it cannot see. Pure Python: a
listening socket of the test's own stands in for the server."""

from __future__ import annotations

import socket
from pathlib import Path

from pit_desktop.shell.sound_server import SYSTEM_SOCKET, ServerCheck, check_server, pulse_sockets


def _listening(path: Path) -> socket.socket:
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(4)
    return server


def test_where_libpulse_would_look(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert pulse_sockets({"PULSE_SERVER": "unix:/a/native {abc}unix:/b /c tcp:host:4713"}, home) == (
        ["/a/native", "/b", "/c"],
        True,
    )
    assert pulse_sockets({"PULSE_SERVER": "unix:/a"}, home) == (["/a"], False)
    assert pulse_sockets({"XDG_RUNTIME_DIR": "/run/user/7"}, home) == (
        ["/run/user/7/pulse/native", SYSTEM_SOCKET],
        False,
    )
    assert pulse_sockets({"PULSE_RUNTIME_PATH": "/p", "XDG_RUNTIME_DIR": "/r"}, home)[0][0] == "/p/native"
    assert pulse_sockets({}, home) == ([SYSTEM_SOCKET], True)  # then libpulse looks where this does not
    conf = tmp_path / "config" / "pulse" / "client.conf"
    conf.parent.mkdir(parents=True)
    conf.write_text("; a comment\ndefault-server = tcp:elsewhere\n", encoding="utf-8")
    assert pulse_sockets({"XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_RUNTIME_DIR": "/r"}, home) == (
        [],
        True,
    )


def test_a_server_that_answers_then_dies_then_starts_again(tmp_path: Path) -> None:
    path = tmp_path / "native"
    env = {"PULSE_SERVER": f"unix:{path}"}
    assert check_server(env, "linux") == ServerCheck(False, (), f"unix:{path}")
    first = _listening(path)
    found = check_server(env, "linux")
    assert found.reachable is True and found == check_server(env, "linux")  # the same server, twice
    first.close()  # a server killed leaves its socket behind: nobody answers on it
    assert path.exists() and check_server(env, "linux").reachable is False
    path.unlink()
    with _listening(path):
        again = check_server(env, "linux")
        assert again.reachable is True and again.identity != found.identity  # another server


def test_where_it_cannot_tell(tmp_path: Path) -> None:
    assert check_server({"PULSE_SERVER": f"unix:{tmp_path}/x"}, "win32") == ServerCheck(None)
    assert check_server({"PULSE_SERVER": "darwin"}, "darwin").reachable is None
    assert check_server({"PULSE_SERVER": f"unix:{tmp_path}/x tcp:host"}, "linux").reachable is None
