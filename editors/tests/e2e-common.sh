# Shared by the editor end-to-end tests (sourced, not run): the checks on the server argument,
# a scratch directory removed on exit, and the fixture project every editor opens.
#
#   e2e_prepare NAME EDITOR-COMMAND INSTALL-HINT "$@"
#
# sets $server (absolute), $repo, $timeout_seconds (REACTANT_E2E_TIMEOUT, default 30), $work
# and $fixture; `fail` then reports as NAME. Exits 2 on a usage error, 1 on any other problem.

fail() { echo "${e2e_name:-e2e}: FAIL: $*" >&2; exit 1; }

e2e_prepare() {
    e2e_name=$1
    local editor=$2 hint=$3
    shift 3
    [ $# -eq 1 ] || { echo "usage: $0 PATH/TO/reactant-lsp" >&2; exit 2; }
    command -v "$editor" >/dev/null || fail "$editor is not installed ($hint)"

    server=$1
    case $server in /*) ;; *) server=$(pwd)/$server ;; esac
    [ -f "$server" ] || fail "server binary not found: $server"
    [ -x "$server" ] || fail "server binary is not executable: $server"

    repo=$(cd "$(dirname "$0")/../.." && pwd)
    timeout_seconds=${REACTANT_E2E_TIMEOUT:-30}

    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    e2e_write_project
}

# A project with one component: two views with fields, one broken constraint (the unknown
# anchor `middle`), and a third view whose layout:below="" is where completion is asked. The
# third view is misindented on purpose: formatting in the editor must give what the server's
# own --format-files writes.
e2e_write_project() {
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
}
