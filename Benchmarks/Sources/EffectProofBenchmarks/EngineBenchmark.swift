import EffectProof
import Foundation
import ProofEngine

/// Measures the proof engine's overhead per case on a trivial property, against a hand-written
/// loop doing the same checks, and the engine on 2 jobs against 1.
enum EngineBenchmark {
  /// Seconds for the fastest of `repeats` runs of `body`.
  static func fastest(_ repeats: Int = 3, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9)
    }
    return best
  }

  static func run(cases: Int) -> String {
    var lines = ["Proof engine overhead: trivial property x·x ≥ 0 (fastest of 3 runs)", ""]
    lines.append("run                                      cases    time (s)   ns/case   × loop")
    let domain = IntervalDomain(-1.0...1.0, grid: .points(cases))
    let property: @Sendable (Double) -> PropertyOutcome = { x in .expect(x * x, atLeast: 0) }
    var sink = 0.0

    // Hand-written loops: the same grid points or the same taus2 draws, checked inline.
    let gridLoop = fastest {
      var worst = -Double.infinity
      for index in 0..<cases {
        let x = -1 + 2 * Double(index) / Double(cases - 1)
        worst = max(worst, -(x * x))
      }
      sink += worst
    }
    let randomLoop = fastest {
      let random = CaseRandom()
      var worst = -Double.infinity
      for index in 0..<cases {
        random.start(seed: .standard, proof: "bench", index: index)
        let x = -1 + 2 * random.uniform()
        worst = max(worst, -(x * x))
      }
      sink += worst
    }
    func row(_ name: String, _ seconds: Double, _ baseline: Double?) {
      let perCase = seconds / Double(cases) * 1e9
      let ratio = baseline.map { String(format: "%7.1f", seconds / $0) } ?? "      –"
      lines.append(
        name.padding(toLength: 38, withPad: " ", startingAt: 0)
          + String(format: "%8d %11.3f %9.1f", cases, seconds, perCase) + "   " + ratio)
    }
    row("hand-written loop, grid", gridLoop, nil)
    row("hand-written loop, taus2 per case", randomLoop, nil)
    for (strategy, name, baseline) in [
      (GenerationStrategy.grid, "grid", gridLoop),
      (GenerationStrategy.random(count: cases), "random", randomLoop),
    ] {
      let proof = PropertyProof(
        id: "bench.\(name)", fact: "x·x ≥ 0", domain: domain, strategy: strategy,
        property: property)
      let one = fastest { sink += proof.run(RunSettings(jobs: 1)).worst?.margin ?? 0 }
      let two = fastest { sink += proof.run(RunSettings(jobs: 2)).worst?.margin ?? 0 }
      row("engine, \(name), 1 job", one, baseline)
      row("engine, \(name), 2 jobs", two, baseline)
      lines.append(String(format: "  2 jobs vs 1: %.2f× faster", one / two))
    }
    lines.append("")
    lines.append("(checksum \(sink.isFinite ? "ok" : "?"))")
    return lines.joined(separator: "\n")
  }
}
