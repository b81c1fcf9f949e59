import VitalSnap

/// `--submit` on read and scan: the person checks the record (submit / edit / discard on the terminal,
/// or `--yes`), then it is stored, queued and sent. nil when the person discarded it.
func verifyAndSubmit(_ record: VitalRecord, assumeYes: Bool) async throws -> SubmitResult? {
    guard let verified = try Verifier.verify(record: record, assumeYes: assumeYes) else { return nil }
    return try await RecordSubmission.submit(verified)
}
