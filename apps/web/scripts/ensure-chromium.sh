#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download is not available
# on every machine). Install it when it is missing.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM. Install it as root: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

echo "Installing Chromium for the browser tests ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y chromium
