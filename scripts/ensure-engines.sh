#!/usr/bin/env bash
# Makes sure the other engines of the e2e suite are here: Debian's Firefox ESR (driven by
# puppeteer-core over WebDriver BiDi), WebKitGTK's WebKitWebDriver and MiniBrowser (driven by
# selenium-webdriver), Xvfb for MiniBrowser, which has no headless mode, and openbox, the window
# manager on that display (it gives a new window the focus, as a desktop does). Each comes from
# Debian's packages: no driver or browser download (there is no internet). Idempotent; a package
# that cannot be installed fails here by name, never a silently skipped engine.
set -euo pipefail
declare -A NEEDED=(
  [firefox-esr]=/usr/bin/firefox-esr
  [webkit2gtk-driver]=/usr/bin/WebKitWebDriver
  [xvfb]=/usr/bin/Xvfb
  [openbox]=/usr/bin/openbox
)
missing=()
for package in "${!NEEDED[@]}"; do
  [ -x "${NEEDED[$package]}" ] || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "ensure-engines: installing Debian's ${missing[*]}" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null || {
    echo "ensure-engines: apt-get could not install ${missing[*]}; the Firefox and WebKit suites cannot run" >&2
    exit 1
  }
fi
for package in "${!NEEDED[@]}"; do
  if [ ! -x "${NEEDED[$package]}" ]; then
    echo "ensure-engines: ${NEEDED[$package]} is still missing after installing $package" >&2
    exit 1
  fi
done
# MiniBrowser is not on PATH; webkit2gtk-driver brings it with it.
MINIBROWSER=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
[ -x "$MINIBROWSER" ] || { echo "ensure-engines: $MINIBROWSER is missing (Debian's webkit2gtk-driver should bring it)" >&2; exit 1; }
