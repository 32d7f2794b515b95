import EffectKernels
import Foundation
import ProofEngine

/// A pixel-level check of a `maxSampleOffset` promise: a CPU kernel port is run over every
/// pixel of its layer for a sweep of configurations, every position it samples is recorded
/// (`SampleAudit`), and the largest per-axis offset is held against the promise from
/// `EffectMath`.
///
/// This is independent of the geometric promise proofs (`curl.promiseGrid`,
/// `wheel.blurPromise`, …), which evaluate EffectMath's own sample positions: here the
/// positions come from the kernel port's own arithmetic, in `Float`, as the GPU computes them.
///
/// It is evidence, not proof: its reports say "sampled: n configurations". The configurations
/// include the parameters where the promise proof's certified search found the supremum, so a
/// promise that certificate rejects is rejected here too.
///
/// A run fails when a sample lies farther than the promise plus `slack` on either axis, when
/// any sample position is NaN or infinite, or when no sample was taken at all (no configuration,
/// or none that samples: no evidence is never a pass). It reports the worst sample on each axis (pixel,
/// sample, configuration) and the tightest promise ÷ measured supremum.
public struct SampleAuditProof: Proof {
  /// One audited configuration: a label for reports, its promise, and the audit.
  public struct AuditCase: Sendable {
    /// What was audited, e.g. "height 131, peel 0.6".
    public var label: String
    /// The promise for this configuration, in points per axis.
    public var promise: SIMD2<Double>
    /// Runs the kernel over every pixel and records its samples.
    public var audit: @Sendable () -> SampleAudit

    /// An audited configuration.
    public init(
      label: String, promise: SIMD2<Double>, audit: @escaping @Sendable () -> SampleAudit
    ) {
      self.label = label
      self.promise = promise
      self.audit = audit
    }
  }

  /// The proof id, e.g. `kernel.curlSampleAudit`.
  public let id: String
  /// A short title.
  public let title: String
  /// The seed fact and how the sweep is made.
  public let fact: String
  /// The allowance for `Float` rounding of sample positions, in points: a sample counts as
  /// within the promise when its offset is at most `promise + slack`.
  public let slack: Double
  /// The configurations a run audits at a density.
  public let cases: @Sendable (ProofDensity) -> [AuditCase]

  /// A sample-audit proof; see the type's documentation.
  public init(
    id: String, title: String, fact: String, slack: Double,
    cases: @escaping @Sendable (ProofDensity) -> [AuditCase]
  ) {
    self.id = id
    self.title = title
    self.fact = fact
    self.slack = slack
    self.cases = cases
  }

  /// `count` parameter values evenly spaced over `range`, both ends included (at least 2).
  public static func sweep(_ range: ClosedRange<Double>, count: Int) -> [Double] {
    let n = max(2, count)
    let low = range.lowerBound
    let high = range.upperBound
    return (0..<n).map { i in i == n - 1 ? high : low + (high - low) * Double(i) / Double(n - 1) }
  }

  /// Audits every case (spread over `settings.jobs` workers) and holds each worst sample
  /// against its case's promise.
  public func run(_ settings: RunSettings) -> ProofResult {
    let started = Date()
    let all = cases(settings.density)
    let results = parallelMap(count: all.count, jobs: settings.jobs) { all[$0].audit() }
    var worst = [AxisWorst(), AxisWorst()]
    var tightest = SIMD2<Double>(repeating: .infinity)
    var samples = 0
    var pixels = 0
    var nonFinite = 0
    for (auditCase, audit) in zip(all, results) {
      samples += audit.sampleCount
      pixels += audit.pixelCount
      nonFinite += audit.nonFiniteCount
      for axis in 0..<2 {
        let offset = Double(audit.largestOffset[axis])
        let margin = offset - auditCase.promise[axis]
        if offset > 0 { tightest[axis] = min(tightest[axis], auditCase.promise[axis] / offset) }
        if worst[axis].witness == nil || margin > worst[axis].margin {
          worst[axis] = AxisWorst(
            margin: margin, offset: offset, promise: auditCase.promise[axis],
            witness: axis == 0 ? audit.worstX : audit.worstY, label: auditCase.label)
        }
      }
    }
    var findings: [ProofFinding] = []
    var details: [String] = []
    for axis in 0..<2 {
      let name = axis == 0 ? "x" : "y"
      let w = worst[axis]
      let place =
        w.witness.map {
          "pixel (\(FactText.number($0.pixel.x)), \(FactText.number($0.pixel.y))) read (\(FactText.number($0.sample.x)), \(FactText.number($0.sample.y)))"
        } ?? "no sample"
      details.append(
        "\(name): worst sample \(FactText.number(w.offset)) pt against promise \(FactText.number(w.promise)) pt (margin \(FactText.number(0 - w.margin))), \(place), \(w.label); tightest promise ÷ supremum \(FactText.number(tightest[axis]))"
      )
      if w.witness != nil && w.margin > slack {
        findings.append(
          ProofFinding(
            kind: .sampleOutsidePromise,
            message:
              "\(name): a sample lies \(FactText.number(w.offset)) pt from its pixel, beyond the promise \(FactText.number(w.promise)) pt (\(place), \(w.label))"
          ))
      }
    }
    if nonFinite > 0 {
      findings.append(
        ProofFinding(
          kind: .nonFiniteSample,
          message: "\(nonFinite) of \(samples) samples were at a NaN or infinite position"))
    }
    // A sample past the promise or at a non-finite position is a concrete case; samples that
    // held are sampled evidence (the promise proof's certificate is the proof); none is none.
    let evidence: ProofEvidence? =
      !findings.isEmpty ? .counterexample : samples > 0 ? .sampled : nil
    if samples == 0 {
      // No sample held against the promise is no evidence: never a pass.
      findings.append(
        ProofFinding(
          kind: .discarded,
          message:
            "nothing was audited: \(all.count) configurations, \(pixels) pixels, no sample to hold against the promise"
        ))
    }
    details.append(
      "sampled: \(all.count) configurations, \(pixels) pixels, \(samples) samples: evidence, not a proof (the promise proof's certificate is the proof)"
    )
    let axis = worst[0].margin >= worst[1].margin ? 0 : 1
    let elapsed = Date().timeIntervalSince(started)
    return ProofResult(
      id: id, title: title, fact: fact, cases: pixels, failingCases: findings.isEmpty ? 0 : 1,
      findings: findings, durationSeconds: elapsed, checkingSeconds: elapsed,
      strategy: "sampled: \(all.count) configurations × every pixel",
      worst: CaseRecord(
        index: 0, value: worst[axis].label,
        margin: worst[axis].witness == nil ? nil : 0 - worst[axis].margin,
        note: details[axis]),
      seed: settings.seed, details: details, evidence: evidence)
  }

}

/// The largest offset on one axis so far, where it was seen and at which parameter value.
private struct AxisWorst {
  var margin = -Double.infinity
  var offset = 0.0
  var promise = 0.0
  var witness: SampleOffsetWitness?
  var label = "nothing sampled"
}
