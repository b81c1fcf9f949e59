#!/usr/bin/env python3
"""A tiny fault-injecting HTTP proxy for the FHIR tests (127.0.0.1 only, standard library only).

    fhir-fault-proxy.py --upstream http://127.0.0.1:PORT [--port N]

Prints the port it listens on as the first line of stdout, then forwards every request to the upstream
server. Faults are queued with POST /__proxy/faults and a JSON list; each proxied request takes the
first fault whose count is not used up:
    {"status": 500, "count": 2}                  answer 500 (OperationOutcome) without forwarding
    {"status": 429, "retry_after": "1"}          answer 429 with Retry-After
    {"delay": 3}                                 forward, then hold the answer 3 s (client times out)
    {"corrupt": true}                            break the first quantity value, so the real server
                                                 answers 400 with its own OperationOutcome
POST /__proxy/slow {"seconds": 0.5} holds every answer that long (after forwarding).
GET /__proxy/stats answers {"requests": n, "faulted": n, "forwarded": n}.
"""
import argparse
import json
import os
import re
import signal
import sys
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

lock = threading.Lock()
faults = []
stats = {"requests": 0, "faulted": 0, "forwarded": 0}
slow = {"seconds": 0.0}
UPSTREAM = ""
FORWARD_HEADERS = ("content-type", "accept", "authorization", "if-none-exist", "prefer")


def next_fault():
    with lock:
        stats["requests"] += 1
        for f in faults:
            if f.get("count", 1) > 0:
                f["count"] = f.get("count", 1) - 1
                stats["faulted"] += 1
                return dict(f)
    return None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def reply(self, status, body, headers=None):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.send_header("Content-Type", "application/fhir+json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n else b""

    def control(self, method):
        if self.path == "/__proxy/stats":
            with lock:
                return self.reply(200, dict(stats))
        payload = json.loads(self.body() or b"null")
        if self.path == "/__proxy/faults":
            with lock:
                faults.clear()
                faults.extend(payload or [])
            return self.reply(200, {"faults": len(faults)})
        if self.path == "/__proxy/slow":
            slow["seconds"] = float(payload.get("seconds", 0))
            return self.reply(200, slow)
        return self.reply(404, {"error": "unknown control path"})

    def handle_any(self, method):
        if self.path.startswith("/__proxy/"):
            return self.control(method)
        body = self.body() if method in ("POST", "PUT", "PATCH") else None
        fault = next_fault()
        if fault and "status" in fault:
            headers = {"Retry-After": str(fault["retry_after"])} if "retry_after" in fault else {}
            outcome = {"resourceType": "OperationOutcome", "issue": [{"severity": "error", "code": "transient",
                       "diagnostics": f"injected fault: HTTP {fault['status']}"}]}
            return self.reply(int(fault["status"]), outcome, headers)
        if fault and fault.get("corrupt") and body:
            body = re.sub(rb'"value":(-?[0-9][0-9.eE+-]*)', b'"value":"corrupted"', body, count=1)
        req = urllib.request.Request(UPSTREAM + self.path, data=body, method=method)
        for k in FORWARD_HEADERS:
            if self.headers.get(k):
                req.add_header(k, self.headers[k])
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                status, data, rh = r.status, r.read(), r.headers
        except urllib.error.HTTPError as e:
            status, data, rh = e.code, e.read(), e.headers
        with lock:
            stats["forwarded"] += 1
        hold = (fault or {}).get("delay", 0) or slow["seconds"]
        if hold:
            time.sleep(float(hold))
        headers = {k: rh[k] for k in ("Location", "ETag", "Retry-After") if rh.get(k)}
        try:
            self.reply(status, data, headers)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout): that is the point of a delay fault

    def do_GET(self):
        self.handle_any("GET")

    def do_POST(self):
        self.handle_any("POST")

    def do_PUT(self):
        self.handle_any("PUT")

    def do_DELETE(self):
        self.handle_any("DELETE")


def main():
    global UPSTREAM
    # A parent (e.g. the XCTest process) may have blocked these; the proxy must stop when asked.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    p = argparse.ArgumentParser()
    p.add_argument("--upstream", required=True, help="upstream root, e.g. http://127.0.0.1:8090")
    p.add_argument("--port", type=int, default=0)
    a = p.parse_args()
    if not re.match(r"^http://(127\.0\.0\.1|localhost)(:\d+)?$", a.upstream.rstrip("/")):
        sys.exit("the upstream must be http://127.0.0.1[:PORT] (tests stay on this machine)")
    UPSTREAM = a.upstream.rstrip("/")
    server = ThreadingHTTPServer(("127.0.0.1", a.port), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
