import Foundation
import ProofEngine
import ShaderProofs
import ShaderRegistry

/// The promise `effectproof init` suggests for a distortion or layer effect whose Swift
/// promises nothing static: the largest sample offset per axis found on the compiled source
/// over the guessed domain, by the same sweep and polish `check`'s `samplePromise` runs (its
/// default seed and density), rounded up to two significant figures. Measured, not proven: a
/// denser or reseeded run, or a wider domain, may find more (docs/init.md).
enum StarterPromiseMeasure {
  /// A promise no sample reaches: the measuring run holds the samples against it, so it
  /// sweeps and polishes as `check` does without failing (and so without shrinking).
  static let unreachable = 1e9

  /// The measured supremum per axis of `entry` (as `check` reads it from the starter config),
  /// applied with `usage`, or why it could not be measured.
  static func supremum(
    of entry: ShaderProofEntry, usage: ShaderUsage, library: CompiledShaderLibrary, jobs: Int
  ) -> Result<SIMD2<Double>, StarterSkip> {
    var measuring = entry
    measuring.usage = usage
    measuring.maxSampleOffset = SampleOffsetFormula(
      x: .number(unreachable), y: .number(unreachable))
    measuring.isMeasuredPromise = false
    measuring.review = []
    guard
      let proof = ShaderProofs.proofs(for: [measuring], library: library, swift: nil).first(
        where: { $0.check == .samplePromise })
    else {
      return .failure(StarterSkip(entry.function, "it is not proven as a distortion or layer effect"))
    }
    let result = proof.run(RunSettings(jobs: jobs))
    guard let promise = result.promise else {
      let why = result.findings.first { $0.severity == .failure }?.message ?? "no sample was measured"
      return .failure(StarterSkip(entry.function, why))
    }
    return .success(SIMD2(promise.x.supremum, promise.y.supremum))
  }

  /// `value` rounded up to two significant figures: 74.6 → 75, 7.31 → 7.4, 0.312 → 0.32;
  /// 0 stays 0. Never below `value`.
  static func roundedUp(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value.isFinite ? 0 : unreachable }
    let exponent = Int(floor(log10(value))) - 1
    let step = pow(10, Double(exponent))
    var rounded = (value / step).rounded(.up) * step
    if exponent < 0 {
      // Clean the binary representation (7.4, not 7.4000000000000004), upward if need be.
      let scale = pow(10, Double(-exponent))
      rounded = (rounded * scale).rounded() / scale
      if rounded < value { rounded += step }
    }
    return rounded
  }
}
