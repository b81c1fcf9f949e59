import Foundation

// The small subset of FHIR R4 the submission path writes (Observation, Device, transaction Bundle).
// Optional fields are left out of the JSON when nil.

public struct FHIRCoding: Codable, Equatable, Sendable {
    public var system: String
    public var code: String
    public var display: String?
    public init(system: String, code: String, display: String? = nil) {
        self.system = system; self.code = code; self.display = display
    }
}

public struct FHIRCodeableConcept: Codable, Equatable, Sendable {
    public var coding: [FHIRCoding]?
    public var text: String?
    public init(coding: [FHIRCoding]? = nil, text: String? = nil) { self.coding = coding; self.text = text }
}

public struct FHIRQuantity: Codable, Equatable, Sendable {
    public var value: Double
    /// Human-readable unit ("mmHg", "°C").
    public var unit: String
    public var system: String
    /// UCUM code ("mm[Hg]", "Cel").
    public var code: String
}

public struct FHIRReference: Codable, Equatable, Sendable {
    public var reference: String
    public init(_ reference: String) { self.reference = reference }
}

public struct FHIRIdentifier: Codable, Equatable, Sendable {
    public var system: String
    public var value: String
    /// The `If-None-Exist` search that finds the resource carrying this identifier.
    public var searchQuery: String { "identifier=\(system)|\(value)" }
}

public struct FHIRAnnotation: Codable, Equatable, Sendable {
    public var text: String
}

public struct FHIRObservationComponent: Codable, Equatable, Sendable {
    public var code: FHIRCodeableConcept
    public var valueQuantity: FHIRQuantity?
    public var dataAbsentReason: FHIRCodeableConcept?
    public var interpretation: [FHIRCodeableConcept]?
}

public struct FHIRObservation: Codable, Equatable, Sendable {
    public var resourceType = "Observation"
    public var identifier: [FHIRIdentifier]
    public var status = "final"
    public var category: [FHIRCodeableConcept]
    public var code: FHIRCodeableConcept
    public var subject: FHIRReference
    public var effectiveDateTime: String
    public var issued: String?
    public var device: FHIRReference?
    public var valueQuantity: FHIRQuantity?
    public var dataAbsentReason: FHIRCodeableConcept?
    public var interpretation: [FHIRCodeableConcept]?
    public var note: [FHIRAnnotation]?
    public var component: [FHIRObservationComponent]?
}

public struct FHIRDeviceName: Codable, Equatable, Sendable {
    public var name: String
    /// "manufacturer-name", "model-name", "user-friendly-name"...
    public var type: String
}

public struct FHIRDevice: Codable, Equatable, Sendable {
    public var resourceType = "Device"
    public var identifier: [FHIRIdentifier]
    public var manufacturer: String?
    public var deviceName: [FHIRDeviceName]?
    public var modelNumber: String?
}

/// One resource of a transaction Bundle.
public enum FHIRResource: Codable, Equatable, Sendable {
    case observation(FHIRObservation)
    case device(FHIRDevice)

    public var resourceType: String {
        switch self {
        case .observation: return "Observation"
        case .device: return "Device"
        }
    }

    public var identifier: FHIRIdentifier? {
        switch self {
        case .observation(let o): return o.identifier.first
        case .device(let d): return d.identifier.first
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .observation(let o): try o.encode(to: encoder)
        case .device(let d): try d.encode(to: encoder)
        }
    }

    private enum TypeKey: String, CodingKey { case resourceType }

    public init(from decoder: Decoder) throws {
        let type = try decoder.container(keyedBy: TypeKey.self).decode(String.self, forKey: .resourceType)
        switch type {
        case "Observation": self = .observation(try FHIRObservation(from: decoder))
        case "Device": self = .device(try FHIRDevice(from: decoder))
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "unsupported resourceType \(type)"))
        }
    }
}

public struct FHIRBundleRequest: Codable, Equatable, Sendable {
    public var method: String
    public var url: String
    public var ifNoneExist: String?
}

public struct FHIRBundleEntry: Codable, Equatable, Sendable {
    public var fullUrl: String
    public var resource: FHIRResource
    public var request: FHIRBundleRequest
}

/// A transaction Bundle: all entries are created together or not at all.
public struct FHIRBundle: Codable, Equatable, Sendable {
    public var resourceType = "Bundle"
    public var type = "transaction"
    public var entry: [FHIRBundleEntry]

    /// The observations of the bundle (not the device).
    public var observations: [FHIRObservation] {
        entry.compactMap { if case .observation(let o) = $0.resource { return o } else { return nil } }
    }

    /// JSON body sent to the server (sorted keys, so the same record always gives the same bytes).
    public func jsonData(pretty: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
