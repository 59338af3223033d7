#!/usr/bin/env bash
# End-to-end test in a real editor: Emacs in batch mode loads the shipped configuration
# (editors/emacs/reactant-ui.el) with eglot, opens a .ui.xml fixture, and checks that
# reactant-lsp's diagnostic reaches flymake at its exact place, that completion inside
# layout:below="" offers the other views' fields, that hover answers, that formatting with
# Emacs's default indentation (a tab of 8) gives what --format-files gives, that C-c C-p
# previews the unsaved buffer's layout as an SVG file, that C-c C-l returns the live preview's
# URL and follows the cursor, and that a field's rename leaves no
# stale error once the Swift file is saved, with no file watching offered.
#
#   editors/tests/emacs-e2e.sh PATH/TO/reactant-lsp
#
# Exits 0 on success, 1 on any failure (with the reason on stderr), 2 on usage errors.
# REACTANT_E2E_TIMEOUT (seconds, default 30) bounds each wait; the whole run is bounded too.
set -euo pipefail

source "$(dirname "$0")/e2e-common.sh"
e2e_prepare emacs-e2e emacs "apt-get install -y emacs-nox elpa-eglot" "$@"

# Keep Emacs's state inside the temporary directory.
export HOME=$work/home
mkdir -p "$HOME"
export REACTANT_E2E_REPO=$repo REACTANT_E2E_SERVER=$server REACTANT_E2E_FIXTURE=$fixture \
    REACTANT_E2E_TIMEOUT=$timeout_seconds

# What formatting in Emacs must give, whatever indentation Emacs sends: what --check-formatting
# expects, i.e. --format-files without flags (the fixture has no .editorconfig).
formatted=$work/expected-formatted.ui.xml
cp "$fixture" "$formatted"
"$server" --format-files "$formatted" >/dev/null 2>&1 </dev/null || rm -f "$formatted"
export REACTANT_E2E_FORMATTED=$formatted

status=0
timeout --kill-after=5 $((4 * timeout_seconds + 10)) \
    emacs --batch -Q -l "$repo/editors/tests/emacs-e2e.el" </dev/null || status=$?
[ "$status" -eq 124 ] && echo "emacs-e2e: FAIL: Emacs did not finish in time" >&2
exit $((status == 0 ? 0 : 1))
