#!/usr/bin/env bash
# Installs a Debian package that ships a system service (nginx, prometheus) without starting the
# service: the fleet runs its own instance with its own configuration on loopback, and a service
# on the machine's ports is not ours to run. Used by scripts/ensure-nginx.sh and
# scripts/ensure-prometheus.sh once they found the program missing.
#   install-service-package.sh <package>
set -euo pipefail
package="$1"
if [ "$(id -u)" -ne 0 ]; then
  echo "$package is missing: install it with 'sudo apt-get install -y --no-install-recommends $package'" >&2
  exit 1
fi
echo "Installing Debian $package (first run only)..." >&2
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
apt-get install -y -qq --no-install-recommends "$package" >/dev/null
