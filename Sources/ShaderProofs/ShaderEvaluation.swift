import EffectProofBase
import Foundation
import MetalCPU
import ProofEngine

/// The verdict of one run proof over an entry's sweep: which cases fail, the worst case, the
/// shrunk counterexample, and for `samplePromise` the polish and the promise report.
struct ShaderEvaluation {
  let proof: ShaderProof
  let setup: ShaderSweep.Setup
  let outcome: ShaderSweep.Outcome
  let settings: RunSettings

  var entry: ShaderProofEntry { proof.sweep.entry }
  var layout: ShaderCaseLayout { setup.layout }
  /// The tolerance of the colour invariants: 2⁻¹⁰, as the validity check.
  static let colourTolerance = Double(MetalColourChecks.tolerance)

  /// Why a run fails this proof, or nil when it holds there.
  func failure(_ result: Result<MetalRunResult, MetalRunError>, _ value: [Double]) -> String? {
    switch (proof.check, result) {
    case (.reads, .failure(let error)):
      switch error {
      case .outOfBounds, .indexOutOfRange: return error.description
      default: return nil
      }
    case (.reads, .success): return nil
    case (.finite, .failure(let error)):
      switch error {
      case .outOfBounds, .indexOutOfRange, .tooSlow: return nil
      case .crashed, .outOfMemory, .timedOut: return "no result: " + error.description
      default: return nil
      }
    case (.finite, .success(let run)):
      var problems: [String] = []
      if run.nonFinite > 0, let first = run.firstNonFinite {
        problems.append(
          "\(run.nonFinite) of \(run.pixels) pixels \(run.nonFinite == 1 ? "is" : "are") NaN or infinite, the first at pixel (\(first.x), \(first.y))"
        )
      }
      if run.samples.nonFinite > 0 {
        problems.append(
          "\(ShaderFacts.count(run.samples.nonFinite, "sample")) at a NaN or infinite position")
      }
      if let printed = run.output.finding { problems.append(printed) }
      if let colours = run.colours, let excess = colours.largestExcess,
        Double(excess) > Self.visibleExcess, let at = colours.largestExcessAt,
        let colour = colours.largestExcessColour
      {
        problems.append(
          "\(colours.invalid) of \(run.pixels) pixels \(colours.invalid == 1 ? "is" : "are") not valid premultiplied colour; the worst, at pixel (\(at.x), \(at.y)): \(ShaderFacts.vector([colour.x, colour.y, colour.z, colour.w].map(Double.init))), has \(Self.excessKind(colour)) by \(ShaderFacts.number(Double(excess))), more than half an 8-bit code value (0.5/255), so it shows on screen"
        )
      }
      return problems.isEmpty ? nil : problems.joined(separator: "; ")
    case (.samplePromise, .success(let run)):
      return promiseFailure(run, value)?.message
    case (.samplePromise, .failure): return nil
    case (.invariant(let invariant), .success(let run)):
      return invariantFailure(invariant, run)
    case (.invariant, .failure): return nil
    case (.compiles, _), (.layerFits, _): return nil
    }
  }

  // MARK: - Promise

  struct PromiseCheck {
    var message: String
    /// The least margin over the targets and axes (negative: fails).
    var margin: Double
    /// The promise that margin is against, when one is.
    var target: ShaderPromiseTarget? = nil
  }

  /// The per-axis promise values of each target at `value`.
  func promiseValues(_ value: [Double]) -> [(target: ShaderPromiseTarget, x: Double?, y: Double?)] {
    let variables = layout.concrete(value).variables
    return proof.promises.targets.map { ($0, $0.x.value(variables), $0.y.value(variables)) }
  }

  /// The least margin of `run` against every target, and a message when it is negative.
  func promiseFailure(_ run: MetalRunResult, _ value: [Double]) -> PromiseCheck? {
    if run.samples.nonFinite > 0 {
      return PromiseCheck(
        message:
          "\(ShaderFacts.count(run.samples.nonFinite, "sample")) at a NaN or infinite position",
        margin: -.infinity)
    }
    var worst: PromiseCheck?
    for (target, px, py) in promiseValues(value) {
      for (axis, promised, beyond) in [
        ("x", px, run.samples.beyondAllowance.x), ("y", py, run.samples.beyondAllowance.y),
      ] {
        guard let promised, promised.isFinite, promised >= 0 else {
          return PromiseCheck(
            message:
              "\(target.label) promises \(promised.map(ShaderFacts.number) ?? "nothing") pt on \(axis) here, which is not a distance",
            margin: -.infinity)
        }
        guard let beyond else { continue }
        let margin = promised - Double(beyond.offset)
        if margin < (worst?.margin ?? .infinity) {
          let real = Double(
            axis == "x"
              ? abs(beyond.sample.x - beyond.pixel.x) : abs(beyond.sample.y - beyond.pixel.y))
          worst = PromiseCheck(
            message:
              "promise exceeded by \(ShaderFacts.number(real - promised)) pt on \(axis): at pixel \(ShaderFacts.point(beyond.pixel)) pt it samples \(ShaderFacts.point(beyond.sample)), \(ShaderFacts.number(real)) pt away, past \(target.label)'s \(ShaderFacts.number(promised)) pt; on screen: \(Self.onScreen(beyond.sample, view: layout.concrete(value).viewSize))",
            margin: margin, target: target)
        }
      }
    }
    guard let worst, worst.margin < 0 else { return nil }
    return worst
  }

