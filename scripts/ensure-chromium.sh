#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for Playwright.
# Playwright's own browser download needs the internet, which CI does not have,
# so the e2e suite drives the distribution's build instead.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "ensure-chromium: /usr/bin/chromium missing, installing Debian's chromium" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
