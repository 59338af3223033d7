#!/usr/bin/env bash
# Checks the checker: neovim-e2e.sh must pass against a server that behaves as specified
# and fail against every broken one (e2e-selftest-common.sh).
#
#   editors/tests/neovim-e2e-selftest.sh
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/e2e-selftest-common.sh"
selftest_run "$here/neovim-e2e.sh" no-diagnostics wrong-range self-completion no-hover bad-format bad-range-format preview-saved-text stale-after-rename no-fix-all no-live-preview
