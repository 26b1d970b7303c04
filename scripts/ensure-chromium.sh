#!/usr/bin/env bash
# Makes sure a system Chromium is installed, from Debian's packages. It never downloads a
# browser build of its own. As root it installs the `chromium` package when it is
# missing; otherwise it prints the one command to run.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ] && [ -x "${CHROME_PATH}" ]; then
  exit 0
fi
# The same browsers the adapter looks for (adapters/rod FindChromium).
for b in chromium chromium-browser google-chrome; do
  command -v "$b" >/dev/null 2>&1 && exit 0
done
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing. Install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium package (one time)..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium >/dev/null
command -v chromium >/dev/null 2>&1 || { echo "chromium did not install" >&2; exit 1; }
