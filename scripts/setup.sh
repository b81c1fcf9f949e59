#!/usr/bin/env bash
# Installs what VitalSnap needs on a Debian bookworm machine, only what is missing. Idempotent.
# Sourced by scripts/demo.sh and scripts/test.sh; run it alone to prepare a machine.
set -euo pipefail

vs_missing=()
for pkg in libopencv-dev libv4l-dev pkg-config libsqlite3-dev python3-venv; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || vs_missing+=("$pkg")
done
if [ ${#vs_missing[@]} -gt 0 ]; then
  echo "setup: installing ${vs_missing[*]}" >&2
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >&2
  $SUDO apt-get install -y -qq --no-install-recommends "${vs_missing[@]}" >&2
fi
command -v swift >/dev/null 2>&1 || {
  echo "setup: the Swift toolchain (6.x) is not on PATH; install it from swift.org first" >&2
  exit 1
}
