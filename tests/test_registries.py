"""The game, computer-player and table registries are built one way (static facts and
"module:name" references, imported on first use) and agree with each other; listing the games,
as the start screen and the command line do, imports no engine."""

from __future__ import annotations

import subprocess
import sys

import pytest

from desktop_app.ai.base import Player
from desktop_app.ai.registry import PLAYERS, levels, make_player
from desktop_app.games.base import GameState
from desktop_app.games.info import GameEngine, GameInfo, load_ref
from desktop_app.games.registry import GAMES, get_game
from desktop_app.gui.tables.base import GameTable
from desktop_app.gui.tables.registry import TABLES, has_table, table_for


def test_the_registries_name_the_same_games_and_levels():
    assert set(PLAYERS) == set(GAMES) == set(TABLES)
    for info in GAMES.values():
        assert levels(info.id) == info.ai_levels
        assert has_table(info.id)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_reference_resolves_to_what_it_claims(game_id):
    info = get_game(game_id)
    assert isinstance(info.engine, GameEngine) and info.engine_loaded
    assert issubclass(info.state_type, GameState)
    config = info.make_config(players=info.min_players,
                              partnerships=info.partnerships == "always")
    assert isinstance(config, info.config_type)
    for level in info.ai_levels:
        assert isinstance(make_player(game_id, level), Player)
    assert issubclass(table_for(game_id), GameTable)


def test_unknown_names_are_refused_clearly():
    with pytest.raises(KeyError, match="unknown game"):
        get_game("chess")
    with pytest.raises(KeyError, match="no computer players"):
        make_player("chess", "easy")
    with pytest.raises(KeyError, match="has no 'expert' player"):
        make_player("banakil", "expert")
    with pytest.raises(KeyError, match="no table"):
        table_for("chess")
    with pytest.raises(ValueError, match="module:name"):
        load_ref("desktop_app.games")
    broken = GameInfo(id="x", name="X", description="", min_players=2, max_players=2,
                      partnerships="none", ai_levels=(),
                      engine_ref="desktop_app.games.base:Action")
    with pytest.raises(TypeError, match="not a GameEngine"):
        _ = broken.engine


ENGINE_MODULES = ("desktop_app.games.banakil", "desktop_app.games.cap_it_rummy",
                  "desktop_app.games.bain_hand_and_foot", "desktop_app.games.banapples",
                  "desktop_app.ai.banakil", "desktop_app.gui.tables.banakil")


def test_listing_the_games_imports_no_engine():
    code = ("import sys\n"
            "from desktop_app.games.registry import GAMES\n"
            "from desktop_app.gui.catalog import playable_games, players_text\n"
            "names = [(i.name, players_text(i)) for i in playable_games()]\n"
            "assert len(names) == 4, names\n"
            f"loaded = [m for m in {ENGINE_MODULES!r} if m in sys.modules]\n"
            "print(','.join(loaded))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


def test_lowest_total_wins_only_in_cap_it_rummy():
    # CR-19: the lowest cumulative score wins; statistics rank best scores by this flag
    assert {info.id for info in GAMES.values() if info.lower_score_wins} == {"cap_it_rummy"}
