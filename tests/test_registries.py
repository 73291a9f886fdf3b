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


ENGINE_MODULES = ("desktop_app.games.banakil.state", "desktop_app.games.cap_it_rummy.state",
                  "desktop_app.games.bain_hand_and_foot.state", "desktop_app.games.banapples.state",
                  "desktop_app.ai.banakil", "desktop_app.gui.tables.banakil")
"""The engines' modules (a game's package may load light parts of it, its cards or contracts,
without its engine)."""


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


def test_the_registry_names_each_games_card_type_and_the_codec_reads_them_through_it():
    """The codec knows no game's cards: an event's card, of whichever game, is read by the
    card type the registry names (BA-01's fruit cards for Banapples, playing cards else)."""
    from desktop_app.cards.card import Card, parse_card
    from desktop_app.games.banapples.fruit import FruitCard, parse_fruit_card
    from desktop_app.games.base import CardMoved
    from desktop_app.games.codec import decode, encode
    from desktop_app.games.registry import card_from_code

    assert {info.id: info.card_type for info in GAMES.values()} == {
        "banakil": Card, "cap_it_rummy": Card, "bain_hand_and_foot": Card,
        "banapples": FruitCard}
    assert card_from_code("QS#1") == parse_card("QS#1")
    assert card_from_code("A3@1#1") == parse_fruit_card("A3@1#1")
    for card in (parse_card("10D#2"), parse_fruit_card("B10@0#1")):
        event = CardMoved(card, "stock", "hand/0", -1)
        back = decode(CardMoved, encode(event))
        assert back.card == card and type(back.card) is type(card)
