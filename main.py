"""Athanor: start the program, or run one of its command-line tools (see `python main.py --help`)."""

import sys

from games.tools.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
