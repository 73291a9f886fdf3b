"""Plain words everywhere (issue 14 item 5): everything a player reads while a game is played
— the panel, the zones' labels, badges, markers and tooltips, the buttons and their tooltips,
the status line, the choice menus, the refusals of the moves tried, the hints, the banners and
the score sheets — names cards with symbols (Q♥) and cites no rule id (BK-08, "(BA-16)").
The texts are walked over whole games played by the computer players, from seat 0's side."""

from __future__ import annotations

import random
import re
from itertools import combinations
from typing import Any

import pytest
from PySide6.QtCore import QSizeF

from desktop_app.ai.base import RealTimePlayer
from desktop_app.ai.realtime import RealTimeDriver
from desktop_app.ai.registry import make_player
from desktop_app.games.base import Event, GameEnded, IllegalAction, RoundEnded
from desktop_app.games.registry import get_game
from desktop_app.gui.banners import banner_text
from desktop_app.gui.message_text import refusal_text
from desktop_app.gui.move_words import move_text
from desktop_app.gui.table.metrics import CardMetrics
from desktop_app.gui.tables.base import Choice, GameTable, Refusal, SeatView, TableContext
from desktop_app.gui.tables.registry import table_for

NOTATION = re.compile(r"(?<![\w♠♥♦♣])(10|[2-9JQKA])[SHDC](#\d+)?(?![\w])|\bJK#|"
                      r"(?<![\w])[AB]([1-9]|10)(@\d)?(?![\w%])")
"""Cards as the engine writes them: QH, 10D, 2S(8C), QS#1; Banapples' A3 and B10."""
RULE_ID = re.compile(r"\b(BK|CR|HF|BA)-\d+")
NAMES = ["You", "Sari", "Budi", "Dewi", "Eko", "Fitri"]
GAMES = {
    "banakil": dict(players=4, partnerships=True),
    "cap_it_rummy": dict(players=4),
    "bain_hand_and_foot": {},
    "banapples": dict(players=3),
}


def problems(texts: list[str]) -> list[str]:
    return sorted({text for text in texts if NOTATION.search(text) or RULE_ID.search(text)})


class Reader:
    """What seat 0 reads of a position, collected."""

    def __init__(self, game_id: str, players: int) -> None:
        self.seats = [SeatView(NAMES[0], True)] + [SeatView(n, False, "medium")
                                                   for n in NAMES[1:players]]
        self.table: GameTable = table_for(game_id)(self.seats)
        self.texts: list[str] = []

    def add(self, *texts: Any) -> None:
        self.texts.extend(t for t in texts if isinstance(t, str) and t)

    def gesture(self, gesture: Any, state: Any) -> None:
        if isinstance(gesture, Refusal):
            self.add(gesture.reason)
        elif isinstance(gesture, Choice):
            self.add(gesture.title, *(text for text, _action in gesture.options))
        elif gesture is not None and hasattr(gesture, "to_json"):
            try:
                state.clone().apply(0, gesture)
            except IllegalAction as error:
                self.add(refusal_text(error), self.table.explain(error, gesture))

    def read(self, state: Any) -> None:
        table, obs = self.table, state.observation(0)
        self.add(*(t for line in table.panel(obs) for t in line), table.turn_text(obs, 0))
        zones = table.zone_cards(obs, 0)
        counts = {zone: len(cards) for zone, cards in zones.items()}
        metrics = CardMetrics()
        metrics.refit(1280, 740, table.columns, table.rows)
        hand = [c for c in zones.get(table.hand_zone(0), []) if c is not None]
        picks = [list(p) for n in (1, 2, 3) for p in combinations(hand[:6], n)][:12]
        for selected in [[], *picks]:
            ctx = TableContext(obs, 0, self.seats, counts, QSizeF(1280, 740), metrics,
                               selected)
            for zone, spec in table.layout(ctx).items():
                self.add(spec.label, spec.badge, spec.pill, spec.text, spec.tooltip,
                         table.zone_tip(obs, 0, zone))
            focused = selected[0] if selected else None
            for command in table.commands(obs, 0, selected, focused):
                self.add(command.label, command.tooltip)
                if command.enabled:
                    self.gesture(command.run(), state)
        for selected in picks:
            source = table.hand_zone(0)
            indices = [hand.index(c) for c in selected]
            for zone in {*table.drop_targets(obs, 0, source, indices, selected), "discard"}:
                self.gesture(table.drop(obs, 0, source, selected, indices, zone, selected),
                             state)
        for zone, cards in zones.items():
            if cards:
                self.gesture(table.click(obs, 0, zone, len(cards) - 1, [], False), state)

    def events(self, events: list[Event], state: Any) -> None:
        obs = state.observation(0)
        self.add(banner_text(events, self.table, 0, True))
        for event in events:
            if isinstance(event, RoundEnded):
                title, subtitle, headers, rows = self.table.score_sheet(event.result, obs)
                self.add(title, subtitle, *headers, *(cell for row in rows for cell in row))
            if isinstance(event, GameEnded):
                self.add(self.table.winner_text(event, obs))


