/// Renders a report as plain text that reads like `swift test`: one line per proof, details only
/// where something needs attention, and a summary at the end.
///
/// ```
/// PASS registry.sourcesParse     7 cases          Every Metal source lexes and parses, so no…
/// FAIL registry.arguments        9 cases          missingCount: 'device const float *pips' has…
///      Shaders/Dice.metal:30:5: missingCount: 'device const float *pips' has no count
/// PASS curl.samplePromise     2601 cases   1.2 s  The bend never samples further than r·(π/2 − 1).
/// 3 proofs: 2 passed, 1 failed, 0 warned, 0 skipped (2617 cases)
/// duration 1.3 s
/// seed 0x5EEDCA5EF00D0001
/// replay the failures: effectproof check --config ci/effectproof.json --only registry.arguments
/// ```
///
/// - A proof's line: its status, id, cases, duration (blank under 0.05 s) and headline: for a
///   failed proof what failed (``ProofResult/failureHeadline``), else the first sentence of its
///   fact, cut with `…` to fit (JSON and JUnit keep the whole fact).
/// - Two or more passing proofs in a row of one family (one id up to its last dot, of at least
///   two parts: a shader entry's `shader.curl.*`) share one line that names each, with their
///   cases and time added up. A family with any failed, warned or skipped proof, and every
///   proof under ``TextReportOptions/verbose``, gets one line per proof.
/// - Below a failed, warned or skipped proof, indented: its findings (failures first), the
///   counterexample and its shrink, its details (a promise's worst case per axis, the geometry
///   beside it), its worst case and coverage, and for a failure the line that replays it. With
///   ``TextReportOptions/verbose`` passing proofs show their details, worst case and coverage
///   too.
/// - The summary, in this order: the counts, the duration, the seed, and the command that
///   replays the run (or only its failures).
///
/// Every line fits in ``TextReportOptions/width`` columns (120): long findings wrap at spaces,
/// commands wrap between arguments with ` \`, and a word longer than a line (a path, an id)
/// stands alone on its line. Margins are room left: positive holds, negative fails.
public enum TextReportRenderer {
  /// The text form of `report` with the default options: one line per passing proof.
  public static func render(_ report: ProofReport) -> String {
    render(report, options: TextReportOptions())
  }

