"""The headless commands as written in the issue, as separate processes on 127.0.0.1: a
table with two remote bots ends with exit 0; a bot killed with SIGKILL is replaced by a
computer (announced), and a new bot takes its seat back; a stopped host saves the game."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CODE = "ROOM77"


def _spawn(*args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "desktop_app.lan", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _host(*extra: str) -> tuple[subprocess.Popen[str], int]:
    host = _spawn("host", "--game", "banakil", "--seats", "remote,ai:medium,remote,ai:medium",
                  "--port", "0", "--code", CODE, "--bind", "127.0.0.1", "--no-discovery",
                  "--option", "target=30", *extra)
    assert host.stdout is not None
    line = host.stdout.readline()
    assert line, host.stderr.read() if host.stderr else ""
    return host, json.loads(line)["listening"]


def _bot(port: int, *extra: str) -> subprocess.Popen[str]:
    return _spawn("bot", "--connect", f"127.0.0.1:{port}", "--code", CODE.lower(),
                  "--level", "medium", *extra)


def _wait_started(host: subprocess.Popen[str]) -> None:
    assert host.stdout is not None
    assert json.loads(host.stdout.readline()) == {"started": True}


def test_host_and_two_bots_play_a_whole_game():
    host, port = _host()
    bots = [_bot(port), _bot(port)]
    try:
        out, err = host.communicate(timeout=60)
        assert host.returncode == 0, err
        summary = json.loads(out.strip().splitlines()[-1])
        assert summary["over"] and summary["dropped"] == 0
        for process in bots:
            bot_out, bot_err = process.communicate(timeout=10)
            assert process.returncode == 0, bot_err
            assert json.loads(bot_out)["ending"] == "game_over"
    finally:
        for process in (host, *bots):
            process.kill()


def test_a_bot_killed_with_sigkill_takes_its_seat_back(tmp_path):
    host, port = _host("--pace", "0.1", "--save-dir", str(tmp_path))
    first = _bot(port, "--seat", "1", "--pace", "0.1")
    other = _bot(port, "--seat", "3", "--pace", "0.1")
    second = None
    try:
        _wait_started(host)
        time.sleep(0.5)
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=5)
        time.sleep(0.3)  # the host sees the connection drop; a computer plays the seat
        second = _bot(port, "--seat", "1", "--pace", "0.1")
        out, err = host.communicate(timeout=90)
        assert host.returncode == 0, err
        summary = json.loads(out.strip().splitlines()[-1])
        assert summary["over"]
        assert summary["dropped"] == 1 and summary["rejoined"] == 1
        second_out, second_err = second.communicate(timeout=10)
        assert second.returncode == 0, second_err
        assert json.loads(second_out)["seat"] == 0
        assert other.wait(timeout=10) == 0
    finally:
        for process in (host, first, other, second):
            if process is not None:
                process.kill()


def test_a_stopped_host_saves_the_game_and_tells_the_clients(tmp_path):
    host, port = _host("--pace", "0.2", "--save-dir", str(tmp_path))
    bots = [_bot(port, "--pace", "0.2"), _bot(port, "--pace", "0.2")]
    try:
        _wait_started(host)
        time.sleep(1.2)
        host.send_signal(signal.SIGTERM)
        out, err = host.communicate(timeout=20)
        assert host.returncode == 3, err
        summary = json.loads(out.strip().splitlines()[-1])
        assert not summary["over"]
        saved = Path(summary["saved_to"])
        assert saved.parent == tmp_path
        from desktop_app.store.saves import SaveStore

        state = SaveStore(tmp_path).resume(SaveStore(tmp_path).load())
        assert state.history and not state.is_over
        for process in bots:
            bot_out, _ = process.communicate(timeout=10)
            assert process.returncode == 3
            assert json.loads(bot_out)["ending"] == "host_quit"
    finally:
        for process in (host, *bots):
            process.kill()
