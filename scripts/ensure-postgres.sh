#!/usr/bin/env bash
# Installs PostgreSQL's server binaries for the repository contract tests when they are
# missing. The tests start their own throw-away cluster; nothing is left running.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "PostgreSQL is missing: install it with 'sudo apt-get install -y postgresql'" >&2
  exit 1
fi
echo "Installing PostgreSQL (first run only)..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends postgresql >/dev/null
