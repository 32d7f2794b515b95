import BenchmarkHarness
import EffectProof
import Foundation
import ProofEngine
import ShaderProofs
import ShaderRegistry
import SwiftCallSites

/// The samplePromise certificate against the sweep, per entry of Fixtures/ExampleApp and
/// Fixtures/TableReady (docs/benchmarks.md, "Certificates"): `certify/<app>/<entry>
/// certificate` runs the certificate alone; `certify/<app>/<entry> sweep` runs the entry's
/// `finite` proof, which is its whole sweep (every argument set, every pixel) and nothing of
/// the certificate. Their ratio is the price, or the saving, of a certificate for that entry.
enum CertifySuite {
  static let apps = ["ExampleApp", "TableReady"]

  /// Each app's workspace, read once (nil when the fixture is not there).
  static let workspaces: [String: Workspace] = {
    var made: [String: Workspace] = [:]
    for app in apps {
      guard
        let config = try? EffectProofConfig.load(contentsOf: "Fixtures/\(app)/effectproof.json")
      else { continue }
      let swift = AppSwiftSources(model: SwiftShaderReader().read(paths: config.swiftPaths))
      made[app] = Workspace(config: config, swift: swift)
    }
    return made
  }()

  /// The entries with a samplePromise, per app.
  static let benches: [(app: String, bench: ShaderCertificateBench)] = apps.flatMap {
    app -> [(String, ShaderCertificateBench)] in
    guard let workspace = workspaces[app] else { return [] }
    return workspace.shaderEntries.compactMap { resolved in
      ShaderCertificateBench(resolved, library: workspace.library).map { (app, $0) }
    }
  }

  static var benchmarks: [Benchmark] {
    benches.flatMap { app, bench -> [Benchmark] in
      let key = bench.resolved.entry.key
      let certificate = Benchmark(
        name: "\(app)/\(key) certificate", suite: "certify", unit: .items, itemsPerIteration: 1
      ) {
        BlackHole.consume(bench.run())
      }
      let sweep = Benchmark(
        name: "\(app)/\(key) sweep", suite: "certify", unit: .items, itemsPerIteration: 1
      ) {
        guard let workspace = workspaces[app] else { return }
        let proofs = ShaderEntryProofs.proofs(for: [bench.resolved], library: workspace.library)
        let finite = proofs.first { $0.id == "shader.\(key).finite" }
        BlackHole.consume(finite?.run(RunSettings(jobs: Suites.cores)).cases ?? 0)
      }
      return [certificate, sweep]
    }
  }

  /// Certificate ÷ sweep, per entry.
  static var ratios: [BenchmarkRatio] {
    benches.map { app, bench in
      let key = bench.resolved.entry.key
      return BenchmarkRatio(
        label: "\(app) \(key) (\(bench.run())): certificate ÷ sweep",
        numerator: "certify/\(app)/\(key) certificate", denominator: "certify/\(app)/\(key) sweep")
    }
  }
}
