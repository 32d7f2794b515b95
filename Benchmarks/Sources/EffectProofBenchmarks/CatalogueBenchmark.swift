import EffectProof
import Foundation
import ProofEngine

/// Times catalogue proof groups (e.g. `wheel.` and `ball.`) at full density on 1 and 2 jobs,
/// in cases per second, fastest of 3 runs, with the TableReady config's defaults.
enum CatalogueBenchmark {
  static func run(prefixes: [String]) -> String {
    let config = EffectProofConfig.everyEffect()
    // The differential proofs (`*MatchesMetal`) need shader files and time a child process,
    // not the engine: left out, as in the `catalogue` suite.
    let proofs = ProofCatalogue.select(ProofCatalogue.proofs(for: config), prefixes: prefixes)
      .filter { !$0.id.hasSuffix("MatchesMetal") }
    var lines = [
      "Catalogue run: \(prefixes.joined(separator: " + ")) (\(proofs.count) proofs, fastest of 3)",
      "",
      "jobs      cases    time (s)      cases/s",
    ]
    guard !proofs.isEmpty else { return lines.joined(separator: "\n") + "\n(no proofs selected)" }
    var timings: [Int: Double] = [:]
    for jobs in [1, 2] {
      var best = Double.infinity
      var cases = 0
      for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        let results = proofs.map { $0.run(RunSettings(jobs: jobs)) }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9)
        cases = results.reduce(0) { $0 + $1.cases }
        if let failed = results.first(where: { $0.status == .failed }) {
          lines.append("  (\(failed.id) failed: \(failed.findings.first?.message ?? ""))")
        }
      }
      timings[jobs] = best
      lines.append(
        String(format: "%4d %10d %11.3f %12.0f", jobs, cases, best, Double(cases) / best))
    }
    if let one = timings[1], let two = timings[2] {
      lines.append(String(format: "  2 jobs vs 1: %.2f× faster", one / two))
    }
    return lines.joined(separator: "\n")
  }
}
