"""The imperative shell: window, main loop, scenes, input, settings, storage, translations.

What screens use:
- scene.py           the contract: Intent, Push/Pop/Replace/Home/Quit, Context, Settings, Scene
- widgets.py         Button, ButtonGroup (hover, focus ring, Tab/arrows), TitleBar, draw_button,
                     draw_panel, draw_background, dim, draw_text, draw_text_box, fit_font, wrap_text
- theme.py           colours (wood, parchment, brass, ember) and sizes (touch target, text sizes)
- icons.py           draw_icon(canvas, name, rect, colour): icons drawn by the program
- common_scenes.py   ErrorScene, ConfirmScene (tap twice), CurtainScene (hot-seat), MessageScene
- headless.py        Harness: scripted intents, fake clock, PNG screenshots, for tests and benches

What runs them:
- main.py            run(argv): options; app.py the window loop; shell.py services, idle, routing;
                     stack.py the scene stack and crash guard; input.py events -> intents;
                     display.py scaling and letterboxing; crash.py the crash log
- i18n.py            Translator over assets/i18n/*.json; fonts.py FontBook over assets/fonts
- storage.py         atomic JSON in the user-data directory: save -> bool (failures in `failing`),
                     load(name, shape, what) sets damaged files aside and reports them once;
                     settings.py settings.json; games.kernel.shape declares what a file must hold
- banners.py         one-line warnings on every screen ("saving is failing"); storage_notice.py
                     the message about a damaged file that was put aside
- start_scene.py, settings_scene.py, emblems.py: the start and settings screens
"""
