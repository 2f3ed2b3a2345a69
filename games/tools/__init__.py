"""Every command line (`python main.py TOOL ...`): the dispatcher (cli), the window's options
(window), lab, deduce, cards, scan, play, kiosk, host. None imports pygame at start."""