  /// What a user sees of a sample past the promise at `sample` (points) in a view of `view`
  /// points. SwiftUI documents only that `maxSampleOffset` "must specify the maximum sampling
  /// distance in each axis, for all source pixels" (View.layerEffect(_:maxSampleOffset:
  /// isEnabled:), View.distortionEffect(_:maxSampleOffset:isEnabled:)); it sizes the layer it
  /// rasterises by the promise, so a sample past it reads what was not rendered.
  static func onScreen(_ sample: SIMD2<Float>, view: SIMD2<Double>) -> String {
    let inside =
      Double(sample.x) >= 0 && Double(sample.x) <= view.x && Double(sample.y) >= 0
      && Double(sample.y) <= view.y
    return inside
      ? "the sample is inside the view, so a view drawn whole looks right, but where it is partly drawn (clipped, scrolled, or at its layer's edge) SwiftUI renders the layer only the promised distance past what shows, and this pixel reads content that was not rendered (clear) instead of the view's"
      : "the sample is outside the view, past the margin SwiftUI renders for the promise, so this pixel shows the layer's edge repeated or clear, not the content the shader reaches for"
  }

  // MARK: - Invariants

  func invariantFailure(_ invariant: ShaderInvariant, _ run: MetalRunResult) -> String? {
    guard let colours = run.colours else { return nil }
    let tolerance = Self.colourTolerance
    switch invariant {
    case .onlyAddsLight:
      if let darkest = colours.darkest, Double(darkest) < -tolerance, let at = colours.darkestAt {
        return
          "pixel (\(at.x), \(at.y)) gets darker by \(ShaderFacts.number(Double(-darkest))) in a colour channel"
      }
    case .preservesAlpha:
      if let change = colours.maximumAlphaChange, Double(change) > tolerance,
        let at = colours.maximumAlphaChangeAt
      {
        return "pixel (\(at.x), \(at.y))'s alpha changes by \(ShaderFacts.number(Double(change)))"
      }
    case .identityAt:
      if let change = colours.maximumChange, Double(change) > tolerance,
        let at = colours.maximumChangeAt
      {
        return
          "pixel (\(at.x), \(at.y)) changes by \(ShaderFacts.number(Double(change))) in a channel"
      }
      if let beyond = run.samples.beyondAllowance.x ?? run.samples.beyondAllowance.y,
        max(run.samples.beyondAllowance.x?.offset ?? 0, run.samples.beyondAllowance.y?.offset ?? 0)
          > 0
      {
        return
          "pixel \(ShaderFacts.point(beyond.pixel)) pt samples \(ShaderFacts.point(beyond.sample)), not itself"
      }
    case .continuousIn: return nil
    }
    return nil
  }

  // MARK: - The verdict

  /// The verdict, and the evidence it rests on (``evidence(of:finishedRuns:)``).
  func evaluate(into result: inout ProofResult) {
    let finished = judge(into: &result)
    result.evidence = evidence(of: result, finishedRuns: finished)
  }

