import Foundation

/// A sample-offset promise as a catalogue proof: it runs ``SampleOffsetPromise/prove(_:)`` and
/// reports whether the promise holds on each axis, by how much, and how tight it is.
///
/// - A witness above the promise on either axis fails with a `promise` finding naming the
///   case that exceeds it.
/// - A promise with a ``CertifiableGeometry`` whose certified bound stays above the promise
///   while no witness exceeds it is **undecided**: an `undecidedPromise` warning with both
///   numbers, never a pass.
/// - A closed form outside [witness, certified bound] fails with a `closedForm` finding: the
///   geometry is not the one its closed form describes.
/// - A sampler that returns NaN, ±∞ or nothing fails with a `sample` finding per kind.
/// - A promise looser than `options.looseTightness` warns (`loosePromise`): SwiftUI renders
///   more area than it needs, which costs but does not clip.
/// - Invalid input (an empty range, a negative promise) fails with a `promiseInput` finding.
///
/// The sweep is deterministic (grid + Sobol), so the seed does not change it; density scales
/// the number of Sobol points. The proof does not split across shards: it runs whole in shard 1.
///
/// The id is the promise's own: `PromiseProof(fact: "…", promise: SampleOffsetPromise(id: …))`.
public struct PromiseProof: Proof {
  /// The proof's id, the promise's (``SampleOffsetPromise/id``), e.g. `curl.samplePromise`.
  public var id: String { promise.id }
  /// A short title.
  public let title: String
  /// The seed fact it encodes.
  public let fact: String
  /// The promise to prove.
  public let promise: SampleOffsetPromise
  /// Sweep and polish settings.
  public var options: PromiseProofOptions

  /// The proof of `promise`, under the promise's id; the title defaults to the id.
  public init(
    title: String? = nil, fact: String, promise: SampleOffsetPromise,
    options: PromiseProofOptions = .standard
  ) {
    self.title = title ?? promise.id
    self.fact = fact
    self.promise = promise
    self.options = options
  }

  /// Refused: the id is given once, in the promise.
  @available(
    *, unavailable,
    message:
      "the id is the promise's: write PromiseProof(fact:promise:) and give the id to the SampleOffsetPromise"
  )
  public init(
    id: String, title: String? = nil, fact: String, promise: SampleOffsetPromise,
    options: PromiseProofOptions = .standard
  ) {
    self.init(title: title, fact: fact, promise: promise, options: options)
  }

  /// The promise's report at `density` (Sobol points scaled by it), proven once per process
  /// for a certifiable promise (see ``PromiseReportCache``).
  package func report(_ density: ProofDensity) throws(PromiseError) -> PromiseReport {
    var scaled = options
    scaled.sobolPoints = density.scale(options.sobolPoints)
    return try PromiseReportCache.shared.report(promise, options: scaled)
  }

  /// The parameters where the search (certified where the promise has a geometry) found each
  /// moving axis's supremum, without repeats: the configurations a sampled check must cover
  /// so that a promise this proof rejects is rejected there too. Empty when the promise's
  /// input is invalid.
  package func worstParameters(_ density: ProofDensity) -> [[Double]] {
    guard let report = try? report(density) else { return [] }
    var found: [[Double]] = []
    for axis in [report.x, report.y] where axis.supremum > 0 {
      if let parameters = axis.argmax?.parameters, !found.contains(parameters) {
        found.append(parameters)
      }
    }
    return found
  }

