#!/usr/bin/env bash
# Installs Debian's poppler-utils (pdftoppm, pdftotext) when missing: the itinerary PDF tests
# turn each page into an image and read its text with them.
set -euo pipefail
if command -v pdftoppm >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "poppler-utils is missing (the PDF tests need it): sudo apt-get install -y --no-install-recommends poppler-utils" >&2
  exit 1
fi
echo "Installing Debian poppler-utils (first run only)..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends poppler-utils >/dev/null
