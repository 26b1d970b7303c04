# browsergoal: `make demo` runs a real goal in headless Chromium on the bundled demo
# page; `make test` runs the whole suite. They install Debian's chromium (and, for the
# tests, firefox-esr) when missing.
GO ?= go

.PHONY: test demo chromium firefox vet bench bench-goals fuzz

test: chromium firefox
	$(GO) vet ./...
	$(GO) test -count=1 -timeout 14m ./...

demo: chromium
	$(GO) run ./cmd/browsergoal demo

chromium:
	@./scripts/ensure-chromium.sh

firefox:
	@./scripts/ensure-firefox.sh

vet:
	$(GO) vet ./...

bench: chromium firefox
	$(GO) test -run '^$$' -bench . -benchmem ./...

# The goal benchmark: every task once (seed 1) with the default decider; pass flags with
# GOALBENCH_FLAGS, e.g. make bench-goals GOALBENCH_FLAGS='-n 3 -family mail,forms'.
bench-goals: chromium
	$(GO) run ./cmd/goalbench $(GOALBENCH_FLAGS)

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzEngineProperties -fuzztime 30s .
