import EffectProofBase
import Foundation
import MetalCPU
import ProofEngine
import ShaderCertify

extension ShaderEvaluation {
  /// The abstract runs a samplePromise's certificate may spend (about a second in release).
  static let certificateBudget = 4000
  /// The wall-clock guard of a certificate, far above what its budget takes.
  static let certificateTimeLimit = 30.0

  /// The samplePromise's certificate (``ShaderCertification``), when the sweep and the polish
  /// found no failure: `certified` adds its bound to the details; a counterexample is replayed on
  /// the CPU runtime and joins `runs`, so the verdict, the shrink and the finding are the
  /// sweep's; undecided says why, and the verdict rests on the sweep.
  func certify(_ runs: inout [ShaderSweep.Run], into result: inout ProofResult) {
    guard proof.check == .samplePromise, result.failures == 0,
      !runs.contains(where: { failure($0.result, $0.value) != nil })
    else { return }
    let certification = ShaderCertification(
      setup: setup, targets: proof.promises.targets, budget: Self.certificateBudget,
      timeLimit: Self.certificateTimeLimit)
    let outcome = certification.run()
    switch outcome {
    case .certified(let measures, let boxes, let abstractRuns, let assumptions):
      var line =
        "certified on the compiled source: every sample within the promise at every pixel centre of every view size and scale, every argument of the domain and any layer content, on any GPU that meets the Metal Shading Language's precision tables in fast math: at most \(ShaderFacts.number(Self.roundedUp(measures[0]))) pt on x and \(ShaderFacts.number(Self.roundedUp(measures[1]))) pt on y, within the promise plus 4 ulps of the coordinate and 2⁻¹² of the promise (\(boxes) box\(boxes == 1 ? "" : "es"), \(abstractRuns) abstract run\(abstractRuns == 1 ? "" : "s"))"
      if !assumptions.isEmpty {
        line +=
          "; it rests on an assumption the specification leaves open: "
          + assumptions.map(\.statement).sorted().joined(separator: "; ")
      }
      result.details.append(line)
      // Read by `certifiedEvidence(of:)` once the verdict is made.
      result.evidence = .certified
    case .counterexample(let value, let pixel, let assessment):
      let scale = layout.concrete(value).scale
      let point = SIMD2(
        CertifyInputs.centre(pixel.x, scale: scale), CertifyInputs.centre(pixel.y, scale: scale)
      )
      let found =
        "the certificate found a case the sweep missed: \(layout.concrete(value).description): at the pixel at \(ShaderFacts.point(SIMD2(Float(point.x), Float(point.y)))) pt every conforming GPU samples past the promise, by at least \(ShaderFacts.number(Self.roundedDown(assessment.lower))) pt"
      result.details.append(found)
      switch proof.sweep.session(setup) {
      case .success(let session):
        let replayed = proof.sweep.run(setup, value, in: session)
        runs.append(ShaderSweep.Run(index: runs.count, value: value, result: replayed))
        if failure(replayed, value) == nil {
          // The CPU runtime computes more precisely than the GPU may: the witness stands.
          result.failingCases = 1
          result.findings.append(
            ProofFinding(
              kind: .promise,
              message:
                "\(found); the CPU runtime's run of that case stays within it, so only the GPU's permitted error crosses it",
              file: entry.file, line: entry.line))
        }
      case .failure(let error):
        result.failingCases = 1
        result.findings.append(
          ProofFinding(
            kind: .promise,
            message: "\(found); it could not be replayed: \(error.description)",
            file: entry.file, line: entry.line))
      }
    case .notCertified(let why):
      result.details.append(
        "not certified: \(why); the verdict rests on the sweep, sampled evidence")
    }
  }

  /// `value` rounded up at its fifth significant digit (a bound reads as one).
  static func roundedUp(_ value: Double) -> Double { rounded(value, .up) }
  /// `value` rounded down at its fifth significant digit.
  static func roundedDown(_ value: Double) -> Double { rounded(value, .down) }

  private static func rounded(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double {
    // Below a millionth of a point a bound is 0 to the report (the float roundings of a pixel
    // that does not move).
    guard value.isFinite, abs(value) >= 1e-6 else { return value.isFinite ? 0 : value }
    let step = pow(10, (log10(abs(value))).rounded(.down) - 4)
    return (value / step).rounded(rule) * step
  }
}
