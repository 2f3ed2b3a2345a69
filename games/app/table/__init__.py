"""The shared table pieces every game's screens use: match session and board, seats, seat setup,
bot worker and pacing, hot-seat curtain, private screen, replace guard, event log, playback, undo,
score table, rules help."""
