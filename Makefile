PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: setup build release run test install uninstall

setup:
	bash scripts/setup.sh

build: setup
	$(SWIFT) build

# The binary to ship: on Linux with the Swift runtime linked statically (scripts/build-release.sh).
release: setup
	bash scripts/build-release.sh

# The main job: build, then check the example files.
run: build
	$$($(SWIFT) build --show-bin-path)/reactant-lsp --check Examples

test: setup
	$(SWIFT) test

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $$($(SWIFT) build -c release --show-bin-path)/reactant-lsp $(DESTDIR)$(PREFIX)/bin/reactant-lsp

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/reactant-lsp
