"""Qt calls our event handlers and paint methods from C++. A Python exception escaping one of
them is not an ordinary error there: the binding may abort the whole app while reporting it.
These handlers are guarded: the error is logged with its traceback, the player is told, and
the table carries on (an illegal move never gets this far: the engine refuses it cleanly)."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication

log = logging.getLogger(__name__)

Handler = TypeVar("Handler", bound=Callable[..., Any])


def guarded(method: Handler) -> Handler:
    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as error:
            log.exception("unexpected error in %s", method.__qualname__)
            status = getattr(self, "status", None) or getattr(self, "message", None)
            if status is not None and hasattr(status, "emit"):
                status.emit(QCoreApplication.translate(
                    "Guard", "Something went wrong ({error}); the table carries on.").format(
                        error=type(error).__name__))
            return None

    return wrapper  # type: ignore[return-value]
