"""Phones at the table: a small web server that gives every human seat its private screen.

The table screen (or `python main.py host`) shows the public board; each player joins with a
phone by opening the seat's address (a QR code holds it, with the seat's secret token). No pygame here but in join_scene.py:
- tokens.py     one random token per seat and match (>= 128 bits); constant-time lookup
- jsonview.py   any view value (frozen dataclasses, tuples, enums) as plain JSON data
- words.py      what a phone shows of a game: labels of actions, narrated log, private sections
- table.py      HostedTable: one MatchSession shared by the server thread and its driver, per-seat
                views, actions checked by the rules, a version that changes with every change
- guard.py      request size, rate and Origin checks
- server.py     the aiohttp application and a thread to run it beside the pygame loop
- link.py       the window's side: a board's phone seats served while it runs
- join_scene.py "Join with your phone": the QR codes over the board (the one pygame module here)
"""
