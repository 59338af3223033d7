#!/usr/bin/env bash
# Installs what building reactant-lsp needs beyond a Swift 6.3 toolchain, and nothing else:
# `make install` runs it, and installing a command-line tool must not install editors or test
# tools. The one C dependency is libxml2, found through pkg-config (Package.swift's CLibXML2).
#
#   Debian/Ubuntu: pkg-config and libxml2-dev, with apt-get. As root it runs apt-get itself;
#                  anyone else gets the command to run, or passes SUDO=sudo to let it use sudo.
#   macOS:         Homebrew's pkgconf and libxml2 (brew needs no sudo). Homebrew's libxml2 is
#                  keg-only, so pkg-config finds it only through PKG_CONFIG_PATH: the Makefile
#                  and scripts/build-release.sh add $(brew --prefix libxml2)/lib/pkgconfig.
#
# Idempotent: what is present already is left alone, and nothing runs when nothing is missing.
set -euo pipefail

say() { echo "install-build-deps: $*" >&2; }

check_swift() {
    if command -v swift >/dev/null 2>&1; then return; fi
    if [ -x /opt/swift/usr/bin/swift ]; then
        say "a Swift toolchain is at /opt/swift/usr/bin: add it to PATH"
    else
        say "a Swift 6.3 toolchain is also needed (https://swift.org/install; on macOS, Xcode 16.3 or later)"
    fi
}

case "$(uname -s)" in
Linux)
    if ! command -v dpkg-query >/dev/null 2>&1; then
        say "not a Debian system: install pkg-config and libxml2's headers (libxml2-devel, libxml2-dev) with its package manager"
        check_swift
        exit 0
    fi
    packages=(pkg-config libxml2-dev)
    missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        sudo_cmd="${SUDO:-}"
        if [ "$(id -u)" -ne 0 ] && [ -z "$sudo_cmd" ]; then
            say "missing ${missing[*]}; install them with:"
            say "    sudo apt-get install ${missing[*]}"
            say "or let this script use sudo: make ... SUDO=sudo (or SUDO=sudo $0)"
            exit 1
        fi
        [ "$(id -u)" -eq 0 ] && sudo_cmd=""
        say "installing ${missing[*]}"
        $sudo_cmd apt-get update -qq
        $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
    ;;
Darwin)
    if ! command -v brew >/dev/null 2>&1; then
        say "Homebrew (https://brew.sh) is needed for pkg-config and libxml2; or provide a"
        say "libxml-2.0.pc for the macOS SDK's libxml2 on PKG_CONFIG_PATH yourself"
        exit 1
    fi
    missing=()
    for formula in pkgconf libxml2; do
        brew list --formula "$formula" >/dev/null 2>&1 || missing+=("$formula")
    done
    # pkg-config from another formula (the older pkg-config) serves as well as pkgconf.
    if [ ${#missing[@]} -gt 0 ] && [ "${missing[0]}" = pkgconf ] && command -v pkg-config >/dev/null 2>&1; then
        missing=("${missing[@]:1}")
    fi
    if [ ${#missing[@]} -gt 0 ]; then
        say "brew install ${missing[*]}"
        brew install "${missing[@]}"
    fi
    say "libxml2 is keg-only; outside make, build with PKG_CONFIG_PATH=$(brew --prefix libxml2)/lib/pkgconfig"
    ;;
*)
    say "unsupported system $(uname -s): install pkg-config and libxml2's headers by hand"
    ;;
esac
check_swift
