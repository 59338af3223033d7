#!/usr/bin/env bash
# action.yml: the cache key of the built binary, from everything the build reads (this
# repository's package manifest, sources and schemas) and the runner's system.
set -euo pipefail
cd "$(dirname "$0")/../.."
hash="$( (cat Package.swift; find Sources Plugins Schemas -type f | LC_ALL=C sort | xargs cat) | sha256sum | cut -c1-20)"
key="reactant-lsp-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-${ImageOS:-unknown}-$hash"
echo "key=$key" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
echo "$key"
