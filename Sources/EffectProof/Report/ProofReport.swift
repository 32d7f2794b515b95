/// The results of one run of proofs, in the order they ran.
public struct ProofReport: Hashable, Sendable {
  /// The tool and version that produced the report.
  public var generator: String
  /// The results.
  public var results: [ProofResult]

  /// Creates a report.
  public init(generator: String = "effectproof", results: [ProofResult] = []) {
    self.generator = generator
    self.results = results
  }

  /// How many proofs passed.
  public var passedCount: Int { results.filter { $0.status == .passed }.count }
  /// How many proofs failed.
  public var failedCount: Int { results.filter { $0.status == .failed }.count }
  /// How many proofs were skipped.
  public var skippedCount: Int { results.filter { $0.status == .skipped }.count }
  /// The total number of cases checked.
  public var caseCount: Int { results.reduce(0) { $0 + $1.cases } }
  /// The total time spent, in seconds.
  public var durationSeconds: Double { results.reduce(0) { $0 + $1.durationSeconds } }
  /// Whether no proof failed.
  public var succeeded: Bool { failedCount == 0 }

  /// One line: `9 proofs: 8 passed, 1 failed, 0 skipped (1234 cases)`.
  public var summaryLine: String {
    "\(results.count) proof\(results.count == 1 ? "" : "s"): \(passedCount) passed, \(failedCount) failed, \(skippedCount) skipped (\(caseCount) case\(caseCount == 1 ? "" : "s"))"
  }
}
