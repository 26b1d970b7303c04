#!/usr/bin/env bash
# Usage: ensure-tool.sh COMMAND PACKAGE
# Makes sure COMMAND is on PATH, installing Debian's PACKAGE when it is missing (as root;
# otherwise it prints the one command to run). make verify uses it for spin and gcc (the
# model check), make test for Graphviz's dot (fsmviz -format svg).
set -euo pipefail
cmd="$1" pkg="$2"
command -v "$cmd" >/dev/null 2>&1 && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "$cmd is missing. Install it with:  sudo apt-get update && sudo apt-get install -y $pkg" >&2
  exit 1
fi
echo "Installing Debian's $pkg package (one time)..." >&2
export DEBIAN_FRONTEND=noninteractive
# Another apt run (a parallel install) holds the lock for a while: wait for it.
apt-get -o DPkg::Lock::Timeout=300 update -qq
apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "$pkg" >/dev/null
command -v "$cmd" >/dev/null 2>&1 || { echo "$pkg did not install $cmd" >&2; exit 1; }
