#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build and test reactant-lsp.
# Idempotent: packages already present are not touched.
set -euo pipefail

# python3-venv: the pre-commit and GitHub Action tests install pre-commit, jsonschema and PyYAML
# into scratch virtualenvs; strace: the release-binary test lists the files the binary opens;
# neovim, emacs-nox and elpa-eglot: the editor tests run the shipped configurations.
packages=(pkg-config libxml2-dev libxml2-utils librsvg2-bin neovim emacs-nox elpa-eglot python3-venv strace)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}" >&2
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swift ]; then
        echo "setup: add /opt/swift/usr/bin to PATH" >&2
    else
        echo "setup: a Swift 6.3 toolchain is required (https://swift.org/install)" >&2
        exit 1
    fi
fi
