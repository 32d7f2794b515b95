import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Synchronization
import Testing

@testable import ShaderProofs

/// The same config and seed give the same report bytes for any `--jobs`, under load
/// (docs/guarantees.md, "Concurrency model"). The child shares a run's rows among its threads
/// in the order they ask, so where a maximum is tied at many pixels the worst pixel must be
/// chosen by the pixel (lowest row, then lowest column), never by the thread that saw it.
@Suite(.serialized) struct TieBreakDeterminismTests {
  /// `shift` moves every pixel 3 pt right: on x the offset past the rounding allowance is
  /// largest in the first column of every row (512 rows tie). `dim` halves every colour: the
  /// darkest change, −0.5, is at every pixel whose blue is 1 (the layer's checkerboard, rows
  /// apart), and the failing finding names one of them. `crashLow` crashes on every pixel
  /// below 64 pt: each thread that reaches one faults, and the crash's pixel is the first in
  /// row order.
  static let metal = """
    [[ stitchable ]] float2 shift(float2 position) { return position + float2(3, 0); }
    [[ stitchable ]] half4 dim(float2 position, half4 color) { return color * 0.5h; }
    [[ stitchable ]] float2 crashLow(float2 position) {
      if (position.y > 64.0) { *(volatile int *)0 = 1; }
      return position;
    }

    """
  static let entries = """
    "shift": {"viewSize": [8, 512], "scale": 1, "maxSampleOffset": [3, 0]},
    "dim": {"viewSize": [16, 256], "scale": 1, "invariants": ["onlyAddsLight"]},
    "crashLow": {"viewSize": [8, 256], "scale": 1, "maxSampleOffset": [0, 0]}
    """

  /// Keeps one core busy until stopped, so the child's threads are scheduled unevenly.
  final class Load: Sendable {
    private let stopped = Atomic<Bool>(false)

    func start() {
      Thread.detachNewThread { [self] in
        var x = 0.5
        while !stopped.load(ordering: .relaxed) {
          x = (x * 3.999).truncatingRemainder(dividingBy: 1)
        }
        _ = x
      }
    }

    func stop() { stopped.store(true, ordering: .relaxed) }
  }

  /// The JSON report of the config's shader proofs at `jobs`, with the durations (the one
  /// field that differs between identical runs) set to 0.
  static func report(_ config: CheckConfig, jobs: Int) -> String {
    let settings = RunSettings(seed: ProofSeed(0x5EED), density: .low, jobs: jobs)
    let results = ProofCatalogue.proofs(for: config).filter { $0.id.hasPrefix("shader.") }.map {
      proof -> ProofResult in
      var result = proof.run(settings)
      result.durationSeconds = 0
      result.generationSeconds = 0
      result.checkingSeconds = 0
      return result
    }
    return JSONReportRenderer.render(ProofReport(results: results))
  }

  @Test func theWorstPixelOfATieIsTheSameForAnyJobsUnderLoad() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("Shaders/S.metal", ShaderProofTests.header + Self.metal)
    let path = try folder.write(
      "effectproof.json", "{\"shaders\": [\"Shaders\"], \"shaderProofs\": {\(Self.entries)}}")
    let config = try CheckConfig.load(contentsOf: path)
    let reference = Self.report(config, jobs: 1)
    // The ties are really there, and the lowest row, then the lowest column, wins: the x
    // axis's worst pixel is the first column's on the first row; the darkest pixel is named.
    let parsed = try JSONReportRenderer.parse(Data(reference.utf8))
    let shift = try #require(parsed.results.first { $0.id == "shader.shift.samplePromise" })
    #expect(shift.promise?.x.argmax?.pixel == SIMD2(0.5, 0.5), "\(reference)")
    let dim = try #require(parsed.results.first { $0.id == "shader.dim.onlyAddsLight" })
    #expect(dim.status == .failed)
    #expect(dim.findings.contains { $0.message.contains("gets darker by 0.5") }, "\(reference)")
    let crash = try #require(parsed.results.first { $0.id == "shader.crashLow.finite" })
    #expect(crash.findings.contains { $0.message.contains("at pixel (0, 64)") }, "\(reference)")
    let load = Load()
    load.start()
    defer { load.stop() }
    var differing: [Int] = []
    for (repetition, jobs) in [8, 1, 8, 3, 8, 1, 8, 8].enumerated()
    where Self.report(config, jobs: jobs) != reference {
      differing.append(repetition)
    }
    #expect(differing.isEmpty, "runs \(differing) of 8 differ from the --jobs 1 report")
  }
}