def play_turns(game_id: str, reader: Reader, seed: int, actions: int) -> None:
    info = get_game(game_id)
    state = info.new_game(info.make_config(**GAMES[game_id]), seed)
    rng = random.Random(seed)
    players = [make_player(game_id, "medium") for _ in range(state.config.players)]
    for step in range(actions):
        seat = state.to_move()
        if seat is None or state.is_over:
            break
        action = players[seat].choose(state.observation(seat), rng)
        if seat == 0:
            if step % 3 == 0:
                reader.read(state)
            hint = reader.table.hint(state.observation(0), action)
            reader.add(hint.text if hint else "", move_text(action))
        reader.events(state.apply(seat, action), state)


def play_clocks(reader: Reader, seed: int, steps: int) -> None:
    info = get_game("banapples")
    state = info.new_game(info.make_config(**GAMES["banapples"]), seed)
    players = [make_player("banapples", "medium") for _ in range(state.config.players)]
    timed = [p for p in players if isinstance(p, RealTimePlayer)]
    driver = RealTimeDriver(state, timed, random.Random(seed))
    for step in range(steps):
        outcomes = driver.step()
        for outcome in outcomes:
            if outcome.seat == 0:
                hint = reader.table.hint(state.observation(0), outcome.action)
                reader.add(hint.text if hint else "", move_text(outcome.action))
            reader.events(list(outcome.events), state)
        if state.is_over or any(isinstance(e, RoundEnded) for o in outcomes for e in o.events):
            break
        if step % 25 == 0:
            reader.read(state)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_played_game_reads_in_plain_words(qapp, game_id):
    reader = Reader(game_id, GAMES[game_id].get("players", 4))
    if get_game(game_id).real_time:
        play_clocks(reader, seed=3, steps=600)
    else:
        play_turns(game_id, reader, seed=3, actions=260)
    assert len(reader.texts) > 200  # the walk read the table
    assert problems(reader.texts) == []


def test_the_check_finds_notation_and_rule_ids():
    assert problems(["5H 5H 5D are not all of one rank (HF-07)", "6C 7C 2S(8C)",
                     "Take 3: 4C 8D 5S", "+25 (BA-16)", "QS#1", "B10 on A3"]) == [
        "+25 (BA-16)", "5H 5H 5D are not all of one rank (HF-07)", "6C 7C 2S(8C)",
        "B10 on A3", "QS#1", "Take 3: 4C 8D 5S"]
    assert problems(["Q♥ 10♠ JK", "Run of clubs 6–8, 2♠ as 8♣", "apple 5", "A 50 % chance",
                     "Aces", "Take 2"]) == []


def translated_literals() -> list[tuple[str, int, str]]:
    """Every string the app marks for translation (tr, translate, QT_TRANSLATE_NOOP, the
    option texts' _t): what players may read, in its English source form."""
    import ast
    from pathlib import Path

    import desktop_app

    found = []
    for path in Path(desktop_app.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name not in ("tr", "translate", "QT_TRANSLATE_NOOP", "_t"):
                continue
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.append((path.name, node.lineno, arg.value))
    return found


def test_no_translated_text_cites_a_rule_id_or_notation():
    """Also the texts no played game above reached (a stock that ran out, a third tree, the
    new-game dialog's option tooltips)."""
    literals = translated_literals()
    assert len(literals) > 500
    cited = [(name, line, text) for name, line, text in literals
             if RULE_ID.search(text) or NOTATION.search(text)]
    assert cited == []
