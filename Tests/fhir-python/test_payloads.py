"""Validates the FHIR payloads VitalSnap writes against the FHIR R4B models of `fhir.resources`, and checks
codes, units and categories against the table in shared/GUIDE.md ("Health-server conventions").

The payloads come from the built binary: `vitalsnap submit --dry-run RECORD.json` prints the transaction
Bundle it would send. VITALSNAP_BIN overrides the binary path (default .build/debug/vitalsnap).
"""
import json
import os
import subprocess
from pathlib import Path

import pytest
from fhir.resources.R4B.bundle import Bundle
from fhir.resources.R4B.device import Device
from fhir.resources.R4B.observation import Observation

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(os.environ.get("VITALSNAP_BIN", ROOT / ".build/debug/vitalsnap"))
LOINC, UCUM = "http://loinc.org", "http://unitsofmeasure.org"
CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category"

# The guide's table: kind/unit -> (LOINC codes of Observation.code, UCUM unit, category)
TABLE = {
    ("glucose", "mg/dL"): ({"41653-7"}, "mg/dL", "laboratory"),
    ("glucose", "mmol/L"): ({"14743-9"}, "mmol/L", "laboratory"),
    ("pulse", "/min"): ({"8867-4"}, "/min", "vital-signs"),
    ("temperature", "Cel"): ({"8310-5"}, "Cel", "vital-signs"),
    ("temperature", "[degF]"): ({"8310-5"}, "[degF]", "vital-signs"),
    ("spo2", "%"): ({"2708-6", "59408-5"}, "%", "vital-signs"),
    ("weight", "kg"): ({"29463-7"}, "kg", "vital-signs"),
    ("weight", "[lb_av]"): ({"29463-7"}, "[lb_av]", "vital-signs"),
}
DEVICE = {"peripheralId": 7, "slug": "acme-test-meter", "manufacturer": "Acme", "model": "TM-1"}


def measurement(field, value, unit, out_of_range=None):
    m = {"field": field, "value": value, "unit": unit, "text": "HI" if out_of_range == "high" else ("LO" if out_of_range else str(value))}
    if out_of_range:
        m["outOfRange"] = out_of_range
        m["value"] = None
    return m


def record(ident, kind, measurements):
    return {"identifier": ident, "kind": kind, "measurements": measurements, "effectiveAt": "2026-11-22T08:00:00Z",
            "device": DEVICE, "readingText": "/".join(m["text"] for m in measurements), "confidence": 0.97, "flags": []}


CASES = {
    "glucose-mgdl": record("00000000-0000-4000-8000-000000000001", "glucose", [measurement("glucose", 104, "mg/dL")]),
    "glucose-mmol": record("00000000-0000-4000-8000-000000000002", "glucose", [measurement("glucose", 5.8, "mmol/L")]),
    "glucose-hi": record("00000000-0000-4000-8000-000000000003", "glucose", [measurement("glucose", None, "mg/dL", "high")]),
    "glucose-lo": record("00000000-0000-4000-8000-000000000004", "glucose", [measurement("glucose", None, "mg/dL", "low")]),
    "bp": record("00000000-0000-4000-8000-000000000005", "blood-pressure",
                 [measurement("systolic", 128, "mm[Hg]"), measurement("diastolic", 84, "mm[Hg]"), measurement("pulse", 71, "/min")]),
    "bp-no-pulse": record("00000000-0000-4000-8000-000000000006", "blood-pressure",
                          [measurement("systolic", 118, "mm[Hg]"), measurement("diastolic", 76, "mm[Hg]")]),
    "pulse": record("00000000-0000-4000-8000-000000000007", "pulse", [measurement("pulse", 64, "/min")]),
    "temp-cel": record("00000000-0000-4000-8000-000000000008", "temperature", [measurement("temperature", 36.8, "Cel")]),
    "temp-degf": record("00000000-0000-4000-8000-000000000009", "temperature", [measurement("temperature", 98.6, "[degF]")]),
    "spo2": record("00000000-0000-4000-8000-00000000000a", "spo2", [measurement("spo2", 97, "%"), measurement("pulse", 72, "/min")]),
    "weight-kg": record("00000000-0000-4000-8000-00000000000b", "weight", [measurement("weight", 72.4, "kg")]),
    "weight-lb": record("00000000-0000-4000-8000-00000000000c", "weight", [measurement("weight", 159.6, "[lb_av]")]),
}
CORRECTED = {"record": CASES["bp"] | {"identifier": "00000000-0000-4000-8000-00000000000d"},
             "verifiedAt": "2026-11-22T08:01:00Z", "correctedByPerson": True, "originalText": "128/34/71"}


