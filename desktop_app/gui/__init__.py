"""The Qt application: windows, the card table, dialogs and computer-player workers."""

import os

# Qt's raster engine hands every fill or blit of 96 rows or more (a card, a strip of felt) to
# a pool of threads, in slices of 64 rows, and waits for them: on a machine with two busy cores
# the hand-over costs more than the drawing and the wait is where the event loop ran late (a
# 4-player Hand and Foot demo spent 2.2 s of its 8.4 s of CPU so, most of it in the kernel).
# Without the pool every fill stays on the GUI thread. Read once, when Qt first paints.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
