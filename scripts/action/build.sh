#!/usr/bin/env bash
# action.yml: builds the release binary into $OUTPUT_DIR (scripts/build-release.sh), after
# installing what the runner lacks: libxml2's headers and pkg-config (Linux), pkgconf (macOS).
set -euo pipefail
cd "$(dirname "$0")/../.."
case "$(uname -s)" in
    Linux)
        if ! pkg-config --exists libxml-2.0 2>/dev/null; then
            SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
            $SUDO apt-get update -qq
            DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libxml2-dev pkg-config >/dev/null
        fi ;;
    Darwin)
        command -v pkg-config >/dev/null 2>&1 || brew install pkgconf ;;
esac
swift --version
bash scripts/build-release.sh "${OUTPUT_DIR:?OUTPUT_DIR is not set}"
