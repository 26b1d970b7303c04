#!/usr/bin/env bash
# Makes sure a system Firefox is installed, from Debian's packages (firefox-esr), for the
# Firefox (WebDriver BiDi) adapter's tests. It never downloads a browser build of its own.
# As root it installs the `firefox-esr` package when it is missing; otherwise it prints
# the one command to run.
set -euo pipefail

if [ -n "${FIREFOX_PATH:-}" ] && [ -x "${FIREFOX_PATH}" ]; then
  exit 0
fi
# The same browsers the adapter looks for (adapters/bidi FindFirefox).
for b in firefox-esr firefox; do
  command -v "$b" >/dev/null 2>&1 && exit 0
done
[ -x /usr/bin/firefox-esr ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Firefox is missing. Install it with:  sudo apt-get update && sudo apt-get install -y firefox-esr" >&2
  exit 1
fi
echo "Installing Debian's firefox-esr package (one time)..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends firefox-esr >/dev/null
command -v firefox-esr >/dev/null 2>&1 || { echo "firefox-esr did not install" >&2; exit 1; }