  /// The text form of `report`, laid out by `options`.
  public static func render(_ report: ProofReport, options: TextReportOptions) -> String {
    let width = options.lineWidth
    let groups = groups(report.results, folding: !options.verbose)
    let columns = Columns(
      report.results,
      familyCases: groups.filter { $0.count > 1 }.map { $0.reduce(0) { $0 + $1.cases } })
    var lines: [String] = []
    for group in groups {
      if group.count > 1 {
        lines += familyLine(group, columns: columns, width: width)
        continue
      }
      let result = group[0]
      lines += proofLine(result, columns: columns, width: width)
      if result.status != .passed || options.verbose {
        lines += detailLines(result, width: width)
      }
    }
    lines += summaryLines(report, options: options)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - One line per family that passed

  /// The id a proof shares with its family: its id up to the last dot, when that has at least
  /// two parts (`shader.curl` for `shader.curl.finite`); `nil` for `registry.usage`.
  static func family(of id: String) -> Substring? {
    guard let dot = id.lastIndex(of: "."), id[..<dot].contains(".") else { return nil }
    return id[..<dot]
  }

  /// The results in order, cut into groups: when `folding`, the proofs in a row of one family
  /// are one group if two or more and all passed; every other proof is a group of its own.
  static func groups(_ results: [ProofResult], folding: Bool) -> [[ProofResult]] {
    var runs: [[ProofResult]] = []
    for result in results {
      if let family = family(of: result.id), let last = runs.last?.last,
        Self.family(of: last.id) == family
      {
        runs[runs.count - 1].append(result)
      } else {
        runs.append([result])
      }
    }
    return runs.flatMap { run in
      folding && run.count > 1 && run.allSatisfy { $0.status == .passed }
        ? [run] : run.map { [$0] }
    }
  }

  /// `PASS shader.curl.*  181 cases  0.2 s  4 passed: compiles, finite, samplePromise, reads`:
  /// a family's passing proofs on one line, each named by the rest of its id (the names wrap
  /// onto lines below when they do not fit; `--verbose` gives each proof its own line).
  static func familyLine(_ group: [ProofResult], columns: Columns, width: Int) -> [String] {
    let family = family(of: group[0].id) ?? ""
    let prefix = linePrefix(
      "PASS", id: "\(family).*", cases: group.reduce(0) { $0 + $1.cases },
      seconds: group.reduce(0) { $0 + $1.durationSeconds }, columns: columns)
    let names = group.map { String($0.id.dropFirst(family.count + 1)) }
    let text = "\(group.count) passed: " + names.joined(separator: ", ")
    return TextLayout.wrap(text, width: width, first: prefix, rest: continuationIndent)
  }

  // MARK: - One line per proof

  /// The widths the proofs' lines share, so their columns line up.
  struct Columns {
    /// The id column: the longest id, but at most 40 (a longer id takes its own room).
    var id: Int
    /// The case count's digits.
    var cases: Int
    /// The duration's characters: always 6 (`0.4 s`, `254 s`, `12 min`), so that how long
    /// proofs took never moves the headlines (and two runs' lines cut them alike).
    var duration = 6

    /// The columns for `results`, with room for the case counts of the families folded
    /// into one line each.
    init(_ results: [ProofResult], familyCases: [Int] = []) {
      id = min(results.map(\.id.count).max() ?? 0, 40)
      cases = (results.map(\.cases) + familyCases).map { String($0).count }.max() ?? 1
    }
  }

  /// The indentation of the lines below a proof's line, and of their continuation lines.
  static let indent = "     "
  static let continuationIndent = "       "

  /// `PASS id  12 cases  0.3 s  headline`: the headline cut to fit `width`; when the id leaves
  /// too little room, the headline goes on a line of its own below.
  static func proofLine(_ result: ProofResult, columns: Columns, width: Int) -> [String] {
    let label =
      switch result.status {
      case .passed: "PASS"
      case .failed: "FAIL"
      case .warned: "WARN"
      case .skipped: "SKIP"
      }
    let prefix = linePrefix(
      label, id: result.id, cases: result.cases, seconds: result.durationSeconds,
      columns: columns)
    let text = headline(result)
    let room = width - prefix.count
    if room >= 16 { return [prefix + TextLayout.truncate(text, to: room)] }
    var alone = prefix
    while alone.last == " " { alone.removeLast() }
    return [alone, continuationIndent + TextLayout.truncate(text, to: width - 7)]
  }

  /// `PASS id  12 cases  0.3 s  `: a line's status, id, cases and duration in their columns.
  static func linePrefix(
    _ label: String, id: String, cases: Int, seconds: Double, columns: Columns
  ) -> String {
    let count = String(cases)
    let casesText =
      String(repeating: " ", count: max(0, columns.cases - count.count)) + count
      + " case\(cases == 1 ? " " : "s")"
    let time = proofDuration(seconds)
    let timeColumn = String(repeating: " ", count: max(0, columns.duration - time.count)) + time
    return "\(label) \(id.padded(to: columns.id))  \(casesText)  \(timeColumn)  "
  }

  /// What a proof's line says after its counts: for a failed proof what failed
  /// (``ProofResult/failureHeadline``), else its fact's first sentence.
  static func headline(_ result: ProofResult) -> String {
    result.failureHeadline ?? headline(result.fact)
  }

  /// A fact's first sentence: the text report's one line per proof. JSON and JUnit keep the
  /// whole fact.
  static func headline(_ fact: String) -> String {
    guard let end = fact.range(of: ". ") else { return fact }
    return String(fact[..<end.lowerBound]) + "."
  }

  /// A proof's duration on its line: blank under 0.05 s, where it says nothing, else
  /// ``duration(_:)``.
  static func proofDuration(_ seconds: Double) -> String {
    seconds < 0.05 ? "" : duration(seconds)
  }

  /// A duration for the reports: `0.4 s` under 10 seconds, `42 s` under 10 minutes, then
  /// `12 min`.
  static func duration(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds >= 0 else { return "? s" }
    if seconds < 9.95 { return "\((seconds * 10).rounded() / 10) s" }
    if seconds < 599.5 { return "\(Int(seconds.rounded())) s" }
    return "\(Int((seconds / 60).rounded())) min"
  }
}

extension String {
  /// The string padded with spaces on the right to at least `length` characters.
  func padded(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
