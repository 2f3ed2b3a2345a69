"""The command lines' tests run like the shell's: SDL's dummy drivers and a private data directory."""

from tests.app.conftest import private_data_dir  # noqa: F401 (an autouse fixture, shared)
