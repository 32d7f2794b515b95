import BenchmarkHarness
import EffectProof
import Foundation
import ProofEngine
import ShaderRegistry
import SwiftCallSites

/// The gate on an app: `effectproof check` on Fixtures/ExampleApp (its registry proofs and its
/// six shaderProofs entries on the compiled source), in cases per second, on 1 and 2 jobs.
///
/// Each iteration builds the catalogue afresh (the sweeps keep their outcome once run), so it
/// scans the Metal, compiles through the warm compile cache, starts one child per entry and
/// runs every case: what a CI run pays after its first. The config path is relative to the
/// working directory, the package root under `make bench`.
enum GateSuite {
  static let configPath = "Fixtures/ExampleApp/effectproof.json"

  /// The config, or nil when the fixture is not there.
  static let config: EffectProofConfig? = try? EffectProofConfig.load(contentsOf: configPath)

  /// The fixture's Swift, read once for every iteration.
  static let swift: AppSwiftSources? = config.map {
    AppSwiftSources(model: SwiftShaderReader().read(paths: $0.swiftPaths))
  }

  /// The proofs of one gate run: a workspace of its own (the sources scanned, a library that
  /// compiles through the cache), over the Swift read once.
  static func proofs(_ config: EffectProofConfig) -> [any Proof] {
    ProofCatalogue.proofs(for: Workspace(config: config, swift: swift))
  }

  /// The cases one gate run checks at the default density (counted on first use).
  static let cases: Double = {
    guard let config else { return 1 }
    let settings = RunSettings(jobs: Suites.cores)
    return Double(proofs(config).map { $0.run(settings).cases }.reduce(0, +))
  }()

  /// `gate/ExampleApp [1 job]` and `gate/ExampleApp [N jobs]` (warm compile cache), and
  /// `gate/ExampleApp, cold cache [N jobs]`: each iteration with `EFFECTPROOF_CACHE` set to a
  /// new empty folder, so the prelude, the runtime and the six sources are compiled again, as
  /// on a CI runner's first check.
  static var benchmarks: [Benchmark] {
    warm + [
      Benchmark(
        name: "ExampleApp, cold cache [\(Suites.cores) jobs]", suite: "gate", unit: .cases,
        countingItems: { cases }
      ) {
        guard let config else { return }
        let folder = NSTemporaryDirectory() + "effectproof-gate-\(UUID().uuidString)"
        let previous = ProcessInfo.processInfo.environment["EFFECTPROOF_CACHE"]
        setenv("EFFECTPROOF_CACHE", folder, 1)
        defer {
          if let previous {
            setenv("EFFECTPROOF_CACHE", previous, 1)
          } else {
            unsetenv("EFFECTPROOF_CACHE")
          }
          try? FileManager.default.removeItem(atPath: folder)
        }
        let settings = RunSettings(jobs: Suites.cores)
        let results = proofs(config).map { $0.run(settings) }
        BlackHole.consume(results.filter { $0.status == .failed }.count)
      }
    ]
  }

  static var warm: [Benchmark] {
    Set([1, Suites.cores]).sorted().map { jobs in
      Benchmark(
        name: "ExampleApp [\(jobs) job\(jobs == 1 ? "" : "s")]", suite: "gate", unit: .cases,
        countingItems: { cases }
      ) {
        guard let config else { return }
        let settings = RunSettings(jobs: jobs)
        let results = proofs(config).map { $0.run(settings) }
        BlackHole.consume(results.filter { $0.status == .failed }.count)
      }
    }
  }

  /// 1 job ÷ all cores for the gate.
  static var ratios: [BenchmarkRatio] {
    [
      BenchmarkRatio(
        label: "gate ExampleApp: 1 job ÷ \(Suites.cores) jobs",
        numerator: "gate/ExampleApp [1 job]",
        denominator: "gate/ExampleApp [\(Suites.cores) jobs]")
    ]
  }
}
