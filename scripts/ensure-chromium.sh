#!/usr/bin/env bash
# Installs Debian's chromium (the PDF renderer, and the browser tests that need a full browser)
# and chromium-headless-shell (the other browser tests, docs/decisions/059) when either is
# missing. Puppeteer never downloads its own browser here (see .puppeteerrc.cjs).
#   --optional  warn instead of failing when it cannot be installed (used by `npm ci`, where
#               only itinerary PDFs need it; the tests run it without the flag)
set -euo pipefail
optional=false
[ "${1:-}" = "--optional" ] && optional=true
fail() {
  echo "$1" >&2
  if $optional; then exit 0; else exit 1; fi
}
if [ -x /usr/bin/chromium ] && { [ -x /usr/bin/chromium-headless-shell ] || $optional; }; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  fail "chromium is missing (itinerary PDFs and browser tests need it): sudo apt-get install -y --no-install-recommends chromium chromium-headless-shell"
fi
echo "Installing Debian chromium (first run only)..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq || fail "apt-get update failed: chromium was not installed"
apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-liberation >/dev/null ||
  fail "chromium could not be installed"
