"""Reading ingredient cards through a webcam: sources → capture thread → reader → payload → stabiliser.

Imports neither pygame nor games; the app wraps it in games/app/camera/service.py. Modules:
payload (what a text means), codes (the printed symbol), decoders (zxing-cpp, pyzbar), sources
(camera, video, images), capture (the reader thread), reader (more from a video: tracked regions,
averaged and deblurred crops; track holds one region, enhance the image steps), stabilizer
(confirmations and warnings), pipeline (one frame through the chain), worker (decoding off the UI
thread), quality (is the camera good enough), recording (what the camera saw, for bug reports),
wedge (handheld keyboard readers), synthetic (rendered test frames and phone photos).
"""
