"""The score pad, `python -m desktop_app.score` (SCOREPAD.md): the documented Banakil example,
and bad input that exits 2 with one line on standard error naming the field, never a
traceback."""

from __future__ import annotations

import copy
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.games.position import PositionError
from desktop_app.score import main, score

ROOT = Path(__file__).resolve().parents[1]

# The Banakil example of SCOREPAD.md, verbatim.
EXAMPLE = {"game": "banakil", "partnerships": False, "options": {"sets_any_rank": False},
           "ending": "went_out",
           "players": [
               {"melds": [["9D", "10D", "JD", "QD", "KD"], ["AS", "AH", "AC"]], "hand": [],
                "went_out": True, "concealed": False},
               {"melds": [], "hand": ["KH", "9S"], "went_out": False, "concealed": False}],
           "totals_before": [190, 215], "target": 222}


def run_pad(stdin: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "desktop_app.score", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


MAX_LINE = 200


def check_one_line(result_code: int, out: str, err: str, words: list[str]) -> None:
    assert result_code == 2, (out, err[:500])
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err[:500]
    assert lines[0].startswith("error: ") and len(lines[0]) <= MAX_LINE, lines[0][:500]
    for word in words:
        assert word in lines[0], lines[0]


def fake_stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


def changed(path: str, value: Any) -> dict[str, Any]:
    """EXAMPLE with the value at a dotted path ("players.1.hand") replaced (None deletes)."""
    data = copy.deepcopy(EXAMPLE)
    *parents, last = path.split(".")
    target: Any = data
    for key in parents:
        target = target[int(key)] if isinstance(target, list) else target[key]
    if value is None:
        del target[last]
    elif isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return data


def test_documented_example_through_the_command_line():
    """SCOREPAD.md: 9.5 melded + 20 = 29.5 → 30 (BK-25); no meld: −20 (BK-23)."""
    result = run_pad(json.dumps(EXAMPLE))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out = json.loads(result.stdout)
    assert out["player_scores"] == [30, -20]
    assert out["team_scores"] is None
    assert out["totals_after"] == [220, 195]
    assert out["game_over"] is False and out["winner"] is None
    assert out["breakdown"][0]["raw"] == 29.5 and out["breakdown"][1]["fixed"] == -20


def test_file_argument(tmp_path):
    position = tmp_path / "position.json"
    position.write_text(json.dumps(EXAMPLE), encoding="utf-8")
    result = run_pad("", str(position))
    assert result.returncode == 0 and json.loads(result.stdout)["player_scores"] == [30, -20]


def test_game_end_in_the_example():
    """BK-28: with a lower target the first player wins."""
    out = score(changed("target", 220))
    assert out["game_over"] is True and out["winner"] == 0


BAD_INPUTS = [
    # (what, stdin, words the one error line must hold)
    ("unknown game", json.dumps(changed("game", "mahjong")), ["game:", "mahjong"]),
    ("malformed card", json.dumps(changed("players.1.hand", ["KH", "1S"])),
     ["players[1].hand[1]", "1S"]),
    ("too many copies", json.dumps(changed("players.1.hand", ["KD", "9S", "KD"])),
     ["players[1].hand[2]", "KD", "BK-01"]),
    ("illegal meld", json.dumps(changed("players.0.melds", [["8S", "8H", "8D"]])),
     ["players[0].melds[0]", "8S 8H 8D", "BK-11"]),
    ("illegal run", json.dumps(changed("players.0.melds", [["KC", "AC", "3C"]])),
     ["players[0].melds[0]", "BK-12"]),
    ("a 2 in a set", json.dumps(changed("players.0.melds", [["AS", "AD", "2C"]])),
     ["players[0].melds[0]", "BK-13"]),
    ("too few naturals", json.dumps(changed("players.0.melds", [["9H", "JK", "2D"]])),
     ["players[0].melds[0]", "BK-13"]),
    ("wrong wild meaning", json.dumps(changed("players.0.melds", [["9D", "10D", "JK:7D"]])),
     ["players[0].melds[0]", "BK-14"]),
    ("missing field", json.dumps(changed("ending", None)), ["ending", "missing"]),
    ("missing hand", json.dumps(changed("players.1.hand", None)), ["players[1].hand", "missing"]),
    ("not JSON", "{'game': 'banakil'}", ["not valid JSON"]),
    ("not an object", "[1, 2]", ["position"]),
    ("two players went out", json.dumps(changed("players.1", {
        "melds": [["3S", "3H", "3D"]], "hand": [], "went_out": True})), ["players", "BK-19"]),
    ("nobody went out", json.dumps(changed("players.0.went_out", False)),
     ["players", "BK-19"]),
    ("went out holding cards", json.dumps(changed("players.0.hand", ["4S"])),
     ["players[0].hand", "BK-19"]),
    ("went out without melds", json.dumps(changed("players.0.melds", [])),
     ["players[0].melds", "BK-19"]),
    ("concealed but not out", json.dumps(changed("players.1.concealed", True)),
     ["players[1].concealed", "BK-24"]),
    ("bad ending", json.dumps(changed("ending", "draw")), ["ending", "draw"]),
    ("stock exhausted but out", json.dumps(changed("ending", "stock_exhausted")),
     ["players[0].went_out", "BK-20"]),
    ("unknown option", json.dumps(changed("options", {"jokers": 4})), ["options.jokers"]),
    ("option type", json.dumps(changed("options", {"min_naturals": "two"})),
     ["options.min_naturals", "whole number"]),
    ("option range", json.dumps(changed("options", {"min_naturals": 7})),
     ["options.min_naturals"]),
    ("partners need four", json.dumps(changed("partnerships", True)), ["players", "4"]),
    ("one player", json.dumps(changed("players", [EXAMPLE["players"][0]])), ["players"]),
    ("totals length", json.dumps(changed("totals_before", [1, 2, 3])), ["totals_before"]),
    ("totals type", json.dumps(changed("totals_before", [1.5, 2])), ["totals_before[0]"]),
    ("target", json.dumps(changed("target", 0)), ["target", "BK-28"]),
    ("unknown field", json.dumps(changed("players.0.score", 5)), ["players[0]", "score"]),
    ("card not text", json.dumps(changed("players.1.hand", [13])), ["players[1].hand[0]"]),
    ("meaning on a hand card", json.dumps(changed("players.1.hand", ["KH:QH"])),
     ["players[1].hand[0]"]),
    ("deep JSON", "[" * 100_000 + "]" * 100_000, ["JSON"]),
]


@pytest.mark.parametrize(("what", "stdin", "words"), BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input_exits_2_with_one_line(what, stdin, words, monkeypatch, capsys):
    """In process (fast): main() reads the fake standard input as the command line does."""
    fake_stdin(monkeypatch, stdin.encode())
    check_one_line(main([]), *capsys.readouterr(), words)


def test_bad_input_through_the_command_line():
    result = run_pad(BAD_INPUTS[2][1])
    check_one_line(result.returncode, result.stdout, result.stderr, BAD_INPUTS[2][2])


def exit_code(argv: list[str]) -> int:
    """main()'s status, argparse's exits included."""
    try:
        return main(argv)
    except SystemExit as exit_info:
        return int(exit_info.code or 0)


def test_bad_files_and_arguments(tmp_path, capsys):
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe{}")
    for args in ([str(tmp_path / "missing.json")], [str(binary)], [str(tmp_path)], ["a", "b"],
                 ["--frobnicate"]):
        check_one_line(exit_code(args), *capsys.readouterr(), [])


def mutations(value: Any) -> st.SearchStrategy[Any]:
    """The example with one node anywhere replaced by arbitrary JSON (or removed)."""
    paths: list[tuple[Any, ...]] = []

    def walk(node: Any, path: tuple[Any, ...]) -> None:
        paths.append(path)
        if isinstance(node, dict):
            for key, item in node.items():
                walk(item, (*path, key))
        elif isinstance(node, list):
            for index, item in enumerate(node):
                walk(item, (*path, index))

    walk(value, ())
    leaves = st.one_of(st.none(), st.booleans(), st.integers(-5, 300),
                       st.floats(allow_nan=False), st.sampled_from(
                           ["", "JK", "2C:9H", "AS", "AS#1", "10D", "QX", "banakil", "went_out",
                            "stock_exhausted", "JK:3C"]))
    json_values = st.recursive(leaves, lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(
            ["melds", "hand", "went_out", "concealed", "x"]), inner, max_size=3)), max_leaves=8)

    @st.composite
    def mutate(draw: st.DrawFn) -> Any:
        data = copy.deepcopy(value)
        path = draw(st.sampled_from(paths[1:]))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        if draw(st.booleans()) and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(json_values)
        return data

    return mutate()


