"""Hand and Foot table repaint cost, run by hand:
`python tests/benchmarks/hand_and_foot_table_repaint.py [--repeats 30]`.

All 216 cards lie on the table (stock, hands, feet, melds, piles) as card items. For a fresh
deal, a round in full swing and a late round, at 1280×800 and 1920×1080, it times a full
repaint of the view (`view.grab()`, offscreen, pixmaps already cached; and the viewport's own
repaint, which is what the screen gets) and a re-layout of
every card (what each animated move and each resize costs), and prints JSON (also written to
bench-results/hand_and_foot_table_repaint.json).

The reference, in the same run and alternating with the table's repaint: a plain
`QGraphicsScene` of `QGraphicsPixmapItem`s showing the same picture — each card as the pixmap
its item paints, at the same place, turn and stacking order, over one pixmap of the felt and
frames — repainted the same way (`plain_repaint_ms`, and `repaint_over_plain`, pair by pair).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSizeF, Qt  # noqa: E402
from PySide6.QtGui import QPainter, QPixmap  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QApplication,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
)

from desktop_app.ai.registry import make_player  # noqa: E402
from desktop_app.games.bain_hand_and_foot import (  # noqa: E402
    HandAndFootConfig,
    HandAndFootState,
    Phase,
)
from desktop_app.gui.game_setup import GameSetup, SeatSetup  # noqa: E402
from desktop_app.gui.session import GameSession  # noqa: E402
from desktop_app.gui.table.deck_art import DeckArt  # noqa: E402
from desktop_app.gui.table.metrics import CardMetrics  # noqa: E402
from desktop_app.gui.table.scene import TableScene  # noqa: E402
from desktop_app.gui.table.speed import Speed  # noqa: E402
from desktop_app.gui.table.view import TableView  # noqa: E402
from tests.benchmarks._common import report  # noqa: E402

SEED = 3
SIZES = ((1280, 800), (1920, 1080))


def played(stop) -> HandAndFootState:
    """A round played by medium players until `stop(state)` holds."""
    state = HandAndFootState.new_game(HandAndFootConfig(), SEED)
    players = [make_player("bain_hand_and_foot", "medium") for _ in range(4)]
    rng = random.Random(SEED)
    while not stop(state):
        seat = state.to_move()
        assert seat is not None
        state.apply(seat, players[seat].choose(state.observation(seat), rng))
    return state


def timed_ms(action, repeats: int) -> tuple[float, float]:
    """Median and best of `repeats` runs (the best shows the cost on an idle machine)."""
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(samples), 3), round(min(samples), 3)


def plain_view(scene: TableScene, view: TableView, items: list) -> QGraphicsView:
    """The reference: the same picture as pixmap items in a plain scene and view."""
    plain = QGraphicsScene()
    plain.setSceneRect(scene.sceneRect())
    hidden = [item for item in items if item.isVisible()]
    for item in hidden:
        item.setVisible(False)
    felt = QPixmap(view.viewport().size())
    felt.fill(Qt.GlobalColor.transparent)
    painter = QPainter(felt)
    scene.render(painter, felt.rect().toRectF(), view.mapToScene(view.viewport().rect())
                 .boundingRect())
    painter.end()
    for item in hidden:
        item.setVisible(True)
    back = plain.addPixmap(felt)
    back.setPos(view.mapToScene(0, 0))
    back.setZValue(-1e9)
    option = QStyleOptionGraphicsItem()
    for item in hidden:
        bounds = item.boundingRect()
        picture = QPixmap(bounds.size().toSize())
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(-bounds.topLeft())
        item.paint(painter, option, None)
        painter.end()
        pixmap_item = QGraphicsPixmapItem(picture)
        pixmap_item.setOffset(bounds.topLeft())
        pixmap_item.setTransformOriginPoint(item.transformOriginPoint())
        pixmap_item.setRotation(item.rotation())
        pixmap_item.setScale(item.scale())
        pixmap_item.setPos(item.scenePos())
        pixmap_item.setZValue(item.zValue())
        plain.addItem(pixmap_item)
    reference = QGraphicsView(plain)
    reference.keep_scene = plain  # type: ignore[attr-defined]  # the view does not own it
    reference.setRenderHints(view.renderHints())
    reference.setHorizontalScrollBarPolicy(view.horizontalScrollBarPolicy())
    reference.setVerticalScrollBarPolicy(view.verticalScrollBarPolicy())
    reference.setFrameShape(view.frameShape())
    reference.resize(view.size())
    reference.show()
    reference.setSceneRect(view.mapToScene(view.viewport().rect()).boundingRect())
    QApplication.processEvents()
    return reference


def alternating_ms(first, second, repeats: int) -> tuple[float, float, float]:
    """Median of each, alternating A B A B, and the median of the pairwise ratios A/B."""
    a, b, ratios = [], [], []
    for _ in range(repeats):
        start = time.perf_counter()
        first()
        middle = time.perf_counter()
        second()
        end = time.perf_counter()
        a.append((middle - start) * 1000)
        b.append((end - middle) * 1000)
        ratios.append(a[-1] / b[-1])
    return (round(statistics.median(a), 3), round(statistics.median(b), 3),
            round(statistics.median(ratios), 3))


def measure(state: HandAndFootState, size: tuple[int, int], art: DeckArt,
            repeats: int) -> dict[str, float | int]:
    scene = TableScene()
    view = TableView(scene)
    view.resize(*size)
    view.show()
    QApplication.processEvents()
    # Four people at one screen: nobody thinks in the background while we measure.
    seats = [SeatSetup(name, True) for name in ("Ana", "Sari", "Budi", "Dewi")]
    setup = GameSetup("bain_hand_and_foot", state.config, SEED, seats)
    session = GameSession(setup, state, scene, art, CardMetrics(), Speed.INSTANT)
    session.resize(QSizeF(view.viewport().width(), view.viewport().height()))
    session.start(None)
    QApplication.processEvents()
    items = session.board.items()
    view.grab()  # warm the pixmap cache for this card size
    repaint = timed_ms(view.grab, repeats)
    viewport = view.viewport()
    on_screen = timed_ms(viewport.repaint, repeats)
    reference = plain_view(scene, view, list(items))
    reference.grab()
    paired = alternating_ms(view.grab, reference.grab, repeats)
    relayout = timed_ms(lambda: session.relayout(animate=False), repeats)
    figures: dict[str, float | int] = {
        "card_items": len(items),
        "face_up": sum(1 for i in items if i.face_up),
        "card_width": session.metrics.width,
        "repaint_ms": repaint[0],
        "repaint_ms_best": repaint[1],
        "on_screen_repaint_ms": on_screen[0],
        "on_screen_repaint_ms_best": on_screen[1],
        "paired_repaint_ms": paired[0],
        "plain_repaint_ms": paired[1],
        "repaint_over_plain": paired[2],
        "relayout_ms": relayout[0],
        "relayout_ms_best": relayout[1],
    }
    session.close()
    view.deleteLater()
    reference.deleteLater()
    return figures


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    art = DeckArt()
    states = {
        "deal": HandAndFootState.new_game(HandAndFootConfig(), SEED),
        "mid_round": played(lambda s: sum(m.closed for m in s.melds.values()) >= 4),
        "late_round": played(lambda s: len(s.stock) < 16
                             or s.phase not in (Phase.DRAW, Phase.PLAY)),
    }
    results: dict[str, object] = {"repeats": args.repeats}
    for name, state in states.items():
        for width, height in SIZES:
            results[f"{name}_{width}x{height}"] = measure(state, (width, height), art,
                                                          args.repeats)
    report("hand_and_foot_table_repaint", results)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
