#!/usr/bin/env bash
# Installs Debian's Prometheus for the fleet (`npm run fleet`, `npm run test:fleet`) when it is
# missing. The fleet runs its own Prometheus with its own configuration, rules and data directory
# on loopback (scripts/fleet/prometheus.ts); the package's service is never started.
set -euo pipefail
if command -v prometheus >/dev/null 2>&1 || [ -x /usr/bin/prometheus ]; then exit 0; fi
exec bash "$(dirname "$0")/install-service-package.sh" prometheus
