"""Computer players think away from the GUI thread and answer through a queued signal.

The worker gets only an observation (immutable data), never the state; the GUI thread stays
the only writer of the game. A `token` identifies the position the question was asked in, so
an answer that arrives after the game moved on (undo, new game) is recognised and dropped.

Thinking happens in a worker process (`multiprocessing`, spawn context: safe under PyInstaller
with `freeze_support`), started on first use: threads alone would share the interpreter lock
with the GUI thread, so a search burning a core would cost the table its frames. If the process
cannot start, or a player cannot be pickled, the question is answered on a daemon thread.

Every question has a deadline, the player's budget plus `GRACE_SECONDS`: past it the pool emits
`late` (the seat plays a safe move), drops the answer whenever it comes, and kills a worker
process still busy with it (the next question starts a fresh one). Nothing here ever waits for
a player: shutting down kills the process and leaves threads to die with the app.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import os
import pickle
import queue
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..ai.base import ComputerPlayer, RealTimePlayer
from ..ai.search import SearchPlayer
from ..ai.thinking import READY, Question, Reply, reply_to, serve

log = logging.getLogger(__name__)

THINKING_ENV = "MEJA_KARTU_THINKING"
"""Set to "thread" to think on threads of this process (the tests; the benchmarks' reference)."""
GRACE_SECONDS = 2.0
"""Beyond a player's budget: the pipe, the pickling and a loaded machine."""
STARTUP_SECONDS = 20.0
"""A fresh worker process imports the engines before its first answer."""


class PlayerAnswers(QObject):
    """Lives on the GUI thread; answers reach the sessions through it."""

    chosen = Signal(object, object)
    """(token, action)"""
    failed = Signal(object, str)
    """(token, message)"""
    late = Signal(object)
    """(token): the deadline passed; the answer, when it comes, is dropped."""
    hinted = Signal(object, object)
    """(token, ai.hints.Hint or None): a hint's search, or None when it failed or was late."""


@dataclass(slots=True, eq=False)
class _Question:
    token: object
    timer: QTimer
    player: ComputerPlayer
    question: Question
    in_process: bool
    asked_again: bool = False


_REQUEST = "request_id"
"""The property naming the question a deadline timer belongs to."""


class ReplyChannel:
    """The way back to the GUI thread for threads that may outlive their pool.

    A thread never holds the pool itself: dropping the last reference to a Qt object on a
    thread destroys it there, and emitting on a destroyed one crashes the process. The pool
    closes its channel when it shuts down; a reply sent after that is dropped."""

    def __init__(self, deliver: Callable[[Reply], None]) -> None:
        self._deliver: Callable[[Reply], None] | None = deliver
        self._lock = threading.Lock()

    def send(self, reply: Reply) -> None:
        with self._lock:
            if self._deliver is not None:
                self._deliver(reply)

    def close(self) -> None:
        with self._lock:
            self._deliver = None


def _think_on_thread(channel: ReplyChannel, request_id: int, player: ComputerPlayer,
                     question: Question) -> None:
    channel.send(reply_to(request_id, player, question))


class ThinkingPool(QObject):
    """Puts questions to computer players, each with a deadline. One per session."""

    _replied = Signal(object)
    """A `Reply` from any thread, queued to the GUI thread."""

    def __init__(self, mode: str | None = None, grace: float | None = None,
                 startup: float | None = None) -> None:
        super().__init__()
        self.answers = PlayerAnswers()
        self.grace = GRACE_SECONDS if grace is None else grace
        self.startup = STARTUP_SECONDS if startup is None else startup
        chosen_mode = mode or os.environ.get(THINKING_ENV, "process")
        if chosen_mode not in ("process", "thread"):
            raise ValueError(f"{THINKING_ENV} is 'process' or 'thread', not {chosen_mode!r}")
        self._channel = ReplyChannel(self._replied.emit)
        self.process: ProcessThinker | None = \
            ProcessThinker(self._channel.send) if chosen_mode == "process" else None
        self._questions: dict[int, _Question] = {}
        self._ids = itertools.count(1)
        self._blobs: weakref.WeakKeyDictionary[ComputerPlayer, bytes | None] = \
            weakref.WeakKeyDictionary()
        self.closed = False
        self._replied.connect(self._on_reply)

    def ask(self, player: ComputerPlayer, observation: Any, seed: int, token: object) -> None:
        """Ask a player for its move; the answer comes as `chosen`, `failed` or `late`."""
        self._put(player, Question("choose", observation, seed, player.budget), token)

    def ask_hint(self, player: SearchPlayer[Any], observation: Any, seed: int,
                 token: object) -> None:
        """Ask a searching player for a hint (its choice with the figures behind it); the
        answer comes as `hinted`, so the window never waits for the search."""
        self._put(player, Question("hint", observation, seed, player.budget), token)

    def ask_decide(self, player: RealTimePlayer[Any], observation: Any, seed: int,
                   token: object) -> None:
        """Ask a real-time player what it would do now (the answer may be None)."""
        self._put(player, Question("decide", observation, seed, player.budget), token)

    @property
    def thinking(self) -> int:
        """Questions still waiting for an answer."""
        return len(self._questions)

    def shutdown(self) -> None:
        """Forget every question and stop the worker process; never waits for a player."""
        self.closed = True
        self._channel.close()
        for question in self._questions.values():
            question.timer.stop()
            question.timer.deleteLater()
        self._questions.clear()
        if self.process is not None:
            self.process.shutdown()

    # ---------------------------------------------------------------- inside

    def _put(self, player: ComputerPlayer, question: Question, token: object) -> None:
        if self.closed:
            return
        request_id = next(self._ids)
        process = self.process if self.process is not None and not self.process.broken \
            else None
        seconds = question.budget + self.grace
        if process is not None and not process.ready:
            seconds = max(seconds, self.startup)
        timer = QTimer(self)
        timer.setSingleShot(True)
        # A slot of the pool itself, not a lambda: Qt would hold the lambda and the lambda
        # the pool, and the pool would then die inside its own timer's deletion.
        timer.setProperty(_REQUEST, request_id)
        timer.timeout.connect(self._timer_expired)
        entry = self._questions[request_id] = _Question(token, timer, player, question, False)
        timer.start(round(seconds * 1000))
        self._send(request_id, entry)

    def _send(self, request_id: int, entry: _Question) -> None:
        """To the worker process when it can take the question, else to a thread."""
        process = self.process if self.process is not None and not self.process.broken \
            else None
        blob = self._blob(entry.player) if process is not None else None
        entry.in_process = process is not None and blob is not None and \
            process.submit(request_id, blob, entry.question)
        if not entry.in_process:
            threading.Thread(target=_think_on_thread,
                             args=(self._channel, request_id, entry.player, entry.question),
                             daemon=True, name="computer-player").start()

    def prepare(self) -> None:
        """Start the worker process now (a table with computer players opens: the process
        starts while the cards are dealt)."""
        if self.process is not None and not self.closed:
            self.process.prepare()

    def _blob(self, player: ComputerPlayer) -> bytes | None:
        """The player pickled once, while fresh (None: it cannot go to another process)."""
        if player not in self._blobs:
            try:
                self._blobs[player] = pickle.dumps(player)
            except Exception as error:  # an unpicklable player thinks on a thread
                log.info("%s thinks on a thread: %s", type(player).__name__, error)
                self._blobs[player] = None
        return self._blobs[player]

    @Slot(object)
    def _on_reply(self, reply: Reply) -> None:
        question = self._questions.get(reply.request_id)
        if question is None:
            return  # past its deadline, or the pool shut down
        if reply.lost and not question.asked_again:
            # The worker process died under it (or never started): once more, elsewhere.
            question.asked_again = True
            self._send(reply.request_id, question)
            return
        del self._questions[reply.request_id]
        question.timer.stop()
        question.timer.deleteLater()
        if question.question.kind == "hint":
            if not reply.ok:
                log.warning("the hint's search failed: %s", reply.error)
            self.answers.hinted.emit(question.token, reply.hint if reply.ok else None)
            return
        if reply.ok:
            self.answers.chosen.emit(question.token, reply.action)
            return
        log.error("computer player failed: %s\n%s", reply.error, reply.details)
        self.answers.failed.emit(question.token, reply.error)

    @Slot()
    def _timer_expired(self) -> None:
        timer = self.sender()
        if timer is not None:
            self._expire(int(timer.property(_REQUEST)))

    def _expire(self, request_id: int) -> None:
        question = self._questions.pop(request_id, None)
        if question is None:
            return
        question.timer.deleteLater()
        log.warning("computer player missed its deadline (question %d)", request_id)
        if question.in_process and self.process is not None:
            self.process.abandon(request_id)
        if question.question.kind == "hint":
            self.answers.hinted.emit(question.token, None)
            return
        self.answers.late.emit(question.token)


class ProcessThinker:
    """One worker process answering questions in order; replaced when it hangs or dies.

    Called from the GUI thread; replies come on a reader thread through `deliver` (the pool's
    `ReplyChannel`, which drops them once the pool has shut down)."""

    def __init__(self, deliver: Callable[[Reply], None]) -> None:
        self._deliver = deliver
        self._lock = threading.Lock()
        self._worker: _Worker | None = None
        self._owed: dict[int, bytes] = {}
        """Messages sent and not answered yet, by request id (resent to a new worker)."""
        self.broken = False
        """A worker process could not start: questions go to threads from now on."""
        self.started = 0
        """Worker processes started so far (a hung one is replaced)."""
        self.answered = 0
        """Replies that came from a worker process."""

    @property
    def ready(self) -> bool:
        worker = self._worker
        return worker is not None and worker.ready.is_set()

    def prepare(self) -> None:
        with self._lock:
            if self._worker is None and not self.broken:
                self._worker = self._start()

    def submit(self, request_id: int, blob: bytes, question: Question) -> bool:
        """Send a question; False when it cannot go to another process (not picklable)."""
        try:
            message = pickle.dumps((request_id, blob, question))
        except Exception as error:
            log.info("a question thinks on a thread: %s", error)
            return False
        with self._lock:
            if self.broken:
                return False
            self._owed[request_id] = message
            worker = self._worker
            if worker is None:
                worker = self._worker = self._start()
        worker.send(message)
        return True

    def abandon(self, request_id: int) -> None:
        """The question's deadline passed. A worker still owing its answer is stuck (or far
        too slow): it is killed, and the questions it held go to a fresh one."""
        with self._lock:
            if self._owed.pop(request_id, None) is None:
                return  # answered meanwhile: the reply is on its way and will be dropped
            worker, self._worker = self._worker, None
            if worker is not None and not worker.ready.is_set():
                self.broken = True  # it never even started
                log.error("the computer players' process did not start; thinking on threads")
            resend = [] if self.broken else list(self._owed.values())
            if self.broken:
                self._owed.clear()
            fresh = self._worker = self._start() if resend else None
        if worker is not None:
            worker.kill()
        for message in resend:
            assert fresh is not None
            fresh.send(message)

    def shutdown(self) -> None:
        with self._lock:
            worker, self._worker = self._worker, None
            self._owed.clear()
        if worker is not None:
            worker.kill()

    def _start(self) -> _Worker:
        self.started += 1
        return _Worker(self)

    @property
    def pid(self) -> int | None:
        """The running worker process's id (None before it started or after it ended)."""
        worker = self._worker
        return worker.pid if worker is not None else None

    def _received(self, reply: Reply) -> None:
        with self._lock:
            self._owed.pop(reply.request_id, None)
            self.answered += 1
        self._deliver(reply)

    def _ended(self, worker: _Worker) -> None:
        """A worker process ended by itself (crashed, killed from outside, never started)."""
        with self._lock:
            if self._worker is not worker:
                return  # replaced or shut down on purpose
            self._worker = None
            if not worker.ready.is_set():
                self.broken = True
                log.error("the computer players' process did not start; thinking on threads")
            lost = list(self._owed)
            self._owed.clear()
        for request_id in lost:
            self._deliver(Reply(request_id, False, lost=True,
                                error="the computer players' process stopped"))


class _Worker:
    """A worker process and the two threads that feed it and read its replies."""

    def __init__(self, owner: ProcessThinker) -> None:
        self.owner = owner
        self.ready = threading.Event()
        self._killed = threading.Event()
        self._outbox: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._process: Any = None
        threading.Thread(target=self._feed, daemon=True, name="thinking-feeder").start()

    @property
    def pid(self) -> int | None:
        with self._lock:
            return None if self._process is None else self._process.pid

    def send(self, message: bytes) -> None:
        self._outbox.put(message)

    def kill(self) -> None:
        self._killed.set()
        self._outbox.put(None)
        with self._lock:
            process = self._process
        if process is not None:
            process.kill()

    def _feed(self) -> None:
        """Start the process (off the GUI thread: a spawn takes a while), then feed it."""
        context = multiprocessing.get_context("spawn")
        try:
            ours, theirs = context.Pipe()
            process = context.Process(target=serve, args=(theirs,), daemon=True,
                                      name="meja-kartu-thinking")
            process.start()
        except Exception as error:  # no process today: the pool thinks on threads
            log.error("could not start the computer players' process: %s", error)
            self.owner._ended(self)
            return
        theirs.close()  # the reader sees the end of the pipe when the process dies
        with self._lock:
            self._process = process
        if self._killed.is_set():
            process.kill()
        threading.Thread(target=self._read, args=(ours, process), daemon=True,
                         name="thinking-reader").start()
        while True:
            message = self._outbox.get()
            if message is None or self._killed.is_set():
                return
            try:
                ours.send_bytes(message)
            except OSError:
                return

    def _read(self, conn: Connection, process: Any) -> None:
        try:
            if pickle.loads(conn.recv_bytes()) == READY:
                self.ready.set()
            while True:
                reply = pickle.loads(conn.recv_bytes())
                if not self._killed.is_set():
                    self.owner._received(reply)
        except (EOFError, OSError, pickle.UnpicklingError) as error:
            log.debug("computer players' process ended: %r", error)
        process.join()
        self.owner._ended(self)
