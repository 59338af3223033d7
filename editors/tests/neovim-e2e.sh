#!/usr/bin/env bash
# End-to-end test in a real editor: headless Neovim loads the shipped configuration
# (editors/neovim), opens a .ui.xml fixture, and checks that XML highlighting applies, that
# reactant-lsp's diagnostics reach vim.diagnostic, that completion inside layout:below=""
# offers the other views' fields, that omnifunc and the keys are set on attach, that hover
# answers, that formatting (whole, and a range with tabSize 8, insertSpaces false) gives what
# --format-files without flags gives, (Neovim 0.9+) semantic tokens, that the layout preview
# writes the unsaved buffer's SVG and hands it to the opener (and, with no opener on PATH, says
# where the file is instead of raising an error), that <leader>lP hands the live preview's URL
# to the opener, that <leader>e shows a diagnostic's whole
# message in a float, that a field's rename leaves no stale error once `:wa` writes the Swift
# file, and that :ReactantFixAll and the documented vim.lsp.buf.code_action form apply fix-all.
#
#   editors/tests/neovim-e2e.sh PATH/TO/reactant-lsp
#
# Exits 0 on success, 1 on any failure (with the reason on stderr), 2 on usage errors.
# REACTANT_E2E_TIMEOUT (seconds, default 30) bounds each wait; the whole run is bounded too.
set -euo pipefail

source "$(dirname "$0")/e2e-common.sh"
e2e_prepare neovim-e2e nvim "apt-get install -y neovim" "$@"

# What formatting in Neovim must give: the server's own --format-files on the fixture.
formatted=$work/expected-formatted.ui.xml
cp "$fixture" "$formatted"
if ! "$server" --format-files "$formatted" >/dev/null 2>&1 </dev/null; then
    # Left to the driver: its formatting check (the last) fails without the expected text.
    rm -f "$formatted"
fi

# Keep Neovim's state (including lsp.log) inside the temporary directory.
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache \
    XDG_STATE_HOME=$work/state
export REACTANT_E2E_REPO=$repo REACTANT_E2E_SERVER=$server REACTANT_E2E_FIXTURE=$fixture \
    REACTANT_E2E_FORMATTED=$formatted REACTANT_E2E_TIMEOUT=$timeout_seconds

status=0
timeout --kill-after=5 $((3 * timeout_seconds + 10)) \
    nvim --headless --clean -n -c "luafile $repo/editors/tests/neovim-e2e.lua" \
    </dev/null || status=$?

if [ "$status" -ne 0 ]; then
    [ "$status" -eq 124 ] && echo "neovim-e2e: FAIL: Neovim did not finish in time" >&2
    for log in "$work"/state/nvim/lsp.log "$work"/cache/nvim/lsp.log; do
        [ -s "$log" ] && { echo "--- last lines of $(basename "$log")" >&2; tail -n 20 "$log" >&2; }
    done
    exit 1
fi
