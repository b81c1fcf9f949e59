import Foundation
import SevenSegment

/// LOINC codes, UCUM units and categories for each kind of record (see GUIDE.md, "Health-server
/// conventions"). The Python payload tests check the same table independently.
public enum FHIRCodeTable {
    public static let loinc = "http://loinc.org"
    public static let ucum = "http://unitsofmeasure.org"
    public static let categorySystem = "http://terminology.hl7.org/CodeSystem/observation-category"
    public static let interpretationSystem = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation"
    public static let dataAbsentSystem = "http://terminology.hl7.org/CodeSystem/data-absent-reason"

    /// UCUM code → human-readable unit.
    public static let unitDisplay: [String: String] = [
        "mg/dL": "mg/dL", "mmol/L": "mmol/L", "mm[Hg]": "mmHg", "/min": "beats/minute",
        "Cel": "°C", "[degF]": "°F", "%": "%", "kg": "kg", "[lb_av]": "lb",
    ]

    /// Spellings a record may carry, mapped to their UCUM code.
    static let unitAliases: [String: String] = [
        "mg/dl": "mg/dL", "mmol/l": "mmol/L", "mmhg": "mm[Hg]", "mm[hg]": "mm[Hg]", "bpm": "/min", "/min": "/min",
        "cel": "Cel", "c": "Cel", "°c": "Cel", "[degf]": "[degF]", "f": "[degF]", "°f": "[degF]", "degf": "[degF]",
        "%": "%", "kg": "kg", "lb": "[lb_av]", "lbs": "[lb_av]", "[lb_av]": "[lb_av]",
    ]

    /// The UCUM code for a unit as written in a record, nil when it is not one we know.
    public static func ucumCode(_ unit: String) -> String? {
        unitAliases[unit.trimmingCharacters(in: .whitespaces).lowercased()]
    }

    /// Units allowed for each measured field.
    public static let allowedUnits: [DisplayField: [String]] = [
        .glucose: ["mg/dL", "mmol/L"], .systolic: ["mm[Hg]"], .diastolic: ["mm[Hg]"], .pulse: ["/min"],
        .temperature: ["Cel", "[degF]"], .spo2: ["%"], .weight: ["kg", "[lb_av]"],
    ]

    /// The observation code of a single-valued field (the BP panel and its components are separate).
    public static func code(for field: DisplayField, unit: String) -> FHIRCodeableConcept? {
        switch (field, unit) {
        case (.glucose, "mg/dL"):
            return concept(("41653-7", "Glucose [Mass/volume] in Capillary blood by Glucometer"), text: "Blood glucose")
        case (.glucose, "mmol/L"):
            return concept(("14743-9", "Glucose [Moles/volume] in Capillary blood by Glucometer"), text: "Blood glucose")
        case (.pulse, _):
            return concept(("8867-4", "Heart rate"), text: "Heart rate")
        case (.temperature, _):
            return concept(("8310-5", "Body temperature"), text: "Body temperature")
        case (.spo2, _):
            return concept(("2708-6", "Oxygen saturation in Arterial blood"),
                           ("59408-5", "Oxygen saturation in Arterial blood by Pulse oximetry"), text: "SpO2")
        case (.weight, _):
            return concept(("29463-7", "Body weight"), text: "Body weight")
        case (.systolic, _):
            return concept(("8480-6", "Systolic blood pressure"), text: "Systolic blood pressure")
        case (.diastolic, _):
            return concept(("8462-4", "Diastolic blood pressure"), text: "Diastolic blood pressure")
        default:
            return nil
        }
    }

    public static let bloodPressurePanel = concept(("85354-9", "Blood pressure panel with all children optional"),
                                                   text: "Blood pressure")

    /// "laboratory" for glucose, "vital-signs" for everything else.
    public static func category(for kind: RecordKind) -> FHIRCodeableConcept {
        let code = kind == .glucose ? "laboratory" : "vital-signs"
        let display = kind == .glucose ? "Laboratory" : "Vital Signs"
        return FHIRCodeableConcept(coding: [FHIRCoding(system: categorySystem, code: code, display: display)])
    }

    static func concept(_ codes: (String, String)..., text: String) -> FHIRCodeableConcept {
        FHIRCodeableConcept(coding: codes.map { FHIRCoding(system: loinc, code: $0.0, display: $0.1) }, text: text)
    }
}
