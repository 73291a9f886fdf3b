"""The frozen app's entry script: PyInstaller needs a file, not `-m desktop_app`."""

import sys

from desktop_app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