  /// Proves the promise and reports it.
  public func run(_ settings: RunSettings) -> ProofResult {
    let started = ContinuousClock.now
    var result = ProofResult(
      id: id, title: title, fact: fact, cases: 0,
      strategy: promise.geometry == nil
        ? "promise sweep + GSL polish (searched, not certified)"
        : "promise sweep + interval branch and bound + GSL polish")
    let report: PromiseReport
    do throws(PromiseError) {
      report = try self.report(settings.density)
    } catch {
      result.findings = [ProofFinding(kind: .promiseInput, message: error.description)]
      return result
    }
    result.cases = report.casesEvaluated
    result.promise = report
    result.findings = findings(report)
    result.evidence = report.evidence
    result.details = PromiseAxis.allCases.map { axis in Self.detail(report[axis]) }
    // The worst axis is the one with the least margin (room left), among axes that move pixels
    // at all; its margin is the axis's own, `promise − supremum`, as the detail line prints it.
    let moving = [report.x, report.y].filter { $0.supremum > 0 || !$0.holds }
    let worstAxis =
      (moving.isEmpty ? [report.x, report.y] : moving).min { $0.margin < $1.margin } ?? report.y
    result.worst = CaseRecord(
      index: 0,
      value: worstAxis.argmax?.describe(parameterNames: report.parameterNames) ?? "no case",
      margin: worstAxis.margin,
      note: worstAxis.promiseDependsOnArguments
        ? "\(worstAxis.axis.rawValue): offset \(worstAxis.supremum) against its promise \(worstAxis.promise) (the least room found)"
        : "\(worstAxis.axis.rawValue): supremum \(worstAxis.supremum) against promise \(worstAxis.promise)"
    )
    // Cases found past the promise (each failing axis's witness, once) and failing samples: a
    // lower bound, since the sweep does not count every case past a promise.
    let witnesses = Set(
      [report.x, report.y].filter { $0.verdict == .fails }.map { $0.argmax?.parameters ?? [] })
    result.failingCases = report.failureCount + witnesses.count
    let elapsed = ContinuousClock.now - started
    result.durationSeconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return result
  }

  private func findings(_ report: PromiseReport) -> [ProofFinding] {
    var findings: [ProofFinding] = []
    for axis in PromiseAxis.allCases {
      let result = report[axis]
      let place =
        result.argmax.map { " at " + $0.describe(parameterNames: report.parameterNames) }
        ?? ""
      let promiseThere = result.promiseDependsOnArguments ? "its own promise" : "the promise"
      if result.verdict == .undecided {
        findings.append(
          ProofFinding(
            severity: .warning, kind: .undecidedPromise,
            message:
              "\(axis.rawValue): undecided: no case exceeds the promise \(result.promise) (witness \(result.supremum)\(place)), but the certified bound is \(result.certifiedBound ?? .infinity); raise certificateEvaluations to decide"
          ))
      }
      if !result.isConsistent, let closed = result.closedForm {
        findings.append(
          ProofFinding(
            kind: .closedForm,
            message:
              "\(axis.rawValue): the closed form \(closed) is not between the witness \(result.supremum) and the certified bound \(result.certifiedBound.map { "\($0)" } ?? "(none)"): the geometry disagrees with its closed form"
          ))
      }
      if result.verdict == .fails {
        findings.append(
          ProofFinding(
            kind: .promise,
            message:
              "promise exceeded by \(PromiseReport.number(-result.margin)) pt on \(axis.rawValue): a real case samples \(result.supremum) pt away, past \(promiseThere) \(result.promise)\(place); SwiftUI would clip"
          ))
      } else if result.isLoose && result.holds && result.promiseDependsOnArguments {
        findings.append(
          ProofFinding(
            severity: .warning, kind: .loosePromise,
            message:
              "\(axis.rawValue): the promise is at least \(result.tightness)× the offset of every case found (limit \(report.looseTightness)); SwiftUI renders more area than needed"
          ))
      } else if result.isLoose && result.holds {
        findings.append(
          ProofFinding(
            severity: .warning, kind: .loosePromise,
            message:
              "\(axis.rawValue): the promise \(result.promise) is \(result.tightness)× the true maximum \(result.supremum) (limit \(report.looseTightness)); SwiftUI renders more area than needed"
          ))
      }
    }
    for failure in report.failures.prefix(3) {
      findings.append(ProofFinding(kind: .sample, message: failure.message))
    }
    if report.failureCount > 3 {
      findings.append(
        ProofFinding(kind: .sample, message: "\(report.failureCount - 3) more failing samples"))
    }
    return findings
  }

  static func detail(_ axis: PromiseAxisResult) -> String {
    func points(_ value: Double) -> String {
      value.isFinite ? String(format: "%.6f pt", value) : "\(value) pt"
    }
    var text =
      "\(axis.axis.rawValue): \(axis.verdict.rawValue); witness \(points(axis.supremum)), promise \(points(axis.promise)), margin \(points(axis.margin)), tightness \(String(format: "%.4f", axis.tightness))"
    if let bound = axis.certifiedBound {
      text += ", certified bound \(points(bound))"
      if axis.verdict == .fails { text += " (not refined: a real case exceeds the promise)" }
    }
    if let closed = axis.closedForm { text += ", closed form \(points(closed))" }
    if axis.promiseDependsOnArguments {
      text += " (the promise depends on the arguments: witness and promise at the least room)"
    }
    if axis.certifiedBound == nil { text += " (searched, not certified)" }
    return text
  }
}
