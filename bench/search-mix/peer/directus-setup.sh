#!/usr/bin/env bash
# Sets up the Directus peer of the search bench; safe to run again (see README.md):
#   bench/search-mix/peer/directus-setup.sh --admin=postgres://postgres@127.0.0.1:55433/postgres \
#     --source=propdesk_bench_xyz --site=demo --agent=bench-agent-1@bench.test
# Installs Directus into PEER_DIR (outside the repository), then copies the source database's
# listings into a database of its own and configures Directus there (directus-setup.mjs).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
export PEER_DIR="${PEER_DIR:-$HOME/.cache/propdesk-peer-directus}"
export DIRECTUS_VERSION="${DIRECTUS_VERSION:-11.17.4}"

node_bin="$("$repo/.ci/use-node" 24)"
export PATH="$node_bin:$PATH"

# isolated-vm 5.0.3 (Directus 11.17's) ships no binary for Node 24 and does not compile against its
# C++20 headers; 6.2.0 has the same API and prebuilt binaries. With --ignore-scripts the install is
# the same under every npm: the native modules Directus loads (argon2, isolated-vm, sharp) come
# prebuilt, and the skipped scripts would only build database drivers the peer does not use.
ISOLATED_VM_VERSION=6.2.0
version_of() { node -p "try { require('$PEER_DIR/node_modules/$1/package.json').version } catch { '' }"; }
if [ "$(version_of directus)" != "$DIRECTUS_VERSION" ] || [ "$(version_of isolated-vm)" != "$ISOLATED_VM_VERSION" ]; then
  mkdir -p "$PEER_DIR"
  cat >"$PEER_DIR/package.json" <<JSON
{
  "name": "propdesk-peer-directus",
  "private": true,
  "dependencies": { "directus": "$DIRECTUS_VERSION" },
  "overrides": { "isolated-vm": "$ISOLATED_VM_VERSION" }
}
JSON
  echo "Installing Directus $DIRECTUS_VERSION into $PEER_DIR" >&2
  started=$SECONDS
  (cd "$PEER_DIR" && npm install --no-audit --no-fund --ignore-scripts --loglevel=error >&2)
  echo "Installed in $((SECONDS - started)) s, $(du -sh "$PEER_DIR/node_modules" | cut -f1)" >&2
fi

exec node "$here/directus-setup.mjs" "$@"
