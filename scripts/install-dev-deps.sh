#!/usr/bin/env bash
# Installs what the test suite and the CI steps need on a Debian/Ubuntu machine, on top of the
# build's own dependencies (scripts/install-build-deps.sh, run first). Kept apart from those so
# that `make install` installs no editors: these are for working on reactant-lsp, not using it.
# `make setup-dev` and .ci/run run it.
#
#   libxml2-utils  xmllint: the preview test checks the SVGs are well-formed, the benchmarks
#   librsvg2-bin   rsvg-convert: a test renders a preview
#   neovim, emacs-nox, elpa-eglot
#                  the editor tests run the shipped editor configurations
#   python3-venv   the pre-commit and GitHub Action tests install pre-commit, jsonschema and
#                  PyYAML into scratch virtualenvs
#   strace         scripts/test-release-binary.sh lists the files the binary opens
#   chromium       the live preview's browser test drives it headless (DevTools protocol)
#
# As root it runs apt-get itself; anyone else passes SUDO=sudo (make setup-dev SUDO=sudo).
# Idempotent: packages already present are not touched.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "install-dev-deps: $*" >&2; }

bash scripts/install-build-deps.sh

packages=(libxml2-utils librsvg2-bin neovim emacs-nox elpa-eglot python3-venv strace chromium)

if [ "$(uname -s)" != Linux ] || ! command -v dpkg-query >/dev/null 2>&1; then
    # Not a Debian system: the tests that need these tools skip themselves or record a known
    # issue when the tool is absent, so this is advice, not a failure.
    say "not a Debian system: the editor, preview and CI-place tests want neovim, emacs (29 or later"
    say "has eglot), rsvg-convert (librsvg), xmllint and python3; on macOS: brew install neovim emacs librsvg"
    exit 0
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo_cmd="${SUDO:-}"
if [ "$(id -u)" -ne 0 ] && [ -z "$sudo_cmd" ]; then
    say "missing ${missing[*]}; install them with:"
    say "    sudo apt-get install ${missing[*]}"
    say "or let this script use sudo: make setup-dev SUDO=sudo"
    exit 1
fi
[ "$(id -u)" -eq 0 ] && sudo_cmd=""
say "installing ${missing[*]}"
$sudo_cmd apt-get update -qq
$sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
