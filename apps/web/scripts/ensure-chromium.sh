#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download is not available
# on every machine): its headless shell, the lighter build without the desktop browser that
# Playwright itself runs headless tests in, and the full browser for Lighthouse (`pnpm bench:web`).
# Install them when they are missing.
set -euo pipefail

PROGRAMS=(/usr/bin/chromium /usr/bin/chromium-headless-shell)
PACKAGES=(chromium chromium-headless-shell)

missing=()
for i in "${!PROGRAMS[@]}"; do
  [ -x "${PROGRAMS[$i]}" ] || missing+=("${PACKAGES[$i]}")
done
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing ${missing[*]} for the browser tests. Install as root: apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing ${missing[*]} for the browser tests ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y "${missing[@]}"
