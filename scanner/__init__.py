"""Reading ingredient cards through a webcam: sources → capture thread → decoder → payload → stabiliser.

Imports neither pygame nor games; the app wraps it in games/app/scanner_service.py. Modules:
payload (what a text means), codes (the printed symbol), decoders (zxing-cpp, pyzbar), sources
(camera, video, images), capture (the reader thread), stabilizer (confirmations and warnings),
pipeline (one frame through the chain), worker (decoding off the UI thread), wedge (handheld
keyboard readers), synthetic (rendered test frames).
"""
