import EffectProofBase
import Foundation

/// One entry's samplePromise certificate, ready to be timed against its sweep
/// (`make bench BENCH_ARGS="--filter certify"`, docs/benchmarks.md): the certificate alone,
/// without the sweep it follows in a check.
public struct ShaderCertificateBench: Sendable {
  /// The entry.
  public let resolved: ResolvedShaderEntry
  private let setup: ShaderSweep.Setup

  /// Compiles the entry's source; nil for an entry with no samplePromise (a colour effect, no
  /// promise) or one that does not compile.
  public init?(_ resolved: ResolvedShaderEntry, library: CompiledShaderLibrary) {
    guard resolved.usage == .distortionEffect || resolved.usage == .layerEffect,
      !resolved.promises.targets.isEmpty
    else { return nil }
    guard
      case .success(let setup) = ShaderSweep(resolved: resolved, library: library).setup(jobs: 1)
    else { return nil }
    self.resolved = resolved
    self.setup = setup
  }

  /// Runs the certificate once: `certified`, `counterexample` or `not certified` (the IR
  /// comes from the compile cache after the first call).
  public func run() -> String {
    let certification = ShaderCertification(
      setup: setup, targets: resolved.promises.targets,
      budget: ShaderEvaluation.certificateBudget, timeLimit: ShaderEvaluation.certificateTimeLimit)
    switch certification.run() {
    case .certified: return "certified"
    case .counterexample: return "counterexample"
    case .notCertified: return "not certified"
    }
  }
}