@settings(max_examples=150)
@given(mutations(EXAMPLE))
def test_any_damaged_position_gives_a_result_or_a_position_error(data):
    """In process (fast): the pad either scores or raises PositionError naming a field."""
    try:
        result = score(data)
    except PositionError as error:
        message = str(error)
        assert "\n" not in message and message.split(":")[0]
        return
    assert len(result["player_scores"]) == len(data["players"])


# -- hostile input (issue 11, item 11) ---------------------------------------------------------
# Every case exits 2 with one line of at most 200 characters, at once: the pad reads at most
# 1 MiB + 1 bytes, refuses what is not a regular file, and never echoes a huge token.

EXAMPLE_TEXT = json.dumps(EXAMPLE)


def with_raw(raw: str, path: str = "target") -> str:
    """EXAMPLE's JSON with the value at `path` written as `raw` (text json.dumps cannot make)."""
    marker = "\"@RAW@\""
    return json.dumps(changed(path, "@RAW@")).replace(marker, raw)


HOSTILE = [
    # (what, stdin, words the one error line must hold)
    ("5,000-digit number", with_raw("9" * 5000), ["target", "5000 digits"]),
    ("16-digit number", with_raw("1" * 16), ["target", "16 digits"]),
    ("NaN", with_raw("NaN"), ["target", "NaN is not a number JSON allows"]),
    ("Infinity", with_raw("-Infinity"), ["target", "-Infinity is not a number"]),
    ("overflowing float", with_raw("1e999", "totals_before.0"),
     ["totals_before[0]", "1e999", "too large"]),
    ("repeated key", EXAMPLE_TEXT.replace('{"game": "banakil"', '{"game": "x", "game": "banakil"'),
     ["position", 'the key "game" appears twice']),
    ("repeated key in a player", EXAMPLE_TEXT.replace('"hand": ["KH", "9S"]',
                                                      '"hand": [], "hand": ["KH", "9S"]'),
     ["players[1]", '"hand"', "twice"]),
    ("1 MB token", json.dumps({"game": "a" * 1_000_000}), ["game:", "known:"]),
    ("1 MB card", json.dumps(changed("players.1.hand", ["K" * 1_000_000])),
     ["players[1].hand[0]"]),
    ("1 MB key", json.dumps({"game": "banakil", "k" * 1_000_000: 1}), ["unknown field"]),
    ("over 1 MiB", EXAMPLE_TEXT + " " * (1 << 20), ["standard input", "1 MiB"]),
    ("a million players", json.dumps({"game": "banakil", "players": [{}] * 1_000_000}),
     ["1 MiB"]),
    ("five Banakil players", json.dumps(changed("players", [{}] * 5)),
     ["players", "at most 4 players"]),
    ("seven Cap-It totals", json.dumps({"game": "cap_it_rummy", "totals_before": [0] * 7}),
     ["totals_before", "at most 6 players"]),
    ("Banapples players as a number", json.dumps({"game": "banapples", "players": 10 ** 12}),
     ["players", "at most 4 players", "1000000000000"]),
    ("ten Hand and Foot teams", json.dumps({"game": "bain_hand_and_foot", "teams": [{}] * 10}),
     ["teams", "at most 4"]),
]