def dry_run(tmp_path, name, content):
    if not BIN.exists():
        pytest.fail(f"{BIN} is missing: run `swift build` first (or set VITALSNAP_BIN)")
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(content))
    env = dict(os.environ, VITALSNAP_PATIENT="Patient/123", VITALSNAP_HOME=str(tmp_path / "home"))
    env.pop("VITALSNAP_FHIR_URL", None)
    out = subprocess.run([str(BIN), "submit", "--dry-run", str(path)], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def validated(payload):
    """Validates the Bundle and each resource against the R4B models; returns the resources."""
    Bundle.model_validate(payload)
    assert payload["type"] == "transaction"
    resources = []
    for entry in payload["entry"]:
        res = entry["resource"]
        model = {"Observation": Observation, "Device": Device}[res["resourceType"]]
        model.model_validate(res)
        assert entry["fullUrl"].startswith("urn:uuid:")
        req = entry["request"]
        assert req["method"] == "POST" and req["url"] == res["resourceType"]
        ident = res["identifier"][0]
        assert req["ifNoneExist"] == f"identifier={ident['system']}|{ident['value']}"
        resources.append(res)
    return resources


def observations(resources):
    return [r for r in resources if r["resourceType"] == "Observation"]


def check_common(obs, payload):
    device_urls = {e["fullUrl"] for e in payload["entry"] if e["resource"]["resourceType"] == "Device"}
    assert obs["status"] == "final"
    assert obs["subject"] == {"reference": "Patient/123"}
    assert obs["effectiveDateTime"].startswith("2026-11-22T08:00:00")
    assert obs["device"]["reference"] in device_urls


def codes(concept):
    assert all(c["system"] == LOINC for c in concept["coding"])
    return {c["code"] for c in concept["coding"]}


@pytest.mark.parametrize("name", [n for n in CASES if not n.startswith(("bp", "glucose-hi", "glucose-lo"))])
def test_single_value_kinds_match_the_table(tmp_path, name):
    rec = CASES[name]
    payload = dry_run(tmp_path, name, {"record": rec})
    resources = validated(payload)
    device = [r for r in resources if r["resourceType"] == "Device"][0]
    assert device["manufacturer"] == "Acme" and device["modelNumber"] == "TM-1"
    main = rec["measurements"][0]
    expected_codes, unit, category = TABLE[(rec["kind"], main["unit"])]
    obs = observations(resources)
    first = obs[0]
    check_common(first, payload)
    assert codes(first["code"]) == expected_codes
    assert first["category"][0]["coding"][0] == {"system": CATEGORY, "code": category,
                                                 "display": first["category"][0]["coding"][0]["display"]}
    q = first["valueQuantity"]
    assert q["system"] == UCUM and q["code"] == unit and q["value"] == main["value"]
    assert first["identifier"][0]["value"] == rec["identifier"]
    pulses = [m for m in rec["measurements"][1:] if m["field"] == "pulse"]
    assert len(obs) == 1 + len(pulses)
    for hr in obs[1:]:
        assert codes(hr["code"]) == {"8867-4"}
        assert hr["valueQuantity"]["code"] == "/min" and hr["valueQuantity"]["value"] == pulses[0]["value"]
        assert hr["identifier"][0]["value"] == rec["identifier"] + ":heart-rate"


@pytest.mark.parametrize("name", ["bp", "bp-no-pulse"])
def test_blood_pressure_panel_with_components_and_heart_rate(tmp_path, name):
    rec = CASES[name]
    payload = dry_run(tmp_path, name, rec)  # a bare record works too
    obs = observations(validated(payload))
    panel = obs[0]
    check_common(panel, payload)
    assert codes(panel["code"]) == {"85354-9"}
    assert panel["category"][0]["coding"][0]["code"] == "vital-signs"
    assert "valueQuantity" not in panel
    comps = {next(iter(codes(c["code"]))): c["valueQuantity"] for c in panel["component"]}
    assert set(comps) == {"8480-6", "8462-4"}
    values = {m["field"]: m["value"] for m in rec["measurements"]}
    assert comps["8480-6"] == {"value": values["systolic"], "unit": "mmHg", "system": UCUM, "code": "mm[Hg]"}
    assert comps["8462-4"]["value"] == values["diastolic"] and comps["8462-4"]["code"] == "mm[Hg]"
    if "pulse" in values:
        assert len(obs) == 2
        assert codes(obs[1]["code"]) == {"8867-4"} and obs[1]["valueQuantity"]["value"] == values["pulse"]
        assert obs[1]["category"][0]["coding"][0]["code"] == "vital-signs"
    else:
        assert len(obs) == 1


@pytest.mark.parametrize("name,code", [("glucose-hi", "H"), ("glucose-lo", "L")])
def test_hi_lo_carry_interpretation_and_no_value(tmp_path, name, code):
    payload = dry_run(tmp_path, name, {"record": CASES[name]})
    obs = observations(validated(payload))[0]
    assert "valueQuantity" not in obs
    assert obs["dataAbsentReason"]["coding"][0]["system"] == "http://terminology.hl7.org/CodeSystem/data-absent-reason"
    assert obs["interpretation"][0]["coding"][0] == {
        "system": "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation", "code": code,
        "display": "High" if code == "H" else "Low"}
    assert any(("HI" if code == "H" else "LO") in n["text"] for n in obs["note"])


def test_corrected_by_person_is_noted(tmp_path):
    payload = dry_run(tmp_path, "corrected", {"record": CORRECTED})
    for obs in observations(validated(payload)):
        assert any("corrected by the person" in n["text"] and "128/34/71" in n["text"] for n in obs["note"])


def test_value_records_are_never_mapped(tmp_path):
    rec = record("00000000-0000-4000-8000-00000000000e", "value", [measurement("value", 12.5, "")])
    path = tmp_path / "value.json"
    path.write_text(json.dumps({"record": rec}))
    out = subprocess.run([str(BIN), "submit", "--dry-run", str(path)], capture_output=True, text=True,
                         env=dict(os.environ, VITALSNAP_PATIENT="Patient/123", VITALSNAP_HOME=str(tmp_path / "home")))
    assert out.returncode == 64
    assert "never sent" in out.stderr


def test_same_record_gives_the_same_payload(tmp_path):
    a = dry_run(tmp_path, "a", {"record": CASES["spo2"]})
    b = dry_run(tmp_path, "b", {"record": CASES["spo2"]})
    assert a == b
