import EffectProofBase
import Foundation
import MetalCPU
import ProofEngine

extension ShaderEvaluation {
  /// The samplePromise's measured supremum, the polish, and the report's `promise` object.
  ///
  /// Per axis the critical case is the one with the least margin (promise − offset past the
  /// rounding allowance) against the tightest target; with no promise, the largest offset. Its
  /// continuous coordinates are then polished with the engine's polish (Nelder–Mead and Brent),
  /// the others held, so that a narrow maximum between sweep points is found.
  func promiseVerdict(_ runs: [ShaderSweep.Run], into result: inout ProofResult) {
    result.findings += proof.promises.warnings
    let continuous = layout.domain.axes.indices.filter { layout.domain.axes[$0].choices == nil }
    var polishCases = 0
    // Per axis: the critical case's sample (past the allowance when there is a promise, else the
    // farthest), its coordinates, its margin and its promise.
    var axes:
      [(
        sample: MetalSample, value: [Double], margin: Double, promise: Double?, score: Criticality
      )?] =
        [nil, nil]
    func consider(_ run: MetalRunResult, _ value: [Double]) {
      for lane in 0..<2 {
        guard let farthest = run.samples.farthest[lane],
          let beyond = run.samples.beyondAllowance[lane]
        else { continue }
        let promised = promiseValues(value).compactMap { lane == 0 ? $0.x : $0.y }.filter {
          $0.isFinite
        }.min()
        let margin = promised.map { $0 - Double(beyond.offset) } ?? -Double(farthest.offset)
        let score = Self.criticality(
          margin: margin, offset: Double(farthest.offset), promise: promised)
        if let current = axes[lane], !(score > current.score) { continue }
        axes[lane] = (promised == nil ? farthest : beyond, value, margin, promised, score)
      }
    }
    for run in runs {
      if case .success(let r) = run.result { consider(r, run.value) }
    }
    // The polish, per axis, over the continuous coordinates of the critical case.
    let polishSession = continuous.isEmpty ? nil : proof.sweep.session(setup)
    if case .success(let session) = polishSession {
      let budget = Int((24 * settings.density.factor).rounded())
      for lane in 0..<2 {
        guard let critical = axes[lane] else { continue }
        let lower = continuous.map { layout.domain.axes[$0].lower }
        let upper = continuous.map { layout.domain.axes[$0].upper }
        let start = continuous.map { critical.value[$0] }
        let evaluation = self
        _ = BatchCases.polish(
          lower: lower, upper: upper, from: start, spacing: 0.25, lane: lane, budget: budget
        ) { point in
          var value = critical.value
          for (slot, axis) in continuous.enumerated() { value[axis] = point[slot] }
          polishCases += 1
          guard
            case .success(let run) = evaluation.proof.sweep.run(
              evaluation.setup, value, in: session)
          else {
            return nil
          }
          consider(run, value)
          // Larger is worse: the negated margin on this lane.
          guard let beyond = run.samples.beyondAllowance[lane] else { return nil }
          let promised =
            evaluation.promiseValues(value).compactMap { lane == 0 ? $0.x : $0.y }.min() ?? 0
          var out = SIMD2<Double>(-.infinity, -.infinity)
          out[lane] = Double(beyond.offset) - promised
          return out
        }
      }
    }
    if case .failure(let error) = polishSession {
      result.details.append(
        "polish: not run, its process could not start (\(error.description)); the worst case is the sweep's"
      )
    } else {
      result.details.append(
        "polish: \(polishCases) further argument sets from the worst case of each axis")
    }
    let names = layout.domain.axes.map(\.label)
    var axisResults: [PromiseAxisResult] = []
    for (lane, axis) in [PromiseAxis.x, .y].enumerated() {
      guard let critical = axes[lane] else {
        axisResults.append(PromiseAxisResult(axis: axis, promise: 0, supremum: 0, argmax: nil))
        continue
      }
      let pixel = SIMD2(Double(critical.sample.pixel.x), Double(critical.sample.pixel.y))
      let offset = SIMD2(
        Double(abs(critical.sample.sample.x - critical.sample.pixel.x)),
        Double(abs(critical.sample.sample.y - critical.sample.pixel.y)))
      let argmax = PromiseCase(parameters: critical.value, pixel: pixel, offset: offset)
      let real = offset[lane]
      result.details.append(
        "worst on \(axis.rawValue): \(layout.concrete(critical.value).description): the pixel at \(ShaderFacts.point(critical.sample.pixel)) pt samples \(ShaderFacts.point(critical.sample.sample)), \(ShaderFacts.number(real)) pt away on \(axis.rawValue)"
          + (critical.promise.map { ", promise \(ShaderFacts.number($0)) pt" } ?? ""))
      let allowance = max(0, real - Double(critical.sample.offset))
      axisResults.append(
        PromiseAxisResult(
          axis: axis, promise: critical.promise ?? real, supremum: real, argmax: argmax,
          holdsTolerance: allowance))
    }
    let outside = runs.reduce(0) { total, run in
      if case .success(let r) = run.result { return total + r.samples.outsideLayer }
      return total
    }
    let samples = runs.reduce(0) { total, run in
      if case .success(let r) = run.result { return total + r.samples.count }
      return total
    }
    result.details.append(
      "\(samples) samples, \(outside) of them outside the layer (clamped to its edge, as SwiftUI's Layer.sample does)"
    )
    // No sample is evidence of no sampling only when every argument set ran to the end: a run
    // stopped early (a hang, too slow, a crash) may have been about to sample.
    let everyRunFinished =
      outcome.skippedAfterHangs == 0
      && runs.allSatisfy { if case .success = $0.result { true } else { false } }
    if samples == 0, !runs.isEmpty, everyRunFinished {
      result.findings.append(
        ProofFinding(
          severity: .warning, kind: ShaderFindingKind.noSamples.finding,
          message:
            "\(entry.function) took no sample in any argument set, so there was nothing to hold against a promise; a layer effect that never calls layer.sample needs no maxSampleOffset, but check the domain reaches its sampling branch"
        ))
    }
    guard !proof.promises.targets.isEmpty else { return }
    let report = PromiseReport(
      id: proof.id, parameterNames: names,
      pixels: PixelRegion(
        size: axes.compactMap { $0 }.first.map { layout.concrete($0.value).viewSize }
          ?? entry.viewSizes[0]),
      x: axisResults[0], y: axisResults[1], failures: [], failureCount: 0,
      sweepCases: runs.count, polishCases: polishCases,
      looseTightness: PromiseProofOptions.standard.looseTightness)
    result.promise = report
    result.details.append(
      "promises checked: "
        + proof.promises.targets.map { "\($0.label): [\($0.x), \($0.y)] pt" }.joined(
          separator: "; "))
    if report.isLoose, report.holds, !runs.contains(where: { failure($0.result, $0.value) != nil })
    {
      result.findings.append(
        ProofFinding(
          severity: .warning, kind: .loosePromise,
          message:
            "the promise is loose: it is (\(ShaderFacts.number(report.x.tightness)), \(ShaderFacts.number(report.y.tightness))) times the largest offset found on (x, y), above \(ShaderFacts.number(report.looseTightness)); SwiftUI renders the extra area for nothing, so a smaller promise would do"
        ))
    }
    // A case the polish found past the promise, when the sweep's cases all held.
    if let worst = axes.compactMap({ $0 }).min(by: { $0.margin < $1.margin }), worst.margin < 0,
      !runs.contains(where: { failure($0.result, $0.value) != nil })
    {
      result.failingCases = 1
      let what =
        "the polish found a case past the promise, by \(ShaderFacts.number(-worst.margin)) pt past the rounding allowance: \(layout.concrete(worst.value).description): the pixel at \(ShaderFacts.point(worst.sample.pixel)) pt samples \(ShaderFacts.point(worst.sample.sample)); on screen: \(Self.onScreen(worst.sample.sample, view: layout.concrete(worst.value).viewSize))"
      // The promise it is past: the tightest on the failing axis.
      let lane = axes.firstIndex { $0?.margin == worst.margin } ?? 0
      let tightest = promiseValues(worst.value).compactMap {
        candidate -> (ShaderPromiseTarget, Double)? in
        guard let value = lane == 0 ? candidate.x : candidate.y, value.isFinite else { return nil }
        return (candidate.target, value)
      }.min { $0.1 < $1.1 }
      if let target = tightest?.0 {
        result.findings.append(promiseFinding(what, against: target))
      } else {
        result.findings.append(
          ProofFinding(kind: .promise, message: what, file: entry.file, line: entry.line))
      }
    }
  }

  /// How critical a case is on one axis, compared lexicographically: a failing case by how far
  /// it fails; else by offset ÷ promise; a case that moves nothing against a zero promise says
  /// nothing, and is the worst only when every case is one.
  struct Criticality: Comparable {
    var rank: Int
    var value: Double
    static func < (a: Criticality, b: Criticality) -> Bool {
      (a.rank, a.value) < (b.rank, b.value)
    }
  }

  static func criticality(margin: Double, offset: Double, promise: Double?) -> Criticality {
    guard let promise else { return Criticality(rank: 1, value: offset) }
    if margin < 0 { return Criticality(rank: 2, value: -margin) }
    if promise > 0 { return Criticality(rank: 1, value: offset / promise) }
    return Criticality(rank: 0, value: offset)
  }
}
