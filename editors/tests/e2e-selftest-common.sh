# Shared by the editor tests' self-tests (sourced, not run): checks the checker, which must
# pass against a server that behaves as specified (the scripted fake-lsp-server.py) and fail
# against every broken one.
#
#   selftest_run E2E-SCRIPT FAKE-MODE...
#
# runs E2E-SCRIPT against the fake server, against servers that are no language server at all
# (missing, exiting, silent, writing garbage or malformed JSON), and against the fake server in
# each FAKE-MODE (each breaking one behaviour the test checks); exits 1 if any verdict is wrong.

selftest_run() {
    local e2e=$1 here name
    shift
    here=$(cd "$(dirname "$e2e")" && pwd)
    name=$(basename "$e2e" .sh)
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    export REACTANT_E2E_TIMEOUT=${REACTANT_E2E_TIMEOUT:-5}

    printf '#!/bin/sh\necho "this is not JSON-RPC"\nexec cat >/dev/null\n' > "$work/garbage"
    printf '#!/bin/sh\nexec cat >/dev/null\n' > "$work/silent"
    printf '#!/bin/sh\nprintf "Content-Length: 5\\r\\n\\r\\n{bad}"\nexec cat >/dev/null\n' > "$work/bad-json"
    for mode in "$@"; do
        printf '#!/bin/sh\nFAKE_LSP_MODE=%s exec "%s" "$@"\n' "$mode" "$here/fake-lsp-server.py" > "$work/$mode"
    done
    chmod +x "$work"/*

    failures=0
    selftest_expect "$e2e" pass "$here/fake-lsp-server.py"
    for broken in /bin/false /bin/true "$work/garbage" "$work/bad-json" "$work/silent" "$work/does-not-exist"; do
        selftest_expect "$e2e" fail "$broken"
    done
    for mode in "$@"; do selftest_expect "$e2e" fail "$work/$mode"; done

    [ $failures -eq 0 ] || { echo "$name self-test: $failures case(s) wrong" >&2; exit 1; }
    echo "$name self-test: all cases as expected"
}

selftest_expect() {
    local e2e=$1 want=$2 server=$3 status=0
    "$e2e" "$server" >"$work/out" 2>&1 || status=$?
    if { [ "$want" = pass ] && [ $status -eq 0 ]; } || { [ "$want" = fail ] && [ $status -ne 0 ]; }; then
        echo "ok: $want with $(basename "$server") ($(grep -m1 -o 'FAIL: .*' "$work/out" || echo PASS))"
    else
        echo "NOT OK: expected $want with $server, exit status $status:" >&2
        sed 's/^/    /' "$work/out" >&2
        failures=$((failures + 1))
    fi
}
