import EffectProof
import Foundation
import ProofEngine
import ShaderProofs
import ShaderRegistry

/// The promise `effectproof init` suggests for a distortion or layer effect whose Swift
/// promises nothing static: the largest sample offset per axis found on the compiled source
/// over the guessed domain, by the same sweep and polish `check`'s `samplePromise` runs (its
/// default seed and density), rounded up (``roundedUp(_:)``). Measured, not proven: a
/// denser or reseeded run, or a wider domain, may find more (docs/init.md).
enum StarterPromiseMeasure {
  /// A promise no sample reaches: the measuring run holds the samples against it, so it
  /// sweeps and polishes as `check` does without failing (and so without shrinking).
  static let unreachable = 1e9

  /// The measured supremum per axis of `entry` (as `check` reads it from the starter config),
  /// applied with `usage`, or why it could not be measured. The entry runs alone, with no
  /// Swift: its promise is the unreachable one.
  static func supremum(
    of entry: ShaderProofEntry, usage: ShaderUsage, workspace: Workspace, jobs: Int
  ) -> Result<SIMD2<Double>, StarterSkip> {
    var measuring = entry
    measuring.usage = usage
    measuring.maxSampleOffset = SampleOffsetFormula(
      x: .number(unreachable), y: .number(unreachable))
    measuring.isMeasuredPromise = false
    measuring.review = []
    guard
      let proof = ShaderEntryProofs.proofs(
        for: ResolvedShaderEntry.resolve([measuring], scan: workspace.scan, swift: nil),
        library: workspace.library
      ).first(where: { $0.check == .samplePromise })
    else {
      return .failure(
        StarterSkip(entry.function, "it is not proven as a distortion or layer effect"))
    }
    let result = proof.run(RunSettings(jobs: jobs))
    guard let promise = result.promise else {
      let why =
        result.findings.first { $0.severity == .error }?.message ?? "no sample was measured"
      return .failure(StarterSkip(entry.function, why))
    }
    return .success(SIMD2(promise.x.supremum, promise.y.supremum))
  }

  /// `value` rounded up to a whole point, or to two significant figures below 10 pt:
  /// 112.47 → 113, 74.98 → 75, 7.31 → 7.4, 0.312 → 0.32; 0 stays 0. Never below `value`.
  static func roundedUp(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value.isFinite ? 0 : unreachable }
    let exponent = min(0, Int(floor(log10(value))) - 1)
    let scale = pow(10, Double(-exponent))
    // (value · scale) rounded up, then divided back, so 7.4 is written 7.4, not 7.4000000001.
    var rounded = (value * scale).rounded(.up) / scale
    if rounded < value { rounded = ((value * scale).rounded(.up) + 1) / scale }
    return rounded
  }

  /// A measured offset as the review line gives it: at most four decimals (`74.9844`).
  static func shown(_ value: Double) -> String {
    StarterJSON.number((value * 10_000).rounded() / 10_000)
  }
}
