import Foundation

/// Exponential backoff with jitter for retryable failures (timeouts, connection errors, 408, 429, 5xx).
public struct RetryPolicy: Sendable, Equatable {
    /// Delay before the second attempt, in seconds; doubles on every further attempt.
    public var baseDelay: TimeInterval = 1
    /// Upper bound of one delay, in seconds.
    public var maxDelay: TimeInterval = 30
    /// Attempts per record within one flush; after that the record stays queued for the next flush.
    public var maxAttempts: Int = 5
    /// Longest `Retry-After` honoured within a flush; a longer one ends the flush (the record waits).
    public var maxRetryAfter: TimeInterval = 120

    public init(baseDelay: TimeInterval = 1, maxDelay: TimeInterval = 30, maxAttempts: Int = 5, maxRetryAfter: TimeInterval = 120) {
        self.baseDelay = baseDelay; self.maxDelay = maxDelay; self.maxAttempts = maxAttempts; self.maxRetryAfter = maxRetryAfter
    }

    /// Delay after failed attempt number `attempt` (1-based): base·2^(attempt-1), capped, with "equal
    /// jitter" (half fixed, half random) so many clients don't retry in step. `retryAfter` (from the
    /// server) is a lower bound.
    public func delay(afterAttempt attempt: Int, retryAfter: TimeInterval? = nil,
                      random: (ClosedRange<Double>) -> Double = { Double.random(in: $0) }) -> TimeInterval {
        let exponential = min(maxDelay, baseDelay * pow(2, Double(max(0, attempt - 1))))
        let jittered = exponential / 2 + random(0...1) * exponential / 2
        return max(jittered, retryAfter ?? 0)
    }
}
