#!/usr/bin/env bash
# Starts / stops a real FHIR R4 test server (sekmet-fhir, SQLite) on 127.0.0.1 for the VitalSnap tests.
#
#   scripts/fhir-server.sh start [PORT]   install .venv if missing, start the server in the background on
#                                         PORT (default: a free port), wait until it answers, print the base
#                                         URL (also written to $VITALSNAP_TEST_SERVER_DIR/url)
#   scripts/fhir-server.sh stop           stop the server started by `start`
#   scripts/fhir-server.sh url            print the base URL of the running server (exit 1 if none)
#   scripts/fhir-server.sh venv           only install the virtualenv (.venv: sekmet-fhir, fhir.resources, pytest)
#
# State lives in $VITALSNAP_TEST_SERVER_DIR (default: <repo>/.test-server): pid, url, settings.yaml,
# server.log, data/ (fresh on every start). Starting twice is harmless: the running server is reused.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${VITALSNAP_VENV:-$ROOT/.venv}"
DIR="${VITALSNAP_TEST_SERVER_DIR:-$ROOT/.test-server}"
PY_PACKAGES=(sekmet-fhir fhir.resources pytest)

die() { echo "fhir-server.sh: $*" >&2; exit 1; }

ensure_venv() {
    if [[ -x "$VENV/bin/sekmet" && -x "$VENV/bin/pytest" ]] && "$VENV/bin/python" -c "import fhir.resources.R4B" 2>/dev/null; then
        return 0
    fi
    command -v python3 >/dev/null || die "python3 is not installed"
    [[ -x "$VENV/bin/python" ]] || python3 -m venv "$VENV" || die "could not create the virtualenv $VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "${PY_PACKAGES[@]}" >&2 \
        || die "pip could not install ${PY_PACKAGES[*]} into $VENV"
}

running_url() {
    [[ -f "$DIR/pid" && -f "$DIR/url" ]] || return 1
    local pid; pid="$(cat "$DIR/pid")"
    kill -0 "$pid" 2>/dev/null || return 1
    curl -sf -o /dev/null --max-time 2 "$(cat "$DIR/url")/metadata" || return 1
    cat "$DIR/url"
}

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

start() {
    mkdir -p "$DIR"
    exec 9>"$DIR/lock"
    flock 9                                    # two test runs starting at once share one server
    if url="$(running_url)"; then echo "$url"; return 0; fi
    ensure_venv
    local port="${1:-$(free_port)}"
    [[ "$port" =~ ^[0-9]+$ ]] || die "the port must be a number, got '$port'"
    local url="http://127.0.0.1:$port/fhir"
    rm -rf "$DIR/data" "$DIR/url" "$DIR/pid"
    mkdir -p "$DIR/data"
    cat >"$DIR/settings.yaml" <<YAML
host: 127.0.0.1
port: $port
base_url: $url
data_dir: $DIR/data
log_inbound: false
simulator: {enabled: false}
validation: {inbound: strict}
YAML
    # nohup execs the server, so $! is the server's pid; fd 9 (the lock) is not passed on.
    nohup "$VENV/bin/sekmet" serve -c "$DIR/settings.yaml" >"$DIR/server.log" 2>&1 9>&- </dev/null &
    echo $! >"$DIR/pid"
    local pid; pid="$(cat "$DIR/pid")"
    for _ in $(seq 1 120); do
        if curl -sf -o /dev/null --max-time 2 "$url/metadata"; then
            echo "$url" >"$DIR/url"
            echo "$url"
            return 0
        fi
        kill -0 "$pid" 2>/dev/null || { tail -20 "$DIR/server.log" >&2; die "the server exited during start-up (log: $DIR/server.log)"; }
        sleep 0.5
    done
    kill "$pid" 2>/dev/null || true
    die "the server did not answer on $url within 60 s (log: $DIR/server.log)"
}

stop() {
    [[ -f "$DIR/pid" ]] || { echo "no test server is running" >&2; return 0; }
    local pid; pid="$(cat "$DIR/pid")"
    if kill -0 "$pid" 2>/dev/null; then
        kill "$pid"
        for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
        kill -0 "$pid" 2>/dev/null && kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$DIR/pid" "$DIR/url"
    echo "stopped the test server (pid $pid)" >&2
}

case "${1:-}" in
    start) shift; start "$@" ;;
    stop) stop ;;
    url) running_url || die "no test server is running" ;;
    venv) ensure_venv ;;
    *) echo "usage: $0 start [PORT] | stop | url | venv" >&2; exit 64 ;;
esac
