#!/usr/bin/env bash
# Fills a release into the Homebrew formula: its version, the download URLs of its tarballs
# (under the repository's releases) and their SHA-256 sums. The formula keeps one `url` and
# `sha256` pair per platform; each URL's file name says which tarball it is, and the `sha256`
# line after it gets that tarball's sum from the release's SHA256SUMS. The release workflow
# runs it and attaches the result to the release; run it by hand to commit a release's formula:
#
#   scripts/update-formula.sh v1.2.0 OWNER/reactant-lsp SHA256SUMS [Formula/reactant-lsp.rb]
#
# SHA256SUMS is `sha256sum` output ("<sum>  <file>"). Fails, changing nothing, when a tarball
# the formula names has no sum, or when no URL was updated.
set -euo pipefail
[ $# -ge 3 ] || { sed -n '8p' "$0" | sed 's/^# *//' >&2; exit 2; }
tag="$1"; repository="$2"; sums="$3"
formula="${4:-$(dirname "$0")/../Formula/reactant-lsp.rb}"
version="${tag#v}"
[ -f "$sums" ] || { echo "update-formula: no sums file $sums" >&2; exit 1; }

updated="$(mktemp)"
trap 'rm -f "$updated"' EXIT
awk -v tag="$tag" -v version="$version" -v repository="$repository" -v sums="$sums" '
    BEGIN {
        while ((getline line < sums) > 0) {
            n = split(line, field, /[ \t*]+/)
            if (n >= 2) sum[field[n]] = field[1]
        }
        urls = 0
    }
    /^  version "/ { sub(/"[^"]*"/, "\"" version "\""); print; next }
    /^ *url "https:\/\/github\.com\/[^"]*\/releases\/download\/[^"]*"/ {
        file = $0; sub(/^.*\//, "", file); sub(/".*$/, "", file)
        if (!(file in sum)) { print "update-formula: no sum for " file " in " sums > "/dev/stderr"; failed = 1 }
        sub(/https:\/\/github\.com\/[^"]*\/releases\/download\/[^"]*/, \
            "https://github.com/" repository "/releases/download/" tag "/" file)
        pending = file; urls++; print; next
    }
    /^ *sha256 "/ && pending != "" { sub(/"[^"]*"/, "\"" sum[pending] "\""); pending = ""; print; next }
    { print }
    END {
        if (urls == 0) { print "update-formula: no release URL in the formula" > "/dev/stderr"; failed = 1 }
        exit failed
    }
' "$formula" >"$updated"
cp "$updated" "$formula"
echo "update-formula: $formula now installs $tag from $repository" >&2
