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
  /// Each shader spends about a microsecond a pixel (`busy`, which adds 0), so a run's rows
  /// spread over every thread of the child. `shift` moves the pixels of every 64th row (32,
  /// 96, …, 480) 3 pt right and the others 1 pt: on x the offset past the rounding allowance is
  /// largest in the first column of those 8 rows, which land on threads at random. `dim` halves
  /// the colours of the same rows: the darkest change, −0.5, is wherever a channel is 1 on
  /// them, and the failing finding names one such pixel. `crashLow` crashes at the last pixel
  /// of every row below 96 pt, after the row's work: the threads of neighbouring rows fault at
  /// about the same time, and the crash's pixel must be the first in row order.
  static let metal = """
    static float busy(float2 p) {
      float s = 0;
      for (int i = 0; i < 48; i++) { s += sin(p.x * 0.001f * float(i) + p.y); }
      return s * 0.0f;
    }
    static bool marked(float2 p) { return fmod(floor(p.y), 64.0f) == 32.0f; }
    [[ stitchable ]] float2 shift(float2 position) {
      return position + float2((marked(position) ? 3.0f : 1.0f) + busy(position), 0);
    }
    [[ stitchable ]] half4 dim(float2 position, half4 color) {
      return (marked(position) ? color * 0.5h : color) + half(busy(position));
    }
    [[ stitchable ]] float2 crashLow(float2 position) {
      float2 moved = position + busy(position);
      if (position.x > 127.0f) { *(volatile int *)0 = 1; }
      return moved;
    }

    """
  static let entries = """
    "shift": {"viewSize": [128, 512], "scale": 1, "maxSampleOffset": [3, 0]},
    "dim": {"viewSize": [128, 512], "scale": 1, "invariants": ["onlyAddsLight"]},
    "crashLow": {"viewSize": [128, 512], "scale": 1, "maxSampleOffset": [0, 0]}
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
  static func report(_ config: EffectProofConfig, jobs: Int) -> String {
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
    let config = try EffectProofConfig.load(contentsOf: path)
    let reference = Self.report(config, jobs: 1)
    // The ties are really there, and the lowest row, then the lowest column, wins: the x
    // axis's worst pixel is the first column's on row 32; the darkest pixel is named.
    let parsed = try JSONReportRenderer.parse(Data(reference.utf8))
    let shift = try #require(parsed.results.first { $0.id == "shader.shift.samplePromise" })
    #expect(shift.promise?.x.argmax?.pixel == SIMD2(0.5, 32.5), "\(reference)")
    let dim = try #require(parsed.results.first { $0.id == "shader.dim.onlyAddsLight" })
    #expect(dim.status == .failed)
    #expect(dim.findings.contains { $0.message.contains("gets darker by 0.5") }, "\(reference)")
    let crash = try #require(parsed.results.first { $0.id == "shader.crashLow.finite" })
    #expect(crash.findings.contains { $0.message.contains("at pixel (127, 0)") }, "\(reference)")
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
