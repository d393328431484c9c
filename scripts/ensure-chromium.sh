#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests and the PDF renderer when it is missing.
# Puppeteer never downloads its own browser here (see .puppeteerrc.cjs).
#   --optional  warn instead of failing when it cannot be installed (used by `npm ci`, where
#               only itinerary PDFs need it; the tests run it without the flag)
set -euo pipefail
optional=false
[ "${1:-}" = "--optional" ] && optional=true
fail() {
  echo "$1" >&2
  if $optional; then exit 0; else exit 1; fi
}
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  fail "chromium is missing (itinerary PDFs and browser tests need it): sudo apt-get install -y --no-install-recommends chromium"
fi
echo "Installing Debian chromium (first run only)..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq || fail "apt-get update failed: chromium was not installed"
apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null || fail "chromium could not be installed"
