"""The shared pure core of every game: protocol, errors, match records, the driver, the turn-flow engine."""
