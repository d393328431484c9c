#!/usr/bin/env bash
# Installs Debian's nginx for the fleet (`npm run fleet`, `npm run test:fleet`, `npm run
# bench:fleet`) when it is missing. The fleet runs its own nginx with its own configuration on
# loopback; the package's service is never started (a service on port 80 is not ours to run).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
exec bash "$(dirname "$0")/install-service-package.sh" nginx