@pytest.mark.parametrize(("what", "stdin", "words"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_hostile_input_exits_2_with_one_short_line(what, stdin, words, monkeypatch, capsys):
    """In process (fast); the subprocess tests below cover the real streams."""
    fake_stdin(monkeypatch, stdin.encode())
    code = main([])
    captured = capsys.readouterr()
    check_one_line(code, captured.out, captured.err, words)


def test_at_most_one_mib_and_one_byte_is_read(monkeypatch, capsys):
    """A long stream (standard input from /dev/zero, say) is never read whole: of 8 MiB, the
    pad takes 1 MiB + 1 bytes (and what one buffer fill brings)."""
    class Long(io.RawIOBase):
        def __init__(self, size: int) -> None:
            self.left = size

        def readable(self) -> bool:
            return True

        def readinto(self, buffer: Any) -> int:
            count = min(len(buffer), self.left)
            buffer[:count] = b" " * count
            self.left -= count
            return count

    stream = Long(8 << 20)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(stream)))
    check_one_line(main([]), *capsys.readouterr(), ["1 MiB"])
    assert (8 << 20) - stream.left <= (1 << 20) + 1 + io.DEFAULT_BUFFER_SIZE


def test_undecodable_bytes(tmp_path, monkeypatch, capsys):
    fake_stdin(monkeypatch, b'{"game": "banakil\xff"}')
    check_one_line(main([]), *capsys.readouterr(), ["standard input", "UTF-8", "byte 17"])
    latin = tmp_path / "latin.json"
    latin.write_bytes(EXAMPLE_TEXT.replace("banakil", "banak\xefl").encode("latin-1"))
    check_one_line(main([str(latin)]), *capsys.readouterr(), [latin.name, "UTF-8"])


def test_a_byte_order_mark_and_a_dash_for_standard_input(monkeypatch, capsys):
    fake_stdin(monkeypatch, b"\xef\xbb\xbf" + EXAMPLE_TEXT.encode())
    assert main(["-"]) == 0
    assert json.loads(capsys.readouterr().out)["player_scores"] == [30, -20]


