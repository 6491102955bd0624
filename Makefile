# HitScope: two commands do all set-up on a fresh Debian 12 machine (as root):
#   make run    installs what is missing, builds, opens the default scene in a window
#               (without a display: exports it to a PNG and says how to open the window)
#   make test   installs what the tests need, starts Xvfb when no display is set, runs swift test
#               and the LLDB command's tests (python3, against a fake LLDB module)
SHELL := /bin/bash
SWIFT ?= swift
CONFIG ?= debug
BUILD_FLAGS ?=
RUN_PACKAGES := libx11-dev libxext-dev libcairo2-dev libpango1.0-dev zlib1g-dev fonts-dejavu-core fonts-liberation fonts-wqy-zenhei pkg-config
TEST_PACKAGES := $(RUN_PACKAGES) python3 xvfb libxtst-dev x11-apps xdotool poppler-utils librsvg2-bin chromium
# The README's window screenshots: xwd's dump converted by ImageMagick.
DOCS_PACKAGES := $(TEST_PACKAGES) imagemagick
OUT := out
FUZZ_SECONDS ?= 300
FUZZ_SMOKE_SECONDS ?= 60

.PHONY: all deps test-deps build release run test docs-images bench fuzz leak-check format clean

all: build

deps:
	@scripts/install-packages.sh $(RUN_PACKAGES)

test-deps:
	@scripts/install-packages.sh $(TEST_PACKAGES)

build: deps
	$(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS)

release:
	@$(MAKE) build CONFIG=release

run: deps
	$(SWIFT) build -c release $(BUILD_FLAGS)
	@scripts/run-default.sh "$$($(SWIFT) build -c release --show-bin-path $(BUILD_FLAGS))/hitscope" $(OUT)

# Every test target runs in one process, and fontconfig reads FONTCONFIG_FILE once, at the first
# text laid out: set for the whole process, the goldens' pinned fonts hold whichever suite runs
# first (the render tests' own pinning only works when a render test lays out text first).
test: test-deps
	@FONTCONFIG_FILE="$(CURDIR)/Tests/HitScopeRenderTests/Goldens/fonts.conf" \
		scripts/with-display.sh $(SWIFT) test $(BUILD_FLAGS)
	PYTHONDONTWRITEBYTECODE=1 python3 -m unittest discover -s lldb/tests
	@scripts/fuzz.sh $(FUZZ_SMOKE_SECONDS)

fuzz: test-deps
	@scripts/fuzz.sh $(FUZZ_SECONDS)

leak-check: test-deps
	@scripts/install-packages.sh valgrind
	@scripts/leak-check.sh

docs-images:
	@scripts/install-packages.sh $(DOCS_PACKAGES)
	$(SWIFT) build -c release $(BUILD_FLAGS)
	@scripts/docs-images.sh "$$($(SWIFT) build -c release --show-bin-path $(BUILD_FLAGS))/hitscope"

bench: deps
	$(SWIFT) build -c release $(BUILD_FLAGS)
	"$$($(SWIFT) build -c release --show-bin-path $(BUILD_FLAGS))/hitscope" bench

format:
	$(SWIFT) format -i -r Package.swift Sources Tests Resources

clean:
	rm -rf .build $(OUT)