  /// The verdict; returns how many runs finished and count as this check's evidence (0 when a
  /// setup problem stopped every run).
  private func judge(into result: inout ProofResult) -> Int {
    var runs = outcome.runs
    if case .invariant(.identityAt(let fixed)) = proof.check {
      runs = identityRuns(fixed)
    }
    if case .invariant(.continuousIn(let argument, let step, let change)) = proof.check {
      return continuity(argument: argument, step: step, maximumChange: change, into: &result)
    }
    result.cases = runs.count
    result.stopReason = outcome.skippedAfterHangs > 0 ? .timeLimit : .exhausted
    result.details.append(
      proof.sampled(runs, of: runs.count + outcome.skippedAfterHangs, strategy: outcome.strategy))
    if outcome.skippedAfterHangs > 0 {
      result.findings.append(
        ProofFinding(
          kind: .timeLimit,
          message:
            "the sweep stopped after \(ShaderSweep.hangLimit) runs were stopped (hung, or too slow for the time limit); \(outcome.skippedAfterHangs) argument sets were not run"
        ))
    }
    // Setup problems a run reports (arguments that do not fit, the runtime) fail every proof.
    for run in runs {
      if case .failure(let error) = run.result, !error.isFinding {
        result.findings.append(
          ProofFinding(
            kind: ShaderFindingKind.shaderSetup.finding,
            message: "cannot run \(layout.concrete(run.value).description): \(error.description)",
            file: entry.file, line: entry.line))
        return 0
      }
    }
    if proof.check == .samplePromise {
      promiseVerdict(runs, into: &result)
      result.comparesWith = entry.geometry
      certify(&runs, into: &result)
      result.cases = runs.count
    }
    let failing = runs.filter { failure($0.result, $0.value) != nil }
    result.failingCases = max(result.failingCases, failing.count)
    if proof.check != .samplePromise, let worst = worstNote(runs) {
      result.details.append(worst)
    }
    if case .reads = proof.check { emptyArrays(into: &result) }
    if proof.check == .finite, let warning = colourWarning(runs) {
      result.findings.append(warning)
    }
    // A run that stopped for another check's reason is no evidence for this one: never a pass.
    if let unfinished = unfinishedFinding(runs, total: runs.count + outcome.skippedAfterHangs) {
      result.findings.append(unfinished)
    }
    // A hang is the counterexample only of a hang: another failure's case comes first.
    let chosen = failing.first { !Self.isHang($0.result) } ?? failing.first
    let finished = runs.count(where: { if case .success = $0.result { true } else { false } })
    guard let first = chosen, let message = failure(first.result, first.value) else {
      if runs.isEmpty {
        result.findings.append(
          ProofFinding(kind: .discarded, message: "no argument set ran, so nothing was proved"))
      }
      return finished
    }
    let shrunk = shrink(first.value, kind: failureKind(first.result, first.value))
    let edge = edgeNote(shrunk.value) + guessNote()
    let shrunkMessage = (shrunk.message ?? message) + edge
    result.counterexample = Counterexample(
      original: CaseRecord(
        index: first.index, value: layout.concrete(first.value).description, note: message),
      shrunk: CaseRecord(
        index: first.index, value: layout.concrete(shrunk.value).description, note: shrunkMessage),
      shrinkSteps: shrunk.steps, shrinkEvaluations: shrunk.evaluations, shrinkStop: shrunk.stop)
    let what =
      "\(failing.count) of \(runs.count) argument sets fail; the simplest: \(layout.concrete(shrunk.value).description): \(shrunkMessage)"
    if proof.check == .samplePromise, case .success(let run) = first.result,
      let target = promiseFailure(run, first.value)?.target
    {
      result.findings.append(promiseFinding(what, against: target))
    } else {
      result.findings.append(
        ProofFinding(
          kind: proof.check == .samplePromise ? .promise : .counterexample, message: what,
          file: entry.file, line: entry.line))
    }
    return finished
  }

  /// A samplePromise's failing finding, placed where the promise is written: for a promise the
  /// Swift ships, at its `maxSampleOffset:` line (what the app must change, or its shader), the
  /// function's `.metal` line named in the message; for the config's, at the `.metal` line.
  func promiseFinding(_ what: String, against target: ShaderPromiseTarget) -> ProofFinding {
    guard let site = target.site, let written = target.written else {
      return ProofFinding(kind: .promise, message: what, file: entry.file, line: entry.line)
    }
    let promised = "[\(target.x), \(target.y)] pt"
    return ProofFinding(
      kind: .promise,
      message:
        "\(written) promises \(promised), and \(entry.function) (\(entry.file):\(entry.line)) samples past it: \(what)",
      file: site.file, line: site.positionOrStart.line, column: site.positionOrStart.column)
  }

  /// A line on the worst run for the built-in checks, when it says something.
  func worstNote(_ runs: [ShaderSweep.Run]) -> String? {
    switch proof.check {
    case .invariant(.onlyAddsLight):
      let darkest = runs.compactMap { run -> Float? in
        if case .success(let r) = run.result { return r.colours?.darkest } else { return nil }
      }.min()
      return darkest.map {
        "the most any channel got darker: \(ShaderFacts.number(Double(-min($0, 0))))"
      }
    case .invariant(.preservesAlpha):
      let change = runs.compactMap { run -> Float? in
        if case .success(let r) = run.result {
          return r.colours?.maximumAlphaChange
        } else {
          return nil
        }
      }.max()
      return change.map { "the largest alpha change: \(ShaderFacts.number(Double($0)))" }
    default: return nil
    }
  }

  /// Shrinks a failing case inside the domain with runs of its own: the accepted steps (0 when
  /// the case was already minimal) and the runs spent. A candidate counts only when it fails
  /// the same way (`kind`, ``failureKind(_:_:)``): a NaN does not shrink into a hang or
  /// another invariant. A hang is not shrunk: each try would cost the time limit.
  func shrink(_ value: [Double], kind: String?) -> (
    value: [Double], steps: Int, evaluations: Int, stop: ShrinkStop, message: String?
  ) {
    guard kind != "hang", case .success(let session) = proof.sweep.session(setup) else {
      return (value, 0, 0, .notRun, nil)
    }
    let evaluation = self
    let shrunk = BatchCases.shrink(
      value, in: layout.domain,
      limits: ShrinkLimits(maximumSteps: 120, maximumSeconds: 5)
    ) { candidate in
      let run = evaluation.proof.sweep.run(evaluation.setup, candidate, in: session)
      return evaluation.failureKind(run, candidate) == kind
    }
    let message = failure(proof.sweep.run(setup, shrunk.value, in: session), shrunk.value)
    return (shrunk.value, shrunk.steps, shrunk.evaluations, shrunk.stop, message)
  }
}
