#!/usr/bin/env bash
# Validates the FHIR payloads the built `vitalsnap` writes (submit --dry-run) against the FHIR R4B models
# of fhir.resources and the guide's code table: pytest in .venv (installed by fhir-server.sh if missing).
# Needs a built binary (.build/debug/vitalsnap, or VITALSNAP_BIN).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/fhir-server.sh" venv
exec "${VITALSNAP_VENV:-$ROOT/.venv}/bin/python" -m pytest -q -p no:cacheprovider "$ROOT/Tests/fhir-python" "$@"
