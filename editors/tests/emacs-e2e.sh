#!/usr/bin/env bash
# End-to-end test in a real editor: Emacs in batch mode loads the shipped configuration
# (editors/emacs/reactant-ui.el) with eglot, opens a .ui.xml fixture, and checks that
# reactant-lsp's diagnostic reaches flymake at its exact place, that completion inside
# layout:below="" offers the other views' fields, and that hover answers.
#
#   editors/tests/emacs-e2e.sh PATH/TO/reactant-lsp
#
# Exits 0 on success, 1 on any failure (with the reason on stderr), 2 on usage errors.
# REACTANT_E2E_TIMEOUT (seconds, default 30) bounds each wait; the whole run is bounded too.
set -euo pipefail

fail() { echo "emacs-e2e: FAIL: $*" >&2; exit 1; }

[ $# -eq 1 ] || { echo "usage: $0 PATH/TO/reactant-lsp" >&2; exit 2; }
command -v emacs >/dev/null || fail "emacs is not installed (apt-get install -y emacs-nox elpa-eglot)"

server=$1
case $server in /*) ;; *) server=$(pwd)/$server ;; esac
[ -f "$server" ] || fail "server binary not found: $server"
[ -x "$server" ] || fail "server binary is not executable: $server"

repo=$(cd "$(dirname "$0")/../.." && pwd)
timeout_seconds=${REACTANT_E2E_TIMEOUT:-30}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The same project as the Neovim test: two views with fields, the unknown anchor `middle`,
# and a third view whose layout:below="" is where completion is asked.
mkdir -p "$work/project/Sources"
touch "$work/project/Package.swift"
git -C "$work/project" init -q 2>/dev/null || true
fixture=$work/project/Sources/WelcomeView.ui.xml
cat > "$fixture" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<Component
    xmlns="http://schema.reactant.tech/ui"
    xmlns:layout="http://schema.reactant.tech/layout">
    <Label
        field="titleLabel"
        text="Welcome"
        layout:top="super inset(16)"
        layout:fillHorizontally="super inset(16)" />
    <Button
        field="continueButton"
        title="Continue"
        layout:below="titleLabel.middle offset(8)"
        layout:fillHorizontally="super inset(16)" />
    <View
        field="footerView"
        layout:below=""
        layout:fillHorizontally="super" />
</Component>
XML

# Keep Emacs's state inside the temporary directory.
export HOME=$work/home
mkdir -p "$HOME"
export REACTANT_E2E_REPO=$repo REACTANT_E2E_SERVER=$server REACTANT_E2E_FIXTURE=$fixture \
    REACTANT_E2E_TIMEOUT=$timeout_seconds

status=0
timeout --kill-after=5 $((4 * timeout_seconds + 10)) \
    emacs --batch -Q -l "$repo/editors/tests/emacs-e2e.el" </dev/null || status=$?
[ "$status" -eq 124 ] && echo "emacs-e2e: FAIL: Emacs did not finish in time" >&2
exit $((status == 0 ? 0 : 1))
