"""``python -m pit_desktop``; also the PyInstaller entry script."""

import sys

from pit_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
