# browsergoal: `make demo` runs a real goal in headless Chromium on the bundled demo
# page; `make test` runs the whole suite. They install Debian's chromium (and, for the
# tests, firefox-esr) when missing.
GO ?= go

.PHONY: test demo chromium firefox graphviz verify golden diagram vet bench bench-goals fuzz settings-screenshot calibrate wordnet

# make test runs the model check (make verify) first, then every other package's tests.
test: chromium firefox graphviz verify
	$(GO) vet ./...
	$(GO) test -count=1 -timeout 14m $$($(GO) list ./... | grep -v '/internal/spin$$')

# The model check: the transition table exported to Promela, checked by spin (Debian's
# spin package; gcc builds its verifier) against the design's invariants 1-3 and 7, and
# deliberately broken tables shown to fail with a counterexample.
verify:
	@./scripts/ensure-tool.sh spin spin
	@./scripts/ensure-tool.sh gcc gcc
	$(GO) test -count=1 ./internal/spin/

# Re-record the golden sessions in real Chromium; review the diff before committing.
golden: chromium
	$(GO) test -count=1 -run TestRecordGoldenSessions ./golden -update

# Regenerate the README's SVG diagram (needs Graphviz's dot).
diagram: graphviz
	$(GO) run ./cmd/fsmviz -format svg > docs/machine.svg

# Regenerate the offline decider's verb tables (synonyms, verb lemmas, act words, antonyms, past forms) from WordNet 3.0 (Debian's
# wordnet-base, installed when missing); review the diff before committing.
wordnet:
	@test -f /usr/share/wordnet/index.verb || { apt-get -o DPkg::Lock::Timeout=300 update -qq && apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends wordnet-base; }
	$(GO) run ./cmd/wordnetsyn > adapters/local/verbsynonyms.txt
	$(GO) run ./cmd/wordnetsyn -verbs > adapters/local/verbs.txt
	$(GO) run ./cmd/wordnetsyn -acts > adapters/local/actverbs.txt
	$(GO) run ./cmd/wordnetsyn -antonyms > adapters/local/antonyms.txt
	$(GO) run ./cmd/wordnetsyn -pasts > adapters/local/pasts.txt
	$(GO) run ./cmd/wordnetsyn -inquiries > adapters/local/inquiries.txt

# Regenerate the README's screenshots of the settings page (docs/settings*.png) in the
# same headless Chromium the settings page's tests drive.
settings-screenshot: chromium
	$(GO) test -count=1 -run TestSettingsScreenshots ./adapters/settingsui -args -screenshots=$(CURDIR)/docs

graphviz:
	@./scripts/ensure-tool.sh dot graphviz

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

# The offline decider's calibration: fit it on the calibration suite (the uncalibrated
# decider's decisions, labelled by the instances' verdicts), then report the calibrated
# decider on the held-out suite (ECE, wrong actions at p >= 0.85, the reliability diagram
# in docs/). The fit refuses a set with fewer than 40 labelled decisions or 5 right and 5
# wrong ones, and the committed identity stays. Review the diffs before committing.
CALDIR ?= /tmp/browsergoal-calibrate
calibrate: chromium
	mkdir -p $(CALDIR)
	$(GO) run ./cmd/goalbench -suite calibration -decider local-raw -n 1 -quiet -json > $(CALDIR)/calibration.json
	$(GO) run ./cmd/calibrate fit -suite calibration -o adapters/local/calibration.json $(CALDIR)/calibration.json
	$(GO) run ./cmd/goalbench -suite heldout -decider local -n 1 -quiet -json > $(CALDIR)/heldout.json
	$(GO) run ./cmd/calibrate report -svg docs/calibration-heldout.svg -title "Offline decider on the held-out suite" $(CALDIR)/heldout.json
