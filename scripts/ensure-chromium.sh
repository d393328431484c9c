#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests and the PDF renderer when it is missing.
# Puppeteer never downloads its own browser here (see .puppeteerrc.cjs).
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "chromium is missing: install it with 'sudo apt-get install -y --no-install-recommends chromium'" >&2
  exit 1
fi
echo "Installing Debian chromium (first run only)..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
