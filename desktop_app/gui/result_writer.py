"""Game results written to the statistics on a thread of their own.

SQLite may wait up to a second for another program's lock, and a disk may be slow or full:
none of that may freeze the table. The GUI hands a result over and hears back, through
`written`, where it ended up; only then may the finished game's save go.
"""

from __future__ import annotations

import logging
import sqlite3
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..store.statistics import WRITE_BUSY_MS, GameResult, Problem, Recorded, ResultRecorder

log = logging.getLogger(__name__)


def tr(text: str) -> str:
    return QCoreApplication.translate("ResultWriter", text)


def problem_text(problem: Problem) -> str:
    """Why the statistics cannot be written, in words that end a sentence."""
    return {
        Problem.LOCKED: tr("another program is using the statistics file"),
        Problem.FULL: tr("the disk is full"),
        Problem.FOLDER: tr("there is a folder where the statistics file should be"),
        Problem.NO_PERMISSION: tr("Meja Kartu may not write to the statistics file"),
        Problem.CANNOT_OPEN: tr("the statistics file cannot be opened"),
        Problem.DISK_ERROR: tr("the disk reported an error"),
    }[problem]


def outcome_text(recorded: Recorded) -> str | None:
    """What the player should know about a result that did not reach the statistics."""
    if recorded.stored or recorded.problem is None:
        return None
    reason = problem_text(recorded.problem.problem)
    if recorded.kept:
        return tr("Your result could not be added to the statistics yet: {reason}. It is "
                  "kept and will be added the next time you finish a game or start Meja "
                  "Kartu.").format(reason=reason)
    return tr("Your result could not be saved: {reason}, and it could not be kept for later "
              "either. The finished game stays saved, and its result will be added as soon "
              "as Meja Kartu can write again.").format(reason=reason)


class ResultWriter(QObject):
    """One writer thread for the statistics. `written(result_id, recorded)` comes back on the
    GUI thread (result_id is None for the start-up call that writes waiting results)."""

    written = Signal(object, object)

    def __init__(self, recorder: ResultRecorder) -> None:
        super().__init__()
        self.recorder = recorder
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="statistics")
        self._last: Future[None] | None = None
        self._closed = False

    def record(self, result: GameResult | None) -> None:
        """Write `result` (None: only the waiting ones, and open the file) in the background."""
        self._last = self._thread.submit(self._write, result)

    def record_abandoned(self, game_id: str, rounds: int, actions: int,
                         abandoned_at: datetime) -> None:
        """Store an abandoned game in the background, waiting for another program's lock as
        long as a result would (on the GUI thread the file's check at start-up, or a lock,
        would have had it dropped after a few milliseconds)."""
        self._last = self._thread.submit(self._write_abandoned, game_id, rounds, actions,
                                         abandoned_at)

    def _write_abandoned(self, game_id: str, rounds: int, actions: int,
                         abandoned_at: datetime) -> None:
        try:
            self.recorder.statistics.record_abandoned(game_id, rounds, actions, abandoned_at,
                                                      busy_ms=WRITE_BUSY_MS)
        except (OSError, ValueError, sqlite3.Error) as error:  # StatisticsUnavailable too
            log.warning("could not record the abandoned game: %s", error)

    def _write(self, result: GameResult | None) -> None:
        try:
            recorded = self.recorder.record(result)
        except Exception:  # a bug must not kill the writer thread; the save stays
            log.exception("statistics writer failed")
            return
        self.written.emit(None if result is None else result.result_id, recorded)

    def flush(self, timeout: float = 5.0) -> None:
        """Wait for the last write (tests, and quitting after a game's end)."""
        if self._last is not None:
            self._last.result(timeout=timeout)

    def close(self) -> None:
        """At quit: the last result gets its chance (a locked file costs at most the busy
        timeout), and one held for want of space is tried once more; then the file is
        closed. A window closed twice (Qt may send a second close event) closes it once."""
        if self._closed:
            return
        self._closed = True
        if self.recorder.holds_results:
            self.record(None)
        self._thread.shutdown(wait=True)
        self.recorder.statistics.close()
