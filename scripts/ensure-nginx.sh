#!/usr/bin/env bash
# Installs Debian's nginx for the fleet (`npm run fleet`, `npm run test:fleet`, `npm run
# bench:fleet`) when it is missing. The fleet runs its own nginx with its own configuration on
# loopback; the package's service is never started (a service on port 80 is not ours to run).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx is missing: install it with 'sudo apt-get install -y --no-install-recommends nginx'" >&2
  exit 1
fi
echo "Installing Debian nginx (first run only)..." >&2
export DEBIAN_FRONTEND=noninteractive
# Keep the package's postinst from starting the system service.
policy=/usr/sbin/policy-rc.d
added_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod +x "$policy"
  added_policy=true
fi
trap '$added_policy && rm -f "$policy"' EXIT
apt-get update -qq
apt-get install -y -qq --no-install-recommends nginx >/dev/null
