PREFIX ?= /usr/local
SWIFT ?= swift
# The dependency scripts run apt-get themselves as root; anyone else passes SUDO=sudo to let
# them use sudo (without it they print the command to run and stop).
SUDO ?=

# Homebrew's libxml2 is keg-only: pkg-config finds it only through PKG_CONFIG_PATH. Appended,
# so that a libxml-2.0.pc already on the path (the release workflow's, for the SDK's) wins.
ifeq ($(shell uname -s),Darwin)
BREW_LIBXML2 := $(shell brew --prefix libxml2 2>/dev/null)
ifneq ($(BREW_LIBXML2),)
export PKG_CONFIG_PATH := $(if $(PKG_CONFIG_PATH),$(PKG_CONFIG_PATH):)$(BREW_LIBXML2)/lib/pkgconfig
endif
endif

.PHONY: build-deps setup-dev build release run test install uninstall

# What the build needs: pkg-config and libxml2 (scripts/install-build-deps.sh).
build-deps:
	SUDO=$(SUDO) bash scripts/install-build-deps.sh

# What the tests and CI steps need besides: editors, strace, python3-venv… (Debian).
setup-dev:
	SUDO=$(SUDO) bash scripts/install-dev-deps.sh

build: build-deps
	$(SWIFT) build

# The binary to ship: on Linux with the Swift runtime linked statically (scripts/build-release.sh).
release: build-deps
	bash scripts/build-release.sh

# The main job: build, then check the example files.
run: build
	$$($(SWIFT) build --show-bin-path)/reactant-lsp --check Examples

test: setup-dev
	$(SWIFT) test

# The release binary (stripped on Linux) copied into .build/install, then installed.
install: build-deps
	bash scripts/build-release.sh .build/install >/dev/null
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/install/reactant-lsp $(DESTDIR)$(PREFIX)/bin/reactant-lsp

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/reactant-lsp
