# Two commands do all the set-up: `make run` starts Athanor, `make test` runs the tests.
# Both create the virtualenv (.venv) and install what is missing on first use.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test bench clean

$(STAMP): requirements.txt requirements-dev.txt .ci/setup_system.sh
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	@bash .ci/setup_system.sh || true
	@touch $(STAMP)

run: $(STAMP)
	$(PY) main.py $(ARGS)

test: $(STAMP)
	$(PY) -m pytest -n 2 -q $(ARGS)

bench: $(STAMP)
	@for script in bench/*_bench.py; do echo "== $$script"; $(PY) $$script || exit 1; done

clean:
	rm -rf $(VENV)