def test_files_that_are_not_regular_or_too_large(tmp_path, capsys):
    big = tmp_path / "big.json"
    big.write_text(EXAMPLE_TEXT + " " * (1 << 20), encoding="utf-8")
    check_one_line(main([str(big)]), *capsys.readouterr(), [big.name, "1 MiB"])
    check_one_line(main([str(tmp_path)]), *capsys.readouterr(), ["not a regular file"])
    long_name = "x" * 5000
    check_one_line(main([long_name]), *capsys.readouterr(), ["cannot read"])


def limited_memory() -> None:
    """A hostile case must not take the machine down if the pad regresses: 1 GiB at most."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def run_hostile(stdin: bytes, *args: str,
                env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "desktop_app.score", *args], input=stdin,
                          capture_output=True, cwd=ROOT, timeout=20,
                          env=None if env is None else {**os.environ, **env},
                          preexec_fn=limited_memory if os.name == "posix" else None)


def check_process(result: subprocess.CompletedProcess[bytes], words: list[str]) -> None:
    check_one_line(result.returncode, result.stdout.decode(),
                   result.stderr.decode(errors="replace"), words)


SUBPROCESS_CASES = [
    ("5,000-digit number", with_raw("9" * 5000).encode(), ["target", "digits"]),
    ("1 MB token", json.dumps({"game": "a" * 1_000_000}).encode(), ["game:"]),
    ("over 1 MiB", EXAMPLE_TEXT.encode() + b" " * (1 << 20), ["1 MiB"]),
]


@pytest.mark.parametrize(("what", "stdin", "words"), SUBPROCESS_CASES,
                         ids=[c[0] for c in SUBPROCESS_CASES])
def test_hostile_input_through_the_command_line(what, stdin, words):
    check_process(run_hostile(stdin), words)


def test_undecodable_standard_input_under_strict_decoding():
    result = run_hostile(b'{"game": "\xff"}', env={"PYTHONIOENCODING": "utf-8:strict"})
    check_process(result, ["standard input", "UTF-8"])


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_dev_zero_as_the_file():
    check_process(run_hostile(b"", "/dev/zero"), ["/dev/zero", "not a regular file"])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_nobody_writes_to(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    check_process(run_hostile(b"", str(fifo)), [fifo.name, "not a regular file"])


def test_command_line_help_and_usage_errors(capsys):
    """argparse: --help shows the usage; a second argument or an unknown flag is one line."""
    assert exit_code(["--help"]) == 0
    out = capsys.readouterr().out
    assert "usage: python -m desktop_app.score" in out and "SCOREPAD.md" in out
    for args in (["a", "b"], ["--frobnicate"]):
        check_one_line(exit_code(args), *capsys.readouterr(), [args[-1]])
    result = run_pad("", "a", "b")
    check_one_line(result.returncode, result.stdout, result.stderr, ["unrecognized", "b"])


def test_empty_input(monkeypatch, capsys):
    fake_stdin(monkeypatch, b" \n")
    check_one_line(main([]), *capsys.readouterr(), ["standard input is empty"])


def test_a_reader_that_went_away_or_a_full_disk():
    """`| head` closing early, or `> /dev/full`: status 1 and no traceback."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        gone = subprocess.run([sys.executable, "-m", "desktop_app.score"], cwd=ROOT,
                              input=EXAMPLE_TEXT.encode(), stdout=write_end,
                              stderr=subprocess.PIPE, timeout=60)
    finally:
        os.close(write_end)
    assert gone.returncode == 1 and gone.stderr == b"", gone.stderr
    if Path("/dev/full").exists():
        with open("/dev/full", "wb") as full:
            result = subprocess.run([sys.executable, "-m", "desktop_app.score"], cwd=ROOT,
                                    input=EXAMPLE_TEXT.encode(), stdout=full,
                                    stderr=subprocess.PIPE, timeout=60)
        assert result.returncode == 1
        assert result.stderr.decode() == "error: cannot write the result: No space left on " \
                                          "device\n"


def test_a_text_stream_as_standard_input(monkeypatch, capsys):
    """An embedding program may put a text stream in place of standard input."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(EXAMPLE_TEXT))
    assert main([]) == 0 and json.loads(capsys.readouterr().out)["player_scores"] == [30, -20]
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"game": "\udcff"}'))
    check_one_line(main([]), *capsys.readouterr(), ["UTF-8"])
    monkeypatch.setattr(sys, "stdin", io.StringIO(EXAMPLE_TEXT + " " * (1 << 20)))
    check_one_line(main([]), *capsys.readouterr(), ["1 MiB"])
