#!/usr/bin/env bash
# Checks the checker: emacs-e2e.sh must pass against a server that behaves as specified
# (the scripted fake-lsp-server.py) and fail against every broken one below.
#
#   editors/tests/emacs-e2e-selftest.sh
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
e2e=$here/emacs-e2e.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export REACTANT_E2E_TIMEOUT=${REACTANT_E2E_TIMEOUT:-5}

printf '#!/bin/sh\necho "this is not JSON-RPC"\nexec cat >/dev/null\n' > "$work/garbage"
printf '#!/bin/sh\nexec cat >/dev/null\n' > "$work/silent"
for mode in no-diagnostics wrong-range self-completion no-hover; do
    printf '#!/bin/sh\nFAKE_LSP_MODE=%s exec "%s" "$@"\n' "$mode" "$here/fake-lsp-server.py" > "$work/$mode"
done
chmod +x "$work"/*

failures=0
expect() {
    local want=$1 server=$2 status=0
    "$e2e" "$server" >"$work/out" 2>&1 || status=$?
    if { [ "$want" = pass ] && [ $status -eq 0 ]; } || { [ "$want" = fail ] && [ $status -ne 0 ]; }; then
        echo "ok: $want with $(basename "$server") ($(grep -m1 -o 'FAIL: .*' "$work/out" || echo PASS))"
    else
        echo "NOT OK: expected $want with $server, exit status $status:" >&2
        sed 's/^/    /' "$work/out" >&2
        failures=$((failures + 1))
    fi
}

expect pass "$here/fake-lsp-server.py"
expect fail /bin/false
expect fail "$work/garbage"
expect fail "$work/silent"
expect fail "$work/does-not-exist"
expect fail "$work/no-diagnostics"
expect fail "$work/wrong-range"
expect fail "$work/self-completion"
expect fail "$work/no-hover"

[ $failures -eq 0 ] || { echo "emacs-e2e self-test: $failures case(s) wrong" >&2; exit 1; }
echo "emacs-e2e self-test: all cases as expected"
