import Foundation
import ProofEngine

/// A proof made of a few measured rows (a theme, a die face, a shutter), each giving one line
/// of figures for the report and an outcome; the run reports every row's line, so the report
/// shows the whole table rather than only the worst row.
///
/// The run fails when any row fails, and when no row was measured or every row was discarded
/// (no evidence is never a pass); the worst case is the row with the least room left (the
/// report's margin, `−outcome.margin`).
public struct MeasuredTableProof: Proof {
  /// One measured row: its line for the report and what it proves.
  public struct Row: Sendable {
    /// The row's figures, one line.
    public var line: String
    /// The row's verdict and margin.
    public var outcome: PropertyOutcome

    /// A measured row.
    public init(line: String, outcome: PropertyOutcome) {
      self.line = line
      self.outcome = outcome
    }
  }

  /// The proof id.
  public let id: String
  /// A short title.
  public let title: String
  /// The seed fact and how the rows are measured.
  public let fact: String
  /// The rows' parameter values, in report order.
  public let values: [Double]
  /// Measures one row.
  public let measure: @Sendable (Double) -> Row

  /// A table proof over `values`.
  public init(
    id: String, title: String, fact: String, values: [Double],
    measure: @escaping @Sendable (Double) -> Row
  ) {
    self.id = id
    self.title = title
    self.fact = fact
    self.values = values
    self.measure = measure
  }

  /// The rows' evidence: a failing row is a `counterexample`; rows that held are `sampled`
  /// (the table measures these rows, not every value between them); no row measured (or every
  /// one discarded) is none.
  static func evidence(_ verdicts: [PropertyOutcome.Verdict]) -> ProofEvidence? {
    if verdicts.contains(.fail) { return .counterexample }
    return verdicts.contains { $0 != .discard } ? .sampled : nil
  }

  /// Measures every row (spread over `settings.jobs` workers).
  public func run(_ settings: RunSettings) -> ProofResult {
    let started = Date()
    let rows = parallelMap(count: values.count, jobs: settings.jobs) { measure(values[$0]) }
    var findings: [ProofFinding] = []
    var worst: CaseRecord?
    for (index, row) in rows.enumerated() {
      if row.outcome.verdict == .fail {
        findings.append(
          ProofFinding(
            kind: .counterexample, message: "\(row.line): \(row.outcome.summary ?? "fails")"))
      }
      // The report's margin is room left (docs/ci-gate.md, "Margins"): the least is worst.
      let room = row.outcome.room ?? .infinity
      if worst == nil || room < (worst?.margin ?? .infinity) {
        worst = CaseRecord(
          index: index, value: "\(values[index])", margin: row.outcome.room,
          note: row.outcome.summary)
      }
    }
    // No row measured, or every row discarded, is no evidence: never a pass.
    let discarded = rows.count(where: { $0.outcome.verdict == .discard })
    if discarded == rows.count {
      findings.append(
        ProofFinding(
          kind: .discarded,
          message: rows.isEmpty
            ? "no row was measured; nothing was proved"
            : "all \(rows.count) rows were discarded; nothing was proved"))
    }
    let elapsed = Date().timeIntervalSince(started)
    return ProofResult(
      id: id, title: title, fact: fact, cases: rows.count, discarded: discarded,
      failingCases: rows.filter { $0.outcome.verdict == .fail }.count, findings: findings,
      durationSeconds: elapsed, checkingSeconds: elapsed, strategy: "\(rows.count) measured rows",
      worst: worst, seed: settings.seed, details: rows.map(\.line),
      evidence: Self.evidence(rows.map(\.outcome.verdict)))
  }
}
