"""The camera in the window: the scanner service (service), its picture (preview), the live
preview switch (live_preview) and the camera check in Settings (check)."""
